"""The Druid's abilities (Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Druid), each
played through the engine with scripted dice.

Ann plays first; she is the druid unless a scenario needs someone to cross a druid's square, when
Ben is. Both hold the beginners' hands (Ann: Beggarman's Court, The Bowery, Wall Street and two
railroads; Ben: Boomtown, Fairhope Avenue, Grand Boulevard, a railroad and a franchise) and $75.
Damage is $10 a level of the attacker (D-18).
"""
from __future__ import annotations

import pytest


def druid_and(dungeon, other: str = "fighter", level: int = 1, **settings):
    return dungeon(classes=["druid", other], **settings).level(0, level)


def lay(game, space: str, spell: str, by: int):
    """A primal spell already lying on a square (as if cast earlier)."""
    game.slot["spaces"].setdefault(space, []).append({"id": spell, "by": by, "mental": False})
    return game


def shaped(game, seat: int, form: str):
    game.sheet(seat)["class_data"].update(shape=form, forms=[form])
    return game


# -- level 1: Primal Enchantment ------------------------------------------------------------------
def test_primal_enchantment_lays_one_of_six_spells_on_her_square_for_good(dungeon):
    # "enchants her current square to have a permanent special quality"
    game = druid_and(dungeon).put(0, "the-pike").put(1, "wall-street")
    assert {f"primal_enchantment-{form}" for form in ("entangle", "obscuring_mist", "hallow", "insect_plague",
                                                      "wall_of_thorns", "antimagic_field")} <= set(game.offered())
    ep = game.ep(0)
    game.use("primal_enchantment-hallow")
    assert [e["id"] for e in game.slot["spaces"]["the-pike"]] == ["hallow"]
    assert game.ep(0) == ep + 1
    assert "Ann lays Hallow on The Pike." in game.lines()


def test_at_level_one_she_knows_only_the_primal_spell_she_chose(dungeon):
    # "Her initial primal spell is chosen from the following list" (chosen at her first casting: D-97)
    game = druid_and(dungeon).put(0, "the-pike")
    game.sheet(0)["class_data"]["primal"] = ["hallow"]
    assert [o for o in game.offered() if o.startswith("primal")] == ["primal_enchantment-hallow"]


def test_a_second_primal_spell_comes_at_level_four(dungeon):
    game = druid_and(dungeon, level=4).put(0, "the-pike")
    game.sheet(0)["class_data"]["primal"] = ["hallow"]
    assert len([o for o in game.offered() if o.startswith("primal")]) == 6


def test_casting_the_same_primal_spell_again_moves_it(dungeon):
    # "enchanting a second square using the same spell moves the enchantment from the old square"
    game = lay(druid_and(dungeon), "wayback", "hallow", 0).put(0, "the-pike")
    game.sheet(0)["class_data"]["primal"] = ["hallow"]
    assert game.words("primal_enchantment-hallow") == "Primal Enchantment, Hallow, on The Pike for good (it leaves Wayback)"
    game.use("primal_enchantment-hallow")
    assert "wayback" not in game.slot["spaces"] and game.slot["spaces"]["the-pike"][0]["id"] == "hallow"


def test_entangle_costs_two_more_squares_to_cross(dungeon):
    # "Passing through the enchanted square costs two extra squares of movement"
    game = lay(dungeon(classes=["fighter", "druid"]), "boomtown", "entangle", 1).put(0, "the-farm")
    game.play("roll", (3, 4))                      # 7: Speculation, Rubeville, Shelter, Boomtown (3), Goat Alley
    assert game.at(0) == "goat-alley"


def test_a_short_throw_stops_on_the_entangled_square(dungeon):
    game = lay(dungeon(classes=["fighter", "druid"]), "boomtown", "entangle", 1).put(0, "the-farm")
    game.play("roll", (2, 3))                      # 5: Boomtown takes the 4th and 5th squares
    assert game.at(0) == "boomtown"


def test_the_druid_is_not_entangled_by_her_own_spell(dungeon):
    # "The druid is not subject to this extra movement"
    game = lay(druid_and(dungeon), "boomtown", "entangle", 0).put(0, "the-farm")
    game.play("roll", (3, 4))
    assert game.at(0) == "beggarmans-court"


def test_obscuring_mist_hides_whoever_stands_in_it(dungeon):
    # "Characters on the enchanted square are hidden"
    game = lay(dungeon(classes=["fighter", "druid"]), "mother-earth", "obscuring_mist", 1)
    assert "attack-1" not in game.offered()


