"""The report's page: one self-contained HTML file a teacher can open, print or mail.

Everything is on the page: the charts are embedded as PNG data, the style is inline, and
nothing is fetched from anywhere (there is no web address on the page at all). The words are
plain, and the page says how it was made, so anyone can play the same games again.
"""
from __future__ import annotations

import base64
import math
from html import escape
from pathlib import PurePath
from typing import Mapping

from ..engine.scoring import END_REASONS
from .charts import CHARTS
from .collect import Report
from .series import MEANINGS, PER_SEAT
from .tally import MEASURES, Measure, Tally

STYLE = """
body { font-family: Georgia, 'Times New Roman', serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem;
       color: #222; line-height: 1.45; }
h1, h2, h3 { font-family: 'Helvetica Neue', Arial, sans-serif; }
table { border-collapse: collapse; margin: 1rem 0; font-size: 0.9rem; }
th, td { border: 1px solid #bbb; padding: 0.3rem 0.5rem; vertical-align: top; }
td.n { text-align: right; white-space: nowrap; }
th { background: #f3efe6; }
figure { margin: 1.5rem 0; }
figure img { max-width: 100%; border: 1px solid #ddd; }
figcaption { font-size: 0.9rem; color: #444; }
.stopped { background: #fde8e0; border: 1px solid #d55e00; padding: 0.6rem 1rem; }
code, pre { font-size: 0.85rem; background: #f6f6f6; }
pre { padding: 0.5rem; white-space: pre-wrap; }
.swatch { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.3em; vertical-align: middle; }
"""

