"""The Wizard's ten spells (Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Wizard), each played
through the engine with scripted dice and answers.

Ann is the wizard and plays first; Ben is a fighter unless a scenario needs another wizard or a
cleric. Both hold the beginners' hands (Ann: Beggarman's Court, The Bowery, Wall Street, the Royal
Rusher and Gee Whiz railroads; Ben: Boomtown, Fairhope Avenue, Grand Boulevard, the Shooting Star
railroad and the Slambang Trolley) and $75. Damage is $10 a level of the attacker (D-32); casting
costs are the text's halved (D-18).
"""
from __future__ import annotations

import random

import pytest

from landlord.engine.context import Ctx
from landlord.engine.house_host import PLAIN_THROW
from landlord.engine.house_view import slot_copy, table_view
from landlord.engine.ledger import total_money
from landlord_plugins.dungeonopoly import registry, wizard
from landlord_plugins.dungeonopoly.play import Play
from landlord_plugins.dungeonopoly.rule import HOST_EFFECTS

PUSHES = (-5, -4, -3, -2, -1, 1, 2, 3, 4, 5)
MINE = "house:dungeonopoly:"


def wizard_and_fighter(dungeon, level: int = 1, **settings):
    return dungeon(classes=["wizard", "fighter"], **settings).level(0, level)


def two_wizards(dungeon, level: int = 1, counter_level: int = 7):
    return dungeon(classes=["wizard", "wizard"]).level(0, level).level(1, counter_level)


def play_of(game, seat: int = 0, effects=HOST_EFFECTS) -> Play:
    """The house rule's view of the game as it stands, for what the engine cannot show yet."""
    return Play(table_view(Ctx(game.engine, game.state), seat, "dungeonopoly"),
                slot_copy(game.state, "dungeonopoly"), frozenset(effects))


def enchantments(game, seat: int) -> list[str]:
    return [e["id"] for e in game.sheet(seat)["enchantments"]]


# -- level 1: Magic Missile --------------------------------------------------------------------------------
def test_magic_missile_damages_an_opponent_within_her_range(dungeon):
    game = wizard_and_fighter(dungeon).put(1, "wayback")
    assert game.offered() == ["magic_missile-1"]
    assert game.words("magic_missile-1") == "Magic Missile at Ben, 1 square away: $10 damage (a cantrip: not spent)"
    ep = game.ep(0)
    game.use("magic_missile-1")
    assert game.cash(1) == 65 and game.cash(0) == 75          # a missile costs nothing to cast
    assert game.lines()[-2:] == ["Ann casts Magic Missile.", "Ann's Magic Missile hits Ben: $10 damage."]
    assert game.ep(0) == ep + 1


@pytest.mark.parametrize("level, reaches", [(1, False), (2, False), (3, True)])
def test_magic_missile_reaches_as_far_as_her_level_allows(dungeon, level, reaches):
    game = wizard_and_fighter(dungeon, level=level).put(1, "fuel")            # two squares off
    assert ("magic_missile-1" in game.offered()) is reaches


def test_magic_missile_reaches_round_mother_earth(dungeon):
    game = wizard_and_fighter(dungeon).put(0, "luxury").put(1, "mother-earth")
    assert "magic_missile-1" in game.offered()


def test_a_cantrip_is_never_spent_but_is_still_her_one_spell_of_the_turn(dungeon):
    game = wizard_and_fighter(dungeon).put(1, "wayback").use("magic_missile-1")
    assert game.sheet(0)["used"] == []                             # a cantrip: not single use
    assert game.offered() == []                                    # one spell a turn (D-40)
    game.play("roll", (2, 3))                                      # to her own Royal Rusher
    assert game.pending.actor == 1                                 # nothing after her move either
    game.put(1, "royal-rusher-rr").play("roll", (6, 4))           # Ben to his own Shooting Star railroad
    assert game.at(1) == "shooting-star-rr"
    game.put(1, "the-pike")
    assert game.offered() == ["magic_missile-1"]                   # her next turn: cast again


def test_no_missile_at_a_hidden_opponent_nor_into_a_jail_cell_nor_at_the_poor_house(dungeon):
    game = wizard_and_fighter(dungeon).put(1, "wayback")
    game.sheet(1)["hidden"] = True
    assert game.offered() == []
    game.sheet(1)["hidden"] = False
    game.state.players[1].in_poor_house = True
    assert game.offered() == []
    game.state.players[1].in_poor_house = False
    game.put(0, "shelter").jail(1)                                 # the Jail corner, Ben in his cell
    assert game.offered() == []


