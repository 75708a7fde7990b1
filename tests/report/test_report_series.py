"""What a report records of a game, round by round: the Gini, the shares, and the recorder's
accounts of wages, the Poor House and the Public Treasury, checked on hand-made cases."""
from __future__ import annotations

import pytest

from landlord.engine import TREASURY
from landlord.report.series import (GAME_WIDE, PER_SEAT, RoundRecorder, by_column, earned, replayed_rows,
                                    round_columns, top_share)
from landlord.simulate import gini, play_game


# -- the Gini coefficient ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_gini_of_equal_wealth_is_zero(players):
    assert gini([250] * players) == 0.0


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_gini_when_one_player_holds_everything_is_one_at_any_table(players):
    assert gini([0] * (players - 1) + [900]) == pytest.approx(1.0)
    assert gini([900] + [0] * (players - 1)) == pytest.approx(1.0)


def test_the_gini_counts_debts_as_nothing_and_of_nobody_having_anything_is_zero():
    assert gini([-200, 0, 300]) == pytest.approx(gini([0, 0, 300]))
    assert gini([0, 0, 0]) == 0.0


def test_the_gini_of_a_hand_worked_case():
    # Mean absolute difference over all ordered pairs / (2 * mean): values 1, 2, 3 -> (8/9) / (2 * 2) = 2/9,
    # the textbook figure; scaled by n / (n - 1) = 3/2 so that one-has-all is 1: 1/3.
    assert gini([1, 2, 3]) == pytest.approx(1 / 3)


def test_a_lone_players_gini_is_zero():
    assert gini([500]) == 0.0


# -- the small measures --------------------------------------------------------------------------------
def test_earnings_are_cash_and_houses_at_what_a_house_counts():
    assert earned([10, 0, 300], [0, 2, 1], 100) == [10, 200, 400]


def test_the_top_share_is_the_biggest_holding_over_the_whole():
    assert top_share([0, 11, 3], 22) == 0.5
    assert top_share([22, 0, 0], 22) == 1.0
    assert top_share([0, 0], 22) == 0.0


def test_a_row_has_the_round_then_the_game_wide_columns_then_each_seats():
    columns = round_columns(3)
    assert columns[0] == "round"
    assert columns[1:1 + len(GAME_WIDE)] == GAME_WIDE
    assert columns[-3:] == ("wealth_1", "wealth_2", "wealth_3")
    assert len(columns) == 1 + len(GAME_WIDE) + 3 * len(PER_SEAT)


# -- the recorder on hand-made states -------------------------------------------------------------------
@pytest.fixture
def watched(engine):
    """A new four-player game and a recorder that has seen its first state."""
    state = engine.new_game(["Ann", "Ben", "Cal", "Dot"], seed=3, start="beginners", jail="classic")
    recorder = RoundRecorder(engine)
    recorder.on_step(state)
    return state, recorder


def _end_round(state, recorder):
    state.round += 1
    recorder.on_step(state)
    columns = round_columns(len(state.players))
    return dict(zip(columns, recorder.rows[-1]))


def test_wages_drawn_in_a_round_are_paid_at_the_rate_in_force(watched):
    state, recorder = watched
    state.players[0].wages_drawn += 1
    recorder.on_step(state)
    state.players[2].wages_drawn += 2
    recorder.on_step(state)
    row = _end_round(state, recorder)
    assert row["round"] == 1 and row["wages_paid"] == 300 and row["wage_rate"] == 100


def test_wages_drawn_before_a_wage_rise_are_counted_at_the_old_rate(watched):
    state, recorder = watched
    state.players[1].wages_drawn += 1
    state.options["wage_rise"] = 10            # raised in the same step, by the landing after the wages
    recorder.on_step(state)
    state.players[1].wages_drawn += 1          # a later pass is paid the new wages
    recorder.on_step(state)
    row = _end_round(state, recorder)
    assert row["wages_paid"] == 100 + 110 and row["wage_rate"] == 110 and row["wage_rises"] == 1


def test_a_player_in_the_poor_house_during_a_round_counts_once_and_only_in_that_round(watched):
    state, recorder = watched
    state.players[3].in_poor_house = True
    recorder.on_step(state)
    recorder.on_step(state)
    state.players[3].in_poor_house = False
    recorder.on_step(state)
    assert _end_round(state, recorder)["poor_house"] == 1
    assert _end_round(state, recorder)["poor_house"] == 0


