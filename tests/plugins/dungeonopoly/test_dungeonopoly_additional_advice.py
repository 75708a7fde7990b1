"""Computer players and the Druid, the Paladin and the Psion: the house rule's advice (its
``suggest`` and ``advise``), each from the class's own tactics paragraph (Dungeonopoly by Curtis &
Kelsey Rueden), and whole games of heuristic players using their abilities."""
from __future__ import annotations

import pytest

MINE = "house:dungeonopoly:"


# -- the Druid ------------------------------------------------------------------------------------------
def test_a_computer_druid_keeps_barkskin_on(dungeon):
    # "Keep Barkskin active to protect yourself"
    game = dungeon(classes=["druid", "fighter"]).level(0, 3).put(1, "wall-street")
    assert game.advice() == MINE + "barkskin"


def test_then_she_takes_the_eagle_first(dungeon):
    # "Learn Eagle form as soon as possible to move around the board faster"
    game = dungeon(classes=["druid", "fighter"]).level(0, 3).put(1, "wall-street").use("barkskin")
    assert game.advice() == MINE + "wild_shape-eagle"


def test_after_moving_she_hides_in_obscuring_mist(dungeon):
    # "Use a Primal Enchantment spell after moving to protect yourself between turns. Obscuring Mist..."
    game = dungeon(classes=["druid", "fighter"]).put(0, "the-farm").put(1, "wall-street")
    game.play("roll", (2, 5))                                   # Beggarman's Court, her own
    assert game.advice() == MINE + "primal_enchantment-obscuring_mist"


def test_a_bear_mauls_an_opponent_beside_her(dungeon):
    game = dungeon(classes=["druid", "fighter"]).level(0, 3)
    game.sheet(0)["class_data"].update(shape="bear", forms=["bear"])
    assert game.advice() == MINE + "maul-1"


# -- the Paladin ----------------------------------------------------------------------------------------
def test_a_computer_paladin_mounts_and_rides(dungeon):
    # "Once you have a horse, use it to gallop around the board"
    game = dungeon(classes=["paladin", "fighter"]).level(0, 3).put(1, "wall-street")
    assert game.advice() == MINE + "celestial_mount-mount"
    game.use("celestial_mount-mount")
    assert game.advice() == MINE + "ride"


def test_she_kicks_an_opponent_onto_her_improved_lot(dungeon):
    # "Knight's Move ... kick opponents onto hazardous squares"
    game = dungeon(classes=["paladin", "fighter"]).level(0, 5).put(0, "shelter").put(1, "boomtown")
    game.build("beggarmans-court", 1)                           # three squares past Ben
    assert game.advice() == MINE + "knights_move-1_fwd"


def test_she_counters_every_blow_she_can(dungeon):
    game = dungeon(classes=["fighter", "paladin"]).use("attack-1")
    assert game.advice() == "counter"


# -- the Psion -------------------------------------------------------------------------------------------
def test_a_computer_psion_subverts_a_weak_card_with_modify_memory(dungeon):
    # "Use Modify Memory to subvert opponents' weak properties"
    game = dungeon(classes=["psion", "fighter"]).level(0, 4)
    assert game.advice() == MINE + "modify_memory-1"


def test_she_thrusts_keeping_two_points_for_empty_mind(dungeon):
    game = dungeon(classes=["psion", "fighter"]).level(0, 5)
    for card in [card for card, seat in list(game.state.owner.items()) if seat == 1]:
        game.give(card, 0)                                      # nothing left for Modify Memory
    assert game.advice() == MINE + "mind_thrust-1"
    game.use("mind_thrust-1")
    assert game.advice() == 3


def test_she_empties_her_mind_just_enough_to_cover_a_rent(dungeon):
    game = dungeon(classes=["psion", "fighter"]).level(0, 2).put(0, "speculation").put(1, "wall-street")
    game.play("roll", (1, 2))
    assert game.advice() == MINE + "empty_mind"
    game.use("empty_mind")
    assert game.advice() == 2                                   # $15 covers the $6 rent; 1 PP ($5) would not


def test_she_raises_a_fortress_for_herself(dungeon):
    game = dungeon(classes=["wizard", "psion"]).level(0, 4).level(1, 9).use("slow-1")
    assert game.advice() == "fortress"


# -- whole games -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("class_id, wanted", [
    ("druid", {"primal_enchantment", "wild_shape"}),
    ("paladin", {"celestial_mount", "ride"}),
    ("psion", {"mind_thrust", "modify_memory"}),
])
def test_heuristic_players_of_the_additional_classes_play_whole_games_with_their_abilities(
        heuristic_game, class_id, wanted):
    state, used = heuristic_game([class_id] * 4, 3, ep_per_level=3)
    assert wanted <= used
    assert "dungeonopoly" not in state.plugin_data["house"]["disabled"]
