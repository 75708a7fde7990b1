"""The ``landlord`` command: open the game, simulate, check rules files, list plugins.

Bad input never shows a traceback: one line naming what is wrong, and exit code 2
(``rules check`` exits 1 when the file has findings).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import NoReturn, Sequence

from . import __version__

EXIT_FINDINGS = 1
EXIT_USAGE = 2


class UsageError(Exception):
    """A command-line value that cannot be used; the message names it."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")


def _whole_number(minimum: int):
    """An argparse type: a whole number of at least ``minimum`` (seeds may be 0, counts not)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{value} must be at least {minimum}")
        return value
    return parse


_positive = _whole_number(1)
_seed = _whole_number(0)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="landlord", description="The Landlord's Game (Elizabeth Magie, 1906).")
    parser.add_argument("--version", action="version", version=f"landlord {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the game window (the default command)")
    play.add_argument("--rules", type=Path, help="play with another rules file")
    play.add_argument("--screenshot", type=Path, help="write a PNG of the window and exit")

    sim = sub.add_parser("simulate", help="play whole games headless with computer players")
    sim.add_argument("--games", type=_positive, default=100, help="how many games (default 100)")
    sim.add_argument("--players", type=_positive, help="how many seats (default 4, or one per --agents entry)")
    sim.add_argument("--seed", type=_seed, default=0, help="the run's seed (default 0)")
    sim.add_argument("--jail", help="the id of the jail game (see `landlord plugins`)")
    sim.add_argument("--agents", default="heuristic",
                     help="random or heuristic for every seat, or one per seat: heuristic,random,...")
    sim.add_argument("--start", choices=("deal", "beginners", "monarch"), default="deal",
                     help="Rule 1 deal, beginners' hands, or Monarch of the World (default deal)")
    sim.add_argument("--rules", type=Path, help="play with another rules file")
    st = sim.add_mutually_exclusive_group()
    st.add_argument("--single-tax-at", type=_positive, metavar="ROUND",
                    help="propose the Single Tax at this round; the agents vote")
    st.add_argument("--single-tax-from-start", action="store_true", help="play every game under the Single Tax")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of a summary")

    rules = sub.add_parser("rules", help="work with rules files")
    rules_sub = rules.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    check = rules_sub.add_parser("check", help="list every problem in a rules file")
    check.add_argument("file", type=Path)

    sub.add_parser("plugins", help="list the installed jail games")

    oub = sub.add_parser("oubliette", help="play Open Oubliette (John Colagioia) as a game of its own")
    oub.add_argument("--seats", default="human,ai,ai", help="human or ai for each seat (default human,ai,ai)")
    oub.add_argument("--seed", type=_seed, help="seed for the dice and cards (default: a new game each time)")
    oub.add_argument("--json", action="store_true", help="print the result as JSON (computer seats only)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "rules":
            return _rules_check(args.file)
        if args.command == "plugins":
            return _plugins()
        if args.command == "oubliette":
            return _oubliette(args)
        return _play(args)
    except UsageError as exc:
        print(f"landlord: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("landlord: interrupted", file=sys.stderr)
        return 130


# -- commands -------------------------------------------------------------------------
def _load_rules(path: Path | None):
    from .engine import RulesError, load_default_rules, load_rules
    try:
        return load_rules(path) if path is not None else load_default_rules()
    except RulesError as exc:
        raise UsageError(f"{exc} (run `landlord rules check {path}` for the full list)") from None


def _simulate(args: argparse.Namespace) -> int:
    from .ai import AGENTS
    from .engine import Engine, SetupError
    from .plugin_host import installed_jail_games
    from .simulate import simulate, summary

    rules = _load_rules(args.rules)
    kinds = [k.strip() for k in args.agents.split(",")]
    unknown = [k for k in kinds if k not in AGENTS]
    if unknown:
        raise UsageError(f"--agents: unknown agent {unknown[0]!r}; choose from {', '.join(AGENTS)}")
    players = args.players or (len(kinds) if len(kinds) > 1 else 4)
    if len(kinds) == 1:
        kinds = kinds * players
    elif len(kinds) != players:
        raise UsageError(f"--agents names {len(kinds)} seats but --players is {players}")
    if not rules.min_players <= players <= rules.max_players:
        raise UsageError(f"--players: {players} is out of range; these rules allow "
                         f"{rules.min_players} to {rules.max_players}")
    registry = installed_jail_games()
    if args.jail is not None and args.jail not in registry.games:
        raise UsageError(f"--jail: no jail game {args.jail!r} is installed "
                         f"(installed: {', '.join(sorted(registry.games))})")
    engine = Engine(rules, registry.games)

    def progress(done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        print(f"\rsimulating [{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end="",
              file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)

    try:
        report = simulate(engine, games=args.games, agents_by_seat=kinds, seed=args.seed, jail=args.jail,
                          start=args.start, single_tax_at=args.single_tax_at,
                          single_tax_from_start=args.single_tax_from_start, progress=progress)
    except SetupError as exc:
        raise UsageError(str(exc)) from None
    print(json.dumps(report) if args.json else summary(report))
    return 0


def _rules_check(path: Path) -> int:
    from .engine import RulesError, load_rules
    try:
        rules = load_rules(path)
    except RulesError as exc:
        for finding in exc.findings:
            print(finding)
        print(f"{len(exc.findings)} problem(s) found", file=sys.stderr)
        return EXIT_FINDINGS
    print(f"{path}: ok ({rules.title}: {rules.size} spaces, {len(rules.card_ids())} cards, "
          f"{len(rules.chance)} Chance cards)")
    return 0


def _plugins() -> int:
    from .engine import load_default_rules
    from .plugin_host import installed_jail_games
    registry = installed_jail_games()
    default = load_default_rules().default_jail
    rows = [(g.id, g.title, str(g.version), "yes" if g.id == default else "") for g in registry.games.values()]
    header = ("id", "title", "version", "default")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(4)]
    for row in [header] + sorted(rows):
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
    for problem in registry.problems:
        print(f"warning: {problem}", file=sys.stderr)
    return 0


def _oubliette(args: argparse.Namespace) -> int:
    import random
    from landlord_plugins.oubliette import standalone
    seats = [s.strip() for s in args.seats.split(",")]
    bad = [s for s in seats if s not in ("human", "ai")]
    if bad:
        raise UsageError(f"--seats: {bad[0]!r} is not human or ai")
    if not 2 <= len(seats) <= 6:
        raise UsageError(f"--seats: {len(seats)} seats given; Open Oubliette takes 2 to 6")
    if args.json and "human" in seats:
        raise UsageError("--json plays headless: every seat must be ai")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    result = standalone.play(seats, seed, ask_human=standalone.ask_at_terminal,
                             show=None if args.json else print)
    if args.json:
        print(json.dumps(result))
    else:
        print("Banked gold: " + ", ".join(f"seat {i + 1} {g}" for i, g in enumerate(result["banked"])))
    return 0


def _play(args: argparse.Namespace) -> int:
    rules = _load_rules(getattr(args, "rules", None))
    return _open_window(rules, getattr(args, "screenshot", None))


def _open_window(rules, screenshot: Path | None) -> int:
    """The game window at the new-game screen (or, with a screenshot path, one frame of it)."""
    from . import ui  # noqa: F401  (quiets pygame's banner before pygame loads)
    import pygame
    try:
        if screenshot is not None:
            from .ui.autoplay import play_to_screenshot
            return play_to_screenshot(rules, [], 0, 0, screenshot)
        from .ui.app import open_game
        return open_game(rules)
    except pygame.error as exc:
        raise UsageError(f"cannot open a window ({exc}); without a display, use SDL_VIDEODRIVER=dummy "
                         "with --screenshot FILE") from None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
