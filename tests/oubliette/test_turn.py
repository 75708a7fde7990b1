"""An Open Oubliette turn (README, "Game Play", "Fights", "Additional Turns" and "The Exit").

"Roll two six-sided dice. Move the number of spaces equal to the sum of both dice. Draw a
Monster card. Fight the monster on their card. If the fight is successful, draw a Treasure
card. If on one of the corner spaces, draw and apply an Event card. If the player rolled
doubles in the first step, the player may take another turn."

"Whenever a player lands on or passes the Exit space, the player can opt to take a couple of
actions that end the turn": Recovery ("places up to three (3) of their current Wound cards
back in the pile") and Treasure ("All the player's Treasure cards that haven't been used for
their functionality as weapons or armor are cashed in ... Treasure that has been cashed in
cannot be stolen by other players"). "If the player ever lands on the Exit space, the player
also gains the ability to move in either direction, deciding the direction after their roll."

"If a player lands on a space where another player is already waiting, the arriving player
can opt to attack the other before interacting with a monster. The player winning the fight
takes three (3) random Treasure cards from the victim, but will always draw a Wound card."

Positions are set up directly (conftest.py): ``put`` stands an explorer on a square and
``give_*`` hands him cards taken out of their decks; every throw and draw is then scripted.
"""
from __future__ import annotations

import dataclasses

import pytest

from landlord import CHANCE
from landlord.engine.decision import TWO_DICE
from landlord_plugins.oubliette import standalone


def won_fight(g, monster="Squasc", treasure="Pottery"):
    """The monster drawn, attacked with a 7 (enough for any monster up to Mo'o) and its treasure taken."""
    return g.play(g.monster(monster), "attack", (3, 4), g.treasure(treasure))


# -- the board ---------------------------------------------------------------------------------
def test_the_dungeon_is_a_ring_of_twenty_spaces_with_the_exit_and_three_more_event_corners(cards):
    assert cards.spaces == 20
    assert cards.corners == (0, 5, 10, 15)


def test_a_turn_begins_with_the_throw(dungeon):
    g = dungeon().turn()
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "start", ("roll",))
    g.play("roll")
    assert g.pending.actor == CHANCE and g.pending.kind == "jail.oubliette.dice"
    assert g.pending.options == TWO_DICE and sum(g.pending.probs) == pytest.approx(1)


def test_he_moves_the_sum_of_both_dice_and_draws_a_monster(dungeon):
    g = dungeon().put("0", 2).turn().play("roll", (3, 4))      # set up directly: Ann on square 2
    assert g.ex()["pos"] == 9
    draw = g.pending
    assert (draw.actor, draw.kind, draw.context["deck"]) == (CHANCE, "jail.oubliette.draw", "monster")
    assert draw.options == tuple(range(32)) and sum(draw.probs) == pytest.approx(1)


def test_the_ring_wraps_round_past_the_exit(dungeon):
    g = dungeon().put("0", 17).turn().play("roll", (2, 4), "go_on")
    assert g.ex()["pos"] == 3


@pytest.mark.parametrize("start, throw, lands", [(1, (1, 3), 5), (7, (1, 2), 10), (9, (2, 4), 15)])
def test_after_the_fight_an_event_is_drawn_on_a_corner(dungeon, start, throw, lands):
    g = dungeon().put("0", start).turn().play("roll", throw)
    won_fight(g)
    assert g.ex()["pos"] == lands
    assert g.kind() == "draw" and g.pending.context["deck"] == "event"


@pytest.mark.parametrize("start, throw, lands", [(1, (1, 2), 4), (1, (2, 4), 7), (7, (2, 2), 11), (12, (2, 4), 18)])
def test_no_event_is_drawn_off_the_corners(dungeon, start, throw, lands):
    g = dungeon().put("0", start).turn().play("roll", throw)
    won_fight(g)
    assert g.ex()["pos"] == lands
    if throw[0] == throw[1]:
        assert g.kind() == "again"
    else:
        assert g.over


def test_a_throw_that_reaches_the_monster_s_power_wins_a_treasure(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (1, 2))
    mo_o = g.monster("Mo’o")
    g.play(mo_o, "attack", (3, 4))
    assert g.kind() == "draw" and g.pending.context["deck"] == "treasure"
    g.play(g.treasure("Crown"))
    assert g.names() == ["Crown"]
    assert g.d["discards"]["monster"] == [mo_o]
    assert g.over


