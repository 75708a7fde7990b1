"""Computer players. Every agent answers Decisions; none of them imports pygame."""
from __future__ import annotations

import random
from typing import Callable

from .base import Agent, RandomAgent
from .easy import EasyAgent
from .expert import ExpertAgent, expert_at
from .heuristic import HeuristicAgent
from .search import LEVELS
from .strong import StrongAgent

#: The agents that answer from rules of thumb, in well under a millisecond: the ones a test may
#: ask at every decision of many whole games.
AGENTS: dict[str, Callable[[random.Random], Agent]] = {
    "random": RandomAgent, "easy": EasyAgent, "heuristic": HeuristicAgent, "strong": StrongAgent}
#: The agents that look ahead (a tenth of a second or more a decision), one a level.
SEARCHING_AGENTS: dict[str, Callable[[random.Random], Agent]] = {name: expert_at(level) for name, level in LEVELS.items()}
#: Every agent a seat may name: the command line, saves and the new-game screen accept these.
SEAT_AGENTS: dict[str, Callable[[random.Random], Agent]] = {**AGENTS, **SEARCHING_AGENTS}


def make_agent(kind: str, rng: random.Random) -> Agent:
    """An agent by name (any of :data:`SEAT_AGENTS`)."""
    try:
        return SEAT_AGENTS[kind](rng)
    except KeyError:
        raise ValueError(f"unknown agent {kind!r}; choose from {', '.join(SEAT_AGENTS)}") from None


__all__ = ["AGENTS", "Agent", "EasyAgent", "ExpertAgent", "HeuristicAgent", "RandomAgent", "SEARCHING_AGENTS",
           "SEAT_AGENTS", "StrongAgent", "make_agent"]
