"""The sweep's driver: hands out batches, writes what comes back, merges each cell's statistics in
game order, marks cells complete, and shows progress.

At most a few batches per worker are in flight (:data:`IN_FLIGHT_PER_WORKER`), and a batch's rows
arrive as file bytes that go straight to disk, so the driver's memory stays flat however many games
the sweep plays. A batch that arrives before an earlier one of its cell waits (its sums only) until
the earlier ones are merged: the figures never depend on the order batches finish in. A batch that
arrives twice (a task run again and handed back again) is written and merged the first time only.

Stopping (``should_stop``, a Ctrl-C) cancels what is in flight and returns: every cell already
complete stays so, and the next run with the same sweep plays only the others.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from .batch import Task
from .executors import Executor
from .folder import SweepFolder
from .grid import CellSpec
from .moments import CellStats

#: Batches in flight per worker: enough to keep each busy while the driver writes.
IN_FLIGHT_PER_WORKER = 2
#: Game numbers per batch: under every rule set, a few hundred games, seconds of play, so a task's
#: overhead (a few milliseconds on Dask) is well under 1% of its time (docs/performance.md).
DEFAULT_BATCH = 50


def batch_size(games: int) -> int:
    """The games of a task: :data:`DEFAULT_BATCH`, fewer for a short sweep (so its few games still
    spread over the workers). It depends on the games alone, never on the workers: a cell's sums are
    merged batch by batch, so the same batches give the same figures on any executor.

    >>> batch_size(10_000), batch_size(40), batch_size(3)
    (50, 5, 1)
    """
    return max(1, min(DEFAULT_BATCH, games // 8))


#: ``progress(games done, games in all, seconds so far)``.
Progress = Callable[[int, int, float], None]


@dataclass
class _Cell:
    """A cell under way: its batches merged so far (in order), and those that came early."""

    spec: CellSpec
    stats: CellStats = field(default_factory=CellStats)
    next_start: int = 0
    early: dict[int, dict[str, Any]] = field(default_factory=dict)      # a batch's first game: its sums


@dataclass
class Outcome:
    """What a run did: games played now, cells completed now and before, whether it was stopped."""

    played: int = 0
    seconds: float = 0.0
    completed: list[int] = field(default_factory=list)
    skipped: list[int] = field(default_factory=list)
    stopped: bool = False
    busy: float = 0.0               # seconds the workers spent in the batches, for the overhead
    cpu: float = 0.0                # CPU seconds the workers spent in them


def tasks(specs: Sequence[CellSpec], games: int, batch: int) -> Iterator[Task]:
    """Every batch of every cell, cell after cell, each in game order."""
    for spec in specs:
        for start in range(0, games, batch):
            yield Task(spec, start, min(games, start + batch))


def run_sweep(folder: SweepFolder, executor: Executor, games: int, batch: int, *, progress: Progress | None = None,
              should_stop: Callable[[], bool] | None = None) -> Outcome:
    """Play every cell not yet complete in ``folder``, on ``executor``.

    A KeyboardInterrupt (Ctrl-C) is taken as ``should_stop``: what is in flight is cancelled, and the
    outcome says the run stopped.
    """
    began = time.perf_counter()
    outcome = Outcome(skipped=[s.index for s in folder.specs if folder.complete(s.index)])
    todo = [s for s in folder.specs if not folder.complete(s.index)]
    for spec in todo:
        folder.clear(spec.index)
    cells = {s.index: _Cell(s) for s in todo}
    total = sum(games * len(s.regimes) for s in todo)
    pending = tasks(todo, games, batch)
    in_flight: set[tuple[int, int]] = set()         # (cell, first game) of each batch handed out
    window = max(1, executor.workers * IN_FLIGHT_PER_WORKER)
    try:
        while True:
            while len(in_flight) < window and (task := next(pending, None)) is not None:
                executor.submit(task)
                in_flight.add((task.cell.index, task.start))
            if not in_flight:
                break
            result = executor.next_result()
            if (result.cell, result.start) not in in_flight:
                continue          # a batch handed back twice: written and counted the first time only
            in_flight.discard((result.cell, result.start))
            cell = cells[result.cell]
            folder.write_part(result.cell, result.start, result.games, result.rounds)
            outcome.played += result.played
            outcome.busy += result.seconds
            outcome.cpu += result.cpu
            cell.early[result.start] = result.stats
            _merge_in_order(cell, games, batch)
            if cell.next_start >= games:
                folder.finish(cell.spec, cell.stats)
                outcome.completed.append(cell.spec.index)
                del cells[cell.spec.index]
            if progress is not None:
                progress(outcome.played, total, time.perf_counter() - began)
            if should_stop is not None and should_stop():
                outcome.stopped = True
                break
    except KeyboardInterrupt:
        outcome.stopped = True
    finally:
        if outcome.stopped or cells:
            executor.cancel()
    outcome.seconds = time.perf_counter() - began
    return outcome


def _merge_in_order(cell: _Cell, games: int, batch: int) -> None:
    """Merge the cell's early batches that now follow on, in game order."""
    while cell.next_start in cell.early:
        cell.stats.merge(CellStats.from_data(cell.early.pop(cell.next_start)))
        cell.next_start = min(games, cell.next_start + batch)


def time_left(done: int, total: int, seconds: float) -> str:
    """The time left at the rate so far, in words a progress line can hold.

    >>> time_left(100, 400, 30.0), time_left(0, 10, 1.0), time_left(10, 10, 5.0)
    ('1m30s', '-', '0s')
    """
    if done == 0 or seconds <= 0:
        return "-"
    left = math.ceil((total - done) * seconds / done)
    hours, rest = divmod(left, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h{minutes:02d}m"
    return f"{minutes}m{secs:02d}s" if minutes else f"{secs}s"


__all__ = ["DEFAULT_BATCH", "IN_FLIGHT_PER_WORKER", "Outcome", "batch_size", "run_sweep", "tasks", "time_left"]
