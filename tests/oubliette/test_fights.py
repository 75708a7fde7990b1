"""Open Oubliette fights (README, "Fights"; the kept event cards that bend them).

"The player attacks, rolling two six-sided dice. (Optional) If a Treasure card improves the
attack, add its value to the sum of the dice when attacking. If the player rolls a number
equal to monster's power level or higher, the player wins ... The sum of a player's two
highest Wound cards is added to the power level of the monster for these purposes. If the
player rolls less than the monster's power level, the monster rolls two six-sided dice to
attack. If the monster's roll is equal to eight (8) or higher, the monster succeeds and the
player draws a Wound card. The sum of a player's two highest Wound cards is added to the roll
of any monster attacking the player. (Optional) If the Treasure card improves the defense,
add it to the standard defense (8) when the monster attacks the player."

"some Treasure cards give the player who holds them the ability to change the numbers. If
the player opts to do this, the card no longer qualifies as Treasure."

Every fight here: Ann throws from square 1 to square 4 (no corner, nobody there) and draws
the monster named; her gear, wounds and kept cards are set up directly.
"""
from __future__ import annotations

import pytest

from landlord import CHANCE
from landlord_plugins.oubliette.explorers import banked_gold


def facing(g, monster):
    """Ann throws to square 4 and draws ``monster``: the fight's first decision is pending."""
    g.put("0", 1).turn().play("roll", (1, 2), g.monster(monster))
    assert g.kind() == "prepare"
    return g


def attacks(g, throw):
    return g.play("attack", throw)


def won(g) -> bool:
    """The fight was won: a treasure is about to be drawn."""
    p = g.pending
    return p is not None and p.kind == "jail.oubliette.draw" and p.context["deck"] == "treasure"


def monster_attacks(g) -> bool:
    return g.pending is not None and g.pending.actor == CHANCE and g.pending.kind == "jail.oubliette.dice"


def wounded(g) -> bool:
    p = g.pending
    return p is not None and p.kind == "jail.oubliette.draw" and p.context["deck"] == "wound"


# -- the plain fight -----------------------------------------------------------------------------
def test_the_fight_opens_with_his_attack_and_says_what_he_needs(dungeon):
    g = facing(dungeon(), "Manticore")
    assert (g.pending.actor, g.pending.options) == (0, ("attack",))
    assert g.pending.context["need"] == 8 and g.pending.context["power"] == 8
    g.play("attack")
    assert g.pending.actor == CHANCE and g.pending.kind == "jail.oubliette.dice"


@pytest.mark.parametrize("throw, wins", [((3, 4), False), ((4, 4), True), ((6, 6), True)])
def test_he_wins_when_his_throw_equals_or_beats_the_monster_s_power(dungeon, throw, wins):
    g = attacks(facing(dungeon(), "Manticore"), throw)
    assert won(g) is wins
    assert monster_attacks(g) is not wins


@pytest.mark.parametrize("throw, hits", [((3, 4), False), ((4, 4), True), ((6, 6), True)])
def test_the_monster_wounds_him_on_8_or_more(dungeon, throw, hits):
    g = attacks(facing(dungeon(), "Dragon"), (1, 1)).play(throw)
    assert wounded(g) is hits
    if not hits:
        assert g.over


def test_one_round_only_after_the_monster_misses_the_fight_is_over_and_the_monster_discarded(dungeon):
    g = facing(dungeon(), "Dragon")
    dragon = g.d["stack"][-1]["card"]
    attacks(g, (1, 1)).play((1, 1))
    assert g.over
    assert g.d["discards"]["monster"] == [dragon]
    assert g.ex()["defeated"] == []


def test_a_defeated_monster_is_remembered_for_quests(dungeon):
    g = attacks(facing(dungeon(), "Ogre"), (2, 2))
    assert g.ex()["defeated"] == ["Ogre"]


# -- weapons and armour ----------------------------------------------------------------------------
@pytest.mark.parametrize("weapon, wins", [(None, False), ("Knife", False), ("Dagger", True), ("Glowing Sword", True)])
def test_a_weapon_adds_its_bonus_to_the_attack_roll(dungeon, weapon, wins):
    g = dungeon()
    if weapon:
        g.give_treasure("0", weapon, as_="weapons")
    g = attacks(facing(g, "Mo’o"), (2, 3))          # 5, +1 (Knife), +2 (Dagger), +6 (Glowing Sword) against 7
    assert won(g) is wins


