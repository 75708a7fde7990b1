"""Rule 9 (1906): franchises: the two utilities and the four railroads.

"When a player stops upon one of these franchise spaces he must pay $5 to the owner. If the
franchise is not yet owned ... it is for sale ... at the original sale price, $50 ... If no player
buys it, the amount is paid into the PUBLIC TREASURY.
MUNICIPAL CINCH --- If a player owns both SOAKUM LIGHTING SYSTEM and SLAMBANG TROLLEY he ...
collects $25 instead of $5 ...
MONOPOLY --- If one player owns 2 railroads, he charges $10 fare; if 3, he charges $20; 4, $50.
TRUST --- If two players own all of the RAILROADS between them, they may at any time pool their
railroad interests and form a Trust, charging the other players $40 for each RAILROAD space and
dividing profits."

Beginners' hands: Ann holds Royal Rusher and Gee Whiz R. R., Ben Shooting Star R. R. and
Slambang Trolley, Cal (if playing) P. D. Q. R. R.; Soakum Lighting is in the pack.
"""
from __future__ import annotations

import pytest


# -- the utilities ----------------------------------------------------------------------------
def test_a_player_who_stops_on_another_players_utility_pays_him_5(new_game):
    game = new_game()
    game.put(0, "central-park")           # set up directly: Ann on Central Park (20)
    game.play("roll", (3, 4))             # 27: Slambang Trolley, Ben's
    assert game.where(0) == "slambang-trolley"
    assert game.cash(0) == 70 and game.cash(1) == 80


@pytest.mark.parametrize("start, dice, utility", [
    ("central-park", (3, 4), "slambang-trolley"),
    ("the-pike", (3, 4), "soakum-lighting"),
])
def test_the_owner_of_both_utilities_has_a_municipal_cinch_and_collects_25(new_game, start, dice, utility):
    game = new_game()
    game.give("soakum-lighting", 1)       # set up directly: Ben holds both utilities
    game.put(0, start)                    # set up directly
    game.play("roll", dice)
    assert game.where(0) == utility
    assert game.cash(0) == 75 - 25 and game.cash(1) == 75 + 25


def test_two_utilities_in_different_hands_charge_5_each(new_game):
    game = new_game()
    game.give("soakum-lighting", 0)       # set up directly: Ann holds Soakum, Ben Slambang
    game.put(0, "central-park")
    game.play("roll", (3, 4))
    assert game.cash(0) == 70 and game.cash(1) == 80


def test_an_unowned_franchise_is_for_sale_at_50(new_game):
    game = new_game()
    game.put(0, "the-pike")               # set up directly: Ann on The Pike (6)
    game.play("roll", (3, 4))             # 13: Soakum Lighting, in the pack
    decision = game.pending
    assert decision.kind == "bid" and decision.context["card"] == "soakum-lighting"
    assert min(decision.options[1:]) == 50
    game.play("pass", "buy")
    assert game.state.owner["soakum-lighting"] == 0
    assert game.cash(0) == 25 and game.treasury == 50


def test_if_nobody_buys_a_franchise_the_5_is_paid_into_the_public_treasury(new_game):
    game = new_game()
    game.put(0, "the-pike")               # set up directly
    game.play("roll", (3, 4), "pass", "decline")
    assert "soakum-lighting" not in game.state.owner
    assert game.cash(0) == 70 and game.treasury == 5


def test_a_lander_who_does_not_buy_a_franchise_pays_its_fare_to_the_purchaser(new_game):
    game = new_game()
    game.give("slambang-trolley", None)   # set up directly: Slambang back in the pack
    game.put(0, "the-pike")               # set up directly
    game.play("roll", (3, 4), 50, "decline")
    assert game.state.owner["soakum-lighting"] == 1
    assert game.cash(0) == 70 and game.cash(1) == 75 - 50 + 5 and game.treasury == 50


def test_a_purchaser_who_completes_a_municipal_cinch_collects_25_from_the_lander(new_game):
    game = new_game()
    game.put(0, "the-pike")               # set up directly; Ben already holds Slambang
    game.play("roll", (3, 4), 50, "decline")
    assert game.cash(0) == 75 - 25 and game.cash(1) == 75 - 50 + 25


def test_a_player_rides_his_own_franchise_free(new_game):
    game = new_game()
    game.play("roll", (1, 4))             # 5: Royal Rusher, Ann's
    assert game.cash(0) == 75 and game.cash(1) == 75


