"""A sweep's statistics, kept as running sums that merge: never the games themselves.

A report keeps every game's measures to compute its intervals (``report.tally``); a sweep of a
million games cannot. Each measure of each rule set is kept as its count, mean and sum of squared
deviations (:class:`Moments`, Welford's update, merged by Chan's formula), a share of games as the
count of games in which it happened, and each rule set's difference from the 1906 rules in the
same game as the moments of the difference or, for a share, Newcombe's four counts. That is
enough for the report's own intervals (``intervals.moments_interval``, ``wilson``, ``newcombe``).

Floating-point sums depend on their order, so a cell's batches are merged in game order (the
driver holds back a batch that arrives early): the figures are the same whichever worker played
which batch, and whatever the number of workers.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..report.intervals import Interval, moments_interval, newcombe, wilson
from ..report.paired import BASE
from ..report.tally import MEASURES

#: The measures a sweep keeps: every one a report tabulates.
KINDS = {m.id: m.kind for m in MEASURES}


@dataclass
class Moments:
    """The count, mean and sum of squared deviations of some numbers."""

    n: int = 0
    mean: float = 0.0
    squares: float = 0.0

    def add(self, value: float) -> None:
        self.n += 1
        delta = value - self.mean
        self.mean += delta / self.n
        self.squares += delta * (value - self.mean)

    def merge(self, other: Moments) -> None:
        """Add ``other``'s numbers (Chan, Golub and LeVeque's pairwise update)."""
        if other.n == 0:
            return
        n = self.n + other.n
        delta = other.mean - self.mean
        self.mean += delta * other.n / n
        self.squares += other.squares + delta * delta * self.n * other.n / n
        self.n = n

    def interval(self) -> Interval:
        return moments_interval(self.n, self.mean, self.squares)

    def as_data(self) -> list[float]:
        return [self.n, self.mean, self.squares]


@dataclass
class Counts:
    """How many games had something happen, of how many; and, against the same games under the 1906
    rules, the four counts of Newcombe's paired interval (both, this only, the 1906 rules only, neither)."""

    n: int = 0
    hits: int = 0
    pairs: list[int] = field(default_factory=lambda: [0, 0, 0, 0])

    def add(self, value: float) -> None:
        self.n += 1
        self.hits += bool(value)

    def add_pair(self, this: float, base: float) -> None:
        self.pairs[(0 if base else 1) if this else (2 if base else 3)] += 1

    def merge(self, other: Counts) -> None:
        self.n += other.n
        self.hits += other.hits
        self.pairs = [a + b for a, b in zip(self.pairs, other.pairs)]

    def interval(self) -> Interval:
        return wilson(self.hits, self.n)

    def difference(self) -> Interval:
        return newcombe(*self.pairs)

    def as_data(self) -> list[int]:
        return [self.n, self.hits, *self.pairs]


@dataclass
class MeasureStats:
    """One measure of one rule set: its estimate and its difference from the 1906 rules, game by game."""

    kind: str
    moments: Moments = field(default_factory=Moments)
    counts: Counts = field(default_factory=Counts)
    against: Moments = field(default_factory=Moments)

    def add(self, value: float, base: float | None) -> None:
        if self.kind == "games":
            self.counts.add(value)
            if base is not None:
                self.counts.add_pair(value, base)
        else:
            self.moments.add(value)
            if base is not None:
                self.against.add(value - base)

    def merge(self, other: MeasureStats) -> None:
        self.moments.merge(other.moments)
        self.counts.merge(other.counts)
        self.against.merge(other.against)

    def estimate(self) -> Interval:
        return self.counts.interval() if self.kind == "games" else self.moments.interval()

    def difference(self) -> Interval | None:
        """The difference from the 1906 rules (None where this is the 1906 rules, or they were not played)."""
        if self.kind == "games":
            return self.counts.difference() if sum(self.counts.pairs) else None
        return self.against.interval() if self.against.n else None

    def as_data(self) -> list[Any]:
        return [self.moments.as_data(), self.counts.as_data(), self.against.as_data()]

    @classmethod
    def from_data(cls, kind: str, data: list[Any]) -> MeasureStats:
        moments, counts, against = data
        return cls(kind, Moments(*moments), Counts(counts[0], counts[1], list(counts[2:])), Moments(*against))


@dataclass
class CellStats:
    """Every measure of every rule set of one cell (or of a batch of its games)."""

    by_regime: dict[str, dict[str, MeasureStats]] = field(default_factory=dict)

    def add_game(self, measures: Mapping[str, Mapping[str, float]]) -> None:
        """One game number under every rule set: ``measures[regime][measure]`` (a measure a game may
        lack, such as the rounds to the first wage rise, is left out of its count)."""
        base = measures.get(BASE)
        for regime, these in measures.items():
            stats = self.by_regime.setdefault(regime, {name: MeasureStats(kind) for name, kind in KINDS.items()})
            for name, value in these.items():
                paired = base.get(name) if base is not None and regime != BASE else None
                stats[name].add(value, paired)

    def merge(self, other: CellStats) -> None:
        for regime, theirs in other.by_regime.items():
            mine = self.by_regime.setdefault(regime, {name: MeasureStats(kind) for name, kind in KINDS.items()})
            for name, stats in theirs.items():
                mine[name].merge(stats)

    def as_data(self) -> dict[str, dict[str, list[Any]]]:
        return {regime: {name: s.as_data() for name, s in stats.items()} for regime, stats in self.by_regime.items()}

    @classmethod
    def from_data(cls, data: Mapping[str, Mapping[str, list[Any]]]) -> CellStats:
        return cls({regime: {name: MeasureStats.from_data(KINDS[name], s) for name, s in stats.items()}
                    for regime, stats in data.items()})


__all__ = ["CellStats", "Counts", "KINDS", "MeasureStats", "Moments"]
