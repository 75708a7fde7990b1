"""The save file on disk: its keys and types, and reading one into a checked :class:`SaveFile`.

Reading only parses and type-checks (TOML through tomllib; nothing is ever executed); it never
replays the game. The keys and types are declared once, in the engine's schema language
(:data:`SAVE_SCHEMA`, ``engine/schema.py``, as the rules file's and positions' are); what they say
against each other (the jail game among the plugins, the Monarch's seat, the count of choices) is
checked after. :func:`read_header` reads less still, for listings: everything above the
history, so a folder of long games lists quickly. Every problem is a :class:`SaveError` whose one-line message names the file and
the key, e.g. ``game.toml: history.choices[25]: must be text, a whole number or a list of them, not float``.
``landlord.saves`` writes these files and loads them into games; ``docs/saves.md`` lists every key.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from .driver import Seat
from .engine import Choice
from .engine.limits import (INT_RANGE, MAX_CHOICE_PARTS, MAX_CHOICES, MAX_PLAYERS, MAX_ROUND_LIMIT,
                            MAX_SAVE_FILE_BYTES, MAX_SAVE_TEXT, MAX_WAGES_TIMES)
from .engine.position import FROM_POSITION
from .engine.position_check import shape_problems
from .engine.schema import Anything, Bool, ByKind, DateTime, Field, Int, ListOf, Opt, Row, Table, Text
from .engine.toml_reader import FileRefused, decode_text, parse_toml, read_bytes

#: The save format this version writes and reads. Bump it when the meaning of a key changes.
FORMAT = 1
#: Limits a hand-edited or damaged file must respect (all in ``landlord.engine.limits``, listed
#: in docs/limits.md); no real game comes near them.
MAX_BYTES = MAX_SAVE_FILE_BYTES
MAX_TEXT = MAX_SAVE_TEXT
#: The most house rules one game may be played with.
MAX_HOUSE_RULES = 16
CHOICES_KEY = "history.choices"
#: ``position.waiting_for`` of a game that is over.
GAME_OVER = "game over"


class SaveError(ValueError):
    """A save that cannot be written or read; the message names the file and the key."""

    def __init__(self, problem: str, *, path: str | os.PathLike[str] | None = None, key: str | None = None) -> None:
        self.problem, self.path, self.key = problem, path, key
        where = ": ".join(str(p) for p in (path, key) if p is not None)
        super().__init__(f"{where}: {problem}" if where else problem)


@dataclass
class SaveHeader:
    """What a save says about its game before its choices: enough to list it, checked as strictly
    as a whole save, read without the history (see :func:`read_header`)."""

    path: Path
    rules_id: str
    rules_version: str
    jail_id: str
    jail_version: str
    plugins: dict[str, str]
    seed: int
    setup: dict[str, Any]            # the new_game options other than seats and seed; from_position if any
    seats: list[Seat]
    digest: str
    position: dict[str, Any]         # round, turn, decisions, waiting_for
    saved_by: str = ""
    #: Jail game calls that ran over their time budget in play: (choice, call, reason).
    timeouts: tuple[tuple[int, int, str], ...] = ()
    #: When it was written (``saved_at``; a date alone is midnight UTC), or None if the file does not say.
    saved_at: _dt.datetime | None = None
    #: The round at which the Single Tax is still to be put to the vote (``game.single_tax_at``), or None.
    single_tax_at: int | None = None
    #: The computers' pace in the window when it was saved (``pace``), or None if it does not say.
    pace: str | None = None

    @property
    def over(self) -> bool:
        """Was the game over when it was saved?"""
        return self.position["waiting_for"] == GAME_OVER


@dataclass(kw_only=True)
class SaveFile(SaveHeader):
    """A save file parsed and type-checked, not yet replayed: its header and its choices."""

    choices: list[Choice]
    format: int = FORMAT


def read_save(path: str | os.PathLike[str]) -> SaveFile:
    """Parse and type-check a save without replaying it. The file is only read.

    It is read by the one reader (:mod:`landlord.engine.toml_reader`): only a regular file of
    at most :data:`MAX_BYTES`, UTF-8, nested at most ``MAX_NESTING`` deep.

    :raises SaveError: naming the file and the key for anything missing, unknown or ill-typed.
    """
    path = Path(path)
    try:
        raw = read_bytes(path, max_bytes=MAX_BYTES)
    except FileRefused as exc:
        raise SaveError(exc.problem, path=path) from None
    return parse_save(raw, path)


def parse_save(raw: bytes, path: Path) -> SaveFile:
    """Parse and type-check the bytes of a save that was read from ``path``."""
    try:
        data = parse_toml(decode_text(raw, path), path)
    except FileRefused as exc:
        raise SaveError(exc.problem, path=path) from None
    return _validate(data, path)


#: The line that opens the history: the game writes it last, so everything above it is the header.
_HISTORY_TABLE = re.compile(r"^[ \t]*\[[ \t]*history[ \t]*\][ \t]*(#.*)?$", re.MULTILINE)


def read_header(path: str | os.PathLike[str]) -> SaveHeader:
    """Read and check a save's header (set-up, seats, position, when it was saved), not its history.

    For listing saves: the game is not replayed and the (possibly long) list of choices is not
    parsed. The game writes ``[history]`` last, so only the text above that line is parsed; a
    hand-edited file laid out otherwise is parsed whole. A header that reads cleanly does not
    promise that the file loads: loading checks the choices and the digest.

    :raises SaveError: naming the file and the key, as :func:`read_save` does.
    """
    path = Path(path)
    try:
        text = decode_text(read_bytes(path, max_bytes=MAX_BYTES), path)
        cut = _HISTORY_TABLE.search(text)
        if cut is not None:
            try:
                return _validate_header(parse_toml(text[:cut.start()], path), path, history_read=False)
            except (FileRefused, SaveError):
                pass                # the header does not end there after all: read it all
        return _validate_header(parse_toml(text, path), path)
    except FileRefused as exc:
        raise SaveError(exc.problem, path=path) from None


_NUMBER = Int(*INT_RANGE)
_TEXT = Text(MAX_TEXT, empty=True, controls=True)      # ids, versions, reasons: as the game wrote them
_CHOICE_PART = ByKind(((str, _TEXT), (int, _NUMBER)), "text or a whole number")
#: A choice as the engine knows it: text, a whole number, or a list of them (a throw of the dice).
_CHOICE = ByKind(((str, _TEXT), (int, _NUMBER), (list, ListOf(_CHOICE_PART, 1, MAX_CHOICE_PARTS, "parts"))),
                 "text, a whole number or a list of them")
_GAME = Table({
    "seed": _NUMBER, "start": _TEXT, "advanced": Bool(), "monarch_seat": _NUMBER,
    "end_wages_times": Int(1, MAX_WAGES_TIMES), "round_limit": Int(1, MAX_ROUND_LIMIT),
    "single_tax": Bool(), "single_tax_majority": Bool(),
    # Not a new_game option but how play goes on (the Single Tax put to the vote at that round,
    # GameDriver); saves from before it lack it.
    "single_tax_at": Opt(Int(1, MAX_ROUND_LIMIT), None),
    # Written only for a game played with house rules; the house rule checks its own settings.
    "house_rules": Opt(ListOf(_TEXT, 0, MAX_HOUSE_RULES, "house rule ids"), None),
    "house_settings": Opt(Table({}, others=Anything()), None),
})
#: The computers' paces a save may name, slowest first (``landlord.ui.session.PACE_ORDER``).
PACES = ("slow", "normal", "fast", "instant")
_HEADER_KEYS: dict[str, Field | Opt] = {
    "format": _NUMBER,
    "saved_by": Opt(_TEXT, ""),
    "saved_at": Opt(DateTime(), None),
    "digest": Text(MAX_TEXT, pattern=re.compile(r"sha256:[0-9a-f]{64}"),
                   pattern_words="'sha256:' and 64 hexadecimal digits"),
    "rules": Table({"id": _TEXT, "version": _TEXT}),
    "jail": Table({"id": _TEXT, "version": _TEXT,
                   "timeouts": Opt(ListOf(Row((Int(0, INT_RANGE[1]), Int(1, INT_RANGE[1]), _TEXT),
                                              "[choice, call, reason] (choices made before it, from 0; its call, from 1)"),
                                          0, 1_000, "timeouts"), [])}),
    "plugins": Table({}, others=_TEXT),
    "game": _GAME,
    "seats": ListOf(Table({"name": Text(MAX_TEXT), "kind": _TEXT}), 1, MAX_PLAYERS, "seats"),
    "position": Table({"round": _NUMBER, "turn": _NUMBER, "decisions": _NUMBER, "waiting_for": _TEXT}),
    # Its keys and types are position_check's (see _from_position).
    FROM_POSITION: Opt(Anything(), None),
    # The window's, not the game's: how fast the computers played when it was saved (saves from
    # before it lack it, and a game played on without a window ignores it).
    "pace": Opt(Text(MAX_TEXT, choices=PACES), None),
}
#: Everything a save may hold, declared in the engine's one schema language (``engine/schema.py``).
_HISTORY = Table({"history": Table({"choices": ListOf(_CHOICE, 0, MAX_CHOICES, "choices")})})
SAVE_SCHEMA = Table({**_HEADER_KEYS, **_HISTORY.keys})
#: The same, above the history: what :func:`read_header` reads.
HEADER_SCHEMA = Table(_HEADER_KEYS)


def _validate(data: dict[str, Any], path: Path) -> SaveFile:
    head = _validate_header(data, path)
    checked = _checked(_HISTORY, {"history": data["history"]}, path)      # the header is checked: the rest
    choices = [tuple(c) if isinstance(c, list) else c for c in checked["history"]["choices"]]
    if head.position["decisions"] != len(choices):
        raise SaveError(f"says {head.position['decisions']} but history.choices holds {len(choices)}",
                        path=path, key="position.decisions")
    return SaveFile(**{f.name: getattr(head, f.name) for f in fields(SaveHeader)}, choices=choices)


def _checked(schema: Table, data: dict[str, Any], path: Path) -> dict[str, Any]:
    """``data`` as ``schema`` declares it, or a :class:`SaveError` naming its first problem's key."""
    problems: list[str] = []
    checked = schema.check(data, "", problems)
    if problems:
        key, _, problem = problems[0].partition(": ")
        raise SaveError(problem, path=path, key=key)
    return checked


