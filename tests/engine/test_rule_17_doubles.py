"""Rule 17 (lost; reconstructed, INTERPRETATIONS I-8): a double is a railroad pass.

If a move on a double passes over a railroad, the mover may ride from that railroad to the
next one in his direction and count the rest of his throw from there ("forward-by-rail",
"backward-by-rail"). Riding is optional; passing Mother Earth on the ride draws wages.
Railroads stand at 5, 15, 25 and 35.
"""
from __future__ import annotations


def test_a_double_that_passes_a_railroad_offers_the_ride(new_game):
    game = new_game()
    game.play("roll", (3, 3))             # 6: passes Royal Rusher (5)
    decision = game.pending
    assert decision.kind == "move"
    assert decision.options == ("forward", "forward-by-rail")
    # forward: The Pike (6); by rail: Royal Rusher (5) to Shooting Star (15), then the last 1 space
    assert decision.context["destinations"] == {"forward": 6, "forward-by-rail": 16}


def test_riding_the_railroad_carries_the_player_to_the_next_and_on_by_the_rest_of_his_throw(new_game):
    game = new_game()
    game.play("roll", (3, 3), "forward-by-rail")
    assert game.where(0) == "rickety-row"
    assert "rail_pass" in game.names()
    assert game.pending.kind == "bid" and game.pending.context["card"] == "rickety-row"


def test_the_ride_is_optional(new_game):
    game = new_game()
    game.give("the-pike", 0)              # set up directly: The Pike is Ann's
    game.play("roll", (3, 3), "forward")
    assert game.where(0) == "the-pike"
    assert "rail_pass" not in game.names()


def test_a_throw_that_is_not_a_double_is_no_pass(new_game):
    game = new_game()
    game.give("the-pike", 0)              # set up directly
    game.play("roll", (2, 4))
    assert game.where(0) == "the-pike"    # moved at once: no ride was offered


def test_a_double_that_passes_no_railroad_is_an_ordinary_move(new_game):
    game = new_game()
    game.play("roll", (1, 1))
    assert game.where(0) == "fuel"


def test_a_double_that_stops_on_a_railroad_does_not_pass_it(new_game):
    game = new_game()
    game.put(0, "wayback")                # set up directly: Ann on Wayback (1)
    game.play("roll", (2, 2))             # 5: Royal Rusher itself
    assert game.where(0) == "royal-rusher-rr"


def test_a_ride_past_mother_earth_draws_wages(new_game):
    game = new_game()
    game.put(0, "madison-square")         # set up directly: Ann on Madison Square (33)
    game.play("roll", (3, 3))             # passes P. D. Q. (35)
    assert game.pending.options == ("forward", "forward-by-rail", "backward")
    game.play("forward-by-rail")          # P. D. Q. (35) to Royal Rusher (5), then 4 more: Rubeville (9)
    assert game.where(0) == "rubeville"
    assert game.state.players[0].wages_drawn == 1
    assert game.cash(0) == 175


def test_between_the_chances_a_double_may_ride_backward(new_game):
    game = new_game()
    game.put(0, "grand-boulevard")        # set up directly: Ann on Grand Boulevard (36)
    game.play("roll", (2, 2))             # backward it passes P. D. Q. (35)
    assert game.pending.options == ("forward", "backward", "backward-by-rail")
    game.play("backward-by-rail")         # P. D. Q. (35) back to Gee Whiz (25), then 3 more: Chance (22)
    assert game.where(0) == "chance-1"
    assert game.cash(0) == 75 and game.state.players[0].wages_drawn == 0
    assert game.pending.kind == "chance_card"
