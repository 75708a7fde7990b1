"""The Cleric's ten abilities (Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Cleric), each
played through the engine with scripted dice, Chance cards and d20s.

Ann is the cleric and plays first; Ben is a fighter unless a scenario needs a wizard (for the
house rule's own dice thrown again, a d20 check, a mount's or a melody's dice, the Entropic Ward's
die, Ann is the one who throws them and Ben the cleric). Both hold the
beginners' hands (Ann: Beggarman's Court, The Bowery, Wall Street and two railroads; Ben: Boomtown,
Fairhope Avenue, Grand Boulevard, a railroad and a franchise) and $75. Damage is $10 a level of the
attacker (D-32); casting costs are halved (D-18): Bless/Curse $25, Glyph $75, Wrath $150.
"""
from __future__ import annotations

import random

import pytest

from landlord.engine import MISC
from landlord.engine.board import stop_cost
from landlord.engine.ledger import total_money

from landlord_plugins.dungeonopoly import cleric, registry

MINE = "house:dungeonopoly:"
PASS = "house:pass"
POT = "pot:dungeonopoly"


def cleric_and(dungeon, other: str = "fighter", level: int = 1, **settings):
    return dungeon(classes=["cleric", other], **settings).level(0, level)


def modifier(game, space: str) -> int:
    return game.state.plugin_data["house"]["modifiers"].get("rent_percent", {}).get(space, 0)


def rent_for(game, seat: int, space: str) -> int:
    return stop_cost(game.engine.rules, game.state, seat, game.engine.rules.index_of(space)).total


def fill_pot(game, amount: int):
    game.state.accounts[POT] += amount
    game.state.accounts[MISC] -= amount
    return game


def roll(game, dice, *then):
    """The player whose turn it is throws; a cleric of level 6 or more, offered Divine Intervention
    on the throw, lets it stand."""
    game.play("roll", dice)
    while game.pending.kind == "house.dice_thrown":
        game.play(PASS)
    return game.play(*then)


def end_turn(game):
    """Whoever's turn it is uses nothing more."""
    seat = game.state.turn
    while game.state.turn == seat and game.pending.actor == seat and PASS in game.pending.options:
        game.play(PASS)
    return game


def enchantments(game, space: str) -> list[str]:
    return [e["id"] for e in game.slot["spaces"].get(space, [])]


# -- level 1: Bless / Curse -----------------------------------------------------------------------------
def test_bless_raises_the_rent_of_the_lot_she_stands_on_by_5_percent_a_level_rounded_down(dungeon):
    game = cleric_and(dungeon, level=4).put(0, "wall-street").put(1, "madison-square").build("wall-street", 3)
    assert game.words("bless_curse-bless") == ("Bless Wall Street: its rent $52 becomes $62 (+20%), and its "
                                               "houses cannot be knocked down ($25)")
    ep = game.ep(0)
    game.use("bless_curse-bless")
    assert game.cash(0) == 50 and game.ep(0) == ep + 1
    assert "Ann blesses Wall Street: its rent +20%." in game.lines()
    assert enchantments(game, "wall-street") == ["bless"] and modifier(game, "wall-street") == 20
    game.play("roll", (1, 3))                                # Ann to Fuel: no tax for her (Divine Favor)
    game.play("roll", (2, 3), "forward")                     # Ben, from Madison Square onto Wall Street
    assert game.at(1) == "wall-street" and game.cash(1) == 75 - 62   # 52 + 20% = 62.4, rounded down (D-2)


def test_curse_lowers_a_rivals_rent_by_5_percent_a_level_the_rent_rounded_up(dungeon):
    game = cleric_and(dungeon, level=3).put(0, "grand-boulevard").put(1, "wall-street").build("grand-boulevard", 3)
    assert game.words("bless_curse-curse") == "Curse Grand Boulevard: its rent $52 becomes $45 (-15%) ($25)"
    game.use("bless_curse-curse")
    assert game.cash(0) == 50 and modifier(game, "grand-boulevard") == -15
    assert rent_for(game, 0, "grand-boulevard") == 45        # 52 - 15% = 44.2, the rent rounded up (D-3)
    assert "Ann curses Grand Boulevard: its rent -15%." in game.lines()


@pytest.mark.parametrize("present, cast", [("bless", "curse"), ("curse", "bless")])
def test_each_form_cast_on_the_other_simply_lifts_it(dungeon, present, cast):
    game = cleric_and(dungeon, level=2).put(0, "fairhope-avenue")
    game.slot["spaces"]["fairhope-avenue"] = [{"id": present, "by": 1, "mental": False, "percent": 10}]
    game.state.plugin_data["house"]["modifiers"]["rent_percent"] = {"fairhope-avenue": 10}
    assert present not in [o.partition("-")[2] for o in game.offered() if o.startswith("bless_curse")]
    assert "lifts Ben's" in game.words(f"bless_curse-{cast}")
    game.use(f"bless_curse-{cast}")
    assert enchantments(game, "fairhope-avenue") == [] and modifier(game, "fairhope-avenue") == 0
    assert rent_for(game, 0, "fairhope-avenue") == 16        # the rent as it was before either
    assert any("lifts Ben's" in line for line in game.lines())