def test_a_ward_stops_the_missile_and_it_earns_nothing(dungeon):
    game = wizard_and_fighter(dungeon).put(1, "wayback").enchant(1, "mage_armor", by=1)
    ep = game.ep(0)
    game.use("magic_missile-1")
    assert game.cash(1) == 75 and game.ep(0) == ep
    assert "Ben's Mage Armor stops Ann's Magic Missile." in game.lines()
    assert enchantments(game, 1) == []


# -- level 2: Expeditious Retreat ---------------------------------------------------------------------------
def test_expeditious_retreat_doubles_the_throw_she_makes(dungeon):
    game = wizard_and_fighter(dungeon, level=2).put(0, "speculation").put(1, "wall-street")
    assert game.offered() == ["expeditious_retreat"]
    assert game.words("expeditious_retreat") == "Expeditious Retreat: the throw you make now moves you twice as far"
    ep = game.ep(0)
    game.use("expeditious_retreat").play("roll", (1, 2))          # 3, doubled: Beggarman's Court, her own
    assert game.at(0) == "beggarmans-court"
    assert game.ep(0) == ep + 1
    assert game.sheet(0)["used"] == ["expeditious_retreat"]        # spent until Mother Earth
    assert game.pending.actor == 1


def test_expeditious_retreat_is_cast_only_before_throwing(dungeon):
    game = wizard_and_fighter(dungeon, level=2).put(0, "speculation").put(1, "wall-street")
    game.play("roll", (1, 2))                                      # to Ben's Boomtown: she pays $6
    assert game.cash(0) == 69
    assert game.pending.actor == 1                                 # no after_move point for it


# -- level 3: Mage Armor -------------------------------------------------------------------------------------
def test_mage_armor_stops_the_next_blow(dungeon):
    game = wizard_and_fighter(dungeon, level=3).put(0, "boomtown").put(1, "beggarmans-court")
    game.use("mage_armor")
    assert enchantments(game, 0) == ["mage_armor"] and game.cash(0) == 75
    game.play("roll", (1, 2))                                      # beside Ben on her own Beggarman's Court
    assert game.pending.actor == 1 and "attack-0" in game.offered()
    game.use("attack-0")
    assert game.cash(0) == 75
    assert "Ann's Mage Armor stops Ben's Attack." in game.lines()
    assert enchantments(game, 0) == []


def test_mage_armor_does_not_stack(dungeon):
    game = wizard_and_fighter(dungeon, level=3).put(1, "wall-street").enchant(0, "mage_armor", by=0)
    assert "mage_armor" not in game.offered()


# -- level 4: Slow -------------------------------------------------------------------------------------------
def ann_slows_ben(dungeon, level: int = 4, ben_level: int = 1):
    game = wizard_and_fighter(dungeon, level=level).level(1, ben_level).put(0, "rubeville").put(1, "shelter")
    assert {"slow-0", "slow-1"} <= set(game.offered())
    assert game.words("slow-1") == "Slow on Ben, 1 square away: one die fewer on the next throw"
    ep = game.ep(0)
    game.use("slow-1")
    assert game.ep(0) == ep + 1 and enchantments(game, 1) == ["slow"]
    assert "Ben is slowed: one die fewer on the next throw." in game.lines()
    return game


def test_slow_makes_her_target_throw_one_die(dungeon):
    game = ann_slows_ben(dungeon).play("roll", (2, 3))             # Ann to Beggarman's Court
    ep = game.ep(1)
    game.play("roll")
    assert game.pending.options[0] == (1,)                         # one die
    game.play((1,))                                                # to Boomtown, his own
    assert game.at(1) == "boomtown"
    assert enchantments(game, 1) == [] and game.ep(1) == ep


def test_she_may_slow_herself(dungeon):
    game = wizard_and_fighter(dungeon, level=4).put(0, "rubeville").put(1, "wall-street").use("slow-0")
    game.play("roll")
    assert game.pending.options[0] == (1,)
    game.play((5,))                                                # one die: Beggarman's Court
    assert game.at(0) == "beggarmans-court"


