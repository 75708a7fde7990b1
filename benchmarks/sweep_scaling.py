"""How ``landlord sweep`` scales (docs/performance.md, "Sweeps: workers, Dask and the driver's memory").

Three figures:

1. games per second of the same sweep on 1 and 2 local worker processes, and on a Dask
   ``LocalCluster`` of 2 single-threaded worker processes on 127.0.0.1 (needs the ``[cluster]``
   extra), with how much of the workers' time went into the batches themselves: the rest (handing
   tasks out, sending results back, waiting at the end) is the per-task overhead;
2. the driver process's resident memory, sampled through a long sweep of short games on 2 local
   workers, and its peak: it should stay flat, whatever the number of games;
3. the same for the driver alone through a sweep of 1,000,000 games (``--driver-games``): each
   cell's first batch is really played, and its result handed back again for every other batch
   (the very bytes written to the parts, the sums merged), so the driver does all of a million-game
   sweep's work (20,000 batches written and merged) in minutes instead of hours of play.

Prints the machine's load average beside the figures: on a shared machine it says how far to
trust them.

    python benchmarks/sweep_scaling.py --games 100 --long-games 100000
"""
from __future__ import annotations

import argparse
import contextlib
import logging
import os
import resource
import shutil
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:          # for the annotations only: the script imports these inside the functions using them
    from landlord.sweep.batch import BatchResult, Task
    from landlord.sweep.driver import Outcome, Progress
    from landlord.sweep.executors import Executor
    from landlord.sweep.grid import CellSpec


def _specs(vary: tuple[str, ...], games: int, regimes: tuple[str, ...] | None, players: int) -> list[CellSpec]:
    from landlord.engine import load_default_rules
    from landlord.report.collect import ReportPlan
    from landlord.report.regimes import BY_ID, REGIMES
    from landlord.sweep.grid import cell_specs, grid, parse_vary
    from landlord.sweep.parts import default_format
    plan = ReportPlan(games=games, seed=0, agents=("heuristic",) * players, jail="classic",
                      regimes=tuple(BY_ID[r] for r in regimes) if regimes else REGIMES)
    return cell_specs(grid([parse_vary(v) for v in vary]), plan, load_default_rules(), default_format())


def _sweep(specs: list[CellSpec], games: int, executor: Executor, progress: Progress | None = None) -> Outcome:
    from landlord.sweep.driver import batch_size, run_sweep
    from landlord.sweep.folder import SweepFolder
    root = Path(tempfile.mkdtemp(prefix="sweep-bench-"))
    try:
        folder = SweepFolder(root, specs, games, batch_size(games))
        folder.open()
        outcome = run_sweep(folder, executor, games, batch_size(games), progress=progress)
    finally:
        executor.close()
        shutil.rmtree(root, ignore_errors=True)
    return outcome


