"""Undo: a person takes back their own latest choices, never luck and never another's choice.

Undo rebuilds the game from its set-up and choices (as loading a save does) without the
seat's most recent run of choices: those made since the last CHANCE outcome (a dice throw
or a card draw) and since any other seat last chose. Random outcomes are never undone, so
undo cannot be used to throw again; other seats' choices are never undone, so undo
cannot change what somebody else did. The RNG stands where it stood: the dice to come
are the dice that would have come.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .engine import CHANCE, Choice, Engine, Event, GameState
from .engine.plugin_guard import timeouts_of
from .game_record import replay_choices, setup_of, state_digest
from .saves import SaveError


@dataclass(frozen=True)
class UndoResult:
    """The game with the choices taken back, or None and why nothing could be."""

    state: GameState | None
    undone: tuple[Choice, ...]
    message: str
    events: list[Event] = field(default_factory=list)    # every event of the rebuilt game

    @property
    def done(self) -> bool:
        return self.state is not None


def undoable(engine: Engine, state: GameState, seat: int) -> tuple[int, str]:
    """How many of ``seat``'s latest choices could be taken back, and if none, why."""
    count, why, _ = _tail(engine, state, seat)
    return count, why


def undo(engine: Engine, state: GameState, seat: int, *, limit: int | None = None) -> UndoResult:
    """Take back ``seat``'s choices since the last CHANCE outcome (at most ``limit`` of them).

    ``state`` is left as it was; the result holds a new state rebuilt on ``engine``. Only a
    human seat should be offered this; the caller knows which seats are human.
    """
    count, why, names_setup = _tail(engine, state, seat)
    if count == 0:
        return UndoResult(None, (), why)
    if limit is not None:
        count = min(count, max(0, limit))
        if count == 0:
            return UndoResult(None, (), "nothing was asked to be undone")
    names, setup = names_setup
    keep = len(state.history) - count
    rebuilt, events, _ = replay_choices(engine, names, state.seed, setup, state.history[:keep],
                                           timeouts=timeouts_of(state))
    undone = tuple(state.history[keep:])
    who = state.players[seat].name
    plural = "choice" if count == 1 else "choices"
    return UndoResult(rebuilt, undone, f"{who}'s last {count} {plural} taken back: "
                                       + ", ".join(map(str, undone)), events)


def _tail(engine: Engine, state: GameState, seat: int) -> tuple[int, str, Any]:
    """The length of ``seat``'s latest run of choices, why it is 0 if so, and the set-up."""
    if not 0 <= seat < len(state.players):
        return 0, f"{seat} is not a seat of this game", None
    if not state.history:
        return 0, "nothing has been chosen yet", None
    names = [p.name for p in state.players]
    setup = setup_of(state)
    try:
        replayed, _, actors = replay_choices(engine, names, state.seed, setup, state.history,
                                               timeouts=timeouts_of(state))
    except SaveError as exc:
        return 0, f"this game cannot be rebuilt from its choices ({exc.problem})", None
    if state_digest(replayed) != state_digest(state):
        return 0, "this game cannot be rebuilt from its choices, so nothing can be undone", None
    count = 0
    for actor in reversed(actors):
        if actor != seat:
            break
        count += 1
    if count:
        return count, "", (names, setup)
    last = actors[-1]
    if last == CHANCE:
        return 0, "the last thing that happened was a throw of the dice or a card drawn; luck is never undone", None
    return 0, f"{state.players[last].name} has chosen since; another player's choice is never undone", None