def test_the_top_landlords_share_is_his_lots_over_all_lots_and_nothing_under_the_single_tax(engine, watched):
    state, recorder = watched
    lots = [space.id for space in engine.rules.spaces_of_kind("lot")]
    for card in list(state.owner):
        del state.owner[card]
    for lot in lots[:11]:
        state.owner[lot] = 2
    state.owner[lots[11]] = 0
    row = _end_round(state, recorder)
    assert row["top_land_share"] == 0.5 and row["deeds_3"] == 11 and row["deeds_1"] == 1
    state.single_tax = {"round": 2, "public": [], "colleges": [], "steps": 0, "fund": 0}
    row = _end_round(state, recorder)
    assert row["top_land_share"] == 0.0 and row["top_deed_share"] == 0.5 and row["single_tax"] == 1


def test_the_treasury_income_counts_what_it_spent_and_not_what_adoption_returned(engine, watched):
    state, recorder = watched
    state.accounts[TREASURY] += 75             # taxes and fines in round 1
    recorder.on_step(state)
    row = _end_round(state, recorder)
    assert row["treasury_income"] == 75 and row["treasury_spent"] == 0
    state.accounts[TREASURY] += 20             # round 2: $20 more, then the vote empties the Treasury
    recorder.on_step(state)
    state.accounts[TREASURY] = 0
    state.single_tax = {"round": 2, "public": [], "colleges": [], "steps": 0, "fund": 0}
    recorder.on_step(state)
    state.accounts[TREASURY] += 130            # $130 of land rent, of which $100 buys two improvements
    state.single_tax["steps"] = 2
    state.single_tax["public"] = [engine.rules.st_public_order[0]]
    state.accounts[TREASURY] -= 2 * engine.rules.st_step
    recorder.on_step(state)
    row = _end_round(state, recorder)
    assert row["treasury_income"] == 20 + 130 and row["treasury_spent"] == 2 * engine.rules.st_step
    assert row["public_franchises"] == 1


# -- the recorder on whole games -------------------------------------------------------------------------
@pytest.mark.parametrize("regime", [{}, {"single_tax_from_start": True}, {"start": "monarch"}],
                         ids=["1906 rules", "single tax", "monarch"])
def test_a_whole_games_rows_agree_with_its_result(engine, regime):
    recorder = RoundRecorder(engine)
    state, result = play_game(engine, ["heuristic"] * 3, 11, jail="classic", on_step=recorder.on_step, **regime)
    observed = recorder.finish(state, result)
    columns = round_columns(3)
    rows = [dict(zip(columns, row)) for row in observed["rows"]]
    assert [row["round"] for row in rows] == list(range(1, result.rounds + 1))
    last = rows[-1]
    assert [last[f"cash_{s}"] for s in (1, 2, 3)] == result.cash
    assert [last[f"houses_{s}"] for s in (1, 2, 3)] == result.houses
    assert [last[f"wealth_{s}"] for s in (1, 2, 3)] == result.wealth
    assert last["gini_wealth"] == pytest.approx(gini(result.wealth), abs=1e-4)
    assert observed["end"] == "a player drew wages 5 times"
    drawn = sum(p.wages_drawn for p in state.players)
    if not regime:                       # $100 a pass, and no Natural Opportunities: every dollar is seen
        assert sum(row["wages_paid"] for row in rows) == 100 * drawn
        assert sum(row["treasury_income"] for row in rows) == state.accounts[TREASURY]
    else:
        assert sum(row["wages_paid"] for row in rows) >= 100 * drawn


# -- a game played elsewhere, replayed through the recorder ----------------------------------------------
@pytest.mark.parametrize("regime", [{}, {"single_tax_from_start": True}], ids=["1906 rules", "single tax"])
def test_a_finished_game_replayed_from_its_choices_gives_the_rows_the_simulator_recorded(engine, regime):
    recorder = RoundRecorder(engine)
    state, result = play_game(engine, ["heuristic"] * 4, 7, jail="classic", on_step=recorder.on_step, **regime)
    assert replayed_rows(engine, state) == recorder.finish(state, result)["rows"]


def test_a_game_stopped_by_the_round_limit_is_replayed_without_the_round_it_did_not_play(engine):
    state, result = play_game(engine, ["heuristic"] * 3, 5, jail="classic", end_wages_times=20)
    assert result.ended_by == "wages"         # (a long game) now cut short by a round limit:
    short = engine.new_game(["Heuristic 1", "Heuristic 2", "Heuristic 3"], seed=state.seed, jail="classic",
                            round_limit=6)
    for choice in state.history:
        if engine.pending(short) is None:
            break
        engine.apply(short, choice)
    assert short.ended_by == "round_limit"
    assert [row[0] for row in replayed_rows(engine, short)] == [1, 2, 3, 4, 5, 6]


def test_each_column_is_read_off_the_rows_by_its_name():
    columns = round_columns(2)
    rows = [tuple(range(len(columns))), tuple(range(100, 100 + len(columns)))]
    values = by_column(rows, 2)
    assert list(values) == list(columns)
    assert values["round"] == [0, 100] and values["wealth_2"] == [len(columns) - 1, 100 + len(columns) - 1]
