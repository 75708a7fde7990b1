"""The game is autosaved at the start of every turn, to the user's data folder."""
from __future__ import annotations

from pathlib import Path

import platformdirs

from landlord import paths, saves
from landlord.cli import main
from landlord.driver import GameDriver
from landlord.game_record import state_digest
from landlord.paths import user_data_dir
from landlord.saves import Autosaver, autosave_path, load_game

from save_helpers import new_game

KINDS = ["heuristic", "random", "heuristic"]


def test_the_data_folder_is_the_users_platform_data_folder_for_landlords_game(monkeypatch, tmp_path):
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    asked = []
    monkeypatch.setattr(platformdirs, "user_data_dir",
                        lambda name, *a, **k: asked.append(name) or str(tmp_path / name))
    assert user_data_dir() == tmp_path / "landlords-game" and asked == ["landlords-game"]
    assert autosave_path() == tmp_path / "landlords-game" / "autosave.toml"


def test_an_autosave_is_written_once_at_the_start_of_every_turn(engine, private_data_dir, monkeypatch):
    written = []
    real = saves.autosave
    monkeypatch.setattr(saves, "autosave", lambda e, s, k=None: written.append(s.turns_played) or real(e, s, k))
    state = new_game(engine, KINDS, 12)
    autosaver = Autosaver(KINDS)
    GameDriver(engine, state, KINDS).run(rounds=3, on_step=lambda s: autosaver.notice(engine, s))
    assert written == list(range(state.turns_played + 1)), "one autosave per turn, none twice"
    path = private_data_dir / "autosave.toml"
    assert autosaver.path == path and path.exists()
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
    assert autosaver.problem and "autosave.toml: could not be written" in autosaver.problem


def test_headless_play_from_the_command_line_autosaves_to_the_data_folder(private_data_dir, capsys):
    assert main(["play", "--seats", "ai,ai", "--seed", "4", "--quit-after", "2"]) == 0
    out = capsys.readouterr().out
    path = private_data_dir / "autosave.toml"
    assert path.exists() and f"Autosaved to {path}" in out
    assert load_game(path).state.round == 3


def test_a_finished_game_is_not_autosaved_again(engine, private_data_dir):
    state = new_game(engine, KINDS, 14)
    autosaver = Autosaver(KINDS)
    GameDriver(engine, state, KINDS).run(on_step=lambda s: autosaver.notice(engine, s))
    assert state.over
    assert autosaver.notice(engine, state) is None
    assert not load_game(Path(autosaver.path), engine=engine).state.over
