"""Computer players and the Wizard: the house rule's advice (its ``suggest``), as the heuristic agent
takes it, from the text's Wizard tactics (Dungeonopoly by Curtis & Kelsey Rueden). Each tactic is
tried where it is the obvious move and where it would be a silly one."""
from __future__ import annotations

MINE = "house:dungeonopoly:"


def wizard_and_fighter(dungeon, level: int):
    return dungeon(classes=["wizard", "fighter"]).level(0, level)


def test_she_aims_her_missile_at_the_leader(dungeon):
    game = dungeon(classes=["wizard", "fighter", "fighter"]).level(0, 1).put(1, "wayback").put(2, "luxury")
    game.set_cash(1, 200)
    assert game.advice() == MINE + "magic_missile-1" and game.heuristic() == MINE + "magic_missile-1"
    game.set_cash(1, 75).set_cash(2, 200)
    assert game.advice() == MINE + "magic_missile-2"


def test_she_keeps_mage_armor_up(dungeon):
    game = wizard_and_fighter(dungeon, level=3).put(1, "wall-street")
    assert game.advice() == MINE + "mage_armor"


def test_she_uses_expeditious_retreat_when_nothing_better_offers(dungeon):
    game = wizard_and_fighter(dungeon, level=2).put(1, "wall-street")
    assert game.advice() == MINE + "expeditious_retreat"


def test_she_turns_invisible_to_walk_past_a_ruinous_rent(dungeon):
    game = wizard_and_fighter(dungeon, level=5).put(0, "speculation").put(1, "wall-street").set_cash(0, 60)
    assert game.advice() == MINE + "mage_armor"                     # nothing ruinous ahead
    game.build("boomtown", 3)                                      # $36 three squares ahead: more than half her $60
    assert game.advice() == MINE + "invisibility"
    game.set_cash(0, 300)
    assert game.advice() == MINE + "mage_armor"                     # rich enough to pay it


def test_she_fireballs_an_opponents_improved_lot_but_never_her_own(dungeon):
    game = wizard_and_fighter(dungeon, level=8).put(0, "fairhope-avenue").put(1, "wall-street")
    game.build("fairhope-avenue", 2).enchant(0, "mage_armor", by=0)
    assert game.advice() == MINE + "fireball"
    game = wizard_and_fighter(dungeon, level=8).put(0, "beggarmans-court").put(1, "wall-street")
    game.build("beggarmans-court", 2).enchant(0, "mage_armor", by=0)
    assert "fireball" in game.offered() and game.advice() != MINE + "fireball"


def test_she_charms_a_landlord_near_her(dungeon):
    game = wizard_and_fighter(dungeon, level=6).put(0, "speculation").put(1, "shelter")
    assert game.advice() == MINE + "charm_person-1"


def test_she_slows_an_opponent_one_die_short_of_her_improved_lot(dungeon):
    game = wizard_and_fighter(dungeon, level=4).put(0, "shelter").put(1, "speculation").enchant(0, "mage_armor", by=0)
    assert game.advice() == MINE + "magic_missile-1"                # no improved lot of hers ahead of him
    game.build("beggarmans-court", 2)                              # six squares ahead of Ben
    assert game.advice() == MINE + "slow-1"


def test_she_pushes_an_opponent_seven_squares_short_of_her_improved_lot(dungeon):
    game = wizard_and_fighter(dungeon, level=9).put(1, "fairhope-avenue").build("wall-street", 3)
    game.enchant(0, "mage_armor", by=0)
    assert game.advice() == MINE + "telekinesis-1"
    game.use("telekinesis-1")
    assert game.advice() == 5                                       # to Broadway, seven short of Wall Street


def test_she_pushes_herself_past_mother_earth_for_the_wages(dungeon):
    game = wizard_and_fighter(dungeon, level=9).put(0, "grand-boulevard").put(1, "boomtown")
    game.enchant(0, "mage_armor", by=0)
    assert game.advice() == MINE + "telekinesis-0"
    game.use("telekinesis-0")
    assert game.advice() in (4, 5)


def test_she_wishes_her_own_lot_full_only_with_cash_to_spare(dungeon):
    game = wizard_and_fighter(dungeon, level=10).put(0, "beggarmans-court").put(1, "wall-street")
    game.enchant(0, "mage_armor", by=0).set_cash(0, 400)
    assert game.advice() == MINE + "wish-place_hotel"
    game.set_cash(0, 280)                                          # $30 left after it: too little
    assert "wish-place_hotel" in game.offered() and game.advice() != MINE + "wish-place_hotel"


def test_she_counters_a_spell_aimed_at_her(dungeon):
    game = dungeon(classes=["wizard", "wizard"]).level(0, 3).level(1, 7).put(1, "wayback")
    game.use("magic_missile-1")
    assert game.advice() == "counterspell"


def test_she_lets_a_spell_that_does_not_touch_her_be(dungeon):
    game = dungeon(classes=["wizard", "wizard"]).level(0, 3).level(1, 7).put(1, "wall-street")
    game.use("mage_armor")
    assert game.advice() == "no"
