"""Every game played in the window has an autosave of its own, written at the start of every turn;
the newest five games' are kept, and headless play keeps its own apart."""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from landlord import autosaves, paths
from landlord.autosaves import (AUTOSAVES_KEPT, Autosaver, autosave_path, game_key, headless_autosave_path,
                                latest_unfinished, window_autosaves)
from landlord.cli import main
from landlord.driver import GameDriver
from landlord.game_record import state_digest
from landlord.paths import user_data_dir
from landlord.saves import load_game, save_game

from save_helpers import new_game

KINDS = ["heuristic", "random", "heuristic"]


def autosaved_game(engine, seed: int, decisions: int = 60, kinds=KINDS):
    """A game played ``decisions`` choices with a window autosaver; (state, autosaver)."""
    state = new_game(engine, kinds, seed)
    autosaver = Autosaver(kinds)
    GameDriver(engine, state, kinds).run(decisions=decisions, on_step=lambda s: autosaver.notice(engine, s))
    return state, autosaver


def test_the_data_folder_is_the_users_platform_data_folder_for_landlords_game(monkeypatch, tmp_path):
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    asked = []
    monkeypatch.setattr(platformdirs, "user_data_dir",
                        lambda name, *a, **k: asked.append(name) or str(tmp_path / name))
    assert user_data_dir() == tmp_path / "landlords-game" and asked[0] == "landlords-game"
    assert paths.autosaves_dir() == tmp_path / "landlords-game" / "autosaves"
    assert headless_autosave_path() == tmp_path / "landlords-game" / "headless" / "autosave.toml"


def test_an_autosave_is_written_once_at_the_start_of_every_turn(engine, private_data_dir, monkeypatch):
    written = []
    real = autosaves.autosave
    monkeypatch.setattr(autosaves, "autosave",
                        lambda e, s, k=None, **kw: written.append(s.turns_played) or real(e, s, k, **kw))
    state = new_game(engine, KINDS, 12)
    autosaver = Autosaver(KINDS)
    GameDriver(engine, state, KINDS).run(rounds=3, on_step=lambda s: autosaver.notice(engine, s))
    assert written == list(range(state.turns_played + 1)), "one autosave per turn, none twice"
    path = private_data_dir / "autosaves" / f"game-{game_key(state)}.toml"
    assert autosaver.path == path == autosave_path(state) and path.exists()
    loaded = load_game(path, engine=engine)
    assert loaded.state.turns_played == state.turns_played and loaded.kinds == KINDS
    assert state_digest(loaded.state) == state_digest(state) or len(loaded.state.history) < len(state.history)


def test_a_failing_autosave_is_reported_and_play_goes_on(engine, private_data_dir):
    private_data_dir.parent.mkdir(exist_ok=True)
    private_data_dir.write_text("a file where the folder should be")
    state = new_game(engine, KINDS, 13)
    autosaver = Autosaver(KINDS)
    outcome = GameDriver(engine, state, KINDS).run(rounds=2, on_step=lambda s: autosaver.notice(engine, s))
    assert outcome.reason == "rounds"
    assert autosaver.problem and f"game-{game_key(state)}.toml: could not be written" in autosaver.problem


def test_a_finished_game_is_autosaved_once_more_as_over_and_then_never_again(engine, private_data_dir):
    state = new_game(engine, KINDS, 14)
    autosaver = Autosaver(KINDS)
    GameDriver(engine, state, KINDS).run(on_step=lambda s: autosaver.notice(engine, s))
    assert state.over
    assert load_game(autosaver.path, engine=engine).state.over, "the autosave says the game is over"
    assert autosaver.notice(engine, state) is None
    assert latest_unfinished() is None, "a finished game is not offered to continue"


def test_two_games_autosave_to_two_files_and_neither_overwrites_the_other(engine, private_data_dir):
    first, saver_one = autosaved_game(engine, seed=21)
    second, saver_two = autosaved_game(engine, seed=22)
    assert saver_one.path != saver_two.path
    assert sorted(window_autosaves()) == sorted([saver_one.path, saver_two.path])
    for path, game in ((saver_one.path, first), (saver_two.path, second)):
        autosaved = load_game(path, engine=engine).state           # at the start of the game's last turn
        assert game_key(autosaved) == game_key(game) and autosaved.turns_played == game.turns_played
        assert autosaved.history == game.history[:len(autosaved.history)]


