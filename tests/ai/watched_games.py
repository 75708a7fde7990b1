"""Whole games for the agent tests (``conftest.whole_game`` plays them with the session's engine), with a hook that sees every decision and every answer.

``play(engine, kinds, seed, watch=...)`` plays through the game driver (seeded as every command
seeds it) and calls ``watch(state, decision, choice, agent)`` before each agent's choice is
applied, with the state as the agent saw it. ``state`` must not be changed by the hook. A
proposal an agent puts out of turn is shown to ``watch_proposal(state, proposal, open_now)``
instead (``open_now``: what ``Engine.proposals`` listed).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from landlord.driver import GameDriver
from landlord.engine import CHANCE, Engine, GameState
from landlord.engine.proposals import is_proposal

Watch = Callable[[GameState, object, object, object], None]


class WatchedDriver(GameDriver):
    """The game driver, showing every agent's answer to ``watch`` before it is applied."""

    def __init__(self, *args, watch: Watch | None = None, watch_proposal: Callable | None = None,
                 **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.watch, self.watch_proposal = watch, watch_proposal

    def choice_for(self, decision):
        choice = super().choice_for(decision)
        if is_proposal(choice):
            if self.watch_proposal is not None:
                self.watch_proposal(self.state, choice, self.engine.proposals(self.state))
        elif self.watch is not None and decision.actor != CHANCE and choice != "propose_single_tax":
            self.watch(self.state, decision, choice, self.agent(decision.actor))
        return choice


def play(engine: Engine, kinds: Sequence[str], seed: int, *, jail: str | None = None, start: str = "deal",
         single_tax: bool = False, propose_at: int | None = None, watch: Watch | None = None,
         watch_proposal: Callable | None = None) -> GameState:
    """Play one whole game; ``propose_at``: the Single Tax is put to the vote in that round."""
    state = engine.new_game([f"{k.title()} {i + 1}" for i, k in enumerate(kinds)], seed=seed, start=start,
                            jail=jail, single_tax=single_tax)
    WatchedDriver(engine, state, kinds, single_tax_at=propose_at, watch=watch,
                  watch_proposal=watch_proposal).run(keep_events=False)
    return state
