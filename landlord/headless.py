"""Playing on without a window: the driver behind ``landlord play --seats ai,ai --quit-after N``.

CHANCE draws from the game's own seeded RNG; computer seats answer with their agents; a
human seat is asked at the terminal (no answer, as when input ends, stops play so it can be
saved). Each agent's RNG is re-seeded before every choice from the game's seed, the seat and
the number of choices made so far, so what a computer seat does depends on the game alone:
a game saved, loaded and played on goes exactly as it would have gone without the save.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from .ai import make_agent
from .engine import CHANCE, Choice, Decision, EndlessGameError, Engine, Event, GameState

#: No game takes this many decisions; reaching it is an engine bug.
MAX_DECISIONS = 200_000

#: Asks a person for a choice; returns None when there is no answer (play stops).
AskHuman = Callable[[GameState, Decision], "Choice | None"]


def seat_names(kinds: Sequence[str]) -> list[str]:
    """Names for seats nobody named: "Player 1" for a person, "Heuristic 2" for an agent."""
    return [f"{'Player' if k == 'human' else k.title()} {i + 1}" for i, k in enumerate(kinds)]


@dataclass
class Outcome:
    """Why play stopped: ``"over"``, ``"rounds"``, ``"decisions"`` or ``"no answer"``."""

    reason: str
    events: list[Event]


class HeadlessPlayer:
    """Answers every pending decision of one game until told to stop."""

    def __init__(self, engine: Engine, state: GameState, kinds: Sequence[str], *,
                 ask_human: AskHuman | None = None) -> None:
        if len(kinds) != len(state.players):
            raise ValueError(f"{len(kinds)} seat kinds for {len(state.players)} players")
        self.engine, self.state, self.kinds = engine, state, list(kinds)
        self.ask_human = ask_human
        self._rngs = {seat: random.Random() for seat, k in enumerate(self.kinds) if k != "human"}
        self._agents = {seat: make_agent(k, self._rngs[seat]) for seat, k in enumerate(self.kinds) if k != "human"}

    def choice_for(self, decision: Decision) -> Choice | None:
        state = self.state
        if decision.actor == CHANCE:
            return self.engine.sample_chance(state, decision)
        if self.kinds[decision.actor] == "human":
            return None if self.ask_human is None else self.ask_human(state, decision)
        self._rngs[decision.actor].seed(f"{state.seed}:{decision.actor}:{len(state.history)}")
        return self._agents[decision.actor].choose(self.engine, state, decision)

    def run(self, *, rounds: int | None = None, decisions: int | None = None,
            on_step: Callable[[GameState], None] | None = None) -> Outcome:
        """Play until the game ends, ``rounds`` more rounds begin, or ``decisions`` are made.

        ``on_step`` sees the state before the first decision and after each one (autosave).
        """
        state = self.state
        stop_round = state.round + rounds if rounds is not None else None
        events: list[Event] = []
        if on_step is not None:
            on_step(state)
        for made in range(MAX_DECISIONS):
            decision = self.engine.pending(state)
            if decision is None:
                return Outcome("over", events)
            if stop_round is not None and state.round >= stop_round:
                return Outcome("rounds", events)
            if decisions is not None and made >= decisions:
                return Outcome("decisions", events)
            choice = self.choice_for(decision)
            if choice is None:
                return Outcome("no answer", events)
            events += self.engine.apply(state, choice)
            if on_step is not None:
                on_step(state)
        raise EndlessGameError(f"the game did not end within {MAX_DECISIONS:,} decisions")


def ask_at_terminal(state: GameState, decision: Decision) -> Choice | None:
    """Show the decision and its options numbered, and read a number; None when input ends."""
    name = state.players[decision.actor].name
    print(f"{name}: {decision.prompt or decision.kind}")
    for i, option in enumerate(decision.options, 1):
        print(f"  {i}. {option}")
    while True:
        try:
            text = input("> ").strip()
        except (EOFError, OSError):       # input ended, or there is no terminal to read
            return None
        if text.isdigit() and 1 <= int(text) <= len(decision.options):
            return decision.options[int(text) - 1]
        print(f"Type a number from 1 to {len(decision.options)}.")
