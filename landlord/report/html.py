"""The report's page: one self-contained HTML file a teacher can open, print or mail.

Everything is on the page: the charts are embedded as PNG data, the style is inline, and
nothing is fetched from anywhere (there is no web address on the page at all). The words are
plain, and the page says how it was made, so anyone can play the same games again.
"""
from __future__ import annotations

import base64
import shlex
from html import escape
from pathlib import PurePath
from typing import Mapping

from ..engine.scoring import END_REASONS
from .answers import answers, base_title
from .charts import CHARTS
from .collect import Report
from .gini_lesson import worked
from .lessons import LESSONS
from .paired import BASE, LESSON, baseline, paired_table
from .replay_command import play_words, replay_words
from .series import MEANINGS, PER_SEAT
from .tally import MEASURE, MEASURES, Measure, Tally
from .words import amount, difference, estimate

#: Where the page sends a reader for what many games showed, written beside the page when the
#: report is made from the game's source (``write_report``).
FINDINGS = "findings.md"

STYLE = """
body { font-family: Georgia, 'Times New Roman', serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem;
       color: #222; line-height: 1.45; }
h1, h2, h3 { font-family: 'Helvetica Neue', Arial, sans-serif; }
table { border-collapse: collapse; margin: 1rem 0; font-size: 0.9rem; }
th, td { border: 1px solid #bbb; padding: 0.3rem 0.5rem; vertical-align: top; }
td.n { text-align: right; white-space: nowrap; }
td.close { color: #666; font-style: italic; }
th { background: #f3efe6; }
figure { margin: 1.5rem 0; }
figure img { max-width: 100%; border: 1px solid #ddd; }
figcaption { font-size: 0.9rem; color: #444; }
.stopped { background: #fde8e0; border: 1px solid #d55e00; padding: 0.6rem 1rem; }
.answers { background: #eef5fb; border: 2px solid #0072b2; padding: 0.4rem 1.2rem; border-radius: 6px; }
.answers li { margin: 0.5rem 0; }
.lesson { border-left: 4px solid #009e73; padding: 0.1rem 1rem; }
.explainer { border: 1px solid #e69f00; padding: 0.4rem 1.2rem; border-radius: 6px; overflow: hidden; }
.explainer figure { float: right; width: 45%; margin: 0 0 0.5rem 1rem; }
code, pre { font-size: 0.85rem; background: #f6f6f6; }
pre { padding: 0.5rem; white-space: pre-wrap; }
.swatch { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.3em; vertical-align: middle; }
/* Printed, the page keeps what a lesson needs (the answers, the comparison, the Gini explained, the
   averages) and leaves the rest to the screen; a table's head is repeated on every printed page. */
thead { display: table-header-group; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 9.5pt; line-height: 1.3; }
  .screen, figure.more { display: none; }
  table { font-size: 8pt; margin: 0.4rem 0; }
  th, td { padding: 0.1rem 0.3rem; }
  tr, figure, .answers, .explainer { break-inside: avoid; }
  h2 { break-after: avoid; margin: 0.8rem 0 0.3rem; }
  figure { margin: 0.5rem 0; }
  figure img { max-height: 11cm; border: 0; }
  figcaption { font-size: 8pt; }
}
"""

#: Charts the page shows in their own sections, and those it shows on screen only (not printed).
OWN_SECTION = ("paired", "gini-example")
PRINTED = ("rent-and-wages", "rounds-top-land-share", "rounds-gini-earned")

#: Where the reconstruction of lost or unclear rules could shape what the report shows, with the
#: entry of rules/INTERPRETATIONS.md that says what the game does and why.
CAVEATS = (
    ("I-22", "The 1906 text does not say when the game ends. These games end {end} (the reconstruction ends a "
             "game after five wages, from a later printing; --wages-times and --lesson long change it). Magie "
             "wrote that one player would own everything only \"if the game be continued long enough\", probably "
             "two or three sittings: a short game gives a monopoly little time to form."),
    ("I-16", "Rule 14 (houses) is lost: houses cost $100 and an owner builds on his own lots before he throws."),
    ("I-18", "Rule 16 (borrowing) is lost: $100 notes secured by cards, at $5 interest each time wages are drawn."),
    ("I-13", "The Chance cards are lost; these games use thirteen reconstructed cards."),
    ("I-17", "Rule 15 (selling cards) is lost: players may offer cards to each other at prices from a short menu."),
    ("I-4", "The Monarch of the World gives the other players the railroads, franchises and Broker's License "
            "(our reading of \"all other advantages of the game\")."),
    ("I-35", "Only land rent and fines pay for Single Tax Rule 6's improvements, as the rule says; the Treasury's "
             "other income (cards sold from the pack, Luxuries) is kept, not spent."),
)


