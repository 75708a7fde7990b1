"""Rule 5 (1906): trespassing.

"D. F. Hogg's Game Preserves and Lord Blueblood's Estate represent property held out of use,
and when a player's move brings him upon one of these spaces he is "trespassing" and must go
to JAIL -- that is, put his checker on the JAIL space."
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("start, dice, preserve", [
    ("mother-earth", (1, 3), "hoggs-game-preserves"),
    ("central-park", (4, 6), "lord-bluebloods-estate"),
])
def test_a_player_who_stops_on_a_private_preserve_goes_to_jail(new_game, start, dice, preserve):
    game = new_game()
    game.put(0, start)                    # set up directly
    game.play("roll", dice)
    moved = game.events_named("moved")
    assert moved[-1].data["to"] == game.rules.index_of(preserve)
    assert game.where(0) == "shelter"     # the Jail shares its corner with Shelter
    assert game.state.players[0].in_jail
    assert "jailed" in game.names()


def test_a_trespasser_pays_nothing_on_the_way_to_jail(new_game):
    game = new_game()
    game.play("roll", (1, 3))
    assert game.cash(0) == 75 and game.treasury == 0


def test_going_to_jail_ends_the_trespassers_turn(new_game):
    game = new_game()
    game.play("roll", (1, 3))
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_passing_over_a_preserve_is_no_trespass(new_game):
    game = new_game()
    game.give("the-pike", 0)              # set up directly: The Pike is Ann's
    game.play("roll", (2, 4))             # over Hogg's (4) to The Pike (6)
    assert game.where(0) == "the-pike"
    assert not game.state.players[0].in_jail
