"""The Agent protocol: answer a Decision from the state, with an injected RNG."""
from __future__ import annotations

import random
from typing import Protocol

from ..engine import Choice, Decision, Engine, GameState


class Agent(Protocol):
    name: str

    def choose(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        """Return one of ``decision.options``; never change ``state``."""


class RandomAgent:
    """Chooses uniformly among the options: a fuzzer for the rules and a baseline."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        return self.rng.choice(decision.options)
