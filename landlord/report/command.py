"""``landlord report``: play every rule set's games and write the report's folder.

Bad input is one line naming the option, and exit code 2 (as every ``landlord`` command). A
progress bar a rule set goes to stderr. The first Ctrl-C stops the run after the game in hand
and writes a report of the games played, marked as stopped (exit code 130); a second Ctrl-C
stops at once, without a report.
"""
from __future__ import annotations

import argparse
import logging
import signal
import sys
from pathlib import Path
from typing import Any

from ..commands import CommandError, seed_number, whole_number
from ..engine.classic_jail import CLASSIC_ID
from ..engine.limits import MAX_GAMES, MAX_PLAYERS, MAX_WAGES_TIMES, MAX_WORKERS
from .regimes import BY_ID, parse_regimes

EXIT_INTERRUPTED = 130          # as a shell reports a command ended by Ctrl-C
DEFAULT_OUT = "landlord-report"


def _regimes(text: str):
    try:
        return parse_regimes(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=1000,
                        help=f"games under each rule set (default 1,000, at most {MAX_GAMES:,})")
    parser.add_argument("--players", type=whole_number(1, MAX_PLAYERS),
                        help="how many seats (default 4, or one per --agents entry)")
    parser.add_argument("--seed", type=seed_number, default=0, help="the run's seed (default 0)")
    parser.add_argument("--agents", default="heuristic",
                        help="strong, heuristic, easy or random for every seat, or one per seat: strong,heuristic,...")
    parser.add_argument("--workers", type=whole_number(1, MAX_WORKERS), metavar="N",
                        help="play in N processes (default: one per core); the results are the same for any N")
    parser.add_argument("--out", type=Path, default=Path(DEFAULT_OUT), metavar="DIR",
                        help=f"the folder to write the report into (default ./{DEFAULT_OUT})")
    parser.add_argument("--regimes", type=_regimes, default=None, metavar="LIST",
                        help="which rule sets, comma-separated (default all): " + ", ".join(BY_ID))
    parser.add_argument("--jail", help="the id of the jail game (see `landlord plugins`; default: the 1906 jail "
                                       "of Rule 6, whatever the rules file's default)")
    parser.add_argument("--wages-times", type=whole_number(1, MAX_WAGES_TIMES), metavar="N",
                        help="end a game when a player has drawn wages N times (default: the rules file's; "
                             "5 in 1906); more makes longer games")
    parser.add_argument("--rules", type=Path, help="play with another rules file")


def _seats(agents: str, players: int | None, rules) -> tuple[str, ...]:
    from ..ai import AGENTS
    kinds = [k.strip() for k in agents.split(",")]
    unknown = [k for k in kinds if k not in AGENTS]
    if unknown:
        raise CommandError(f"--agents: unknown agent {unknown[0]!r}; choose from {', '.join(AGENTS)}")
    players = players or (len(kinds) if len(kinds) > 1 else 4)
    if len(kinds) == 1:
        kinds = kinds * players
    elif len(kinds) != players:
        raise CommandError(f"--agents names {len(kinds)} seats but --players is {players}")
    if not rules.min_players <= players <= rules.max_players:
        raise CommandError(f"--players: {players} is out of range; these rules allow "
                           f"{rules.min_players} to {rules.max_players}")
    return tuple(kinds)


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
    from ..cli import _endless, _load_rules           # the command line's shared checks
    from ..engine import EndlessGameError, SetupError
    from ..plugin_host import installed_engine, installed_jail_games
    from ..simulate import default_workers
    from .collect import ReportPlan, collect
    from .output import CsvFiles, write_report
    from .regimes import REGIMES

    rules = _load_rules(args.rules)
    agents = _seats(args.agents, args.players, rules)
    registry = installed_jail_games()
    jail = args.jail or CLASSIC_ID          # the 1906 jail is the engine's own: always there
    if jail != CLASSIC_ID and jail not in registry.games:
        installed = ", ".join(sorted(registry.games))
        raise CommandError(f"--jail: no jail game {jail!r} is installed (installed: {installed})")
    engine = installed_engine(rules, registry.games)
    plan = ReportPlan(games=args.games, seed=args.seed, agents=agents, jail=jail, regimes=args.regimes or REGIMES,
                      workers=args.workers or default_workers(), end_wages_times=args.wages_times,
                      rules_path=str(args.rules) if args.rules is not None else None)
    folder = _folder(args.out)
    bar = Bar()
    jail_log = logging.getLogger("landlord.jail")
    jail_log.disabled = True        # a failing jail game is the 1906 jail's to replace, not news a game
    try:
        with CsvFiles(folder, agents, args.seed) as files, StopOnCtrlC() as ctrl_c:
            report = collect(engine, plan, progress=bar, should_stop=lambda: ctrl_c.requested, on_game=files)
    except KeyboardInterrupt:
        bar.end_line()
        raise
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    except EndlessGameError as exc:
        raise _endless(exc, rules) from None
    except OSError as exc:
        raise CommandError(f"--out: cannot write in {folder} ({exc.strerror or exc})") from None
    finally:
        jail_log.disabled = False
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
