"""A worker's task: a batch of game numbers of one cell, played and handed back as files and sums.

:func:`play_batch` is what a local worker process or a Dask worker runs. It takes a :class:`Task`
(plain data: the cell's :class:`~landlord.sweep.grid.CellSpec` and a range of game numbers), plays
each game number under every rule set of the cell with the report's own machinery (a
:class:`~landlord.game_series.GameSeries` of ``RunSpec``\\ s watched by the report's
``RoundRecorder``, so a sweep's game is the report's game from the same seed), and returns a
:class:`BatchResult`: the batch's per-game and per-round rows as the bytes of two files, and its
running statistics (:mod:`.moments`).

Game N of every cell is played from the same seed (``simulate.game_seed``), so cells compare game
by game. A batch is named by its cell and first game (:attr:`Task.key`): played twice (a worker
lost, the task retried) it gives the same bytes for the same file and is merged once.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..engine import Rules
from ..game_series import GameSeries
from ..report.collect import ReportPlan
from ..report.output import game_values, padded
from ..report.regimes import regime_named
from ..report.rules_copy import changed_data
from ..report.series import RoundRecorder, round_columns
from ..report.tally import per_game
from ..simulate import RunSpec
from .grid import CellSpec
from .moments import CellStats
from .parts import file_bytes, game_columns, round_columns_of


@dataclass(frozen=True)
class Task:
    """Games ``start`` to ``stop - 1`` of one cell."""

    cell: CellSpec
    start: int
    stop: int

    @property
    def key(self) -> str:
        """The same for the same games of the same cell, in any run: Dask's key, the part's name."""
        return f"landlord-sweep-{self.cell.digest[:16]}-{self.start}"


@dataclass(frozen=True)
class BatchResult:
    """A played batch: its rows as two files' bytes, its statistics, and the time its games took."""

    cell: int
    start: int
    stop: int
    games: bytes
    rounds: bytes
    stats: dict[str, Any]            # CellStats.as_data()
    played: int                      # games: game numbers times rule sets
    seconds: float                   # in the worker, playing and writing
    cpu: float                       # of those, the worker's CPU time (on a busy machine, less than seconds)


#: A worker's cells, by digest: the engine and its game series are built once per cell, not per batch.
_SERIES: dict[str, tuple[GameSeries, Rules]] = {}
_MAX_CACHED = 8


def _series(cell: CellSpec) -> tuple[GameSeries, Rules]:
    if cell.digest not in _SERIES:
        from ..engine.rules import build_rules
        from ..plugin_host import installed_engine
        if len(_SERIES) >= _MAX_CACHED:
            _SERIES.clear()
        rules = build_rules(changed_data(cell.rules_data, cell.rules_changes), source=cell.rules_name)
        engine = installed_engine(rules)
        regimes = tuple(regime_named(r) for r in cell.regimes)
        plan = ReportPlan(games=0, seed=cell.seed, agents=cell.agents, jail=cell.jail, regimes=regimes,
                          end_wages_times=cell.end_wages_times)
        runs = tuple(RunSpec(engine, r.applied_to(plan.table), observer=RoundRecorder,
                             single_tax_carried=r.single_tax_voted) for r in regimes)
        _SERIES[cell.digest] = (GameSeries(runs), rules)
    return _SERIES[cell.digest]


def play_batch(task: Task) -> BatchResult:
    """Play the task's games under every rule set of its cell."""
    began, cpu_began = time.perf_counter(), time.process_time()
    cell = task.cell
    series, rules = _series(cell)
    lots = len(rules.spaces_of_kind("lot"))
    columns = round_columns(len(cell.agents))
    lead = tuple(value for _, value in cell.values)
    games: list[tuple[Any, ...]] = []
    rounds: list[tuple[Any, ...]] = []
    stats = CellStats()
    for index in range(task.start, task.stop):
        measured = {}
        for regime, record in zip(cell.regimes, series.play(index)):
            rows = record["observed"]["rows"]
            measures = per_game(rows, columns, record, rules.wages, rules.house_value, lots)
            measured[regime] = measures
            games.append((*lead, regime, index, *game_values(record, index, cell.seed, cell.agents, measures).values()))
            for row in rows:
                wide = padded(row, len(cell.agents), cell.seats) if len(cell.agents) != cell.seats else row
                rounds.append((*lead, regime, index, *(None if v == "" else v for v in wide)))
        stats.add_game(measured)
    return BatchResult(cell.index, task.start, task.stop,
                       file_bytes(game_columns(cell.columns), games, cell.form),
                       file_bytes(round_columns_of(cell.columns, cell.seats), rounds, cell.form),
                       stats.as_data(), len(games), time.perf_counter() - began, time.process_time() - cpu_began)


__all__ = ["BatchResult", "Task", "play_batch"]
