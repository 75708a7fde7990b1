"""The Monarch of the World (1906).

"giving to one player all of the land and giving to the other players all other advantages of
the game. Provide each player with $100 at the start and let the game proceed under the rules
with the exception that the landlord gets no wages."  "All of the land" is read as every lot's
title deed, and the "advantages" as the railroads, franchises and the Broker's License, dealt to
the others (INTERPRETATIONS I-4).
"""
from __future__ import annotations


def test_the_landlord_holds_every_lot_and_nothing_else(new_game):
    game = new_game(start="monarch")
    lots = {s.id for s in game.rules.spaces_of_kind("lot")}
    assert len(lots) == 22
    assert set(game.state.cards_of(0)) == lots


def test_the_other_players_are_dealt_all_other_advantages_of_the_game(new_game):
    """ "giving to the other players all other advantages of the game": the railroads, the
    franchises and the Broker's License, dealt in board order from the landlord's left (I-4)."""
    game = new_game(players=3, start="monarch")
    assert game.state.cards_of(1) == ["royal-rusher-rr", "soakum-lighting", "gee-whiz-rr", "pdq-rr"]
    assert game.state.cards_of(2) == ["speculation", "shooting-star-rr", "slambang-trolley"]


def test_the_game_ends_when_no_player_but_the_landlord_has_anything_left_to_pay_with(new_game):
    """The point of the scenario: "the land monopolist is monarch of the world" (I-37)."""
    game = new_game(players=3, start="monarch")
    for seat in (1, 2):                      # set up directly: Ben and Cal have lost everything
        for card in game.state.cards_of(seat):
            game.give(card, 0)
        game.set_cash(seat, 0)
    game.play("roll", (5, 6))                # the landlord's turn ends
    assert game.state.ended_by == "monarch" and game.engine.winner(game.state) == 0
    assert "Monarch of the World" in game.events_named("game_over")[0].text


def test_the_game_goes_on_while_another_player_has_a_dollar(new_game):
    game = new_game(players=3, start="monarch")
    for seat in (1, 2):
        for card in game.state.cards_of(seat):
            game.give(card, 0)
        game.set_cash(seat, 1 if seat == 2 else 0)
    game.play("roll", (5, 6))
    assert not game.state.over


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
    lots = {s.id for s in game.rules.spaces_of_kind("lot")}
    assert set(game.state.cards_of(2)) == lots
    assert not lots & set(game.state.cards_of(0) + game.state.cards_of(1))
    assert game.state.cards_of(0)[0] == "royal-rusher-rr"     # dealing starts at the landlord's left
    assert [p.draws_wages for p in game.state.players] == [True, True, False]
