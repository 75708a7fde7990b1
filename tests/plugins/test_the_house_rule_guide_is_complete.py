"""docs/plugins.md's house-rule half names everything an author reads or writes: every field of
TableView and SpaceView, every kind of space, every point, every trigger with every key of its
info, every effect with every key it may hold, and every member of the contract. Each is read
from the code's own declaration, so a field, trigger, effect or member added without a word in
the guide fails here; and the triggers' declared keys are the keys the host really tells."""
from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from landlord.engine.house_api import (EFFECT_SHAPES, OPTIONAL_MEMBERS, POINTS, REQUIRED_MEMBERS, TRIGGER_INFO,
                                       TRIGGERS, SpaceView, TableView)
from landlord.engine.vocabulary import SPACE_KINDS
from landlord.plugin import HouseStep
from landlord.testing import check_house_rule

GUIDE = (Path(__file__).resolve().parents[2] / "docs" / "plugins.md").read_text(encoding="utf-8")
HOUSE_HALF = GUIDE[GUIDE.index("# House rules: the second kind of plugin"):]


def section(title: str) -> str:
    """The guide's section under ``title`` (a heading of any level), up to the next heading."""
    start = HOUSE_HALF.index(title)
    following = [HOUSE_HALF.find(mark, start + len(title)) for mark in ("\n## ", "\n### ")]
    return HOUSE_HALF[start: min([at for at in following if at > 0] or [len(HOUSE_HALF)])]


def rows(text: str) -> dict[str, str]:
    """A section's table rows, by the first thing in backticks of their first cell."""
    found = {}
    for line in text.splitlines():
        if line.startswith("| `"):
            first = line.split("|")[1]
            found[first.split("`")[1].split("(")[0]] = line      # a method by its name
    return found


def test_every_field_of_the_table_view_has_a_row_in_the_guide():
    table = rows(section("## TableView: what a rule sees"))
    for field in dataclasses.fields(TableView):
        assert field.name in table, f"docs/plugins.md does not describe TableView.{field.name}"
    for worked_out in ("table.size", "table.players"):
        assert f"`{worked_out}`" in section("## TableView: what a rule sees")


def test_every_field_of_the_space_view_and_every_kind_of_space_has_a_row_in_the_guide():
    text = section("### SpaceView and the kinds of space")
    table = rows(text)
    for field in dataclasses.fields(SpaceView):
        assert field.name in table, f"docs/plugins.md does not describe SpaceView.{field.name}"
    for kind in SPACE_KINDS:
        assert kind in table, f"docs/plugins.md does not name the kind of space {kind!r}"


def test_every_point_has_a_row_in_the_guide():
    table = rows(section("## Points: options added to a player's decision"))
    assert set(POINTS) <= set(table)


def test_every_trigger_is_declared_with_its_keys_and_the_guide_names_each_key():
    assert set(TRIGGER_INFO) == set(TRIGGERS), "TRIGGERS and TRIGGER_INFO name the same triggers"
    table = rows(section("## Triggers: what happened"))
    for trigger, keys in TRIGGER_INFO.items():
        assert trigger in table, f"docs/plugins.md has no row for the trigger {trigger!r}"
        for key in keys:
            assert f"`{key}`" in table[trigger], f"docs/plugins.md does not say what {trigger}'s {key!r} is"
        for key in keys:
            assert key in TRIGGERS[trigger], f"TRIGGERS[{trigger!r}] does not name its key {key!r}"


def test_every_effect_has_a_row_in_the_guide_giving_every_key_it_may_hold():
    text = section("## Effects: the only way a house rule changes the game")
    effect_rows = [line for line in text.splitlines() if line.startswith('| `{"')]
    for shape in EFFECT_SHAPES:
        mine = [row for row in effect_rows if row.startswith(f'| `{{"{shape.verb}"')]
        assert mine, f"docs/plugins.md's Effects table has no row for {shape.verb!r}"
        written = " ".join(row.split("|")[1] for row in mine)
        for key in shape.keys:
            assert f'"{key}"' in written, f"docs/plugins.md does not show the {shape.verb!r} effect's {key!r}"


def test_every_member_of_the_contract_and_every_set_up_member_has_a_row_in_the_guide():
    table = rows(section("## The hook, and the contract"))
    for member in (*REQUIRED_MEMBERS, *OPTIONAL_MEMBERS):
        if member not in ("id", "title", "version", "api_version"):        # in the sentence above the table
            assert member in table, f"docs/plugins.md's contract table has no row for {member!r}"
        assert f"`{member}" in section("## The hook, and the contract")
    settings = section("## Settings: what a table chooses at set-up")
    for member in ("seat_choice", "switches", "numbers"):
        assert f"`{member} = " in settings, f"docs/plugins.md does not show the shape of {member!r}"


class Listener:
    """Hears every trigger and keeps the keys each one's info came with (a test's recorder: a real
    rule keeps nothing on itself)."""

    id, title, version, api_version = "listener", "Listener", "1.0", 2

    def __init__(self) -> None:
        self.heard: dict[str, set[tuple[str, ...]]] = {}

    def setup(self, table: Any, settings: Any) -> dict:
        return {}

    def options(self, table: Any, slot: Any, point: str, seat: int) -> dict:
        return {}

    def apply(self, table: Any, slot: Any, seat: int, choice: Any) -> HouseStep:
        return HouseStep(slot)

    def react(self, table: Any, slot: Any, trigger: str, info: Any) -> None:
        self.heard.setdefault(trigger, set()).add(tuple(sorted(info)))

    def describe(self, table: Any, slot: Any, seat: int) -> list[str]:
        return []


@pytest.fixture(scope="module")
def heard() -> dict[str, set[tuple[str, ...]]]:
    listener = Listener()
    check_house_rule(listener, games=6)
    return listener.heard


@pytest.mark.parametrize("trigger", sorted(TRIGGER_INFO))
def test_the_host_tells_each_trigger_with_exactly_the_keys_it_declares(heard, trigger):
    assert trigger in heard, f"no game told {trigger!r}"
    assert heard[trigger] == {tuple(sorted(TRIGGER_INFO[trigger]))}


def test_a_move_is_told_with_the_spaces_crossed_its_stop_last():
    class Mover(Listener):
        def react(self, table, slot, trigger, info):
            if trigger == "moved":
                self.heard.setdefault("paths", set()).add(
                    (info["path"][-1] == info["to"], info["frm"] in info["path"][:-1]))
    mover = Mover()
    check_house_rule(mover, games=2)
    assert mover.heard["paths"] == {(True, False)}
