"""A rules file changed in memory: the report's way of playing the 1906 rules with one number changed.

``landlord report --vary house-price=50,100,200`` and the long-game lesson play the rules file
they were given with a value or two changed. The change is made on a copy of the file's data, and
the copy is checked exactly as a rules file on disk would be (``build_rules``: the one schema and
the checks across it), so a value the game could not play is refused in one line, never played.
The copy is written beside the report (:func:`write_rules`), so every game of it can be played
again with ``landlord play --rules`` that file.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from ..engine import Rules, RulesError
from ..engine.limits import MAX_RULES_FILE_BYTES
from ..engine.toml_reader import read_toml

#: A change to a rules file: a dotted key (``houses.price``) and its new value.
Changes = Mapping[str, Any]


@dataclass(frozen=True)
class RulesCopy:
    """Rules changed in memory, with what was changed and the file name to write them to."""

    rules: Rules
    data: dict[str, Any]              # the rules file's data as changed, for writing
    changes: dict[str, Any]
    file_name: str                    # e.g. rules-house-price-50.toml
    original: str                     # the file the copy was made from


def file_data(rules: Rules) -> dict[str, Any]:
    """The data of the rules file ``rules`` were read from (a fresh copy, safe to change)."""
    return read_toml(Path(rules.source), max_bytes=MAX_RULES_FILE_BYTES)


def changed(rules: Rules, changes: Changes, file_name: str) -> RulesCopy:
    """``rules`` with ``changes`` made on a copy of their file's data, checked as a rules file is.

    :raises ValueError: in one line, naming the first problem the check found with the changed copy.
    """
    from ..engine.rules import build_rules
    data = changed_data(file_data(rules), changes)
    try:
        built = build_rules(data, source=file_name)
    except RulesError as exc:
        raise ValueError(f"the rules with {_said(changes)} cannot be played: {exc}") from None
    return RulesCopy(built, data, dict(changes), file_name, rules.source)


def changed_data(data: Mapping[str, Any], changes: Changes) -> dict[str, Any]:
    """A copy of a rules file's ``data`` with ``changes`` made (``data`` itself is left as it is).

    >>> changed_data({"houses": {"price": 100, "value": 100}}, {"houses.price": 50})
    {'houses': {'price': 50, 'value': 100}}
    """
    changed_copy = copy.deepcopy(dict(data))
    for dotted, value in changes.items():
        *tables, key = dotted.split(".")
        table = changed_copy
        for name in tables:
            table = table.setdefault(name, {})
        table[key] = value
    return changed_copy


def _said(changes: Changes) -> str:
    return ", ".join(f"{k} = {v}" for k, v in changes.items())


def write_rules(copy_: RulesCopy, folder: Path) -> Path:
    """Write the changed rules into ``folder`` as a rules file ``landlord play --rules`` reads."""
    import tomli_w
    path = folder / copy_.file_name
    # Said in a comment, not in the title, which the schema bounds and the game prints.
    head = (f"# {copy_.rules.title}, as `landlord report` played it: {_said(copy_.changes)}.\n"
            f"# Copied from {copy_.original}; every other value is the original's.\n")
    path.write_text(head + tomli_w.dumps(copy_.data), encoding="utf-8")
    return path


__all__ = ["RulesCopy", "changed", "changed_data", "file_data", "write_rules"]
