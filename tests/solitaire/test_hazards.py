"""Traps, Portcullises, Chasms, getting Lost, Darkness and Gremlins (Oubliette, Julian Jimenez,
"Playing the game")."""
from __future__ import annotations

from solitaire_table import TOO_WEAK_FOR_A_KING

QUIET = [["3S"], ["5C"], ["7S"], ["9C"]]


# -- Traps: red 3, 5, 7, 9 ------------------------------------------------------------------------------------
def test_a_red_odd_card_is_a_trap_passed_by_paying_a_black_even_card(table):
    t = table([["3S"], ["4C"], ["7S"], ["6S"]], deck=["7D"]).give_path("10S", "9S")
    t.play("draw")
    assert t.kind == "trap" and set(t.options) == {"pay:4C", "pay:6S"}
    t.play("pay:4C")
    assert t.path_values == [10, 9] and t["graveyard"][-2:] == ["4C", "7D"]


def test_a_trap_that_cannot_be_passed_sets_the_player_back(table):
    t = table(QUIET, deck=["5H"]).give_path("10S", "9S")
    t.play("draw")
    assert t.path_values == [10] and t.kind == "turn"         # "fail" was the only option


def test_a_trap_in_the_first_room_that_cannot_be_passed_loses_the_game(table):
    t = table(QUIET, deck=["3H"]).give_path("10S")
    t.play("draw")
    assert t.result == "lost" and "Trap" in t["how"]


def test_a_trap_card_that_is_the_next_room_is_laid_as_a_path_card(table):
    t = table([["3S"], ["4C"], ["7S"], ["9C"]], deck=["9H"]).give_path("10S")
    t.play("draw")
    assert t.kind == "card" and "path" in t.options
    t.play("path")
    assert t.path_values == [10, 9]


def test_a_black_queen_is_no_even_numbered_card_and_cannot_pay_a_trap(table):
    t = table([["QS"], ["5C"], ["7S"], ["9C"]], deck=["9D"]).give_path("10S", "9S")
    t.play("draw")
    assert "pay:QS" not in t.options


# -- the Portcullis: a black Ace --------------------------------------------------------------------------------
def test_a_black_ace_shuts_a_portcullis_behind_the_current_room(table):
    t = table(QUIET, deck=["AS"]).give_path("10S", "9S")
    t.play("draw")
    assert t["path"][-1]["behind"] == ["AS"] and t.result == ""


def test_a_portcullis_further_back_lets_later_rooms_be_lost_but_not_the_room_it_shuts(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["AC", "8H", "KH", "KD"]).give_path("10S", "9S")
    t.play("draw", "draw", "path")                       # the Portcullis behind the 9; then the 8
    t.play("draw", "yield")                              # set back from the 8 to the 9
    assert t.path_values == [10, 9] and t.result == ""
    t.play("draw", "yield")
    assert t.result == "lost" and "Portcullis" in t["how"]


def test_a_second_portcullis_in_a_room_with_one_behind_it_traps_the_player(table):
    t = table(QUIET, deck=["AS", "AC"]).give_path("10S", "9S")
    t.play("draw", "draw")
    assert t.result == "lost" and "trapped" in t["how"]


def test_a_portcullis_before_the_path_is_begun_goes_to_the_graveyard(table):
    t = table(QUIET, deck=["AS"])
    t.play("draw")
    assert t["graveyard"] == ["AS"] and t.result == ""


# -- the Chasm: a red Ace ------------------------------------------------------------------------------------------
def test_a_chasm_blocks_the_path_until_a_rope_crosses_it(table):
    t = table([["3S"], ["5C"], ["8C"], ["9C"]], deck=["AH", "4S", "8D"]).give_path("10S")
    t.play("draw")                                       # the Chasm, and the 4 of Spades flipped
    assert t["path"][-1]["ahead"] == ["AH"]
    assert "path:9C" not in t.options and "rope:9C" in t.options
    t.play("rope:9C")
    assert t["path"][-1]["crossed"] == ["AH"] and "path:8C" not in t.options    # the 9 was the Rope


def test_a_six_is_a_rope_too(table):
    t = table([["6C"], ["5C"], ["8C"], ["9S"]], deck=["AD", "4S", "3C"]).give_path("10S")
    t.play("draw")
    assert {"rope:6C", "rope:9S"} <= set(t.options)
    t.play("rope:6C", "draw", "discard", "path:9S")
    assert t.path_values == [10, 9] and t["path"][-1]["behind"] == ["AD"]


def test_a_red_card_flipped_at_a_chasm_costs_the_equipped_card(table):
    t = table(QUIET, equipped="KS", deck=["AH", "4D"]).give_path("10S")
    t.play("draw")
    assert t["equipped"] == "" and t["graveyard"][-2:] == ["4D", "KS"]


def test_a_black_card_flipped_at_a_chasm_spares_the_equipped_card(table):
    t = table(QUIET, equipped="KS", deck=["AD", "4C"]).give_path("10S")
    t.play("draw")
    assert t["equipped"] == "KS" and t["graveyard"] == ["4C"]


