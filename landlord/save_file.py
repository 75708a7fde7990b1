"""The save file on disk: its keys and types, and reading one into a checked :class:`SaveFile`.

Reading only parses and type-checks (TOML through tomllib; nothing is ever executed); it never
replays the game. :func:`read_header` reads less still, for listings: everything above the
history, so a folder of long games lists quickly. Every problem is a :class:`SaveError` whose one-line message names the file and
the key, e.g. ``game.toml: history.choices[25]: expected text, a whole number or a list of them``.
``landlord.saves`` writes these files and loads them into games; ``docs/saves.md`` lists every key.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from .driver import Seat
from .engine import Choice
from .engine.limits import (INT_RANGE, MAX_CHOICE_PARTS, MAX_CHOICES, MAX_ROUND_LIMIT, MAX_SAVE_FILE_BYTES,
                            MAX_SAVE_TEXT, MAX_WAGES_TIMES)
from .engine.position import FROM_POSITION
from .engine.position_check import shape_problems
from .engine.toml_reader import FileRefused, decode_text, parse_toml, read_bytes

#: The save format this version writes and reads. Bump it when the meaning of a key changes.
FORMAT = 1
#: Limits a hand-edited or damaged file must respect (all in ``landlord.engine.limits``, listed
#: in docs/limits.md); no real game comes near them.
MAX_BYTES = MAX_SAVE_FILE_BYTES
MAX_TEXT = MAX_SAVE_TEXT
#: The most house rules one game may be played with.
MAX_HOUSE_RULES = 16
#: The most a save's set-up may ask for, as in a rules file.
SETUP_LIMITS = {"end_wages_times": MAX_WAGES_TIMES, "round_limit": MAX_ROUND_LIMIT}
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
class SaveFile:
    """A save file parsed and type-checked, not yet replayed."""

    path: Path
    format: int
    rules_id: str
    rules_version: str
    jail_id: str
    jail_version: str
    plugins: dict[str, str]
    seed: int
    setup: dict[str, Any]            # the new_game options other than seats and seed; from_position if any
    seats: list[Seat]
    choices: list[Choice]
    digest: str
    position: dict[str, Any]
    saved_by: str = ""
    #: Jail game calls that ran over their time budget in play: (choice, call, reason).
    timeouts: tuple[tuple[int, int, str], ...] = ()
    #: When it was written (``saved_at``; a date alone is midnight UTC), or None if the file does not say.
    saved_at: _dt.datetime | None = None
    #: The round at which the Single Tax is still to be put to the vote (``game.single_tax_at``), or None.
    single_tax_at: int | None = None
    #: The computers' pace in the window when it was saved (``pace``), or None if it does not say.
    pace: str | None = None


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
    setup: dict[str, Any]
    seats: list[Seat]
    digest: str
    position: dict[str, Any]         # round, turn, decisions, waiting_for
    saved_by: str = ""
    timeouts: tuple[tuple[int, int, str], ...] = ()
    saved_at: _dt.datetime | None = None
    single_tax_at: int | None = None
    pace: str | None = None

    @property
    def over(self) -> bool:
        """Was the game over when it was saved?"""
        return self.position["waiting_for"] == GAME_OVER


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


_TOP = {"format", "saved_by", "saved_at", "digest", "rules", "jail", "plugins", "game", "seats",
        "position", "from_position", "history", "pace"}
#: ``pace`` is the window's, not the game's: how fast the computers played when it was saved (saves
#: from before it lack it, and a game played on without a window ignores it).
_OPTIONAL_TOP = {"saved_by", "saved_at", "from_position", "pace"}
#: The computers' paces a save may name, slowest first (``landlord.ui.session.PACE_ORDER``).
PACES = ("slow", "normal", "fast", "instant")
_GAME_KEYS = {"seed": "int", "start": "str", "advanced": "bool", "monarch_seat": "int",
              "end_wages_times": "int", "round_limit": "int", "single_tax": "bool", "single_tax_majority": "bool",
              "single_tax_at": "int", "house_rules": "text list", "house_settings": "table"}
#: ``[game]`` keys a save may leave out. ``single_tax_at`` is no ``new_game`` option but how play goes
#: on (the Single Tax put to the vote at that round, ``GameDriver``); saves from before it lack it.
#: ``house_rules`` and ``house_settings`` are written only for a game played with house rules.
_OPTIONAL_GAME_KEYS = {"single_tax_at", "house_rules", "house_settings"}
_POSITION_KEYS = {"round": "int", "turn": "int", "decisions": "int", "waiting_for": "str"}
_DIGEST = re.compile(r"sha256:[0-9a-f]{64}")


def _validate(data: dict[str, Any], path: Path) -> SaveFile:
    def fail(key: str, problem: str) -> SaveError:
        return SaveError(problem, path=path, key=key)

    head = _validate_header(data, path)
    history = _table(data["history"], "history", fail)
    _known(history, {"choices"}, set(), "history.", fail)
    choices_raw = history["choices"]
    if not isinstance(choices_raw, list):
        raise fail("history.choices", f"expected a list of choices, found {_describe(choices_raw)}")
    if len(choices_raw) > MAX_CHOICES:
        raise fail("history.choices", f"holds {len(choices_raw):,} choices; no game has more than {MAX_CHOICES:,}")
    choices = [_choice_from_toml(c, f"{CHOICES_KEY}[{i}]", fail) for i, c in enumerate(choices_raw)]
    if head.position["decisions"] != len(choices):
        raise fail("position.decisions", f"says {head.position['decisions']} but history.choices holds {len(choices)}")
    return SaveFile(path, FORMAT, head.rules_id, head.rules_version, head.jail_id, head.jail_version, head.plugins,
                    head.seed, head.setup, head.seats, choices, head.digest, head.position, head.saved_by,
                    head.timeouts, head.saved_at, head.single_tax_at, head.pace)


def _validate_header(data: dict[str, Any], path: Path, *, history_read: bool = True) -> SaveHeader:
    """Check every key but the history (``history_read=False``: the text read stopped before it)."""
    def fail(key: str, problem: str) -> SaveError:
        return SaveError(problem, path=path, key=key)

    # The format comes first: a newer format may have keys this version has never heard of.
    if "format" not in data:
        raise fail("format", "missing; this is not a Landlord's Game save")
    fmt = _typed(data["format"], "int", "format", fail)
    if fmt != FORMAT:
        newer = "a newer" if fmt > FORMAT else "an older"
        raise fail("format", f"this is a format-{fmt} save from {newer} version of the game; "
                             f"this version reads format {FORMAT} only")
    if not history_read and "history" in data:
        raise fail("history", "found above its own table")
    _known(data, _TOP, _OPTIONAL_TOP | (set() if history_read else {"history"}), "", fail)
    saved_by = _typed(data.get("saved_by", ""), "str", "saved_by", fail)
    if "saved_at" in data and not isinstance(data["saved_at"], (_dt.datetime, _dt.date)):
        raise fail("saved_at", f"expected a date and time, found {_describe(data['saved_at'])}")
    saved_at = _when(data.get("saved_at"))
    pace = _typed(data["pace"], "str", "pace", fail) if "pace" in data else None
    if pace is not None and pace not in PACES:
        raise fail("pace", f"{pace!r} is no pace (one of: {', '.join(PACES)})")
    digest = _typed(data["digest"], "str", "digest", fail)
    if not _DIGEST.fullmatch(digest):
        raise fail("digest", "expected 'sha256:' and 64 hexadecimal digits")

    rules = _table(data["rules"], "rules", fail)
    _known(rules, {"id", "version"}, set(), "rules.", fail)
    rules_id = _typed(rules["id"], "str", "rules.id", fail)
    rules_version = _typed(rules["version"], "str", "rules.version", fail)

    jail = _table(data["jail"], "jail", fail)
    _known(jail, {"id", "version", "timeouts"}, {"timeouts"}, "jail.", fail)
    jail_id = _typed(jail["id"], "str", "jail.id", fail)
    jail_version = _typed(jail["version"], "str", "jail.version", fail)
    timeouts = _timeouts(jail.get("timeouts", []), fail)

    plugins_raw = _table(data["plugins"], "plugins", fail)
    plugins = {k: _typed(v, "str", f"plugins.{k}", fail) for k, v in plugins_raw.items()}
    if plugins.get(jail_id) != jail_version:
        raise fail("plugins", f"must list the jail game {jail_id!r} with version {jail_version!r}")

    game = _table(data["game"], "game", fail)
    _known(game, set(_GAME_KEYS), _OPTIONAL_GAME_KEYS, "game.", fail)
    setup = {k: _typed(game[k], kind, f"game.{k}", fail) for k, kind in _GAME_KEYS.items() if k in game}
    seed = setup.pop("seed")
    single_tax_at = setup.pop("single_tax_at", None)     # kept apart: the set-up is replayed, this is not
    if single_tax_at is not None and not 1 <= single_tax_at <= MAX_ROUND_LIMIT:
        raise fail("game.single_tax_at", f"{single_tax_at} is out of range (1 to {MAX_ROUND_LIMIT:,})")
    for key, most in SETUP_LIMITS.items():
        if not 1 <= setup[key] <= most:
            raise fail(f"game.{key}", f"{setup[key]} is out of range (1 to {most:,})")
    setup["jail"] = jail_id

    seats_raw = data["seats"]
    if not isinstance(seats_raw, list):
        raise fail("seats", f"expected a list of seats, found {_describe(seats_raw)}")
    if not seats_raw:
        raise fail("seats", "the list of seats is empty")
    seats = []
    for i, entry in enumerate(seats_raw):
        where = f"seats[{i}]"
        entry = _table(entry, where, fail)
        _known(entry, {"name", "kind"}, set(), f"{where}.", fail)
        name = _typed(entry["name"], "str", f"{where}.name", fail)
        kind = _typed(entry["kind"], "str", f"{where}.kind", fail)
        if not name.strip():
            raise fail(f"{where}.name", "a seat needs a name")
        if any(unicodedata.category(c) == "Cc" for c in name):
            raise fail(f"{where}.name", "control characters are not allowed in a name")
        seats.append(Seat(name, kind))
    if not 0 <= setup["monarch_seat"] < len(seats):
        raise fail("game.monarch_seat", f"{setup['monarch_seat']} is not a seat of this game")
    if FROM_POSITION in data:
        setup[FROM_POSITION] = _from_position(data[FROM_POSITION], seats, seed, jail_id, fail)

    position = _table(data["position"], "position", fail)
    _known(position, set(_POSITION_KEYS), set(), "position.", fail)
    position = {k: _typed(position[k], kind, f"position.{k}", fail) for k, kind in _POSITION_KEYS.items()}

    return SaveHeader(path, rules_id, rules_version, jail_id, jail_version, plugins, seed, setup, seats, digest,
                      position, saved_by, timeouts, saved_at, single_tax_at, pace)


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
    position = _table(value, FROM_POSITION, fail)
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


def _timeouts(value: Any, fail) -> tuple[tuple[int, int, str], ...]:
    """``jail.timeouts``: [choice, call, reason] for each jail game call that ran over its budget."""
    if not isinstance(value, list) or len(value) > 1_000:
        raise fail("jail.timeouts", f"expected a list of [choice, call, reason], found {_describe(value)}")
    out = []
    for i, entry in enumerate(value):
        where = f"jail.timeouts[{i}]"
        if not isinstance(entry, list) or len(entry) != 3:
            raise fail(where, f"expected [choice, call, reason], found {_describe(entry)}")
        choice, call = (_typed(x, "int", where, fail) for x in entry[:2])
        reason = _typed(entry[2], "str", where, fail)
        if choice < 1 or call < 1:
            raise fail(where, "the choice and the call are counted from 1")
        out.append((choice, call, reason))
    return tuple(out)


def _known(table: Mapping[str, Any], keys: set[str], optional: set[str], prefix: str, fail) -> None:
    for key in table:
        if key not in keys:
            raise fail(f"{prefix}{key}", f"unknown key (a format-{FORMAT} save has: {', '.join(sorted(keys))})")
    for key in sorted(keys - optional):
        if key not in table:
            raise fail(f"{prefix}{key}", "missing")


def _table(value: Any, key: str, fail) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise fail(key, f"expected a table, found {_describe(value)}")
    return value


def _typed(value: Any, kind: str, key: str, fail) -> Any:
    if kind == "text list":
        if not isinstance(value, list) or len(value) > MAX_HOUSE_RULES or not all(isinstance(v, str) for v in value):
            raise fail(key, f"expected a list of at most {MAX_HOUSE_RULES} ids, found {_describe(value)}")
        return [_typed(v, "str", f"{key}[{i}]", fail) for i, v in enumerate(value)]
    if kind == "table":
        if not isinstance(value, dict):
            raise fail(key, f"expected a table, found {_describe(value)}")
        return value                 # plain data by TOML's nature; the house rule checks its own settings
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise fail(key, f"expected a whole number, found {_describe(value)}")
        if not INT_RANGE[0] <= value <= INT_RANGE[1]:
            raise fail(key, "the number is too large for a save")
        return value
    if kind == "bool":
        if not isinstance(value, bool):
            raise fail(key, f"expected true or false, found {_describe(value)}")
        return value
    if not isinstance(value, str):
        raise fail(key, f"expected text, found {_describe(value)}")
    if len(value) > MAX_TEXT:
        raise fail(key, f"the text is {len(value):,} characters long; at most {MAX_TEXT} are allowed")
    return value


def _choice_from_toml(value: Any, key: str, fail) -> Choice:
    """A choice as the engine knows it: text, a whole number, or a tuple of them (dice)."""
    if isinstance(value, list):
        if not 1 <= len(value) <= MAX_CHOICE_PARTS:
            raise fail(key, f"a choice list must have 1 to {MAX_CHOICE_PARTS} parts, found {len(value)}")
        parts = []
        for j, part in enumerate(value):
            if isinstance(part, list):
                raise fail(f"{key}[{j}]", "expected text or a whole number, found a list")
            parts.append(_choice_from_toml(part, f"{key}[{j}]", fail))
        return tuple(parts)
    if isinstance(value, str):
        return _typed(value, "str", key, fail)
    if isinstance(value, int) and not isinstance(value, bool):
        return _typed(value, "int", key, fail)
    raise fail(key, f"expected text, a whole number or a list of them, found {_describe(value)}")


def _describe(value: Any) -> str:
    names = {bool: "true/false", int: "a whole number", float: "a decimal number", str: "text",
             list: "a list", dict: "a table"}
    kind = next((n for t, n in names.items() if type(value) is t), type(value).__name__)
    shown = repr(value)
    return f"{kind} {shown[:40] + '...' if len(shown) > 40 else shown}"
