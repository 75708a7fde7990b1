"""The Fighter's ten abilities (Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Fighter), each
played through the engine with scripted dice and d20s.

Ann is the fighter and plays first; Ben is a wizard unless a scenario needs him to be a fighter.
Both hold the beginners' hands and $75. Damage is $10 a level of the attacker (D-32).
"""
from __future__ import annotations

import pytest

from landlord.engine import Engine, load_default_rules
from landlord.engine.context import Ctx
from landlord.engine.house_view import slot_copy, table_view
from landlord_plugins.dungeonopoly import Dungeonopoly, fighter
from landlord_plugins.dungeonopoly.play import Play

MINE = "house:dungeonopoly:"


def fighter_and_wizard(dungeon, level: int = 1, **settings):
    return dungeon(classes=["fighter", "wizard"], **settings).level(0, level)


# -- level 1: Attack ------------------------------------------------------------------------------
def test_attack_damages_an_opponent_on_her_square_before_she_throws(dungeon):
    game = fighter_and_wizard(dungeon, level=3)          # both stand on Mother Earth
    assert game.offered() == ["attack-1", "run"]
    assert game.words("attack-1") == ("Attack Ben on your square: $30 damage (each opponent once a turn, "
                                      "before or after moving)")
    ep = game.ep(0)
    game.use("attack-1")
    assert game.cash(1) == 75 - 30
    assert "Ann's Attack hits Ben: $30 damage." in game.lines()
    assert game.ep(0) == ep + 1                            # a successful use of a class ability


def test_attack_strikes_each_opponent_once_a_turn(dungeon):
    game = fighter_and_wizard(dungeon).use("attack-1")
    assert "attack-1" not in game.offered()


def test_attack_strikes_every_opponent_on_her_square_for_the_text_sets_no_limit_of_one_a_turn(dungeon):
    # "When on the same square as an opponent, either before or after moving, the fighter may
    # damage that opponent" (Fighter, level 1); Far Shot is "Once per turn", Attack is not (D-27)
    game = dungeon(classes=["fighter", "wizard", "cleric"])           # all three on Mother Earth
    assert game.offered() == ["attack-1", "attack-2"]
    game.use("attack-1").use("attack-2")
    assert game.cash(1) == game.cash(2) == 75 - 10
    assert game.ep(0) == 2 and game.offered() == []


def test_an_opponent_attacked_before_her_move_is_not_attacked_again_after_it(dungeon):
    game = fighter_and_wizard(dungeon).put(0, "boomtown").put(1, "boomtown").use("attack-1")
    game.put(1, "beggarmans-court").play("roll", (1, 2))              # she stops beside him again
    assert game.at(0) == game.at(1) and "attack-1" not in game.offered()


def test_attack_after_her_move_lands_on_the_opponent_she_stops_beside(dungeon):
    game = fighter_and_wizard(dungeon).put(0, "boomtown").put(1, "beggarmans-court")
    assert game.offered() == []
    game.play("roll", (1, 2))                              # to Beggarman's Court, her own lot
    assert game.pending.kind == "house.after_move" and game.offered() == ["attack-1"]
    game.use("attack-1")
    assert game.cash(1) == 65
    assert game.pending.actor == 1                         # nothing more to offer: play passes to Ben


def test_nobody_in_a_jail_cell_can_be_attacked(dungeon):
    game = fighter_and_wizard(dungeon).put(0, "shelter").jail(1)        # Ann on the Jail corner, Ben inside
    assert "attack-1" not in game.offered()


def test_a_hidden_opponent_cannot_be_attacked(dungeon):
    game = fighter_and_wizard(dungeon)
    game.sheet(1)["hidden"] = True
    assert game.offered() == []


# -- level 2: Run ---------------------------------------------------------------------------------
def test_run_throws_a_third_die_and_earns_ep(dungeon):
    game = fighter_and_wizard(dungeon, level=2).put(0, "the-farm").put(1, "wall-street")
    assert "run" in game.offered()
    assert "third die" in game.words("run") and "no other ability" in game.words("run")
    ep = game.ep(0)
    game.use("run").play("roll")
    assert game.pending.options[0] == (1, 1, 1)           # three dice
    game.play((1, 2, 4))                                   # 7 squares, to Beggarman's Court
    assert game.at(0) == "beggarmans-court"
    assert game.ep(0) == ep + 1                            # the run; the three dice make no seven (D-15)


