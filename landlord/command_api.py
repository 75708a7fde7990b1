"""What every ``landlord`` command shares with those that plugins add (``landlord oubliette`` is
one): the contract, the one-line error and the bounded whole numbers.

A plugin offers commands through the ``landlord_commands`` hook. Each is an object with a
``name``, a one-line ``help``, ``add_arguments(parser)`` (an ``argparse`` sub-parser) and
``run(args) -> int`` (the exit code). Bad input is a :class:`CommandError`: the ``landlord``
command prints its message as one line and exits 2, as for its own commands. Plugins import these
from ``landlord.plugin``; the built-in sub-commands live in the package ``landlord.commands``.
"""
from __future__ import annotations

import argparse
from typing import Any, Callable, Protocol, Sequence, runtime_checkable

from .engine.contract import declared_methods
from .engine.limits import MAX_SEED

#: The built-in commands' names; no plugin may take one.
BUILT_IN_COMMANDS = frozenset({"play", "simulate", "report", "sweep", "rules", "plugins", "replay"})


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
    for method in declared_methods(PluginCommand):
        if not callable(getattr(command, method, None)):
            return f"command {name!r} lacks {method}()"
    return None


#: The argparse type of a ``--seed``: any whole number a save can hold.
seed_number = whole_number(0, MAX_SEED)


def read_choice(options: Sequence[Any], *, game: str, help_text: str,
                read: Callable[[str], str] | None = None, say: Callable[[str], None] = print) -> Any:
    """Read a person's answer at a plugin command's terminal: an option's number (1 up) or the
    option itself as shown in brackets. "?" or "help" says ``help_text``; "quit" and the end of
    input stop the command (``SystemExit`` naming ``game``). Bad input asks again. ``read`` is
    ``input`` unless given (looked up when asked, so a test may replace ``input``)."""
    read = read or input
    while True:
        try:
            text = read("> ").strip()
        except EOFError:
            raise SystemExit(f"landlord: input ended; the {game} is abandoned") from None
        if text in ("?", "help"):
            say(help_text)
            continue
        if text in ("quit", "q", "exit"):
            raise SystemExit(f"landlord: the {game} is abandoned")
        if text.isdigit() and 1 <= int(text) <= len(options):
            return options[int(text) - 1]
        named = [option for option in options if str(option) == text]
        if named:
            return named[0]
        say(f"Type a number from 1 to {len(options)}, an option as shown in brackets, or help.")