@pytest.mark.parametrize("space, offered", [
    ("wall-street", True), ("royal-rusher-rr", True), ("slambang-trolley", True),   # lot, railroad, franchise
    ("speculation", False), ("fuel", False), ("mother-earth", False), ("chance-1", False)])
def test_bless_and_curse_work_on_lots_railroads_and_franchises(dungeon, space, offered):
    game = cleric_and(dungeon).put(0, space)
    assert ("bless_curse-bless" in game.offered()) is offered and ("bless_curse-curse" in game.offered()) is offered


def test_bless_is_not_offered_without_its_25_dollars(dungeon):
    game = cleric_and(dungeon).put(0, "wall-street").set_cash(0, 24)
    assert not [o for o in game.offered() if o.startswith("bless_curse")]


def test_a_blessed_lot_keeps_its_houses_against_raze(dungeon):
    game = dungeon(classes=["fighter", "cleric"]).level(0, 6).put(0, "fifth-avenue").put(1, "wall-street")
    game.give("grand-boulevard", 1).build("grand-boulevard", 2)
    game.slot["spaces"]["grand-boulevard"] = [{"id": "bless", "by": 1, "mental": False, "percent": 5}]
    game.play("roll", (1, 1), "forward")                     # the fighter lands on the blessed lot
    assert game.houses("grand-boulevard") == 2


def test_a_counterspell_that_dispels_a_blessing_takes_the_rent_change_with_it(dungeon):
    game = dungeon(classes=["wizard", "cleric"]).level(0, 7).put(0, "wall-street").put(1, "fuel")
    game.slot["spaces"]["wall-street"] = [{"id": "bless", "by": 1, "mental": False, "percent": 5}]
    game.state.plugin_data["house"]["modifiers"]["rent_percent"] = {"wall-street": 5}
    dispel = [o for o in game.offered() if o.startswith("counterspell") and "bless" in o]
    assert dispel
    game.use(dispel[0])
    assert modifier(game, "wall-street") == 0 and enchantments(game, "wall-street") == []


# -- level 2: Shield of Faith -----------------------------------------------------------------------------
def test_shield_of_faith_stops_the_next_blow(dungeon):
    game = cleric_and(dungeon, level=2).put(0, "boomtown").put(1, "beggarmans-court")
    assert game.words("shield_of_faith") == ("Shield of Faith: the next damage done to you, or spell cast at you, "
                                             "does nothing")
    ep = game.ep(0)
    game.use("shield_of_faith")
    assert game.ep(0) == ep + 1
    game.play("roll", (1, 2))                                # Ann joins Ben on Beggarman's Court, her lot
    assert game.pending.actor == 1 and "attack-0" in game.offered()
    fighter_ep = game.ep(1)
    game.use("attack-0")
    assert game.cash(0) == 75 and game.ep(1) == fighter_ep   # a blow a ward stops earns nothing (D-32)
    assert "Ann's Shield of Faith stops Ben's Attack." in game.lines()
    assert game.sheet(0)["enchantments"] == []              # used up by the one blow


def test_shield_of_faith_turns_aside_a_spell_cast_at_her(dungeon):
    game = dungeon(classes=["wizard", "cleric"]).level(0, 4).level(1, 2).put(1, "wayback")
    game.enchant(1, "shield_of_faith", by=1)
    game.use("slow-1")
    assert "Ben's Shield of Faith turns aside Ann's Slow." in game.lines()
    assert not any(e["id"] == "slow" for e in game.sheet(1)["enchantments"])


def test_shield_of_faith_does_not_stack(dungeon):
    game = cleric_and(dungeon, level=2).enchant(0, "shield_of_faith", by=0)
    assert "shield_of_faith" not in game.offered()


# -- level 3: Sanctuary ------------------------------------------------------------------------------------
def test_sanctuary_before_the_throw_costs_her_the_throw(dungeon):
    game = cleric_and(dungeon, level=3).put(1, "wall-street")
    assert game.words("sanctuary-forgo") == ("Sanctuary: nothing can target or damage you until your next turn; "
                                             "you forgo this turn's throw")
    ep = game.ep(0)
    game.use("sanctuary-forgo")
    assert game.at(0) == "mother-earth" and game.ep(0) == ep + 1
    assert "Ann forgoes the throw." in game.log()
    assert game.pending.actor == 1                           # her turn is over: Ben's


def test_sanctuary_keeps_every_ability_off_her_until_her_next_turn(dungeon):
    game = cleric_and(dungeon, level=3).put(0, "boomtown").put(1, "beggarmans-court").give("market-place", 1)
    game.play("roll", (1, 2))                                # onto Ben's square
    game.use("sanctuary")                                    # after moving: no throw lost
    assert game.pending.actor == 1 and "attack-0" not in game.offered()
    assert game.sheet(0)["enchantments"] == [{"id": "sanctuary", "by": 0, "mental": False}]
    game.play("roll", (1, 3))                                # Ben to his own Market Place; Ann's turn next
    assert game.state.turn == 0
    assert "Ann's Sanctuary ends as her turn begins." in game.lines()
    assert game.sheet(0)["enchantments"] == []