def test_a_slowed_runner_throws_two_dice_and_can_make_no_double_with_them(dungeon):
    game = ann_slows_ben(dungeon, ben_level=2).play("roll", (2, 3))
    ep, cash = game.ep(1), game.cash(1)
    game.use("run").play("roll")
    assert game.pending.options[0] == (1, 1)                       # three dice less one
    game.play((2, 2))                                              # to Ann's Beggarman's Court: no double
    assert game.at(1) == "beggarmans-court"
    assert game.ep(1) == ep + 2                                    # the run and the rent, not the double
    assert game.cash(1) == cash - 8 and game.cash(0) == 75 + 8


def test_a_sneaking_rogue_is_left_to_the_rogue_module(dungeon):
    """The contract with the rogue: her sneak is halved by her own module, which lifts the Slow."""
    game = ann_slows_ben(dungeon)
    play = play_of(game, seat=1)
    play.sheet(1)["turn"]["sneaking"] = True
    play.due = dict(PLAIN_THROW)
    wizard.react(play, "throw_due", {"seat": 1, "due": dict(PLAIN_THROW)})
    assert play.due == PLAIN_THROW and enchantments(game, 1) == ["slow"]
    assert [e["id"] for e in play.sheet(1)["enchantments"]] == ["slow"]


def test_a_prisoner_throws_for_his_double_with_two_dice_and_the_slow_waits(dungeon):
    game = ann_slows_ben(dungeon).jail(1).play("roll", (2, 3))     # Ben jailed before he throws (D-25)
    game.play("throw")
    assert len(game.pending.options[0]) == 2                       # the jail's own throw is not a move's
    game.play((2, 3))
    assert game.state.players[1].in_jail and enchantments(game, 1) == ["slow"]


def test_a_prisoner_who_pays_his_fine_makes_the_slowed_throw(dungeon):
    game = ann_slows_ben(dungeon).jail(1).play("roll", (2, 3))
    game.play("pay")                                               # out, and he throws for his move
    assert game.pending.options[0] == (1,)


def test_shield_of_faith_turns_slow_aside(dungeon):
    game = wizard_and_fighter(dungeon, level=4).put(1, "wayback").enchant(1, "shield_of_faith", by=1)
    ep = game.ep(0)
    game.use("slow-1")
    assert enchantments(game, 1) == [] and game.ep(0) == ep
    assert "Ben's Shield of Faith turns aside Ann's Slow." in game.lines()
    assert game.sheet(0)["used"] == ["slow"]                       # cast all the same


# -- level 5: Invisibility -----------------------------------------------------------------------------------
def test_invisibility_walks_past_the_rent_and_hides_her_until_her_next_turn(dungeon):
    game = wizard_and_fighter(dungeon, level=5).put(0, "speculation").put(1, "boomtown").build("boomtown", 3)
    assert game.words("invisibility") == ("Invisibility: your move this turn touches no square (no rent, no "
                                          "wages), and you are hidden until your next turn")
    ep = game.ep(0)
    game.use("invisibility").play("roll", (1, 2))                  # onto Ben's Boomtown: $36 owed if seen
    assert game.at(0) == "boomtown" and game.cash(0) == 75 and game.cash(1) == 75
    assert game.ep(0) == ep + 1 and game.sheet(0)["hidden"]
    assert game.pending.actor == 1 and "attack-0" not in game.offered()   # hidden from Ben's Attack
    game.play("roll", (1, 2))                                      # Ben to her Beggarman's Court: $8
    assert not game.sheet(0)["hidden"] and enchantments(game, 0) == []


def test_an_invisible_move_draws_no_wages_and_buys_nothing(dungeon):
    game = wizard_and_fighter(dungeon, level=5).put(0, "wall-street").put(1, "boomtown")
    game.use("invisibility").play("roll", (2, 3))                  # past Mother Earth to Lonely Lane, for sale
    assert game.at(0) == "lonely-lane" and game.cash(0) == 75
    assert game.pending.actor == 1                                 # no auction: she did not land


def test_invisibility_after_her_move_only_hides_her(dungeon):
    game = wizard_and_fighter(dungeon, level=5).put(0, "speculation").put(1, "wall-street")
    game.play("roll", (3, 3))                                      # to her own Beggarman's Court
    assert game.words("invisibility") == "Invisibility: you are hidden until your next turn"
    game.use("invisibility")
    assert game.sheet(0)["hidden"]


