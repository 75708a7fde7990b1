"""Squares that cost more than one square of movement to cross: one rule for every class that has them.

Dungeonopoly by Curtis & Kelsey Rueden: the Druid's Entangle ("Passing through the enchanted square
costs two extra squares of movement") and the Paladin's Bulwark of Defense ("each square within the
paladin's reach costs an extra square of movement for opponents to pass through"). Both texts work
their examples the same way: a dear square takes its extra squares of the throw as it is entered,
and a throw that runs out on it stops there (D-98, D-110).
"""
from __future__ import annotations

from typing import Callable


def end_after_costs(path: list[int], end: int, extra: Callable[[int], int]) -> int:
    """Where a move along ``path`` ends (an index of it) once each square crossed before ``end``
    has taken ``extra(square)`` squares more, never before a square it has entered.

    The Bulwark's example: from Park Place a 7, each of Luxury Tax, Boardwalk and GO a square dearer,
    ends on Mediterranean Avenue (squares 37 to 1 of Monopoly's board).

    >>> end_after_costs([38, 39, 0, 1, 2, 3, 4], 6, lambda square: 1 if square in (38, 39, 0) else 0)
    3
    """
    k = 0
    while k < end:
        cost = extra(path[k])
        if cost:
            end = max(k, end - cost)
        k += 1
    return end
