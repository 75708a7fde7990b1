"""The charts of a varied report: one a lesson measure, the measure against the parameter varied.

Each line is one rule set, each point its mean over that value's games with the 95% interval as
a bar (Wilson's for a share of games); points of different rule sets are set a little apart so
their bars do not hide each other. When the vote's round is varied, the 1906 rules (the same at
every round) are drawn as a level line with their interval as a band. The points are
:func:`~landlord.report.varied.points`, the same ``summary.json`` lists.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .charts import SIZE, new_figure
from .intervals import Interval
from .tally import MEASURE
from .varied import Point

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: Shares are drawn in percent, as the page writes them.
PERCENT = ("share", "games")
UNITS = {"dollars": "dollars", "share": "%", "games": "% of games", "lots": "lots", "gini": "Gini (1 = one has all)",
         "number": ""}


def chart_name(measure: str) -> str:
    """The PNG's name (without .png) of a measure's chart: ``vary-top-wealth-share``."""
    return "vary-" + measure.replace("_", "-")


def measure_chart(measure: str, these: Sequence[Point], values: Sequence[int], axis: str,
                  base: Interval | None = None) -> Figure:
    """``measure`` against a parameter (its ``values`` in order, ``axis`` its title): a line a rule set,
    with 95% intervals; ``base``, the same at every value (the 1906 rules when the vote's round is
    varied), a level line with its interval as a band. ``landlord report --vary`` and ``landlord
    sweep`` draw their charts with it."""
    figure = new_figure()
    figure.set_size_inches(SIZE[0] * 0.8, SIZE[1] * 0.8)
    axes = figure.add_subplot()
    kind = MEASURE[measure].kind
    scale = 100 if kind in PERCENT else 1
    values = list(values)
    lines = list(dict.fromkeys(p.line for p in these))
    # Points at their values, or evenly spaced when the values are far apart in size (each its own tick).
    spaced = _evenly(values)
    where = {v: (k if spaced else v) for k, v in enumerate(values)}
    step = (1 if spaced else (max(values) - min(values)) / max(1, len(values) - 1)) * 0.12 / max(1, len(lines))
    if base is not None and base.low is not None and base.high is not None:
        axes.axhspan(base.low * scale, base.high * scale, color="#D55E00", alpha=0.15)
        axes.axhline(base.value * scale, color="#D55E00", linewidth=2, label="1906 rules (the same games)")
    for k, line in enumerate(lines):
        mine = [p for p in these if p.line == line]
        offset = (k - (len(lines) - 1) / 2) * step
        xs = [where[p.value] + offset for p in mine]
        ys = [p.estimate.value * scale for p in mine]
        low = [(p.estimate.value - p.estimate.low) * scale if p.estimate.low is not None else 0 for p in mine]
        high = [(p.estimate.high - p.estimate.value) * scale if p.estimate.high is not None else 0 for p in mine]
        axes.errorbar(xs, ys, yerr=[low, high], color=mine[0].colour, marker="o", markersize=4, linewidth=1.5,
                      capsize=3, label=mine[0].title)
    axes.set_xticks([where[v] for v in values])
    axes.set_xticklabels([str(v) for v in values])
    axes.set_xlabel(axis)
    axes.set_ylabel(UNITS.get(kind, ""))
    axes.set_title(MEASURE[measure].label if len(MEASURE[measure].label) < 70 else _short(MEASURE[measure].label),
                   fontsize="small")
    axes.grid(alpha=0.3)
    axes.legend(fontsize="x-small", loc="best")
    return figure


def _evenly(values: Sequence[int]) -> bool:
    """Whether to space the values evenly: when they span more than tenfold, or are out of order."""
    return list(values) != sorted(values) or (min(values) > 0 and max(values) / min(values) > 10)


def _short(label: str) -> str:
    """A long label cut at its first colon or bracket, for a chart's title."""
    for mark in (":", " ("):
        if mark in label:
            return label.split(mark)[0]
    return label[:70]


__all__ = ["chart_name", "measure_chart"]
