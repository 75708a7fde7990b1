"""Whole games for the agent tests, with a hook that sees every decision and every answer.

``play(engine, kinds, seed, watch=...)`` plays through the game driver (seeded as every command
seeds it) and calls ``watch(state, decision, choice, agent)`` before each agent's choice is
applied, with the state as the agent saw it. ``state`` must not be changed by the hook.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from landlord.driver import GameDriver
from landlord.engine import CHANCE, Engine, GameState

Watch = Callable[[GameState, object, object, object], None]


class WatchedDriver(GameDriver):
    """The game driver, showing every agent's answer to ``watch`` before it is applied."""

    def __init__(self, *args, watch: Watch | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.watch = watch

    def choice_for(self, decision):
        choice = super().choice_for(decision)
        if self.watch is not None and decision.actor != CHANCE and choice != "propose_single_tax":
            self.watch(self.state, decision, choice, self.agent(decision.actor))
        return choice


def play(engine: Engine, kinds: Sequence[str], seed: int, *, jail: str | None = None, start: str = "deal",
         single_tax: bool = False, propose_at: int | None = None, watch: Watch | None = None) -> GameState:
    """Play one whole game; ``propose_at``: the Single Tax is put to the vote in that round."""
    state = engine.new_game([f"{k.title()} {i + 1}" for i, k in enumerate(kinds)], seed=seed, start=start,
                            jail=jail, single_tax=single_tax)
    WatchedDriver(engine, state, kinds, single_tax_at=propose_at, watch=watch).run(keep_events=False)
    return state


@pytest.fixture(scope="session")
def whole_game(engine):
    """``whole_game(kinds, seed, **options)``: :func:`play` with the session's engine."""

    def run(kinds: Sequence[str], seed: int, **options) -> GameState:
        return play(engine, kinds, seed, **options)

    return run
