"""Rule 3 (1906): wages.

"When a player reaches or passes the beginning point, MOTHER EARTH, he is supposed to have
performed a certain amount of labor worth $100. This amount, his "wages," is paid to him
from MISCELLANEOUS pile."
"""
from __future__ import annotations


def wages_paid(game, seat: int = 0) -> list[int]:
    return [e.data["amount"] for e in game.events_named("money")
            if e.data["why"] == "wages" and e.data["to"] == f"p{seat}"]


def test_a_player_who_passes_mother_earth_draws_100_wages(new_game):
    game = new_game()
    game.put(0, "luxury")                 # set up directly: Ann on Luxury (39)
    game.play("roll", (2, 4))             # 39 + 6 = 45: past Mother Earth to Royal Rusher (hers)
    assert game.where(0) == "royal-rusher-rr"
    assert wages_paid(game) == [100]
    assert game.cash(0) == 75 + 100
    assert game.state.players[0].wages_drawn == 1


def test_a_player_who_stops_exactly_on_mother_earth_draws_100_wages(new_game):
    game = new_game()
    game.put(0, "chance-2")               # set up directly: Ann on the second Chance (37)
    game.play("roll", (1, 2))
    assert game.where(0) == "mother-earth"
    assert wages_paid(game) == [100]
    assert game.cash(0) == 175


def test_wages_are_paid_from_miscellaneous(new_game):
    game = new_game()
    game.put(0, "chance-2")               # set up directly
    misc, total = game.misc, game.money_total()
    game.play("roll", (1, 2))
    assert game.misc == misc - 100
    assert game.money_total() == total


def test_leaving_mother_earth_at_the_start_draws_no_wages(new_game):
    game = new_game()
    game.give("the-farm", 0)              # set up directly: The Farm is Ann's
    game.play("roll", (3, 4))
    assert game.where(0) == "the-farm"
    assert wages_paid(game) == []
    assert game.state.players[0].wages_drawn == 0


def test_a_move_that_stops_short_of_mother_earth_draws_no_wages(new_game):
    game = new_game()
    game.put(0, "grand-boulevard")        # set up directly: Ann on Grand Boulevard (36), Ben's lot
    game.play("roll", (1, 1), "forward")  # 38: Wall Street, her own
    assert game.where(0) == "wall-street"
    assert wages_paid(game) == []


def test_wages_are_drawn_on_every_round_of_the_board(new_game):
    game = new_game()
    game.put(0, "chance-2")               # set up directly
    game.play("roll", (1, 2))             # Ann reaches Mother Earth: wages once
    game.play("roll", (4, 6))             # Ben to Shelter
    game.put(0, "chance-2")               # set up directly again: Ann back on the second Chance
    game.play("roll", (1, 2))             # and wages again
    assert wages_paid(game) == [100, 100]
    assert game.state.players[0].wages_drawn == 2
