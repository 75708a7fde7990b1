"""The rule sets a report compares, and the simulator's observer hook that records them."""
from __future__ import annotations

import pytest

from landlord.report.regimes import BY_ID, REGIMES, parse_regimes
from landlord.report.series import RoundRecorder
from landlord.game_setup import GameSetup
from landlord.simulate import RunSpec, play_game, play_games, simulate


def test_the_report_compares_the_1906_rules_the_single_tax_at_three_rounds_and_from_the_start_and_the_monarch():
    assert [r.id for r in REGIMES] == ["landlordism", "single-tax-at-5", "single-tax-at-10", "single-tax-at-20",
                                       "single-tax-from-start", "monarch"]
    assert [r.single_tax_at for r in REGIMES if r.single_tax_voted] == [5, 10, 20]
    assert BY_ID["single-tax-from-start"].single_tax_from_start and BY_ID["monarch"].start == "monarch"


def test_a_list_of_regimes_is_taken_in_the_reports_order_each_once():
    assert [r.id for r in parse_regimes("monarch,landlordism,monarch")] == ["landlordism", "monarch"]


@pytest.mark.parametrize("text, named", [("landlordism,utopia", "'utopia'"), (" , ", "at least one")])
def test_an_unknown_or_empty_list_of_regimes_is_refused_naming_the_problem(text, named):
    with pytest.raises(ValueError, match=named):
        parse_regimes(text)


@pytest.mark.parametrize("round_", [5, 10, 20])
def test_the_single_tax_voted_in_at_a_round_is_adopted_in_that_round_in_every_game(engine, round_):
    for seed in range(3):
        state, result = play_game(engine, ["heuristic"] * 4, seed, jail="classic", single_tax_at=round_,
                                  single_tax_carried=True)
        assert result.single_tax_round == round_
        assert state.single_tax_votes[-1]["adopted"]


def test_without_the_carried_vote_the_agents_own_votes_decide_as_before(engine):
    outcomes = {play_game(engine, ["heuristic"] * 4, seed, jail="classic", single_tax_at=5)[1].single_tax_round
                for seed in range(12)}
    assert None in outcomes and 5 in outcomes     # heuristic players vote it down now and then


def test_a_longer_game_ends_after_more_wages(engine):
    _, short = play_game(engine, ["heuristic"] * 3, 4, jail="classic")
    state, longer = play_game(engine, ["heuristic"] * 3, 4, jail="classic", end_wages_times=8)
    assert longer.rounds > short.rounds and max(p.wages_drawn for p in state.players) == 8


def test_a_run_with_an_observer_plays_the_same_games_and_adds_what_it_saw(engine):
    table = GameSetup.for_seats(["heuristic"] * 3, 2, jail="classic")
    plain = simulate(engine, table, games=3)["results"]
    spec = RunSpec(engine, table, observer=RoundRecorder)
    watched = list(play_games(spec, 3, 1))
    assert [{k: v for k, v in r.items() if k != "observed"} for r in watched] == plain
    assert all(len(r["observed"]["rows"]) == r["rounds"] for r in watched)


def test_what_the_observer_saw_is_the_same_in_worker_processes(engine):
    table = GameSetup.for_seats(["heuristic", "easy"], 8, jail="classic", single_tax_at=5)
    spec = RunSpec(engine, table, observer=RoundRecorder, single_tax_carried=True)
    assert list(play_games(spec, 4, 2)) == list(play_games(spec, 4, 1))
