"""Declared shapes for plain data read from TOML, checked without ever raising.

A schema is a tree of small field objects (:class:`Int`, :class:`Text`, :class:`ListOf`,
:class:`Table`, ...). ``field.check(value, path, problems)`` appends one
``key.path: message`` line to ``problems`` for each thing wrong and returns the value as
declared: bounded whole numbers, bounded text, and tables holding exactly their declared
keys with the defaults of optional ones filled in. What failed its check comes back as
:data:`INVALID`, so later cross-checks can skip it instead of tripping over a wrong type.

Every file the game reads is declared here: the rules file (``rules_check.RULES_SCHEMA``;
``landlord rules check`` reports its problems and ``build_rules`` reads only the data it returns,
so a file the check accepts is a file that builds), positions (``position_check``) and saves
(``save_file.SAVE_SCHEMA``, which reports the first problem only).
"""
from __future__ import annotations

import datetime as _dt
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping


class _Invalid:
    """The value of something that failed its check (its problem is already reported)."""

    def __repr__(self) -> str:
        return "INVALID"


INVALID: Any = _Invalid()


def _where(path: str) -> str:
    return path or "(top level)"


def _kind(value: Any) -> str:
    return type(value).__name__


#: A table key a message prints as it is: short, and nothing a terminal could take for a command.
_PLAIN_KEY = re.compile(r"[A-Za-z0-9_:+-]{1,40}")


def _key(key: Any) -> str:
    """A table's key as a message's path shows it. Keys come from the file: any other is quoted
    (``repr`` writes escape codes, bells and NULs out as ``\\x1b``...) and cut at 40 characters,
    so a file cannot write to the terminal through an error line, nor make one 10 MB long."""
    if isinstance(key, str) and _PLAIN_KEY.fullmatch(key):
        return key
    shown = repr(key)
    return shown if len(shown) <= 40 else shown[:37] + "..."


class Field:
    """A declared value. Subclasses say what they accept in :meth:`check`."""

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        raise NotImplementedError

    def missing(self, path: str) -> str:
        """The problem when a required key with this field is absent."""
        return f"{path}: missing"

    def fail(self, path: str, message: str, problems: list[str]) -> Any:
        problems.append(f"{_where(path)}: {message}")
        return INVALID


@dataclass(frozen=True)
class Int(Field):
    """A whole number (true and false are not numbers) from ``minimum`` to ``maximum``."""

    minimum: int
    maximum: int

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if isinstance(value, bool) or not isinstance(value, int):
            return self.fail(path, f"must be a whole number, not {_kind(value)}", problems)
        if value < self.minimum:
            return self.fail(path, f"must be >= {self.minimum}, not {_shown(value)}", problems)
        if value > self.maximum:
            return self.fail(path, f"must be <= {self.maximum}, not {_shown(value)}", problems)
        return value


@dataclass(frozen=True)
class Bool(Field):
    """true or false (numbers and text are not)."""

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if not isinstance(value, bool):
            return self.fail(path, f"must be true or false, not {_kind(value)}", problems)
        return value


@dataclass(frozen=True)
class Text(Field):
    """Text of at most ``max_chars`` characters, without control characters unless ``controls``
    allows them, not empty unless ``empty`` allows it; with ``choices``, one of them; with
    ``pattern``, matching it whole (``pattern_words`` says what it must be)."""

    max_chars: int
    choices: tuple[str, ...] = ()
    empty: bool = False
    controls: bool = False
    pattern: re.Pattern[str] | None = None
    pattern_words: str = ""

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if self.choices:
            if isinstance(value, str) and value in self.choices:
                return value
            return self.fail(path, f"must be one of {', '.join(self.choices)}, not {_shown(value)}", problems)
        if not isinstance(value, str):
            return self.fail(path, f"must be {'text' if self.empty else 'non-empty text'}, not {_kind(value)}", problems)
        if not value.strip() and not (self.empty and not value):
            return self.fail(path, "must be non-empty text", problems)
        if len(value) > self.max_chars:
            return self.fail(path, f"must be at most {self.max_chars} characters, not {len(value):,}", problems)
        if not self.controls and any(unicodedata.category(c) == "Cc" for c in value):
            return self.fail(path, "must not contain control characters (tabs, newlines, escapes)", problems)
        if self.pattern is not None and not self.pattern.fullmatch(value):
            return self.fail(path, f"must be {self.pattern_words}, not {_shown(value)}", problems)
        return value


@dataclass(frozen=True)
class DateTime(Field):
    """A TOML date and time, or a date alone."""

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if not isinstance(value, (_dt.datetime, _dt.date)):
            return self.fail(path, f"must be a date and time, not {_kind(value)}", problems)
        return value


@dataclass(frozen=True)
class ByKind(Field):
    """One field for each kind of value, chosen by the value's type (true and false are not
    whole numbers), so that a problem inside the chosen one is named where it is (a part of a
    list); ``described`` names the kinds for the message when none is given."""

    kinds: tuple[tuple[type, Field], ...]
    described: str

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        for kind, declared in self.kinds:
            if isinstance(value, kind) and not (isinstance(value, bool) and kind is not bool):
                return declared.check(value, path, problems)
        return self.fail(path, f"must be {self.described}, not {_kind(value)}", problems)


@dataclass(frozen=True)
class Row(Field):
    """A list of exactly the declared ``items`` in order (e.g. ``[choice, call, reason]``), each
    checked at ``path[i]``; ``what`` names them for the message."""

    items: tuple[Field, ...]
    what: str

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if not isinstance(value, list) or len(value) != len(self.items):
            found = f"{len(value)} entries" if isinstance(value, list) else _kind(value)
            return self.fail(path, f"must be {self.what}, not {found}", problems)
        return [item.check(v, f"{path}[{i}]", problems) for i, (item, v) in enumerate(zip(self.items, value))]


