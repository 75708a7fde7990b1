"""`landlord simulate --house-rules ... --classes ...` and `landlord plugins` with house rules installed.

The example package (examples/landlord-house-jackpot) is installed as if by pip: its module is
offered through a pretend ``landlord`` entry point, as tests/plugins/pretend_package.py does.
"""
from __future__ import annotations

import importlib
import importlib.metadata
import json
import sys
from pathlib import Path

import pytest

from landlord.cli import main

from example_packages import install_example

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "landlord-house-jackpot"


@pytest.fixture
def jackpot_installed(monkeypatch, fresh_plugin_manager):
    return install_example(monkeypatch, "landlord-house-jackpot", "landlord_house_jackpot", "jackpot")


def test_simulate_plays_every_game_with_the_chosen_house_rules_and_says_so(jackpot_installed, capsys):
    assert main(["simulate", "--games", "3", "--players", "3", "--jail", "classic",
                 "--house-rules", "jackpot,haggle", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["house_rules"] == ["jackpot", "haggle"] and len(report["results"]) == 3


def test_the_same_run_with_house_rules_gives_the_same_games(jackpot_installed, capsys):
    runs = []
    for _ in range(2):
        main(["simulate", "--games", "2", "--seed", "4", "--house-rules", "haggle", "--json"])
        runs.append(json.loads(capsys.readouterr().out)["results"])
    assert runs[0] == runs[1]


def test_a_house_rule_that_is_not_installed_is_refused_in_one_line(jackpot_installed, capsys):
    assert main(["simulate", "--games", "1", "--house-rules", "dungeonopolis"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("--house-rules: no house rule 'dungeonopolis' is installed "
                        "(installed: dungeonopoly, haggle, jackpot)")
    assert "\n" not in err


def test_classes_need_a_house_rule_that_gives_players_classes(jackpot_installed, capsys):
    assert main(["simulate", "--games", "1", "--house-rules", "jackpot", "--classes", "fighter"]) == 2
    assert "none of the chosen house rules gives players classes" in capsys.readouterr().err


def test_plugins_lists_the_installed_house_rules_apart_from_the_jail_games(jackpot_installed, capsys):
    assert main(["plugins"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split() for line in out[out.index("House rules:"):].splitlines()[2:-1]}
    assert rows["jackpot"][1:] == ["Central", "Park", "jackpot", "1.0", "2", "jackpot"]
    assert rows["haggle"][1:] == ["Haggling", "1.0", "2", "jackpot"]
    assert rows["dungeonopoly"][-1] == "dungeonopoly"        # the shipped one, through its own entry point


@pytest.fixture
def broken_rule_installed(monkeypatch, fresh_plugin_manager):
    """A package whose house rule's ``options`` always fails (issue 24, fault 12)."""
    import types

    from landlord import hookimpl
    jackpot = importlib.import_module("landlord_house_jackpot") if str(EXAMPLE) in sys.path else None
    monkeypatch.syspath_prepend(str(EXAMPLE))
    jackpot = jackpot or importlib.import_module("landlord_house_jackpot")

    class Broken(jackpot.Jackpot):
        id, title = "broken", "Broken options"

        def options(self, table, slot, point, seat):
            raise RuntimeError("no options today")

    module = types.ModuleType("broken_rule")
    module.landlord_house_rules = hookimpl(lambda: [Broken()])
    monkeypatch.setitem(sys.modules, module.__name__, module)
    point = importlib.metadata.EntryPoint("broken", module.__name__, "landlord")
    real = importlib.metadata.entry_points
    monkeypatch.setattr(importlib.metadata, "entry_points",
                        lambda **params: (*real(**params), point) if params.get("group") == "landlord"
                        else real(**params))


def test_simulate_reports_a_house_rule_switched_off_once_and_the_bank_in_its_json(broken_rule_installed, capsys):
    assert main(["simulate", "--games", "3", "--players", "3", "--workers", "1", "--house-rules", "broken",
                 "--json"]) == 0
    out, err = capsys.readouterr()
    results = json.loads(out)["results"]
    assert all(r["house_rule_failures"] == ["broken: RuntimeError: no options today"] for r in results)
    assert all(isinstance(r["treasury"], int) and isinstance(r["miscellaneous"], int) for r in results)
    assert err.count("no options today") <= 2 * len(results)       # not a line per decision


def test_the_simulate_summary_says_a_house_rule_was_switched_off(broken_rule_installed, capsys):
    assert main(["simulate", "--games", "2", "--players", "3", "--workers", "1", "--house-rules", "broken"]) == 0
    assert "House rules:   switched off in 2 of 2 games (first: broken: RuntimeError" in capsys.readouterr().out


def test_simulate_with_dungeonopoly_and_no_jail_plays_the_1906_jail_it_is_written_for(capsys):
    assert main(["simulate", "--games", "1", "--players", "2", "--house-rules", "dungeonopoly", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["jail"] == "classic"          # Dungeonopoly D-26


def test_a_dungeonopoly_variant_is_switched_on_from_the_command_line(capsys):
    assert main(["simulate", "--games", "1", "--players", "2", "--house-rules", "dungeonopoly",
                 "--house-setting", "dungeonopoly.blitz_game=on", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["house_settings"]["dungeonopoly"]["blitz_game"] is True


def test_dungeonopoly_s_gestalt_seats_are_given_second_classes_from_the_command_line(capsys):
    assert main(["simulate", "--games", "1", "--players", "3", "--house-rules", "dungeonopoly",
                 "--house-setting", "dungeonopoly.second_classes=wizard,none", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["house_settings"]["dungeonopoly"]["second_classes"] == ["wizard", "none", "wizard"]
    assert all(game["house_rule_failures"] == [] for game in report["results"])


def test_a_second_class_dungeonopoly_does_not_know_is_refused_in_one_line(capsys):
    assert main(["simulate", "--games", "1", "--players", "2", "--house-rules", "dungeonopoly",
                 "--house-setting", "dungeonopoly.second_classes=lich"]) == 2
    assert "dungeonopoly.second_classes: 'lich' is not one of none, fighter" in capsys.readouterr().err
