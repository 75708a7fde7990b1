"""Damage and who can be reached: "the defender pays the bank $20 times the level of the attacker"
(Dungeonopoly by Curtis & Kelsey Rueden), $10 on the 1906 board (D-32), through the usual ways of
raising money; the wards that stop a blow; hiding and jail cells, which keep abilities off."""
from __future__ import annotations

from landlord.engine.context import Ctx
from landlord.engine.house_view import slot_copy, table_view
from landlord_plugins.dungeonopoly import damage, targets
from landlord_plugins.dungeonopoly.play import Play


def fighter_and_wizard(dungeon, level: int = 1, **settings):
    return dungeon(classes=["fighter", "wizard"], **settings).level(0, level)


def play_of(game) -> Play:
    """The house rule's view of the game as it stands, as one call would have it."""
    return Play(table_view(Ctx(game.engine, game.state), 0, "dungeonopoly"), slot_copy(game.state, "dungeonopoly"))


def test_damage_is_ten_dollars_a_level_of_the_attacker_paid_to_miscellaneous(dungeon):
    game = fighter_and_wizard(dungeon, level=5)
    misc = game.state.accounts["misc"]
    game.use("attack-1")
    assert game.cash(1) == 25 and game.state.accounts["misc"] == misc + 50


def test_the_damage_figure_is_a_setting(dungeon):
    game = fighter_and_wizard(dungeon, level=2, damage_per_level=20)
    game.use("attack-1")
    assert game.cash(1) == 35


def test_a_defender_short_of_cash_raises_it_as_for_any_debt(dungeon):
    game = fighter_and_wizard(dungeon, level=3).set_cash(1, 10)
    game.use("attack-1")                                   # $30 owed, $10 in hand
    assert game.pending.actor == 1 and game.pending.kind.startswith("raise")


def test_a_defender_who_cannot_pay_goes_to_the_poor_house(dungeon):
    game = fighter_and_wizard(dungeon, level=3).set_cash(1, 10)
    for card in list(game.state.owner):
        if game.state.owner[card] == 1:
            game.give(card, None)
    game.use("attack-1")
    while game.pending.actor == 1:                         # nothing to sell or borrow on
        game.play(game.pending.options[-1])
    assert game.state.players[1].in_poor_house and game.cash(1) == 0


def test_mage_armor_stops_the_next_blow_and_is_used_up(dungeon):
    game = fighter_and_wizard(dungeon, level=3).enchant(1, "mage_armor", by=1)
    ep = game.ep(0)
    game.use("attack-1")
    assert game.cash(1) == 75 and game.ep(0) == ep         # a blow that does nothing is no success
    assert "Ben's Mage Armor stops Ann's Attack." in game.lines()
    assert game.sheet(1)["enchantments"] == []


def test_sanctuary_keeps_every_ability_off(dungeon):
    game = fighter_and_wizard(dungeon, level=3).enchant(1, "sanctuary", by=1)
    assert game.offered() == ["run"]


def test_a_ward_that_lasts_is_looked_at_before_one_that_is_used_up(dungeon):
    game = fighter_and_wizard(dungeon, level=3).enchant(1, "shield_of_faith", by=1).enchant(1, "sanctuary", by=1)
    play = play_of(game)
    assert damage.blow(play, 0, 1) == damage.Blow(0, stopped_by="sanctuary")
    assert [e["id"] for e in play.sheet(1)["enchantments"]] == ["shield_of_faith", "sanctuary"]


def test_a_veteran_pays_half_rounded_up(dungeon):
    game = dungeon(classes=["fighter", "fighter"], damage_per_level=15).level(0, 3).level(1, 9)
    assert damage.owed(play_of(game), 0, 1) == 23


def test_hidden_characters_and_prisoners_cannot_be_targeted(dungeon):
    game = dungeon(classes=["wizard", "wizard", "wizard"]).jail(2)
    game.sheet(1)["hidden"] = True
    play = play_of(game)
    assert [targets.targetable(play, seat) for seat in range(3)] == [True, False, False]


def test_a_prisoner_reaches_nobody_and_nobody_reaches_her(dungeon):
    game = dungeon(classes=["fighter", "wizard", "wizard"]).level(0, 3).put(0, "shelter").put(1, "shelter")
    game.jail(2)                                           # Cal in his cell on the same corner
    play = play_of(game)
    assert targets.here(play, 0) == [1] and targets.in_range(play, 0) == [1]
    assert targets.here(play, 2) == [] and targets.in_sight(play, 2) == [] and targets.in_range(play, 2) == []


def test_limited_range_grows_with_level_and_wraps_round_mother_earth(dungeon):
    game = dungeon(classes=["wizard", "wizard"]).put(0, "wall-street").put(1, "lonely-lane")   # 5 squares apart
    assert targets.in_range(play_of(game), 0) == []
    game.level(0, 9)
    assert targets.in_range(play_of(game), 0) == [1]


def test_nobody_in_the_poor_house_can_be_targeted(dungeon):
    game = fighter_and_wizard(dungeon, level=3).put(0, "central-park").put(1, "central-park")
    game.state.players[1].in_poor_house = True
    assert "attack-1" not in game.offered()                # D-39


def test_an_ascended_cleric_is_closed_to_mental_effects(dungeon):
    game = dungeon(classes=["wizard", "cleric"])
    assert targets.mind_open(play_of(game), 1)
    game.level(1, 9)
    assert not targets.mind_open(play_of(game), 1)
