"""A Dungeonopoly game started from a position: each player's character (class, level, EP, the
single-use abilities spent, what is active on her, her class's own facts) as a position file
gives it under ``[players.house.dungeonopoly]``, so scenarios and lessons begin where they mean
to; a record the rules cannot play is refused in one line naming the player and the field."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from landlord.cli import main
from landlord.engine import Engine, PositionError, load_default_rules
from landlord.engine.position import position_of
from landlord.plugin_host import installed_jail_games
from landlord.position_file import dumps, start_from_file
from landlord_plugins.dungeonopoly import Dungeonopoly

LESSON = Path(__file__).resolve().parents[3] / "examples" / "positions" / "dungeonopoly-lesson.toml"


def sheets(state) -> list[dict]:
    return state.plugin_data["house:dungeonopoly"]["players"]


def lesson() -> dict:
    return tomllib.loads(LESSON.read_text(encoding="utf-8"))


def test_the_lesson_starts_with_each_character_as_its_position_gives_her(dungeon_engine):
    state = start_from_file(dungeon_engine, LESSON)
    ann, ben, cal = sheets(state)
    assert (ann["class"], ann["level"], ann["ep"], ann["used"]) == ("wizard", 5, 40, ["slow"])
    assert ann["enchantments"] == [{"id": "mage_armor", "by": 0, "mental": False}]
    assert (ben["class"], ben["level"], ben["class_data"]["rob_bank"]) == ("rogue", 2, True)
    assert ben["class_data"]["ranks"]["rob_bank"] == 15
    assert (cal["class"], cal["level"]) == ("fighter", 3)
    assert state.jail_game == "classic" and dungeon_engine.pending(state).kind == "turn"


def test_a_spent_ability_is_not_offered_and_an_enchantment_works_from_the_first_turn(dungeon_engine):
    state = start_from_file(dungeon_engine, LESSON)
    offered = dungeon_engine.pending(state).options
    assert "house:dungeonopoly:slow-2" not in offered                    # spent until Mother Earth
    assert "house:dungeonopoly:magic_missile-2" in offered               # a cantrip, Cal beside her


def test_a_position_read_from_the_game_starts_the_same_characters_again_through_its_file(dungeon_engine):
    state = start_from_file(dungeon_engine, LESSON)
    read = position_of(dungeon_engine, state)
    assert read["players"][1]["house"]["dungeonopoly"]["class_data"] == {
        "rob_bank": True, "ranks": {"rob_bank": 15, "pick_pockets": 10, "open_locks": 10}}
    again = dungeon_engine.start_from(tomllib.loads(dumps(read)))
    assert sheets(again) == sheets(state) and position_of(dungeon_engine, again) == read


@pytest.mark.parametrize("seat, field, value, line", [
    (0, "level", 11, "players[0].house.dungeonopoly.level: a whole number from 1 to 10, not 11"),
    (0, "ep", 3, "players[0].house.dungeonopoly.level: 3 EP make level 1 at 10 EP a level, not 5 "
                 "(give the EP, or the level alone)"),
    (0, "class", "monk", "players[0].house.dungeonopoly.class: 'monk' is not a Dungeonopoly class "),
    (0, "used", ["fireball"], "players[0].house.dungeonopoly.used: 'fireball' is not a single-use ability "
                              "of a level-5 wizard (hers are expeditious_retreat, mage_armor, slow, invisibility)"),
    (0, "enchantments", [{"id": "glyph_of_warding", "by": 0}],
     "players[0].house.dungeonopoly.enchantments[0].id: 'glyph_of_warding' is not an enchantment laid on a "
     "character"),
    (0, "enchantments", [{"id": "slow", "by": 7}],
     "players[0].house.dungeonopoly.enchantments[0].by: the seat that laid it, 0 to 2 (-1 for nobody), not 7"),
    (0, "hidden", "yes", "players[0].house.dungeonopoly.hidden: true or false, not 'yes'"),
    (0, "colour", "red", "players[0].house.dungeonopoly.colour: not a key of a character"),
    (1, "class_data", {"ranks": {"rob_bank": 16}},
     "players[1].house.dungeonopoly.class_data.ranks: rob_bank cannot have 16 ranks: no skill may have more "
     "than 15"),
    (1, "class_data", {"ranks": {"rob_bank": 15, "sneak": 15, "steal": 15}},
     "players[1].house.dungeonopoly.class_data.ranks: 45 ranks are placed but a level 2 rogue has only 35 points"),
])
def test_a_record_the_rules_cannot_play_is_refused_in_one_line_naming_the_field(dungeon_engine, seat, field,
                                                                                 value, line):
    position = lesson()
    position["players"][seat]["house"]["dungeonopoly"][field] = value
    with pytest.raises(PositionError) as refused:
        dungeon_engine.start_from(position)
    assert len(refused.value.problems) == 1 and refused.value.problems[0].startswith(line)


def test_a_bad_character_in_a_position_file_is_one_line_on_the_command_line_not_a_traceback(tmp_path, capsys):
    path = tmp_path / "lesson.toml"
    path.write_text(LESSON.read_text(encoding="utf-8").replace("level = 5 ", "level = 12 "), encoding="utf-8")
    assert main(["play", "--position", str(path), "--seats", "ai,ai,ai", "--quit-after", "1"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (f"landlord: error: {path}: players[0].house.dungeonopoly.level: a whole number from 1 to 10, "
                   "not 12")


def test_house_rules_in_a_position_must_be_installed_and_records_only_for_those_chosen(dungeon_engine):
    position = lesson()
    position["house"]["rules"] = ["dungeonopoly", "moat"]
    with pytest.raises(PositionError, match=r"house.rules: no house rule 'moat' is installed"):
        dungeon_engine.start_from(position)
    position = lesson()
    position["players"][2]["house"]["moat"] = {"depth": 3}
    with pytest.raises(PositionError, match=r"players\[2\].house.moat: a record for a house rule not in house.rules"):
        dungeon_engine.start_from(position)


def test_a_rule_that_keeps_no_record_of_a_seat_refuses_one():
    class Forgetful(Dungeonopoly):
        place_seat = None

    engine = Engine(load_default_rules(), installed_jail_games().games, house_rules={"dungeonopoly": Forgetful()})
    with pytest.raises(PositionError, match=r"players\[0\].house.dungeonopoly: the house rule 'dungeonopoly' "
                                            r"keeps no record of a seat"):
        engine.start_from(lesson())


def test_a_position_without_house_rules_has_no_house_table(dungeon_engine):
    state = dungeon_engine.new_game(["Ann", "Ben"], seed=1, start="beginners")
    dungeon_engine.apply(state, 0)
    read = position_of(dungeon_engine, state)
    assert "house" not in read and all("house" not in p for p in read["players"])


def test_a_dungeonopoly_position_that_names_no_jail_plays_the_1906_jail(dungeon_engine):
    position = lesson()
    del position["jail"]
    assert dungeon_engine.start_from(position).jail_game == "classic"          # Dungeonopoly D-26


def test_a_rule_whose_record_fails_is_left_out_of_the_position_read_not_the_game_stopped():
    class Broken(Dungeonopoly):
        def seat_record(self, table, slot, seat):
            raise RuntimeError("no record today")

    engine = Engine(load_default_rules(), installed_jail_games().games, house_rules={"dungeonopoly": Broken()})
    read = position_of(engine, start_from_file(engine, LESSON))
    assert read["house"]["rules"] == ["dungeonopoly"] and all("house" not in p for p in read["players"])