def test_he_fights_with_his_best_weapon_only(dungeon):
    """O-7: weapons do not add up; Knife (+1) and Dagger (+2) make +2."""
    g = dungeon().give_treasure("0", "Knife", "Dagger", as_="weapons")
    facing(g, "Mo’o")
    assert g.pending.context["attack_bonus"] == 2
    assert not won(attacks(g, (2, 2)))             # 4 + 2 = 6 < 7; with both it would have been 7


@pytest.mark.parametrize("armour, throw, hits", [
    (None, (4, 4), True),
    ("Ring Mail Armor", (4, 5), False),           # 9 against 8 + 2
    ("Ring Mail Armor", (5, 5), True),            # 10 reaches 10
    ("Plate Mail Armor", (6, 6), False),          # 12 against 8 + 6
])
def test_armour_adds_its_bonus_to_the_defense_of_8(dungeon, armour, throw, hits):
    g = dungeon()
    if armour:
        g.give_treasure("0", armour, as_="armour")
    facing(g, "Dragon")
    assert g.pending.context["defense"] == 8 + (g.cards.treasures[g.treasure(armour)].defense if armour else 0)
    attacks(g, (1, 1)).play(throw)
    assert wounded(g) is hits


def test_a_weapon_does_not_help_his_defense_nor_armour_his_attack(dungeon):
    g = dungeon().give_treasure("0", "Plate Mail Armor", as_="armour")
    assert not won(attacks(facing(g, "Mo’o"), (3, 3)))
    g = dungeon().give_treasure("0", "Glowing Sword", as_="weapons")
    attacks(facing(g, "Dragon"), (1, 1))                   # 2 + 6 = 8 < 10
    assert wounded(g.play((4, 4)))


# -- wounds ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("wounds, need", [((), 1), ((0, 0), 1), ((1,), 2), ((2, 1), 4), ((3, 1, 2), 6), ((4, 3, 3), 8)])
def test_the_sum_of_his_two_highest_wounds_adds_to_the_monster_s_power(dungeon, wounds, need):
    g = facing(dungeon().give_wounds("0", *wounds), "Squasc")
    assert g.pending.context["need"] == need


@pytest.mark.parametrize("throw, wins", [((2, 3), False), ((3, 3), True)])
def test_a_wounded_player_needs_the_monster_s_power_plus_his_two_worst_wounds(dungeon, throw, wins):
    g = dungeon().give_wounds("0", 3, 1, 2)                 # Squasc: 1 + 3 + 2 = 6
    assert won(attacks(facing(g, "Squasc"), throw)) is wins


@pytest.mark.parametrize("throw, hits", [((1, 1), False), ((1, 2), True)])
def test_the_sum_of_his_two_highest_wounds_adds_to_the_monster_s_attack_roll(dungeon, throw, hits):
    g = dungeon().give_wounds("0", 3, 2, 1)              # +5: a monster's 3 counts as 8
    attacks(facing(g, "Dragon"), (6, 6)).play(throw)      # 12 against 10 + 5
    assert wounded(g) is hits


# -- taking up gear --------------------------------------------------------------------------------
def test_before_his_attack_he_may_take_up_a_weapon_or_armour_he_holds(dungeon):
    g = facing(dungeon().give_treasure("0", "Pottery", "Dagger", "Leather Armor"), "Mo’o")
    dagger, leather = g.treasure("Dagger"), g.treasure("Leather Armor")
    assert g.pending.options == ("attack", f"gear:{dagger}", f"gear:{leather}")


def test_a_weapon_taken_up_counts_in_this_very_attack(dungeon):
    g = facing(dungeon().give_treasure("0", "Dagger"), "Mo’o")
    g.play(f"gear:{g.treasure('Dagger')}")
    assert g.kind() == "prepare" and g.pending.options == ("attack",)
    assert won(attacks(g, (2, 3)))                        # 5 + 2 = 7


def test_a_treasure_taken_up_as_gear_no_longer_counts_as_treasure(dungeon):
    g = facing(dungeon().give_treasure("0", "Maps", "Dagger", "Leather Armor"), "Squasc")
    g.play(f"gear:{g.treasure('Dagger')}", f"gear:{g.treasure('Leather Armor')}")
    assert g.names() == ["Maps"]
    assert g.names(where="weapons") == ["Dagger"] and g.names(where="armour") == ["Leather Armor"]


