"""``landlord report``: play every rule set's games and write the report's folder; ``--vary
KEY=V1,V2,...`` plays them at each value of one parameter, ``--lesson long`` as long as Magie's
three sittings.

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
from ..report.regimes import BY_ID
from ..command_api import CommandError, whole_number
from .options import (add_games, add_house_rules, add_rules, add_table, add_workers, agents_at_table,
                      house_rules_for, installed_jail, load_rules, parsed_by, playing_games)

NAME = "report"
HELP = "play every rule set's games and write a report with charts (HTML, JSON, CSV); see docs/findings.md"

EXIT_INTERRUPTED = 130          # as a shell reports a command ended by Ctrl-C
DEFAULT_OUT = "landlord-report"
DEFAULT_GAMES = 1000
#: The parameters --vary knows, for its help (``landlord.report.vary.PARAMETERS``, loaded only when run).
PARAMETER_KEYS = ("wages-times", "rounds", "house-price", "section-multiplier", "single-tax-at", "players")


_regimes = parsed_by("landlord.report.regimes", "parse_regimes")
_variation = parsed_by("landlord.report.vary", "parse_variation")
_lesson = parsed_by("landlord.report.lessons", "parse_lesson")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_games(parser, DEFAULT_GAMES, "games under each rule set (a lesson has its own default)")
    parser.set_defaults(games=None)         # so a lesson's default applies when --games is not given
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
    parser.add_argument("--vary", type=_variation, metavar="KEY=V1,V2,...",
                        help="play the report at each value of one parameter and chart every lesson measure against "
                             "it: " + ", ".join(PARAMETER_KEYS) + ", or any whole number of the rules file by its dotted "
                             "key (e.g. house-price=50,100,200, houses.price=50,100, money.wages=50,100)")
    parser.add_argument("--lesson", type=_lesson, metavar="NAME",
                        help="a preset a class can use as it is: long (games as long as Magie's two or three "
                             "sittings, with the advanced rules)")
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

    def __call__(self, regime, done: int, total: int, label: str = "") -> None:
        filled = self.WIDTH * done // total
        name = label + regime.id
        if self.shown == (name, filled) and done != total and done % 50:
            return              # redraw when the bar moves (and now and then), not every game
        self.shown = (name, filled)
        print(f"\r{name:<22} [{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{total}", end="",
              file=self.stream, flush=True)
        self.open = done != total
        if done == total:
            print(file=self.stream)

    def labelled(self, label: str):
        """This bar for the games of one value of a varied report: ``house-price=50 landlordism``."""
        return lambda regime, done, total: self(regime, done, total, label)

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


def _changed_rules(lesson, rules):
    """The lesson's rules, changed in memory from the rules file (None without a lesson)."""
    if lesson is None:
        return None
    try:
        return lesson.rules_for(rules)
    except ValueError as exc:
        raise CommandError(f"--lesson: {exc}") from None


def _refused_together(args: argparse.Namespace) -> None:
    if args.vary is not None and args.lesson is not None:
        raise CommandError("--vary and --lesson each choose the games to play; give one")
    if args.vary is not None and args.vary.parameter.key == "single-tax-at" and args.regimes is not None:
        raise CommandError("--regimes: varying single-tax-at plays the 1906 rules and the Single Tax voted in at "
                           "each round; leave --regimes out")


