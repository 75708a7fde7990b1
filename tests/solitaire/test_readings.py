"""Where the text of Oubliette (Julian Jimenez) is silent or unclear, the readings this game takes
(rules/INTERPRETATIONS.md, S-n), one scenario each."""
from __future__ import annotations

import random

from landlord_plugins.oubliette_solitaire import moves

QUIET = [["3S"], ["5C"], ["7S"], ["9C"]]


def test_s4_a_10_or_2_that_shows_in_the_inventory_during_play_may_begin_the_path(table):
    t = table([["3S"], ["10D", "5C"], ["7S"], ["9C"]], deck=["KH"])
    t.play("draw", "spend:5C", "spend:9C")
    assert "begin:10D" in t.options
    t.play("begin:10D")
    assert t.path_values == [10]


def test_s11_after_any_card_not_only_a_plain_one_the_player_may_use_his_inventory(table):
    t = table([["3S"], ["9D"], ["7S"], ["KC"]], deck=["JH"]).give_path("10S")
    t.play("draw", "spend:KC")
    assert t.kind == "turn" and "path:9D" in t.options


def test_s12_an_encounter_card_never_goes_into_the_inventory(table):
    for card in ("KH", "8D", "6C", "5H", "AS"):
        t = table([["3S"], ["5C"], [], ["9C"]], deck=[card]).give_path("10S")
        t.play("draw")
        assert not any(o.startswith("pile:") for o in t.options), card


def test_s18_two_chasms_in_front_need_two_ropes_and_a_flipped_joker_is_not_red(table):
    t = table([["6S"], ["5C"], ["9H"], ["8C"]], equipped="KS", deck=["AH", "JK1", "AD", "3C"],
              turn="generous").give_path("10S")
    t.play("draw", "draw")
    assert t["equipped"] == "KS" and len(t["path"][-1]["ahead"]) == 2
    t.play("rope:6S")
    assert "path:9H" not in t.options
    t.play("rope:9H")
    assert t["path"][-1]["ahead"] == [] and len(t["path"][-1]["crossed"]) == 2


def test_s19_after_the_last_card_the_player_may_still_win_with_his_inventory(table):
    t = table([["3S"], ["5C"], ["7S"], ["9C"]], deck=["KD"]).give_path("10S", "9S", "8S", "7H", "6S", "5S", "4H", "3H")
    t.state["piles"][1].append(t._out_of_deck("2C"))         # set up directly: a 2 on the 5, and
    t.state["graveyard"] += t.state["deck"][1:]               # one card left in the deck
    del t.state["deck"][1:]
    t.play("draw", "spend:9C", "spend:7S")
    assert t["deck"] == [] and t.result == ""
    t.play("path:2C")
    assert t.result == "won"


def test_s25_advantage_is_not_offered_in_darkness_nor_against_a_gremlin(table):
    for card in ("6D", "JK1"):
        t = table([["AS"], ["5C"], ["7S"], ["9C"]], deck=[card]).give_path("10S")
        t.play("draw")
        assert not any(o.startswith("advantage") for o in t.options), card


def test_s27_an_hourglass_with_fewer_than_three_graveyard_cards_returns_them_all(table):
    t = table([["3S", "QC"], ["5C"], ["7S"], ["4C"]]).give_path("10S").to_graveyard("9H")
    t.play("hourglass:QC")                                   # the one card is returned without asking
    assert t.kind == "turn" and t["graveyard"] == ["QC"] and "9H" in t["deck"]


def test_s31_a_torch_from_the_graveyard_under_grave_inventory_is_used_once_and_goes_to_the_bottom(table):
    t = table(QUIET, equipped="JS", deck=["6C"]).give_path("10S").to_graveyard("KD", "4H")
    t.play("draw")
    assert "torch:4H" in t.options
    t.play("torch:4H")
    assert t["graveyard"] == ["4H", "KD", "6C"] and t["sideways"] == []


def test_s33_a_second_chaos_card_spent_as_a_passage_stays_on_the_path_and_locks_the_empty_slot(table):
    t = table([["3S", "JK1"], ["5C", "JK2"], ["7S"], ["4C"]], equipped="KD",
              turn="generous").give_path("10S", "9S", "8S")
    t.to_graveyard("9H")
    t.play("timeshift:JK1", "passage:JK2")
    assert t["path"][-1]["cards"] == ["JK2"] and t["locked"] and t["equipped"] == ""
    assert "KD" in t["graveyard"]


