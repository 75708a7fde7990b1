"""Computer players. Every agent answers Decisions; none of them imports pygame."""
from __future__ import annotations

import random
from typing import Callable

from .base import Agent, RandomAgent
from .easy import EasyAgent
from .heuristic import HeuristicAgent
from .strong import StrongAgent

AGENTS: dict[str, Callable[[random.Random], Agent]] = {
    "random": RandomAgent, "easy": EasyAgent, "heuristic": HeuristicAgent, "strong": StrongAgent}


def make_agent(kind: str, rng: random.Random) -> Agent:
    """An agent by name (``random``, ``easy``, ``heuristic`` or ``strong``)."""
    try:
        return AGENTS[kind](rng)
    except KeyError:
        raise ValueError(f"unknown agent {kind!r}; choose from {', '.join(AGENTS)}") from None


__all__ = ["AGENTS", "Agent", "EasyAgent", "HeuristicAgent", "RandomAgent", "StrongAgent", "make_agent"]
