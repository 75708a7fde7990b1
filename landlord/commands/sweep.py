"""``landlord sweep``: the report's games over a grid (or a list) of parameters, on local worker
processes or a Dask cluster, into a results folder of Parquet or CSV parts (``docs/research.md``).

``--vary KEY=V1,V2,...`` is the report's (``landlord report --vary``: the same keys, parser and
checks), repeatable here: the cells are the product of the values. Every cell's rules are built and
checked before the first game, so a value the rules schema refuses is one line naming the key and
the value, and exit code 2. The first Ctrl-C cancels what is in flight (the cluster's futures too)
and keeps every complete cell: run the same command again to finish the sweep (exit code 130).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from ..command_api import CommandError
from ..engine.classic_jail import CLASSIC_ID
from .options import (UsageError, add_games, add_rules, add_table, add_workers, agents_at_table, installed_jail,
                      load_rules, parsed_by, playing_games)
from .report import EXIT_INTERRUPTED, PARAMETER_KEYS, _regimes

NAME = "sweep"
HELP = "play the report's games over a grid of parameters, locally or on a Dask cluster, into Parquet or CSV"

DEFAULT_OUT = "landlord-sweep"
DEFAULT_GAMES = 1000


_vary = parsed_by("landlord.sweep.grid", "parse_vary")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    cells = parser.add_mutually_exclusive_group(required=True)
    cells.add_argument("--vary", type=_vary, action="append", metavar="KEY=V1,V2,...",
                       help="a parameter and its values, repeatable: the cells are every combination ("
                            + ", ".join(PARAMETER_KEYS) + ", or a rules file's whole number by its dotted key; "
                            "e.g. --vary houses.price=50,100 --vary wages-times=5,10)")
    cells.add_argument("--list", type=Path, metavar="FILE",
                       help="the cells as a CSV file: a header of parameters, a row of values a cell")
    add_games(parser, DEFAULT_GAMES, "games under each rule set in each cell")
    add_table(parser)
    add_workers(parser)
    parser.add_argument("--cluster", metavar="tcp://HOST:PORT",
                        help="play on this Dask scheduler's workers (pip install 'landlords-game[cluster]')")
    parser.add_argument("--out", type=Path, default=Path(DEFAULT_OUT), metavar="DIR",
                        help=f"the results folder (default ./{DEFAULT_OUT}); a sweep's own folder is resumed")
    parser.add_argument("--format", choices=("parquet", "csv"),
                        help="the parts' format (default parquet where pyarrow is installed, else csv)")
    parser.add_argument("--regimes", type=_regimes, default=None, metavar="LIST",
                        help="which of the report's rule sets, comma-separated (default all)")
    parser.add_argument("--jail", help="the id of the jail game (default: the 1906 jail of Rule 6)")
    add_rules(parser)


class ProgressLine:
    """Games done, their rate and the time left, on one line of stderr, redrawn twice a second."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.shown_at = 0.0
        self.open = False

    def __call__(self, done: int, total: int, seconds: float) -> None:
        from ..sweep.driver import time_left
        now = time.monotonic()
        if now - self.shown_at < 0.5 and done != total:
            return
        self.shown_at = now
        rate = done / seconds if seconds > 0 else 0.0
        print(f"\rsweep: {done:,}/{total:,} games  {rate:,.1f} games/s  {time_left(done, total, seconds)} left   ",
              end="", file=self.stream, flush=True)
        self.open = True

    def end_line(self) -> None:
        if self.open:
            print(file=self.stream)
            self.open = False


def _cells(args: argparse.Namespace):
    from ..sweep.grid import grid, listed
    try:
        return grid(args.vary) if args.vary else listed(args.list)
    except ValueError as exc:
        raise UsageError(f"{'--vary' if args.vary else '--list'}: {exc}") from None


def _format(args: argparse.Namespace) -> str:
    from ..sweep.parts import default_format, pyarrow_installed
    if args.format == "parquet" and not pyarrow_installed():
        raise UsageError("--format parquet needs pyarrow: pip install 'landlords-game[cluster]'")
    return args.format or default_format()


def _executor(args: argparse.Namespace):
    from ..simulate import default_workers
    from ..sweep.executors import DaskExecutor, LocalExecutor, dask_installed
    if args.cluster is None:
        return LocalExecutor(args.workers or default_workers())
    if args.workers is not None:
        raise UsageError("--workers: the cluster's workers play the games; give --workers or --cluster")
    if not dask_installed():
        raise UsageError("--cluster needs Dask: pip install 'landlords-game[cluster]'")
    try:
        return DaskExecutor(args.cluster)
    except (OSError, ValueError, TimeoutError) as exc:
        raise UsageError(f"--cluster: cannot reach the scheduler at {args.cluster} ({exc})") from None


def run(args: argparse.Namespace) -> int:
    from ..plugin_host import installed_jail_games
    from ..report.collect import ReportPlan
    from ..report.regimes import REGIMES
    from ..sweep.driver import batch_size
    from ..sweep.folder import SweepFolder, SweepFolderError
    from ..sweep.grid import cell_specs

    rules = load_rules(args.rules)
    agents = agents_at_table(args.agents, args.players, rules)
    jail = args.jail or CLASSIC_ID          # the 1906 jail is the engine's own: always there
    if jail != CLASSIC_ID:
        installed_jail(jail, installed_jail_games().games)
    plan = ReportPlan(games=args.games, seed=args.seed, agents=agents, jail=jail, regimes=args.regimes or REGIMES)
    form = _format(args)
    try:
        specs = cell_specs(_cells(args), plan, rules, form)
    except ValueError as exc:
        raise UsageError(f"{'--vary' if args.vary else '--list'}: {exc}") from None
    batch = batch_size(args.games)
    folder = SweepFolder(args.out, specs, args.games, batch)
    try:
        folder.open()
    except (SweepFolderError, OSError) as exc:
        raise CommandError(f"--out: {exc}") from None
    executor = _executor(args)
    return _play(folder, executor, args.games, batch, rules)


def _play(folder: Any, executor: Any, games: int, batch: int, rules: Any) -> int:
    from ..sweep.charts import write_charts
    from ..sweep.driver import run_sweep
    line = ProgressLine()
    try:
        with playing_games(rules, line.end_line):
            outcome = run_sweep(folder, executor, games, batch, progress=line)
        line.end_line()
        summary = folder.write_summary()
        write_charts(folder)
    except OSError as exc:
        raise CommandError(f"--out: cannot write in {folder.root} ({exc.strerror or exc})") from None
    finally:
        executor.close()
    cells = len(folder.specs)
    done = len(outcome.completed) + len(outcome.skipped)
    if outcome.stopped:
        print(f"landlord: interrupted: {done} of {cells} cells complete in {folder.root}; the same command "
              "finishes the others", file=sys.stderr)
        return EXIT_INTERRUPTED
    rate = outcome.played / outcome.seconds if outcome.seconds else 0.0
    skipped = f" ({len(outcome.skipped)} complete before)" if outcome.skipped else ""
    print(f"{outcome.played:,} games in {outcome.seconds:.1f} s ({rate:.0f} games/s, {executor.workers} worker(s)); "
          f"{cells} cells{skipped}; the summary is {summary}")
    return 0
