"""The deck, the deal and the Path (Oubliette, Julian Jimenez: "Equipment needed", "Setup", "Object
of the game", and the first two cases of "Playing the game")."""
from __future__ import annotations

import random

import pytest

from landlord_plugins.oubliette_solitaire import cards, moves

QUIET = [["3S"], ["5C"], ["7S"], ["9C"]]          # pile tops that begin nothing and are next to nothing here


# -- the deck and the deal ------------------------------------------------------------------------------------
def test_the_deck_is_52_cards_and_two_or_three_jokers():
    assert len(cards.full_deck(2)) == 54 and len(cards.full_deck(3)) == 55
    assert [c for c in cards.full_deck(3) if cards.is_joker(c)] == ["JK1", "JK2", "JK3"]
    with pytest.raises(ValueError):
        cards.full_deck(4)


def test_the_deal_lays_four_piles_of_five_an_equipped_card_and_leaves_the_rest_as_the_deck(table):
    t = table(QUIET, equipped="4C", deck=["8D"], full=True)
    assert [len(p) for p in t["piles"]] == [5, 5, 5, 5]
    assert t.tops == ["3S", "5C", "7S", "9C"] and t["equipped"] == "4C"
    assert len(t["deck"]) == 54 - 21 and t["deck"][0] == "8D"
    assert t.kind == "turn" and t["path"] == []


def test_a_joker_dealt_as_the_equipped_card_is_shuffled_back_and_another_card_drawn(table):
    t = table(QUIET, equipped="JK1", deck=["4C"], full=True)
    assert t["equipped"] and not cards.is_joker(t["equipped"])
    assert "JK1" in t["deck"] and len(t["deck"]) == 33
    assert t["shuffles"] >= 1                            # the deck was shuffled with the Joker in it


def test_a_shuffled_game_is_the_same_game_from_the_same_seed():
    first, again = moves.new_game(random.Random(5)), moves.new_game(random.Random(5))
    assert first == again
    assert first != moves.new_game(random.Random(6))


# -- beginning the Path ---------------------------------------------------------------------------------------
def test_a_single_10_or_2_in_the_inventory_begins_the_path_at_once(table):
    t = table([["3S"], ["5C"], ["10H"], ["9C"]])
    assert t.path_values == [10] and t["direction"] == -1
    assert t.tops[2] != "10H" and t.kind == "turn"


def test_with_both_a_10_and_a_2_the_player_chooses_which_begins_the_path_and_so_the_direction(table):
    t = table([["3S"], ["2D"], ["10H"], ["9C"]])
    assert t.kind == "start" and set(t.options) == {"begin:2D", "begin:10H"}
    t.play("begin:2D")
    assert t.path_values == [2] and t["direction"] == 1


def test_an_equipped_10_may_begin_the_path(table):
    t = table([["3S"], ["5C"], ["7S"], ["9C"]], equipped="10D")
    assert t.path_values == [10] and t["equipped"] == ""


def test_without_a_10_or_2_the_first_one_turned_over_begins_the_path(table):
    t = table(QUIET, deck=["4D", "2S"])
    t.play("draw")
    assert t["path"] == [] and t.kind == "card"         # the 4 may be kept on the 3 or the 5
    t.play("discard", "draw")
    assert t.path_values == [2] and t["direction"] == 1


# -- laying the Path -------------------------------------------------------------------------------------------
def test_the_next_card_turned_over_may_be_laid_on_the_path_in_any_suit(table):
    t = table(QUIET, deck=["9D"]).give_path("10S")
    t.play("draw")
    assert t.kind == "card" and "path" in t.options
    t.play("path")
    assert t.path_values == [10, 9]


def test_a_next_card_the_player_declines_to_lay_is_an_ordinary_card(table):
    t = table([["3S"], ["5C"], ["7S"], ["8C"]], deck=["9D"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"path", "pile:4", "discard"}
    t.play("pile:4")
    assert t.tops[3] == "9D" and t.path_values == [10]


def test_a_path_card_in_the_inventory_may_be_laid_between_cards(table):
    t = table([["3S"], ["8C"], ["7S"], ["9C"]], deck=["4S"]).give_path("10S")
    assert "path:9C" in t.options
    t.play("path:9C")
    assert t.path_values == [10, 9]
    assert "path:8C" not in t.options                     # one action a card (S-11) ...
    t.play("draw", "discard")
    assert "path:8C" in t.options                         # ... and the next card brings the next


def test_the_same_number_as_the_current_room_takes_both_cards_to_the_graveyard(table):
    t = table(QUIET, deck=["8H"]).give_path("10S", "9S", "8S")
    t.play("draw")
    assert t.path_values == [10, 9]
    assert t["graveyard"][-2:] == ["8H", "8S"]


def test_repeating_the_first_room_empties_the_path_and_the_next_10_or_2_begins_it_afresh(table):
    t = table(QUIET, deck=["10D", "2C"]).give_path("10S")
    t.play("draw")
    assert t["path"] == [] and t.result == "" and t["direction"] == 0
    t.play("draw")
    assert t.path_values == [2] and t["direction"] == 1


def test_a_repeated_number_with_a_portcullis_behind_the_room_loses_the_game(table):
    t = table(QUIET, deck=["AS", "9H"]).give_path("10S", "9S")
    t.play("draw")                                       # the Portcullis shuts behind the 9
    t.play("draw")
    assert t.result == "lost" and "way back is shut" in t["how"]


def test_completing_the_path_from_10_down_to_2_wins(table):
    t = table(QUIET, deck=["2D"]).give_path("10S", "9S", "8S", "7H", "6S", "5S", "4H", "3H")
    t.play("draw", "path")
    assert t.result == "won" and t.path_values == [10, 9, 8, 7, 6, 5, 4, 3, 2]
    assert moves.pending(t.state) is None


def test_completing_the_path_from_2_up_to_10_wins(table):
    t = table(QUIET, deck=["10D"]).give_path("2S", "3H", "4S", "5H", "6S", "7H", "8S", "9H")
    t.play("draw", "path")
    assert t.result == "won" and "2 up to 10" in t["how"]
