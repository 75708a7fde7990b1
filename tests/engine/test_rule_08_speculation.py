"""Rule 8 (1906): Speculation, the Broker's License, the ante, the payouts and the skin game.

"If a player's throw would bring him to this space he may refuse to move -- remaining where he
is -- and the next player proceeds. If he elects to play, the ownership of Speculation card for
Broker's License is determined as are Title Deeds under Rule 7. Ownership of card being settled,
the player pays $10 "ante" to the Broker (holder of Speculation card), or, if the card is
purchased by no one at this time, he pays the "ante" into the MISCELLANEOUS pile; then he throws
his dice again, and if he throws a double, he wins $100; an 11, $90; a 10, $80; 9, $70; 8, $60;
7, $50; 6, $40; 5, $30; and pays 10 percent of his winnings to holder of the Speculation card,
or to MISCELLANEOUS pile if no one has purchased the card. If a 3 or 4 is thrown the Broker is
supposed to be caught in a "skin game," -- the speculator wins nothing, and the Broker ... goes
to JAIL and the card is returned to the pack. Winnings are taken from MISCELLANEOUS pile."

In a two-player beginners' game the Broker's License (price $50) is in the pack.
"""
from __future__ import annotations

import pytest


def ann_throws_to_speculation(game):
    game.play("roll", (3, 5))             # Mother Earth + 8 = Speculation
    return game


def ann_speculates_with_ben_as_broker(new_game):
    game = new_game()
    game.give("speculation", 1)           # set up directly: Ben holds the Broker's License
    ann_throws_to_speculation(game).play("forward")
    return game


# -- refusing the move -----------------------------------------------------------------------
def test_a_player_whose_throw_would_bring_him_to_speculation_may_refuse_to_move(new_game):
    game = ann_throws_to_speculation(new_game())
    assert game.pending.kind == "move" and game.pending.options == ("forward", "stay")
    game.play("stay")
    assert game.where(0) == "mother-earth"
    assert game.cash(0) == 75 and game.treasury == 0
    assert "stay" in game.names()
    assert game.pending.kind == "turn" and game.pending.actor == 1     # the next player proceeds


def test_stay_is_not_offered_when_the_throw_does_not_reach_speculation(new_game):
    game = new_game()
    game.give("the-farm", 0)              # set up directly: The Farm is Ann's
    game.play("roll", (3, 4))
    assert game.where(0) == "the-farm"    # moved at once: there was nothing to choose


# -- the license --------------------------------------------------------------------------
def test_the_brokers_license_in_the_pack_is_sold_as_title_deeds_are_under_rule_7(new_game):
    game = ann_throws_to_speculation(new_game()).play("forward")
    decision = game.pending
    assert decision.kind == "bid" and decision.actor == 1
    assert decision.context["card"] == "speculation"
    assert min(decision.options[1:]) == 50


def test_a_speculator_who_buys_the_license_is_the_broker_and_pays_himself_no_ante(new_game):
    game = ann_throws_to_speculation(new_game()).play("forward", "pass", "buy")
    assert game.state.owner["speculation"] == 0
    assert game.cash(0) == 75 - 50
    assert game.treasury == 50
    assert game.pending.kind == "dice" and game.pending.context["purpose"] == "speculation"


def test_when_another_player_buys_the_license_the_ante_goes_to_him(new_game):
    game = ann_throws_to_speculation(new_game()).play("forward", 50, "decline")
    assert game.state.owner["speculation"] == 1
    assert game.treasury == 50
    assert game.cash(1) == 75 - 50 + 10
    assert game.cash(0) == 75 - 10


def test_when_nobody_buys_the_license_the_ante_goes_to_miscellaneous(new_game):
    game = ann_throws_to_speculation(new_game()).play("forward", "pass")
    misc = game.misc
    game.play("decline")
    assert "speculation" not in game.state.owner
    assert game.cash(0) == 75 - 10
    assert game.misc == misc + 10
    assert game.treasury == 0


def test_a_speculator_pays_10_ante_to_the_broker_and_throws_again(new_game):
    game = ann_speculates_with_ben_as_broker(new_game)
    assert game.cash(0) == 65 and game.cash(1) == 85
    assert game.pending.kind == "dice" and game.pending.context["purpose"] == "speculation"


# -- the payouts ---------------------------------------------------------------------------
@pytest.mark.parametrize("dice, winnings", [
    ((6, 6), 100), ((1, 1), 100), ((3, 3), 100),
    ((5, 6), 90), ((4, 6), 80), ((4, 5), 70), ((2, 6), 60), ((3, 4), 50), ((1, 5), 40), ((1, 4), 30),
])
def test_the_speculators_throw_wins_the_amount_the_rule_lists(new_game, dice, winnings):
    game = ann_speculates_with_ben_as_broker(new_game)
    misc = game.misc
    game.play(dice)
    share = winnings // 10
    assert game.cash(0) == 75 - 10 + winnings - share
    assert game.cash(1) == 75 + 10 + share
    assert game.misc == misc - winnings                 # winnings come from Miscellaneous
    assert [e.data["amount"] for e in game.events_named("speculation_win")] == [winnings]


def test_a_double_two_wins_100_as_a_double_and_is_no_skin_game(new_game):
    game = ann_speculates_with_ben_as_broker(new_game)
    game.play((2, 2))
    assert game.cash(0) == 75 - 10 + 100 - 10
    assert game.state.owner["speculation"] == 1
    assert not game.state.players[1].in_jail


def test_without_a_broker_the_10_percent_goes_to_miscellaneous(new_game):
    game = ann_throws_to_speculation(new_game()).play("forward", "pass", "decline")
    misc = game.misc
    game.play((4, 6))                     # 10: $80, of which $8 goes back to Miscellaneous
    assert game.cash(0) == 75 - 10 + 80 - 8
    assert game.misc == misc - 80 + 8


@pytest.mark.parametrize("dice", [(1, 2), (2, 1), (1, 3), (3, 1)])
def test_a_throw_of_3_or_4_is_a_skin_game_the_broker_goes_to_jail_and_returns_the_license(new_game, dice):
    game = ann_speculates_with_ben_as_broker(new_game)
    game.play(dice)
    assert game.cash(0) == 65                           # the speculator wins nothing
    assert game.state.players[1].in_jail
    assert game.where(1) == "shelter"
    assert "speculation" not in game.state.owner
    assert {"skin_game", "license_returned", "jailed"} <= set(game.names())
    assert game.pending.kind == "jail.classic" and game.pending.actor == 1   # Ben's turn is in Jail


def test_a_skin_game_without_a_broker_only_costs_the_speculator_his_ante(new_game):
    game = ann_throws_to_speculation(new_game()).play("forward", "pass", "decline", (1, 2))
    assert game.cash(0) == 65
    assert not any(p.in_jail for p in game.state.players)
    assert "skin_game" in game.names()


def test_a_speculator_who_is_his_own_broker_goes_to_jail_in_a_skin_game(new_game):
    game = ann_throws_to_speculation(new_game()).play("forward", "pass", "buy", (1, 3))
    assert game.state.players[0].in_jail
    assert "speculation" not in game.state.owner
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_after_speculating_the_turn_passes_on(new_game):
    game = ann_speculates_with_ben_as_broker(new_game)
    game.play((2, 5))                     # 7: $50
    assert game.where(0) == "speculation"
    assert game.pending.kind == "turn" and game.pending.actor == 1
