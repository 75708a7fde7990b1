"""How the report writes its numbers, the same on the page, in ``summary.json``'s sentences and
in the window: a value by its kind (dollars, a share, a Gini, lots, a share of games), a
difference with its sign, and a 95% interval in brackets.
"""
from __future__ import annotations

import math

from .intervals import Interval


def amount(value: float, kind: str) -> str:
    """A value as its kind is read.

    >>> amount(1234.4, "dollars"), amount(0.318, "share"), amount(0.1084, "gini"), amount(6.04, "lots")
    ('$1,234', '31.8%', '0.108', '6.0 lots')
    """
    if math.isnan(value):
        return "-"
    if kind == "dollars":
        return f"${value:,.0f}"
    if kind in ("share", "games"):
        return f"{value:.1%}"
    if kind == "gini":
        return f"{value:.3f}"
    if kind == "lots":
        return f"{value:,.1f} lots"
    return f"{value:,.2f}"


def signed(value: float, kind: str) -> str:
    """A difference, with its sign; shares differ by percentage points.

    >>> signed(83.2, "dollars"), signed(-0.0113, "gini"), signed(0.012, "share"), signed(0, "lots")
    ('+$83', '-0.011', '+1.2 points', '+0.0 lots')
    """
    if math.isnan(value):
        return "-"
    sign = "-" if value < 0 else "+"
    if kind in ("share", "games"):
        return f"{sign}{abs(value) * 100:.1f} points"
    return sign + amount(abs(value), kind)


def difference(interval: Interval, kind: str) -> str:
    """A paired difference and its 95% interval: ``+$83 [+$81 to +$85]``.

    >>> difference(Interval(0.011, 0.003, 0.018, 1000), "gini"), difference(Interval(1.4, 1.1, 1.7, 9), "lots")
    ('+0.011 [+0.003 to +0.018]', '+1.4 lots [+1.1 to +1.7]')
    """
    if interval.low is None or interval.high is None:
        return signed(interval.value, kind)
    low, high = (_bare(signed(bound, kind)) for bound in (interval.low, interval.high))
    return f"{signed(interval.value, kind)} [{low} to {high}]"


def _bare(text: str) -> str:
    """A bound without the unit its value already names (lots, points)."""
    return text.removesuffix(" lots").removesuffix(" points")


def estimate(interval: Interval, kind: str) -> str:
    """A value and its 95% interval: ``31.8% [31.6% to 32.0%]``; a share of games says how many.

    >>> estimate(Interval(0.0, 0.0, 0.0038, 1000), "games")
    '0 of 1,000 games (0.0% [0.0% to 0.4%])'
    """
    if interval.low is None or interval.high is None:
        text = amount(interval.value, kind)
    else:
        text = f"{amount(interval.value, kind)} [{amount(interval.low, kind)} to {amount(interval.high, kind)}]"
    if kind == "games" and interval.games:
        return f"{round(interval.value * interval.games):,} of {interval.games:,} games ({text})"
    return text
