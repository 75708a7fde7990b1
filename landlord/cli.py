"""The ``landlord`` command: its parser and its dispatch to the sub-commands.

Each built-in sub-command is a module of ``landlord.commands`` (``play``, ``simulate``, ``report``,
``sweep``, ``rules``, ``plugins``, ``replay``) with its ``NAME``, ``HELP``, ``add_arguments(parser)`` and
``run(args)``; the options they share are declared and checked once in ``commands/options.py``.
Installed plugins add their own (``landlord oubliette``). Bad input never shows a traceback: one
line naming what is wrong, and exit code 2.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Mapping, NoReturn, Sequence

from . import __version__
from .command_api import CommandError, PluginCommand
from .commands import play, plugins, replay, report, rules, simulate, sweep
from .commands.options import EXIT_USAGE
from .engine import COMPILED
from .terminal_text import terminal_line

#: Which engine ``landlord --version`` says is running (the compiled build: docs/performance.md).
ENGINE_BUILD = "compiled engine" if COMPILED else "pure-Python engine"

#: The built-in sub-commands, in the order ``landlord --help`` lists them.
BUILT_IN = (play, simulate, report, sweep, rules, plugins, replay)
BY_NAME = {command.NAME: command for command in BUILT_IN}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")


def build_parser(plugin_commands: Mapping[str, PluginCommand] | None = None) -> argparse.ArgumentParser:
    parser = _Parser(prog="landlord", description="The Landlord's Game (Elizabeth Magie, 1906). Rules 13-17 and "
                                                  "the Chance cards are lost and reconstructed: rules/INTERPRETATIONS.md.")
    parser.add_argument("--version", action="version", version=f"landlord {__version__} ({ENGINE_BUILD})")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in BUILT_IN:
        command.add_arguments(sub.add_parser(command.NAME, help=command.HELP, description=command.HELP))
    for extra in (plugin_commands or {}).values():       # what installed plugins add (landlord oubliette, ...)
        extra.add_arguments(sub.add_parser(extra.name, help=extra.help))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from .plugin_host import installed_commands
    plugin_commands, _ = installed_commands()
    parser = build_parser(plugin_commands)
    args = parser.parse_args(argv)
    try:
        if args.command in plugin_commands:
            return plugin_commands[args.command].run(args)
        return BY_NAME.get(args.command, play).run(args)     # no command: play
    except CommandError as exc:
        for line in str(exc).splitlines():     # one line per problem (a position file may have several)
            print(f"landlord: error: {terminal_line(line)}", file=sys.stderr)   # quoted: it may hold a file's text
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("landlord: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:          # whoever read the output stopped (`landlord simulate --json | head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # so the final flush is quiet too
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