def test_sanctuary_after_the_move_keeps_the_throw(dungeon):
    game = cleric_and(dungeon, level=3).put(0, "boomtown").put(1, "wall-street")
    game.play("roll", (1, 2))
    assert "sanctuary" in game.offered() and "sanctuary-forgo" not in game.offered()


# -- level 4: Divine Favor ----------------------------------------------------------------------------------
def test_divine_favor_owes_no_tax(dungeon):
    game = cleric_and(dungeon, level=4).put(0, "beggarmans-court").put(1, "wall-street")
    game.play("roll", (1, 2))                                # onto Food
    assert game.at(0) == "food" and game.cash(0) == 75 and game.pot == 0
    assert "Ann owes no tax: Divine Favor." in game.lines()


def test_below_level_4_she_pays_the_tax_into_the_pot(dungeon):
    game = cleric_and(dungeon, level=3).put(0, "beggarmans-court").put(1, "wall-street")
    game.play("roll", (1, 2))
    assert game.cash(0) == 65 and game.pot == 10


def test_divine_favor_refuses_a_chance_card(dungeon):
    game = cleric_and(dungeon, level=4).put(0, "cottage-terrace").put(1, "wall-street")
    game.play("roll", (1, 2), "fined-for-speeding")          # onto the first Chance: a $50 fine
    assert game.pending.kind == "house.chance_drawn" and "divine_favor" in game.offered()
    game.use("divine_favor")
    assert game.cash(0) == 75 and game.pot == 0
    assert "Ann refuses the Chance card by Divine Favor." in game.lines()
    assert game.pending.kind != "house.chance_drawn"        # the card is gone: nothing more to refuse


def test_a_card_she_accepts_is_followed(dungeon):
    game = cleric_and(dungeon, level=4).put(0, "cottage-terrace").put(1, "wall-street")
    game.play("roll", (1, 2), "inheritance", PASS)
    assert game.cash(0) == 175


def test_divine_favor_still_pays_the_jail_fine(dungeon):
    game = dungeon(classes=["fighter", "cleric"]).level(1, 4).put(0, "boomtown").jail(1)
    end_turn(roll(game, (1, 2)))                             # Ann's turn, on to her own lot
    game.play("pay")
    assert game.cash(1) == 25 and game.pot == 50


def test_divine_favor_leaves_the_luxury_purchase_alone(dungeon):
    game = cleric_and(dungeon, level=4).put(0, "chance-2").put(1, "wall-street")
    game.play("roll", (1, 1))                                # onto the Luxury space
    assert game.cash(0) == 0 and len(game.state.players[0].luxuries) == 1     # D-53: a purchase, not a tax


# -- level 5: Holy Smite ----------------------------------------------------------------------------------
def test_holy_smite_damages_an_opponent_anywhere_on_the_board(dungeon):
    game = cleric_and(dungeon, level=5).put(1, "central-park")
    assert game.words("holy_smite-1") == "Holy Smite on Ben, anywhere on the board: $50 damage"
    ep = game.ep(0)
    game.use("holy_smite-1")
    assert game.cash(1) == 25 and game.ep(0) == ep + 1
    assert "Ann's Holy Smite hits Ben: $50 damage." in game.lines()


@pytest.mark.parametrize("where", ["jail", "hidden", "poor_house", "sanctuary"])
def test_holy_smite_cannot_reach_a_prisoner_the_hidden_the_poor_or_a_sanctuary(dungeon, where):
    game = cleric_and(dungeon, level=5).put(1, "central-park")
    if where == "jail":
        game.jail(1)
    elif where == "hidden":
        game.sheet(1)["hidden"] = True
    elif where == "poor_house":
        game.state.players[1].in_poor_house = True
    else:
        game.enchant(1, "sanctuary", by=1)
    assert "holy_smite-1" not in game.offered()


def test_a_holy_smite_stopped_by_a_shield_earns_nothing(dungeon):
    game = cleric_and(dungeon, level=5).enchant(1, "shield_of_faith", by=1)
    ep = game.ep(0)
    game.use("holy_smite-1")
    assert game.cash(1) == 75 and game.ep(0) == ep


