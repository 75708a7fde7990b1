"""A varied report's files: a chart a lesson measure against the parameter (PNG), ``summary.json``,
``index.html``, and the rules copies each value was played with. ``rounds.csv`` and ``games.csv``
are written as the games arrive (``output.CsvFiles``, with the value in their first column).

The page is short: what was varied and how, each measure's chart with a table of its points
(mean [95% interval] and, where the values' games are the same games, the difference from what
they are set beside, game by game), the Gini explained, and how to make it again.
"""
from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any, Mapping

from .charts import GINI_EXAMPLE, png_bytes
from .html import STYLE, figure_html, gini_explainer, table_html
from .intervals import Interval, plain
from .output import GAME_COLUMNS, KEYS
from .paired import LESSON
from .rules_copy import write_rules
from .series import round_columns
from .tally import MEASURE
from .varied import Point, VariedReport, points, reference_estimate
from .vary_charts import chart_name, measure_chart
from .words import difference, estimate


def _title(varied: VariedReport) -> str:
    return f"The Landlord's Game: {varied.variation.parameter.title.lower()}, varied"


def _interval(interval: Interval | None) -> dict[str, Any] | None:
    return None if interval is None else interval.as_data()


def summary(varied: VariedReport, out: str | None = None) -> dict[str, Any]:
    """Everything the page shows, as data: each chart's points with their intervals."""
    variation, plan = varied.variation, varied.plan
    found = points(varied)
    seats = max(len(s.plan.agents) for s in varied.settings)
    column = variation.parameter.column
    return {
        "title": _title(varied),
        "command": plan.command_line(out), "stopped": varied.stopped, "seconds": round(varied.seconds, 3),
        "vary": {"key": variation.parameter.key, "title": variation.parameter.title, "column": column,
                 "values": list(variation.values), "played": [s.value for s in varied.settings[:len(varied.reports)]],
                 "paired": variation.parameter.paired, "against": varied.against,
                 "rules_files": {str(s.value): s.rules_copy.file_name for s in varied.settings if s.rules_copy}},
        "plan": {"games": plan.games, "seed": plan.seed, "agents": list(plan.agents), "jail": plan.jail,
                 "regimes": [r.id for r in plan.regimes], "workers": plan.workers},
        "points": [{"measure": p.measure.id, "label": p.measure.label, "kind": p.measure.kind, "line": p.line,
                    "regime": p.regime, "value": p.value, "games": p.estimate.games, "mean": plain(p.estimate.value),
                    "ci95": None if p.estimate.low is None else [plain(p.estimate.low), plain(p.estimate.high)],
                    "interval": "wilson" if p.measure.kind == "games" else "normal",
                    "against": _interval(p.against)} for p in found],
        "reference": ({m: _interval(reference_estimate(varied, MEASURE[m])) for m in LESSON}
                      if varied.reference is not None else None),
        "files": {"rounds.csv": [column, *KEYS, *round_columns(seats)], "games.csv": [column, *GAME_COLUMNS],
                  "charts": [f"{chart_name(m)}.png" for m in LESSON]},
    }


def _table(varied: VariedReport, measure: str, found: list[Point]) -> str:
    """A measure's points: a row a rule set, a column a value."""
    kind = MEASURE[measure].kind
    values = [s.value for s in varied.settings[:len(varied.reports)]]
    lines = list(dict.fromkeys(p.line for p in found))
    rows = []
    for line in lines:
        mine = {p.value: p for p in found if p.line == line}
        cells = []
        for v in values:
            p = mine.get(v)
            text = "-" if p is None else escape(estimate(p.estimate, kind))
            if p is not None and p.against is not None:
                text += f"<br><small>{escape(difference(p.against, kind))}</small>"
            cells.append(text)
        rows.append([escape(mine[values[0]].title if values[0] in mine else line), *cells])
    base = reference_estimate(varied, MEASURE[measure])
    if base is not None:
        rows.insert(0, ["1906 rules (the same games at every round)", *[escape(estimate(base, kind))] * len(values)])
    head = [f"{escape(varied.variation.parameter.key)} =", *(str(v) for v in values)]
    return table_html(head, rows)


def _how_to_read(varied: VariedReport) -> str:
    against = varied.against
    paired = (f"Under each mean, in small type, is its difference from {escape(against)}: the average difference "
              "game by game with its 95% interval; where the interval includes 0 the games cannot tell which way it "
              "goes." if against else "Each number of players is its own deal, so the values are not set beside "
              "each other game by game; compare them by their intervals only with care.")
    return (f"<p>{escape(varied.variation.parameter.about)} Each point is the mean over {varied.plan.games:,} games "
            f"at that value, its bar the 95% interval (Wilson's for a share of games). Game N at every value starts "
            f"from the same seed. {paired}</p>")


def page(varied: VariedReport, images: Mapping[str, bytes], found: list[Point], out: str | None = None) -> str:
    """The varied report's page."""
    title = escape(_title(varied))
    stopped = ('<p class="stopped">This run was stopped before it finished; read it as a sketch.</p>'
               if varied.stopped else "")
    sections = []
    for measure in LESSON:
        name = chart_name(measure)
        sections.append(figure_html(name, MEASURE[measure].label, "Against " + varied.variation.parameter.title.lower()
                                    + "; bars: 95% intervals.", images[name])
                        + _table(varied, measure, [p for p in found if p.measure.id == measure]))
    played = ", ".join(r.id for r in varied.plan.regimes) if varied.reference is None else \
        "the 1906 rules and the Single Tax voted in at each round"
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{title}</h1>\n{stopped}\n"
            f"<p>The report's games ({played}) played at each value of <b>{escape(varied.variation.parameter.key)}</b>: "
            f"{', '.join(map(str, varied.variation.values))}.</p>\n{_how_to_read(varied)}\n"
            + "\n".join(sections) + "\n" + gini_explainer(images) +
            f"\n<h2>How this was made</h2>\n<pre>{escape(varied.plan.command_line(out))}</pre>\n"
            "<p>Beside this page: summary.json, games.csv and rounds.csv (their first column is the value), a PNG of "
            "each chart, and the rules file of each changed value (each game's <code>replay</code> command in "
            "games.csv plays it again with it).</p>\n</body>\n</html>\n")


def write_varied(varied: VariedReport, folder: Path, out: str | None = None) -> list[Path]:
    """Write the varied report's charts, rules copies, ``summary.json`` and ``index.html`` into ``folder``."""
    written = []
    found = points(varied)
    images = {}
    for measure in LESSON:
        name = chart_name(measure)
        images[name] = png_bytes(measure_chart(measure, [p for p in found if p.measure.id == measure],
                                               varied.variation.values, varied.variation.parameter.title,
                                               reference_estimate(varied, MEASURE[measure])))
    images[GINI_EXAMPLE.name] = png_bytes(GINI_EXAMPLE.draw(None))   # type: ignore[arg-type]  # draws no report
    for name, png in images.items():
        path = folder / f"{name}.png"
        path.write_bytes(png)
        written.append(path)
    for setting in varied.settings:
        if setting.rules_copy is not None:
            written.append(write_rules(setting.rules_copy, folder))
    path = folder / "summary.json"
    path.write_text(json.dumps(summary(varied, out), indent=1, allow_nan=False) + "\n", encoding="utf-8")
    written.append(path)
    path = folder / "index.html"
    path.write_text(page(varied, images, found, out), encoding="utf-8")
    written.append(path)
    return written


__all__ = ["page", "summary", "write_varied"]
