"""Whole games for the agent tests, with a hook that sees every decision and every answer.

``play(engine, kinds, seed, watch=...)`` seats one agent per kind (seeded as ``landlord
simulate`` seeds them) and calls ``watch(state, decision, choice, agent)`` before each player's
choice is applied, with the state as the agent saw it. ``state`` must not be changed by the hook.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from landlord.ai import make_agent
from landlord.engine import CHANCE, Engine, GameState

MAX_DECISIONS = 60_000

Watch = Callable[[GameState, object, object, object], None]


def play(engine: Engine, kinds: Sequence[str], seed: int, *, jail: str | None = None, start: str = "deal",
         single_tax: bool = False, propose_at: int | None = None, watch: Watch | None = None) -> GameState:
    """Play one whole game; ``propose_at``: the Single Tax is put to the vote in that round."""
    state = engine.new_game([f"{k.title()} {i + 1}" for i, k in enumerate(kinds)], seed=seed, start=start,
                            jail=jail, single_tax=single_tax)
    agents = [make_agent(k, random.Random(f"{seed}:{i}")) for i, k in enumerate(kinds)]
    for _ in range(MAX_DECISIONS):
        decision = engine.pending(state)
        if decision is None:
            return state
        if decision.actor == CHANCE:
            choice = engine.sample_chance(state, decision)
        elif propose_at is not None and state.round >= propose_at and "propose_single_tax" in decision.options:
            choice, propose_at = "propose_single_tax", None
        else:
            agent = agents[decision.actor]
            choice = agent.choose(engine, state, decision)
            if watch is not None:
                watch(state, decision, choice, agent)
        engine.apply(state, choice)
    raise AssertionError(f"game with seed {seed} did not end within {MAX_DECISIONS} decisions")


@pytest.fixture(scope="session")
def whole_game(engine):
    """``whole_game(kinds, seed, **options)``: :func:`play` with the session's engine."""

    def run(kinds: Sequence[str], seed: int, **options) -> GameState:
        return play(engine, kinds, seed, **options)

    return run