def test_a_miss_lets_the_monster_attack_once_and_8_or_more_wounds_him(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (1, 2))
    g.play(g.monster("Mo’o"), "attack", (3, 3))
    assert g.pending.actor == CHANCE and g.pending.context["monster"] == "Mo’o"
    g.play((4, 4))
    assert g.kind() == "draw" and g.pending.context["deck"] == "wound"
    g.play(g.wound(2))
    assert g.wound_modifiers() == [2] and g.names() == []
    assert g.over


def test_a_monster_throw_under_8_misses_and_ends_the_fight_with_no_treasure(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (1, 2))
    g.play(g.monster("Mo’o"), "attack", (3, 3), (3, 4))
    assert g.over
    assert g.names() == [] and g.ex()["wounds"] == []


# -- which way from the Exit ---------------------------------------------------------------------
def test_standing_on_the_exit_he_chooses_the_direction_after_his_throw(dungeon):
    g = dungeon().turn().play("roll", (2, 3))
    assert (g.kind(), g.pending.options) == ("direction", ("forward", "backward"))
    assert g.ex()["pos"] == 0


@pytest.mark.parametrize("direction, lands", [("forward", 5), ("backward", 15)])
def test_he_moves_the_way_he_chose_from_the_exit(dungeon, direction, lands):
    g = dungeon().turn().play("roll", (2, 3), direction)
    assert g.ex()["pos"] == lands
    assert g.pending.context["deck"] == "monster"


def test_off_the_exit_he_is_not_asked_which_way(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (2, 3))
    assert g.ex()["pos"] == 6 and g.kind() == "draw"


# -- the Exit --------------------------------------------------------------------------------------
def test_landing_on_the_exit_offers_the_stop_before_any_monster(dungeon):
    g = dungeon().give_treasure("0", "Pottery").put("0", 13).turn().play("roll", (3, 4))
    assert g.ex()["pos"] == 0
    assert g.kind() == "exit" and g.pending.options == ("bank", "go_on")


def test_passing_the_exit_offers_the_stop_too(dungeon):
    g = dungeon().give_treasure("0", "Pottery").put("0", 18).turn().play("roll", (3, 4))
    assert g.kind() == "exit"
    assert g.ex()["pos"] == 0


def test_stopping_at_the_exit_ends_the_turn_with_no_monster_and_no_event(dungeon):
    g = dungeon().give_treasure("0", "Pottery").put("0", 13).turn().play("roll", (3, 4), "bank")
    assert g.over
    assert len(g.d["decks"]["monster"]) == 32 and len(g.d["decks"]["event"]) == 32


def test_a_player_who_stops_while_passing_the_exit_stays_on_it(dungeon):
    g = dungeon().give_treasure("0", "Pottery").put("0", 18).turn().play("roll", (3, 4), "bank")
    assert g.over and g.ex()["pos"] == 0


def test_going_on_past_the_exit_finishes_the_move_and_the_turn_goes_on(dungeon):
    g = dungeon().give_treasure("0", "Pottery").put("0", 18).turn().play("roll", (3, 4), "go_on")
    assert g.ex()["pos"] == 5
    assert g.pending.context["deck"] == "monster"
    assert g.names() == ["Pottery"] and g.ex()["banked"] == []


def test_going_on_after_landing_on_the_exit_fights_there_and_draws_its_event(dungeon):
    g = dungeon().give_treasure("0", "Pottery").put("0", 13).turn().play("roll", (3, 4), "go_on")
    won_fight(g, treasure="Maps")
    assert g.ex()["pos"] == 0
    assert g.pending.context["deck"] == "event"


@pytest.mark.parametrize("treasure, wounds, options", [
    (False, False, ("go_on",)),
    (True, False, ("bank", "go_on")),
    (False, True, ("recover", "go_on")),
    (True, True, ("bank_and_recover", "bank", "recover", "go_on")),
])
def test_the_exit_offers_banking_with_treasure_and_recovery_with_wounds(dungeon, treasure, wounds, options):
    g = dungeon().put("0", 13)
    if treasure:
        g.give_treasure("0", "Pottery")
    if wounds:
        g.give_wounds("0", 1)
    g.turn().play("roll", (3, 4))
    assert g.pending.options == options


def test_recovering_returns_his_three_most_severe_wounds_to_the_pile(dungeon):
    g = dungeon().give_wounds("0", 1, 4, 0, 3, 2).put("0", 13).turn().play("roll", (3, 4), "recover")
    assert g.wound_modifiers() == [1, 0]
    assert sorted(g.cards.wounds[w].modifier for w in g.d["discards"]["wound"]) == [2, 3, 4]
    assert g.over


