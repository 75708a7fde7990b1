"""The Gestalt classes variant (Dungeonopoly by Curtis & Kelsey Rueden, Advanced and alternative
rules, Gestalt classes): "Each player chooses two classes, gaining the abilities of both, and levels
in both simultaneously", played through the engine with scripted dice.

Ann plays first with two classes; Ben has one. Both hold the beginners' hands and $75 and stand on
Mother Earth. Damage is $10 a level of the attacker (D-32).
"""
from __future__ import annotations

import pytest

from landlord.engine.context import Ctx
from landlord.engine.house_view import table_view
from landlord_plugins.dungeonopoly import Dungeonopoly
from landlord_plugins.dungeonopoly.seat_record import placed, record_of
from landlord_plugins.dungeonopoly.settings import settled


def gestalt(dungeon, first: str, second: str, level: int = 1, ben: str = "wizard"):
    """Ann a ``first``/``second`` character of that level, Ben a character of one class."""
    return dungeon(classes=[first, ben], second_classes=[second, "none"]).level(0, level)


def panel(game, seat: int) -> list[str]:
    return Dungeonopoly().describe(table_view(Ctx(game.engine, game.state), seat, "dungeonopoly"), game.slot, seat)


# -- the setting ---------------------------------------------------------------------------------------
def test_each_seat_names_a_second_class_or_none_and_a_game_of_single_classes_keeps_its_settings():
    assert settled({"classes": ["fighter", "rogue"], "second_classes": ["wizard", "none"]}, 2)["second_classes"] == [
        "wizard", ""]
    assert "second_classes" not in settled({"classes": ["fighter", "rogue"]}, 2)
    assert "second_classes" not in settled({"classes": ["fighter", "rogue"], "second_classes": "none"}, 2)


def test_the_command_line_names_second_classes_with_commas_taken_in_turn_round_the_seats():
    given = {"classes": ["fighter", "rogue", "cleric"], "second_classes": "wizard,none"}
    assert settled(given, 3)["second_classes"] == ["wizard", "", "wizard"]


@pytest.mark.parametrize("classes, seconds, why", [
    (["fighter", "rogue"], ["fighter", ""], "seat 1: she is a Fighter already; a second class is another class"),
    (["fighter", "rogue"], ["", "necromancer"], "seat 2: 'necromancer' is not a Dungeonopoly class"),
    (["bard", "rogue"], ["warlock", ""], "seat 1: not both a Bard and a Warlock"),
])
def test_a_second_class_the_rules_cannot_play_is_refused_in_one_line(classes, seconds, why):
    with pytest.raises(ValueError, match=rf"^second_classes: {why}"):
        settled({"classes": classes, "second_classes": seconds}, 2)


# -- gaining the abilities of both -------------------------------------------------------------------------
def test_a_fighter_wizard_is_offered_the_abilities_of_both_classes_at_her_level(dungeon):
    # "gaining the abilities of both" (Gestalt classes)
    game = gestalt(dungeon, "fighter", "wizard", level=3)
    assert game.offered() == ["attack-1", "run", "magic_missile-1", "expeditious_retreat", "mage_armor"]


def test_she_may_attack_and_cast_magic_missile_in_one_turn_for_each_ability_keeps_its_own_limit(dungeon):
    # D-119: the text limits each ability, never a character's blows together
    game = gestalt(dungeon, "fighter", "wizard").use("attack-1").use("magic_missile-1")
    assert game.cash(1) == 75 - 10 - 10
    assert "Ann's Attack hits Ben: $10 damage." in game.lines()
    assert "Ann's Magic Missile hits Ben: $10 damage." in game.lines()
    assert game.offered() == []                            # each once a turn


def test_the_one_spell_of_her_turn_is_shared_by_both_her_lists(dungeon):
    # "only one spell can be cast per turn" (Spellcasting): the character's limit (D-117, D-119)
    game = gestalt(dungeon, "wizard", "cleric", level=3, ben="fighter")
    assert "shield_of_faith" in game.offered()
    game.use("mage_armor")
    assert "Ann casts Mage Armor." in game.lines()
    assert "shield_of_faith" not in game.offered() and "expeditious_retreat" not in game.offered()


