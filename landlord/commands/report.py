"""``landlord report``: play every rule set's games and write the report's folder.

Bad input is one line naming the option, and exit code 2 (as every ``landlord`` command). A
progress bar a rule set goes to stderr. The first Ctrl-C stops the run after the game in hand
and writes a report of the games played, marked as stopped (exit code 130); a second Ctrl-C
stops at once, without a report.
"""
from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path
from typing import Any

from ..engine.classic_jail import CLASSIC_ID
from ..engine.limits import MAX_WAGES_TIMES
from ..report.regimes import BY_ID, parse_regimes
from ..command_api import CommandError, whole_number
from .options import (add_games, add_house_rules, add_rules, add_table, add_workers, agents_at_table,
                      house_rules_for, installed_jail, load_rules, playing_games)

NAME = "report"
HELP = "play every rule set's games and write a report with charts (HTML, JSON, CSV); see docs/findings.md"

EXIT_INTERRUPTED = 130          # as a shell reports a command ended by Ctrl-C
DEFAULT_OUT = "landlord-report"


def _regimes(text: str):
    try:
        return parse_regimes(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_games(parser, 1000, "games under each rule set")
    add_table(parser)
    add_workers(parser)
    parser.add_argument("--out", type=Path, default=Path(DEFAULT_OUT), metavar="DIR",
                        help=f"the folder to write the report into (default ./{DEFAULT_OUT})")
    parser.add_argument("--regimes", type=_regimes, default=None, metavar="LIST",
                        help="which rule sets, comma-separated (default all): " + ", ".join(BY_ID))
    parser.add_argument("--jail", help="the id of the jail game (see `landlord plugins`; default: the 1906 jail "
                                       "of Rule 6, whatever the rules file's default)")
    parser.add_argument("--wages-times", type=whole_number(1, MAX_WAGES_TIMES), metavar="N",
                        help="end a game when a player has drawn wages N times (default: the rules file's; "
                             "5 in 1906); more makes longer games")
    add_rules(parser)
    add_house_rules(parser)


def _folder(out: Path) -> Path:
    """The report's folder, made if need be; refused in one line if it cannot be."""
    if out.exists() and not out.is_dir():
        raise CommandError(f"--out: {out} exists and is not a folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CommandError(f"--out: cannot make the folder {out} ({exc.strerror or exc})") from None
    return out


class Bar:
    """A plain-text progress bar on stderr, one line a rule set."""

    WIDTH = 30

    def __init__(self, stream: Any = None) -> None:
        self.stream = stream or sys.stderr
        self.shown: tuple[str, int] | None = None
        self.open = False

    def __call__(self, regime, done: int, total: int) -> None:
        filled = self.WIDTH * done // total
        if self.shown == (regime.id, filled) and done != total and done % 50:
            return              # redraw when the bar moves (and now and then), not every game
        self.shown = (regime.id, filled)
        print(f"\r{regime.id:<22} [{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{total}", end="",
              file=self.stream, flush=True)
        self.open = done != total
        if done == total:
            print(file=self.stream)

    def end_line(self) -> None:
        if self.open:
            print(file=self.stream)
            self.open = False


class StopOnCtrlC:
    """While active, the first Ctrl-C asks the run to stop after the game in hand (``requested``);
    the second one interrupts at once, as Ctrl-C usually does."""

    def __init__(self) -> None:
        self.requested = False
        self._previous: Any = None

    def _handle(self, signum, frame) -> None:
        self.requested = True
        signal.signal(signal.SIGINT, self._previous)

    def __enter__(self) -> StopOnCtrlC:
        self._previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        signal.signal(signal.SIGINT, self._previous)


def run(args: argparse.Namespace) -> int:
    from ..plugin_host import installed_engine, installed_jail_games
    from ..report.collect import ReportPlan, collect
    from ..report.output import CsvFiles, write_report
    from ..report.regimes import REGIMES
    from ..simulate import default_workers

    rules = load_rules(args.rules)
    agents = agents_at_table(args.agents, args.players, rules)
    registry = installed_jail_games()
    jail = args.jail or CLASSIC_ID          # the 1906 jail is the engine's own: always there
    if jail != CLASSIC_ID:
        installed_jail(jail, registry.games)
    engine = installed_engine(rules, registry.games)
    house_rules, house_settings = house_rules_for(args, engine, len(agents))
    plan = ReportPlan(games=args.games, seed=args.seed, agents=agents, jail=jail, regimes=args.regimes or REGIMES,
                      workers=args.workers or default_workers(), end_wages_times=args.wages_times,
                      rules_path=str(args.rules) if args.rules is not None else None,
                      house_rules=tuple(house_rules), house_settings=house_settings)
    folder = _folder(args.out)
    bar = Bar()
    try:
        with playing_games(rules, bar.end_line), CsvFiles(folder, plan, engine.rules) as files, \
                StopOnCtrlC() as ctrl_c:
            report = collect(engine, plan, progress=bar, should_stop=lambda: ctrl_c.requested, on_game=files)
    except OSError as exc:
        raise CommandError(f"--out: cannot write in {folder} ({exc.strerror or exc})") from None
    bar.end_line()
    if report.stopped and not report.games_played:
        print("landlord: interrupted before any game was played; no report written", file=sys.stderr)
        return EXIT_INTERRUPTED
    try:
        write_report(report, folder, str(args.out))
    except OSError as exc:
        raise CommandError(f"--out: cannot write in {folder} ({exc.strerror or exc})") from None
    index = folder / "index.html"
    if report.stopped:
        print(f"landlord: interrupted: a partial report of {report.games_played:,} games is in {index}",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    games_per_s = report.games_played / report.seconds if report.seconds else 0.0
    print(f"{report.games_played:,} games in {report.seconds:.1f} s ({games_per_s:.0f} games/s, "
          f"{plan.workers} worker(s)); the report is {index}")
    return 0