def test_a_runner_throws_doubles_with_her_first_two_dice(dungeon):
    game = fighter_and_wizard(dungeon, level=2).put(0, "the-pike").put(1, "wall-street")
    ep = game.ep(0)
    game.use("run").play("roll", (3, 4, 1))               # a seven on the usual dice, to Beggarman's Court
    assert game.ep(0) == ep + 2


def test_running_bars_every_other_ability_that_turn(dungeon):
    game = fighter_and_wizard(dungeon, level=2).put(0, "boomtown").put(1, "beggarmans-court")
    game.use("run").play("roll", (1, 1, 1))               # beside Ben on Beggarman's Court
    assert game.at(0) == "beggarmans-court"
    assert game.pending.actor == 1                         # no Attack after the move


def test_run_comes_first_or_not_at_all(dungeon):
    game = fighter_and_wizard(dungeon, level=2)
    assert {"attack-1", "run"} <= set(game.offered())
    game.use("attack-1")
    assert "run" not in game.offered()


# -- level 3: Far Shot ----------------------------------------------------------------------------
def test_far_shot_hits_along_her_edge_on_a_d20_of_twice_her_level_or_less(dungeon):
    game = fighter_and_wizard(dungeon, level=3).put(0, "wayback").put(1, "the-farm")
    assert "far_shot-1" in game.offered()
    assert game.words("far_shot-1") == ("Far Shot at Ben, 6 squares along your edge: a d20 of 6 or less hits "
                                        "(30%) for $30 damage (once a turn)")
    ep = game.ep(0)
    game.use("far_shot-1")
    assert game.pending.kind == "house.dungeonopoly.d20" and game.pending.options == tuple(range(1, 21))
    game.play(6)
    assert game.cash(1) == 45 and game.ep(0) == ep + 1
    assert "far_shot-1" not in game.offered()              # once a turn


def test_a_far_shot_that_misses_does_nothing_and_earns_nothing(dungeon):
    game = fighter_and_wizard(dungeon, level=3).put(0, "wayback").put(1, "the-farm")
    ep = game.ep(0)
    game.use("far_shot-1").play(7)
    assert game.cash(1) == 75 and game.ep(0) == ep
    assert "Ann's Far Shot at Ben misses (7)." in game.lines()
    assert "far_shot-1" not in game.offered()


@pytest.mark.parametrize("ann, ben, sees", [
    ("wayback", "the-farm", True),            # the same edge
    ("rubeville", "boomtown", False),         # either side of the Jail corner
    ("shelter", "boomtown", True),            # a corner lies on both its edges (D-5) ...
    ("rubeville", "shelter", True),           # ... for the target as for the shooter
    ("wayback", "wayback", False),            # "at least one square away"
])
def test_far_shot_needs_line_of_sight_and_a_square_between(dungeon, ann, ben, sees):
    game = fighter_and_wizard(dungeon, level=3).put(0, ann).put(1, ben)
    assert ("far_shot-1" in game.offered()) is sees


def test_far_shot_cannot_reach_into_a_jail_cell(dungeon):
    game = fighter_and_wizard(dungeon, level=3).put(0, "the-farm").jail(1)
    assert "far_shot-1" not in game.offered()


# -- level 4: Intimidate ----------------------------------------------------------------------------
def ann_owes_ben_rent_on_boomtown(dungeon, level: int = 4, **settings):
    game = fighter_and_wizard(dungeon, level=level, **settings).put(0, "speculation")
    game.play("roll", (1, 2))                              # Boomtown, Ben's: $6
    return game


