"""95% intervals a class can trust: of a mean, of a share of games, and of a difference between
two rule sets played from the same seeds.

A report's rule sets are played from the same seeds, game N of each from seed N, so two rule
sets are best compared game by game: the difference of each pair of games, averaged (a *paired*
difference). The dice that made one game rich and another poor are the same on both sides and
cancel, so the paired interval is much narrower than two separate intervals suggest; whether two
separate intervals overlap says next to nothing about it.

Shares of games (how often one player held every lot) use Wilson's score interval, which stays
inside 0..1 and is not the empty "0% +/- 0%" the normal approximation gives when no game did it:
0 of 1,000 games still allows up to about 0.4%. A paired difference of two such shares uses
Newcombe's interval built from the two Wilson intervals (Newcombe 1998, "Improved confidence
intervals for the difference between binomial proportions based on paired data", method 10).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

#: 1.96 standard errors either side: a 95% interval (the normal approximation of a mean, sound
#: for the hundreds of games a report plays; Wilson's interval for shares).
Z_95 = 1.96


@dataclass(frozen=True)
class Interval:
    """An estimate with its 95% interval, over ``games`` games (``low``/``high`` None for fewer than two)."""

    value: float
    low: float | None
    high: float | None
    games: int

    @property
    def too_close_to_call(self) -> bool:
        """The interval includes 0 (or there is none): the games cannot tell the sign of the difference."""
        return self.low is None or self.high is None or self.low <= 0 <= self.high

    def as_data(self) -> dict[str, float | int | None]:
        return {"value": plain(self.value), "low": plain(self.low), "high": plain(self.high), "games": self.games}


def plain(value: float | None) -> float | None:
    """JSON has no NaN: nothing known is null."""
    return None if value is None or math.isnan(value) else value


def mean_interval(values: Sequence[float]) -> Interval:
    """The mean with its 95% interval (normal approximation).

    >>> i = mean_interval([2, 4, 6]); (i.value, round(i.low, 3), round(i.high, 3))
    (4.0, 1.737, 6.263)
    >>> mean_interval([7])
    Interval(value=7.0, low=None, high=None, games=1)
    """
    n = len(values)
    if n == 0:
        return Interval(math.nan, None, None, 0)
    mean = math.fsum(values) / n
    return moments_interval(n, mean, math.fsum((v - mean) ** 2 for v in values))


def moments_interval(n: int, mean: float, squares: float) -> Interval:
    """The mean of ``n`` values with its 95% interval, from their mean and the sum of their squared
    deviations from it: what a sweep keeps of a measure, merged batch by batch (``sweep.moments``).

    >>> i = moments_interval(3, 4.0, 8.0); (i.value, round(i.low, 3), round(i.high, 3))
    (4.0, 1.737, 6.263)
    """
    if n == 0:
        return Interval(math.nan, None, None, 0)
    if n < 2:
        return Interval(mean, None, None, n)
    half = Z_95 * math.sqrt(squares / (n - 1) / n)
    return Interval(mean, mean - half, mean + half, n)


def wilson(successes: int, games: int) -> Interval:
    """The share of games in which something happened, with Wilson's 95% score interval.

    >>> i = wilson(0, 1000); (i.value, i.low, round(i.high, 4))
    (0.0, 0.0, 0.0038)
    >>> i = wilson(1000, 1000); (i.value, round(i.low, 4), i.high)
    (1.0, 0.9962, 1.0)
    """
    if games == 0:
        return Interval(math.nan, None, None, 0)
    p, z2 = successes / games, Z_95 * Z_95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = Z_95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    # At 0 and at all the bound is exact in theory; clamp the rounding of floating point to it.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == games else min(1.0, centre + half)
    return Interval(p, low, high, games)


def paired_mean_difference(these: Sequence[float], those: Sequence[float]) -> Interval:
    """The mean of ``these[i] - those[i]`` over the games both have, with its 95% interval.

    >>> i = paired_mean_difference([3, 5, 7], [1, 2, 4]); (i.value, round(i.low, 3), round(i.high, 3))
    (2.666..., 2.013, 3.32)
    """
    return mean_interval([a - b for a, b in zip(these, those)])


def paired_share_difference(these: Sequence[bool], those: Sequence[bool]) -> Interval:
    """The difference of two shares of the same games (``these`` minus ``those``) with Newcombe's
    95% interval for paired data (method 10), which stays right when either share is 0 or 1.

    >>> i = paired_share_difference([False] * 1000, [False] * 1000); (i.value, round(i.low, 4), round(i.high, 4))
    (0.0, -0.0038, 0.0038)
    """
    pairs = list(zip(these, those))
    both = sum(1 for a, b in pairs if a and b)
    only_these = sum(1 for a, b in pairs if a and not b)
    only_those = sum(1 for a, b in pairs if b and not a)
    return newcombe(both, only_these, only_those, len(pairs) - both - only_these - only_those)


def newcombe(both: int, only_these: int, only_those: int, neither: int) -> Interval:
    """:func:`paired_share_difference` from the four counts of the pairs of games (something happened
    in both, in ``these`` only, in ``those`` only, in neither): what a sweep keeps, added batch by batch.

    >>> i = newcombe(0, 0, 0, 1000); (i.value, round(i.low, 4), round(i.high, 4))
    (0.0, -0.0038, 0.0038)
    """
    n = both + only_these + only_those + neither
    if n == 0:
        return Interval(math.nan, None, None, 0)
    first, second = wilson(both + only_these, n), wilson(both + only_those, n)
    assert first.low is not None and first.high is not None and second.low is not None and second.high is not None
    p1, p2 = first.value, second.value
    margins = (both + only_these) * (only_those + neither) * (both + only_those) * (only_these + neither)
    phi = (both * neither - only_these * only_those) / math.sqrt(margins) if margins else 0.0
    below = math.sqrt(max(0.0, (p1 - first.low) ** 2 - 2 * phi * (p1 - first.low) * (second.high - p2)
                          + (second.high - p2) ** 2))
    above = math.sqrt(max(0.0, (first.high - p1) ** 2 - 2 * phi * (first.high - p1) * (p2 - second.low)
                          + (p2 - second.low) ** 2))
    difference = p1 - p2
    return Interval(difference, max(-1.0, difference - below), min(1.0, difference + above), n)
