"""Rule 13 (lost; reconstructed, INTERPRETATIONS I-15): the Luxury space.

A player who stops on Luxury pays $75 into the Public Treasury and takes a Luxury card, which
counts 100 at the end like every card. A player who cannot pay, or finds the pack empty, pays
nothing.
"""
from __future__ import annotations


def ann_throws_to_luxury(game):
    game.put(0, "chance-2")               # set up directly: Ann on the second Chance (37)
    game.play("roll", (1, 1))             # 39: Luxury
    assert game.where(0) == "luxury"
    return game


def test_a_player_who_stops_on_luxury_pays_75_into_the_treasury_and_takes_a_luxury_card(new_game):
    game = new_game()
    top = game.state.luxury_pack[0]
    ann_throws_to_luxury(game)
    assert game.cash(0) == 0 and game.treasury == 75
    assert game.state.players[0].luxuries == [top]
    assert top not in game.state.luxury_pack
    assert len(game.state.luxury_pack) == len(game.rules.luxuries) - 1
    assert "luxury" in game.names()


def test_a_luxury_card_counts_100_at_the_end(new_game, engine):
    game = new_game()
    before = engine.wealth(game.state)[0]
    ann_throws_to_luxury(game)
    assert engine.wealth(game.state)[0] == before - 75 + 100


def test_a_player_who_cannot_pay_75_takes_no_luxury_and_pays_nothing(new_game):
    game = new_game()
    game.set_cash(0, 74)                  # set up directly: Ann has $74
    ann_throws_to_luxury(game)
    assert game.cash(0) == 74 and game.treasury == 0
    assert game.state.players[0].luxuries == []
    assert "luxury_short" in game.names()


def test_when_the_luxury_pack_is_empty_nothing_is_bought(new_game):
    game = new_game()
    game.state.luxury_pack.clear()        # set up directly: every Luxury card has been taken
    ann_throws_to_luxury(game)
    assert game.cash(0) == 75 and game.state.players[0].luxuries == []
    assert "luxury_none" in game.names()


def test_no_two_players_hold_the_same_luxury(new_game):
    game = new_game()
    ann_throws_to_luxury(game)
    game.put(1, "chance-2")               # set up directly: Ben on the second Chance
    game.play("roll", (1, 1))
    assert len(game.state.players[1].luxuries) == 1
    assert game.state.players[0].luxuries != game.state.players[1].luxuries