# -- level 6: Divine Intervention ---------------------------------------------------------------------------
def test_divine_intervention_makes_an_opponent_throw_again(dungeon):
    game = cleric_and(dungeon, level=6).put(0, "boomtown").put(1, "speculation")
    game.play("roll", (1, 2))                                # Ann to her Beggarman's Court
    assert game.pending.kind == "house.dice_thrown" and "divine_intervention" in game.offered()
    game.play(PASS)                                          # she lets her own throw stand
    game.play(PASS)                                          # and casts nothing after her move
    game.play("roll", (3, 4))                                # Ben's throw would take him to his railroad
    assert game.pending.actor == 0 and game.words("divine_intervention") == (
        "Divine Intervention: Ben's throw of 3 and 4 is discarded and made again")
    ep = game.ep(0)
    game.use("divine_intervention")
    assert "Ann's Divine Intervention: Ben must throw again." in game.lines()
    game.play((1, 2))
    assert game.at(1) == "boomtown" and game.ep(0) == ep + 1
    assert game.sheet(0)["turn"]["spells"] == 0 and "divine_intervention" in game.sheet(0)["used"]


def test_divine_intervention_on_her_own_throw_is_her_spell_for_the_turn(dungeon):
    game = cleric_and(dungeon, level=6).put(0, "boomtown").put(1, "wall-street")
    game.play("roll", (3, 4))
    game.use("divine_intervention").play((1, 2))
    assert game.at(0) == "beggarmans-court"
    assert game.pending.actor == 1                           # no second spell after her move


def test_no_divine_intervention_on_her_own_throw_after_a_spell(dungeon):
    game = cleric_and(dungeon, level=6).put(0, "boomtown").put(1, "wall-street")
    game.use("shield_of_faith").play("roll", (1, 2))
    assert game.pending.kind != "house.dice_thrown"
    assert game.at(0) == "beggarmans-court"


def test_a_prisoners_throw_for_a_double_is_not_offered_to_divine_intervention(dungeon):
    game = dungeon(classes=["fighter", "cleric", "cleric"]).level(1, 6).level(2, 6).put(0, "boomtown").jail(1)
    end_turn(roll(game, (1, 2)))
    assert game.state.turn == 1 and game.pending.kind == "jail.classic"
    game.play("throw", (2, 2))                               # Ben, the prisoner, throws a double
    assert game.pending.kind != "house.dice_thrown"          # Cal is not asked: D-24, as amended
    assert not game.state.players[1].in_jail and game.at(1) == "beggarmans-court"


REROLL = "house.dungeonopoly.reroll"
D20 = "house.dungeonopoly.d20"


def ben_far_shot_by(dungeon, *classes: str):
    """Ann, a fighter of level 3, has Far Shot at Ben, six squares along her edge: a d20 of 6 or
    less hits him for $30. Ben is a cleric of level 6; a third seat is of ``classes``."""
    game = dungeon(classes=["fighter", "cleric", *classes]).level(0, 3).level(1, 6)
    return game.put(0, "wayback").put(1, "the-farm").use("far_shot-1")


def test_divine_intervention_makes_an_opponent_throw_a_d20_check_she_passed_again(dungeon):
    # "Any time dice are rolled, she can cast this spell to discard the result and require a reroll" (D-24)
    game = ben_far_shot_by(dungeon).play(5)                  # a hit ...
    assert game.pending.kind == REROLL and game.pending.actor == 1
    assert game.pending.options == ("divine_intervention-d20", "let it stand")
    assert game.advice() == "divine_intervention-d20"        # "force a lucky opponent to reroll"
    ep = game.ep(1)
    game.play("divine_intervention-d20")
    assert "Ben's Divine Intervention: the d20's 5 is discarded and thrown again." in game.lines()
    assert game.pending.kind == D20
    game.play(7)                                             # ... made a miss
    assert game.cash(1) == 75 and "Ann's Far Shot at Ben misses (7)." in game.lines()
    assert game.ep(1) == ep + 1 and "divine_intervention" in game.sheet(1)["used"]
    assert game.sheet(1)["turn"]["spells"] == 0              # not her spell for the turn: another's (D-60)


def test_a_d20_check_let_stand_goes_to_the_ability_as_it_fell(dungeon):
    game = ben_far_shot_by(dungeon).play(5).play("let it stand")
    assert game.cash(1) == 75 - 30 and "divine_intervention" not in game.sheet(1)["used"]


def test_a_cleric_throws_her_own_failed_d20_check_again(dungeon):
    # "Or use it on yourself": a cleric and fighter of level 6, whose Far Shot hits on 12 or less
    game = dungeon(classes=["cleric", "fighter"], second_classes=["fighter", "none"]).level(0, 6)
    game.put(0, "wayback").put(1, "the-farm").use("far_shot-1").play(15)
    assert game.pending.kind == REROLL and game.pending.actor == 0
    assert game.advice() == "divine_intervention-d20"
    game.play("divine_intervention-d20").play(4)
    assert game.cash(1) == 75 - 60 and "Ann's Far Shot hits Ben: $60 damage." in game.lines()
    assert game.sheet(0)["turn"]["spells"] == 1              # on her own turn, her spell for the turn (D-60)


def test_a_computer_cleric_lets_a_likely_pass_stand(dungeon):
    game = dungeon(classes=["fighter", "cleric"]).level(0, 8).level(1, 6)     # Far Shot hits on 16 or less
    game.put(0, "wayback").put(1, "the-farm").use("far_shot-1").play(12)
    assert game.pending.kind == REROLL and game.advice() == "let it stand"