def run(args: argparse.Namespace) -> int:
    from ..plugin_host import installed_engine, installed_jail_games
    from ..report.collect import ReportPlan
    from ..report.regimes import REGIMES
    from ..simulate import default_workers

    _refused_together(args)
    rules = load_rules(args.rules)
    lesson = args.lesson
    lesson_rules = _changed_rules(lesson, rules)
    agents = agents_at_table(args.agents, args.players, rules)
    registry = installed_jail_games()
    jail = args.jail or CLASSIC_ID          # the 1906 jail is the engine's own: always there
    if jail != CLASSIC_ID:
        installed_jail(jail, registry.games)
    engine = installed_engine(lesson_rules.rules if lesson_rules else rules, registry.games)
    house_rules, house_settings = house_rules_for(args, engine, len(agents))
    games = args.games or (lesson.games if lesson is not None else DEFAULT_GAMES)
    plan = ReportPlan(games=games, seed=args.seed, agents=agents, jail=jail, regimes=args.regimes or REGIMES,
                      workers=args.workers or default_workers(), end_wages_times=args.wages_times,
                      rules_path=str(args.rules) if args.rules is not None else None,
                      house_rules=tuple(house_rules), house_settings=house_settings,
                      lesson=lesson.id if lesson is not None else None,
                      rules_copy=str(args.out / lesson_rules.file_name) if lesson_rules else None)
    if args.vary is not None:
        return _run_varied(args, plan, rules, lambda changed: installed_engine(changed, registry.games))
    folder = _folder(args.out)
    return _play(folder, rules, plan.workers, lambda bar, ctrl_c: _play_report(engine, plan, folder, bar, ctrl_c),
                 _writer(lesson_rules, folder, args.out))


def _writer(copy, folder: Path, out: Path):
    """What writes a report's files once its games are played (with the lesson's rules, if any)."""
    from ..report.output import write_report
    from ..report.rules_copy import write_rules

    def write(report) -> Path:
        if copy is not None:
            write_rules(copy, folder)
        write_report(report, folder, str(out))
        return folder / "index.html"
    return write


def _play_report(engine, plan, folder: Path, bar: Bar, ctrl_c: StopOnCtrlC):
    from ..report.collect import collect
    from ..report.output import CsvFiles
    with CsvFiles(folder, plan, engine.rules) as files:
        return collect(engine, plan, progress=bar, should_stop=lambda: ctrl_c.requested, on_game=files)


def _run_varied(args: argparse.Namespace, plan, rules, engine_for) -> int:
    from ..report.output import CsvFiles
    from ..report.varied import collect_varied, with_plan
    from ..report.vary import settings
    from ..report.vary_output import write_varied

    variation = args.vary
    plan = with_plan(plan, variation)
    try:
        chosen = settings(variation, plan, rules, out=args.out)
    except ValueError as exc:
        raise CommandError(f"--vary: {exc}") from None
    folder = _folder(args.out)

    def play(bar: Bar, ctrl_c: StopOnCtrlC):
        seats = max(len(s.plan.agents) for s in chosen)
        with CsvFiles(folder, plan, rules, varied=variation.parameter.column, seats=seats) as files:
            return collect_varied(
                engine_for, variation, plan, chosen,
                progress=lambda s: bar.labelled(f"{variation.parameter.key}={s.value} " if s else ""),
                should_stop=lambda: ctrl_c.requested,
                on_game=lambda s: files.at(s.value, s.plan, s.rules) if s else files.at("", plan, rules))

    def write(varied) -> Path:
        write_varied(varied, folder, str(args.out))
        return folder / "index.html"
    return _play(folder, rules, plan.workers, play, write)


def _play(folder: Path, rules, workers: int, play, write) -> int:
    """Play a report's games with a progress bar and Ctrl-C to stop, then write it: one line for
    what cannot be written, a partial report when stopped."""
    bar = Bar()
    try:
        with playing_games(rules, bar.end_line), StopOnCtrlC() as ctrl_c:
            report = play(bar, ctrl_c)
    except OSError as exc:
        raise CommandError(f"--out: cannot write in {folder} ({exc.strerror or exc})") from None
    bar.end_line()
    if report.stopped and not report.games_played:
        print("landlord: interrupted before any game was played; no report written", file=sys.stderr)
        return EXIT_INTERRUPTED
    try:
        index = write(report)
    except OSError as exc:
        raise CommandError(f"--out: cannot write in {folder} ({exc.strerror or exc})") from None
    if report.stopped:
        print(f"landlord: interrupted: a partial report of {report.games_played:,} games is in {index}",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    games_per_s = report.games_played / report.seconds if report.seconds else 0.0
    print(f"{report.games_played:,} games in {report.seconds:.1f} s ({games_per_s:.0f} games/s, "
          f"{workers} worker(s)); the report is {index}")
    return 0
