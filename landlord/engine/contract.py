"""What a plugin contract declares, read from the contract itself.

Each kind of plugin object (a jail game, a house rule, a command) is declared once, as a
``typing.Protocol`` of what it must have and a second one of what it may also have. Every check
of "does this object have what it needs", and every list of the members (the plugin guide's
test, the host's one-line refusal), reads those declarations through these functions, so a
member added to a contract is checked and documented without a second list to keep in step.
"""
from __future__ import annotations

from typing import Any


def declared_attributes(protocol: type) -> tuple[str, ...]:
    """The attributes ``protocol`` declares itself (its annotations), in the order written."""
    return tuple(name for name in vars(protocol).get("__annotations__", {}) if not name.startswith("_"))


def declared_methods(protocol: type) -> tuple[str, ...]:
    """The methods ``protocol`` declares itself, in the order written (not those of ``Protocol``)."""
    return tuple(name for name, value in vars(protocol).items() if not name.startswith("_") and callable(value))


def declared_members(protocol: type) -> tuple[str, ...]:
    """Every member ``protocol`` declares: its attributes, then its methods."""
    return declared_attributes(protocol) + declared_methods(protocol)


def missing_members(obj: Any, protocol: type) -> list[str]:
    """The members ``protocol`` declares that ``obj`` lacks, in the declaration's order."""
    return [name for name in declared_members(protocol) if not hasattr(obj, name)]