def test_intimidate_lets_her_off_the_rent_on_a_d20_of_her_level_or_less(dungeon):
    game = ann_owes_ben_rent_on_boomtown(dungeon)
    assert game.pending.kind == "house.rent_owed" and game.offered() == ["intimidate"]
    assert game.words("intimidate") == "Intimidate Ben: a d20 of 4 or less (20%) and the $6 is not owed; otherwise you pay it"
    ep = game.ep(0)
    game.use("intimidate").play(4)
    assert game.cash(0) == 75 and game.cash(1) == 75
    assert game.ep(0) == ep + 1                            # the ability, and no rent paid to earn EP for
    assert game.pending.actor == 1


def test_an_intimidation_that_fails_pays_the_rent(dungeon):
    game = ann_owes_ben_rent_on_boomtown(dungeon)
    ep = game.ep(0)
    game.use("intimidate").play(5)
    assert game.cash(0) == 69 and game.cash(1) == 81
    assert game.ep(0) == ep + 1                            # for the rent paid, not for the try
    assert game.pending.actor == 1                         # one try a rent (D-35)


def test_a_hidden_landlord_cannot_be_intimidated(dungeon):
    game = fighter_and_wizard(dungeon, level=4).put(0, "speculation")
    game.sheet(1)["hidden"] = True
    game.play("roll", (1, 2))
    assert game.cash(0) == 69 and game.pending.actor == 1


# -- level 5: Combat Reflexes ----------------------------------------------------------------------
def test_combat_reflexes_strike_an_opponent_she_passed(dungeon):
    game = fighter_and_wizard(dungeon, level=5).put(1, "lonely-lane")
    game.play("roll", (2, 3))                              # past Ben on Lonely Lane to her own railroad
    assert game.at(0) == "royal-rusher-rr"
    assert "combat_reflexes-1" in game.offered()
    assert "whom you passed: $50 damage" in game.words("combat_reflexes-1")
    game.use("combat_reflexes-1")
    assert game.cash(1) == 25
    assert "combat_reflexes-1" not in game.offered()


def test_an_opponent_where_she_stops_is_not_passed(dungeon):
    game = fighter_and_wizard(dungeon, level=5).put(1, "royal-rusher-rr")
    game.play("roll", (2, 3))
    assert "combat_reflexes-1" not in game.offered() and "attack-1" in game.offered()


# -- level 6: Raze --------------------------------------------------------------------------------
def ann_lands_on_fairhope_avenue_with_two_houses(dungeon, **kwargs):
    game = fighter_and_wizard(dungeon, level=6).put(0, "easy-street").put(1, "mother-earth")
    game.build("fairhope-avenue", 2)
    for key, value in kwargs.items():
        getattr(game, key)(*value)
    game.play("roll", (2, 3))                              # Fairhope Avenue, Ben's: $16 and $10 a house
    return game


def test_raze_knocks_a_house_off_the_lot_she_lands_on_after_she_pays_the_rent(dungeon):
    game = ann_lands_on_fairhope_avenue_with_two_houses(dungeon)
    ep = game.ep(0)
    game.play("house:pass")                                # she does not try to intimidate Ben
    assert game.cash(0) == 75 - 36                         # the rent on two houses (D-30)
    assert game.houses("fairhope-avenue") == 1
    assert "Ann razes a house on Fairhope Avenue." in game.lines()
    assert game.ep(0) == ep + 2                            # the rent and the raze (D-9)


def test_a_blessed_lot_keeps_its_houses(dungeon):
    game = fighter_and_wizard(dungeon, level=6).put(0, "easy-street").build("fairhope-avenue", 2)
    game.slot["spaces"]["fairhope-avenue"] = [{"id": "bless", "by": 1, "mental": False}]
    game.play("roll", (2, 3), "house:pass")
    assert game.houses("fairhope-avenue") == 2


def test_a_running_fighter_does_not_raze(dungeon):
    game = fighter_and_wizard(dungeon, level=6).put(0, "easy-street").build("fairhope-avenue", 2)
    game.use("run").play("roll", (1, 3, 1))
    assert game.at(0) == "fairhope-avenue" and game.houses("fairhope-avenue") == 2


