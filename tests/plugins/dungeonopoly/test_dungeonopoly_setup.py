"""Setting up a Dungeonopoly game: the plugin registers through its hook, the set-up names a class
for each seat and switches the basic rules, and anything it does not know stops the set-up with
one clear line. The slot it keeps is plain data, and the panel reads class, level and EP."""
from __future__ import annotations

import pytest

from landlord.engine import Engine, load_default_rules
from landlord.engine.errors import SetupError
from landlord.engine.plain_data import plain_data_problem
from landlord.plugin import HouseRule
from landlord.plugin_host import collect_house_rules, installed_house_rules, make_plugin_manager

import landlord_plugins.dungeonopoly as package
from landlord_plugins.dungeonopoly import Dungeonopoly, registry
from landlord_plugins.dungeonopoly.classes import CLASSES


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine(load_default_rules(), house_rules={"dungeonopoly": Dungeonopoly()})


def new(engine, seats=("Ann", "Ben", "Cal", "Dot", "Eve"), **settings):
    return engine.new_game(list(seats), seed=0, start="deal" if len(seats) > 4 else "beginners", jail="classic",
                           house_rules=["dungeonopoly"], house_settings={"dungeonopoly": settings})


def test_the_plugin_registers_dungeonopoly_through_its_hook():
    registry_ = collect_house_rules(make_plugin_manager(entrypoints=False, extra=[package]))
    assert list(registry_.rules) == ["dungeonopoly"] and not registry_.problems
    rule = registry_.rules["dungeonopoly"]
    assert isinstance(rule, HouseRule)
    assert (rule.id, rule.title, rule.api_version) == ("dungeonopoly", "Dungeonopoly", 2)


def test_dungeonopoly_is_installed_as_an_entry_point():
    assert "dungeonopoly" in installed_house_rules().rules


def test_without_settings_the_four_classes_are_dealt_round_the_table(engine):
    slot = new(engine).plugin_data["house:dungeonopoly"]
    assert [p["class"] for p in slot["players"]] == ["fighter", "wizard", "cleric", "rogue", "fighter"]
    assert slot["settings"] == {"classes": ["fighter", "wizard", "cleric", "rogue", "fighter"],
                                "double_wages_on_landing": True, "fees_to_pot": True, "build_on_own_turn": True,
                                "quicker_game": False, "blitz_game": False, "strict_politics": False,
                                "ep_per_level": 10, "damage_per_level": 10}


def test_every_character_begins_at_level_one_with_no_ep(engine):
    slot = new(engine, classes=["rogue", "cleric", "wizard", "fighter", "fighter"]).plugin_data["house:dungeonopoly"]
    assert all(p["level"] == 1 and p["ep"] == 0 and p["used"] == [] for p in slot["players"])


def test_the_slot_is_plain_data_with_no_none_anywhere(engine):
    slot = new(engine).plugin_data["house:dungeonopoly"]
    assert plain_data_problem(slot, "slot") is None

    def walk(value):
        assert value is not None
        for item in value.values() if isinstance(value, dict) else value if isinstance(value, list) else ():
            walk(item)
    walk(slot)


@pytest.mark.parametrize("settings, message", [
    ({"classes": ["fighter", "necromancer", "cleric", "rogue", "wizard"]},
     f"classes: 'necromancer' is not a Dungeonopoly class (the classes are {', '.join(CLASSES)})"),
    ({"classes": ["fighter", "wizard"]}, "classes: 2 given for 5 seats; name one class for each seat"),
    ({"classes": "fighter"}, "classes: a list with one class for each seat"),
    ({"fees_to_pot": "yes"}, "fees_to_pot: true or false, not 'yes'"),
    ({"ep_per_level": 0}, "ep_per_level: a whole number of at least 1, not 0"),
    ({"multiclass": True}, "unknown setting 'multiclass'"),
])
def test_a_setting_the_rules_do_not_know_stops_the_set_up_with_one_line(engine, settings, message):
    with pytest.raises(SetupError) as refused:
        new(engine, **settings)
    assert str(refused.value).startswith(f"house settings: dungeonopoly: {message}")
    assert "\n" not in str(refused.value)


def test_every_class_is_a_class_whether_or_not_its_abilities_are_written_yet():
    assert set(registry.MODULES) <= set(CLASSES)
    assert "fighter" in registry.MODULES
    for class_id in sorted(set(CLASSES) - set(registry.MODULES)):      # a class whose module is not written yet
        assert registry.call(class_id, "options", None, 0, "before_throw", default={}) == {}
    assert registry.call("no_such_class", "options", None, 0, "before_throw", default={}) == {}


def test_the_panel_shows_class_level_and_ep_toward_the_next_level(engine):
    state = new(engine, seats=("Ann", "Ben"), classes=["fighter", "rogue"])
    rule = engine.house_rules["dungeonopoly"]
    slot = state.plugin_data["house:dungeonopoly"]
    slot["players"][0].update(ep=24, level=3, used=["abundant_step"], hidden=True,
                              enchantments=[{"id": "mage_armor", "by": 1, "mental": False}])
    from landlord.engine.context import Ctx
    from landlord.engine.house_view import table_view
    lines = rule.describe(table_view(Ctx(engine, state), 0, "dungeonopoly"), slot, 0)
    assert lines == ["Fighter, level 3: 24 EP (6 to level 4)", "Spent until Mother Earth: Abundant Step",
                     "On her: Mage Armor (Ben)", "Hidden until her next turn"]
    slot["players"][1].update(ep=97, level=10)
    assert rule.describe(table_view(Ctx(engine, state), 1, "dungeonopoly"), slot, 1) == \
        ["Rogue, level 10: 97 EP (the top level)",            # then her class module's lines: her ranks
         "Skills: Open Locks 0, Pick Pockets 0, Rob Bank 0, Sneak 0, Steal 0", "Skill points to place: 75"]