#: Where the reconstruction of lost or unclear rules could shape what the report shows, with the
#: entry of rules/INTERPRETATIONS.md that says what the game does and why.
CAVEATS = (
    ("I-22", "The 1906 text does not say when the game ends. These games end when a player has drawn wages "
             "{times} times (the reconstruction takes five from a later printing; --wages-times changes it). Magie "
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


def _number(value: float, kind: str) -> str:
    if math.isnan(value):
        return "-"
    if kind == "dollars":
        return f"${value:,.0f}"
    if kind == "share":
        return f"{value:.1%}"
    if kind == "gini":
        return f"{value:.3f}"
    return f"{value:,.1f}"


def _with_interval(tally: Tally, measure: Measure) -> str:
    mean, half, n = tally.mean(measure.id)
    if n == 0:
        return "-"
    text = _number(mean, measure.kind)
    if half is not None:
        spread = f"{half:.1%}" if measure.kind == "share" else _number(half, measure.kind)
        text += f" &plusmn; {escape(spread.lstrip('$') if measure.kind == 'dollars' else spread)}"
    if n != tally.games:
        text += f" <small>({n:,} games)</small>"
    return text


def _table(head: list[str], rows: list[list[str]]) -> str:
    """A table of already escaped cells; cells after the first are numbers."""
    out = ["<table>", "<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"]
    for row in rows:
        out.append("<tr><td>" + row[0] + "</td>" + "".join(f'<td class="n">{c}</td>' for c in row[1:]) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def _swatch(tally: Tally) -> str:
    return f'<span class="swatch" style="background:{tally.regime.colour}"></span>{escape(tally.regime.title)}'


# -- the sections ---------------------------------------------------------------------------------
def _regimes(report: Report) -> str:
    items = []
    for tally in report.tallies:
        extra = f"{tally.games:,} games in {tally.seconds:.1f} s"
        items.append(f"<li><b>{_swatch(tally)}</b> ({escape(tally.regime.id)}): {escape(tally.regime.about)} "
                     f"<small>({extra})</small></li>")
    return "<ul>\n" + "\n".join(items) + "\n</ul>"


def _headlines(report: Report) -> str:
    """A few sentences read off the table, for the regimes that are there."""
    by_id = {t.regime.id: t for t in report.tallies if t.games}
    lines = []
    base = by_id.get("landlordism")
    if base is not None:
        land, _, _ = base.mean("top_land_share")
        all_land, _, _ = base.mean("one_holds_all_land")
        lines.append(f"Under the 1906 rules the biggest landlord collected, on average, the rent of {land:.0%} of the "
                     f"lots when the game ended; one player collected the rent of every lot in {all_land:.1%} of "
                     f"games.")
        for tally in by_id.values():
            if tally is base or tally.regime.start == "monarch":
                continue
            earned, base_earned = tally.mean("earned")[0], base.mean("earned")[0]
            wealth, base_wealth = tally.mean("wealth")[0], base.mean("wealth")[0]
            wage = tally.mean("wage_rate")[0]
            gini, base_gini = tally.mean("gini_earned")[0], base.mean("gini_earned")[0]
            lines.append(f"{tally.regime.title}: wages ended at ${wage:,.0f} on average. All players together "
                         f"ended with ${earned:,.0f} in cash and houses, against ${base_earned:,.0f} under the 1906 "
                         f"rules, and ${wealth:,.0f} of wealth by the 1906 score, against ${base_wealth:,.0f}. "
                         f"The Gini of earnings was {gini:.3f}, against {base_gini:.3f}.")
    monarch = by_id.get("monarch")
    if monarch is not None:
        lines.append(f"Monarch of the World: the landlord (seat 1) won {monarch.win_rate_by_seat()[0]:.1%} of "
                     f"games.")
    if not lines:
        return ""
    return "<h2>What the numbers say</h2>\n<ul>\n" + "\n".join(f"<li>{escape(s)}</li>" for s in lines) + "\n</ul>"


def _means(report: Report) -> str:
    played = [t for t in report.tallies if t.games]
    head = ["at the end of a game (mean &plusmn; 95% interval)"] + [_swatch(t) for t in played]
    rows = [[escape(m.label)] + [_with_interval(t, m) for t in played] for m in MEASURES]
    return ("<h2>The averages</h2>\n<p>Each number is the average over a rule set's games. The &plusmn; figure gives "
            "the 95% confidence interval: with this many games, the average of a much longer run would fall "
            "within it 95 times in 100. Where two intervals do not overlap, the difference is not luck of the dice."
            "</p>\n<p>Two yardsticks of wealth are given, and neither is neutral. Under the 1906 rules players spend "
            "cash on title deeds, which the 1906 score counts at 100 each; under the Single Tax deeds count nothing "
            "and are not bought. So <i>earnings</i> (cash and houses) flatter the Single Tax, and <i>wealth by the "
            "1906 score</i> flatters the 1906 rules: the truth lies between them.</p>\n" + _table(head, rows))


def _endings(report: Report) -> str:
    played = [t for t in report.tallies if t.games]
    reasons = sorted({reason for t in played for reason in t.endings})
    times = report.end_wages_times
    rows = [[escape(END_REASONS.get(r, r).format(times=times))] + [f"{t.endings[r] / t.games:.1%}" for t in played]
            for r in reasons]
    return "<h2>How the games ended</h2>\n" + _table(["the game ended because"] + [_swatch(t) for t in played], rows)


def _charts(images: Mapping[str, bytes]) -> str:
    out = ["<h2>The charts</h2>"]
    for chart in CHARTS:
        if chart.name not in images:
            continue
        data = base64.b64encode(images[chart.name]).decode("ascii")
        out.append(f'<figure id="{chart.name}"><img alt="{escape(chart.title)}" src="data:image/png;base64,{data}">'
                   f"<figcaption><b>{escape(chart.title)}.</b> {escape(chart.caption)}</figcaption></figure>")
    return "\n".join(out)


def _caveats(times: int) -> str:
    items = "\n".join(f"<li>{escape(text.format(times=times))} <small>(rules/INTERPRETATIONS.md, {entry})</small></li>"
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
        ("End", f"when a player has drawn wages {report.end_wages_times} times"),
        ("Rules file", f"{rules['title']} ({rules['id']}, version {rules['version']}): "
                       + (plan.rules_path or f"rules/{PurePath(rules['source']).name}, which ships with the game")),
        ("Program", f"landlords-game {report.version}"),
        ("Made", f"{report.made}, in {report.seconds:.1f} s with {plan.workers} worker process(es); the number of "
                 f"workers does not change the games"),
    ]
    rows = "\n".join(f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>" for k, v in facts)
    return ("<h2>How this was made</h2>\n<p>To play the same games again:</p>\n"
            f"<pre>{escape(plan.command_line(out))}</pre>\n<table>\n{rows}\n</table>")


def _files(images: Mapping[str, bytes]) -> str:
    names = ["summary.json", "rounds.csv", "games.csv"] + [f"{name}.png" for name in images]
    links = ", ".join(f'<a href="{escape(n)}">{escape(n)}</a>' for n in names)
    meanings = "\n".join(f"<tr><th>{escape(name if name not in PER_SEAT else name + '_N')}</th>"
                         f"<td>{escape(text)}</td></tr>" for name, text in MEANINGS.items())
    return (f"<h2>The data</h2>\n<p>Beside this page: {links}. <code>rounds.csv</code> has one row for every round "
            "of every game, which a spreadsheet can open; its columns:</p>\n"
            f"<table>\n{meanings}\n</table>")


def page(report: Report, images: Mapping[str, bytes], out: str | None = None) -> str:
    """The whole page; ``images`` maps each chart's name to its PNG."""
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
    body = [f"<h1>{escape(title)}</h1>", stopped, intro, "<h2>The rule sets compared</h2>", _regimes(report),
            _headlines(report), _means(report), _charts(images), _endings(report), _caveats(report.end_wages_times),
            _how_made(report, out), _files(images)]
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
            + "\n".join(part for part in body if part) + "\n</body>\n</html>\n")