# -- level 6: Charm Person -----------------------------------------------------------------------------------
def test_charm_person_waives_the_next_rent_she_owes_him(dungeon):
    game = wizard_and_fighter(dungeon, level=6).put(0, "speculation").put(1, "shelter")
    assert game.words("charm_person-1") == ("Charm Person on Ben, 2 squares away: the next rent you owe Ben is "
                                            "waived")
    ep = game.ep(0)
    game.use("charm_person-1")
    assert game.sheet(1)["enchantments"] == [{"id": "charm_person", "by": 0, "mental": True}]
    assert game.ep(0) == ep + 1
    game.play("roll", (1, 2))                                      # Ben's Boomtown: $6 waived
    assert game.cash(0) == 75 and game.cash(1) == 75
    assert "Ben is charmed by Ann and waives her rent." in game.lines()
    assert game.ep(0) == ep + 1                                    # no rent paid, no EP for it (D-14)
    assert enchantments(game, 1) == []                             # the charm is used up


def test_the_charm_waits_for_a_rent_owed_to_him(dungeon):
    game = wizard_and_fighter(dungeon, level=6).put(0, "speculation").put(1, "shelter")
    game.use("charm_person-1").play("roll", (2, 4))                # her own Beggarman's Court
    assert enchantments(game, 1) == ["charm_person"]


def test_an_ascended_cleric_cannot_be_charmed(dungeon):
    game = dungeon(classes=["wizard", "cleric"]).level(0, 6).level(1, 9).put(1, "wayback")
    assert "magic_missile-1" in game.offered() and "charm_person-1" not in game.offered()


# -- level 7: Counterspell -----------------------------------------------------------------------------------
def test_counterspell_dispels_an_enchantment_even_on_a_hidden_opponent_in_sanctuary(dungeon):
    game = wizard_and_fighter(dungeon, level=7).put(1, "lonely-lane").enchant(1, "sanctuary", by=1)
    game.sheet(1)["hidden"] = True
    assert game.words("counterspell-1.sanctuary.1") == "Counterspell: dispel Ben's Sanctuary on Ben"
    ep = game.ep(0)
    game.use("counterspell-1.sanctuary.1")
    assert enchantments(game, 1) == [] and game.ep(0) == ep + 1
    assert "Ann dispels Ben's Sanctuary on Ben." in game.lines()
    assert game.sheet(0)["used"] == ["counterspell"]


def test_counterspell_dispels_a_blessing_on_a_lot_within_her_range(dungeon):
    game = wizard_and_fighter(dungeon, level=7).put(0, "maguire-flats").put(1, "wall-street")
    game.slot["spaces"]["fairhope-avenue"] = [{"id": "bless", "by": 1, "mental": False}]
    assert "counterspell-fairhope-avenue.bless.1" in game.offered()
    game.use("counterspell-fairhope-avenue.bless.1")
    assert game.slot["spaces"] == {}


def test_counterspell_reaches_no_further_than_her_range_and_not_into_a_cell(dungeon):
    game = wizard_and_fighter(dungeon, level=7).put(0, "wall-street")
    game.slot["spaces"]["fairhope-avenue"] = [{"id": "bless", "by": 1, "mental": False}]
    assert not [o for o in game.offered() if o.startswith("counterspell")]
    game.put(0, "shelter").jail(1).enchant(1, "mage_armor", by=1)
    assert not [o for o in game.offered() if o.startswith("counterspell")]


def test_counterspell_stops_a_spell_cast_anywhere(dungeon):
    game = two_wizards(dungeon).put(1, "wayback")
    game.use("magic_missile-1")
    assert game.pending.actor == 1 and game.pending.kind == "house.dungeonopoly.counter"
    assert game.pending.options == ("counterspell", "no")
    assert game.pending.prompt == "Ben: Ann casts Magic Missile on Ben. Counter it with Counterspell?"
    ann_ep, ben_ep = game.ep(0), game.ep(1)
    game.play("counterspell")
    assert game.cash(1) == 75 and game.ep(0) == ann_ep and game.ep(1) == ben_ep + 1
    assert "Ben counters Ann's Magic Missile: it does nothing." in game.lines()
    assert game.sheet(1)["used"] == ["counterspell"]
    assert game.pending.actor == 0 and game.offered() == []       # it was still her spell for the turn