def _validate_header(data: dict[str, Any], path: Path, *, history_read: bool = True) -> SaveHeader:
    """Check every key but the history (``history_read=False``: the text read stopped before it)."""
    def fail(key: str, problem: str) -> SaveError:
        return SaveError(problem, path=path, key=key)

    # The format comes first: a newer format may have keys this version has never heard of.
    if "format" not in data:
        raise fail("format", "missing; this is not a Landlord's Game save")
    fmt = _checked(Table({"format": _NUMBER}), {"format": data["format"]}, path)["format"]
    if fmt != FORMAT:
        newer = "a newer" if fmt > FORMAT else "an older"
        raise fail("format", f"this is a format-{fmt} save from {newer} version of the game; "
                             f"this version reads format {FORMAT} only")
    if not history_read and "history" in data:
        raise fail("history", "found above its own table")
    if history_read and "history" not in data:
        raise fail("history", "missing table [history]")
    head = _checked(HEADER_SCHEMA, {k: v for k, v in data.items() if k != "history"}, path)
    rules, jail, game = head["rules"], head["jail"], head["game"]
    if head["plugins"].get(jail["id"]) != jail["version"]:
        raise fail("plugins", f"must list the jail game {jail['id']!r} with version {jail['version']!r}")
    setup = {k: v for k, v in game.items() if k in data["game"]}     # what the file leaves out stays out
    seed = setup.pop("seed")
    single_tax_at = setup.pop("single_tax_at", None)     # kept apart: the set-up is replayed, this is not
    setup["jail"] = jail["id"]
    seats = [Seat(seat["name"], seat["kind"]) for seat in head["seats"]]
    if not 0 <= setup["monarch_seat"] < len(seats):
        raise fail("game.monarch_seat", f"{setup['monarch_seat']} is not a seat of this game")
    if FROM_POSITION in data:
        setup[FROM_POSITION] = _from_position(data[FROM_POSITION], seats, seed, jail["id"], fail)
    return SaveHeader(path, rules["id"], rules["version"], jail["id"], jail["version"], head["plugins"], seed, setup,
                      seats, head["digest"], head["position"], head["saved_by"],
                      tuple(tuple(t) for t in jail["timeouts"]), _when(head["saved_at"]), single_tax_at,
                      head["pace"])