def test_gear_is_not_banked_at_the_exit(dungeon):
    g = facing(dungeon().give_treasure("0", "Maps", "Dagger"), "Squasc")
    g.play(f"gear:{g.treasure('Dagger')}", "attack", (3, 4), g.treasure("Pottery"))
    g.put("0", 13).turn().play("roll", (3, 4), "bank")      # set up directly: on to square 13 first
    assert sorted(g.names(where="banked")) == ["Maps", "Pottery"]
    assert g.names(where="weapons") == ["Dagger"]
    assert banked_gold(g.cards, g.ex()) == 900


def test_gear_cannot_be_stolen_in_an_ambush(dungeon):
    g = dungeon(explorers=2).put("1", 6).give_treasure("1", "Maps").give_treasure("1", "Mace", as_="weapons")
    g.put("0", 1).turn("0").play("roll", (2, 3), "ambush:1", (6, 6))
    assert g.pending.options == (g.treasure("Maps"),)


def test_only_gear_better_than_what_he_uses_is_offered(dungeon):
    g = dungeon().give_treasure("0", "Dagger", as_="weapons").give_treasure("0", "Knife", "Club")
    facing(g, "Mo’o")
    assert g.pending.options == ("attack", f"gear:{g.treasure('Club')}")


# -- Rage ------------------------------------------------------------------------------------------
def test_rage_adds_four_to_his_attack_and_is_spent(dungeon):
    g = facing(dungeon().give_kept("0", "Rage"), "Manticore")
    rage = g.ex()["kept"][0]
    assert g.pending.options == ("attack", "rage")
    g.play("rage")
    assert g.pending.options == ("attack",) and g.pending.context["attack_bonus"] == 4
    assert won(attacks(g, (2, 2)))                         # 4 + 4 = 8
    assert g.ex()["kept"] == [] and g.d["discards"]["event"] == [rage]


def test_without_rage_the_same_throw_misses(dungeon):
    g = facing(dungeon(), "Manticore")
    assert not won(attacks(g, (2, 2)))


# -- Recovery! -------------------------------------------------------------------------------------
def test_recovery_lets_him_reroll_a_failed_attack(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Recovery!"), "Manticore"), (2, 3))
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "after_miss", ("reroll", "accept"))
    g.play("reroll")
    assert g.pending.actor == CHANCE and g.ex()["kept"] == []
    assert won(g.play((4, 4)))


