"""The end of the game and the winner.

"the game ends when one player has received his wages five times" (INTERPRETATIONS I-22); "the
player who has the most in cash, cards and houses at the end of the game is the winner ...
Every card and every house counts the holder or owner 100" (Object of the game, 1906). Luxury
cards count as cards; notes still owed are deducted (I-23).
"""
from __future__ import annotations

import pytest

from landlord.engine import IllegalChoiceError


def ann_reaches_mother_earth(game):
    game.put(0, "chance-2")               # set up directly: Ann on the second Chance (37)
    game.play("roll", (1, 2))
    return game


def test_the_game_ends_when_a_player_has_drawn_wages_the_agreed_number_of_times(new_game):
    game = ann_reaches_mother_earth(new_game(end_wages_times=1))
    assert game.state.over and game.state.ended_by == "wages"
    assert game.pending is None
    over = game.events_named("game_over")
    assert len(over) == 1 and over[0].data["reason"] == "wages"


def test_by_default_the_game_ends_at_the_fifth_wages(new_game):
    game = new_game()
    game.state.players[0].wages_drawn = 3          # set up directly: Ann has drawn wages three times
    ann_reaches_mother_earth(game)
    assert not game.state.over
    game.play("roll", (4, 6))                      # Ben to Shelter
    ann_reaches_mother_earth(game)
    assert game.state.players[0].wages_drawn == 5
    assert game.state.over and game.state.ended_by == "wages"


def test_the_turn_in_which_the_last_wages_are_drawn_is_played_out(new_game):
    game = new_game(end_wages_times=1)
    game.put(0, "luxury")                          # set up directly: Ann on Luxury (39)
    game.play("roll", (6, 6), "forward")           # past Mother Earth to Boomtown (11), Ben's
    assert game.state.over
    assert game.cash(0) == 75 + 100 - 6 and game.cash(1) == 75 + 6


def test_the_landlords_passes_of_mother_earth_do_not_end_the_monarchs_game(new_game):
    game = new_game(start="monarch", end_wages_times=1)
    ann_reaches_mother_earth(game)
    assert not game.state.over


def test_a_game_that_runs_past_the_round_limit_ends_as_such(new_game):
    game = new_game(round_limit=1)
    game.play("roll", (4, 6))
    assert not game.state.over
    game.play("roll", (4, 6))
    assert game.state.over and game.state.ended_by == "round_limit"


def test_wealth_is_cash_plus_100_a_card_a_house_and_a_luxury_less_100_a_note(position, engine):
    game = position("""
        turn = 0
        [[players]]
        name = "Ann"                               # average hand one, two houses and a Luxury card
        cash = 75
        cards = ["beggarmans-court", "the-bowery", "wall-street", "royal-rusher-rr", "gee-whiz-rr"]
        houses = { wall-street = 2 }
        luxuries = ["automobile"]
        [[players]]
        name = "Ben"                               # average hand two
        cash = 75
        cards = ["boomtown", "fairhope-avenue", "grand-boulevard", "shooting-star-rr", "slambang-trolley"]
    """)
    game.play("borrow")                            # and a $100 note
    assert game.cash(0) == 175
    assert engine.wealth(game.state)[0] == 175 + 5 * 100 + 2 * 100 + 100 - 100
    assert engine.wealth(game.state)[1] == 75 + 5 * 100


def test_the_printed_price_of_a_card_does_not_matter_at_the_end(new_game, engine):
    game = new_game()
    game.give("wayback", 0)                        # set up directly: a $25 card ...
    cheap = engine.wealth(game.state)[0]
    game.give("wayback", None)
    game.give("fifth-avenue", 0)                   # ... counts the same as a $100 one
    assert engine.wealth(game.state)[0] == cheap


def test_the_winner_is_the_player_with_the_most_wealth(new_game):
    game = new_game(end_wages_times=1)
    game.set_cash(1, 200)                          # set up directly: Ben is richer by $125 ...
    ann_reaches_mother_earth(game)                 # ... and Ann draws only $100
    over = game.events_named("game_over")[0]
    assert over.data["wealth"] == [175 + 500, 200 + 500]
    assert over.data["winner"] == 1
    assert "Ben is the millionaire" in over.text


def test_a_tie_in_wealth_goes_to_the_player_with_more_cash(new_game, engine):
    game = new_game()
    game.give("grand-boulevard", None)             # set up directly: Ben one card down ...
    game.set_cash(1, 175)                          # ... and $100 up
    assert engine.wealth(game.state) == [575, 575]
    assert engine.winner(game.state) == 1


def test_a_tie_in_wealth_and_cash_goes_to_the_earlier_seat(new_game, engine):
    game = new_game()
    assert engine.wealth(game.state) == [575, 575] and game.cash(0) == game.cash(1)
    assert engine.winner(game.state) == 0


def test_no_choice_can_be_applied_once_the_game_is_over(new_game):
    game = ann_reaches_mother_earth(new_game(end_wages_times=1))
    with pytest.raises(IllegalChoiceError, match="the game is over"):
        game.play("roll")