def test_two_classes_each_with_a_choice_kept_for_good_are_chosen_apart(dungeon):
    # D-120: a bard's melodies kept under Bardic Music's own id, a paladin's abilities beside them
    game = gestalt(dungeon, "bard", "paladin", level=4)
    assert game.offered() == ["bardic_music-learn", "suggestion-1", "challenge-1", "celestial_mount-mount"]
    game.use("bardic_music-learn").play("inspire_courage")
    assert game.sheet(0)["class_data"] == {"picks": {"bardic_music": ["inspire_courage"]}}
    assert "Ann learns Inspire Courage (Bardic Music)." in game.lines()
    assert {"bardic_music-learn", "challenge-1"} <= set(game.offered())     # level 4: a second melody due


# -- levelling in both simultaneously -----------------------------------------------------------------------
def test_one_experience_track_brings_both_classes_abilities_of_the_new_level_at_once(dungeon):
    # "levels in both simultaneously" (Gestalt classes): one level, both lists' abilities of it (D-117)
    game = gestalt(dungeon, "fighter", "wizard").ep_to(0, 9).put(0, "chance-2")
    game.play("roll", (1, 2))
    assert game.sheet(0)["level"] == 2 and game.ep(0) == 10
    assert "Ann reaches level 2 as a Fighter/Wizard: Run, Expeditious Retreat." in game.lines()


def test_the_players_panel_names_both_classes_and_her_one_level(dungeon):
    game = gestalt(dungeon, "fighter", "wizard", level=3)
    assert panel(game, 0)[0] == "Fighter/Wizard, level 3: 20 EP (10 to level 4)"
    assert panel(game, 1)[0] == "Wizard, level 1: 0 EP (10 to level 2)"


# -- a computer's advice ------------------------------------------------------------------------------------
def test_the_computer_uses_the_higher_level_of_its_two_classes_suggestions(dungeon):
    # D-121: the fighter's advice is to Attack (level 1), the wizard's to cast Mage Armor (level 3)
    assert gestalt(dungeon, "fighter", "wizard", level=3).advice() == "house:dungeonopoly:mage_armor"
    assert dungeon(classes=["fighter", "wizard"]).level(0, 3).advice() == "house:dungeonopoly:attack-1"


def test_on_a_tie_of_levels_the_computer_takes_its_first_class_suggestion(dungeon):
    # a wizard alone would cast Magic Missile; a fighter/wizard of level 1 Attacks (both level 1)
    assert dungeon(classes=["wizard", "fighter"]).advice() == "house:dungeonopoly:magic_missile-1"
    assert gestalt(dungeon, "fighter", "wizard").advice() == "house:dungeonopoly:attack-1"
    assert gestalt(dungeon, "wizard", "fighter", ben="cleric").advice() == "house:dungeonopoly:magic_missile-1"


# -- positions -------------------------------------------------------------------------------------------------
def test_a_position_keeps_her_second_class_and_a_single_class_record_reads_as_before(dungeon):
    game = gestalt(dungeon, "fighter", "wizard", level=3)
    assert record_of(game.slot, 0)["second_class"] == "wizard"
    assert list(record_of(game.slot, 0))[:3] == ["class", "second_class", "ep"]
    assert "second_class" not in record_of(game.slot, 1)


def test_a_position_makes_a_character_gestalt_and_the_game_plays_both_classes(dungeon):
    game = dungeon(classes=["fighter", "wizard"]).character(0, second_class="wizard", level=3)
    assert game.sheet(0)["second_class"] == "wizard" and game.slot["settings"]["second_classes"] == ["wizard", ""]
    assert "mage_armor" in game.offered()


def test_a_position_refuses_a_second_class_she_cannot_take_naming_the_field(dungeon):
    game = gestalt(dungeon, "bard", "fighter")
    with pytest.raises(ValueError, match=r"^second_class: not both a Bard and a Warlock"):
        placed(game.slot, 0, {"second_class": "warlock"})


def test_a_gestalt_rogue_s_facts_are_checked_by_each_class_for_the_keys_it_keeps(dungeon):
    game = gestalt(dungeon, "rogue", "bard", level=4)
    record = {"class_data": {"ranks": {"open_locks": 4}, "picks": {"bardic_music": ["song_of_rest"]}}}
    assert placed(game.slot, 0, record)["players"][0]["class_data"]["picks"] == {"bardic_music": ["song_of_rest"]}
    with pytest.raises(ValueError, match=r"^class_data\.picks: not something a rogue keeps"):
        placed(dungeon(classes=["rogue", "bard"]).slot, 0, record)


def test_the_help_page_says_how_to_give_a_seat_a_second_class_and_what_it_brings():
    page = Dungeonopoly.help_text
    text = page[page.index("VARIANTS") + 1]
    assert 'Gestalt classes: give a seat a second class in the "Second class" column' in text
    assert "casts one spell a turn in all" in text
