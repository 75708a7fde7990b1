"""Playing a report at each value of one parameter, and what its charts show: each lesson measure
against the parameter, with 95% intervals.

:func:`collect_varied` plays the report's games at every value (:mod:`.vary` says how a value
changes the plan or the rules) through :func:`~landlord.report.collect.collect`, so the games,
their seeds, the workers and the stopping are those of any report. :func:`points` is the one
place the charts' points are computed: the page, its charts and ``summary.json`` read them.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Callable, Sequence

from ..engine import Engine, Rules
from .collect import OnGame, Progress, Report, ReportPlan, collect
from .intervals import Interval
from .paired import BASE, LESSON, pair
from .tally import MEASURE, Measure, Tally
from .vary import Setting, Variation, reference_plan

#: The line of the Single Tax voted in at the round varied: one rule set whose vote moves.
VOTED_LINE = "single-tax-voted"


@dataclass
class VariedReport:
    """A report at each value: one :class:`Report` a value, in the values' order."""

    variation: Variation
    plan: ReportPlan                          # as the command line gave it
    settings: list[Setting]
    reports: list[Report]                     # fewer than the values if the run was stopped
    reference: Report | None = None           # the 1906 rules, played once, for the vote's round
    seconds: float = 0.0
    stopped: bool = False

    @property
    def games_played(self) -> int:
        # The reference's tally sits in every value's report too (the games set beside it): count it once.
        reference = self.reference.tallies if self.reference is not None else []
        own = sum(t.games for r in self.reports for t in r.tallies if not any(t is x for x in reference))
        return own + sum(t.games for t in reference)

    @property
    def against(self) -> str | None:
        """What each value is set beside, game by game, in words (None: nothing, the deals differ)."""
        if self.reference is not None:
            return "the 1906 rules, same games"
        if self.variation.parameter.paired:
            return f"{self.variation.parameter.key} = {self.variation.values[0]}, same games"
        return None


def collect_varied(engine_for: Callable[[Rules], Engine], variation: Variation, plan: ReportPlan,
                   settings: Sequence[Setting], *, progress: Callable[[Setting | None], Progress] | None = None,
                   should_stop: Callable[[], bool] | None = None,
                   on_game: Callable[[Setting | None], OnGame] | None = None) -> VariedReport:
    """Play the report at every value. ``engine_for(rules)`` gives the engine of a value's rules;
    ``progress`` and ``on_game`` give the callbacks of a value's games (None: the reference games)."""
    began = time.perf_counter()
    varied = VariedReport(variation, plan, list(settings), [])
    base_plan = reference_plan(variation, plan)
    base: Tally | None = None
    if base_plan is not None:
        varied.reference = collect(engine_for(settings[0].rules), base_plan,
                                   progress=progress(None) if progress else None, should_stop=should_stop,
                                   on_game=on_game(None) if on_game else None)
        base = varied.reference.tallies[0] if varied.reference.tallies else None
        varied.stopped = varied.reference.stopped
    for setting in settings:
        if varied.stopped or (should_stop is not None and should_stop()):
            varied.stopped = True
            break
        report = collect(engine_for(setting.rules), setting.plan, progress=progress(setting) if progress else None,
                         should_stop=should_stop, on_game=on_game(setting) if on_game else None)
        if base is not None:
            report.tallies.insert(0, base)       # each value's games beside the same games under the 1906 rules
        varied.reports.append(report)
        varied.stopped = report.stopped
    varied.seconds = time.perf_counter() - began
    return varied


@dataclass(frozen=True)
class Point:
    """One point of a chart: a measure's mean over one line's games at one value, and its 95% interval,
    with the paired difference from what the value is set beside (None where nothing is)."""

    measure: Measure
    line: str                 # the rule set's id, or VOTED_LINE
    title: str
    colour: str
    value: int
    regime: str               # the rule set actually played (single-tax-at-7 on the voted line)
    estimate: Interval
    against: Interval | None


def _lines(varied: VariedReport, report: Report) -> list[Tally]:
    """A value's tallies that make the chart's lines (not the reference, drawn apart)."""
    return [t for t in report.tallies if t.games and not (varied.reference is not None and t.regime.id == BASE)]


def points(varied: VariedReport, measures: Sequence[str] = LESSON) -> list[Point]:
    """Every lesson measure's points: a line a rule set, a point a value (in the values' order)."""
    first = varied.reports[0] if varied.reports else None
    reference = varied.reference.tallies[0] if varied.reference and varied.reference.tallies else None
    out = []
    for name in measures:
        measure = MEASURE[name]
        for setting, report in zip(varied.settings, varied.reports):
            for tally in _lines(varied, report):
                line = VOTED_LINE if reference is not None else tally.regime.id
                title = "Single Tax voted in at that round" if reference is not None else tally.regime.title
                against = None
                if reference is not None:
                    against = pair(tally, reference, measure).difference
                elif varied.variation.parameter.paired and first is not None and report is not first:
                    same = next((t for t in first.tallies if t.regime.id == tally.regime.id and t.games), None)
                    against = pair(tally, same, measure).difference if same is not None else None
                out.append(Point(measure, line, title, tally.regime.colour, setting.value, tally.regime.id,
                                 tally.interval(measure), against))
    return out


def reference_estimate(varied: VariedReport, measure: Measure) -> Interval | None:
    """The 1906 rules' mean and interval, the same at every value of the vote's round (None otherwise)."""
    if varied.reference is None or not varied.reference.tallies:
        return None
    return varied.reference.tallies[0].interval(measure)


def with_plan(plan: ReportPlan, variation: Variation) -> ReportPlan:
    """The command line's plan, saying what it varies (its ``--vary``)."""
    return replace(plan, vary=variation.text)


__all__ = ["Point", "VOTED_LINE", "VariedReport", "collect_varied", "points", "reference_estimate", "with_plan"]