def test_no_cleric_is_asked_who_cannot_cast_it_now(dungeon):
    game = dungeon(classes=["fighter", "cleric"]).level(0, 3).level(1, 6).put(0, "wayback").put(1, "the-farm")
    game.sheet(1)["used"].append("divine_intervention")      # spent until she reaches Mother Earth
    game.use("far_shot-1").play(5)
    assert game.pending.kind != REROLL and game.cash(1) == 75 - 30


def test_a_countered_divine_intervention_lets_the_d20_stand(dungeon):
    game = ben_far_shot_by(dungeon, "wizard").level(2, 7).put(2, "central-park")
    game.play(5).play("divine_intervention-d20")
    assert game.pending.kind == "house.dungeonopoly.counter" and game.pending.actor == 2
    game.play("counterspell")
    assert "Cal counters Ben's Divine Intervention: it does nothing." in game.lines()
    assert game.cash(1) == 75 - 30 and "divine_intervention" in game.sheet(1)["used"]


def ann_rides_past_bens_boomtown(dungeon):
    """Ann, a paladin of level 3 mounted on her Celestial Mount, rides from The Pike on two
    eight-sided dice; Ben, a cleric of level 6, has two houses on Boomtown, five squares on."""
    game = dungeon(classes=["paladin", "cleric"]).level(0, 3).level(1, 6).put(0, "the-pike").put(1, "wall-street")
    game.sheet(0)["class_data"].update(mounted=True, rides=0)
    return game.build("boomtown", 2).use("ride")


def test_divine_intervention_makes_an_opponent_ride_again_who_escaped_her_improved_lot(dungeon):
    # "force a lucky opponent to reroll if she escapes landing on your improved properties" (D-24)
    game = ann_rides_past_bens_boomtown(dungeon).play((8, 7))           # 15 squares: past Boomtown
    assert game.pending.kind == REROLL and game.pending.actor == 1
    assert game.pending.options == ("divine_intervention-mount_dice", "let it stand")
    assert game.advice() == "divine_intervention-mount_dice"
    game.play("divine_intervention-mount_dice")
    assert "Ben's Divine Intervention: the throw of 8 and 7 is discarded and thrown again." in game.lines()
    assert game.pending.kind == "house.dungeonopoly.mount_dice"
    game.play((2, 3))
    assert game.at(0) == "boomtown" and "Ann rides 5 squares (2 and 3)." in game.lines()
    assert "divine_intervention" in game.sheet(1)["used"]


def test_a_computer_cleric_lets_a_ride_stand_that_passes_nothing_of_hers(dungeon):
    game = ann_rides_past_bens_boomtown(dungeon).play((1, 2))           # 3 squares: short of Boomtown
    assert game.pending.kind == REROLL and game.advice() == "let it stand"
    game.play("let it stand")
    assert game.at(0) == "rubeville" and "divine_intervention" not in game.sheet(1)["used"]


def test_a_computer_cleric_lets_a_melody_die_stand_that_does_her_no_harm(dungeon):
    # Ann, a bard, flees back from Ben's bare Boomtown by Frightening Tune: nothing of Ben's is escaped
    game = dungeon(classes=["bard", "cleric"]).level(0, 2).level(1, 6).put(0, "the-farm").put(1, "wall-street")
    game.sheet(0)["class_data"]["picks"] = {"bardic_music": ["frightening_tune"]}
    game.play("roll", (1, 3))
    assert game.pending.kind == "house.dice_thrown" and game.pending.actor == 1
    game.play(PASS).use("bardic_music-frightening_tune")
    assert game.pending.kind == "house.dungeonopoly.d6"
    game.play(2)
    assert game.pending.kind == REROLL and game.pending.actor == 1
    assert game.pending.options == ("divine_intervention-d6", "let it stand")
    assert game.advice() == "let it stand"
    game.play("let it stand")
    assert game.at(0) == "rubeville"


def test_a_computer_cleric_rerolls_an_opponents_entropic_ward_that_holds(dungeon):
    # The ward's die passes on a 1: thrown again, it fails five times in six
    game = dungeon(classes=["warlock", "cleric"]).level(0, 5).level(1, 6).put(1, "royal-rusher-rr")
    game.sheet(0)["class_data"]["picks"] = {"pact": ["dark"], "eldritch_blast": ["vampiric_blast"]}
    game.play("roll", (2, 3), PASS, PASS)      # Ben lets her throw stand; she hexes nobody after her move
    assert game.pending.kind == "house.dungeonopoly.d6"       # Ann's turn ends: her ward's die is thrown
    game.play(1)
    assert game.pending.kind == REROLL and game.advice() == "divine_intervention-d6"
    game.play("divine_intervention-d6").play(4)
    assert game.sheet(0)["class_data"]["ward_die"] == 4


