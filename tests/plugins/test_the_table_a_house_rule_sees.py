"""The table a house rule sees, read field by field as it asks (issue 24, item 13), is the table it
always saw: read-only, plain data, nothing in it leading to the game, the same whether it is read
during the call or kept and read after; and a rule that declares what it hears of is asked nothing
else, while one that declares nothing, or overrides the method a parent declared for, hears all.
"""
from __future__ import annotations

import copy
import dataclasses
import importlib
import sys
from pathlib import Path
from typing import Any

import pytest

from landlord.driver import GameDriver
from landlord.engine import Engine, GameState, load_default_rules
from landlord.engine.context import Ctx
from landlord.engine.house_view import table_view
from landlord.engine.ledger import total_money
from landlord.plugin import POINTS, TRIGGERS, HouseStep, TableView
from landlord.plugin_host import collect_house_rules, make_plugin_manager
from landlord import hookimpl

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "landlord-house-jackpot"
if str(EXAMPLE) not in sys.path:
    sys.path.insert(0, str(EXAMPLE))
example = importlib.import_module("landlord_house_jackpot")

SEATS = ["Ann", "Ben", "Cal"]
FIELDS = [f.name for f in dataclasses.fields(TableView)]


class Quiet(example.Jackpot):
    """Hears everything, does nothing, unless a test says otherwise."""

    id, title = "quiet", "A quiet rule"
    triggers = points = None

    def options(self, table, slot, point, seat):
        return {}

    def react(self, table, slot, trigger, info):
        return None


def play(*rules, seed: int = 5) -> tuple[Engine, GameState]:
    engine = Engine(load_default_rules(), house_rules={rule.id: rule for rule in rules})
    state = engine.new_game(SEATS, seed=seed, jail="classic", house_rules=[rule.id for rule in rules])
    money = total_money(state)
    GameDriver(engine, state, ["heuristic"] * 3).run(keep_events=False)
    assert state.over and total_money(state) == money
    return engine, state


def whole(table: TableView) -> dict[str, Any]:
    return {name: getattr(table, name) for name in FIELDS}


# -- read-only, and nothing in it leads to the game --------------------------------------------------------
class Vandal(Quiet):
    """Changes everything it is shown, in place, and tries to set the view's fields."""

    id = "vandal"

    def react(self, table, slot, trigger, info):
        for mapping in (table.owner, table.houses, table.rent, table.pots, table.settings):
            mapping.clear()
            mapping["wall-street"] = 99
        with pytest.raises(dataclasses.FrozenInstanceError):
            table.cash = (10**9,) * len(table.names)
        return None


class Witness(Quiet):
    """Records, at every trigger, the whole table it is shown and the table as the host would build it whole."""

    id = "witness"

    def __init__(self) -> None:
        self.seen: list[tuple[dict[str, Any], dict[str, Any]]] = []
        self.ctx: Ctx | None = None

    def react(self, table, slot, trigger, info):
        built = whole(table_view(self.ctx, table.seat, self.id)) if self.ctx is not None else None
        self.seen.append((whole(table), built))
        return None


def test_a_rule_that_changes_its_table_in_place_changes_neither_the_game_nor_the_next_rules_table():
    witness = Witness()
    engine = Engine(load_default_rules(), house_rules={"vandal": Vandal(), "witness": witness})
    state = engine.new_game(SEATS, seed=5, jail="classic", house_rules=["vandal", "witness"])
    witness.ctx = Ctx(engine, state)
    money = total_money(state)
    GameDriver(engine, state, ["heuristic"] * 3).run(keep_events=False)
    assert state.over and total_money(state) == money and not state.plugin_data["house"]["disabled"]
    assert witness.seen and all(seen == built for seen, built in witness.seen), \
        "the second rule saw what the first did to its own table"
    assert "wall-street" not in state.houses


def test_nothing_a_table_holds_leads_to_the_game():
    class Prober(Quiet):
        id = "prober"
        found: list[str] = []

        def react(self, table, slot, trigger, info):
            assert set(vars(table)) <= set(FIELDS), "the view keeps something beside its fields"
            reached, todo = [], [table, *vars(table).values()]
            while todo:
                item = todo.pop()
                if isinstance(item, (GameState, Ctx, Engine)):
                    reached.append(type(item).__name__)
                elif isinstance(item, dict):
                    todo += [*item.keys(), *item.values()]
                elif isinstance(item, (list, tuple, set, frozenset)):
                    todo += list(item)
                elif dataclasses.is_dataclass(item) and not isinstance(item, type) and item is not table:
                    todo += [getattr(item, f.name) for f in dataclasses.fields(item)]
            self.found += reached
            whole(table)          # and once every field is read, still nothing
            assert set(vars(table)) == set(FIELDS)
            return None

    play(Prober())
    assert Prober.found == []