def test_a_spell_let_through_takes_effect(dungeon):
    game = two_wizards(dungeon).put(1, "wayback").use("magic_missile-1").play("no")
    assert game.cash(1) == 65 and game.sheet(1)["used"] == []


def test_a_countered_spell_is_paid_for_and_spent(dungeon):
    game = two_wizards(dungeon, level=10).put(0, "beggarmans-court").put(1, "wall-street").set_cash(0, 300)
    game.use("wish-place_hotel").play("counterspell")
    assert game.cash(0) == 50 and game.houses("beggarmans-court") == 0
    assert "wish" in game.sheet(0)["used"]


def test_a_wish_may_counter_when_counterspell_is_spent(dungeon):
    game = two_wizards(dungeon, counter_level=10).put(1, "wayback")
    game.sheet(1)["used"] = ["counterspell"]
    game.use("magic_missile-1")
    assert game.pending.options == ("wish", "no")
    game.play("wish")
    assert game.cash(1) == 75 - 5 and game.sheet(1)["used"] == ["counterspell", "wish"]
    assert "Ben counters Ann's Magic Missile by a Wish: it does nothing." in game.lines()


def test_the_next_wizard_is_asked_when_one_lets_the_spell_be_and_a_counter_is_never_countered(dungeon):
    game = dungeon(classes=["wizard", "wizard", "wizard"]).level(1, 7).level(2, 7).put(1, "wayback")
    game.use("magic_missile-1").play("no")
    assert game.pending.actor == 2 and game.pending.kind == "house.dungeonopoly.counter"
    game.play("counterspell")
    assert game.cash(1) == 75 and game.pending.actor == 0          # Ben is not asked about Cal's counter


def test_nobody_is_asked_to_counter_her_own_spell_nor_from_a_jail_cell(dungeon):
    game = two_wizards(dungeon, level=7).put(1, "wall-street").jail(1)
    game.use("mage_armor")
    assert game.pending.actor == 0 and game.pending.kind == "turn"
    assert enchantments(game, 0) == ["mage_armor"]


# -- level 8: Fireball ---------------------------------------------------------------------------------------
def test_fireball_burns_the_houses_after_the_rent_is_paid(dungeon):
    game = wizard_and_fighter(dungeon, level=8).put(0, "easy-street").put(1, "wall-street")
    game.build("fairhope-avenue", 2).play("roll", (2, 3))          # Ben's Fairhope Avenue: $36
    assert game.cash(0) == 75 - 36
    assert game.words("fireball") == "Fireball on Fairhope Avenue: 2 houses come down"
    ep = game.ep(0)
    game.use("fireball")
    assert game.houses("fairhope-avenue") == 0 and game.cash(0) == 39
    assert "Ann's Fireball burns 2 houses on Fairhope Avenue." in game.lines()
    assert game.ep(0) == ep + 1


def test_fireball_hits_every_opponent_on_her_square_hidden_or_not_but_none_in_a_cell(dungeon):
    game = dungeon(classes=["wizard", "fighter", "fighter"]).level(0, 8).put(0, "shelter").put(1, "shelter")
    game.jail(2).set_cash(1, 100)
    game.sheet(1)["hidden"] = True
    assert game.words("fireball") == "Fireball on Shelter: Ben takes $80 damage"
    game.use("fireball")
    assert game.cash(1) == 20 and game.cash(2) == 75


def test_a_blessed_lot_keeps_its_houses_and_an_empty_square_offers_no_fireball(dungeon):
    game = wizard_and_fighter(dungeon, level=8).put(0, "fairhope-avenue").put(1, "wall-street")
    game.build("fairhope-avenue", 2).slot["spaces"]["fairhope-avenue"] = [{"id": "bless", "by": 1, "mental": False}]
    assert "fireball" not in game.offered()


