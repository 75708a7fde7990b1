"""Saving, loading, undoing and replaying from the window."""
from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from landlord.paths import user_data_dir
from landlord.saves import load_game
from landlord.ui.replay_window import ReplayScene
from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.load import LoadScene
from landlord.ui.session import GameSession, Seat

from ui_events import key


@pytest.fixture
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("LANDLORD_DATA_DIR", str(tmp_path))
    return tmp_path


def a_game(app, kinds=("human", "heuristic"), seed=2) -> BoardScene:
    seats = [Seat(f"P{i}", k, i) for i, k in enumerate(kinds)]
    board = BoardScene(app, GameSession(app.engine, seats, seed, pace="instant"))
    app.stack.push(board)
    for _ in range(50):
        if board.session.human_decision() is not None:
            break
        app.step([], 0.05)
    return board


def test_f5_saves_the_game_into_the_data_folder_and_f9_lists_it(app, data_folder):
    board = a_game(app)
    app.step([key(pygame.K_F5)], 0.016)
    saves = list((data_folder / "saves").glob("*.toml"))
    assert len(saves) == 1
    app.step([key(pygame.K_F9)], 0.016)
    assert isinstance(app.stack.top, LoadScene) and saves[0] in app.stack.top.files
    assert board.session.state.history == load_game(saves[0], engine=app.engine).state.history


def test_loading_a_save_from_the_load_screen_continues_that_game(app, data_folder):
    board = a_game(app)
    app.step([key(pygame.K_1), key(pygame.K_F5)], 0.05)     # one choice, then save
    history = list(board.session.state.history)
    app.step([key(pygame.K_F9)], 0.016)
    load = app.stack.top
    target = next(i for i, f in enumerate(load.files) if f.parent.name == "saves")
    load.load(load.files[target])
    top = app.stack.top
    assert isinstance(top, BoardScene) and top is not board
    assert top.session.state.history[: len(history)] == history


def test_a_broken_save_is_refused_with_a_message_and_left_as_it_was(app, data_folder):
    (data_folder / "saves").mkdir()
    bad = data_folder / "saves" / "broken.toml"
    bad.write_bytes(b"format = 1\n[rules\n")
    a_game(app)
    app.step([key(pygame.K_F9)], 0.016)
    load = app.stack.top
    load.load(bad)
    assert isinstance(app.stack.top, LoadScene) and load.error
    assert bad.read_bytes() == b"format = 1\n[rules\n"


def test_u_takes_back_the_persons_own_choice_since_the_last_throw(app, data_folder):
    board = a_game(app)
    s = board.session
    d = s.human_decision()
    assert d.kind in ("turn", "deal_offer")
    before = list(s.state.history)
    first = d.options[0] if d.kind != "turn" else next((o for o in d.options if o != "roll"), None)
    if first is None:
        pytest.skip("no non-random choice to take back in this position")
    s.submit(first)
    app.step([key(pygame.K_u)], 0.016)
    assert s.state.history == before


def test_the_replay_steps_forward_and_back_and_by_rounds(app, data_folder, tmp_path):
    from landlord.cli import main
    path = tmp_path / "g.toml"
    assert main(["play", "--seats", "ai,ai", "--seed", "3", "--quit-after", "3", "--save", str(path)]) == 0
    scene = ReplayScene(app, load_game(path, engine=app.engine))
    app.stack.push(scene)
    app.step([key(pygame.K_RIGHT)] * 5, 0.016)
    assert scene.cursor.index == 5
    app.step([key(pygame.K_LEFT)], 0.016)
    assert scene.cursor.index == 4
    app.step([key(pygame.K_UP)], 0.016)
    assert scene.cursor.state.round == 2
    app.step([key(pygame.K_END)], 0.016)
    assert scene.cursor.at_end


def test_play_loads_a_save_into_the_window_and_writes_a_screenshot(data_folder, tmp_path):
    from landlord.cli import main
    path, shot = tmp_path / "g.toml", tmp_path / "g.png"
    assert main(["play", "--seats", "ai,ai,ai", "--seed", "5", "--quit-after", "2", "--save", str(path)]) == 0
    assert main(["play", "--load", str(path), "--quit-after", "2", "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)
    assert os.fspath(user_data_dir()) == str(data_folder)


def test_a_saved_game_loads_at_the_computers_pace_it_was_saved_at(app, data_folder):
    board = a_game(app)
    app.step([key(pygame.K_p)], 0.016)            # instant -> slow
    assert board.session.pace == "slow"
    app.step([key(pygame.K_F5), key(pygame.K_F9)], 0.016)
    load = app.stack.top
    load.load(next(f for f in load.files if f.parent.name == "saves"))
    assert isinstance(app.stack.top, BoardScene) and app.stack.top.session.pace == "slow"
