"""Rule 11 (1906): "If a player stops upon one of the CHANCE spaces he draws a card from the red
pack and follows directions on same. In each case the card drawn is returned to the pack."

The card texts are lost; the rules file carries thirteen reconstructed cards using the effects
goto, jail, move, pay, receive and pay_per_house (INTERPRETATIONS I-13). Each is tested here.
"""
from __future__ import annotations

import pytest


def ann_draws(game, card, at="chance-1"):
    """Ann stands two before a Chance space (set up directly), throws a double 1 onto it, draws ``card``."""
    before = {"chance-1": "central-park", "chance-2": "pdq-rr"}[at]
    game.put(0, before)
    game.play("roll", (1, 1))
    if game.pending.kind == "move":       # P. D. Q. lies between the Chances
        game.play("forward")
    assert game.where(0) == at
    decision = game.pending
    assert decision.kind == "chance_card" and decision.is_chance
    game.play(card)
    return game


def test_a_player_who_stops_on_a_chance_space_draws_a_card_from_the_red_pack(new_game):
    game = new_game()
    game.put(0, "central-park")           # set up directly: Ann two spaces before the first Chance
    game.play("roll", (1, 1))
    decision = game.pending
    assert decision.kind == "chance_card" and decision.actor == -1
    assert set(decision.options) == {c.id for c in game.rules.chance}
    assert len(decision.options) == 13
    assert sum(decision.probs) == pytest.approx(1)
    assert len(set(decision.probs)) == 1  # every card equally likely


def test_the_card_drawn_is_returned_to_the_pack(new_game):
    game = ann_draws(new_game(), "inheritance")
    game.play("roll", (4, 6))             # Ben to Shelter
    game.put(0, "central-park")           # set up directly: Ann back before the first Chance
    game.play("roll", (1, 1))
    assert "inheritance" in game.pending.options
    game.play("inheritance")
    assert game.cash(0) == 75 + 100 + 100


def test_back_to_the_land_sends_the_player_to_mother_earth_with_his_wages(new_game):
    game = ann_draws(new_game(), "back-to-the-land")
    assert game.where(0) == "mother-earth"
    assert game.cash(0) == 75 + 100
    assert game.state.players[0].wages_drawn == 1


def test_caught_trespassing_sends_the_player_to_jail(new_game):
    game = ann_draws(new_game(), "caught-trespassing")
    assert game.where(0) == "shelter" and game.state.players[0].in_jail
    assert game.cash(0) == 75
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_good_roads_advances_three_spaces_and_the_new_space_is_played(new_game):
    game = ann_draws(new_game(), "good-roads")
    assert game.where(0) == "gee-whiz-rr"         # 22 + 3 = 25, Ann's own railroad
    assert game.cash(0) == 75


def test_good_roads_from_the_second_chance_reaches_mother_earth_and_draws_wages(new_game):
    game = ann_draws(new_game(), "good-roads", at="chance-2")
    assert game.where(0) == "mother-earth"
    assert game.cash(0) == 175


def test_a_washout_sends_the_player_back_three_spaces_without_wages(new_game):
    game = ann_draws(new_game(), "washout", at="chance-2")
    assert game.where(0) == "fifth-avenue"        # 37 - 3 = 34: $100, more than anyone has
    assert "unsold" in game.names()
    assert game.cash(0) == 75 - 20 and game.treasury == 20     # the rent, and no wages


def test_a_washout_onto_a_lot_in_the_pack_puts_it_up_for_sale(new_game):
    game = ann_draws(new_game(), "washout")         # 22 - 3 = 19, Cottage Terrace ($50): in the pack
    assert game.where(0) == "cottage-terrace"
    assert game.pending.kind == "bid" and game.pending.context["card"] == "cottage-terrace"


@pytest.mark.parametrize("card, amount", [
    ("street-assessment", 10), ("doctors-bill", 25), ("fined-for-speeding", 50), ("carnegie", 50),
])
def test_a_card_that_says_pay_takes_the_amount_into_the_public_treasury(new_game, card, amount):
    game = ann_draws(new_game(), card)
    assert game.cash(0) == 75 - amount
    assert game.treasury == amount


@pytest.mark.parametrize("card, amount", [
    ("ruskin", 25), ("bumper-crop", 50), ("jefferson", 50), ("inheritance", 100),
])
def test_a_card_that_says_receive_pays_the_amount_from_miscellaneous(new_game, card, amount):
    game = new_game()
    misc = game.misc
    ann_draws(game, card)
    assert game.cash(0) == 75 + amount
    assert game.misc == misc - amount


def test_the_assessors_visit_charges_10_for_every_house_the_player_owns(new_game):
    game = new_game()
    game.build_houses(wall_street=2, the_bowery=1)   # set up directly: Ann's three houses
    ann_draws(game, "assessors-visit")
    assert game.cash(0) == 75 - 30
    assert game.treasury == 30


def test_the_assessors_visit_costs_nothing_to_a_player_without_houses(new_game):
    game = new_game()
    game.build_houses(boomtown=3)         # set up directly: Ben's houses, not Ann's
    ann_draws(game, "assessors-visit")
    assert game.cash(0) == 75 and game.treasury == 0


def test_a_card_the_player_cannot_pay_makes_him_raise_the_money(new_game):
    game = new_game()
    game.set_cash(0, 20)                  # set up directly: Ann has $20
    ann_draws(game, "fined-for-speeding")
    decision = game.pending
    assert decision.kind == "raise_funds" and decision.context["owed"] == 50


def test_the_red_pack_holds_a_card_of_every_effect_the_game_knows(new_game):
    """So each effect is played by the tests above and by the random playouts: a new effect in
    ``engine/vocabulary.py`` also needs a card here, its rule in ``landing.follow_chance`` (which
    refuses an effect it does not know), its worth to the strong player (``ai/strong.py``, which
    refuses likewise) and, if it needs a figure, its ``CHANCE_NEEDS`` entry for the rules check."""
    from landlord.engine.vocabulary import CHANCE_NEEDS, ChanceEffect
    assert {card.effect for card in new_game().rules.chance} == set(ChanceEffect)
    assert set(CHANCE_NEEDS) == set(ChanceEffect)
