"""Computer players. Every agent answers Decisions; none of them imports pygame."""
from __future__ import annotations

import random

from .base import Agent, RandomAgent
from .heuristic import HeuristicAgent

AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent}


def make_agent(kind: str, rng: random.Random) -> Agent:
    """An agent by name (``random`` or ``heuristic``)."""
    try:
        return AGENTS[kind](rng)
    except KeyError:
        raise ValueError(f"unknown agent {kind!r}; choose from {', '.join(AGENTS)}") from None


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "RandomAgent", "make_agent"]
