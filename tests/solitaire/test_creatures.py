"""Creatures and combat (Oubliette, Julian Jimenez: "Combat", "The Creatures"): a Jack (Shambler,
11), Queen (Fiend, 12) or King (Wraith, 13) turned over must be fought by discarding Inventory
cards whose values reach its own; losing sets the player back one room."""
from __future__ import annotations

from solitaire_table import TOO_WEAK_FOR_A_KING


def test_a_creature_is_beaten_by_inventory_cards_whose_values_reach_its_own(table):
    t = table([["3S", "7S"], ["5C"], ["4H"], ["9C"]], deck=["QS"]).give_path("10S")
    t.play("draw")
    assert t.kind == "fight" and t["step"]["need"] == 12
    t.play("spend:7S")
    assert t.kind == "fight" and t["step"]["dealt"] == 7
    t.play("spend:5C")
    assert t.kind == "turn" and t.path_values == [10]
    assert t["graveyard"][-3:] == ["7S", "5C", "QS"]


def test_the_text_s_example_three_seven_and_four_beat_a_fiend(table):
    t = table([["3S"], ["7D"], ["4C"], ["9C"]], deck=["QH"]).give_path("10S")
    t.play("draw", "spend:3S", "spend:7D")
    assert t.kind == "fight" and t["step"]["dealt"] == 10
    t.play("spend:4C")
    assert t.kind == "turn" and "The Fiend is defeated." in t.log


def test_the_card_beneath_a_spent_card_shows_and_may_be_spent_too(table):
    t = table([["KS", "4C"], ["5C"], ["3H"], ["9C"]], deck=["JD"]).give_path("10S")
    t.play("draw", "spend:4C")
    assert t.tops[0] == "KS" and "spend:KS" in t.options
    t.play("spend:KS")
    assert t.kind == "turn"


def test_the_equipped_card_may_be_spent_in_a_fight(table):
    t = table([["3S"], ["5C"], ["4H"], ["9C"]], equipped="8D", deck=["JH"]).give_path("10S")
    t.play("draw", "spend:8D", "spend:3S")
    assert t.kind == "turn" and t["equipped"] == ""


def test_yielding_to_a_creature_sets_the_player_back_one_room(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["KH"]).give_path("10S", "9S", "8S")
    t.play("draw", "yield")
    assert t.path_values == [10, 9] and t.result == ""
    assert t["graveyard"][-2:] == ["KH", "8S"]


def test_cards_spent_before_yielding_are_lost_too(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["KH"]).give_path("10S", "9S")
    t.play("draw", "spend:5C", "yield")
    assert "5C" in t["graveyard"] and t.path_values == [10]


def test_a_player_who_runs_out_of_cards_in_a_fight_is_set_back_without_being_asked(table):
    t = table([["5C"]], equipped="3S", deck=["JS"]).give_path("10S", "9S")
    t.play("draw", "spend:5C", "spend:3S")
    assert t.path_values == [10]                          # yielded for him: nothing was left to spend
    assert t.result == "lost" and t["how"] == "the Inventory is completely empty"


def test_losing_a_fight_in_the_first_room_loses_the_game(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["KH"]).give_path("10S")
    t.play("draw", "yield")
    assert t.result == "lost" and "first room" in t["how"]


def test_losing_a_fight_with_a_portcullis_behind_the_room_loses_the_game(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["AC", "KH"]).give_path("10S", "9S")
    t.play("draw", "draw", "yield")
    assert t.result == "lost" and "Portcullis" in t["how"]


def test_a_creature_met_before_the_path_is_begun_costs_nothing_to_yield_to(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["KH"])
    t.play("draw", "yield")
    assert t.result == "" and t.kind == "turn" and t.tops[:2] == ["3S", "4H"] and t["equipped"] == "5C"


def test_after_the_first_curse_every_creature_is_worth_two_more(table):
    t = table([["3S"], ["5C"], ["4H"], ["9C"]], deck=["JH"]).give_path("10S")
    t.state["curses"] = 1                                # set up directly: one Chaos card spent
    t.play("draw")
    assert t["step"]["need"] == 13


def test_with_power_equipped_each_card_counts_one_more(table):
    t = table([["3S"], ["5C"], ["4H"], ["9C"]], equipped="KD", deck=["QH"]).give_path("10S")
    t.play("draw", "spend:5C")
    assert t["step"]["dealt"] == 6
    t.play("spend:9C")
    assert t.kind == "turn"                               # 6 + 10 = 16 against 12


def test_the_power_card_spent_itself_counts_its_own_thirteen(table):
    t = table([["3S"], ["5C"], ["4H"], ["9C"]], equipped="KD", deck=["KH"]).give_path("10S")
    t.play("draw", "spend:KD")
    assert t.kind == "turn" and "for 13" in t.log[-2]