def test_a_computer_cleric_lets_a_slowed_sneaks_die_stand_since_the_rogue_lands_on_nothing(dungeon):
    ranks = {"open_locks": 0, "pick_pockets": 0, "rob_bank": 0, "sneak": 10, "steal": 0}
    game = dungeon(classes=["rogue", "cleric"]).character(0, level=1, class_data={"ranks": ranks}).level(1, 6)
    game.put(0, "rubeville").put(1, "wall-street").build("boomtown", 2).enchant(0, "slow", by=1)
    game.use("sneak").play(4, "let it stand")             # her Sneak check passes, and Ben lets it
    assert game.pending.kind == "house.dungeonopoly.d6"
    game.play(5)                                           # 3 squares, over Ben's improved Boomtown
    assert game.pending.kind == REROLL and game.advice() == "let it stand"
    game.play("let it stand")
    assert game.at(0) == "goat-alley"


# -- level 7: Divine Power ------------------------------------------------------------------------------------
def ann_passes_the_first_chance(dungeon, card: str, level: int = 7):
    """Ann, from Easy Street, throws 5: past the first Chance to Ben's Fairhope Avenue ($16)."""
    game = cleric_and(dungeon, level=level).put(0, "easy-street").put(1, "wall-street")
    return roll(game, (2, 3), card)


def test_divine_power_draws_the_card_of_a_chance_square_she_passes_then_she_goes_on(dungeon):
    game = ann_passes_the_first_chance(dungeon, "bumper-crop")
    assert "Divine Power: Ann draws the card of the Chance square she passes." in game.lines()
    assert game.pending.kind == "house.chance_drawn"
    game.play(PASS)                                          # she takes the $50
    assert game.offered() == ["divine_power"]                # the rest of the move comes first
    assert game.words("divine_power") == "Divine Power: go on with the 4 squares left of your move"
    game.use("divine_power")
    assert game.at(0) == "fairhope-avenue" and game.cash(0) == 75 + 50 - 16
    assert "Ann goes on with the 4 squares left of her move." in game.lines()
    assert "shield_of_faith" in game.offered()               # and then her after-move spells


def test_a_card_that_moves_her_moves_her_from_the_chance_square_and_the_rest_is_lost(dungeon):
    game = ann_passes_the_first_chance(dungeon, "good-roads").play(PASS)
    assert game.at(0) == "gee-whiz-rr"                       # three on from the Chance, her own railroad
    assert game.cash(0) == 75 and "divine_power" not in game.offered()


def test_a_card_that_fines_her_on_the_way_is_paid_and_she_goes_on(dungeon):
    game = ann_passes_the_first_chance(dungeon, "street-assessment").play(PASS)
    assert game.at(0) == "fairhope-avenue" and game.cash(0) == 75 - 10 - 16 and game.pot == 10


def test_a_card_refused_on_the_way_does_nothing_and_she_goes_on(dungeon):
    game = ann_passes_the_first_chance(dungeon, "caught-trespassing").use("divine_favor")
    assert game.at(0) == "fairhope-avenue" and game.cash(0) == 75 - 16


def test_a_human_who_ends_her_turn_still_finishes_her_move(dungeon):
    game = ann_passes_the_first_chance(dungeon, "ruskin").play(PASS, PASS)       # she does not go on herself
    assert game.at(0) == "fairhope-avenue" and game.cash(0) == 75 + 25 - 16


def test_divine_power_takes_the_pot_passing_central_park(dungeon):
    game = fill_pot(cleric_and(dungeon, level=7), 40).give("easy-street", 0).put(0, "market-place")
    roll(game.put(1, "wall-street"), (1, 2))
    assert game.at(0) == "easy-street" and game.cash(0) == 115 and game.pot == 0
    assert "Divine Power: Ann takes the pot passing Central Park: $40." in game.lines()


def test_below_level_7_passing_a_chance_square_draws_nothing(dungeon):
    game = roll(cleric_and(dungeon, level=6).put(0, "easy-street").put(1, "wall-street"), (2, 3))
    assert game.at(0) == "fairhope-avenue" and game.cash(0) == 75 - 16
    assert not any("Divine Power" in line for line in game.lines())


def test_a_push_over_a_chance_square_draws_its_card_without_landing(dungeon):
    game = dungeon(classes=["wizard", "cleric"]).level(0, 9).level(1, 7).put(0, "easy-street").put(1, "easy-street")
    game.use("telekinesis-1").play(3)                        # Ann pushes Ben three squares, past the Chance
    assert game.pending.kind == "chance_card" and game.at(1) == "chance-1"
    game.play("bumper-crop", PASS)
    assert game.cash(1) == 125 and game.at(1) == "chance-1" and game.pending.kind == "turn"
    game.play("roll")                                        # by the next throw the card is done with:
    assert game.at(1) == "maguire-flats" and game.cash(1) == 125   # the rest of the push, landing nowhere
    assert game.lines()[-1] == "Ben goes on with the 2 squares left of her move."


