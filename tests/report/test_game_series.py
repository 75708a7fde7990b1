"""The same game under several rule sets at once (landlord.game_series): the Single Tax voted in
at round R branches off the 1906 game at round R, and every record is the very one the rule set's
own run plays, rows and all."""
from __future__ import annotations

from dataclasses import replace

import pytest

from landlord.game_series import GameSeries, branches_from
from landlord.report.collect import ReportPlan
from landlord.report.regimes import REGIMES
from landlord.report.series import RoundRecorder
from landlord.simulate import RunSpec


def runs(engine, jail: str, players: int = 4) -> tuple[RunSpec, ...]:
    plan = ReportPlan(games=1, seed=0, agents=("heuristic",) * players, jail=jail, regimes=REGIMES)
    return tuple(RunSpec(engine, regime.applied_to(plan.table), observer=RoundRecorder,
                         single_tax_carried=regime.single_tax_voted) for regime in REGIMES)


@pytest.mark.parametrize("jail", ["classic", "oubliette"])
def test_each_rule_sets_record_is_the_one_its_own_run_plays(engine, jail):
    series = runs(engine, jail)
    for index in range(4):
        assert GameSeries(series).play(index) == [run.play(index) for run in series], f"game {index}"


def test_a_game_over_before_the_vote_is_the_1906_game_to_its_end(engine):
    series = runs(engine, "classic", players=3)
    late = RunSpec(engine, replace(series[0].setup, single_tax_at=999), observer=RoundRecorder, single_tax_carried=True)
    base, never = GameSeries((series[0], late)).play(2)
    assert never == base == late.play(2)


def test_only_the_votes_carried_at_a_round_branch_off_the_1906_rules(engine):
    series = runs(engine, "classic")
    base = series[0]
    assert [branches_from(run, base) for run in series] == [False, True, True, True, False, False]
    unwatched = RunSpec(base.engine, base.setup)
    assert not branches_from(RunSpec(base.engine, series[1].setup, single_tax_carried=True), unwatched)