# -- level 7: Fortify -------------------------------------------------------------------------------
def test_fortify_puts_a_free_house_on_her_own_lot(dungeon):
    game = fighter_and_wizard(dungeon, level=7).put(0, "boomtown").put(1, "wall-street")
    game.play("roll", (1, 2))                              # Beggarman's Court, her own
    assert game.offered() == ["fortify"]
    assert game.words("fortify") == "Fortify Beggarman's Court: a free house (0 to 1; at most 3)"
    ep = game.ep(0)
    game.use("fortify")
    assert game.houses("beggarmans-court") == 1 and game.cash(0) == 75
    assert game.ep(0) == ep + 1
    assert game.pending.actor == 1                         # once a landing


def test_fortify_is_not_for_a_lot_bought_this_turn(dungeon):
    game = fighter_and_wizard(dungeon, level=7).put(1, "wall-street")
    game.play("roll", (1, 2), "pass", "buy")               # Lonely Lane: Ben does not bid; she buys it
    assert game.state.owner["lonely-lane"] == 0
    assert game.pending.actor == 1


def test_fortify_is_not_for_a_pledged_lot(dungeon):
    game = fighter_and_wizard(dungeon, level=7).put(0, "boomtown").put(1, "wall-street").notes(0, 3)
    game.play("roll", (1, 2))                              # her $325 of cards no longer cover 3 notes
    assert game.pending.actor == 1


def test_fortify_stops_at_three_houses(dungeon):
    game = fighter_and_wizard(dungeon, level=7).put(0, "boomtown").put(1, "wall-street")
    game.build("beggarmans-court", 3).play("roll", (1, 2))
    assert game.pending.actor == 1


# -- level 8: Conquer -------------------------------------------------------------------------------
def ann_lands_on_bens_pledged_boomtown(dungeon):
    game = fighter_and_wizard(dungeon, level=8).put(0, "speculation").put(1, "wall-street").notes(1, 3)
    game.set_cash(0, 300)
    game.play("roll", (1, 2), "house:pass")                # Boomtown; she pays the rent
    return game


def test_conquer_takes_an_opponents_pledged_card(dungeon):
    game = ann_lands_on_bens_pledged_boomtown(dungeon)
    assert set(game.offered()) == {"conquer-repay", "conquer-keep"}
    game.use("conquer-repay")
    assert game.state.owner["boomtown"] == 0 and game.state.players[1].notes == 2


def test_conquer_keeping_the_note_pays_a_fee_and_takes_the_note_with_the_card(dungeon):
    game = ann_lands_on_bens_pledged_boomtown(dungeon)
    notes, cash = game.state.players[1].notes, game.cash(0)
    game.use("conquer-keep")
    assert game.state.owner["boomtown"] == 0
    assert game.state.players[1].notes == notes - 1 and game.state.players[0].notes == 1
    assert game.cash(0) == cash - 10


def test_conquer_pays_for_the_note_and_takes_the_card_once_the_host_can(dungeon):
    """What Conquer asks the host for, given a host with the two note effects it needs."""
    game = ann_lands_on_bens_pledged_boomtown(dungeon)
    rule = Dungeonopoly()
    ctx = Ctx(game.engine, game.state)
    table = table_view(ctx, 0, "dungeonopoly")
    play = Play(table, slot_copy(game.state, "dungeonopoly"), frozenset(fighter.NOTE_EFFECTS))
    play.sheet(0)["turn"]["landed"] = [game.engine.rules.index_of("boomtown")]    # as when her move ended
    offers = fighter.options(play, 0, "after_move")
    assert offers == {"conquer-repay": "Conquer Boomtown from Ben: pay $110 to clear the note it secures",
                      "conquer-keep": "Conquer Boomtown from Ben: pay a $10 fee and owe its note yourself"}
    fighter.choose(play, 0, "conquer-keep")
    assert play.effects == [{"pay": 10, "from": 0, "to": "misc", "why": "conquering Boomtown"},
                            {"take_note": 1, "to": 0}, {"give_card": "boomtown", "to": 0}]
    assert rule.id == "dungeonopoly"


