"""Inventory Items, used from the top of a pile (Oubliette, Julian Jimenez, "Items"): Advantage
(Ace), Grave Dig (Jack), Hourglass (Queen), Ward (King, in test_hazards), Rope (9 or 6) and Torch
(red 4) (in test_hazards), and Chaos (Joker) with its Curse."""
from __future__ import annotations

from collections import Counter

from landlord_plugins.oubliette_solitaire import path


# -- Advantage: an Ace on a pile ---------------------------------------------------------------------------------
def test_advantage_draws_two_cards_and_the_one_picked_may_be_laid_on_the_path(table):
    t = table([["3S", "AS"], ["5C"], ["7S"], ["4C"]], deck=["KH", "9D", "QS"]).give_path("10S")
    t.play("advantage:AS")
    assert t.kind == "pick" and set(t.options) == {"keep:KH", "path:9D", "keep:9D", "none"}
    t.play("path:9D")
    assert t.path_values == [10, 9] and t["graveyard"] == ["AS", "KH"]
    assert t["deck"][0] == "QS" and t.tops[0] == "3S"             # no Creature was met


def test_a_card_picked_with_advantage_and_kept_takes_the_aces_place_on_its_pile(table):
    t = table([["3S", "AS"], ["5C"], ["7S"], ["4C"]], deck=["KH", "JD"]).give_path("10S")
    t.play("advantage:AS", "keep:KH")
    assert t["piles"][0] == ["3S", "KH"] and t["graveyard"] == ["AS", "JD"]


def test_advantage_may_be_used_during_a_fight_and_the_card_picked_fights(table):
    t = table([["3S", "AS"], ["5C"], ["7S"], ["4C"]], deck=["QH", "KD", "2C"]).give_path("10S")
    t.play("draw")
    assert "advantage:AS" in t.options
    t.play("advantage:AS", "fight:KD")
    assert t.kind == "turn" and "The Fiend is defeated." in t.log


def test_advantage_may_be_used_against_a_trap_and_a_black_even_card_picked_pays_it(table):
    t = table([["3S", "AS"], ["5C"], ["7S"], ["9C"]], deck=["7D", "8S", "KD"]).give_path("10S", "9S")
    t.play("draw", "advantage:AS")
    assert "pay:8S" in t.options and "pay:KD" not in t.options
    t.play("pay:8S")
    assert t.path_values == [10, 9] and t.kind == "turn"


# -- Grave Dig: a Jack on a pile -------------------------------------------------------------------------------------
def test_grave_dig_brings_any_graveyard_card_back_onto_the_jacks_pile(table):
    t = table([["3S", "JC"], ["5C"], ["7S"], ["4C"]], turn="generous").give_path("10S").to_graveyard("9H", "KD", "2S")
    t.play("dig:JC")
    assert set(t.options) == {"dig:9H", "dig:KD", "dig:2S"}
    t.play("dig:9H")
    assert t["piles"][0] == ["3S", "9H"] and t["graveyard"] == ["KD", "2S", "JC"]
    assert "path:9H" in t.options


def test_grave_dig_is_not_offered_with_an_empty_graveyard(table):
    t = table([["JC"], ["5C"], ["7S"], ["4C"]]).give_path("10S")
    assert not any(o.startswith("dig") for o in t.options)


# -- the Hourglass: a Queen on a pile -----------------------------------------------------------------------------------
def test_the_hourglass_shuffles_three_graveyard_cards_of_the_players_choice_into_the_deck(table):
    t = table([["3S", "QC"], ["5C"], ["7S"], ["4C"]]).give_path("10S").to_graveyard("9H", "KD", "2S", "8C")
    deck_before = Counter(t["deck"])
    t.play("hourglass:QC", "return:9H", "return:8C")
    assert t.kind == "hourglass" and t["step"]["left"] == 1
    t.play("return:2S")
    assert t["graveyard"] == ["KD", "QC"] and t.kind == "turn"
    assert Counter(t["deck"]) == deck_before + Counter(["9H", "8C", "2S"])


# -- Chaos: a Joker on a pile ------------------------------------------------------------------------------------------
def test_time_shift_shuffles_the_whole_graveyard_into_the_deck_and_brings_the_curse(table):
    t = table([["3S", "JK1"], ["5C"], ["7S"], ["4C"]]).give_path("10S").to_graveyard("9H", "KD")
    t.play("timeshift:JK1")
    assert t["graveyard"] == [] and {"9H", "KD"} <= set(t["deck"])
    assert t["curses"] == 1 and t["removed"] == ["JK1"]             # the first Chaos card lies above the Path


def test_passage_makes_the_chaos_card_the_next_room(table):
    t = table([["3S", "JK1"], ["5C"], ["7S"], ["4C"]], turn="generous").give_path("10S", "9S", "8S", "7H", "6S")
    t.play("passage:JK1")
    assert t.path_values == [10, 9, 8, 7, 6, 5] and t["path"][-1]["cards"] == ["JK1"]
    assert t["curses"] == 1 and t["removed"] == []
    assert "path:4C" in t.options


def test_passage_cannot_begin_the_path(table):
    t = table([["3S", "JK1"], ["5C"], ["7S"], ["4C"]])
    assert not path.begun(t.state) and not any(o.startswith("passage") for o in t.options)


def test_restock_refills_every_pile_to_five_and_an_empty_equipped_slot(table):
    t = table([["3S", "JK1"], ["5C"], [], ["4C"]], equipped="8C").give_path("10S")
    t.state["deck"].append(t.state["equipped"])             # set up directly: the Equipped slot empty
    t.state["equipped"] = ""
    t.play("restock:JK1")
    assert [len(p) for p in t["piles"]] == [5, 5, 5, 5] and t["equipped"] != ""
    assert t["curses"] == 1


def test_destroy_defeats_two_creatures_turning_sideways_after_the_first(table):
    t = table([["3S", "JK1"], ["5C"], ["7S"], ["4C"]], deck=["KH", "QD"]).give_path("10S")
    t.play("draw", "destroy:JK1")
    assert t.kind == "turn" and t["sideways"] == ["JK1"] and t["curses"] == 0
    assert not any(o.endswith(":JK1") for o in t.options)           # sideways: nothing but Destroy
    t.play("draw", "destroy:JK1")
    assert t.kind == "turn" and t["curses"] == 1 and t["removed"] == ["JK1"]


def test_the_second_chaos_card_takes_the_equipped_slot_for_good(table):
    t = table([["3S", "JK1"], ["5C", "JK2"], ["7S"], ["4C"]], equipped="KD", turn="generous").give_path("10S")
    t.to_graveyard("9H")
    t.play("timeshift:JK1")
    t.to_graveyard("8H")
    t.play("timeshift:JK2")
    assert t["curses"] == 2 and t["locked"] and t["equipped"] == "JK2"
    assert t["graveyard"] == ["KD"]                          # shuffled in first, then the Curse took it
    assert not any(o.startswith("equip") for o in t.options)


def test_the_third_joker_brings_no_curse_and_leaves_the_game(table):
    t = table([["3S", "JK1"], ["5C", "JK2"], ["7S", "JK3"], ["4C"]], equipped="KD", jokers=3,
              turn="generous").give_path("10S")
    for joker in ("JK1", "JK2"):
        t.to_graveyard(t.state["deck"][0])
        t.play(f"timeshift:{joker}")
    t.to_graveyard(t.state["deck"][0])
    t.play("timeshift:JK3")
    assert t["curses"] == 3 and t["removed"] == ["JK1", "JK3"] and t["equipped"] == "JK2"
