"""Saved games: a game written as its set-up and every choice so far, and read back by replay.

A save does not store the board. It stores what the engine needs to rebuild the game
exactly (rules id and version, the jail game and other plugins with their versions, the
seed, the ``new_game`` options or the position the game was started from, the seats, every
choice in order, and the round at which the Single Tax is still to be put to the vote, if set)
and a digest of the state at save time. Loading replays the choices through a fresh :class:`Engine` and
refuses the file unless the replayed state has the same digest, so a save can be taken at
any decision (mid-auction, mid-jail-game) and can never load as a different game.

Files are TOML, written with tomli-w and read with tomllib; nothing in a save is ever
executed (no pickle, no eval). Writing is atomic: a crash leaves the last good save.
Autosaves (one per game) are ``landlord.autosaves``; listing saves, ``landlord.save_list``.
Every problem with a file is a :class:`SaveError` whose one-line message names the file
and the key. The format is described in ``docs/saves.md``.
"""
from __future__ import annotations

import datetime as _dt
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

import tomli_w

from .atomic_file import atomic_write
from .engine import Choice, Engine, Event, GameState
from .engine.plugin_guard import timeouts_of
from .game_record import FROM_POSITION, replay_choices, state_digest
from .game_setup import GameSetup
from .engine.rules import Rules
from .save_file import (CHOICES_KEY, FORMAT, GAME_OVER, SaveError, SaveFile, SaveHeader, Seat, parse_save,
                        read_header, read_save)

__all__ = ["FORMAT", "LoadedGame", "SaveError", "SaveFile", "SaveHeader", "Seat", "dumps", "load_game",
           "parse_save", "read_header", "read_save", "save_game"]

HEADER = ("# The Landlord's Game (1906): a saved game. Open it with `landlord play --load FILE`.\n"
          "# It holds the set-up and every choice; loading replays them and checks the digest.\n"
          "# See docs/saves.md for every key.\n")


@dataclass
class LoadedGame:
    """A game rebuilt from a save: ready to continue, replay or save again."""

    engine: Engine
    state: GameState
    seats: list[Seat]
    events: list[Event]              # every event of the game, from the first choice on
    path: Path | None = None
    notes: list[str] = field(default_factory=list)   # loaded, but worth telling the players
    #: The round at which the Single Tax is still to be put to the vote (``GameDriver``), or None.
    single_tax_at: int | None = None
    #: The computers' pace in the window when it was saved, or None if the save does not say.
    pace: str | None = None

    @property
    def kinds(self) -> list[str]:
        return [s.kind for s in self.seats]

    @property
    def setup(self) -> GameSetup:
        """The set-up the save began the game with, its seats, and the Single Tax vote still to come."""
        return GameSetup.of_state(self.state, self.kinds, self.single_tax_at)


def plugin_version(engine: Engine, game_id: str) -> str | None:
    """The installed version of a jail game or a house rule, by id; None if it is not installed."""
    game = engine.jail_games.get(game_id) or engine.house_rules.get(game_id)
    return None if game is None else str(getattr(game, "version", ""))


def _plugin_kind(save_setup: Mapping[str, Any], plugin_id: str) -> str:
    return "house rule" if plugin_id in save_setup.get("house_rules", ()) else "jail game"


# -- writing ----------------------------------------------------------------------------------
def setup_to_save(state: GameState, kinds: Sequence[str] | None = None, *,
                  single_tax_at: int | None = None) -> GameSetup:
    """The set-up a save of ``state`` records: the one that began it, ``kinds`` ("human" or an agent
    name per seat; all people if None) and ``single_tax_at``, the round at which the Single Tax is
    still to be put to the vote (None: not set, or put already)."""
    kinds = list(kinds) if kinds is not None else ["human"] * len(state.players)
    if len(kinds) != len(state.players):
        raise SaveError(f"{len(kinds)} seat kinds given for {len(state.players)} players", key="seats")
    return GameSetup.of_state(state, kinds, single_tax_at)


def document(engine: Engine, state: GameState, kinds: Sequence[str] | None = None, *,
             single_tax_at: int | None = None, pace: str | None = None) -> dict[str, Any]:
    """The save of ``state`` as plain TOML-ready data, from its set-up (:func:`setup_to_save`);
    ``pace``, the window's computer pace, is written when given."""
    from . import __version__
    game_setup = setup_to_save(state, kinds, single_tax_at=single_tax_at)
    setup = game_setup.game.options()
    jail = setup.pop("jail")
    began_from = setup.pop(FROM_POSITION, None)      # a game started from a position replays from it
    used = [jail] + ([state.jail_game] if state.jail_game != jail else []) + list(setup.get("house_rules", ()))
    plugins = {}
    for game_id in used:
        version = plugin_version(engine, game_id)
        if version is None:
            raise SaveError(f"{_plugin_kind(setup, game_id)} {game_id!r} is not installed", key="plugins")
        plugins[game_id] = version
    choices = [_choice_to_toml(c, f"{CHOICES_KEY}[{i}]") for i, c in enumerate(state.history)]
    decision = engine.pending(state)
    position = {"round": state.round, "turn": state.turn, "decisions": len(state.history),
                "waiting_for": decision.kind if decision is not None else GAME_OVER}
    return {
        "format": FORMAT,
        "saved_by": f"landlord {__version__}",
        "saved_at": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0),
        "digest": state_digest(state),
        "rules": {"id": engine.rules.id, "version": str(engine.rules.version)},
        "jail": {"id": jail, "version": plugins[jail],
                 **({"timeouts": [list(t) for t in timeouts_of(state)]} if timeouts_of(state) else {})},
        "plugins": plugins,
        "game": {"seed": state.seed, **setup,       # the key only when set: such saves read as before
                 **({"single_tax_at": game_setup.single_tax_at} if game_setup.single_tax_at is not None else {})},
        "seats": [{"name": p.name, "kind": k} for p, k in zip(state.players, game_setup.kinds)],
        "position": position,
        **({FROM_POSITION: began_from} if began_from is not None else {}),
        **({"pace": pace} if pace is not None else {}),
        "history": {"choices": choices},          # a table, so the long list comes last in the file
    }