def test_s35_a_sideways_chaos_card_a_gremlin_steals_brings_no_curse(table):
    t = table([["3S", "JK1"], ["5C"], ["7S"], ["4C"]], deck=["KH", "JK2"]).give_path("10S")
    t.play("draw", "destroy:JK1", "draw", "lose:JK1")
    assert t["curses"] == 0 and t["sideways"] == [] and "JK1" in t["graveyard"]


def test_s21_a_torch_used_once_is_upright_again_once_it_leaves_its_pile(table):
    t = table([["3S"], ["4H"], ["7S"], ["9C"]], deck=["6C"]).give_path("10S")
    t.play("draw", "torch:4H")
    t.state["deck"].append(t.state["equipped"])              # set up directly: the Equipped slot empty
    t.state["equipped"] = ""
    t.play("equip:4H")
    assert t["sideways"] == [] and t["equipped"] == "4H"


def test_s22_a_red_nine_held_in_the_inventory_is_a_rope(table):
    t = table([["3S"], ["5C"], ["9H"], ["8C"]], deck=["AH", "4S"]).give_path("10S")
    t.play("draw")
    assert "rope:9H" in t.options


def test_s24_getting_lost_with_fewer_than_three_cards_left_takes_what_there_is(table):
    t = table(QUIET, deck=["8H", "KD"]).give_path("10S")
    t.state["graveyard"] += t.state["deck"][2:]
    del t.state["deck"][2:]
    t.play("draw")
    assert t["deck"] == [] and t["graveyard"][-2:] == ["8H", "KD"]


def test_s5_the_chaos_card_locked_in_the_equipped_slot_does_not_keep_the_inventory_from_being_empty(table):
    t = table([["4C"]], equipped="KD", deck=["6D"]).give_path("10S")
    t.state["deck"].append(t.state["equipped"])              # set up directly: the second Curse has fallen
    t.state.update(equipped="JK1", locked=True, curses=2)
    t.state["deck"].remove("JK1")
    t.play("draw")                                           # the 4 is lost in the Darkness
    assert t.result == "lost" and t["how"] == "the Inventory is completely empty"


def test_s6_an_ace_counts_one_in_a_fight(table):
    t = table([["AS"], ["9C"], ["7S"], ["3C"]], deck=["JH"]).give_path("10S")
    t.play("draw", "spend:AS")
    assert t["step"]["dealt"] == 1


def test_s17_a_chasm_before_the_path_is_begun_goes_to_the_graveyard_and_the_next_card_is_flipped_all_the_same(table):
    # "Whether or not you have a rope to pass the Chasm, you must flip over the next card in the
    # deck when you encounter a Chasm. ... If the card is red, you must discard your Equipped Item"
    t = table(QUIET, equipped="KS", deck=["AH", "4D", "5S"])
    t.play("draw")
    assert t["graveyard"] == ["AH", "4D", "KS"] and t["deck"][0] == "5S" and t["equipped"] == ""


def test_s37_an_inventory_empty_only_while_an_advantage_is_being_picked_does_not_lose(table):
    t = table([["AS"]], equipped="KS", deck=["9D", "5C"]).give_path("10S")
    t.state["deck"].append(t.state["equipped"])              # set up directly: the Ace is all he holds
    t.state["equipped"] = ""
    t.play("advantage:AS")
    assert t.kind == "pick" and t.result == ""
    t.play("keep:5C")
    assert t.result == "" and t.tops[0] == "5C"


def test_s39_the_equipped_card_may_serve_as_a_torch(table):
    # "The only way to avoid this is if the player has a Torch (red 4) in their Inventory", and the
    # Equipped card is part of the Inventory ("and the single 5th turned over card at the end").
    t = table(QUIET, equipped="4H", deck=["6C", "6S"]).give_path("10S")
    t.play("draw", "torch:4H")
    assert t["equipped"] == "4H" and "4H" in t["sideways"]
    t.play("draw", "torch:4H")
    assert t["equipped"] == "" and "4H" in t["graveyard"]