def test_recovering_with_fewer_than_three_wounds_returns_them_all(dungeon):
    g = dungeon().give_wounds("0", 4, 2).put("0", 13).turn().play("roll", (3, 4), "recover")
    assert g.ex()["wounds"] == []


def test_banking_cashes_in_every_treasure_not_used_as_gear(dungeon):
    g = dungeon().give_treasure("0", "Pottery", "Crown").give_treasure("0", "Dagger", as_="weapons")
    g.give_treasure("0", "Leather Armor", as_="armour").put("0", 13).turn().play("roll", (3, 4), "bank")
    assert g.names(where="banked") == ["Pottery", "Crown"]
    assert g.names() == []
    assert g.names(where="weapons") == ["Dagger"] and g.names(where="armour") == ["Leather Armor"]
    assert any("banks 1400 gold" in line for line in g.log)


def test_banking_adds_to_what_he_banked_before(dungeon):
    g = dungeon().give_treasure("0", "Tiara", as_="banked").give_treasure("0", "Maps")
    g.put("0", 13).turn().play("roll", (3, 4), "bank")
    assert sorted(g.names(where="banked")) == ["Maps", "Tiara"]


def test_bank_and_recover_does_both_and_ends_the_turn(dungeon):
    g = dungeon().give_treasure("0", "Maps").give_wounds("0", 3).put("0", 13)
    g.turn().play("roll", (3, 4), "bank_and_recover")
    assert g.names(where="banked") == ["Maps"] and g.ex()["wounds"] == []
    assert g.over


def test_recovering_alone_keeps_the_treasure_in_hand(dungeon):
    g = dungeon().give_treasure("0", "Maps").give_wounds("0", 3).put("0", 13)
    g.turn().play("roll", (3, 4), "recover")
    assert g.names() == ["Maps"] and g.ex()["banked"] == []


# -- ambush ----------------------------------------------------------------------------------------
def ben_waiting_on_square_6(dungeon, ben_treasure=("Pottery", "Opal Ring", "Maps", "Crown")):
    """Set up directly: Ben waits on square 6 with treasure; Ann throws from square 1 to join him."""
    g = dungeon(explorers=2).put("1", 6).give_treasure("1", *ben_treasure)
    return g.put("0", 1).turn("0").play("roll", (2, 3))


def test_arriving_on_another_explorer_s_square_offers_an_ambush_before_the_monster(dungeon):
    g = ben_waiting_on_square_6(dungeon)
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "ambush", ("pass", "ambush:1"))
    assert g.pending.context["targets"] == ["Ben"]


def test_passing_up_the_ambush_goes_straight_to_the_monster(dungeon):
    g = ben_waiting_on_square_6(dungeon).play("pass")
    assert g.pending.context["deck"] == "monster"
    assert g.ex("0")["wounds"] == [] and len(g.ex("1")["treasure"]) == 4


def test_there_is_no_ambush_on_the_exit(dungeon):
    """O-5: the Exit is where explorers stop and bank; no ambush is offered there."""
    g = dungeon(explorers=2).put("0", 13).turn("0").play("roll", (3, 4), "go_on")
    assert g.kind() == "draw" and g.pending.context["deck"] == "monster"


def test_a_winning_ambush_takes_three_random_treasures_and_the_attacker_still_draws_a_wound(dungeon):
    g = ben_waiting_on_square_6(dungeon).play("ambush:1", (4, 4))         # 8 reaches Ben's defense of 8
    steal = g.pending
    assert (steal.actor, steal.kind) == (CHANCE, "jail.oubliette.steal")
    assert set(steal.options) == set(g.ex("1")["treasure"]) and sum(steal.probs) == pytest.approx(1)
    g.play(g.treasure("Crown"), g.treasure("Opal Ring"), g.treasure("Pottery"))
    assert sorted(g.names("0")) == ["Crown", "Opal Ring", "Pottery"]
    assert g.names("1") == ["Maps"]
    assert g.pending.context["deck"] == "wound"
    g.play(g.wound(0))
    assert len(g.ex("0")["wounds"]) == 1
    assert g.pending.context["deck"] == "monster"        # the monster still comes after


