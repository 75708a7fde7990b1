"""Commands that plugins add to ``landlord`` (``landlord oubliette`` is one), and what every
command shares: the one-line error and the bounded whole numbers.

A plugin offers commands through the ``landlord_commands`` hook. Each is an object with a
``name``, a one-line ``help``, ``add_arguments(parser)`` (an ``argparse`` sub-parser) and
``run(args) -> int`` (the exit code). Bad input is a :class:`CommandError`: the ``landlord``
command prints its message as one line and exits 2, as for its own commands.
"""
from __future__ import annotations

import argparse
from typing import Any, Callable, Protocol, runtime_checkable

from .engine.limits import MAX_SEED

#: The built-in commands' names; no plugin may take one.
BUILT_IN_COMMANDS = frozenset({"play", "simulate", "report", "rules", "plugins", "replay"})


class CommandError(Exception):
    """A value a command cannot use; the message names it (printed as one line, exit code 2)."""


@runtime_checkable
class PluginCommand(Protocol):
    name: str
    help: str

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Declare the command's options on its own sub-parser."""

    def run(self, args: argparse.Namespace) -> int:
        """Carry the command out and return its exit code; raise CommandError for bad input."""


def whole_number(minimum: int, maximum: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``minimum`` to ``maximum``, refused in one line."""
    def parse(text: str) -> int:
        shown = text if len(text) <= 24 else text[:21] + "..."
        try:
            value = int(text)
        except ValueError:
            if text.strip().lstrip("+-").isdigit():        # digits, but more than Python converts
                raise argparse.ArgumentTypeError(f"{shown} is too large; at most {maximum}") from None
            raise argparse.ArgumentTypeError(f"{shown!r} is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{shown} must be at least {minimum}")
        if value > maximum:
            raise argparse.ArgumentTypeError(f"{shown} is too large; at most {maximum}")
        return value
    return parse


def command_problem(command: Any) -> str | None:
    """Why a plugin's command cannot be added, or None."""
    name = getattr(command, "name", None)
    if not isinstance(name, str) or not name.isidentifier() and not name.replace("-", "").isalnum():
        return f"a command ({type(command).__name__}) has no usable name"
    if name in BUILT_IN_COMMANDS:
        return f"command {name!r} is one of landlord's own"
    if not isinstance(getattr(command, "help", None), str):
        return f"command {name!r} has no help text"
    for method in ("add_arguments", "run"):
        if not callable(getattr(command, method, None)):
            return f"command {name!r} lacks {method}()"
    return None


#: The argparse type of a ``--seed``: any whole number a save can hold.
seed_number = whole_number(0, MAX_SEED)
