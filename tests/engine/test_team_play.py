"""Team play (``engine/teams.py``): players who share one purse and one collection of properties.

Dungeonopoly's Team rules ask for it ("Team members share one pool of cash on hand, and one
collection of properties", reading D-126), and any house rule may: it names the seat choice that
puts seats in teams (``team_choice``). Here a house rule that does nothing else, Partners, seats
Ann and Cal (red) against Ben and Dot (blue) in a four-player beginners' game: each player starts
with an average hand and $75, so each team with $150 in one purse.

Ann holds The Bowery, Beggarman's Court and Wall Street; Cal holds Lonely Lane (3, rent $2); Ben
holds Boomtown (11, rent $6); The Farm (7) is in the pack.
"""
from __future__ import annotations

import pytest

from landlord.engine import Engine, load_default_rules, seat_account
from landlord.engine.errors import SetupError
from landlord.engine.holdings import count_holdings, holdings
from landlord.engine.ledger import total_money
from landlord.engine.position import position_of
from landlord.engine.state import BANK_FLOAT
from landlord.plugin import HouseStep
from landlord.plugin_host import installed_jail_games

ANN, BEN, CAL, DOT = range(4)


class Partners:
    """A house rule that only puts the seats in teams."""

    id = "partners"
    title = "Partners"
    version = "1"
    api_version = 2
    team_choice = "teams"
    points: tuple[str, ...] = ()
    triggers: tuple[str, ...] = ()

    def setup(self, table, settings):
        return {}

    def options(self, table, slot, point, seat):
        return {}

    def apply(self, table, slot, seat, choice):
        return HouseStep(slot=dict(slot))

    def react(self, table, slot, trigger, info):
        return None

    def describe(self, table, slot, seat):
        return []


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine(load_default_rules(), installed_jail_games().games, house_rules={"partners": Partners()})


def team_game(engine: Engine, teams=("red", "blue", "red", "blue"), **options):
    state = engine.new_game(["Ann", "Ben", "Cal", "Dot"][:len(teams)], seed=0, start="beginners", jail="classic",
                            house_rules=["partners"], house_settings={"partners": {"teams": list(teams)}},
                            **options)
    engine.apply(state, ANN)                      # Ann throws first
    return state


def play(engine: Engine, state, *choices) -> list:
    events = []
    for choice in choices:
        events += engine.apply(state, choice)
    assert total_money(state) == BANK_FLOAT
    return events


# -- one purse ---------------------------------------------------------------------------------
def test_teammates_play_from_one_purse_holding_both_their_starting_cash(engine):
    state = team_game(engine)
    assert [state.cash(seat) for seat in range(4)] == [150, 150, 150, 150]
    assert state.accounts[seat_account(CAL)] == 0 and state.accounts[seat_account(DOT)] == 0
    assert total_money(state) == BANK_FLOAT


def test_a_player_who_stops_on_his_teammates_lot_pays_no_rent(engine):
    state = team_game(engine)
    events = play(engine, state, "roll", (1, 2))             # Ann to Lonely Lane, Cal's
    assert state.players[ANN].position == 3
    assert state.cash(ANN) == 150 and state.cash(BEN) == 150
    assert not [e for e in events if e.name == "money"]


def test_rent_paid_on_a_players_lot_goes_into_his_teams_purse(engine):
    state = team_game(engine)
    play(engine, state, "roll", (1, 2))                      # Ann to Lonely Lane, her team's
    play(engine, state, "roll", (1, 2))                      # Ben to Lonely Lane, Cal's: $2 rent
    assert state.cash(ANN) == state.cash(CAL) == 152
    assert state.cash(BEN) == state.cash(DOT) == 148


def test_wages_any_teammate_draws_go_into_the_one_purse(engine):
    state = team_game(engine)
    state.players[ANN].position = 38                          # set up directly: Ann on Wall Street
    play(engine, state, "roll", (1, 4))                      # past Mother Earth to Lonely Lane
    assert state.cash(CAL) == 150 + engine.rules.wages