def test_hallow_keeps_damage_off_whoever_stands_on_it(dungeon):
    # "Characters on the enchanted square are immune to damage"
    game = lay(dungeon(classes=["fighter", "druid"]), "mother-earth", "hallow", 1)
    ep = game.ep(0)
    game.use("attack-1")
    assert game.cash(1) == 75 and game.ep(0) == ep


def test_insect_plague_stops_every_ability_on_its_square(dungeon):
    # "Characters on the enchanted square cannot use abilities"
    game = lay(dungeon(classes=["fighter", "druid"]).level(0, 2), "mother-earth", "insect_plague", 1)
    assert game.offered() == []


def test_wall_of_thorns_stops_one_who_would_pay_nothing_there(dungeon):
    # "Characters passing over the enchanted square must choose: stop on the square, or take damage"
    game = lay(dungeon(classes=["fighter", "druid"]), "rubeville", "wall_of_thorns", 1).put(0, "the-farm")
    game.play("roll", (3, 4))
    assert game.at(0) == "rubeville" and game.cash(0) == 75


def test_wall_of_thorns_hurts_one_who_would_rather_go_on(dungeon):
    game = lay(dungeon(classes=["fighter", "druid"]), "boomtown", "wall_of_thorns", 1).put(0, "the-farm")
    game.build("boomtown", 2)                      # stopping would cost her more than the $10 blow
    game.play("roll", (3, 4))
    assert game.at(0) == "beggarmans-court" and game.cash(0) == 65      # her own lot: no rent
    assert "Ben's Wall of Thorns hits Ann: $10 damage." in game.lines()


def test_antimagic_field_puts_a_ward_to_sleep(dungeon):
    # "any active enchantments (e.g., Bless) are suppressed ... their active enchantments (e.g., Shield
    # of Faith or Hex) are suppressed"
    game = lay(dungeon(classes=["fighter", "wizard", "druid"]), "mother-earth", "antimagic_field", 2)
    game.enchant(1, "mage_armor", by=1).use("attack-1")
    assert game.cash(1) == 65 and game.sheet(1)["enchantments"][0]["id"] == "mage_armor"


def test_nobody_casts_a_spell_in_an_antimagic_field(dungeon):
    # "Characters on the enchanted square cannot cast spells"
    game = lay(dungeon(classes=["wizard", "druid"]), "mother-earth", "antimagic_field", 1)
    assert not [o for o in game.offered() if o.startswith("magic_missile")]


def test_an_antimagic_field_silences_a_curse_on_its_square_until_it_moves(dungeon):
    game = druid_and(dungeon, level=4).put(0, "beggarmans-court")
    game.slot["spaces"]["beggarmans-court"] = [{"id": "curse", "by": 1, "mental": False, "percent": -5}]
    percents = game.state.plugin_data["house"]["modifiers"].setdefault("rent_percent", {})
    percents["beggarmans-court"] = -5
    game.use("primal_enchantment-antimagic_field")
    assert "beggarmans-court" not in percents
    game.sheet(0)["used"] = []                                  # as if she had been round the board
    game.put(0, "the-pike").sheet(0)["turn"]["spells"] = 0
    game.use("primal_enchantment-antimagic_field")              # the field moves on: the Curse wakes
    assert percents["beggarmans-court"] == -5


# -- level 2: Barkskin -----------------------------------------------------------------------------
def test_barkskin_takes_25_dollars_a_level_off_the_next_rent(dungeon):
    # "she pays $25 less per level, to a minimum of $1" ($12.50 a level in 1906 money: D-100)
    game = druid_and(dungeon, level=2).put(0, "speculation")
    game.use("barkskin")
    assert "barkskin" not in game.offered()                     # it cannot be stacked
    game.play("roll", (1, 2))                                   # Boomtown, Ben's: $6
    assert game.cash(0) == 74 and game.cash(1) == 76
    assert game.sheet(0)["enchantments"] == []


def test_barkskin_lessens_the_next_blow(dungeon):
    game = dungeon(classes=["fighter", "druid"]).level(0, 4)
    game.sheet(1)["enchantments"].append({"id": "barkskin", "by": 1, "mental": False, "level": 2})
    game.use("attack-1")                                        # $40, less $25
    assert game.cash(1) == 75 - 15
    assert "Ben's Barkskin takes $25 off what she owes: $15." in game.lines()


# -- level 3: Wild Shape, Maul, Scent, the Eagle -----------------------------------------------------------
def test_wild_shape_earns_nothing_and_bars_her_spells(dungeon):
    # "Shifting forms does not earn EP. While in animal form, the druid cannot cast spells"
    game = druid_and(dungeon, level=3).put(1, "wall-street")
    assert {"wild_shape-bear", "wild_shape-eagle", "wild_shape-wolf"} <= set(game.offered())
    ep = game.ep(0)
    game.use("wild_shape-bear")
    assert game.ep(0) == ep and game.sheet(0)["class_data"]["shape"] == "bear"
    assert not [o for o in game.offered() if o.startswith(("primal", "barkskin", "wild_shape"))]


