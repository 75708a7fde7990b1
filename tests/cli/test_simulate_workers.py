"""``landlord simulate --workers N`` plays the same games whatever N, and stops cleanly on Ctrl-C."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

from landlord.cli import main
from landlord.game_setup import GameSetup
from landlord.simulate import simulate


def _without_time(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "seconds"}


def test_two_worker_processes_play_exactly_the_games_one_process_plays(engine):
    table = GameSetup.for_seats(["heuristic", "random", "heuristic"], 7, jail="oubliette")
    alone = simulate(engine, table, games=6, workers=1)
    shared = simulate(engine, table, games=6, workers=2)
    assert _without_time(shared) == _without_time(alone)
    assert [r["turns"] for r in shared["results"]] == [r["turns"] for r in alone["results"]]


def test_the_json_report_is_the_same_for_any_number_of_workers(capsys):
    reports = []
    for workers in ("1", "3"):
        assert main(["simulate", "--games", "4", "--seed", "3", "--json", "--workers", workers]) == 0
        reports.append(_without_time(json.loads(capsys.readouterr().out)))
    assert reports[0] == reports[1]


def test_workers_must_be_a_positive_whole_number(capsys):
    for bad in ("0", "-2", "many"):
        try:
            main(["simulate", "--games", "1", "--workers", bad])
        except SystemExit as stop:
            assert stop.code == 2
        err = capsys.readouterr().err
        assert "--workers" in err and "Traceback" not in err


def test_ctrl_c_stops_a_run_with_workers_cleanly_and_leaves_no_process_behind():
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    run = subprocess.Popen([sys.executable, "-m", "landlord", "simulate", "--games", "100000", "--workers", "2"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                           start_new_session=True)
    time.sleep(3)                                    # the workers are playing by now
    os.killpg(run.pid, signal.SIGINT)                # as a terminal's Ctrl-C reaches the whole group
    out, err = run.communicate(timeout=60)
    assert run.returncode == 130
    assert "interrupted" in err and "Traceback" not in err
    assert out == ""
    for _ in range(50):                              # the worker processes end with it
        try:
            os.killpg(run.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        raise AssertionError("a worker process outlived the interrupted run")


def test_play_and_simulate_play_the_same_game_from_the_same_seed(engine, tmp_path, capsys):
    from landlord.saves import load_game
    from landlord.simulate import play_game

    save = tmp_path / "game.toml"
    assert main(["play", "--seats", "heuristic,random,easy", "--seed", "42", "--quit-after", "400",
                 "--save", str(save)]) == 0
    capsys.readouterr()
    played = load_game(save, engine=engine).state
    simulated, _ = play_game(engine, ["heuristic", "random", "easy"], 42, jail=engine.rules.default_jail)
    assert played.over and played.history == simulated.history


def test_play_takes_the_jail_game_by_id_and_refuses_one_not_installed(engine, tmp_path, capsys):
    from landlord.saves import load_game

    save = tmp_path / "game.toml"
    assert main(["play", "--seats", "ai,ai", "--seed", "4", "--jail", "classic", "--quit-after", "2",
                 "--save", str(save)]) == 0
    assert load_game(save, engine=engine).state.options["jail"] == "classic"
    assert main(["play", "--seats", "ai,ai", "--jail", "dungeon", "--quit-after", "1"]) == 2
    err = capsys.readouterr().err
    installed = ", ".join(sorted(engine.jail_games))           # the built-in ones and any plugin installed
    assert err.strip().endswith(f"--jail: no jail game 'dungeon' is installed (installed: {installed})")
    assert main(["play", "--load", str(save), "--jail", "classic", "--quit-after", "1"]) == 2