def test_a_player_who_keeps_his_recovery_faces_the_monster_s_attack(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Recovery!"), "Manticore"), (2, 3)).play("accept")
    assert monster_attacks(g) and len(g.ex()["kept"]) == 1


def test_recovery_forces_a_monster_that_hit_to_reroll(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Recovery!"), "Dragon"), (1, 1)).play("accept", (5, 5))
    assert (g.kind(), g.pending.options) == ("after_hit", ("reroll", "accept"))
    g.play("reroll")
    assert monster_attacks(g)
    g.play((1, 2))
    assert g.over and g.ex()["wounds"] == [] and g.ex()["kept"] == []


def test_accepting_the_hit_keeps_the_recovery_card_and_draws_the_wound(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Recovery!"), "Dragon"), (1, 1)).play("accept", (5, 5), "accept")
    assert wounded(g) and len(g.ex()["kept"]) == 1


def test_recovery_is_offered_once_per_fight(dungeon):
    """O-8: one Recovery! per fight, even with two in hand."""
    g = dungeon().give_kept("0", "Recovery!").give_kept("0", "Recovery!")
    attacks(facing(g, "Dragon"), (1, 1)).play("reroll", (1, 1))
    assert monster_attacks(g)
    g.play((5, 5))
    assert wounded(g) and len(g.ex()["kept"]) == 1


# -- Dodge ---------------------------------------------------------------------------------------
def test_dodge_adds_three_to_his_defense_before_the_monster_throws(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Dodge"), "Dragon"), (1, 1))
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "defend", ("dodge", "take_it"))
    g.play("dodge")
    assert g.pending.context["defense"] == 11 and g.ex()["kept"] == []
    g.play((5, 5))                                          # 10 against 8 + 3
    assert g.over and g.ex()["wounds"] == []


def test_dodge_is_added_to_armour(dungeon):
    g = dungeon().give_kept("0", "Dodge").give_treasure("0", "Leather Armor", as_="armour")
    attacks(facing(g, "Dragon"), (1, 1)).play("dodge", (6, 5))     # 11 against 8 + 1 + 3
    assert g.over and g.ex()["wounds"] == []


def test_taking_the_blow_keeps_the_dodge_card(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Dodge"), "Dragon"), (1, 1)).play("take_it", (5, 5))
    assert wounded(g) and len(g.ex()["kept"]) == 1


def test_without_dodge_the_monster_throws_at_once(dungeon):
    assert monster_attacks(attacks(facing(dungeon(), "Dragon"), (1, 1)))


# -- Revenge ---------------------------------------------------------------------------------------
def test_revenge_attacks_the_monster_again_after_it_wounds_him(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Revenge"), "Manticore"), (1, 1)).play((4, 4))
    assert wounded(g)
    g.play(g.wound(0))
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "revenge", ("revenge", "accept"))
    g.play("revenge")
    assert g.pending.actor == CHANCE and g.ex()["kept"] == []
    assert won(g.play((4, 4)))
    assert g.ex()["defeated"] == ["Manticore"]


def revenge_offered(g, wound_modifier=0):
    """Ann, holding Revenge, misses a Manticore and is wounded by it."""
    attacks(facing(g.give_kept("0", "Revenge"), "Manticore"), (1, 1)).play((4, 4))
    return g.play(g.wound(wound_modifier))


def test_the_wound_just_taken_counts_in_the_revenge_attack(dungeon):
    g = revenge_offered(dungeon(), wound_modifier=2).play("revenge")
    assert g.pending.context["need"] == 10
    assert not won(g.play((4, 4)))


def test_a_revenge_attack_that_misses_ends_the_fight_without_another_monster_throw(dungeon):
    """O-8: Revenge gives one more attack, not another round."""
    g = revenge_offered(dungeon()).play("revenge", (1, 2))
    assert g.over and len(g.ex()["wounds"]) == 1


def test_a_player_may_keep_his_revenge_for_later(dungeon):
    g = revenge_offered(dungeon()).play("accept")
    assert g.over and len(g.ex()["kept"]) == 1


def test_revenge_is_not_offered_when_the_monster_misses(dungeon):
    g = attacks(facing(dungeon().give_kept("0", "Revenge"), "Manticore"), (1, 1)).play((1, 1))
    assert g.over


# -- Level Up --------------------------------------------------------------------------------------
@pytest.mark.parametrize("level, need", [(0, 4), (1, 5), (2, 6), (3, 7)])
def test_level_up_makes_every_monster_one_stronger_each_time(dungeon, level, need):
    g = dungeon()
    g.ex()["level"] = level                       # set up directly: Level Up drawn ``level`` times
    facing(g, "Ogre")
    assert g.pending.context["need"] == need
    assert not won(attacks(g, (1, need - 2)))


@pytest.mark.parametrize("level, gold", [(0, 1600), (1, 1800), (3, 2200)])
def test_level_up_adds_100_gold_per_banked_card_on_leaving(dungeon, level, gold):
    g = dungeon().give_treasure("0", "Maps", "Tiara", as_="banked").give_treasure("0", "Crown")
    g.ex()["level"], g.ex()["level_gold"] = level, 100 * level      # as after `level` Level Up cards
    assert banked_gold(g.cards, g.ex()) == 1600                   # while he is still in the dungeon
    assert banked_gold(g.cards, g.ex(), leaving=True) == gold     # the Crown in hand is not banked


def test_the_card_file_sets_what_rage_and_dodge_add(cards, dungeon):
    """The plugin reads each kept card's numbers from rules/open-oubliette-cards.toml."""
    import dataclasses
    Dungeon = type(dungeon())      # the scripted-dungeon helper class, built on edited cards below
    events = tuple(dataclasses.replace(e, params={**e.params, "attack": 7}) if e.effect == "rage" else
                   dataclasses.replace(e, params={**e.params, "defense": 5}) if e.effect == "dodge" else e
                   for e in cards.events)
    edited = dataclasses.replace(cards, events=events)
    g = facing(Dungeon(edited, "standalone", 1).give_kept("0", "Rage"), "Manticore")
    g.play("rage")
    assert g.pending.context["attack_bonus"] == 7
