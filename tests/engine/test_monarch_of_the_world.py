"""The Monarch of the World (1906).

"giving to one player all of the land and giving to the other players all other advantages of
the game. Provide each player with $100 at the start and let the game proceed under the rules
with the exception that the landlord gets no wages."  "All of the land" is read as every lot's
title deed (INTERPRETATIONS I-4).
"""
from __future__ import annotations


def test_the_landlord_holds_every_lot_and_nothing_else(new_game):
    game = new_game(start="monarch")
    lots = {s.id for s in game.rules.spaces_of_kind("lot")}
    assert len(lots) == 22
    assert set(game.state.cards_of(0)) == lots
    for kind in ("railroad", "utility", "speculation"):
        for space in game.rules.spaces_of_kind(kind):
            assert space.id not in game.state.owner     # the others' "advantages" stay for sale


def test_every_player_starts_with_100(new_game):
    game = new_game(players=3, start="monarch")
    assert [game.cash(s) for s in range(3)] == [100, 100, 100]
    assert game.treasury == 0


def test_the_landlord_draws_no_wages(new_game):
    game = new_game(start="monarch")
    game.put(0, "chance-2")               # set up directly: the landlord on the second Chance
    game.play("roll", (1, 2))             # Mother Earth
    assert game.where(0) == "mother-earth"
    assert game.cash(0) == 100
    assert game.state.players[0].wages_drawn == 0
    assert "no_wages" in game.names()


def test_the_other_players_draw_their_wages(new_game):
    game = new_game(start="monarch")
    game.play("roll", (4, 6))             # the landlord to Shelter
    game.put(1, "chance-2")               # set up directly: Ben on the second Chance
    game.play("roll", (1, 2))
    assert game.cash(1) == 200
    assert game.state.players[1].wages_drawn == 1


def test_the_others_pay_the_landlord_rent(new_game):
    game = new_game(start="monarch", first=1)
    game.play("roll", (5, 6))             # Ben to Boomtown, the landlord's
    assert game.cash(1) == 94 and game.cash(0) == 106


def test_the_landlord_may_be_any_seat(new_game):
    game = new_game(players=3, start="monarch", monarch_seat=2)
    assert len(game.state.cards_of(2)) == 22
    assert game.state.cards_of(0) == [] and game.state.cards_of(1) == []
    assert [p.draws_wages for p in game.state.players] == [True, True, False]
