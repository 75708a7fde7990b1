"""``landlord replay FILE``: a saved game again, in the window, as text (``--text``), or the position
at the start of a turn (``--position-at N``)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .options import UsageError, add_rules, choices_number, load_rules, load_saved_game, regular_file_or_new

NAME = "replay"
HELP = "replay a saved game (in the window, or as text with --text)"


def add_arguments(rep: argparse.ArgumentParser) -> None:
    rep.add_argument("file", type=Path, help="a saved game")
    rep.add_argument("--text", action="store_true", help="print the whole game log instead")
    add_rules(rep, "the rules file the game was played with")
    rep.add_argument("--position-at", type=choices_number, metavar="N",
                     help="write the position at the start of the turn in play after N choices, as TOML")
    rep.add_argument("--output", type=Path, metavar="PATH", help="with --position-at: write it here, not to stdout")


def run(args: argparse.Namespace) -> int:
    if args.position_at is None and args.output is not None:
        raise UsageError("--output goes with --position-at")
    if args.position_at is not None and args.text:
        raise UsageError("--text and --position-at ask for different things; give one")
    regular_file_or_new("--output", args.output)
    game = load_saved_game(args.file, load_rules(args.rules))
    if args.position_at is not None:
        return _position_at(game, args.file, args.position_at, args.output)
    if args.text:
        from ..replay import print_log
        print_log(game, sys.stdout)
        return 0
    try:
        from ..ui.replay_window import run_replay_window
    except ModuleNotFoundError as exc:         # pygame missing or broken: the text replay still works
        raise UsageError(f"the window replay cannot start ({exc}); use `landlord replay FILE --text`") from None
    return run_replay_window(game)


def _position_at(game, path: Path, choices: int, output: Path | None) -> int:
    """Write the position at the start of the turn in play after ``choices`` choices (TOML)."""
    from ..position_file import dumps, write_position
    from ..replay import turn_start_at
    from ..saves import SaveError
    try:
        start = turn_start_at(game, choices)
    except ValueError as exc:
        raise UsageError(f"{path}: --position-at: {exc}") from None
    if start.choices != choices:
        name = game.state.players[start.seat].name
        print(f"landlord: note: after choice {choices} the game is in the middle of round {start.round}, "
              f"{name}'s turn; this is the position at the start of that turn (after choice {start.choices})",
              file=sys.stderr)
    if output is None:
        sys.stdout.write(dumps(start.position))
        return 0
    try:
        write_position(output, start.position)
    except SaveError as exc:
        raise UsageError(str(exc)) from None
    return 0