def _when(value: Any) -> _dt.datetime | None:
    """``saved_at`` as an aware date and time: TOML may give a date alone, or no offset (read as UTC)."""
    if value is None:
        return None
    if not isinstance(value, _dt.datetime):
        value = _dt.datetime(value.year, value.month, value.day)
    return value if value.tzinfo is not None else value.replace(tzinfo=_dt.timezone.utc)


def _from_position(value: Any, seats: list[Seat], seed: int, jail_id: str, fail) -> dict[str, Any]:
    """``from_position``: the position a game was started from (``landlord.engine.position``).

    Its keys and types are checked here; what it says against the rules is checked when the game
    is started from it. The seats, the seed and the jail game the save gives elsewhere must be the
    position's own, so the file says one thing.
    """
    if not isinstance(value, dict):
        raise fail(FROM_POSITION, f"must be a table, not {type(value).__name__}")
    position = value
    problems = shape_problems(position, FROM_POSITION)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        key, _, problem = problems[0].partition(": ")
        raise fail(key, problem + more)
    names = [p["name"] for p in position["players"]]
    if names != [s.name for s in seats]:
        raise fail("seats", f"the seats ({', '.join(s.name for s in seats)}) are not the players of "
                            f"from_position ({', '.join(names)})")
    if position.get("seed", 0) != seed:
        raise fail("game.seed", f"{seed} is not from_position.seed ({position.get('seed', 0)})")
    if position.get("jail", {}).get("id", jail_id) != jail_id:
        raise fail("jail.id", f"{jail_id!r} is not from_position.jail.id ({position['jail']['id']!r})")
    return position