# -- level 9: Telekinesis ------------------------------------------------------------------------------------
def test_telekinesis_pushes_an_opponent_who_passes_but_does_not_land(dungeon):
    game = wizard_and_fighter(dungeon, level=9).put(1, "grand-boulevard").build("wall-street", 3)
    assert game.words("telekinesis-1") == ("Telekinesis on Ben: 1 to 5 squares forward or back, passing the squares "
                                           "but landing on none")
    ep = game.ep(0)
    game.use("telekinesis-1")
    assert game.pending.kind == "house.dungeonopoly.telekinesis" and game.pending.options == PUSHES
    game.play(2)                                                   # onto her Wall Street, three houses
    assert game.at(1) == "wall-street" and game.cash(1) == 75     # no rent: he did not land
    assert "Ann pushes Ben 2 squares forward by Telekinesis." in game.lines()
    assert game.ep(0) == ep + 1


def test_telekinesis_onto_mother_earth_pays_the_wages_once_and_clears_her_spells(dungeon):
    game = wizard_and_fighter(dungeon, level=9).put(0, "chance-2").put(1, "boomtown")
    ep = game.ep(0)
    game.use("telekinesis-0").play(3)
    assert game.at(0) == "mother-earth" and game.cash(0) == 175   # passing, not landing: D-19
    assert game.ep(0) == ep + 2                                    # the spell and the wages
    assert game.sheet(0)["used"] == []                             # D-20


def test_a_rogue_pushed_onto_mother_earth_robs_the_bank_as_one_passing_it(dungeon):
    # "the character does count as passing over any squares that get crossed ... However, the
    # character does not count as having landed on the final square" (Wizard, level 9), and Rob Bank
    # pays "$50 per level ... when she passes GO" but "$100 per level" only landing on it: halved, a
    # level-2 rogue pushed onto Mother Earth draws $100 wages and $50 more, not $200 and $100 (D-19, D-49)
    game = dungeon(classes=["wizard", "rogue"]).level(0, 9).put(1, "chance-2")
    game.character(1, level=2, class_data={"rob_bank": True, "ranks": {"rob_bank": 15}})
    game.use("telekinesis-1").play(3)
    assert game.at(1) == "mother-earth" and game.pending.kind == "house.dungeonopoly.d20"
    game.play(15)
    assert game.cash(1) == 75 + 100 + 50
    assert "Ben robs the bank (15): $100 wages and $50 more." in game.lines()


def test_telekinesis_back_past_mother_earth_pays_nothing(dungeon):
    game = wizard_and_fighter(dungeon, level=9).put(0, "wayback").put(1, "boomtown")
    game.use("telekinesis-0").play(-3)
    assert game.at(0) == "wall-street" and game.cash(0) == 75


def test_telekinesis_reaches_no_one_hidden_jailed_or_in_the_poor_house(dungeon):
    game = dungeon(classes=["wizard", "fighter", "fighter"]).level(0, 9).put(1, "boomtown").put(2, "wall-street")
    game.sheet(1)["hidden"] = True
    game.state.players[2].in_poor_house = True
    assert not {"telekinesis-1", "telekinesis-2"} & set(game.offered())
    game.sheet(0)["hidden"] = True
    assert "telekinesis-0" in game.offered()                       # herself, hidden or not
    game.state.players[0].in_poor_house = True
    assert "telekinesis-0" not in game.offered()                   # not out of the Poor House (D-49)
    game.state.players[0].in_poor_house = False
    game.sheet(1)["hidden"] = False
    game.jail(1)
    assert "telekinesis-1" not in game.offered()


def test_shield_of_faith_turns_telekinesis_aside(dungeon):
    game = wizard_and_fighter(dungeon, level=9).put(1, "boomtown").enchant(1, "shield_of_faith", by=1)
    game.use("telekinesis-1")
    assert game.pending.kind == "turn" and game.at(1) == "boomtown"
    assert enchantments(game, 1) == []


# -- level 10: Wish ------------------------------------------------------------------------------------------
def test_wish_copies_a_spell_she_has_spent_at_its_cost_or_the_minimum(dungeon):
    game = wizard_and_fighter(dungeon).character(0, level=10, used=["slow"])
    assert "wish-slow.1" in game.offered() and "wish-magic_missile.1" not in game.offered()
    assert game.words("wish-slow.1") == ("Wish for Slow ($5): Slow on Ben, on your square: one die fewer on the "
                                         "next throw")
    ep = game.ep(0)
    game.use("wish-slow.1")
    assert enchantments(game, 1) == ["slow"] and game.cash(0) == 70
    assert "Ann casts Slow by a Wish." in game.lines()
    assert game.ep(0) == ep + 1 and game.sheet(0)["used"] == ["slow", "wish"]
    assert game.offered() == []                                    # her spell for the turn