# -- level 9: Veteran -------------------------------------------------------------------------------
def test_a_veteran_pays_half_the_damage(dungeon):
    game = dungeon(classes=["fighter", "fighter"]).level(0, 3).level(1, 9)
    game.use("attack-1")
    assert game.cash(1) == 75 - 15
    assert "Ann's Attack hits Ben: $15 damage (halved: a Veteran)." in game.lines()


# -- level 10: Abundant Step -------------------------------------------------------------------------
def test_abundant_step_moves_one_to_four_squares_instead_of_throwing(dungeon):
    game = fighter_and_wizard(dungeon, level=10).put(0, "wall-street").put(1, "luxury")
    assert "abundant_step" in game.offered()
    ep, cash = game.ep(0), game.cash(0)
    game.use("abundant_step")
    assert game.pending.kind == "house.dungeonopoly.step" and game.pending.options == (1, 2, 3, 4)
    game.play(2)                                           # over the Luxury space onto Mother Earth
    assert game.at(0) == "mother-earth"
    assert game.cash(0) == cash                            # no wages: she passed nothing (D-38)
    assert game.ep(0) == ep + 1
    assert not any(e.name == "dice" for e in game.events[-6:])
    assert "far_shot-1" not in game.offered()              # no Far Shot after a step
    assert game.sheet(0)["used"] == ["abundant_step"]      # spent until she reaches Mother Earth


def test_abundant_step_lands_on_the_square_it_reaches(dungeon):
    game = fighter_and_wizard(dungeon, level=10).put(0, "goat-alley").put(1, "wall-street")
    game.use("abundant_step").play(2)                      # Beggarman's Court, her own
    assert game.at(0) == "beggarmans-court" and game.offered() == ["fortify"]


def test_abundant_step_comes_back_at_mother_earth(dungeon):
    game = fighter_and_wizard(dungeon, level=10).put(0, "goat-alley").put(1, "wall-street")
    game.use("abundant_step").play(2, "house:pass")        # she leaves Beggarman's Court unfortified
    game.put(1, "speculation").play("roll", (1, 2))        # Ben's turn: to Boomtown, his own
    assert "abundant_step" not in game.offered()
    game.put(0, "chance-2").play("roll", (1, 2))           # Ann reaches Mother Earth
    assert game.sheet(0)["used"] == []


# -- levels ------------------------------------------------------------------------------------------
def test_a_new_level_is_said_in_the_log_with_the_ability_it_brings(dungeon):
    game = fighter_and_wizard(dungeon).ep_to(0, 9)
    game.use("attack-1")
    assert "Ann reaches level 2 as a Fighter: Run." in game.lines()
    assert game.sheet(0)["level"] == 2


def test_a_new_level_brings_its_abilities_at_once(dungeon):
    game = dungeon(classes=["fighter", "wizard", "wizard"]).ep_to(0, 19).put(2, "the-farm")
    assert "far_shot-2" not in game.offered()
    game.use("attack-1")                                   # the tenth EP of her third level
    assert "far_shot-2" in game.offered()                  # D-16


def test_every_ability_of_the_fighter_has_a_scenario_here():
    tested = {name for name in globals() if name.startswith("test_")}
    for ability in ("attack", "run", "far_shot", "intimidate", "combat_reflexes", "raze", "fortify", "conquer",
                    "veteran", "abundant_step"):
        assert any(ability in name for name in tested), ability


def test_the_engine_the_scenarios_use_is_the_one_the_brief_names():
    engine = Engine(load_default_rules(), house_rules={"dungeonopoly": Dungeonopoly()})
    state = engine.new_game(["Ann", "Ben"], seed=0, start="beginners", jail="classic", house_rules=["dungeonopoly"],
                            house_settings={"dungeonopoly": {"classes": ["fighter", "rogue"]}})
    engine.apply(state, 0)
    assert MINE + "attack-1" in engine.pending(state).options


def test_no_abundant_step_out_of_the_poor_house(dungeon):
    game = fighter_and_wizard(dungeon, level=10).put(0, "central-park").put(1, "wall-street")
    game.state.players[0].in_poor_house = True
    assert "abundant_step" not in game.offered()