@dataclass(frozen=True)
class AnyOf(Field):
    """The first of ``options`` that accepts the value; ``described`` names them for the message."""

    options: tuple[Field, ...]
    described: str

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        for option in self.options:
            result = option.check(value, path, [])
            if result is not INVALID:
                return result
        return self.fail(path, f"must be {self.described}", problems)


@dataclass(frozen=True)
class ListOf(Field):
    """A list of ``min_len`` to ``max_len`` entries, each checked as ``item`` at ``path[i]``."""

    item: Field
    min_len: int
    max_len: int
    what: str

    def _described(self) -> str:
        if self.min_len == self.max_len:
            return f"a list of {self.min_len} {self.what}"
        return f"a list of at least {self.min_len} {self.what}" if self.min_len else f"a list of {self.what}"

    def missing(self, path: str) -> str:
        return f"{path}: must be {self._described()}"

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if not isinstance(value, list) or len(value) < self.min_len:
            found = f", not {len(value)}" if isinstance(value, list) else f", not {_kind(value)}"
            return self.fail(path, f"must be {self._described()}{found}", problems)
        if len(value) > self.max_len:
            return self.fail(path, f"must have at most {self.max_len:,} {self.what}, not {len(value):,}", problems)
        return [self.item.check(v, f"{path}[{i}]", problems) for i, v in enumerate(value)]


@dataclass(frozen=True)
class NumberKeyed(Field):
    """A table keyed by whole numbers from ``minimum`` to ``maximum`` (written as text keys,
    e.g. ``{ "2" = 600 }``), each value checked as ``value``; returned keyed by int."""

    value: Field
    minimum: int
    maximum: int

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if not isinstance(value, dict) or not value:
            return self.fail(path, "must be a table of whole numbers keyed by numbers", problems)
        result: dict[int, Any] = {}
        for key, entry in value.items():
            plain = isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 6
            number = int(key) if plain else None
            if number is None or not self.minimum <= number <= self.maximum:
                self.fail(path, f"key {_shown(key)} must be a number from {self.minimum} to {self.maximum}", problems)
                continue
            result[number] = self.value.check(entry, f"{path}.{key}", problems)
        return result


@dataclass(frozen=True)
class Opt:
    """An optional key of a :class:`Table`: when absent, ``default`` stands in for it.

    A table or list default is checked like a given value, which fills in the defaults
    declared inside it (an absent ``[turns]`` still gets ``trade_offers_per_turn``).
    """

    field: Field
    default: Any


@dataclass(frozen=True)
class Anything(Field):
    """Any value at all (its nesting is already bounded by the reader): a plugin's own settings."""

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        return value


@dataclass(frozen=True)
class Table(Field):
    """A table with exactly the declared ``keys`` (each a field, or :class:`Opt` if optional).

    Other keys are problems, unless ``others`` is given: then every other key is checked with
    it (e.g. each ``[jail.<id>]`` settings table).
    """

    keys: Mapping[str, Field | Opt]
    others: Field | None = None

    def missing(self, path: str) -> str:
        return f"{path}: missing table [{path}]"

    def check(self, value: Any, path: str, problems: list[str]) -> Any:
        if not isinstance(value, dict):
            return self.fail(path, f"must be a table, not {_kind(value)}", problems)
        prefix = f"{path}." if path else ""
        result: dict[str, Any] = {}
        for key, declared in self.keys.items():
            if isinstance(declared, Opt) and key not in value:
                default = declared.default
                nested = isinstance(default, (dict, list))
                result[key] = declared.field.check(default, prefix + key, problems) if nested else default
            elif isinstance(declared, Opt):
                result[key] = declared.field.check(value[key], prefix + key, problems)
            elif key in value:
                result[key] = declared.check(value[key], prefix + key, problems)
            else:
                problems.append(declared.missing(prefix + key))
                result[key] = INVALID
        for key in value:
            if key in self.keys:
                continue
            if self.others is None:
                problems.append(f"{prefix}{_key(key)}: unknown key (known here: {', '.join(self.keys)})")
            else:
                result[key] = self.others.check(value[key], prefix + _key(key), problems)
        return result


def _shown(value: Any) -> str:
    """A value as a message shows it: short, and never a 4,000-digit number."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        return _kind(value)
    if isinstance(value, int) and value.bit_length() > 100:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    shown = repr(value) if isinstance(value, str) else str(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def values_of(declared: Field, data: Any, wanted: Callable[[Field], bool], path: str = "") -> Iterator[tuple[str, Any]]:
    """(key path, value) for every checked value in ``data`` whose field is ``wanted``.

    Walks the schema and the data it returned side by side (so no deeper than the schema),
    skipping what failed its check.
    """
    if data is INVALID:
        return
    if wanted(declared):
        yield path, data
    elif isinstance(declared, Table):
        prefix = f"{path}." if path else ""
        for key, child in declared.keys.items():
            field_ = child.field if isinstance(child, Opt) else child
            yield from values_of(field_, data.get(key, INVALID), wanted, prefix + key)
    elif isinstance(declared, ListOf):
        for i, item in enumerate(data):
            yield from values_of(declared.item, item, wanted, f"{path}[{i}]")
    elif isinstance(declared, NumberKeyed):
        # A name of its own: a reused ``key`` would be typed str by its use above, which the
        # compiled build (mypyc) checks at run time, and these keys are numbers.
        for number, item in data.items():
            yield from values_of(declared.value, item, wanted, f"{path}.{number}")
