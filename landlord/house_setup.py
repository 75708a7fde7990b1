"""What a house rule asks of a game's set-up, and a table's settings for it, checked in one line.

A house rule declares its set-up through optional members (``engine/house_api.py``,
``HouseRuleExtras``): ``seat_choice`` (a choice each seat makes, with an optional ``default``),
``more_seat_choices`` (further choices each seat makes, in the same shape),
``switches`` (parts a table may switch off, each on unless it declares ``default: False``) and
``numbers`` (whole numbers a table may set, each with its default and bounds). The new-game
screen shows them, and ``--house-setting RULE.KEY=VALUE`` on the command line sets them; both
read them here, so a rule is offered the same way wherever a game is set up, and both hand the
rule the same complete settings (:func:`defaults`, then what the table changed).

A declaration is a plugin's data and may be anything: a member in another shape is passed over
(the set-up goes on without it) and said once while the program runs (logger ``landlord.plugins``).
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .plugin_host import WORDS_WARNINGS

log = logging.getLogger("landlord.plugins")

#: The words ``--house-setting`` reads as a switch's on and off.
ON_WORDS = ("on", "true", "yes", "1")
OFF_WORDS = ("off", "false", "no", "0")


def report(rule_id: str, member: str, why: str, logger: logging.Logger = log) -> None:
    """Log a house rule's failed set-up member (or, for the window, its words) once while the
    program runs."""
    WORDS_WARNINGS(("house rule", rule_id, member), logger, "house rule %r: %s failed (%s); the game goes on "
                   "without it", rule_id, member, why)


def one_line(text: str) -> str:
    return " ".join(text.split())


def member(rule: Any, rule_id: str, name: str) -> Any:
    """An optional member of the rule, or None if it has none (or reading it fails)."""
    try:
        return getattr(rule, name, None)
    except Exception as exc:  # a property of a plugin may fail in any way
        report(rule_id, name, f"{type(exc).__name__}: {exc}")
        return None


# -- a choice each seat makes ------------------------------------------------------------------
@dataclass(frozen=True)
class SeatChoice:
    """A choice each seat makes at set-up for a house rule (``seat_choice``): a class, say."""

    rule: str
    key: str
    label: str
    options: dict[str, str]          # id -> title, in the rule's order
    notes: dict[str, str] = field(default_factory=dict)     # id -> what it is, where the rule says
    #: The option every seat starts with, if the rule declares one; else seats take them in turn.
    first: str | None = None

    def default(self, seat: int) -> str:
        """The declared default; without one, seats take the options in turn (the first seat the
        first option, and round again)."""
        if self.first is not None:
            return self.first
        ids = list(self.options)
        return ids[seat % len(ids)]

    def step(self, current: str, by: int) -> str:
        ids = list(self.options)
        at = ids.index(current) if current in ids else 0
        return ids[(at + by) % len(ids)]


def seat_choice(rule: Any, rule_id: str) -> SeatChoice | None:
    """The rule's per-seat choice, if it offers one in the shape the contract gives."""
    return _seat_choice(rule_id, "seat_choice", member(rule, rule_id, "seat_choice"))


def more_seat_choices(rule: Any, rule_id: str) -> tuple[SeatChoice, ...]:
    """The rule's further per-seat choices (``more_seat_choices``), each in ``seat_choice``'s shape;
    one in another shape is passed over."""
    offered = member(rule, rule_id, "more_seat_choices")
    if offered is None:
        return ()
    if isinstance(offered, (str, Mapping)) or not isinstance(offered, (list, tuple)):
        report(rule_id, "more_seat_choices", "not a list of seat choices")
        return ()
    found = (_seat_choice(rule_id, f"more_seat_choices[{i}]", each) for i, each in enumerate(offered))
    return tuple(choice for choice in found if choice is not None)


def _seat_choice(rule_id: str, name: str, offered: Any) -> SeatChoice | None:
    if offered is None:
        return None
    try:
        key, label, options = offered["key"], offered["label"], offered["options"]
        if not (isinstance(key, str) and key and isinstance(label, str) and isinstance(options, Mapping)
                and options and all(isinstance(k, str) and k and isinstance(v, str) for k, v in options.items())):
            raise TypeError("not {key: text, label: text, options: {id: title}}")
        first = offered.get("default")
        if first is not None and first not in options:
            raise ValueError(f"its default {first!r} is none of its options")
    except Exception as exc:  # a plugin's data may be anything; the set-up goes on without it
        report(rule_id, name, f"{type(exc).__name__}: {exc}")
        return None
    return SeatChoice(rule_id, key, one_line(label) or key, {k: one_line(v) or k for k, v in options.items()},
                      _notes(rule_id, offered, options), first)


def _notes(rule_id: str, offered: Mapping[str, Any], options: Mapping[str, str]) -> dict[str, str]:
    """The seat choice's optional ``notes``: a paragraph for each of its options."""
    try:
        notes = offered.get("notes", {})
        if not (isinstance(notes, Mapping) and all(k in options and isinstance(v, str) for k, v in notes.items())):
            raise TypeError("not {option id: text} for its own options")
    except Exception as exc:  # a plugin's data may be anything; the set-up goes on without it
        report(rule_id, "seat_choice notes", f"{type(exc).__name__}: {exc}")
        return {}
    return {k: one_line(v) for k, v in notes.items() if v.strip()}


# -- switches -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Switch:
    """A part of a house rule a table may switch on or off (``switches``)."""

    key: str
    words: str
    default: bool = True


def switches(rule: Any, rule_id: str) -> dict[str, Switch]:
    """The rule's switches by key: ``{key: words}`` (on at first), or ``{key: {"words": words,
    "default": bool}}``; empty if it has none, or declares them in another shape."""
    return _each_declared(rule, rule_id, "switches", _switch)


