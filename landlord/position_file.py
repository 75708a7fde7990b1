"""Position files: a position (``landlord.engine.position``) read from TOML and written as TOML.

Reading goes through the game's one file reader (``landlord.engine.toml_reader``: a regular
file only, at most ``MAX_POSITION_FILE_BYTES``, UTF-8, nested at most ``MAX_NESTING`` deep), and
every problem with the file or the position in it is one line naming the file and the key, all
of them at once (:class:`PositionFileError`).

Writing lays a position out for a person to read and edit: the game's own keys first, then a
table for each player with his lists on one line each (``cards = ["wayback", "the-pike"]``), and
the jail game's record, which only the game need read, last. Every value is formatted by
tomli-w, so what is written reads back as the same position.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Mapping

import tomli_w

from .atomic_file import atomic_write
from .engine import Engine, GameState, PositionError
from .engine.limits import MAX_POSITION_FILE_BYTES
from .engine.toml_reader import FileRefused, read_toml

HEADER = ("# The Landlord's Game (1906): a position at the start of a turn.\n"
          "# Play on from it with `landlord play --position FILE`; docs/api.md names every key.\n")
#: The top-level tables, written in this order after the top-level keys; the players come last.
TABLES = ("game", "accounts", "single_tax", "jail", "house")


class PositionFileError(ValueError):
    """A position file the game cannot start from; ``problems`` holds one line per problem,
    each naming the file and the key."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


def read_position(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The position in a TOML file, as plain data (not yet checked against any rules).

    :raises PositionFileError: if the file cannot be read or is not TOML.
    """
    try:
        return read_toml(path, max_bytes=MAX_POSITION_FILE_BYTES)
    except FileRefused as exc:
        raise PositionFileError([str(exc)]) from None


def start_from_file(engine: Engine, path: str | os.PathLike[str]) -> GameState:
    """A game started from the position in ``path`` on ``engine``.

    :raises PositionFileError: for the file, or for every problem with the position in it.
    """
    position = read_position(path)
    try:
        return engine.start_from(position)
    except PositionError as exc:
        raise PositionFileError([f"{path}: {line}" for line in exc.problems]) from None


def write_position(path: str | os.PathLike[str], position: Mapping[str, Any]) -> Path:
    """Write ``position`` to ``path`` atomically (``landlord.atomic_file``); returns the path.

    :raises SaveError: naming ``path`` if it cannot be written.
    """
    path = Path(path)
    atomic_write(path, dumps(position).encode("utf-8"))
    return path


# -- writing --------------------------------------------------------------------------------------
def dumps(position: Mapping[str, Any]) -> str:
    """The TOML text of a position in canonical form (what ``position_of`` returns)."""
    top = {k: v for k, v in position.items() if k not in TABLES and k != "players"}
    jail = dict(position.get("jail", {}))
    record = jail.pop("record", None)
    chunks = [HEADER, _lines(top)]
    for name in TABLES:
        if name == "house" and name in position:
            chunks.extend(_sections(name, position[name]))      # each rule's settings a section of its own
        elif name in position:
            chunks.append(f"\n[{name}]\n" + _lines(jail if name == "jail" else position[name]))
    for player in position.get("players", ()):
        chunks.append("\n[[players]]\n" + _lines({k: v for k, v in player.items() if k != "house"}))
        for rule_id, kept in player.get("house", {}).items():
            # a house rule's record of him (a Dungeonopoly character), as sections of his table
            chunks.extend(_sections(f"players.house.{_key(rule_id)}", kept))
    if record:
        # TOML lets [jail.record] come after the players, so people read the game before it.
        chunks.append("\n# The jail game's own record of its prisoners; the game writes it and reads it.")
        chunks.extend(_sections("jail.record", record))
    return "".join(chunks)


def _sections(name: str, table: Mapping[str, Any]) -> list[str]:
    """A table of any depth as ``[name]`` sections: its plain values, then each table in it."""
    inner = {k: v for k, v in table.items() if isinstance(v, Mapping)}
    plain = {k: v for k, v in table.items() if k not in inner}
    chunks = [f"\n[{name}]\n" + _lines(plain)] if plain or not inner else []
    for key, value in inner.items():
        chunks.extend(_sections(f"{name}.{_key(key)}", value))
    return chunks


def _lines(table: Mapping[str, Any]) -> str:
    """``key = value`` lines, with lists of plain values and small tables kept on one line."""
    return "".join(f"{_key(key)} = {_value(value)}\n" for key, value in table.items())


def _value(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(map(_value, value)) + "]"
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }" if value else "{}"
    return _scalar(value)


def _scalar(value: Any) -> str:
    """One value as tomli-w writes it (quoting and escapes included)."""
    return tomli_w.dumps({"v": value})[len("v = "):-1]


def _key(key: str) -> str:
    """A key, bare if TOML allows it, quoted as tomli-w quotes it otherwise."""
    return tomli_w.dumps({key: 0})[:-len(" = 0\n")]
