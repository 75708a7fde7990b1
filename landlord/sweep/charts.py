"""A sweep's charts: each lesson measure against each varied parameter, drawn as ``landlord report
--vary`` draws its own (``report.vary_charts.measure_chart``: a line a rule set, 95% intervals).

Where several parameters are varied, a point at value V of one of them is the measure over every
complete cell with that value: the games of all the other parameters' values together (merged
sums, never the games again). Its interval is then that pooled mean's; the per-cell figures are in
``summary.csv``.
"""
from __future__ import annotations

from pathlib import Path

from ..report.charts import png_bytes
from ..report.paired import LESSON
from ..report.regimes import regime_named
from ..report.tally import MEASURE
from ..report.varied import VOTED_LINE, Point
from ..report.vary import parameter_named
from ..report.vary_charts import measure_chart
from .folder import SweepFolder
from .moments import MeasureStats

#: The line of the Single Tax voted in at the round varied: one rule set whose vote moves.
VOTED_TITLE = "Single Tax voted in at that round"


def chart_file(measure: str, key: str) -> str:
    """``top-wealth-share-by-house-price.png``."""
    return f"{measure.replace('_', '-')}-by-{key}.png"


def _line(regime: str, votes_vary: bool) -> tuple[str, str]:
    """The line a rule set's points are drawn on, and its title."""
    if votes_vary and regime.startswith("single-tax-at-"):
        return VOTED_LINE, VOTED_TITLE
    return regime, regime_named(regime).title


def points(folder: SweepFolder, key: str) -> tuple[dict[str, list[Point]], list[int]]:
    """Each lesson measure's points against parameter ``key`` (a line a rule set), and the values in
    the order the cells give them: one pass over the complete cells, a cell's sums read at a time."""
    pooled: dict[tuple[str, str, int], tuple[str, MeasureStats]] = {}
    values: list[int] = []
    for spec in folder.complete_cells():
        given = dict(spec.values)
        value, votes_vary = given[key], "single-tax-at" in given
        if value not in values:
            values.append(value)
        for regime, stats in folder.stats(spec.index).by_regime.items():
            line, _ = _line(regime, votes_vary)
            for measure in LESSON:
                kept = pooled.setdefault((measure, line, value), (regime, MeasureStats(MEASURE[measure].kind)))[1]
                kept.merge(stats[measure])
    found: dict[str, list[Point]] = {measure: [] for measure in LESSON}
    for (measure, line, value), (regime, merged) in pooled.items():
        title = _line(regime, line == VOTED_LINE)[1]
        found[measure].append(Point(MEASURE[measure], line, title, regime_named(regime).colour, value, regime,
                                    merged.estimate(), None))
    for these in found.values():
        these.sort(key=lambda p: values.index(p.value))
    return found, values


def write_charts(folder: SweepFolder) -> list[Path]:
    """A PNG of each lesson measure against each parameter varied over two values or more."""
    keys = [key for key, _ in folder.specs[0].values] if folder.specs else []
    written = []
    for key in keys:
        found, values = points(folder, key)
        if len(values) < 2:
            continue
        for measure in LESSON:
            path = folder.root / "charts" / chart_file(measure, key)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(png_bytes(measure_chart(measure, found[measure], values, parameter_named(key).title)))
            written.append(path)
    return written


__all__ = ["chart_file", "points", "write_charts"]