def test_a_wished_telekinesis_asks_the_push_and_its_ep_is_the_wishs(dungeon):
    game = wizard_and_fighter(dungeon).put(1, "boomtown").character(0, level=10, used=["telekinesis"])
    ep = game.ep(0)
    game.use("wish-telekinesis.1")
    assert game.pending.kind == "house.dungeonopoly.telekinesis"
    game.play(-1)
    assert game.at(1) == "shelter" and game.cash(1) == 75         # passed, not landed: no tax
    assert game.cash(0) == 70 and game.ep(0) == ep + 1
    assert game.sheet(0)["used"] == ["telekinesis", "wish"]


def test_wish_copies_a_cleric_spell(dungeon):
    try:
        from landlord_plugins.dungeonopoly import cleric
    except ImportError:
        pytest.skip("the Cleric's module is not written yet")
    if "cleric" not in registry.MODULES or "holy_smite" not in getattr(cleric, "SPELLS", {}):
        pytest.skip("the Cleric's module does not cast Holy Smite yet")
    game = dungeon(classes=["wizard", "fighter"]).level(0, 10).put(1, "wall-street").set_cash(1, 200)
    assert game.words("wish-holy_smite.1").startswith("Wish for Holy Smite ($5): ")
    game.use("wish-holy_smite.1")
    assert game.cash(0) == 70 and game.cash(1) == 200 - 100        # her level's damage, anywhere on the board
    assert "Ann casts Holy Smite by a Wish." in game.lines()


def test_wish_copies_a_cleric_reaction_on_another_players_throw(dungeon):
    try:
        from landlord_plugins.dungeonopoly import cleric
    except ImportError:
        pytest.skip("the Cleric's module is not written yet")
    if "cleric" not in registry.MODULES or "divine_intervention" not in getattr(cleric, "SPELLS", {}):
        pytest.skip("the Cleric's module does not cast Divine Intervention yet")
    game = wizard_and_fighter(dungeon, level=10).put(0, "rubeville").put(1, "speculation")
    game.play("roll", (2, 3), "house:pass", "house:pass")          # her own turn, to Beggarman's Court
    game.play("roll", (3, 4))                                      # Ben's throw, held for the others
    assert game.pending.actor == 0 and "wish-divine_intervention" in game.offered()
    game.use("wish-divine_intervention")
    assert game.cash(0) == 70 and game.sheet(0)["used"] == ["wish"]
    assert "Ann casts Divine Intervention by a Wish." in game.lines()
    game.play((1, 2))                                              # Ben throws again: his own Boomtown
    assert game.at(1) == "boomtown"


def test_wish_clears_the_pledge_on_the_card_she_stands_on(dungeon):
    game = wizard_and_fighter(dungeon, level=10).put(0, "boomtown").put(1, "wall-street").notes(1, 3)
    assert game.words("wish-unmortgage") == ("Wish to clear the pledge on Boomtown: one of Ben's notes is "
                                             "cancelled ($10)")
    game.use("wish-unmortgage")
    assert game.state.players[1].notes == 2 and game.cash(0) == 65


def test_wish_builds_the_lot_she_stands_on_to_the_top(dungeon):
    game = wizard_and_fighter(dungeon, level=10).put(0, "beggarmans-court").put(1, "wall-street")
    assert "wish-place_hotel" not in game.offered()                # $250 she does not have
    game.set_cash(0, 300).build("beggarmans-court", 1)
    assert game.words("wish-place_hotel") == "Wish to build Beggarman's Court to the top: 1 to 3 houses ($250)"
    game.use("wish-place_hotel")
    assert game.houses("beggarmans-court") == 3 and game.cash(0) == 50


def test_wish_takes_the_unowned_card_she_stands_on_from_the_pack(dungeon):
    game = wizard_and_fighter(dungeon, level=10).put(0, "wayback").put(1, "wall-street")
    assert "wayback" not in game.state.owner
    assert game.words("wish-gain_ownership") == "Wish to take the card of Wayback from the pack ($25)"
    ep = game.ep(0)
    game.use("wish-gain_ownership")
    assert game.state.owner["wayback"] == 0 and game.cash(0) == 75 - 25
    assert game.ep(0) == ep + 1
    assert "wish-gain_ownership" not in game.offered()             # Wish is spent until Mother Earth


