"""Each rule set against the 1906 rules, the same games side by side: the report's comparisons.

Game N of every rule set starts from seed N, so each rule set's games are set beside the very
same games under the 1906 rules, and what is compared is the difference game by game
(:mod:`.intervals`). A difference whose 95% interval includes 0 is *too close to call*: these
games cannot say which way it goes.

:func:`paired_table` is the reusable part: the page's table and chart, ``summary.json`` and the
window read it, and nothing else computes a comparison.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from .intervals import Interval, paired_mean_difference, paired_share_difference, plain
from .tally import MEASURE, Measure, Tally
from .words import amount, difference

if TYPE_CHECKING:
    from .collect import Report

BASE = "landlordism"

#: The measures that carry Magie's lesson, in the order the page shows them: who holds the land
#: and the wealth, where the money goes (rent to landlords, wages to workers), how unequal play's
#: earnings are, and the Poor House.
LESSON: tuple[str, ...] = ("top_wealth_share", "top_land_lots", "one_holds_all_land", "land_rent_paid",
                           "wages_paid", "wage_rate", "earned", "poorest_earned", "gini_earned", "gini_wealth",
                           "poor_house")


@dataclass(frozen=True)
class Paired:
    """One rule set's measure beside the same games under the 1906 rules."""

    regime: str                     # the rule set's id
    measure: Measure
    base: float                     # the 1906 rules' mean over the games compared
    this: float                     # this rule set's mean over the same games
    difference: Interval            # this minus the 1906 rules, game by game

    @property
    def too_close_to_call(self) -> bool:
        return self.difference.too_close_to_call

    @property
    def verdict(self) -> str:
        """Higher, lower, or too close to call, in words."""
        if self.too_close_to_call:
            return "too close to call"
        return "higher" if self.difference.value > 0 else "lower"

    def as_data(self) -> dict[str, Any]:
        return {"regime": self.regime, "measure": self.measure.id, "label": self.measure.label,
                "kind": self.measure.kind, "base_mean": plain(self.base), "mean": plain(self.this),
                "difference": self.difference.as_data(), "verdict": self.verdict,
                "words": f"{difference(self.difference, self.measure.kind)} ({self.verdict})"}

    def __str__(self) -> str:
        return (f"{self.measure.label}: {amount(self.this, self.measure.kind)} against "
                f"{amount(self.base, self.measure.kind)}, {difference(self.difference, self.measure.kind)}")


def baseline(report: Report) -> Tally | None:
    """The 1906 rules' tally, which the other rule sets are set beside (None if not played)."""
    return next((t for t in report.tallies if t.games and t.regime.id == BASE), None)


def compared_with_1906(report: Report) -> list[Tally]:
    """The Single Tax rule sets, whose games are set beside the same games under the 1906 rules:
    not the Monarch of the World, a demonstration whose games begin from another deal altogether
    (the page's paired table still lists it, for what it is)."""
    base = baseline(report)
    return [t for t in report.tallies if base is not None and t.games and t is not base
            and t.regime.start != "monarch"]


def pair(tally: Tally, base: Tally, measure: Measure) -> Paired:
    """``tally``'s measure beside ``base``'s, over the games both played (the first N of each)."""
    these, those = tally.measures[measure.id], base.measures[measure.id]
    games = min(len(these), len(those))
    these, those = these[:games], those[:games]
    if measure.kind == "games":
        change = paired_share_difference([bool(v) for v in these], [bool(v) for v in those])
    else:
        change = paired_mean_difference(these, those)
    return Paired(tally.regime.id, measure, _mean(those), _mean(these), change)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if len(values) else float("nan")


def paired_table(report: Report, measures: Sequence[str] = LESSON) -> list[Paired]:
    """Every played rule set but the 1906 rules, against them, measure by measure (empty if the
    1906 rules were not played)."""
    base = baseline(report)
    if base is None:
        return []
    return [pair(tally, base, MEASURE[m]) for tally in report.tallies
            if tally.games and tally is not base for m in measures]


__all__ = ["BASE", "LESSON", "Paired", "baseline", "compared_with_1906", "pair", "paired_table"]
