"""App.step, fed synthetic events, drives a whole game from the new-game screen to the end."""
from __future__ import annotations

from pathlib import Path

import pygame

from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.confirm import ConfirmScene
from landlord.ui.scenes.end import EndScene
from landlord.ui.scenes.help import HelpScene
from landlord.ui.scenes.newgame import NewGameScene

from ui_events import click, key


def start_a_game(app, seed=3) -> BoardScene:
    scene = NewGameScene(app)
    scene.seed = seed
    app.stack.push(scene)
    app.step([key(pygame.K_LEFT)], 0.016)                      # Players: 3 -> 2
    wages_line = next(i for i, line in enumerate(scene.lines()) if "wages" in line.label())
    scene.focus = wages_line
    app.step([key(pygame.K_LEFT)] * 4, 0.016)                  # the game ends after wages drawn once
    assert scene.wages_times == 1
    app.step([key(pygame.K_UP)], 0.016)                        # focus off the seat lines ...
    scene.focus = len(scene.lines()) - 1
    app.step([key(pygame.K_RETURN)], 0.016)                    # ... and Start
    assert isinstance(app.stack.top, BoardScene)
    return app.stack.top


def test_a_whole_game_is_played_by_keyboard_from_setup_to_the_end_screen(app):
    board = start_a_game(app)
    board.session.pace = "fast"
    answered = 0
    for _ in range(20_000):
        if isinstance(app.stack.top, EndScene):
            break
        events = [key(pygame.K_1)] if board.panel is not None else []
        answered += bool(events)
        app.step(events, 0.2)
    assert isinstance(app.stack.top, EndScene)
    assert board.session.over and answered > 0
    assert board.session.seats[0].human and not board.session.seats[1].human


def test_the_same_game_can_be_answered_by_mouse_clicks(app):
    board = start_a_game(app, seed=4)
    board.session.pace = "instant"
    for _ in range(20_000):
        if isinstance(app.stack.top, EndScene):
            break
        if board.panel is not None and board.panel.buttons:
            app.step([click(board.panel.buttons[0].rect.center)], 0.05)
        else:
            app.step([], 0.05)
    assert isinstance(app.stack.top, EndScene)


def test_escape_during_a_game_asks_before_quitting(app):
    start_a_game(app)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert isinstance(app.stack.top, ConfirmScene) and app.running
    app.step([key(pygame.K_n)], 0.016)
    assert isinstance(app.stack.top, BoardScene) and app.running
    app.step([key(pygame.K_ESCAPE)], 0.016)
    app.step([key(pygame.K_y)], 0.016)
    assert not app.running


def test_h_opens_the_help_and_any_key_closes_it(app):
    start_a_game(app)
    app.step([key(pygame.K_h, "h")], 0.016)
    assert isinstance(app.stack.top, HelpScene)
    app.step([key(pygame.K_SPACE, " ")], 0.016)
    assert isinstance(app.stack.top, BoardScene)


def test_typing_on_a_seat_line_renames_the_seat_and_letters_are_not_shortcuts(app):
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.focus = 1                                              # seat 1
    app.step([key(pygame.K_BACKSPACE)] * 10, 0.016)
    app.step([key(pygame.K_h, "H"), key(pygame.K_m, "m")], 0.016)
    assert scene.seats[0].name == "Hm" and isinstance(app.stack.top, NewGameScene)


def test_computer_play_writes_a_screenshot_of_the_last_frame(tmp_path: Path):
    from landlord.ui.autoplay import play_to_screenshot
    out = tmp_path / "shot.png"
    assert play_to_screenshot(None, ["heuristic"] * 3, 2, 3, out) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)


def test_landlord_play_with_a_screenshot_writes_the_new_game_screen(tmp_path: Path):
    from landlord.cli import main
    out = tmp_path / "newgame.png"
    assert main(["play", "--screenshot", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 800)
