"""Equipped Items (Oubliette, Julian Jimenez, "Equipped Items": Power in test_creatures, Map,
Grave Inventory, Resourceful, Searching), the Inventory's limits ("Inventory"), and how the game
is lost ("Losing the Game")."""
from __future__ import annotations

from landlord_plugins.oubliette_solitaire import items

QUIET = [["3S"], ["5C"], ["7S"], ["9C"]]


# -- the Map: an equipped Ace -------------------------------------------------------------------------------------
def test_a_black_map_adds_path_cards_together_to_make_the_next_room(table):
    t = table([["4D"], ["3S"], ["KS"], ["9C"]], equipped="AS").give_path("10S", "9S", "8S")
    assert "map:4D+3S" in t.options
    t.play("map:4D+3S")
    assert t.path_values[-1] == 7 and t["path"][-1]["cards"] == ["4D", "3S"]


def test_a_red_map_takes_red_cards_from_black_ones(table):
    t = table([["8C"], ["3D"], ["KS"], ["9H"]], equipped="AH").give_path("10S", "9S", "8S", "7H", "6S")
    assert "map:8C+3D" in t.options                       # the text's example: black 8 less red 3 is 5
    assert "map:3D+9H" not in t.options                   # red and red make no 5 under a red Map
    t.play("map:8C+3D")
    assert t.path_values[-1] == 5


def test_a_map_combines_nothing_when_it_is_not_equipped(table):
    t = table([["4D"], ["3S"], ["AS"], ["9C"]], equipped="KH").give_path("10S", "9S", "8S")
    assert not any(o.startswith("map") for o in t.options)


# -- Grave Inventory: an equipped Jack ----------------------------------------------------------------------------------
def test_grave_inventory_spends_the_graveyards_top_card_in_a_fight_and_puts_it_at_the_bottom(table):
    t = table(QUIET, equipped="JS", deck=["QH"]).give_path("10S").to_graveyard("4D", "KC")
    t.play("draw")
    assert "spend:KC" in t.options and "spend:4D" not in t.options
    t.play("spend:KC")
    assert t.kind == "turn" and t["graveyard"][:2] == ["KC", "4D"]


def test_grave_inventory_may_use_a_rope_from_the_graveyard(table):
    t = table([["3S"], ["5C"], ["7S"], ["8C"]], equipped="JS", deck=["AH", "4S"]).give_path("10S")
    t.to_graveyard("6H")
    t.play("draw")                                        # a Chasm; the 4 of Spades is flipped onto the 6
    t.state["graveyard"].remove("6H")                     # set up directly: the Rope back on top
    t.state["graveyard"].append("6H")
    assert "rope:6H" in t.options
    t.play("rope:6H")
    assert t["graveyard"][0] == "6H" and t["path"][-1]["crossed"] == ["AH"]


# -- Resourceful: an equipped Queen -------------------------------------------------------------------------------------------
def test_resourceful_lets_a_card_of_the_showing_cards_colour_be_kept(table):
    t = table([["3S"], ["5C"], ["9H"], ["KC"]], equipped="QD", deck=["4D"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"pile:1", "pile:2", "pile:3", "discard"}    # 3 and 5 by number, the 9 by colour


def test_without_resourceful_only_a_number_above_or_below_may_be_kept(table):
    t = table([["3S"], ["5C"], ["9H"], ["KC"]], equipped="8D", deck=["4D"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"pile:1", "pile:2", "discard"}


# -- Searching: an equipped 10 -----------------------------------------------------------------------------------------------
def test_searching_turns_over_a_card_after_each_event_that_may_be_kept(table):
    t = table(QUIET, deck=["KD", "4S", "QD"]).give_path("10S").equip("10H")
    assert "search" not in t.options                      # nothing has happened yet
    t.play("draw", "spend:9C", "spend:5C")                # the Wraith is beaten: an event
    assert "search" in t.options
    t.play("search")
    assert t.kind == "search" and set(t.options) == {"pile:1", "pile:2", "pile:4", "equip", "discard"}
    t.play("pile:1")
    assert t.tops[0] == "4S" and "search" not in t.options   # once a room


def test_a_card_found_by_searching_may_be_equipped_in_place_of_searching(table):
    t = table(QUIET, deck=["4D", "KC"]).give_path("10S").equip("10H")
    t.play("draw", "discard", "search", "equip")
    assert t["equipped"] == "KC" and t["graveyard"][-1] == "10H"


# -- the Inventory's limits ----------------------------------------------------------------------------------------------------
def test_a_card_is_kept_only_one_number_above_or_below_the_showing_card(table):
    t = table([["3S"], ["5C"], ["KS"], ["9H"]], deck=["4D"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"pile:1", "pile:2", "discard"}


def test_a_pile_of_five_takes_no_more_cards(table):
    t = table([["3S"], ["AS", "KD", "QC", "JC", "5C"], ["KS"], ["9H"]], deck=["4D"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"pile:1", "discard"}


def test_any_card_may_go_on_an_empty_pile(table):
    t = table([["3S"], [], ["KS"], ["9H"]], deck=["10D"]).give_path("10S", "9S")
    t.play("draw")
    assert "pile:2" in t.options


def test_an_ace_is_one_above_a_king_and_one_below_a_two(table):
    t = table([["KS"], ["AD"], ["QS"], ["9H"]], deck=["2D"]).give_path("10S")
    t.play("draw")
    assert set(t.options) == {"pile:2", "discard"}           # the 2 goes on the Ace
    assert items.next_to("AC", "KS") and items.next_to("AC", "2S") and not items.next_to("AC", "QS")


def test_a_card_may_go_into_the_equipped_slot_only_when_it_is_empty(table):
    t = table([["3S"], ["5C"], ["KS"], ["9H"]], deck=["4D"]).give_path("10S")
    t.play("draw")
    assert "equip" not in t.options                          # the 7 of Clubs is Equipped
    t.play("discard")
    assert not any(o.startswith("equip:") for o in t.options)
    t.state["deck"].append(t.state["equipped"])              # set up directly: the slot emptied
    t.state["equipped"] = ""
    assert "equip" in items.places_for(t.state, "4D")
    t.play("equip:3S")
    assert t["equipped"] == "3S" and t.tops[0] == ""


# -- losing ---------------------------------------------------------------------------------------------------------------------
def test_an_empty_inventory_loses_the_game(table):
    t = table([["4C"], [], [], []], equipped="5C", deck=["6D", "6S"]).give_path("10S")
    t.play("draw", "discard:4C")
    assert t.result == "" and t.kind == "turn"
    t.play("draw")                                           # the last card is lost in the Darkness
    assert t.result == "lost" and t["how"] == "the Inventory is completely empty"


def test_the_game_is_lost_when_a_card_must_be_turned_over_and_the_deck_is_empty(table):
    t = table(QUIET).give_path("10S")
    t.state["graveyard"] += t.state["deck"]                  # set up directly: the deck used up
    t.state["deck"] = []
    assert "draw" in t.options
    t.play("draw")
    assert t.result == "lost" and t["how"] == "there are no more cards left in the deck"