def _each_declared(rule: Any, rule_id: str, name: str, read: Callable[[Any, Any], Any]) -> dict[str, Any]:
    """The rule's table ``name`` read entry by entry with ``read(key, declared)``: empty if it has
    none, or if any entry is in another shape (said once)."""
    offered = member(rule, rule_id, name)
    if offered is None:
        return {}
    try:
        if not isinstance(offered, Mapping):
            raise TypeError(f"{name} is not a table")
        return {key: read(key, declared) for key, declared in offered.items()}
    except Exception as exc:  # a plugin's data may be anything; the set-up goes on without it
        report(rule_id, name, f"{type(exc).__name__}: {exc}")
        return {}


def _switch(key: Any, declared: Any) -> Switch:
    if isinstance(declared, Mapping):
        words, default = declared.get("words"), declared.get("default", True)
    else:
        words, default = declared, True
    if not (isinstance(key, str) and key and isinstance(words, str) and isinstance(default, bool)):
        raise TypeError("not a table of {key: words} or {key: {words: text, default: true or false}}")
    return Switch(key, one_line(words) or key, default)


# -- numbers ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class NumberSetting:
    """A whole number a table may set for a house rule (``numbers``): a rate, a bound."""

    key: str
    label: str
    default: int
    low: int
    high: int
    step: int = 1

    def stepped(self, current: int, by: int) -> int:
        """``by`` steps up (+) or down (-), kept within the bounds."""
        return max(self.low, min(self.high, current + by * self.step))

    def problem(self, value: Any) -> str | None:
        """Why ``value`` cannot be this setting, or None."""
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            return f"{value!r} is not a whole number from {self.low:,} to {self.high:,}"
        return None


def numbers(rule: Any, rule_id: str) -> dict[str, NumberSetting]:
    """The rule's numbers by key, ``{key: {"label": words, "default": n, "min": n, "max": n,
    "step": n (optional, 1)}}``; empty if it has none, or declares them in another shape."""
    return _each_declared(rule, rule_id, "numbers", _number)


def _number(key: Any, declared: Any) -> NumberSetting:
    if not (isinstance(key, str) and key and isinstance(declared, Mapping)):
        raise TypeError("not a table of {key: {label, default, min, max}}")
    label = declared.get("label")
    values: list[Any] = [declared.get(name) for name in ("default", "min", "max")] + [declared.get("step", 1)]
    if not isinstance(label, str) or any(isinstance(v, bool) or not isinstance(v, int) for v in values):
        raise TypeError(f"{key}: label must be text, and default, min, max and step whole numbers")
    default, low, high, step = (int(v) for v in values)
    if not (low <= default <= high and step >= 1):
        raise ValueError(f"{key}: its default {default} is not within {low} to {high}, or its step is below 1")
    return NumberSetting(key, one_line(label) or key, default, low, high, step)


# -- what a table hands a rule -------------------------------------------------------------------
@dataclass(frozen=True)
class Declared:
    """Everything a house rule asks of the set-up."""

    rule: str
    seat_choice: SeatChoice | None
    switches: dict[str, Switch]
    numbers: dict[str, NumberSetting]
    more_seat_choices: tuple[SeatChoice, ...] = ()

    @property
    def seat_choices(self) -> tuple[SeatChoice, ...]:
        """Every choice each seat makes, the rule's ``seat_choice`` first."""
        first = () if self.seat_choice is None else (self.seat_choice,)
        return (*first, *self.more_seat_choices)


def declared(rule: Any, rule_id: str) -> Declared:
    return Declared(rule_id, seat_choice(rule, rule_id), switches(rule, rule_id), numbers(rule, rule_id),
                    more_seat_choices(rule, rule_id))


def defaults(asked: Declared, players: int) -> dict[str, Any]:
    """The settings of a table that changed nothing: each seat's default choice, each switch and
    number at its default."""
    settings: dict[str, Any] = {}
    for choice in asked.seat_choices:
        settings[choice.key] = [choice.default(seat) for seat in range(players)]
    settings.update({key: switch.default for key, switch in asked.switches.items()})
    settings.update({key: number.default for key, number in asked.numbers.items()})
    return settings


def read_setting(asked: Declared, key: str, text: str, players: int) -> Any:
    """The value ``text`` gives the setting ``key`` (``--house-setting``), checked against what the
    rule declares; ValueError in one line if it cannot be. A key the rule does not declare is
    handed over as written (a whole number, true or false, or text): its ``setup`` checks it."""
    choice = next((each for each in asked.seat_choices if each.key == key), None)
    if choice is not None:
        given = [part.strip() for part in text.split(",") if part.strip()]
        unknown = [part for part in given if part not in choice.options]
        if unknown or not given:
            raise ValueError(f"{unknown[0] if unknown else text!r} is not one of {', '.join(choice.options)} "
                             "(one for each seat, or a few taken in turn round the seats)")
        return [given[seat % len(given)] for seat in range(players)]
    if key in asked.switches:
        word = text.strip().lower()
        if word not in ON_WORDS + OFF_WORDS:
            raise ValueError(f"{text!r} is not on or off")
        return word in ON_WORDS
    if key in asked.numbers:
        number = asked.numbers[key]
        value = _as_written(text)
        problem = number.problem(value)
        if problem:
            raise ValueError(problem)
        return value
    return _as_written(text)


def _as_written(text: str) -> Any:
    word = text.strip()
    if word.lstrip("+-").isdigit() and len(word) <= 18:
        return int(word)
    if word.lower() in ("true", "false"):
        return word.lower() == "true"
    return word
