"""The report's arithmetic: quantiles, means with 95% intervals, bands by round, win rates,
and the measures of one game, on hand-made numbers."""
from __future__ import annotations

import math

import pytest

from landlord.report.regimes import BY_ID
from landlord.report.series import round_columns
from landlord.report.tally import MIN_SHARE_IN_PLAY, Tally, mean_ci, per_game, quantile


def test_a_quantile_interpolates_between_the_two_nearest_values():
    values = [10, 20, 30, 40, 50]
    assert quantile(values, 0.5) == 30
    assert quantile(values, 0.1) == pytest.approx(14)
    assert quantile(values, 0.9) == pytest.approx(46)
    assert quantile(values, 0.0) == 10 and quantile(values, 1.0) == 50


def test_a_mean_has_a_95_percent_interval_of_196_standard_errors():
    mean, half = mean_ci([1, 2, 3, 4, 5])
    assert mean == 3
    assert half == pytest.approx(1.96 * math.sqrt(2.5 / 5))
    assert mean_ci([4, 4, 4]) == (4, 0)
    assert mean_ci([9])[1] is None and math.isnan(mean_ci([])[0])


def _row(columns, **values):
    """A round's row: zeros except what is given."""
    return tuple(values.get(name, 0) for name in columns)


def _record(rows, *, winner=0, rounds=None, single_tax_round=None, players=2):
    return {"observed": {"rows": rows, "end": "a player drew wages 5 times"}, "winner": winner,
            "rounds": rounds or len(rows), "ended_by": "wages", "single_tax_round": single_tax_round,
            "cash": [0] * players}


def test_the_measures_of_one_game_come_from_its_last_row_and_its_sums():
    columns = round_columns(2)
    rows = [_row(columns, round=1, wages_paid=100, treasury_income=40, wage_rate=100, cash_1=50, cash_2=150),
            _row(columns, round=2, wages_paid=200, treasury_income=60, wage_rate=110, single_tax=1,
                 cash_1=80, cash_2=20, houses_2=1, wealth_1=80, wealth_2=320, top_land_share=0.0, poor_house=1)]
    measures = per_game(rows, columns, _record(rows, single_tax_round=1), base_wages=100, house_value=100)
    assert measures["earned"] == 80 + 120 and measures["poorest_earned"] == 80
    assert measures["wages_paid"] == 300 and measures["treasury_income"] == 100 and measures["poor_house"] == 1
    assert measures["top_wealth_share"] == pytest.approx(0.8)
    assert measures["rounds_to_first_rise"] == 1 and measures["single_tax_adopted"] == 1.0


def test_a_game_without_the_single_tax_has_no_rounds_to_a_wage_rise():
    columns = round_columns(2)
    rows = [_row(columns, round=1, wage_rate=100, top_land_share=1.0)]
    measures = per_game(rows, columns, _record(rows), base_wages=100, house_value=100)
    assert "rounds_to_first_rise" not in measures and measures["one_holds_all_land"] == 1.0


def test_a_band_is_drawn_only_for_rounds_that_at_least_half_the_games_reached():
    columns = round_columns(2)
    tally = Tally(BY_ID["landlordism"], ("heuristic", "heuristic"))
    for length, gini in ((2, 0.1), (2, 0.3), (4, 0.5), (1, 0.7)):
        tally.add(_record([_row(columns, round=r, gini_earned=gini) for r in range(1, length + 1)]))
    band = tally.band("gini_earned")
    assert MIN_SHARE_IN_PLAY == 0.5
    assert [b[0] for b in band] == [1, 2]                 # round 3: one game of four still in play
    assert band[0][1] == 4 and band[1][1] == 3
    assert band[0][3] == pytest.approx(0.4) and band[1][3] == pytest.approx(0.3)


def test_win_rates_are_by_seat_and_by_agent_per_seat_played():
    columns = round_columns(3)
    tally = Tally(BY_ID["landlordism"], ("strong", "heuristic", "heuristic"))
    for winner in (0, 0, 1, 2):
        tally.add(_record([_row(columns, round=1)], winner=winner, players=3))
    assert tally.win_rate_by_seat() == [0.5, 0.25, 0.25]
    assert tally.win_rate_by_agent() == {"strong": 0.5, "heuristic": 0.25}
    assert tally.endings == {"wages": 4}


def test_the_gain_over_the_1906_rules_sets_each_game_beside_the_game_of_the_same_number():
    columns = round_columns(2)
    base = Tally(BY_ID["landlordism"], ("heuristic", "heuristic"))
    taxed = Tally(BY_ID["single-tax-at-5"], ("heuristic", "heuristic"))
    for tally, cash in ((base, (100, 200)), (taxed, (150, 180))):
        for game_cash in cash:          # game 0 and game 1, two rounds each
            tally.add(_record([_row(columns, round=r, cash_1=game_cash * r) for r in (1, 2)]))
    # Round 1: game 0 gains 150 - 100 = 50, game 1 loses 180 - 200 = -20; round 2 doubles both.
    assert taxed.gain_band(base) == [(1, 2, -13.0, 15.0, 43.0), (2, 2, -26.0, 30.0, 86.0)]
