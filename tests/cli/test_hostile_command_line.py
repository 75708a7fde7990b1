"""Hostile command-line input: wrong types in a rules file, numbers too large for any game, a jail
that is not installed. Each gets one line naming what and where, a non-zero exit, no traceback."""
from __future__ import annotations

import importlib
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w

from landlord.cli import main
from landlord.engine.limits import MAX_GAMES, MAX_PLAYERS, MAX_ROUND_LIMIT, MAX_SEED
from landlord.paths import default_rules_path

BASE = default_rules_path().read_text(encoding="utf-8")


def rules_file(tmp_path: Path, edit) -> Path:
    data = tomllib.loads(BASE)
    edit(data)
    path = tmp_path / "edited.toml"
    path.write_bytes(tomli_w.dumps(data).encode("utf-8"))
    return path


def landlord(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "landlord", *args], capture_output=True, text=True, timeout=60)


# Each field the audit crashed `rules check` or `simulate --rules` with, and the key path named.
WRONG_TYPES = {
    "taxes.escalation": lambda d: d["taxes"].update(escalation="steep"),
    "taxes.escalation[1].houses": lambda d: d["taxes"]["escalation"][1].update(houses="many"),
    "turns": lambda d: d.update(turns=3),
    "turns.trade_offers_per_turn": lambda d: d["turns"].update(trade_offers_per_turn=[3]),
    "movement": lambda d: d.update(movement="either way"),
    "movement.either_way_between[0]": lambda d: d["movement"].update(either_way_between=[{}, "chance-2"]),
    "board.start": lambda d: d["board"].update(start=["mother-earth"]),
    "single_tax.public_order": lambda d: d["single_tax"].update(public_order=7),
    "single_tax.public_order[0]": lambda d: d["single_tax"].update(public_order=[["pdq-rr"]]),
    "spaces[7].price": lambda d: d["spaces"][7].update(price="fifty"),
    "spaces[2].price": lambda d: d["spaces"][2].update(price="none"),        # a tax space: no card, still typed
    "players.max": lambda d: d["players"].update(max=10**18),
    "jail.default": lambda d: d["jail"].update(default=5),
    "end.round_limit": lambda d: d["end"].update(round_limit=10**12),
}


@pytest.mark.parametrize("key", list(WRONG_TYPES))
def test_rules_check_names_a_wrong_type_in_one_finding_and_exits_1(tmp_path, capsys, key):
    path = rules_file(tmp_path, WRONG_TYPES[key])
    assert main(["rules", "check", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out.count("\n") == 1 and out.startswith(f"{path}: {key}: "), out
    assert err == "1 problem(s) found\n"


@pytest.mark.parametrize("key", list(WRONG_TYPES))
def test_simulate_refuses_a_wrong_type_in_one_line_and_exits_2(tmp_path, capsys, key):
    path = rules_file(tmp_path, WRONG_TYPES[key])
    assert main(["simulate", "--games", "1", "--rules", str(path)]) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and err.startswith(f"landlord: error: {path}: {key}: "), err
    assert out == ""


def test_rules_check_of_a_file_it_cannot_read_says_so_in_one_line_and_exits_2(tmp_path, capsys):
    assert main(["rules", "check", str(tmp_path / "nowhere.toml")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"landlord: error: {tmp_path / 'nowhere.toml'}: no such file\n"


JAIL_NOT_INSTALLED = "jail.default: no jail game 'dragon-pit' is installed (installed: "


def test_rules_check_reports_a_default_jail_that_is_not_installed_as_a_finding(tmp_path, capsys):
    path = rules_file(tmp_path, lambda d: d["jail"].update(default="dragon-pit"))
    assert main(["rules", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith(f"{path}: {JAIL_NOT_INSTALLED}")


@pytest.mark.parametrize("command", [["play", "--seats", "ai,ai", "--quit-after", "1"], ["play", "--seats", "human,ai"],
                                     ["play"], ["simulate", "--games", "1"]],
                         ids=["play headless", "play in the window", "the new-game screen", "simulate"])
def test_a_default_jail_that_is_not_installed_gives_one_line_and_exit_2(tmp_path, capsys, command):
    path = rules_file(tmp_path, lambda d: d["jail"].update(default="dragon-pit"))
    assert main([*command, "--rules", str(path)]) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and err.startswith(f"landlord: error: {path}: {JAIL_NOT_INSTALLED}"), err
    assert out == ""


def test_simulate_plays_such_rules_with_a_jail_that_is_installed(tmp_path, capsys):
    path = rules_file(tmp_path, lambda d: d["jail"].update(default="dragon-pit"))
    assert main(["simulate", "--games", "1", "--jail", "classic", "--rules", str(path), "--json"]) == 0


HUGE = "9" * 30
TOO_LARGE = [
    (["simulate", "--players", HUGE], "--players", MAX_PLAYERS),
    (["simulate", "--players", str(MAX_PLAYERS + 1)], "--players", MAX_PLAYERS),
    (["simulate", "--games", HUGE], "--games", MAX_GAMES),
    (["simulate", "--games", str(MAX_GAMES + 1)], "--games", MAX_GAMES),
    (["simulate", "--seed", str(MAX_SEED + 1)], "--seed", MAX_SEED),
    (["simulate", "--single-tax-at", HUGE], "--single-tax-at", MAX_ROUND_LIMIT),
    (["play", "--seed", "9" * 5000], "--seed", MAX_SEED),
    (["play", "--quit-after", str(MAX_ROUND_LIMIT + 1)], "--quit-after", MAX_ROUND_LIMIT),
    (["oubliette", "--seed", HUGE], "--seed", MAX_SEED),
]


@pytest.mark.parametrize("args, option, most", TOO_LARGE, ids=[" ".join(a[:2]) + " " + a[2][:8] for a, _, _ in TOO_LARGE])
def test_a_number_too_large_for_any_game_gets_one_line_naming_the_option_and_its_limit(args, option, most):
    result = landlord(*args)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr
    assert f"argument {option}: " in result.stderr and f"is too large; at most {most}" in result.stderr
    assert len(result.stderr) < 200, "the value is shown shortened"


def test_the_largest_seed_a_save_can_hold_is_accepted(capsys):
    assert main(["simulate", "--games", "1", "--players", "2", "--seed", str(MAX_SEED), "--json"]) == 0


@pytest.mark.parametrize("command", [["simulate", "--games", "1", "--workers", "1"],
                                     ["play", "--seats", "ai,ai", "--headless"]])
def test_a_game_that_never_ends_is_stopped_by_the_safety_net_in_one_line(monkeypatch, capsys, command):
    monkeypatch.setattr(importlib.import_module("landlord.driver"), "MAX_DECISIONS", 10)    # the one driver's cap
    assert main(command) == 2
    err = capsys.readouterr().err.splitlines()[-1]
    assert err.startswith("landlord: error: the game") and "did not end within 10 decisions" in err
    assert err.endswith("may keep games from ending")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this system has no named pipes")
def test_a_fifo_given_as_the_screenshot_is_refused_at_once_instead_of_waiting_for_a_reader(tmp_path):
    fifo = tmp_path / "board.png"
    os.mkfifo(fifo)
    result = landlord("play", "--seats", "ai,ai", "--quit-after", "1", "--screenshot", str(fifo))
    assert result.returncode == 2
    assert result.stderr == f"landlord: error: --screenshot: {fifo} exists and is not a regular file\n"