def test_a_setback_from_the_room_beyond_a_crossed_chasm_loses_the_game(table):
    t = table([["3S"], ["9C", "6S"]], equipped="4S", deck=["AH", "4C", "3C", "KH"]).give_path("10S")
    t.play("draw", "rope:6S", "draw", "discard", "path:9C", "draw", "yield")
    assert t.result == "lost" and "Chasm behind" in t["how"]


def test_a_setback_from_a_room_with_an_uncrossed_chasm_takes_the_chasm_away_with_the_room(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["AH", "4C", "KH"]).give_path("10S", "9S")
    t.play("draw", "draw", "yield")
    assert t.path_values == [10] and "AH" in t["graveyard"] and t.result == ""


# -- Lost: an 8 ---------------------------------------------------------------------------------------------------
def test_an_eight_sends_the_top_three_cards_of_the_deck_to_the_graveyard(table):
    t = table(QUIET, deck=["8S", "KH", "2D", "9D", "4C"]).give_path("10S")
    t.play("draw")
    assert t["graveyard"] == ["8S", "KH", "2D", "9D"] and t["deck"][0] == "4C"


def test_an_hourglass_saves_the_player_from_getting_lost(table):
    t = table([["QS"], ["5C"], ["7S"], ["9C"]], deck=["8S", "KH"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"hourglass:QS", "lost"}
    t.play("hourglass:QS")
    assert t["deck"][0] == "KH" and t["graveyard"] == ["QS", "8S"]


# -- Darkness: a 6 ---------------------------------------------------------------------------------------------------
def test_darkness_costs_an_inventory_card_of_the_player_s_choice(table):
    t = table(QUIET, deck=["6H"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"discard:3S", "discard:5C", "discard:7S", "discard:9C", "discard:7C"}
    t.play("discard:5C")
    assert t.tops[1] == "" and t["graveyard"] == ["5C", "6H"]


def test_a_torch_gets_through_the_darkness_twice_then_burns_out(table):
    t = table([["3S"], ["4H"], ["7S"], ["9C"]], deck=["6H", "6C"]).give_path("10S")
    t.play("draw", "torch:4H")
    assert t["sideways"] == ["4H"] and t.tops[1] == "4H"
    t.play("draw", "torch:4H")
    assert t.tops[1] == "" and "4H" in t["graveyard"] and t["sideways"] == []


def test_a_black_four_is_no_torch(table):
    t = table([["3S"], ["4S"], ["7S"], ["9C"]], deck=["6H"]).give_path("10S")
    t.play("draw")
    assert not any(o.startswith("torch") for o in t.options)


def test_a_six_turned_over_is_darkness_even_for_a_player_holding_a_rope(table):
    t = table([["9S"], ["5C"], ["7S"], ["3C"]], deck=["6D"]).give_path("10S", "9H", "8S")
    t.play("draw")
    assert t.kind == "darkness"


# -- Gremlins: the Jokers ---------------------------------------------------------------------------------------------
def test_a_gremlin_steals_the_highest_ranked_card(table):
    t = table([["3S"], ["QC"], ["7S"], ["9C"]], equipped="4C", deck=["JK1"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"lose:QC", "spare:QC"}
    t.play("lose:QC")
    assert t["graveyard"] == ["QC", "JK1"]


def test_to_a_gremlin_an_ace_ranks_above_a_queen_and_a_joker_above_both(table):
    t = table([["AS"], ["QC"], ["7S"], ["JK2"]], equipped="4C", deck=["JK1"]).give_path("10S")
    t.play("draw")
    assert {o.split(":")[0] for o in t.options} == {"lose", "spare"}
    assert "lose:JK2" in t.options and "lose:AS" not in t.options


def test_an_equipped_item_ranks_highest_of_all_to_a_gremlin(table):
    t = table([["AS"], ["QC"], ["7S"], ["JK2"]], equipped="QD", deck=["JK1"]).give_path("10S")
    t.play("draw")
    assert "lose:QD" in t.options and "lose:JK2" not in t.options


def test_a_gremlin_may_take_everything_but_the_highest_card_instead(table):
    t = table([["3S"], ["QC"], ["7S"], ["9C"]], equipped="4C", deck=["JK1"]).give_path("10S")
    t.play("draw", "spare:QC")
    assert t.tops == ["", "QC", "", ""] and t["equipped"] == ""


def test_with_two_cards_of_the_highest_rank_the_player_chooses_which_the_gremlin_takes(table):
    t = table([["QS"], ["QC"], ["7S"], ["9C"]], equipped="4C", deck=["JK1"]).give_path("10S")
    t.play("draw")
    assert {"lose:QS", "lose:QC"} <= set(t.options)


def test_a_ward_drives_a_gremlin_off_and_stays_in_the_inventory(table):
    t = table([["3S"], ["KC"], ["7S"], ["9C"]], equipped="AD", deck=["JK1"]).give_path("10S")
    t.play("draw")
    assert "ward:KC" in t.options
    t.play("ward:KC")
    assert t["equipped"] == "AD" and t.tops[1] == "KC" and t["graveyard"] == ["JK1"]