def throughput(games: int, players: int, repeat: int) -> None:
    """The same sweep on each executor, ``repeat`` times in turn (the best of each kept: on a shared
    machine the others' load comes and goes). A local pool's start (spawning and importing) is in its
    time; the Dask cluster is started once, before."""
    from landlord.sweep.driver import batch_size
    from landlord.sweep.executors import DaskExecutor, LocalExecutor, dask_installed
    specs = _specs(("house-price=50,150",), games, None, players)
    tasks = len(specs) * -(-games // batch_size(games))
    if not dask_installed():
        print("Dask: not installed (pip install 'landlords-game[cluster]')")
    best: dict[str, Outcome] = {}
    with contextlib.ExitStack() as stack:
        client = None
        if dask_installed():
            import distributed
            cluster = stack.enter_context(distributed.LocalCluster(
                n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None,
                silence_logs=logging.ERROR))
            client = stack.enter_context(distributed.Client(cluster))
        for _ in range(repeat):
            runs: dict[str, Callable[[], Executor]] = {"local, 1 worker": lambda: LocalExecutor(1),
                                                       "local, 2 workers": lambda: LocalExecutor(2)}
            if client is not None:
                runs["Dask LocalCluster, 2 workers"] = lambda: DaskExecutor(client=client)
            for name, executor in runs.items():
                outcome = _sweep(specs, games, executor())
                print(f"  {name}: {outcome.played / outcome.seconds:.1f} games/s "
                      f"(load average {os.getloadavg()[0]:.1f})")
                if name not in best or outcome.seconds < best[name].seconds:
                    best[name] = outcome
    for name, outcome in best.items():
        workers = 1 if name == "local, 1 worker" else 2
        print(f"{name}: {outcome.played} games in {outcome.seconds:.1f} s = {outcome.played / outcome.seconds:.1f} "
              f"games/s; in the batches {outcome.busy / (outcome.seconds * workers):.0%} of the workers' time, "
              f"{1000 * outcome.cpu / outcome.played:.1f} ms of CPU a game")
    one, two = best["local, 1 worker"], best["local, 2 workers"]
    print(f"2 workers / 1 worker: {one.seconds / two.seconds:.2f} in games/s (target >= 1.8); CPU a game "
          f"{two.cpu / one.cpu:.2f} times one worker's")
    if "Dask LocalCluster, 2 workers" in best:
        dask = best["Dask LocalCluster, 2 workers"]
        per_task = (dask.seconds * 2 - dask.busy) / tasks
        per_task_games = dask.busy / tasks
        print(f"Dask: {two.seconds / dask.seconds:.2f} of 2 local workers' games/s; {tasks} tasks of "
              f"{dask.played // tasks} games: {per_task * 1000:.0f} ms a task outside its games = "
              f"{per_task / per_task_games:.1%} of the task's games' time (target < 10%)")


def _rss_mb() -> float:
    """This process's resident memory now (Linux)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def driver_memory(games: int, cells: int) -> None:
    from landlord.sweep.executors import LocalExecutor
    prices = ",".join(str(50 + 10 * k) for k in range(cells))
    specs = _specs((f"house-price={prices}", "wages-times=1"), games // cells, ("landlordism",), 3)
    samples: list[tuple[int, float]] = []
    every = max(1, games // 20)

    def progress(done: int, total: int, seconds: float) -> None:
        if not samples or done - samples[-1][0] >= every:
            samples.append((done, _rss_mb()))
    start = _rss_mb()
    outcome = _sweep(specs, games // cells, LocalExecutor(2), progress)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"long sweep: {outcome.played:,} short games ({cells} cells) in {outcome.seconds:.0f} s "
          f"({outcome.played / outcome.seconds:.0f} games/s) on 2 local workers")
    print("driver RSS (MB) by games done: " + ", ".join(f"{done:,}: {mb:.0f}" for done, mb in samples))
    print(f"driver RSS at the start {start:.0f} MB, peak {peak:.0f} MB (target < 200 MB)")


class ReplayedExecutor:
    """Hands back, for every batch, the result of the cell's first batch as if it were that batch's."""

    workers = 2

    def __init__(self) -> None:
        self._played: dict[int, BatchResult] = {}
        self._queued: list[Task] = []

    def submit(self, task: Task) -> None:
        from landlord.sweep.batch import play_batch
        if task.cell.index not in self._played:
            self._played[task.cell.index] = play_batch(task)
        self._queued.append(task)

    def next_result(self) -> BatchResult:
        task = self._queued.pop(0)
        return replace(self._played[task.cell.index], start=task.start, stop=task.stop)

    def cancel(self) -> None:
        self._queued.clear()

    def close(self) -> None:
        pass


def driver_alone(games: int, cells: int) -> None:
    prices = ",".join(str(50 + 10 * k) for k in range(cells))
    per_cell = games // cells
    specs = _specs((f"house-price={prices}", "wages-times=1"), per_cell, ("landlordism",), 3)
    samples: list[tuple[int, float]] = []
    every = max(1, games // 10)

    def progress(done: int, total: int, seconds: float) -> None:
        if not samples or done - samples[-1][0] >= every:
            samples.append((done, _rss_mb()))
    start = _rss_mb()
    outcome = _sweep(specs, per_cell, ReplayedExecutor(), progress)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"driver alone: {outcome.played:,} games' results ({cells} cells) written and merged in "
          f"{outcome.seconds:.0f} s")
    print("driver RSS (MB) by games done: " + ", ".join(f"{done:,}: {mb:.0f}" for done, mb in samples))
    print(f"driver RSS at the start {start:.0f} MB, peak {peak:.0f} MB (target < 200 MB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="game numbers a cell for the throughput (2 cells)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each executor, in turn (the best kept)")
    parser.add_argument("--long-games", type=int, default=100_000, help="games of the long sweep (0: skip it)")
    parser.add_argument("--cells", type=int, default=10, help="cells of the long sweep")
    parser.add_argument("--driver-games", type=int, default=0,
                        help="games of a sweep the driver alone works through, results replayed (0: skip)")
    parser.add_argument("--skip-throughput", action="store_true")
    options = parser.parse_args()
    from landlord.engine import COMPILED
    print(f"{'compiled' if COMPILED else 'pure-Python'} engine, {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f} at the start, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    if not options.skip_throughput:
        throughput(options.games, options.players, options.repeat)
    if options.long_games:
        driver_memory(options.long_games, options.cells)
    if options.driver_games:
        driver_alone(options.driver_games, options.cells)


if __name__ == "__main__":
    main()