def test_banked_treasure_cannot_be_stolen(dungeon):
    g = dungeon(explorers=2).put("1", 6).give_treasure("1", "Crown", "Tiara", as_="banked").give_treasure("1", "Harp")
    g.put("0", 1).turn("0").play("roll", (2, 3), "ambush:1", (6, 6))
    assert g.pending.options == (g.treasure("Harp"),)
    g.play(g.treasure("Harp"))
    assert g.names("0") == ["Harp"] and sorted(g.names("1", where="banked")) == ["Crown", "Tiara"]
    assert g.pending.context["deck"] == "wound"


def test_a_victim_with_fewer_than_three_treasures_loses_what_he_has(dungeon):
    g = ben_waiting_on_square_6(dungeon, ben_treasure=("Harp",))
    harp = g.ex("1")["treasure"][0]
    g.play("ambush:1", (6, 6))
    assert g.pending.options == (harp,)
    g.play(harp)
    assert g.names("0") == ["Harp"] and g.names("1") == []
    assert g.pending.context["deck"] == "wound"


def test_a_failed_ambush_lets_the_defender_strike_back_and_take_three_treasures(dungeon):
    g = ben_waiting_on_square_6(dungeon, ben_treasure=())
    g.give_treasure("0", "Harp", "Tiara", "Flute", "Maps")
    g.play("ambush:1", (3, 4))                              # 7 is short of Ben's defense of 8
    assert g.pending.actor == CHANCE and g.pending.kind == "jail.oubliette.dice"
    g.play((5, 3))                                          # Ben strikes back with 8 against Ann's 8
    assert set(g.pending.options) == set(g.ex("0")["treasure"])
    g.play(g.treasure("Harp"), g.treasure("Tiara"), g.treasure("Maps"))
    assert sorted(g.names("1")) == ["Harp", "Maps", "Tiara"] and g.names("0") == ["Flute"]
    assert g.pending.context["deck"] == "wound"             # the attacker's wound all the same
    g.play(g.wound(1))
    assert g.wound_modifiers("0") == [1] and g.ex("1")["wounds"] == []


def test_a_counter_attack_that_misses_takes_nothing_but_the_attacker_is_still_wounded(dungeon):
    g = ben_waiting_on_square_6(dungeon).give_treasure("0", "Harp")
    g.play("ambush:1", (3, 4), (3, 4))
    assert g.pending.context["deck"] == "wound"
    g.play(g.wound(0))
    assert g.names("0") == ["Harp"] and len(g.names("1")) == 4
    assert g.pending.context["deck"] == "monster"


@pytest.mark.parametrize("throw, hits", [((5, 5), False), ((5, 6), True)])
def test_the_attacker_s_weapon_counts_and_his_wounds_and_the_defender_s_armour_count_against_him(
        dungeon, throw, hits):
    """O-5: the attacker needs the defender's defense score (8 + armour) plus his own two worst
    wounds: here 8 + 2 (Ring Mail) + 2 + 1 (wounds) = 13, with 2 (Dagger) added to his throw."""
    g = dungeon(explorers=2).put("1", 6).give_treasure("1", "Ring Mail Armor", as_="armour")
    g.give_treasure("1", "Maps").give_treasure("0", "Dagger", as_="weapons").give_wounds("0", 2, 1, 0)
    g.put("0", 1).turn("0").play("roll", (2, 3), "ambush:1", throw)
    assert g.kind() == ("steal" if hits else "dice")


def test_with_two_explorers_waiting_he_chooses_whom_to_ambush(dungeon):
    g = dungeon(explorers=3).put("1", 6).put("2", 6).put("0", 1).turn("0").play("roll", (2, 3))
    assert g.pending.options == ("pass", "ambush:1", "ambush:2")


# -- doubles ---------------------------------------------------------------------------------------
def test_doubles_offer_another_turn_when_the_turn_is_over(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (3, 3))
    won_fight(g)
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "again", ("again", "stop"))
    g.play("again")
    assert g.kind() == "start"
    g.play("roll", (1, 2))
    assert g.ex()["pos"] == 10


def test_he_may_decline_the_extra_turn(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (3, 3))
    won_fight(g).play("stop")
    assert g.over


def test_a_throw_that_is_not_doubles_gives_no_extra_turn(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (1, 3))
    won_fight(g, treasure="Maps").play(g.event("Level Up"))
    assert g.over


def test_doubles_still_give_another_turn_after_a_stop_at_the_exit(dungeon):
    """O-3: stopping ends the turn; the extra turn the doubles earned comes after it."""
    g = dungeon().give_treasure("0", "Maps").put("0", 12).turn().play("roll", (4, 4), "bank")
    assert g.kind() == "again"