def _with_interval(tally: Tally, measure: Measure) -> str:
    interval = tally.interval(measure)
    if interval.games == 0:
        return "-"
    text = escape(estimate(interval, measure.kind))
    if interval.games != tally.games:
        text += f" <small>({interval.games:,} games)</small>"
    return text


def table_html(head: list[str], rows: list[list[str]], classes: list[list[str]] | None = None) -> str:
    """A table of already escaped cells; cells after the first are numbers. Its head is a
    ``thead``, repeated on every page when printed."""
    out = ["<table>", "<thead><tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr></thead>", "<tbody>"]
    for k, row in enumerate(rows):
        extra = classes[k] if classes else [""] * len(row)
        out.append("<tr><td>" + row[0] + "</td>" + "".join(f'<td class="n {c}">{v}</td>'
                                                           for v, c in zip(row[1:], extra[1:])) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


def _swatch(tally: Tally) -> str:
    return f'<span class="swatch" style="background:{tally.regime.colour}"></span>{escape(tally.regime.title)}'


def figure_html(name: str, title: str, caption: str, png: bytes, extra: str = "") -> str:
    """A chart embedded in the page as PNG data, with its title and caption."""
    data = base64.b64encode(png).decode("ascii")
    return (f'<figure id="{escape(name)}"{extra}><img alt="{escape(title)}" src="data:image/png;base64,{data}">'
            f"<figcaption><b>{escape(title)}.</b> {escape(caption)}</figcaption></figure>")


def _figure(name: str, images: Mapping[str, bytes], extra: str = "") -> str:
    chart = next(c for c in CHARTS if c.name == name)
    if name not in images:
        return ""
    return figure_html(chart.name, chart.title, chart.caption, images[name], extra)


# -- the sections ---------------------------------------------------------------------------------
def answer_box(report: Report) -> str:
    found = answers(report)
    if not found:
        return ""
    items = "\n".join(f"<li><b>{escape(a.question)}</b> {escape(a.sentence)}</li>" for a in found)
    return ('<section class="answers"><h2>Three questions for a class</h2>\n<ol>\n' + items + "\n</ol>\n"
            "<p><small>Each figure in brackets is a 95% interval. Every comparison sets a rule set's games beside "
            "the very same games (the same seeds) under the 1906 rules; where the interval includes 0, the games "
            "cannot tell which way it goes.</small></p></section>")


def lesson_box(report: Report) -> str:
    """What the lesson the report was made for plays, and why (nothing for an ordinary report)."""
    lesson = LESSONS.get(report.plan.lesson or "")
    if lesson is None:
        return ""
    return (f'<section class="lesson"><h2>The lesson: {escape(lesson.title)}</h2>\n<p>{escape(lesson.about)}</p>'
            "</section>")


def _regimes(report: Report) -> str:
    items = []
    for tally in report.tallies:
        extra = f"{tally.games:,} games in {tally.seconds:.1f} s"
        note = ""
        if tally.regime.id == BASE and tally.games and base_title(tally) != "the 1906 rules":
            note = f" <b>Note:</b> in these games, {escape(base_title(tally).removeprefix('the 1906 rules ('))[:-1]}."
        items.append(f"<li><b>{_swatch(tally)}</b> ({escape(tally.regime.id)}): {escape(tally.regime.about)}{note} "
                     f"<small>({extra})</small></li>")
    return "<ul>\n" + "\n".join(items) + "\n</ul>"


def _paired(report: Report, images: Mapping[str, bytes]) -> str:
    table = paired_table(report)
    if not table:
        return ""
    regimes = [t for t in report.tallies if t.games and any(p.regime == t.regime.id for p in table)]
    base = baseline(report)
    assert base is not None
    head = ["at the end of a game", f"{_swatch(base)}<br><small>mean</small>"] + [
        f"{_swatch(t)}<br><small>difference [95% interval]</small>" for t in regimes]
    rows, classes = [], []
    for measure in LESSON:
        cells = [p for p in table if p.measure.id == measure]
        rows.append([escape(MEASURE[measure].label), escape(amount(cells[0].base, cells[0].measure.kind))]
                    + [escape(difference(p.difference, p.measure.kind))
                       + ("<br><small>too close to call</small>" if p.too_close_to_call else "") for p in cells])
        classes.append(["", ""] + ["close" if p.too_close_to_call else "" for p in cells])
    return ('<h2 id="against-1906">Against the 1906 rules, same games</h2>\n'
            "<p>Game N of every rule set starts from the same seed, so each rule set's games can be set beside the "
            "very same games under the 1906 rules, game by game. Each cell is the average difference from the 1906 "
            "rules with its 95% interval: with this many games, the difference of a much longer run would fall "
            "within it 95 times in 100. Where the interval includes 0 the difference is <i>too close to call</i>. "
            "(Do not compare two rule sets by whether their own intervals overlap: that ignores the pairing, and "
            "two overlapping intervals can hide a clear difference.) Shares differ in percentage points.</p>\n"
            + _figure("paired", images) + "\n" + table_html(head, rows, classes))


def gini_explainer(images: Mapping[str, bytes]) -> str:
    w = worked()
    players = ", ".join(f"${v:,.0f}" for v in w.values)
    gaps = " + ".join(f"{g:,.0f}" for g in w.gaps)
    n = len(w.values)
    return (f'<section class="explainer" id="gini"><h2>What a Gini coefficient means</h2>\n'
            + _figure("gini-example", images) +
            f"<p>The Gini coefficient says how unevenly something is shared, in one number: <b>0</b> when everyone "
            f"has the same, <b>1</b> when one player has everything. Work it out for {n} players who have "
            f"{players}:</p>\n<ol>\n"
            f"<li>Take every pair of players and the gap between them: {gaps} = {sum(w.gaps):,.0f} over "
            f"{len(w.gaps)} pairs, an average gap of ${w.mean_gap:,.2f}.</li>\n"
            f"<li>The average wealth is ${w.mean:,.0f}; twice that is ${2 * w.mean:,.0f}.</li>\n"
            f"<li>Gini = average gap / twice the average = {w.mean_gap:,.2f} / {2 * w.mean:,.0f} = "
            f"<b>{w.gini:.3f}</b>.</li>\n</ol>\n"
            f"<p>The picture gives the same number. Line the players up from poorest to richest and draw the share "
            f"of all wealth held by the poorest one, two, three and all four (the Lorenz curve). If everyone had "
            f"the same it would be the diagonal; the Gini is the gap between the two (shaded, area {w.area:g}) as a "
            f"share of the biggest gap {n} players can make, when one has everything ({w.most_area:g}): "
            f"{w.area:g} / {w.most_area:g} = {w.area / w.most_area:.3f}.</p>\n"
            f"<p><small>Many books stop at the area times 2 ({2 * w.area:g} here), which with {n} players can never "
            f"pass {(n - 1) / n:g} even when one has all; this report scales it by {n}/{n - 1} so that 1 means "
            f"one player has everything, at any table.</small></p></section>")


def _means(report: Report) -> str:
    played = [t for t in report.tallies if t.games]
    head = ["at the end of a game: mean [95% interval]"] + [_swatch(t) for t in played]
    rows = [[escape(m.label)] + [_with_interval(t, m) for t in played] for m in MEASURES]
    return ("<h2>The averages</h2>\n<p>Each number is the average over a rule set's games, with its 95% "
            "interval in brackets. A share of games (how often one player held every lot, say) has Wilson's "
            "interval, which stays right when no game, or every game, did it: none in 1,000 games still allows up "
            "to about 0.4%. To compare two rule sets, read the table <a href=\"#against-1906\">against the 1906 "
            "rules</a>, not whether these intervals overlap.</p>\n<p>Two yardsticks of wealth are given, and neither "
            "is neutral. Under the 1906 rules players spend cash on title deeds, which the 1906 score counts at 100 "
            "each; under the Single Tax deeds count nothing and are not bought. So <i>earnings</i> (cash and houses) "
            "flatter the Single Tax, and <i>wealth by the 1906 score</i> flatters the 1906 rules: the truth lies "
            "between them.</p>\n" + table_html(head, rows))


def _endings(report: Report) -> str:
    played = [t for t in report.tallies if t.games]
    reasons = sorted({reason for t in played for reason in t.endings})
    times = report.end_wages_times
    rows = [[escape(END_REASONS.get(r, r).format(times=times))] + [f"{t.endings[r] / t.games:.1%}" for t in played]
            for r in reasons]
    table = table_html(["the game ended because"] + [_swatch(t) for t in played], rows)
    return f'<h2 class="screen">How the games ended</h2>\n<div class="screen">{table}</div>'


def _charts(images: Mapping[str, bytes]) -> str:
    out = ["<h2>The charts</h2>"]
    for chart in CHARTS:
        if chart.name in images and chart.name not in OWN_SECTION:
            out.append(_figure(chart.name, images, "" if chart.name in PRINTED else ' class="more"'))
    return "\n".join(out)


def _games_behind(report: Report) -> str:
    """Any game behind a figure, played again: the commands for the first game of each rule set."""
    plan = report.plan
    played = [t for t in report.tallies if t.games]
    if not played:
        return ""
    lines = "\n".join(f"# {t.regime.title}, game 0\n{shlex.join(play_words(plan, t.regime, 0))}\n"
                      f"{shlex.join(replay_words(plan, t.regime, 0, text=True))}" for t in played)
    first = played[0].regime
    return ('<h2 class="screen">The game behind a figure</h2>\n<div class="screen"><p>Every figure on this page is '
            "read from the games in <code>games.csv</code>, one row a game with its measures at the end (the "
            "columns are named as in the averages table). Its last column, <code>replay</code>, is the command "
            "that plays that very game again, move by move, and prints it: the same seed, players, jail and rule "
            "set. Saved, the game can be watched in the window with <code>"
            + escape(shlex.join(replay_words(plan, first, 0, text=False))) + "</code>. The first game of each rule "
            "set:</p>\n<pre>" + escape(lines) + "</pre></div>")


def _caveats(report: Report) -> str:
    items = "\n".join(f"<li>{escape(text.format(end=report.end_words))} <small>(rules/INTERPRETATIONS.md, {entry})</small></li>"
                      for entry, text in CAVEATS)
    return ("<h2>What to keep in mind</h2>\n<p>These are games between computer players, not people. They follow "
            "simple rules of thumb for buying, building and bidding, and play every game the same way; people "
            "may play differently. Part of the 1906 rules is lost and this edition fills the gaps; where that "
            "could shape the results:</p>\n<ul>\n" + items + "\n</ul>")


def _how_made(report: Report, out: str | None) -> str:
    plan, rules = report.plan, report.rules
    facts = [
        ("Games", f"{plan.games:,} per rule set, each played from its own seed; game N of every rule set starts "
                  f"from the same seed"),
        ("Seed", str(plan.seed)),
        ("Players", f"{len(plan.agents)}: " + ", ".join(f"seat {s + 1} {k}" for s, k in enumerate(plan.agents))),
        ("Jail", plan.jail),
        ("House rules", ", ".join(plan.house_rules) or "none"),
        ("End", report.end_words),
        ("Rules file", f"{rules['title']} ({rules['id']}, version {rules['version']}): "
                       + (plan.rules_path or f"rules/{PurePath(rules['source']).name}, which ships with the game")),
        ("Program", f"landlords-game {report.version}"),
        ("Made", f"{report.made}, in {report.seconds:.1f} s with {plan.workers} worker process(es); the number of "
                 f"workers does not change the games"),
    ]
    rows = "\n".join(f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>" for k, v in facts)
    return ("<h2>How this was made</h2>\n<p>To play the same games again:</p>\n"
            f"<pre>{escape(plan.command_line(out))}</pre>\n<table>\n{rows}\n</table>")


def _findings(findings: bool) -> str:
    where = (f'<a href="{FINDINGS}">{FINDINGS}</a>, beside this page (docs/findings.md in the game\'s source)'
             if findings else "docs/findings.md in the game's source")
    return (f"<p>What long runs of each rule set show, and what they do not, is written up for teachers in "
            f"{where}.</p>")


def _files(images: Mapping[str, bytes]) -> str:
    names = ["summary.json", "rounds.csv", "games.csv"] + [f"{name}.png" for name in images]
    links = ", ".join(f'<a href="{escape(n)}">{escape(n)}</a>' for n in names)
    meanings = "\n".join(f"<tr><th>{escape(name if name not in PER_SEAT else name + '_N')}</th>"
                         f"<td>{escape(text)}</td></tr>" for name, text in MEANINGS.items())
    return (f"<h2 class=\"screen\">The data</h2>\n<p class=\"screen\">Beside this page: {links}. "
            "<code>rounds.csv</code> has one row for every round "
            "of every game, which a spreadsheet can open; its columns:</p>\n"
            f"<table class=\"screen\">\n{meanings}\n</table>")


def page(report: Report, images: Mapping[str, bytes], out: str | None = None, *, findings: bool = False) -> str:
    """The whole page; ``images`` maps each chart's name to its PNG; ``findings``: docs/findings.md
    was written beside it."""
    plan = report.plan
    title = f"The Landlord's Game: {plan.games:,} games under each of {len(report.tallies)} rule sets"
    stopped = ""
    if report.stopped:
        stopped = (f'<p class="stopped">This run was stopped before it finished: it played {report.games_played:,} '
                   "games, and a rule set may have fewer games than the others, or none. Read it as a sketch.</p>")
    intro = (f"<p>Elizabeth Magie's <i>The Landlord's Game</i> (1906) was made to show what private ownership of "
             f"land does, and what Henry George's Single Tax on land would change. Here {len(plan.agents)} computer "
             "players play the same games under different rules, and the charts follow how wealth, land, wages "
             "and the Poor House change round by round.</p>")
    body = [f"<h1>{escape(title)}</h1>", stopped, lesson_box(report), answer_box(report), intro, _findings(findings),
            "<h2>The rule sets compared</h2>", _regimes(report), _paired(report, images), gini_explainer(images),
            _means(report), _charts(images), _games_behind(report), _endings(report),
            _caveats(report), _how_made(report, out), _files(images)]
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
            + "\n".join(part for part in body if part) + "\n</body>\n</html>\n")
