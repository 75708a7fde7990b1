"""The strong computer player and a house rule's options: it takes the rule's advice, but values
each option by what it does at once to its lead over the best of the others (``house_lookahead``),
so it strikes the leader rather than whoever holds the most cash, and spends nothing below its
cash floor."""
from __future__ import annotations

import random

import pytest

from landlord.ai import house_lookahead
from landlord.ai.appraisal import Appraisal
from landlord.ai.strong import StrongAgent

MINE = "house:dungeonopoly:"


def strong(game):
    return StrongAgent(random.Random(0)).choose(game.engine, game.state, game.pending)


def three_on_mother_earth(dungeon):
    """Ann, a level-3 fighter, shares Mother Earth with Ben (cash-rich, holding little) and Cal
    (less cash, but Ben's cards too: the leader by far)."""
    game = dungeon(classes=["fighter", "wizard", "cleric"]).level(0, 3)
    for card, seat in list(game.state.owner.items()):
        if seat == 1:
            game.give(card, 2)
    return game.set_cash(1, 200).set_cash(2, 100)


def test_the_rule_advises_the_richest_in_cash_but_the_strong_player_strikes_the_leader(dungeon):
    game = three_on_mother_earth(dungeon)
    prospects = Appraisal(game.engine.rules, game.state).prospects()
    assert prospects[2] > prospects[1] and game.cash(1) > game.cash(2)
    assert game.advice() == MINE + "attack-1"
    assert strong(game) == MINE + "attack-2"


def test_a_blow_at_the_leader_is_worth_its_damage_in_lead_and_one_at_another_player_nothing(dungeon):
    game = three_on_mother_earth(dungeon)
    valued = house_lookahead.values(game.engine, game.state, 0, [MINE + "attack-1", MINE + "attack-2"],
                                    StrongAgent(random.Random(0)).tuning)
    assert valued[MINE + "attack-2"] == (30.0, game.cash(0))          # $10 a level, level 3
    assert valued[MINE + "attack-1"] == (0.0, game.cash(0))


def test_a_far_shot_is_valued_over_its_d20_at_its_chance_of_hitting(dungeon):
    game = dungeon(classes=["fighter", "wizard"]).level(0, 3).put(1, "lonely-lane")   # her edge: 6 in 20 hit
    option = MINE + "far_shot-1"
    gain, cash = house_lookahead.values(game.engine, game.state, 0, [option],
                                        StrongAgent(random.Random(0)).tuning)[option]
    assert gain == pytest.approx(6 / 20 * 30) and cash == game.cash(0)    # two players: Ben is the best of the others


def test_the_strong_player_follows_the_advice_where_nothing_gains_at_once(dungeon):
    game = dungeon(classes=["fighter", "wizard"]).level(0, 2).put(1, "wall-street")
    assert game.offered() == ["run"] and game.advice() == MINE + "run"
    assert strong(game) == MINE + "run"
