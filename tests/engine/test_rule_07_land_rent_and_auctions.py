"""Rule 7 (1906): land rent, and the sale of a lot nobody owns yet.

"When a player stops upon a lot owned by another player, he must pay the land rent to the
owner. If he stops upon one of his own lots he pays nothing. If the lot is not yet owned by any
of the players, it is "For Sale," and the player stopping upon it may purchase it at the
original sale price, provided no other player bids more for it. If the player who has stopped
upon it is willing to pay the highest price bid, he has the first option. If he cannot or does
not want to pay the highest price bid, then the player bidding the highest price must take the
lot at the price he has bid for it. If the first player does not buy the lot and some other
player does, the first player pays the land rent to the purchaser. If no player buys it the
land rent is paid into the PUBLIC TREASURY."

In a two-player beginners' game The Farm (7: price $25, rent $4) is in the pack.
"""
from __future__ import annotations

import random

import pytest


def ann_lands_on_the_farm(new_game, players=2):
    game = new_game(players=players)
    game.play("roll", (3, 4))
    assert game.where(0) == "the-farm"
    return game


# -- rent -------------------------------------------------------------------------------
def test_a_player_who_stops_on_another_players_lot_pays_the_land_rent_to_the_owner(new_game):
    game = new_game()
    game.play("roll", (5, 6))             # Mother Earth + 11 = Boomtown, Ben's (rent $6)
    assert game.where(0) == "boomtown"
    assert game.cash(0) == 75 - 6
    assert game.cash(1) == 75 + 6
    assert game.treasury == 0


def test_a_player_who_stops_on_his_own_lot_pays_nothing(new_game):
    game = new_game()
    game.put(0, "central-park")           # set up directly: Ann on Central Park (20)
    game.play("roll", (4, 5))             # 29: The Bowery, her own
    assert game.where(0) == "the-bowery"
    assert game.cash(0) == 75 and game.cash(1) == 75
    assert "auction" not in game.names()


def test_the_owner_is_paid_even_when_it_is_not_his_turn(new_game):
    game = new_game()
    game.play("roll", (4, 6))             # Ann to Shelter
    game.put(1, "lonely-lane")            # set up directly: Ben on Lonely Lane (3)
    game.play("roll", (5, 6))             # Ben to Beggarman's Court (14), Ann's (rent $8)
    assert game.cash(1) == 75 - 8
    assert game.cash(0) == 75 - 10 + 8


# -- the sale of an unowned lot -----------------------------------------------------------
def test_an_unowned_lot_is_put_up_for_sale_and_the_other_players_bid_from_its_printed_price(new_game):
    game = ann_lands_on_the_farm(new_game)
    decision = game.pending
    assert decision.kind == "bid" and decision.actor == 1
    assert decision.options[0] == "pass"
    assert min(decision.options[1:]) == 25            # never less than the printed price (Rule 1)
    assert decision.context["card"] == "the-farm" and decision.context["lander"] == 0


def test_bids_never_exceed_the_bidders_cash(new_game):
    game = ann_lands_on_the_farm(new_game)
    assert max(game.pending.options[1:]) <= game.cash(1) == 75


def test_with_no_bid_the_lander_may_buy_at_the_printed_price(new_game):
    game = ann_lands_on_the_farm(new_game)
    game.play("pass")
    decision = game.pending
    assert decision.kind == "first_option" and decision.actor == 0
    assert decision.context["price"] == 25
    game.play("buy")
    assert game.state.owner["the-farm"] == 0
    assert game.cash(0) == 75 - 25
    assert game.treasury == 25


def test_the_lander_has_the_first_option_at_the_highest_bid(new_game):
    game = ann_lands_on_the_farm(new_game)
    game.play(35)                         # Ben bids $35
    assert game.pending.kind == "first_option" and game.pending.context["price"] == 35
    game.play("buy")
    assert game.state.owner["the-farm"] == 0
    assert game.cash(0) == 75 - 35 and game.cash(1) == 75
    assert game.treasury == 35


def test_if_the_lander_declines_the_highest_bidder_must_take_the_lot_at_his_bid(new_game):
    game = ann_lands_on_the_farm(new_game)
    game.play(30, "decline")
    assert game.state.owner["the-farm"] == 1
    assert game.treasury == 30
    assert game.cash(1) == 75 - 30 + 4    # Ben pays his bid, then collects Ann's rent
    assert game.cash(0) == 75 - 4


def test_a_lander_who_does_not_buy_pays_the_land_rent_to_the_purchaser(new_game):
    game = ann_lands_on_the_farm(new_game)
    game.play(25, "decline")
    rent = [e for e in game.events_named("money") if e.data["from"] == "p0"]
    assert [(e.data["to"], e.data["amount"]) for e in rent] == [("p1", 4)]


def test_a_lander_who_cannot_pay_the_highest_bid_loses_the_lot_to_the_bidder_without_being_asked(new_game):
    game = new_game()
    game.set_cash(0, 29)                  # set up directly: Ann has $29
    game.play("roll", (3, 4), 30)         # Ben bids $30, more than Ann has
    assert "first_option" not in [f["kind"] for f in game.state.stack]
    assert game.state.owner["the-farm"] == 1
    assert game.cash(0) == 29 - 4 and game.cash(1) == 75 - 30 + 4