# -- level 8: Glyph of Warding --------------------------------------------------------------------------------
def ann_wards_wall_street(dungeon):
    game = cleric_and(dungeon, level=8).set_cash(0, 200).set_cash(1, 200).put(0, "wall-street")
    game.put(1, "chance-2")
    assert game.words("glyph_of_warding") == ("Glyph of Warding on Wall Street: the next character to pass it (you "
                                              "too) stops there and takes $80 damage ($75)")
    ep = game.ep(0)
    game.use("glyph_of_warding")
    assert game.cash(0) == 125 and game.ep(0) == ep + 1
    roll(game, (1, 3))                                       # Ann to Fuel (untaxed), wages on the way
    return end_turn(game)


def test_glyph_of_warding_stops_the_next_to_pass_as_if_landing_and_damages_him(dungeon):
    game = ann_wards_wall_street(dungeon)
    assert game.cash(0) == 225 and enchantments(game, "wall-street") == ["glyph_of_warding"]
    roll(game, (2, 3))                                       # Ben would pass Wall Street to Fuel
    assert game.at(1) == "wall-street"
    assert game.cash(1) == 200 - 80 - 22                     # the damage, then the rent of the landing
    assert "Ann's Glyph of Warding stops Ben on Wall Street." in game.lines()
    assert enchantments(game, "wall-street") == []          # the glyph is gone


def test_landing_on_a_glyph_is_not_passing_it(dungeon):
    game = ann_wards_wall_street(dungeon).put(1, "grand-boulevard")
    roll(game, (1, 1), "forward")                            # Ben stops on Wall Street itself
    assert game.cash(1) == 200 - 22 and enchantments(game, "wall-street") == ["glyph_of_warding"]


def test_her_own_glyph_stops_her_too_for_it_waits_for_the_next_character(dungeon):
    # "The next character to pass over the property with the glyph stops on that square ... In
    # addition, the affected character takes damage" (Cleric, level 8): no writer is spared (D-56)
    game = cleric_and(dungeon, level=8).set_cash(0, 200).put(0, "chance-2").put(1, "central-park")
    game.slot["spaces"]["wall-street"] = [{"id": "glyph_of_warding", "by": 0, "mental": False}]
    roll(game, (1, 3))                                       # she would pass Wall Street to Wayback
    assert game.at(0) == "wall-street" and game.cash(0) == 200 - 80     # her own lot: no rent, the damage
    assert "Ann's Glyph of Warding stops Ann on Wall Street." in game.lines()
    assert enchantments(game, "wall-street") == []


def test_a_glyph_stops_a_telekinesis_push_without_a_landing(dungeon):
    game = dungeon(classes=["wizard", "cleric"]).level(0, 9).level(1, 8).set_cash(0, 200).put(0, "the-bowery")
    game.put(1, "wall-street")
    game.slot["spaces"]["fairhope-avenue"] = [{"id": "glyph_of_warding", "by": 1, "mental": False}]
    game.give("fairhope-avenue", 1)
    game.use("telekinesis-0").play(-5)                       # Ann pushes herself back over Fairhope Avenue
    assert game.at(0) == "fairhope-avenue"
    assert game.cash(0) == 200 - 80                          # damage, and no rent: a push lands nowhere


def test_glyph_of_warding_is_not_offered_without_its_75_dollars(dungeon):
    game = cleric_and(dungeon, level=8).put(0, "wall-street").set_cash(0, 74)
    assert "glyph_of_warding" not in game.offered()


# -- level 9: Ascended --------------------------------------------------------------------------------------
def test_an_ascended_cleric_is_not_sent_to_jail(dungeon):
    game = roll(cleric_and(dungeon, level=9).put(1, "wall-street"), (1, 3))   # onto Hogg's preserves
    assert not game.state.players[0].in_jail and game.at(0) == "hoggs-game-preserves"
    assert "Ann is Ascended: no jail can hold her." in game.lines()


def test_below_level_9_the_preserves_still_jail_her(dungeon):
    game = roll(cleric_and(dungeon, level=8).put(1, "wall-street"), (1, 3))
    assert game.state.players[0].in_jail


def test_an_ascended_cleric_cannot_be_charmed(dungeon):
    game = dungeon(classes=["wizard", "cleric"]).level(0, 6).level(1, 9).put(1, "wayback")
    assert "charm_person-1" not in game.offered()
    game.level(1, 8)
    assert "charm_person-1" in game.offered()


