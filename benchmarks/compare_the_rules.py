"""How long the window's "Compare the rules" takes to play its games (docs/performance.md).

Plays the comparison exactly as the window does (``landlord.ui.comparison_run``: spawned worker
processes, one pool for all six rule sets), without a window, and prints the wall time with the
machine's load before and after, which on a shared machine says more about a figure than the
figure itself. ``--in-process`` times the report's own loop in this one process instead, as the
window played before.

    python benchmarks/compare_the_rules.py --games 200 --players 4 --jail oubliette
"""
from __future__ import annotations

import argparse
import os
import resource
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games under each rule set")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--jail", default=None, help="the rules' default jail game if not given")
    parser.add_argument("--workers", type=int, default=None, help="one per core if not given")
    parser.add_argument("--in-process", action="store_true", help="the report's loop in this process")
    options = parser.parse_args()

    from landlord.engine import COMPILED, load_default_rules
    from landlord.plugin_host import installed_engine, installed_jail_games
    from landlord.report.collect import ReportPlan, collect
    from landlord.report.regimes import REGIMES
    from landlord.ui.comparison_run import ComparisonRun

    rules = load_default_rules()
    engine = installed_engine(rules, installed_jail_games().games)
    plan = ReportPlan(games=options.games, seed=0, agents=("heuristic",) * options.players,
                      jail=options.jail or rules.default_jail, regimes=REGIMES)
    load_before = os.getloadavg()
    began, cpu_began = time.perf_counter(), _cpu()
    if options.in_process:
        collect(engine, plan)
        how, cores = "in this process (the report's loop)", 1
    else:
        run = ComparisonRun(engine, plan, workers=options.workers)
        run.start()
        run.thread.join()
        assert run.result is not None, run.failure
        how, cores = f"{run.workers} spawned worker processes", min(run.workers, os.cpu_count() or 1)
    seconds, cpu = time.perf_counter() - began, _cpu() - cpu_began
    load_after = os.getloadavg()
    print(f"{len(REGIMES)} rule sets x {options.games} games, {options.players} players, jail {plan.jail}, "
          f"{'compiled' if COMPILED else 'pure-Python'} engine, {how}: {seconds:.1f} s wall "
          f"({len(REGIMES) * options.games / seconds:.0f} games/s); {os.cpu_count()} cores, load average "
          f"{load_before[0]:.1f} before, {load_after[0]:.1f} after; CPU {cpu:.1f} s in all "
          f"({1000 * cpu / (len(REGIMES) * options.games):.1f} ms a game), so about {cpu / cores:.1f} s "
          f"of wall time on {cores} core{'s' if cores > 1 else ''} with nothing else running")


def _cpu() -> float:
    """CPU seconds of this process and of its ended children (the worker processes, once joined)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


if __name__ == "__main__":
    main()
