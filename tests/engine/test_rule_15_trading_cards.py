"""Rule 15 (lost; reconstructed, INTERPRETATIONS I-17): cards change hands between players.

Rule 1: "After the game has begun the sale prices of all cards then in use by the players are
regulated by the demand". On his turn a player may offer one of his cards to another player,
or offer to buy another player's card, at a price from a menu around its worth (printed price
plus houses, from half to three times); the other player accepts or rejects. Houses go with
their lot. At most three offers a turn.
"""
from __future__ import annotations

import pytest

from landlord.engine import IllegalChoiceError


def test_a_player_may_offer_one_of_his_cards_to_another_player(new_game):
    game = new_game()
    game.play("trade")
    decision = game.pending
    assert decision.kind == "trade_card" and decision.actor == 0
    assert decision.options[0] == "cancel"
    assert "wall-street" in decision.options and "boomtown" in decision.options   # his and others'
    game.play("wall-street")
    decision = game.pending
    assert decision.kind == "trade_buyer" and decision.options == ("cancel", 1)
    game.play(1)
    decision = game.pending
    assert decision.kind == "trade_price" and decision.actor == 0
    assert decision.options == ("cancel", 50, 75)      # $100 card: half, three quarters; Ben has $75


def test_an_accepted_offer_moves_the_card_and_the_money(new_game):
    game = new_game()
    game.play("trade", "wall-street", 1, 75)
    decision = game.pending
    assert decision.kind == "trade_answer" and decision.actor == 1
    assert decision.context["price"] == 75
    game.play("accept")
    assert game.state.owner["wall-street"] == 1
    assert game.cash(0) == 150 and game.cash(1) == 0
    assert game.treasury == 0
    assert "sold" in game.names()
    assert game.pending.kind == "turn" and game.pending.actor == 0     # Ann goes on with her turn


def test_a_rejected_offer_changes_nothing(new_game):
    game = new_game()
    game.play("trade", "wall-street", 1, 50, "reject")
    assert game.state.owner["wall-street"] == 0
    assert game.cash(0) == 75 and game.cash(1) == 75
    assert "rejected" in game.names()


def test_a_player_may_offer_to_buy_another_players_card(new_game):
    game = new_game()
    game.play("trade", "boomtown")
    decision = game.pending
    assert decision.kind == "trade_price" and decision.context["buyer"] == 0
    assert decision.options == ("cancel", 25, 35, 50, 60, 75)   # around Boomtown's $50, up to Ann's $75
    game.play(60)
    assert game.pending.kind == "trade_answer" and game.pending.actor == 1     # Ben answers
    game.play("accept")
    assert game.state.owner["boomtown"] == 0
    assert game.cash(0) == 15 and game.cash(1) == 135


def test_houses_go_with_their_lot(new_game):
    game = new_game()
    game.build_houses(wall_street=2)      # set up directly: two of Ann's houses on Wall Street
    game.set_cash(1, 1000)                # set up directly: Ben can pay its worth
    game.play("trade", "wall-street", 1)
    assert 300 in game.pending.options    # $100 card + two $100 houses
    game.play(300, "accept")
    assert game.state.owner["wall-street"] == 1
    assert game.state.houses["wall-street"] == 2
    assert game.state.houses_of(1) == 2 and game.state.houses_of(0) == 0


@pytest.mark.parametrize("step", ["trade_card", "trade_buyer", "trade_price"])
def test_an_offer_may_be_cancelled_at_any_step(new_game, step):
    game = new_game()
    game.play("trade")
    path = ["wall-street", 1]
    while game.pending.kind != step:
        game.play(path.pop(0))
    game.play("cancel")
    assert game.pending.kind == "turn" and game.pending.actor == 0
    assert game.state.owner["wall-street"] == 0


def test_a_player_may_make_at_most_three_offers_a_turn(new_game):
    game = new_game()
    for _ in range(3):
        game.play("trade", "wall-street", 1, 50, "reject")
    assert "trade" not in game.pending.options
    with pytest.raises(IllegalChoiceError):
        game.play("trade")


def test_a_card_securing_a_loan_cannot_be_sold_if_the_others_would_not_cover_it(new_game):
    game = new_game()
    for card in ("beggarmans-court", "royal-rusher-rr", "gee-whiz-rr"):
        game.give(card, None)             # set up directly: Ann keeps only Wall Street and The Bowery ($175)
    game.play("borrow")                   # one $100 note, secured by $110 of her $175
    game.play("trade")
    assert "wall-street" not in game.pending.options
    assert "the-bowery" not in game.pending.options
    assert "boomtown" in game.pending.options           # she may still buy