def test_s39_the_equipped_card_may_serve_as_a_rope(table):
    # "the only way to get past it is to discard a Rope (9 or 6) card from their Inventory"
    t = table([["3S"], ["5C"], ["7S"], ["4C"]], equipped="9S", deck=["AD", "4S"]).give_path("10S")
    t.play("draw")
    assert "rope:9S" in t.options
    t.play("rope:9S")
    assert t["equipped"] == "" and t["path"][-1]["crossed"] == ["AD"]


# -- the text's turn, and the generous one (S-11) ------------------------------------------------------------
def test_s11_the_texts_turn_is_one_action_after_each_card(table):
    # "The player may then take a turn by using one of the Item cards in their Inventory or playing
    # a Path card from their Inventory if possible."
    t = table([["3S"], ["8C"], ["7S"], ["9C"]], deck=["4S"]).give_path("10S")
    t.play("path:9C")
    assert t.options == ("draw",)
    assert "this card's turn is taken" in moves.pending(t.state).prompt


def test_s11_advantage_searching_and_equipping_are_not_the_turns_one_action(table):
    # Advantage "May be used any time during the game"; Searching is done "after an event".
    t = table([["AS"], ["8C"], [], ["9C"]], deck=["4S", "3C", "5D"]).give_path("10S")
    t.state["deck"].append(t.state["equipped"])              # set up directly: the Equipped slot is empty
    t.state["equipped"] = ""
    t.play("path:9C")
    assert {"advantage:AS", "equip:8C"} <= set(t.options) and not any(o.startswith("path") for o in t.options)


def test_s11_the_generous_turn_allows_as_many_actions_as_the_player_likes(table):
    t = table([["3S"], ["8C"], ["7S"], ["9C"]], turn="generous").give_path("10S")
    t.play("path:9C", "path:8C", "path:7S")
    assert t.path_values == [10, 9, 8, 7]


def test_s11_a_dealt_game_has_no_action_before_its_first_card():
    # "To play the game, turn over the first card of the deck."
    state = moves.new_game(random.Random(5))
    assert state["turn"] == "text" and state["acted"]


# -- "must" where the text says must (S-13, S-20) ---------------------------------------------------------------
def test_s13_a_trap_that_can_be_paid_must_be_paid(table):
    # "In order to proceed past them, you must discard an even numbered black card from your
    # Inventory. If you cannot pass the Trap/Hazard, then you must discard the most recent card"
    t = table([["3S"], ["4C"], ["7S"], ["8S"]], deck=["5D"]).give_path("10S", "9S")
    t.play("draw")
    assert t.kind == "trap" and "fail" not in t.options


def test_s20_a_fight_that_could_be_won_may_not_be_yielded(table):
    # "When you encounter a Creature, you must engage them in combat. ... If this cannot be done,
    # the player must remove the most recently played card from their Path"
    t = table([["3S"], ["4H"], ["7S"]], equipped="5C", deck=["KH"]).give_path("10S", "9S")
    t.play("draw")
    assert "yield" not in t.options                      # 3 + 4 + 7 + 5 = 19 against 13


def test_s20_a_fight_that_cannot_be_won_may_be_yielded(table):
    t = table([["3S"], ["4H"]], equipped="5C", deck=["KH"]).give_path("10S", "9S")
    t.play("draw")
    assert "yield" in t.options                          # 3 + 4 + 5 = 12 against 13


# -- the Ward and Grave Inventory: no restriction the text does not state (S-28, S-31) ------------------------------
def test_s28_the_ward_keeps_the_inventory_whole_the_ward_included(table):
    # "Ward (King): Can defeat a Gremlin (Joker) without losing any Inventory cards."
    t = table([["3S"], ["KC"], ["7S"], ["9C"]], deck=["JK1", "JK2"]).give_path("10S")
    t.play("draw", "ward:KC", "draw", "ward:KC")
    assert t.tops == ["3S", "KC", "7S", "9C"] and t["graveyard"] == ["JK1", "JK2"]


def test_s31_grave_inventory_lays_the_graveyards_top_card_on_the_path(table):
    # "Allows the player to use the top card of the Graveyard as an Inventory card", and the turn
    # is "playing a Path card from their Inventory".
    t = table(QUIET, equipped="JS").give_path("10S").to_graveyard("9D")
    t.play("path:9D")
    assert t.path_values == [10, 9] and t["graveyard"] == []
