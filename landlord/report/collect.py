"""Playing a report's games: every regime in turn, from the same seeds, through the simulator.

:func:`collect` is what the ``landlord report`` command runs, and what a window can run too:
it reports progress through a callback, stops between two games when ``should_stop`` says so
(a Cancel button, a first Ctrl-C), and returns what it has, marked as stopped. The games are
played by the simulator's own worker pool (``landlord.simulate.play_games``), each one watched
by a :class:`~landlord.report.series.RoundRecorder`.
"""
from __future__ import annotations

import shlex
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable, Mapping

from .. import __version__
from ..engine import Engine
from ..engine.limits import MAX_WAGES_TIMES
from ..game_setup import GameSetup
from ..simulate import RunSpec, play_games
from .regimes import Regime
from .series import RoundRecorder
from .tally import Tally

def setting_text(value: Any) -> str:
    """A house rule's setting as ``--house-setting`` reads it back: on or off, one option per seat."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (list, tuple)):
        return ",".join(map(str, value))
    return str(value)


#: ``progress(regime, games done, games in all)``, after every game.
Progress = Callable[[Regime, int, int], None]
#: ``on_game(regime, game number, record)``: each game's result, with ``record["observed"]`` (its rows and
#: why it ended) from :class:`~landlord.report.series.RoundRecorder`.
OnGame = Callable[[Regime, int, dict[str, Any]], None]


@dataclass(frozen=True)
class ReportPlan:
    """What a report plays: the same for every regime, so the regimes differ in their rules alone."""

    games: int
    seed: int
    agents: tuple[str, ...]
    jail: str
    regimes: tuple[Regime, ...]
    workers: int = 1
    end_wages_times: int | None = None      # the rules file's (5) if None
    rules_path: str | None = None           # given on the command line, else the 1906 rules that ship
    house_rules: tuple[str, ...] = ()       # played in every regime's games, with their settings
    house_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    #: The rules as changed in memory for a lesson or a value of ``--vary``, written beside the report
    #: (``rules_copy.write_rules``): what a game's replay plays with, where ``rules_path`` made it.
    rules_copy: str | None = None
    lesson: str | None = None               # a preset of ``--lesson`` (``lessons.LESSONS``)
    vary: str | None = None                 # ``--vary``'s KEY=V1,V2,... (``vary.parse_variation``)

    @property
    def replay_rules(self) -> str | None:
        """The rules file a game of this plan is played again with (None: the 1906 rules that ship)."""
        return self.rules_copy or self.rules_path

    @property
    def table(self) -> GameSetup:
        """The table every regime's games are played at (seats, seed, jail, end, house rules); each
        regime sets its own start and Single Tax on it."""
        return GameSetup.for_seats(self.agents, self.seed, jail=self.jail, end_wages_times=self.end_wages_times,
                                   house_rules=self.house_rules, house_settings=dict(self.house_settings))

    def command_line(self, out: str | None = None) -> str:
        """The ``landlord report`` command that plays these games again (workers do not change them)."""
        agents = self.agents[0] if len(set(self.agents)) == 1 else ",".join(self.agents)
        words = ["landlord", "report", "--games", str(self.games), "--players", str(len(self.agents)),
                 "--seed", str(self.seed), "--agents", agents, "--jail", self.jail,
                 "--regimes", ",".join(r.id for r in self.regimes)]
        if self.end_wages_times is not None:
            words += ["--wages-times", str(self.end_wages_times)]
        if self.rules_path is not None:
            words += ["--rules", self.rules_path]
        if self.lesson is not None:
            words += ["--lesson", self.lesson]
        if self.vary is not None:
            words += ["--vary", self.vary]
        if self.house_rules:
            words += ["--house-rules", ",".join(self.house_rules)]
        for rule_id, settings in self.house_settings.items():
            words += [word for key, value in settings.items()
                      for word in ("--house-setting", f"{rule_id}.{key}={setting_text(value)}")]
        if out is not None:
            words += ["--out", out]
        return shlex.join(words)


@dataclass
class Report:
    """A report's results: one :class:`Tally` per regime, in the plan's order."""

    plan: ReportPlan
    rules: dict[str, str]                   # id, title, version and source of the rules file
    tallies: list[Tally]
    version: str = __version__
    made: str = field(default_factory=lambda: datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
    end_wages_times: int = 5                # the game ends when a player has drawn wages this many times
    round_limit: int = 300                  # or at the end of this round (the rules file's safety net, or a lesson's length)
    seconds: float = 0.0
    stopped: bool = False                   # stopped early: some regimes have fewer games, or none

    @property
    def games_played(self) -> int:
        return sum(t.games for t in self.tallies)

    @property
    def end_words(self) -> str:
        """When these games end, in words: after so many wages, or at a round every game plays to."""
        if self.end_wages_times >= MAX_WAGES_TIMES:
            return f"at the end of round {self.round_limit}: every game is played to it"
        return f"when a player has drawn wages {self.end_wages_times} times"


def collect(engine: Engine, plan: ReportPlan, *, progress: Progress | None = None,
            should_stop: Callable[[], bool] | None = None, on_game: OnGame | None = None) -> Report:
    """Play every regime's games and sum them up.

    Game ``i`` of every regime is played from the same seed (``game_seed(plan.seed, i)``), so
    the regimes are compared on the same dice as far as the games run alike.
    """
    rules = engine.rules
    report = Report(plan, {"id": rules.id, "title": rules.title, "version": rules.version, "source": rules.source},
                    [], end_wages_times=plan.end_wages_times or rules.end_wages_times, round_limit=rules.round_limit)
    began = time.perf_counter()
    for regime in plan.regimes:
        if should_stop is not None and should_stop():
            report.stopped = True
            break
        tally = Tally(regime, plan.agents, base_wages=rules.wages, house_value=rules.house_value,
                      lots=len(rules.spaces_of_kind("lot")))
        report.tallies.append(tally)
        spec = RunSpec(engine, regime.applied_to(plan.table), observer=RoundRecorder,
                       single_tax_carried=regime.single_tax_voted)
        started = time.perf_counter()
        games = play_games(spec, plan.games, plan.workers)
        try:
            for index, record in enumerate(games):
                tally.add(record)
                tally.seconds = time.perf_counter() - started
                if on_game is not None:
                    on_game(regime, index, record)
                if progress is not None:
                    progress(regime, index + 1, plan.games)
                if should_stop is not None and should_stop() and index + 1 < plan.games:
                    report.stopped = True
                    break
        finally:
            games.close()             # ends the worker processes now, if the run stopped early
        if report.stopped:
            break
    report.seconds = time.perf_counter() - began
    return report


__all__ = ["OnGame", "Progress", "Report", "ReportPlan", "collect"]