def test_doubles_give_another_turn_after_a_lost_fight_too(dungeon):
    g = dungeon().put("0", 1).turn().play("roll", (3, 3))
    g.play(g.monster("Dragon"), "attack", (1, 2), (1, 2))
    assert g.kind() == "again"


# -- decks running out -------------------------------------------------------------------------------
def empty_into_discards(g, deck):
    """Set up directly: the whole deck has been drawn and discarded."""
    g.d["discards"][deck], g.d["decks"][deck] = g.d["decks"][deck], []


def corner_fight_lost(g):
    """Ann throws from square 1 to corner 5, misses a Dragon and is wounded: monster, wound and event draws."""
    g.put("0", 1).turn().play("roll", (1, 3))
    draws = {}
    for deck, play in (("monster", lambda: g.play(g.monster("Dragon"), "attack", (1, 2), (4, 4))),
                       ("wound", lambda: g.play(g.wound(1))),
                       ("event", lambda: g.play(g.event("Level Up")))):
        assert g.pending.context["deck"] == deck
        draws[deck] = g.pending.options
        play()
    assert g.over
    return draws


@pytest.mark.parametrize("deck", ["monster", "wound", "event"])
def test_a_monster_wound_or_event_deck_that_runs_out_is_made_again_from_its_discards(dungeon, deck):
    g = dungeon()
    empty_into_discards(g, deck)
    draws = corner_fight_lost(g)
    assert draws[deck] == tuple(range(32))
    assert len(g.d["decks"][deck]) == 31


def test_discards_are_not_shuffled_back_while_the_deck_still_has_cards(dungeon):
    g = dungeon()
    g.d["discards"]["monster"] = g.d["decks"]["monster"][1:]        # set up directly: one card left
    g.d["decks"]["monster"] = [0]
    g.put("0", 1).turn().play("roll", (1, 2))
    assert g.pending.options == (0,)


def test_in_jail_an_empty_treasure_deck_is_not_made_again_and_a_win_brings_nothing(dungeon):
    g = dungeon(mode="jail")
    empty_into_discards(g, "treasure")
    g.put("0", 1).turn().play("roll", (1, 2), g.monster("Squasc"), "attack", (3, 4))
    assert g.over
    assert g.names() == [] and len(g.d["discards"]["treasure"]) == 32


def test_standalone_an_empty_treasure_deck_ends_the_game(dungeon):
    g = dungeon(explorers=2)
    empty_into_discards(g, "treasure")
    g.put("0", 1).turn().play("roll", (1, 2), g.monster("Squasc"), "attack", (3, 4))
    assert g.d["ended_by"] == "treasure_out"
    assert g.over


def test_a_standalone_game_whose_treasure_runs_out_ends_by_treasure_out(cards):
    few = dataclasses.replace(cards, treasures=cards.treasures[:4])       # a dungeon with four treasures
    result = standalone.play(["ai", "ai", "ai"], seed=1, cards=few)
    assert result["ended_by"] == "treasure_out"
    assert max(result["banked"]) < cards.win_gold


# -- the computer explorer weighs an ambush as a fight --------------------------------------------
def test_a_computer_explorer_ambushes_a_rich_explorer_when_the_odds_favour_it(dungeon):
    """Before, computer prisoners passed up every ambush (14 of 14 in 80 games)."""
    from landlord_plugins.oubliette import agent
    g = ben_waiting_on_square_6(dungeon, ben_treasure=("Crown", "Tiara", "Diamond Necklace"))
    assert agent.ambush_gain(g.cards, g.ex("0"), g.ex("1")) > 0
    assert agent.choose(g.cards, g.d, g.pending) == "ambush:1"


def test_a_computer_explorer_passes_up_an_ambush_with_nothing_to_win(dungeon):
    from landlord_plugins.oubliette import agent
    g = ben_waiting_on_square_6(dungeon, ben_treasure=())
    assert agent.ambush_gain(g.cards, g.ex("0"), g.ex("1")) < 0
    assert agent.choose(g.cards, g.d, g.pending) == "pass"


def test_two_dice_reach_seven_or_more_seven_times_in_twelve():
    from landlord_plugins.oubliette.agent import chance_to_reach
    assert chance_to_reach(7) == pytest.approx(21 / 36) and chance_to_reach(2) == 1 and chance_to_reach(13) == 0
