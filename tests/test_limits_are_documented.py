"""docs/limits.md lists every limit on input with the value the code uses."""
from __future__ import annotations

from pathlib import Path

from landlord import driver
from landlord.engine import jail_host, limits

DOC = (Path(__file__).resolve().parents[1] / "docs" / "limits.md").read_text(encoding="utf-8")


def test_every_limit_in_the_limits_module_is_listed_with_its_value():
    for name, value in vars(limits).items():
        if not name.isupper():
            continue
        rows = [line for line in DOC.splitlines() if line.startswith("|") and f"`{name}`" in line]
        assert rows, f"docs/limits.md does not list {name}"
        if isinstance(value, int):
            assert any(f"{value:,}" in row for row in rows), f"docs/limits.md gives another value for {name}"


def test_the_limits_inside_the_game_are_given_as_the_code_has_them():
    for value in (jail_host.MAX_STEPS_PER_TURN, jail_host.MAX_JAIL_TURNS, driver.MAX_DECISIONS):
        assert f"{value:,}" in DOC.split("## Limits inside the game")[1]
    assert f"{jail_host.PLUGIN_CALL_BUDGET_S:g} seconds" in DOC.split("## Limits inside the game")[1]