def test_a_lander_with_exactly_the_highest_bid_in_hand_keeps_his_first_option(new_game):
    game = new_game()
    game.set_cash(0, 30)                  # set up directly: Ann has $30
    game.play("roll", (3, 4), 30)         # Ben bids $30
    assert game.pending.kind == "first_option" and game.pending.actor == 0
    game.play("buy")
    assert game.state.owner["the-farm"] == 0 and game.cash(0) == 0


def test_if_nobody_buys_the_lot_the_land_rent_is_paid_into_the_public_treasury(new_game):
    game = ann_lands_on_the_farm(new_game)
    game.play("pass", "decline")
    assert "the-farm" not in game.state.owner         # the card stays in the pack
    assert game.cash(0) == 75 - 4
    assert game.treasury == 4
    assert "unsold" in game.names()


def test_a_player_who_cannot_meet_the_printed_price_is_not_asked_to_bid(new_game):
    game = new_game()
    game.set_cash(1, 20)                  # set up directly: Ben has less than The Farm's $25
    game.play("roll", (3, 4))
    assert game.pending.kind == "first_option" and game.pending.actor == 0


def test_nobody_can_buy_a_lot_nobody_can_afford_and_the_rent_goes_to_the_treasury(new_game):
    game = new_game()
    game.set_cash(0, 10)                  # set up directly: Ann has $10 ...
    game.set_cash(1, 10)                  # ... and Ben too, both short of The Farm's $25
    game.play("roll", (3, 4))
    assert "the-farm" not in game.state.owner
    assert game.cash(0) == 10 - 4 and game.treasury == 4
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_the_buyer_takes_the_title_deed_from_the_pack(new_game):
    game = ann_lands_on_the_farm(new_game)
    assert "the-farm" not in game.state.owner
    game.play("pass", "buy")
    assert game.state.cards_of(0).count("the-farm") == 1
    assert [e.data["card"] for e in game.events_named("bought")] == ["the-farm"]


# -- bidding among several players ------------------------------------------------------------
def test_the_other_players_bid_in_turn_from_the_landers_left_and_a_player_who_passes_is_out(new_game):
    game = ann_lands_on_the_farm(new_game, players=3)
    assert game.pending.actor == 1        # Ben, on Ann's left, bids first
    game.play(25)
    assert game.pending.actor == 2
    assert min(game.pending.options[1:]) == 30        # a bid must beat the last by $5
    game.play(30)
    assert game.pending.actor == 1
    game.play("pass")                     # Ben is out; Cal's $30 stands unopposed
    assert game.pending.kind == "first_option" and game.pending.context["price"] == 30
    game.play("decline")
    assert game.state.owner["the-farm"] == 2
    assert game.cash(2) == 75 - 30 + 4 and game.cash(1) == 75


def test_a_bidding_war_ends_when_the_bidders_run_out_of_cash(new_game):
    game = ann_lands_on_the_farm(new_game, players=3)
    game.set_cash(0, 0)                   # set up directly: Ann cannot take up the first option
    steps = 0
    while game.pending.kind == "bid":
        game.play(game.pending.options[1])        # always the smallest raise
        steps += 1
        assert steps <= 20
    assert steps == 11                    # Ben 25, Cal 30, ... Ben 75: Cal cannot raise to 80
    assert game.state.owner["the-farm"] == 1
    assert game.events_named("bought")[-1].data["price"] == 75
    assert game.cash(1) == 0 and game.cash(2) == 75
    assert game.treasury == 75
    decision = game.pending               # penniless Ann now owes Ben the rent
    assert decision.kind == "raise_funds" and decision.actor == 0 and decision.context["owed"] == 4


@pytest.mark.parametrize("seed", range(20))
def test_an_auction_always_ends_whatever_the_bidders_do(new_game, seed):
    rng = random.Random(seed)
    game = new_game(players=4)
    game.set_cash(0, rng.choice([20, 75, 300, 1000]))     # set up directly: mixed purses, Ann's
    for seat in range(1, 4):                               # enough at least for the rent
        game.set_cash(seat, rng.choice([0, 20, 75, 300, 1000]))
    money = game.money_total()
    game.put(0, "central-park")           # set up directly: Ann on Central Park
    game.play("roll", (3, 5))             # 28: Johnson Circle, in the pack ($75)
    steps = 0
    while game.pending.kind in ("bid", "first_option"):
        game.play(rng.choice(game.pending.options))
        steps += 1
        assert steps < 200, "the auction did not end"
    assert game.pending.kind == "turn" and game.pending.actor == 1
    assert game.money_total() == money
    bids = [(e.data["seat"], e.data["amount"]) for e in game.events_named("bid")]
    assert all(seat != 0 for seat, _ in bids)                       # the lander does not bid
    assert all(a[0] != b[0] and b[1] > a[1] for a, b in zip(bids, bids[1:]))   # nobody outbids himself
    holder = game.state.owner.get("johnson-circle")
    paid = game.events_named("bought")[-1].data["price"] if holder is not None else 0
    if holder is not None:
        assert paid == (bids[-1][1] if bids else 75)
        assert holder in (0, bids[-1][0] if bids else 0)
    assert game.treasury == paid + (16 if holder is None else 0)
