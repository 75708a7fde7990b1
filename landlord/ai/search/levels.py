"""The expert's levels: how much look-ahead one decision may take, counted in work, not time.

A budget in playouts (and the rounds each plays) rather than seconds means the same seed plays
the same game on any machine, fast or slow, saved and loaded or not. The figures are chosen so
that the default level answers within half a second on the two-core development machine at the
95th percentile (``benchmarks/ai_strength.py`` measures it; ``docs/ai.md`` gives the figures).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """One level of look-ahead.

    :param playouts: playouts one decision may take, shared among its candidates (each candidate
        is played in the same worlds, so each gets ``playouts // candidates`` of them).
    :param rounds: rounds each playout runs before it is scored (the game may end sooner).
    :param candidates: the most options tried at one decision (the rest are never searched).
    :param margin: dollars of expected lead an option must gain over the strong player's own
        choice to be preferred to it (below that, the difference is read as the dice's noise).
    :param confidence: standard errors of the paired differences the gain must also exceed; and
        a candidate whose gain plus as many standard errors falls short of the margin is dropped.
    :param review: worlds between two looks at which candidates are still worth playing.
    """

    name: str
    playouts: int
    rounds: int
    candidates: int = 5
    margin: float = 10.0
    confidence: float = 2.0
    review: int = 4


LEVELS: dict[str, Level] = {level.name: level for level in (
    Level("expert-quick", playouts=24, rounds=3, candidates=4),
    Level("expert", playouts=72, rounds=4),
    Level("expert-deep", playouts=288, rounds=6, candidates=6),
)}
DEFAULT_LEVEL = LEVELS["expert"]