def dumps(engine: Engine, state: GameState, kinds: Sequence[str] | None = None, *,
          single_tax_at: int | None = None, pace: str | None = None) -> str:
    """The text of a save of ``state``."""
    return HEADER + tomli_w.dumps(document(engine, state, kinds, single_tax_at=single_tax_at, pace=pace))


def save_game(path: str | os.PathLike[str], engine: Engine, state: GameState,
              kinds: Sequence[str] | None = None, *, single_tax_at: int | None = None,
              pace: str | None = None) -> Path:
    """Write a save of ``state`` to ``path`` atomically; returns the path. ``single_tax_at`` and
    ``pace`` as for :func:`document`.

    :raises SaveError: if the state cannot be recorded or the file cannot be written.
    """
    path = Path(path)
    try:
        text = dumps(engine, state, kinds, single_tax_at=single_tax_at, pace=pace)
    except SaveError as exc:
        raise SaveError(exc.problem, path=path, key=exc.key) from None
    except (TypeError, ValueError) as exc:       # something in the state that TOML or JSON cannot hold
        raise SaveError(f"the game cannot be recorded ({exc})", path=path) from None
    atomic_write(path, text.encode("utf-8"))
    return path


def _choice_to_toml(choice: Choice, key: str) -> Any:
    if isinstance(choice, bool) or not isinstance(choice, (str, int, tuple, list)):
        raise SaveError(f"{choice!r} is a {type(choice).__name__}, which a save cannot record", key=key)
    if isinstance(choice, (tuple, list)):
        return [_choice_to_toml(part, key) for part in choice]
    return choice


# -- loading ----------------------------------------------------------------------------------
def load_game(path: str | os.PathLike[str], *, rules: Rules | None = None, engine: Engine | None = None,
              agents: Sequence[str] | None = None) -> LoadedGame:
    """Read a save, check its versions, replay its choices and check the digest.

    :param rules: the rules to play with (the default 1906 rules if None and no ``engine``).
    :param engine: an engine to replay on (its rules and jail games are used).
    :param agents: agent names a seat may name (``landlord.ai.SEAT_AGENTS`` if None); an unknown one
        is played by the heuristic agent, with a note.
    :raises SaveError: for any problem, naming the file and the key; nothing is written.
    """
    save = read_save(path)
    if engine is None:
        from .engine import load_default_rules
        from .plugin_host import installed_engine
        engine = installed_engine(rules if rules is not None else load_default_rules())
    return load_parsed(save, engine, agents=agents)


def load_parsed(save: SaveFile, engine: Engine, *, agents: Sequence[str] | None = None) -> LoadedGame:
    """Check a parsed save's versions against ``engine``, replay it there and check the digest."""
    path = save.path
    notes: list[str] = []
    differences: list[str] = []
    if save.rules_id != engine.rules.id:
        raise SaveError(f"the save is a game of {save.rules_id!r}, but the rules loaded are "
                        f"{engine.rules.id!r} (give the matching rules file with --rules)", path=path, key="rules.id")
    if save.rules_version != str(engine.rules.version):
        differences.append(f"rules {save.rules_id} version {save.rules_version} (this game has "
                           f"version {engine.rules.version})")
    for game_id, version in save.plugins.items():
        installed = plugin_version(engine, game_id)
        kind = _plugin_kind(save.setup, game_id)
        if installed is None:
            choice = engine.house_rules if kind == "house rule" else engine.jail_games
            raise SaveError(f"the save needs the {kind} {game_id!r} version {version}, which is not installed "
                            f"(installed: {', '.join(sorted(choice)) or 'none'})", path=path, key=f"plugins.{game_id}")
        if installed != version:
            differences.append(f"{kind} {game_id} version {version} (installed: version {installed})")

    names = [s.name for s in save.seats]
    try:
        state, events, _ = replay_choices(engine, names, save.seed, save.setup, save.choices, path=path,
                                          timeouts=save.timeouts)
    except SaveError as exc:
        if not differences:
            raise
        raise SaveError(f"{exc.problem}; it was saved with {', '.join(differences)}", path=path, key=exc.key) from None
    if state_digest(state) != save.digest:
        why = ("; it was saved with " + ", ".join(differences)) if differences else \
              "; the file was changed after it was saved, or this version of the game plays differently"
        raise SaveError(f"the choices replay to a different game than the one saved{why}", path=path, key="digest")
    for difference in differences:
        notes.append(f"saved with {difference}; the game replayed exactly, so it continues")
    if state.round != save.position["round"] or state.turn != save.position["turn"]:
        raise SaveError(f"says round {save.position['round']}, seat {save.position['turn']}; the game replays to "
                        f"round {state.round}, seat {state.turn}", path=path, key="position")

    if agents is None:
        from .ai import SEAT_AGENTS
        agents = list(SEAT_AGENTS)
    seats = []
    for i, seat in enumerate(save.seats):
        if seat.kind == "ai":                     # the command line's name for the usual computer player
            seat = Seat(seat.name, "heuristic")
        if seat.kind != "human" and seat.kind not in agents:
            notes.append(f"seat {i + 1} ({seat.name}) was played by {seat.kind!r}, which this version lacks; "
                         "the heuristic agent plays it")
            seat = Seat(seat.name, "heuristic")
        seats.append(seat)
    return LoadedGame(engine, state, seats, events, path, notes, save.single_tax_at, save.pace)