def test_the_bear_mauls_for_twice_the_damage(dungeon):
    # "the druid may deal double damage ($40 per level instead of the usual $20)"
    game = shaped(druid_and(dungeon, level=3), 0, "bear")
    assert game.words("maul-1") == "Maul Ben on your square: $60 damage (twice the usual; once a turn)"
    game.use("maul-1")
    assert game.cash(1) == 15 and "maul-1" not in game.offered()


def test_the_eagle_throws_three_dice_and_drops_the_lowest(dungeon):
    # "She rolls 3d6 for movement and drops the lowest die value"
    game = shaped(druid_and(dungeon, level=3), 0, "eagle").put(1, "wall-street")
    game.play("roll")
    assert game.pending.options[0] == (1, 1, 1)
    game.play((2, 6, 3))
    assert game.at(0) == "rubeville"


def test_the_wolf_runs_to_an_opponent_within_range_and_lands_there(dungeon):
    # "the druid may shift her position, moving to that opponent's square ... as usual"
    game = shaped(druid_and(dungeon, level=3), 0, "wolf").put(0, "wayback").put(1, "lonely-lane")
    ep = game.ep(0)
    game.use("scent-1")
    assert game.at(0) == "lonely-lane" and game.ep(0) == ep + 1
    assert game.pending.kind != "house.before_throw" or "scent-1" not in game.offered()


# -- level 5: Tree Stride ----------------------------------------------------------------------------------------
def test_tree_stride_takes_her_to_her_own_property_on_a_double(dungeon):
    # "she does count as landing on the destination square. She does not gain EP from rolling doubles"
    game = druid_and(dungeon, level=5).put(1, "wall-street")
    ep = game.ep(0)
    game.play("roll", (3, 3))
    assert game.pending.kind == "house.dice_thrown" and "tree_stride-14" in game.offered()
    game.use("tree_stride-14").play("forward")             # the host's move by the double, which she leaves
    assert game.at(0) == "beggarmans-court"
    assert game.ep(0) == ep + 1                                 # the spell's EP, not the double's
    assert "Ann strides through the trees to Beggarman's Court." in game.lines()


def test_tree_stride_needs_a_double(dungeon):
    game = druid_and(dungeon, level=5).put(1, "wall-street")
    game.play("roll", (3, 4))
    assert game.pending.kind != "house.dice_thrown"


# -- level 8: Call Lightning -----------------------------------------------------------------------------------
def test_call_lightning_strikes_opponents_and_houses_within_her_range(dungeon):
    # "For each bolt, the druid chooses whether it: A) damages an opponent ...; B) destroys a house"
    game = druid_and(dungeon, level=8).put(0, "rubeville").put(1, "the-pike").set_cash(1, 200)
    game.build("boomtown", 2)
    assert game.words("call_lightning-people") == "Call Lightning, opponents first: 2 bolts, 1 at opponents, 1 at houses"
    game.use("call_lightning-people")
    assert game.cash(1) == 120 and game.houses("boomtown") == 1


# -- level 10: Creeping Doom -----------------------------------------------------------------------------------
def test_creeping_doom_ravages_her_squares_group_and_bills_the_repairs(dungeon):
    # "Opponents present at any affected property take damage. Afterward, the property owner must make
    # repairs, paying $40 per house" ($20 in 1906 money: D-105)
    game = druid_and(dungeon, level=10).put(0, "boomtown").put(1, "goat-alley")
    game.set_cash(0, 200).set_cash(1, 300).build("boomtown", 2).build("beggarmans-court", 1)
    game.use("creeping_doom")
    assert game.cash(1) == 300 - 100 - 40
    assert game.cash(0) == 200 - 20
    assert game.houses("boomtown") == 2


@pytest.mark.parametrize("space", ["mother-earth", "central-park"])
def test_creeping_doom_off_a_property_reaches_only_her_square(dungeon, space):
    game = druid_and(dungeon, level=10).put(0, space).put(1, "goat-alley")
    assert "creeping_doom" not in game.offered()


def test_no_bless_or_curse_is_laid_under_an_antimagic_field(dungeon):
    # "The enchanted square cannot be the target of enchantments"
    game = lay(dungeon(classes=["cleric", "druid"]), "beggarmans-court", "antimagic_field", 1)
    game.put(0, "beggarmans-court").put(1, "beggarmans-court")
    assert not [o for o in game.offered() if o.startswith("bless_curse")]
