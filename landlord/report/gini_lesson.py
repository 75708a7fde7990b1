"""The Gini coefficient explained to a class on one screen: four players, worked by hand.

The report's Gini (``landlord.simulate.gini``) is 0 when every player has the same and 1 when
one player has everything. A class can work it out two ways, which agree:

* by pairs: take every pair of different players and the gap between their wealth; the average
  gap divided by twice the average wealth is the Gini;
* by the Lorenz curve: line the players up from poorest to richest and plot the share of all
  wealth held by the poorest 1, 2, 3, 4. Perfect equality is the diagonal; the Gini is the area
  between the diagonal and the curve, as a share of the largest area it can have with this many
  players (one player has everything).

:data:`EXAMPLE` is the worked example the page shows; :func:`worked` gives its steps as numbers.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

#: Four players' wealth in the worked example: three modest, one rich.
EXAMPLE: tuple[int, ...] = (100, 200, 300, 1400)


def lorenz_points(values: Sequence[float]) -> list[tuple[float, float]]:
    """The Lorenz curve: (share of the players, share of all wealth they hold), poorest first.

    >>> lorenz_points([100, 200, 300, 1400])
    [(0.0, 0.0), (0.25, 0.05), (0.5, 0.15), (0.75, 0.3), (1.0, 1.0)]
    """
    ordered = sorted(max(0.0, v) for v in values)
    total, n = sum(ordered), len(ordered)
    points, held = [(0.0, 0.0)], 0.0
    for k, value in enumerate(ordered, start=1):
        held += value
        points.append((k / n, held / total if total else k / n))
    return points


def area_below_diagonal(points: Sequence[tuple[float, float]]) -> float:
    """The area between the diagonal and the Lorenz curve (trapezoids under the curve, from 1/2)."""
    under = sum((x2 - x1) * (y1 + y2) / 2 for (x1, y1), (x2, y2) in zip(points, points[1:]))
    return 0.5 - under


@dataclass(frozen=True)
class Worked:
    """The worked example's numbers, as the page prints them."""

    values: tuple[float, ...]
    gaps: tuple[float, ...]             # the gap of every pair of different players
    mean_gap: float
    mean: float
    gini: float                         # mean gap / (2 x mean)
    area: float                         # between the diagonal and the Lorenz curve
    most_area: float                    # the same when one player has everything: (n - 1) / 2n


def worked(values: Sequence[float] = EXAMPLE) -> Worked:
    """Both ways of working the Gini out for ``values``, which agree.

    >>> w = worked(); (w.mean_gap, w.mean, round(w.gini, 3), w.area, w.most_area, round(w.area / w.most_area, 3))
    (666.666..., 500.0, 0.667, 0.25, 0.375, 0.667)
    """
    values = tuple(float(v) for v in values)
    n = len(values)
    gaps = tuple(abs(a - b) for a, b in combinations(values, 2))
    mean_gap = sum(gaps) / len(gaps)
    mean = sum(values) / n
    return Worked(values, gaps, mean_gap, mean, mean_gap / (2 * mean), area_below_diagonal(lorenz_points(values)),
                  (n - 1) / (2 * n))