# -- level 10: Wrath of God -------------------------------------------------------------------------------
def test_wrath_of_god_damages_every_opponent_and_knocks_a_house_off_each_lot(dungeon):
    game = dungeon(classes=["cleric", "fighter", "fighter"]).level(0, 10).set_cash(0, 300).set_cash(1, 200)
    game.give("goat-alley", 2).set_cash(2, 200).build("goat-alley", 3)
    game.build("boomtown", 2).build("grand-boulevard", 1).build("wall-street", 1)
    game.slot["spaces"]["grand-boulevard"] = [{"id": "bless", "by": 0, "mental": False, "percent": 50}]
    game.sheet(1)["hidden"] = True                           # hidden: still reached, Wrath aims at nobody
    assert game.words("wrath_of_god") == ("Wrath of God: damage to 2 opponents ($100 each), and 2 of their lots "
                                          "lose a house ($150)")
    ep = game.ep(0)
    game.use("wrath_of_god")
    assert game.cash(0) == 150 and game.cash(1) == 100 and game.cash(2) == 100 and game.ep(0) == ep + 1
    assert game.houses("boomtown") == 1 and game.houses("goat-alley") == 2
    assert game.houses("grand-boulevard") == 1 and game.houses("wall-street") == 1    # blessed; her own


def test_wrath_of_god_does_not_reach_into_a_jail_cell(dungeon):
    game = dungeon(classes=["cleric", "fighter", "fighter"]).level(0, 10).set_cash(0, 300).set_cash(1, 200).jail(2)
    game.use("wrath_of_god")
    assert game.cash(1) == 100
    assert game.cash(2) == 75                                # the cell keeps every spell out (D-59)


def test_wrath_of_god_is_not_offered_without_its_150_dollars(dungeon):
    game = cleric_and(dungeon, level=10).set_cash(0, 149)
    assert "wrath_of_god" not in game.offered()


# -- the limits every spell shares --------------------------------------------------------------------
def test_one_spell_a_turn(dungeon):
    game = cleric_and(dungeon, level=5).put(0, "boomtown").put(1, "wall-street")
    game.use("shield_of_faith").play("roll", (1, 2))
    assert game.pending.actor == 1                           # no Holy Smite after her move


def test_no_spell_from_a_jail_cell(dungeon):
    game = dungeon(classes=["fighter", "cleric"]).level(1, 8).set_cash(1, 300).put(0, "boomtown").jail(1)
    end_turn(roll(game, (1, 2)))
    assert game.pending.kind.startswith("jail") and game.offered() == []


def test_spells_are_single_use_until_mother_earth(dungeon):
    game = cleric_and(dungeon, level=5).put(0, "wall-street").put(1, "central-park")
    game.use("holy_smite-1")
    assert "holy_smite" in game.sheet(0)["used"]
    game.play("roll", (1, 3))                                # past Mother Earth to Fuel
    assert game.sheet(0)["used"] == []


def test_every_ability_of_the_cleric_has_a_scenario_here():
    tested = {name for name in globals() if name.startswith("test_")}
    for ability in ("bless", "curse", "shield_of_faith", "sanctuary", "divine_favor", "holy_smite",
                    "divine_intervention", "divine_power", "glyph", "ascended", "wrath_of_god"):
        assert any(ability in name for name in tested), ability


def test_the_cleric_is_a_class_module_and_casts_through_spells():
    assert registry.MODULES["cleric"] is cleric
    assert set(cleric.SPELLS) == {"bless_curse", "shield_of_faith", "sanctuary", "holy_smite",
                                  "divine_intervention", "glyph_of_warding", "wrath_of_god"}


def test_a_wish_casts_bless_at_the_wizards_own_level(dungeon):
    game = dungeon(classes=["wizard", "cleric"]).level(0, 10).put(0, "wall-street").put(1, "central-park")
    assert "wish-bless_curse.bless" in game.offered()
    game.use("wish-bless_curse.bless")
    assert game.cash(0) == 50 and modifier(game, "wall-street") == 50      # +5% a level of hers, for $25
    assert game.slot["spaces"]["wall-street"][0]["by"] == 0
    assert "Ann casts Bless/Curse by a Wish." in game.lines()


def test_a_wizard_may_counter_her_spell_which_is_spent_all_the_same(dungeon):
    game = cleric_and(dungeon, other="wizard", level=5).level(1, 7).put(1, "central-park")
    game.use("holy_smite-1")
    assert game.pending.actor == 1 and "counterspell" in game.pending.options
    game.play("counterspell")
    assert game.cash(1) == 75 and "holy_smite" in game.sheet(0)["used"]
    assert not any("Holy Smite hits" in line for line in game.lines())


# -- whole games ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_clerics_never_switch_dungeonopoly_off(dungeon_engine, seed):
    state = dungeon_engine.new_game(["A", "B", "C"], seed=seed, start="beginners", jail="classic",
                                    house_rules=["dungeonopoly"],
                                    house_settings={"dungeonopoly": {"classes": ["cleric", "wizard", "cleric"],
                                                                     "ep_per_level": 2}})
    money, rng = total_money(state), random.Random(seed)
    for _ in range(6000):
        decision = dungeon_engine.pending(state)
        if decision is None:
            break
        choice = (dungeon_engine.sample_chance(state, decision) if decision.is_chance
                  else rng.choice([o for o in decision.options if o != "propose_single_tax"] or decision.options))
        dungeon_engine.apply(state, choice)
        assert "dungeonopoly" not in state.plugin_data["house"]["disabled"], state.plugin_data["house"]["disabled"]
        assert total_money(state) == money
