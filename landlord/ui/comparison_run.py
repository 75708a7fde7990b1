"""Playing a comparison's games for the window: in worker processes, while the window stays free.

The games are the report's (``landlord.report``: the same plan, seeds, observer and tallies), but
played as one run through one pool of worker processes, a task for each game number under every
rule set (``landlord.game_series``: the Single Tax voted in at round R is the 1906 game copied at
round R, so the rounds they share are played once), so the workers start once, not once a rule
set, and every rule set's bar fills together.
The workers are *spawned*, never forked: a forked copy of a process holding a window and running
threads is not safe everywhere. A thread of the window's process hands the games to them and sums
up the results as they come back; the window reads :attr:`ComparisonRun.done` to draw its bars.

:meth:`ComparisonRun.stop` ends the run after the result in hand: the thread then closes the
pool, which ends the worker processes at once (the games they were playing are dropped).
"""
from __future__ import annotations

import functools
import logging
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..engine import Engine
from ..report.collect import Report, ReportPlan
from ..report.series import RoundRecorder
from ..report.tally import Tally
from ..game_series import GameSeries
from ..simulate import Playable, RunSpec, default_workers, play_games
from .comparison import Comparison

#: How the worker processes start: spawned, safe beside a window (see the module's docstring).
START_METHOD = "spawn"


class ComparisonRun:
    """One comparison's games, played in the background from :meth:`start` on."""

    def __init__(self, engine: Engine, plan: ReportPlan, *, workers: int | None = None,
                 on_result: Callable[[Comparison], None] | None = None, rules_path: str | None = None) -> None:
        """:param engine: plays the games in this process (with the lesson's rules, for a lesson).
        :param rules_path: the rules file the worker processes build their engine from, with the
            plan's lesson applied to it (``engine``'s own file if None)."""
        self.engine, self.plan = engine, plan
        self.rules_path = rules_path or engine.rules.source
        self.workers = workers or default_workers()
        self.on_result = on_result
        self.done = {regime.id: 0 for regime in plan.regimes}      # games summed up, by rule set
        self.result: Comparison | None = None
        self.failure = ""
        self.began = time.perf_counter()
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._play, name="compare-the-rules", daemon=True)

    def start(self) -> None:
        self.began = time.perf_counter()
        self.thread.start()

    def stop(self) -> None:
        """Stop after the result in hand; the worker processes end with the thread's run."""
        self._stop.set()

    @property
    def running(self) -> bool:
        return self.thread.is_alive()

    @property
    def played(self) -> int:
        return sum(self.done.values())

    def _play(self) -> None:
        jail_log = logging.getLogger("landlord.jail")
        jail_log.disabled = True      # as ``landlord report``: a failing jail game is the 1906 jail's to replace
        try:
            report = self._collect()
            if report is not None:
                comparison = Comparison.of(report, report.seconds)
                if self.on_result is not None:
                    self.on_result(comparison)
                self.result = comparison
        except Exception as exc:  # shown in the window: the players' set-up is never lost to a traceback
            self.failure = f"The games could not be played: {type(exc).__name__}: {exc}"
        finally:
            jail_log.disabled = False

    def _games(self) -> Playable:
        """What the workers play: the plain recipe where they can build the engine themselves from
        the rules file, else the games themselves (played here, in this process's thread)."""
        if self.workers > 1 and Path(self.rules_path).is_file():
            return InstalledGames(self.rules_path, self.plan)
        return game_series(self.engine, self.plan)

    def _collect(self) -> Report | None:
        """Every rule set's games, summed up as the report sums them (None if stopped)."""
        rules, plan = self.engine.rules, self.plan
        lots = len(rules.spaces_of_kind("lot"))
        tallies = [Tally(regime, plan.agents, base_wages=rules.wages, house_value=rules.house_value, lots=lots)
                   for regime in plan.regimes]
        # A game at a time to a worker: a task is one game under all six rule sets, and small tasks
        # keep both workers busy to the last game.
        results = play_games(self._games(), plan.games, self.workers, start_method=START_METHOD, batch=1)
        try:
            for records in results:
                for tally, record in zip(tallies, records):
                    tally.add(record)
                    self.done[tally.regime.id] = tally.games
                if self._stop.is_set():
                    return None
        finally:
            results.close()           # ends the worker processes now, if the run stopped early
        seconds = time.perf_counter() - self.began
        return Report(plan, {"id": rules.id, "title": rules.title, "version": rules.version, "source": rules.source},
                      tallies, end_wages_times=plan.end_wages_times or rules.end_wages_times, seconds=seconds)


def game_series(engine: Engine, plan: ReportPlan) -> GameSeries:
    """Each game number of ``plan`` under every one of its rule sets, as the report plays them."""
    return GameSeries(tuple(RunSpec(engine, regime.applied_to(plan.table), observer=RoundRecorder,
                                    single_tax_carried=regime.single_tax_voted) for regime in plan.regimes))


@dataclass(frozen=True)
class InstalledGames:
    """A comparison's games as a spawned worker receives them: the rules file's path and the plan,
    plain data, from which each worker builds its own engine with the plugins installed, once (with
    the rules as the plan's lesson changes them, if it names one: ``lessons.Lesson.rules_for``).

    The engine itself is not sent: the compiled build's engine and rules cannot be pickled, and a
    worker that cannot read what it was sent fails before its first game, again and again.
    """

    rules_path: str
    plan: ReportPlan

    @functools.cached_property
    def series(self) -> GameSeries:
        from ..engine import load_rules
        from ..plugin_host import installed_engine
        from ..report.lessons import LESSONS
        rules = load_rules(self.rules_path)
        if self.plan.lesson is not None:
            rules = LESSONS[self.plan.lesson].rules_for(rules).rules
        return game_series(installed_engine(rules), self.plan)

    def play(self, index: int) -> list[dict[str, Any]]:
        return self.series.play(index)