def test_a_game_keeps_its_autosave_when_it_is_saved_loaded_and_played_on(engine, private_data_dir, tmp_path):
    state, autosaver = autosaved_game(engine, seed=23)
    loaded = load_game(save_game(tmp_path / "g.toml", engine, state, KINDS), engine=engine)
    assert game_key(loaded.state) == game_key(state)
    again = Autosaver(KINDS)
    GameDriver(engine, loaded.state, KINDS).run(decisions=40, on_step=lambda s: again.notice(engine, s))
    assert again.path == autosaver.path and window_autosaves() == [autosaver.path]
    played_on = load_game(again.path, engine=engine).state
    assert played_on.turns_played == loaded.state.turns_played > state.turns_played
    assert played_on.history[:len(state.history)] == state.history


def test_games_of_other_seeds_names_or_set_ups_are_other_games(engine):
    one = new_game(engine, KINDS, 24)
    assert game_key(new_game(engine, KINDS, 24)) == game_key(one)
    assert game_key(new_game(engine, KINDS, 25)) != game_key(one)
    assert game_key(engine.new_game(["Ann", "Ben", "Cal"], seed=24)) != game_key(one)
    assert game_key(new_game(engine, KINDS, 24, start="beginners")) != game_key(one)


def test_only_the_newest_five_games_autosaves_are_kept(engine, private_data_dir):
    paths_in_order = []
    for k, seed in enumerate(range(30, 30 + AUTOSAVES_KEPT + 2)):
        _, autosaver = autosaved_game(engine, seed=seed, decisions=20)
        os.utime(autosaver.path, ns=(k * 10**9, k * 10**9))      # an older file for each older game
        paths_in_order.append(autosaver.path)
    kept = window_autosaves()
    assert len(kept) == AUTOSAVES_KEPT == 5
    assert kept[0] == paths_in_order[-1], "the game just written is always kept"
    assert set(kept) == set(paths_in_order[-AUTOSAVES_KEPT:])
    assert not any(p.exists() for p in paths_in_order[:2]), "the oldest games' autosaves are removed"


def test_pruning_leaves_other_files_in_the_autosaves_folder_alone(engine, private_data_dir):
    folder = private_data_dir / "autosaves"
    folder.mkdir(parents=True)
    mine = folder / "notes.txt"
    mine.write_text("a person's own file")
    for seed in range(40, 40 + AUTOSAVES_KEPT + 1):
        autosaved_game(engine, seed=seed, decisions=10)
    assert mine.read_text() == "a person's own file" and len(window_autosaves()) == AUTOSAVES_KEPT


def test_headless_play_from_the_command_line_autosaves_apart_from_the_window(private_data_dir, capsys):
    assert main(["play", "--seats", "ai,ai", "--seed", "4", "--quit-after", "2"]) == 0
    out = capsys.readouterr().out
    path = private_data_dir / "headless" / "autosave.toml"
    assert path.exists() and f"Autosaved to {path}" in out
    assert load_game(path).state.round == 3
    assert not (private_data_dir / "autosaves").exists() and latest_unfinished() is None


def test_a_headless_computer_only_run_writes_no_window_autosave(engine, private_data_dir, capsys):
    state, autosaver = autosaved_game(engine, seed=50)
    before = autosaver.path.read_bytes()
    assert main(["play", "--seats", "ai,ai,ai", "--seed", "7", "--headless"]) == 0  # to the end, headless
    assert main(["play", "--load", str(autosaver.path), "--quit-after", "1"]) == 0  # the window's own game
    assert main(["simulate", "--games", "2", "--players", "2", "--workers", "1"]) == 0
    capsys.readouterr()
    assert window_autosaves() == [autosaver.path] and autosaver.path.read_bytes() == before
    assert latest_unfinished().path == autosaver.path
    assert Path(headless_autosave_path()).exists()
