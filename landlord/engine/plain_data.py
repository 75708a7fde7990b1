"""Plain data, and the decisions a plugin may ask: the one check of each.

Plain data is what a save can hold and a replay gives back: tables with text keys, lists (and
tuples), text, numbers and true or false. The jail host and the house-rule host check every slot
and decision context a plugin returns with it, the position check a jail game's record, and the
engine the house rules' settings. A decision's options are plainer still: text, whole numbers or
tuples of them (dice), so that a choice saves as it was made.

:func:`is_plain` and :func:`_plain_choices` are the quick tests (exact built-in types, a
container's types compared at once); the ``*_problem`` functions give the verdict that counts and
name the part at fault. They walk without recursion, so nothing nested deeply can crash them.
"""
from __future__ import annotations

import marshal
from collections.abc import Mapping
from itertools import chain, compress
from typing import Any, NamedTuple, Sequence

from .decision import CHANCE

PLAIN_SCALARS = (str, int, float, bool)
_SCALAR_TYPES = frozenset(PLAIN_SCALARS)
_TEXT = frozenset((str,))
_TUPLE = frozenset((tuple,))
_CONTAINERS = frozenset((dict, list, tuple))
_PLAIN_TYPES = _SCALAR_TYPES | _CONTAINERS
_CHOICE_TYPES = frozenset((str, int))


def is_plain(value: Any) -> bool:
    """The quick test behind :func:`plain_data_problem`, for the built-in types alone.

    It walks without recursion and compares exact types, so it runs on every slot a jail game
    returns at little cost; True is always right, and on False :func:`plain_data_problem` (which
    also accepts other mappings and subclasses) gives the verdict and names the part.
    """
    todo = [value]
    scalars = _SCALAR_TYPES
    while todo:
        item = todo.pop()
        kind = type(item)
        if kind in scalars:
            continue
        if kind is dict:
            if not set(map(type, item)) <= _TEXT:
                return False
            item = item.values()
        elif kind is not list and kind is not tuple:
            return False
        kinds = set(map(type, item))            # the types in one container, at C speed
        if kinds <= scalars:
            continue
        if not kinds <= _PLAIN_TYPES:
            return False
        todo.extend(compress(item, map(_CONTAINERS.__contains__, map(type, item))))
    return True


class NotPlain(NamedTuple):
    """The first part of a value that is not plain data: where it is, and what it is."""

    path: str
    culprit: Any
    #: True when the culprit is a table's key that is not text (``path`` is then the table's).
    is_key: bool


def first_not_plain(value: Any, root: str) -> NotPlain | None:
    """The first part of ``value`` (in reading order) that is not plain data, or None."""
    todo: list[tuple[str, Any]] = [(root, value)]
    while todo:
        path, item = todo.pop()
        if isinstance(item, PLAIN_SCALARS):
            continue
        if isinstance(item, Mapping):
            children = []
            for key, child in item.items():
                if not isinstance(key, str):
                    return NotPlain(path, key, True)
                children.append((f"{path}.{key}", child))
        elif isinstance(item, (list, tuple)):
            children = [(f"{path}[{i}]", child) for i, child in enumerate(item)]
        else:
            return NotPlain(path, item, False)
        todo.extend(reversed(children))         # popped last first: the first child comes next
    return None


def plain_data_problem(value: Any, where: str) -> str | None:
    """Why ``value`` cannot be saved as plain data, or None."""
    found = first_not_plain(value, where)
    if found is None:
        return None
    if found.is_key:
        return f"{found.path} has a non-text key {found.culprit!r}"
    return f"{found.path} holds a {type(found.culprit).__name__}, which is not plain data"


def proven_copy(slot: Any, old: Mapping[str, Any]) -> tuple[dict[str, Any], bytes] | str:
    """A plugin's slot made the host's own, with its marshal bytes (from which each call's copy is
    made), once proven plain data; or why it is not, in one line.

    The copy (through marshal) cuts every tie to objects the plugin may still hold and refuses
    anything but the built-in data types. A part that equals the part it replaces in ``old`` (the
    slot stored before) was proven then (equality between built-in data types runs no plugin
    code), so only the parts that changed are walked.
    """
    if not isinstance(slot, Mapping):
        return f"the slot must be a table with text keys, not a {type(slot).__name__}"
    try:
        data = marshal.dumps(dict(slot))
        fresh = marshal.loads(data)
    except (ValueError, TypeError, RecursionError):
        return plain_data_problem(slot, "slot") or "the slot must be built of dicts, lists, text, numbers and " \
                                                   "booleans only"
    for key, value in fresh.items():
        if not isinstance(key, str):
            return f"slot has a non-text key {key!r}"
        if key in old and old[key] == value or is_plain(value):
            continue
        return plain_data_problem(value, f"slot.{key}") or f"slot.{key} is not plain data"
    return fresh, data


def _choice_problem(option: Any) -> str | None:
    if type(option) is str or type(option) is int:
        return None
    if isinstance(option, (str, int)) and not isinstance(option, bool):
        return None
    if isinstance(option, tuple) and all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in option):
        return None
    return f"option {option!r} is not text, a number or a tuple of them"


def _plain_choices(options: Sequence[Any]) -> bool:
    """Is every option text, a whole number or a tuple of them? (The quick test: types compared
    a container at a time; :func:`_choice_problem` names the option at fault.)"""
    kinds = set(map(type, options))
    if kinds <= _CHOICE_TYPES:
        return True
    if not kinds - {tuple} <= _CHOICE_TYPES:
        return False
    tuples = options if kinds == _TUPLE else (o for o in options if type(o) is tuple)
    return set(map(type, chain.from_iterable(tuples))) <= _CHOICE_TYPES


def choices_problem(options: Sequence[Any]) -> str | None:
    """Why these options cannot be a decision's (each must be text, a whole number or a tuple of
    them, so that it saves and replays), or None. (Any sequence: a turn's options are listed when
    read, ``listed_when_read.py``.)"""
    if _plain_choices(options):
        return None
    return next((p for p in map(_choice_problem, options) if p is not None), "an option is not plain")


def decision_problem(d: Any) -> str | None:
    """Why a decision a plugin asks cannot be put to its actor, or None.

    What every host asks of a decision: a text prompt; at least one option, each plain and none
    repeated; probabilities for CHANCE alone, one per option, none negative, summing to 1; and a
    plain context. Who may be its actor and what its kind must start with is each host's own say.
    """
    if not isinstance(d.prompt, str):
        return f"the prompt must be text, not a {type(d.prompt).__name__}"
    options = tuple(d.options)
    if not options:
        return "a decision needs at least one option and no repeats"
    if (problem := choices_problem(options)) is not None:      # before the repeats: a list cannot be counted
        return problem
    if len(set(options)) != len(options):
        return "a decision needs at least one option and no repeats"
    if d.actor == CHANCE:
        if d.probs is None or len(d.probs) != len(options) or min(d.probs) < 0 or abs(sum(d.probs) - 1) > 1e-6:
            return "a CHANCE decision needs one probability per option, summing to 1"
    elif d.probs is not None:
        return "only a CHANCE decision has probabilities; a player's must have probs None"
    context = dict(d.context)
    return None if is_plain(context) else plain_data_problem(context, "context")
