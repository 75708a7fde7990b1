"""`--house-rules` and `--house-setting RULE.KEY=VALUE` on `play`, `simulate` and `report`: the
chosen rules get their declared defaults and the settings given, checked in one line (exit code 2),
and a save keeps them. The Land Value Tax example is installed as if by pip."""
from __future__ import annotations

import json

import pytest

from landlord.cli import main
from landlord.saves import load_game

from example_packages import install_example

@pytest.fixture
def landtax_installed(monkeypatch, fresh_plugin_manager):
    return install_example(monkeypatch, "landlord-house-landtax", "landlord_house_landtax", "landvaluetax")


def simulate(*words: str) -> list[str]:
    return ["simulate", "--games", "2", "--players", "3", "--jail", "classic", "--workers", "1",
            "--house-rules", "landvaluetax", *words]


def test_simulate_hands_the_rule_its_defaults_and_the_settings_given(landtax_installed, capsys):
    assert main(simulate("--house-setting", "landvaluetax.rate=12", "--house-setting",
                         "landvaluetax.exempt=pays,exempt", "--house-setting", "landvaluetax.idle_land=off",
                         "--json")) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["house_settings"] == {"landvaluetax": {"exempt": ["pays", "exempt", "pays"], "idle_land": False,
                                                         "rate": 12}}
    assert all(game["house_rule_failures"] == [] for game in report["results"])


def test_a_seat_choice_starts_on_its_declared_default_for_every_seat(landtax_installed, capsys):
    assert main(simulate("--json")) == 0
    settings = json.loads(capsys.readouterr().out)["house_settings"]["landvaluetax"]
    assert settings == {"exempt": ["pays", "pays", "pays"], "idle_land": True, "rate": 5}


@pytest.mark.parametrize("given, said", [
    ("landvaluetax.rate=500", "--house-setting: landvaluetax.rate: 500 is not a whole number from 0 to 50"),
    ("landvaluetax.rate=lots", "--house-setting: landvaluetax.rate: 'lots' is not a whole number from 0 to 50"),
    ("landvaluetax.idle_land=maybe", "--house-setting: landvaluetax.idle_land: 'maybe' is not on or off"),
    ("landvaluetax.exempt=pays,free", "--house-setting: landvaluetax.exempt: 'free' is not one of pays, exempt"),
    ("rate=5", "--house-setting: 'rate=5' is not RULE.KEY=VALUE"),
    ("jackpot.rate=5", "--house-setting: 'jackpot' is not one of the chosen house rules"),
])
def test_a_setting_that_cannot_be_used_is_refused_in_one_line(landtax_installed, capsys, given, said):
    assert main(simulate("--house-setting", given)) == 2
    err = capsys.readouterr().err.strip()
    assert said in err and "\n" not in err


def test_play_headless_plays_with_the_house_rules_and_the_save_keeps_them(landtax_installed, capsys, tmp_path):
    save = tmp_path / "game.toml"
    assert main(["play", "--headless", "--seats", "ai,ai", "--seed", "7", "--quit-after", "3", "--jail", "classic",
                 "--house-rules", "landvaluetax", "--house-setting", "landvaluetax.rate=20",
                 "--save", str(save)]) == 0
    capsys.readouterr()
    from landlord.plugin_host import installed_engine
    from landlord.engine import load_default_rules
    game = load_game(save, engine=installed_engine(load_default_rules()))
    assert game.state.options["house_rules"] == ["landvaluetax"]
    assert game.state.options["house_settings"]["landvaluetax"]["rate"] == 20


def test_play_refuses_house_rules_for_a_loaded_game_and_settings_without_rules(landtax_installed, capsys, tmp_path):
    assert main(["play", "--headless", "--house-setting", "landvaluetax.rate=5"]) == 2
    assert "no house rule is chosen" in capsys.readouterr().err
    assert main(["play", "--headless", "--seats", "ai,ai", "--house-rules", "landvaluetax",
                 "--house-setting", "landvaluetax.rate=99"]) == 2
    assert "landvaluetax.rate: 99 is not a whole number from 0 to 50" in capsys.readouterr().err


def test_the_report_plays_with_the_house_rules_and_its_command_line_gives_them_back(landtax_installed, capsys,
                                                                                    tmp_path):
    out = tmp_path / "report"
    assert main(["report", "--games", "2", "--players", "2", "--workers", "1", "--regimes", "landlordism",
                 "--house-rules", "landvaluetax", "--house-setting", "landvaluetax.rate=9",
                 "--out", str(out)]) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["plan"]["house_rules"] == ["landvaluetax"]
    assert "--house-setting landvaluetax.rate=9" in summary["command"]


@pytest.mark.parametrize("words", [["--help"], ["plugins", "--help"]])
def test_the_help_says_plugins_are_house_rules_too(words, capsys):
    with pytest.raises(SystemExit):
        main(words)
    shown = " ".join(capsys.readouterr().out.split())
    assert "jail games and house rules" in shown


@pytest.mark.parametrize("command", ["play", "simulate", "report"])
def test_each_command_that_starts_games_offers_house_rules_and_their_settings(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    shown = capsys.readouterr().out
    assert "--house-rules" in shown and "--house-setting RULE.KEY=VALUE" in shown