def test_a_table_kept_after_its_call_still_says_what_it_said_during_the_call():
    class Keeper(Quiet):
        """Keeps every table it is shown, unread; its twin reads the same table at once."""
        id = "keeper"
        kept: list[TableView] = []

        def react(self, table, slot, trigger, info):
            self.kept.append(table)
            return None

    class Reader(Quiet):
        id = "reader"
        read: list[dict[str, Any]] = []

        def react(self, table, slot, trigger, info):
            self.read.append(whole(table))
            return None

    play(Keeper(), Reader())
    assert len(Keeper.kept) == len(Reader.read) > 100
    changed = [whole(table) for table in Keeper.kept]
    for kept, read in zip(changed, Reader.read):
        assert {**kept, "settings": None} == {**read, "settings": None}
    assert len({(row["cash"], row["positions"]) for row in changed}) > 10, "the game never moved"


def test_a_copy_of_a_table_is_the_whole_table_and_a_field_it_lacks_is_named_as_a_tables():
    class Copier(Quiet):
        id = "copier"
        copies: list[tuple[Any, ...]] = []

        def react(self, table, slot, trigger, info):
            if not self.copies:
                self.copies.append((copy.copy(table), copy.deepcopy(table), dataclasses.replace(table, seat=0),
                                    whole(table)))
                with pytest.raises(AttributeError, match="'TableView' object has no attribute 'cards'"):
                    table.cards
            return None

    play(Copier())
    shallow, deep, replaced, read = Copier.copies[0]
    assert whole(shallow) == whole(deep) == read
    assert whole(replaced) == {**read, "seat": 0}


# -- what a rule hears of --------------------------------------------------------------------------------
class Counting(Quiet):
    """Counts what it is told of and asked at."""

    id = "counting"

    def __init__(self) -> None:
        self.told: set[str] = set()
        self.asked: set[str] = set()

    def options(self, table, slot, point, seat):
        self.asked.add(point)
        return {}

    def react(self, table, slot, trigger, info):
        self.told.add(trigger)
        return None


def test_a_rule_that_declares_what_it_hears_of_is_told_of_nothing_else():
    class Landings(Counting):
        triggers, points = ("landed", "turn_ends"), ("after_move",)

    rule = Landings()
    play(rule)
    assert rule.told == {"landed", "turn_ends"} and rule.asked == {"after_move"}


def test_a_rule_that_declares_nothing_hears_of_everything():
    rule = Counting()
    play(rule)
    assert {"turn_begins", "thrown", "moved", "landed", "throw_due", "turn_ends"} <= rule.told
    assert {"before_throw", "after_move", "dice_thrown"} <= rule.asked


def test_a_subclass_that_overrides_react_hears_everything_though_its_parent_declared():
    class Parent(Counting):
        triggers, points = ("landed",), ()

    class Child(Parent):
        id = "child"

        def react(self, table, slot, trigger, info):
            self.told.add(trigger)
            return None

    rule = Child()
    play(rule)
    assert {"turn_begins", "thrown", "landed"} <= rule.told, "the child heard only what its parent asked for"
    assert rule.asked == set(), "the child did not override options: its parent's points stand"


def test_a_subclass_may_declare_for_the_react_it_inherits():
    class Narrowed(Counting):
        triggers = ("landed",)

    rule = Narrowed()
    play(rule)
    assert rule.told == {"landed"}


@pytest.mark.parametrize("member, value, words", [
    ("triggers", ("landed", "passed_go"), "its triggers name 'passed_go'"),
    ("points", ("rent_owing",), "its points name 'rent_owing'"),
    ("triggers", "landed", "its triggers must be a list of names, not str"),
])
def test_a_declaration_naming_what_is_not_there_is_refused_at_registration_in_one_line(member, value, words):
    rule = Counting()
    setattr(rule, member, value)
    plugin = type("Plugin", (), {"landlord_house_rules": hookimpl(staticmethod(lambda: [rule]))})()
    registry = collect_house_rules(make_plugin_manager(entrypoints=False, extra=[plugin]))
    assert "counting" not in registry.rules
    [problem] = [p for p in registry.problems if "counting" in p]
    assert words in problem and "\n" not in problem


def test_every_name_a_declaration_may_use_is_a_trigger_or_a_point_and_none_is_both():
    assert set(TRIGGERS).isdisjoint(POINTS)
