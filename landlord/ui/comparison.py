"""What "Compare the rules" shows of its games, as plain data: the answer box and each rule set's
lesson measures against the same games under the 1906 rules, each with its 95% interval.

A :class:`Comparison` is read off the report's own arithmetic (``landlord.report.paired`` and
``landlord.report.brief``), so the window says what ``landlord report`` says of the same games.
It is also what the window keeps on disk (``comparison_cache``): plain numbers and words, which
:meth:`Comparison.from_data` checks field by field, so a damaged file is refused, never shown.
No pygame here: it is built in the thread that collects the games.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from ..report.collect import Report

#: The lesson's measures the window charts, a panel each, in reading order: who holds the wealth
#: and the land and how unequal earnings are; then where play's money goes (land rent to
#: landlords beside wages) and the Poor House.
MEASURES: tuple[str, ...] = ("top_wealth_share", "top_land_lots", "gini_earned",
                             "land_rent_paid", "wages_paid", "poor_house")
#: Each panel's title: short, for a window; the report's page gives the measures' full labels.
TITLES = {
    "top_wealth_share": "Richest player's share",
    "top_land_lots": "Biggest landlord's lots",
    "gini_earned": "Gini of earnings",
    "land_rent_paid": "Land rent to landlords",
    "wages_paid": "Wages paid",
    "poor_house": "Poor House (player-rounds)",
}


class DamagedComparison(ValueError):
    """Data that does not describe a comparison (a damaged or foreign cache file)."""


@dataclass(frozen=True)
class Difference:
    """One rule set's measure beside the same games under the 1906 rules."""

    regime: str                 # the rule set's id
    title: str                  # and its name
    colour: str                 # the report's colour for it ("#RRGGBB")
    measure: str                # a :data:`MEASURES` id
    kind: str                   # how its values are written (``landlord.report.words``)
    base: float                 # the 1906 rules' mean over the games compared
    mean: float                 # this rule set's mean over the same games
    value: float                # the mean difference, game by game
    low: float | None           # its 95% interval (None: too few games for one)
    high: float | None

    @property
    def has_interval(self) -> bool:
        return self.low is not None and self.high is not None

    @property
    def too_close_to_call(self) -> bool:
        """The interval includes 0 (or there is none): these games cannot tell which way it goes."""
        return self.low is None or self.high is None or self.low <= 0 <= self.high


@dataclass(frozen=True)
class Comparison:
    """The result of one comparison, as the window shows it."""

    games: int                          # games under each rule set
    players: int
    seconds: float                      # how long playing them took
    sentences: tuple[str, ...]          # the answer box, a question and its answer a line
    differences: tuple[Difference, ...]

    @classmethod
    def of(cls, report: Report, seconds: float) -> Comparison:
        from ..report.brief import sentences
        from ..report.paired import paired_table
        colours = {t.regime.id: (t.regime.title, t.regime.colour) for t in report.tallies}
        differences = tuple(
            Difference(p.regime, *colours[p.regime], p.measure.id, p.measure.kind, _number(p.base), _number(p.this),
                       _number(p.difference.value), p.difference.low, p.difference.high)
            for p in paired_table(report, MEASURES))
        games = min((t.games for t in report.tallies), default=0)
        return cls(games, len(report.plan.agents), seconds, tuple(sentences(report)), differences)

    def of_measure(self, measure: str) -> list[Difference]:
        return [d for d in self.differences if d.measure == measure]

    def to_data(self) -> dict[str, Any]:
        data = asdict(self)
        data["sentences"] = list(self.sentences)
        data["differences"] = [asdict(d) for d in self.differences]
        return data

    @classmethod
    def from_data(cls, data: Any) -> Comparison:
        """The comparison ``data`` describes, every field checked.

        :raises DamagedComparison: naming the first field that is missing or of the wrong type.
        """
        fields = _fields(data, "comparison")
        differences = fields("differences", list)
        return cls(fields("games", int), fields("players", int), fields("seconds", float),
                   tuple(_each(fields("sentences", list), str, "sentences")),
                   tuple(_difference(d) for d in differences))


def _number(value: float) -> float:
    """JSON has no NaN; a mean of no games is written 0 (it is never charted: it has no interval)."""
    return 0.0 if math.isnan(value) else value


def _fields(data: Any, where: str) -> Callable[..., Any]:
    if not isinstance(data, dict):
        raise DamagedComparison(f"{where} is not a table")

    def field(name: str, kind: type, optional: bool = False) -> Any:
        value = data.get(name)
        if value is None and optional:
            return None
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, kind) or isinstance(value, bool) or (isinstance(value, float)
                                                                       and not math.isfinite(value)):
            raise DamagedComparison(f"{where}: {name!r} is missing or not {kind.__name__}")
        return value
    return field


def _each(values: list, kind: type, where: str) -> list:
    if not all(isinstance(v, kind) for v in values):
        raise DamagedComparison(f"{where}: not every entry is {kind.__name__}")
    return values


def _difference(data: Any) -> Difference:
    field = _fields(data, "a difference")
    measure = field("measure", str)
    if measure not in MEASURES:
        raise DamagedComparison(f"a difference: unknown measure {measure!r}")
    return Difference(field("regime", str), field("title", str), field("colour", str), measure, field("kind", str),
                      field("base", float), field("mean", float), field("value", float),
                      field("low", float, optional=True), field("high", float, optional=True))