# -- railroad monopoly ---------------------------------------------------------------------------
@pytest.mark.parametrize("extra, fare", [
    ([], 5),
    (["pdq-rr"], 10),
    (["pdq-rr", "royal-rusher-rr"], 20),
    (["pdq-rr", "royal-rusher-rr", "gee-whiz-rr"], 50),
])
def test_a_railroad_fare_rises_with_the_number_of_railroads_its_owner_holds(new_game, extra, fare):
    game = new_game()
    for railroad in extra:
        game.give(railroad, 1)            # set up directly: Ben holds more railroads
    game.put(0, "rubeville")              # set up directly: Ann on Rubeville (9)
    game.play("roll", (2, 4))             # 15: Shooting Star, Ben's
    assert game.where(0) == "shooting-star-rr"
    assert game.cash(0) == 75 - fare and game.cash(1) == 75 + fare


# -- the Trust ---------------------------------------------------------------------------------
def three_with_railroads_shared_by_ann_and_ben(new_game):
    game = new_game(players=3)
    game.give("pdq-rr", 1)                # set up directly: Ben takes P. D. Q. from Cal
    return game


def ann_and_ben_form_a_trust(new_game):
    game = three_with_railroads_shared_by_ann_and_ben(new_game)
    game.play("trust:1", "accept")
    return game


def test_two_players_who_own_all_the_railroads_between_them_may_form_a_trust(new_game):
    game = three_with_railroads_shared_by_ann_and_ben(new_game)
    assert "trust:1" in game.pending.options
    game.play("trust:1")
    decision = game.pending
    assert decision.kind == "trust_answer" and decision.actor == 1
    game.play("accept")
    assert game.state.trust == [0, 1]
    assert "trust" in game.names()
    assert game.pending.kind == "turn" and game.pending.actor == 0      # Ann goes on with her turn


def test_no_trust_can_be_proposed_while_a_third_player_holds_a_railroad(new_game):
    game = new_game(players=3)            # Cal holds P. D. Q.
    assert not [o for o in game.pending.options if o.startswith("trust:")]


def test_a_partner_may_decline_the_trust(new_game):
    game = three_with_railroads_shared_by_ann_and_ben(new_game)
    game.play("trust:1", "decline")
    assert game.state.trust == []
    assert "trust_declined" in game.names()
    assert "trust:1" not in game.pending.options          # one proposal a turn


def test_the_trust_charges_other_players_40_a_railroad_and_divides_the_profits(new_game):
    game = ann_and_ben_form_a_trust(new_game)
    game.play("roll", (4, 6))             # Ann to Shelter
    game.play("roll", (4, 6))             # Ben to Shelter
    game.play("roll", (2, 3))             # Cal: 5, Royal Rusher, Ann's railroad in the Trust
    assert game.where(2) == "royal-rusher-rr"
    assert game.cash(2) == 75 - 40
    assert game.cash(0) == 75 - 10 + 20
    assert game.cash(1) == 75 - 10 + 20


def test_members_of_the_trust_ride_its_railroads_free(new_game):
    game = ann_and_ben_form_a_trust(new_game)
    game.put(0, "rubeville")              # set up directly: Ann on Rubeville (9)
    game.play("roll", (2, 4))             # 15: Shooting Star, Ben's
    assert game.where(0) == "shooting-star-rr"
    assert game.cash(0) == 75 and game.cash(1) == 75


def test_the_trust_is_dissolved_when_a_member_sells_a_railroad_away(new_game):
    game = ann_and_ben_form_a_trust(new_game)
    game.play("trade", "royal-rusher-rr", 2)               # Ann offers Royal Rusher to Cal
    game.play(game.pending.options[1], "accept")           # at the lowest price; Cal accepts
    assert game.state.owner["royal-rusher-rr"] == 2
    assert game.state.trust == []
    assert "trust_ends" in game.names()


def test_a_railroad_sold_between_the_members_leaves_the_trust_standing(new_game):
    game = ann_and_ben_form_a_trust(new_game)
    game.play("trade", "royal-rusher-rr", 1)               # Ann sells Royal Rusher to her partner
    game.play(game.pending.options[1], "accept")
    assert game.state.owner["royal-rusher-rr"] == 1
    assert game.state.trust == [0, 1]                      # still all the railroads between them


def test_the_trust_ends_when_one_member_comes_to_hold_every_railroad_and_he_charges_the_monopoly_fare(new_game):
    game = ann_and_ben_form_a_trust(new_game)
    for railroad in ("royal-rusher-rr", "gee-whiz-rr"):    # Ann sells both her railroads to Ben
        game.play("trade", railroad, 1)
        game.play(game.pending.options[1], "accept")
    assert game.state.trust == []
    assert "trust_ends" in game.names()
    paid_by_ben = sum(e.data["price"] for e in game.events_named("sold"))
    game.play("roll", (4, 6))             # Ann to Shelter
    game.play("roll", (4, 6))             # Ben to Shelter
    game.play("roll", (2, 3))             # Cal: 5, Royal Rusher, now Ben's with all four
    assert game.cash(2) == 75 - 50
    assert game.cash(1) == 75 - paid_by_ben - 10 + 50