def test_a_player_may_build_on_his_teammates_lot_and_its_rent_is_the_teams(engine):
    state = team_game(engine)
    assert "build:lonely-lane" in engine.pending(state).options      # Cal's lot, on Ann's turn
    play(engine, state, "build:lonely-lane", "roll", (1, 2))  # Ann builds there and stops on it
    assert state.cash(CAL) == 150 - engine.rules.house_price
    play(engine, state, "roll", (1, 2))                      # Ben to Lonely Lane: $2 and a house's $10
    assert state.cash(ANN) == 150 - engine.rules.house_price + 2 + engine.rules.house_rent


# -- one collection of properties ----------------------------------------------------------------
def test_a_teams_cards_and_houses_are_one_holding_whichever_teammate_is_asked(engine):
    state = team_game(engine)
    held = holdings(engine.rules, state)
    assert held.cards_of(ANN) == held.cards_of(CAL) == state.cards_of(CAL)
    assert set(state.cards_of(ANN)) == set(engine.rules.hands[ANN]) | set(engine.rules.hands[CAL])
    assert held == count_holdings(engine.rules, state)
    assert engine.wealth(state)[ANN] == engine.wealth(state)[CAL]


def test_teammates_do_not_bid_against_each_other(engine):
    state = team_game(engine)
    play(engine, state, "roll", (3, 4))                      # Ann to The Farm, in the pack
    auction = state.stack[-1]
    assert auction["kind"] == "auction" and auction["active"] == [BEN, DOT]


def test_no_card_is_offered_to_a_teammate(engine):
    state = team_game(engine)
    play(engine, state, "trade")
    assert "lonely-lane" in engine.pending(state).options    # Cal's card is Ann's to sell
    play(engine, state, "lonely-lane")
    assert engine.pending(state).options == ("cancel", BEN, DOT)


def test_a_note_one_teammate_borrows_is_owed_by_the_team_and_secured_by_its_cards(engine):
    state = team_game(engine)
    play(engine, state, "roll", (1, 2), "roll", (1, 2))      # Ann, then Ben ($2 rent), to Lonely Lane
    play(engine, state, "borrow")                             # Cal borrows a $100 note
    assert state.players[ANN].notes == 1 and state.players[CAL].notes == 0
    assert state.purse_player(CAL).notes == 1
    assert state.cash(ANN) == 152 + engine.rules.loan_note


def test_the_team_with_the_most_wealth_wins_together(engine):
    state = team_game(engine, round_limit=1)
    events = play(engine, state, "roll", (1, 2),             # Ann to Cal's Lonely Lane: free
                  "roll", (1, 2),                            # Ben to Lonely Lane: $2
                  "roll", (5, 6),                            # Cal to Ben's Boomtown: $6
                  "roll", (1, 2))                            # Dot to Lonely Lane: $2
    over = [e for e in events if e.name == "game_over"]
    assert over and over[0].data["team"] == [ANN, CAL]
    assert "Ann and Cal, one team, are the millionaires" in over[0].text
    assert engine.wealth(state)[ANN] == engine.wealth(state)[CAL] > engine.wealth(state)[BEN]


# -- setting up --------------------------------------------------------------------------------
def test_a_seat_given_no_team_plays_alone(engine):
    state = team_game(engine, teams=("red", "none", "red", ""))
    assert state.teams == [ANN, BEN, ANN, DOT]
    assert state.cash(BEN) == 75 and state.cash(DOT) == 75


def test_a_game_without_teams_keeps_nothing_of_them(engine):
    state = team_game(engine, teams=("none", "none", "none", "none"))
    assert state.teams == [] and "teams" not in state.to_data()


def test_teams_that_leave_nobody_to_play_against_are_refused_in_one_line(engine):
    with pytest.raises(SetupError, match="partners.teams: every seat is on one team"):
        team_game(engine, teams=("red", "red", "red", "red"))


def test_a_team_for_each_seat_is_required(engine):
    with pytest.raises(SetupError, match="give a team .* for each of the 4 seats"):
        team_game(engine, teams=("red", "blue", "red", 4))


def test_a_position_keeps_the_teams_and_their_purses(engine):
    state = team_game(engine)
    play(engine, state, "roll", (1, 2))                      # to Ben's turn
    position = position_of(engine, state)
    assert [p["cash"] for p in position["players"]] == [150, 150, 0, 0]
    again = engine.start_from(position)
    assert again.teams == state.teams
    assert [again.cash(seat) for seat in range(4)] == [state.cash(seat) for seat in range(4)]
