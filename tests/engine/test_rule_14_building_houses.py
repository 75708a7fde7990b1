"""Rule 14 (lost; reconstructed, INTERPRETATIONS I-16): building houses.

An owner builds on his own lots on his turn, before throwing, paying $100 a house to
MISCELLANEOUS ("All money and implements not in use ... MISCELLANEOUS"); at most three a lot
(the advanced rules); 66 houses in all.
"""
from __future__ import annotations

import pytest

from landlord.engine import IllegalChoiceError


def test_building_a_house_costs_100_paid_into_miscellaneous(new_game):
    game = new_game()
    game.set_cash(0, 150)                 # set up directly: Ann has $150
    misc = game.misc
    game.play("build:the-bowery")
    assert game.state.houses["the-bowery"] == 1
    assert game.state.house_owner["the-bowery"] == 0
    assert game.cash(0) == 50
    assert game.misc == misc + 100 and game.treasury == 0
    assert [e.data["lot"] for e in game.events_named("built")] == ["the-bowery"]


def test_an_owner_may_build_only_on_his_own_lots(new_game):
    game = new_game()
    game.set_cash(0, 150)                 # set up directly
    builds = sorted(o for o in game.pending.options if o.startswith("build:"))
    assert builds == ["build:beggarmans-court", "build:the-bowery", "build:wall-street"]
    with pytest.raises(IllegalChoiceError, match="'build:boomtown' is not an option of 'turn'"):
        game.play("build:boomtown")       # Ben's lot


def test_railroads_and_utilities_take_no_houses(new_game):
    game = new_game()
    game.set_cash(0, 150)                 # set up directly
    assert "build:royal-rusher-rr" not in game.pending.options


def test_a_player_without_100_cannot_build(new_game):
    game = new_game()                     # beginners hold $75
    assert not [o for o in game.pending.options if o.startswith("build:")]


def test_a_player_may_build_several_houses_before_his_throw_and_then_throws(new_game):
    game = new_game()
    game.set_cash(0, 300)                 # set up directly
    game.play("build:the-bowery", "build:wall-street")
    assert game.pending.kind == "turn" and game.pending.actor == 0
    game.play("roll", (4, 6))
    assert game.state.total_houses() == 2 and game.cash(0) == 300 - 200 - 10


def test_no_house_can_be_built_once_all_66_are_on_the_board(new_game):
    game = new_game()
    game.set_cash(0, 500)                 # set up directly
    for lot in game.rules.spaces_of_kind("lot"):
        game.state.houses[lot.id] = 3     # set up directly: 22 lots x 3 = 66 houses stand
    game.state.houses["the-bowery"] = 2
    game.state.houses["wayback"] = 3
    assert game.state.total_houses() == 65
    assert "build:the-bowery" in game.pending.options
    game.play("build:the-bowery")
    assert game.state.total_houses() == 66
    assert not [o for o in game.pending.options if o.startswith("build:")]


def test_a_house_counts_100_at_the_end(new_game, engine):
    game = new_game()
    game.set_cash(0, 100)                 # set up directly
    before = engine.wealth(game.state)[0]
    game.play("build:the-bowery")
    assert engine.wealth(game.state)[0] == before      # $100 of cash became a house worth 100
