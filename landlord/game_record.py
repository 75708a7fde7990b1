"""A game's record: what began it, its digest, and how it is rebuilt from its choices.

A game is its rules, its set-up (seats, seed and the ``new_game`` options, or the position it
was started from) and the choices made since. Saves, undo and replays all rebuild a game the one
way :func:`replay_choices` does and recognise it by :func:`state_digest`; the save file's format
lives in ``save_file`` and ``saves``, apart from this.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Mapping, Sequence

from .engine import (Choice, Engine, Event, GameState, IllegalChoiceError, NewGame, PositionError, SetupError,
                     new_game_of)
from .engine.position import FROM_POSITION
from .engine.proposals import is_proposal, proposer
from .save_file import CHOICES_KEY, SaveError


def state_digest(state: GameState) -> str:
    """``sha256:<hex>`` of a canonical JSON of ``state.to_data()``.

    The RNG is left out (``to_data`` omits it); everything else in the state follows from the
    set-up and the choices, so two replays of one save always agree.
    """
    text = json.dumps(state.to_data(), sort_keys=True, separators=(",", ":"), ensure_ascii=True,
                      default=_not_plain)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def _not_plain(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    raise TypeError(f"the game state holds a {type(value).__name__}, which a save cannot record")


def setup_of(state: GameState) -> dict[str, Any]:
    """The ``new_game`` keyword options that began this game (seats and seed apart), and for a
    game started from a position, that position as ``from_position``: a save's ``[game]`` table
    (:meth:`NewGame.options` of :func:`~landlord.engine.new_game_of`)."""
    return new_game_of(state).options()


#: Where in a save each kind of set-up problem (SetupError's first word) lives.
_SETUP_KEYS = {"players": "seats", "start": "game.start", "monarch seat": "game.monarch_seat", "jail": "jail.id",
               "house rules": "game.house_rules", "house settings": "game.house_settings"}


def replay_choices(engine: Engine, names: Sequence[str], seed: int, setup: Mapping[str, Any],
                   choices: Sequence[Choice], *, path: Path | None = None, first_index: int = 0,
                   timeouts: Sequence[tuple[int, int, str]] = (),
                   ) -> tuple[GameState, list[Event], list[int]]:
    """Rebuild a game from its set-up and choices: the state, every event, and who made each choice.

    A set-up with ``from_position`` starts the game from that position (``Engine.start_from``,
    whose position holds the names and seed) instead of ``new_game``.

    Each CHANCE decision takes its draw from the game's RNG as its recorded outcome is applied
    (the engine does, whether or not the outcome was asked for), so the RNG stands where it stood
    in play and the dice to come match. The replay is untimed; ``timeouts`` (choice, call, reason)
    are the jail game calls that ran over their time budget in play, failed at the same points.

    :raises SaveError: naming ``choices[i]`` for the first choice that cannot be replayed.
    """
    with engine.replaying(timeouts):
        return _replay(engine, names, seed, setup, choices, path, first_index)


def _replay(engine: Engine, names: Sequence[str], seed: int, setup: Mapping[str, Any], choices: Sequence[Choice],
            path: Path | None, first_index: int) -> tuple[GameState, list[Event], list[int]]:
    try:
        state = engine.new_game_from(NewGame.from_options(tuple(names), seed, setup))
    except SetupError as exc:
        field_, _, problem = str(exc).partition(": ")
        key = _SETUP_KEYS.get(field_, "game")
        raise SaveError(f"the game cannot be set up: {problem or exc}", path=path, key=key) from None
    except PositionError as exc:
        lines = exc.under(FROM_POSITION)
        more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
        raise SaveError(f"the game cannot be started from its position: {lines[0]}{more}", path=path) from None
    events: list[Event] = []
    actors: list[int] = []
    for i, choice in enumerate(choices):
        key = f"{CHOICES_KEY}[{i + first_index}]"
        decision = engine.pending(state)
        if decision is None:
            raise SaveError(f"{choice!r} comes after the game was over", path=path, key=key)
        try:
            events += engine.apply(state, choice)
        except IllegalChoiceError as exc:
            raise SaveError(f"not legal when replayed: {exc}", path=path, key=key) from None
        except Exception as exc:  # an engine or plugin failure must not become a traceback
            raise SaveError(f"replaying {choice!r} failed ({type(exc).__name__}: {exc})", path=path, key=key) from None
        actors.append(proposer(choice) if is_proposal(choice) else decision.actor)
    return state, events, actors
