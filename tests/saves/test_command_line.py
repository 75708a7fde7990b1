"""`landlord play` headless with --seats, --seed, --quit-after, --save and --load; `landlord replay`."""
from __future__ import annotations

import io
import sys
import tomllib
import types
from pathlib import Path

import pytest

from landlord.commands import play as play_command
from landlord.cli import main
from landlord.saves import load_game
from landlord.replay import game_log


def saved(path):
    return tomllib.loads(path.read_text("utf-8"))


def test_computer_seats_play_headless_for_the_rounds_asked_and_save(tmp_path, capsys):
    path = tmp_path / "g.toml"
    assert main(["play", "--seats", "ai,random,ai", "--seed", "8", "--quit-after", "3", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Stopped in round 4 after 3 round(s)." in out and f"Saved to {path}" in out
    game = load_game(path)
    assert game.state.round == 4 and game.kinds == ["heuristic", "random", "heuristic"]
    assert [s.name for s in game.seats] == ["Heuristic 1", "Random 2", "Heuristic 3"]


def test_a_loaded_game_played_on_goes_as_if_it_had_been_played_straight_through(tmp_path, capsys):
    straight, first, second = tmp_path / "straight.toml", tmp_path / "first.toml", tmp_path / "second.toml"
    assert main(["play", "--seats", "ai,ai,random", "--seed", "9", "--quit-after", "5", "--save", str(straight)]) == 0
    assert main(["play", "--seats", "ai,ai,random", "--seed", "9", "--quit-after", "2", "--save", str(first)]) == 0
    assert main(["play", "--load", str(first), "--quit-after", "3", "--save", str(second)]) == 0
    capsys.readouterr()
    assert saved(second)["digest"] == saved(straight)["digest"]
    assert saved(second)["position"]["round"] == 6


def test_a_loaded_game_of_computer_seats_without_a_round_limit_plays_to_the_end(tmp_path, capsys):
    path = tmp_path / "g.toml"
    main(["play", "--seats", "ai,ai", "--seed", "3", "--quit-after", "1", "--save", str(path)])
    capsys.readouterr()
    assert main(["play", "--load", str(path), "--headless", "--save", str(path)]) == 0
    assert "is the millionaire" in capsys.readouterr().out
    assert load_game(path).state.over


def test_seats_given_with_a_loaded_game_hand_the_seats_to_other_players(tmp_path, capsys):
    path = tmp_path / "g.toml"
    main(["play", "--seats", "human,ai", "--seed", "3", "--quit-after", "1", "--save", str(path)])
    assert load_game(path).kinds == ["human", "heuristic"]
    assert main(["play", "--load", str(path), "--seats", "ai,random", "--quit-after", "1", "--save", str(path)]) == 0
    assert load_game(path).kinds == ["heuristic", "random"]


def test_a_human_seat_without_answers_stops_play_at_its_decision_and_saves_it(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    path = tmp_path / "g.toml"
    assert main(["play", "--seats", "ai,human", "--seed", "2", "--quit-after", "2", "--save", str(path)]) == 0
    assert "(no answer from the terminal)" in capsys.readouterr().out
    game = load_game(path)
    assert game.engine.pending(game.state).actor == 1


def test_a_human_seat_answers_at_the_terminal_by_number(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("x\n" + "1\n" * 5000))
    path = tmp_path / "g.toml"
    assert main(["play", "--seats", "human,ai", "--seed", "2", "--quit-after", "1", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Type a number from 1 to" in out and "  1. " in out
    assert load_game(path).state.round == 2


@pytest.mark.parametrize("args, names", [
    (["--seats", "ai,robot"], "--seats: 'robot' is not human, ai or an agent"),
    (["--seats", "ai"], "--seats: 1 seats given"),
    (["--seats", ",".join(["ai"] * 7)], "--seats: 7 seats given"),
    (["--load", "{save}", "--seed", "4"], "--seed starts a new game"),
    (["--load", "{save}", "--seats", "ai,ai,ai", "--quit-after", "1"], "--seats: 3 seats given; the saved game has 2"),
    (["--quit-after", "0"], "--quit-after"),
    (["--seed", "-3", "--seats", "ai,ai"], "--seed"),
])
def test_bad_play_options_are_refused_in_one_line_with_exit_2(tmp_path, capsys, args, names):
    save = tmp_path / "g.toml"
    main(["play", "--seats", "ai,ai", "--seed", "1", "--quit-after", "1", "--save", str(save)])
    capsys.readouterr()
    try:
        code = main(["play", *[a.format(save=save) for a in args]])
    except SystemExit as exc:          # argparse's own checks exit from inside the parser
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and names in err and err.count("\n") == 1, err


def test_with_a_human_seat_and_no_round_limit_play_opens_the_window(monkeypatch):
    opened = []
    monkeypatch.setattr(play_command, "open_window", lambda rules, screenshot, **kw: opened.append(screenshot) or 0)
    assert main(["play", "--seats", "human,ai"]) == 0
    assert main(["play"]) == 0
    assert main(["play", "--seats", "ai,ai", "--quit-after", "2", "--screenshot", "x.png"]) == 0
    assert opened == [None, None, Path("x.png")]


def test_replay_text_prints_every_event_of_the_saved_game_in_order(tmp_path, capsys):
    path = tmp_path / "g.toml"
    main(["play", "--seats", "ai,ai,ai", "--seed", "5", "--quit-after", "2", "--save", str(path)])
    capsys.readouterr()
    before = path.read_bytes()
    assert main(["replay", str(path), "--text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == game_log(load_game(path)) and len(lines) > 50
    assert path.read_bytes() == before


def test_replay_without_text_opens_the_window_replay_when_there_is_one(tmp_path, capsys, monkeypatch):
    path = tmp_path / "g.toml"
    main(["play", "--seats", "ai,ai", "--seed", "5", "--quit-after", "1", "--save", str(path)])
    capsys.readouterr()
    monkeypatch.setitem(sys.modules, "landlord.ui.replay_window", None)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("landlord: error: the window replay cannot start (") and err.count("\n") == 1
    assert err.endswith("; use `landlord replay FILE --text`\n")
    shown = []
    fake = types.SimpleNamespace(run_replay_window=lambda game: shown.append(game) or 0)
    monkeypatch.setitem(sys.modules, "landlord.ui.replay_window", fake)
    assert main(["replay", str(path)]) == 0
    assert len(shown) == 1 and shown[0].state.round == 2