def test_no_wish_for_a_card_someone_holds(dungeon):
    game = wizard_and_fighter(dungeon, level=10).put(0, "boomtown").put(1, "wall-street")
    assert "wish-gain_ownership" not in game.offered()


def test_no_wish_for_property_under_the_single_tax(dungeon):
    game = wizard_and_fighter(dungeon, level=10, options={"single_tax": True}).put(0, "beggarmans-court")
    game.set_cash(0, 300).put(1, "wall-street").notes(1, 3)
    assert game.state.single_tax_adopted
    assert not [o for o in game.offered() if o in ("wish-place_hotel", "wish-unmortgage", "wish-gain_ownership")]


# -- the rules every spell keeps -----------------------------------------------------------------------------
def test_no_spell_from_a_jail_cell(dungeon):
    game = dungeon(classes=["fighter", "wizard"]).level(1, 10).put(0, "speculation").jail(1)
    game.play("roll", (1, 2))                                      # Ann to Ben's Boomtown
    assert game.pending.actor == 1 and game.offered() == []


def test_a_spent_spell_comes_back_at_mother_earth(dungeon):
    game = wizard_and_fighter(dungeon, level=3).put(0, "chance-2").put(1, "wall-street")
    game.use("mage_armor").play("roll", (1, 2))                    # to Mother Earth and past it: Lonely Lane
    assert game.sheet(0)["used"] == []


def test_the_panel_says_whom_she_charmed_and_that_she_can_counter(dungeon):
    game = wizard_and_fighter(dungeon, level=7).put(0, "speculation").put(1, "shelter").use("charm_person-1")
    assert wizard.describe(play_of(game), 0) == ["Charmed, waiving her next rent: Ben",
                                                 "Counterspell ready: she may stop a spell cast anywhere"]


def test_every_spell_of_the_wizard_has_a_scenario_here():
    tested = {name for name in globals() if name.startswith("test_")}
    for spell in ("magic_missile", "expeditious_retreat", "mage_armor", "slow", "invisibility", "charm_person",
                  "counterspell", "fireball", "telekinesis", "wish"):
        assert any(spell in name for name in tested), spell
    assert set(wizard.SPELLS) == {"magic_missile", "expeditious_retreat", "mage_armor", "slow", "invisibility",
                                  "charm_person", "counterspell", "fireball", "telekinesis", "wish"}


def test_random_games_of_four_wizards_keep_every_invariant_and_use_every_spell(dungeon_engine):
    """Seeded games with random legal choices, four wizards who level every three EP: money is kept,
    Dungeonopoly is never switched off, every game ends, and all ten spells come into play."""
    used: set[str] = set()
    for seed in range(3):
        state = dungeon_engine.new_game(["A", "B", "C", "D"], seed=seed, start="beginners", jail="classic",
                                        house_rules=["dungeonopoly"],
                                        house_settings={"dungeonopoly": {"classes": ["wizard"] * 4, "ep_per_level": 3}})
        money, rng = total_money(state), random.Random(seed)
        while (decision := dungeon_engine.pending(state)) is not None:
            choice = (dungeon_engine.sample_chance(state, decision) if decision.is_chance
                      else rng.choice([o for o in decision.options if o != "propose_single_tax"]
                                      or list(decision.options)))
            if decision.kind == "house.dungeonopoly.counter" and choice != "no":
                used.add("counterspell")
            if isinstance(choice, str) and choice.startswith(MINE):
                used.add(choice[len(MINE):].partition("-")[0])
            dungeon_engine.apply(state, choice)
            assert total_money(state) == money
            assert not state.plugin_data["house"]["disabled"], state.plugin_data["house"]["disabled"]
        assert state.over
    assert used >= set(wizard.SPELLS)


def test_the_board_shows_whom_her_spells_are_aimed_at(dungeon):
    game = wizard_and_fighter(dungeon, level=4).use("slow-1")                     # both on Mother Earth
    shown = [(e.data["seat"], e.data["target"], e.text) for e in game.events if e.name == "house_action"]
    assert shown == [(0, 1, "Ann: Slow on Ben")]
