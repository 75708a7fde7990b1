"""Escape in a name box of the new-game screen takes the typing back, not the screen: the name is
as it was before typing began and the screen stays; a second Escape leaves, as it always did."""
from __future__ import annotations

import pygame
import pytest

from landlord.ui.scenes.newgame import HINT, NewGameScene

from ui_events import key


@pytest.fixture
def scene(app):
    screen = NewGameScene(app)
    app.stack.push(screen)
    app.step([], 0.016)
    return screen


def box(scene, caption: str) -> int:
    return next(k for k, line in enumerate(scene.lines()) if line.caption == caption)


def typed(text: str) -> list[pygame.event.Event]:
    return [key(pygame.key.key_code(ch), ch) for ch in text]


ESCAPE = key(pygame.K_ESCAPE, "\x1b")


def test_escape_while_typing_a_name_puts_the_name_back_and_stays(app, scene):
    scene.focus = box(scene, "Seat 1 name")
    app.step(typed("Ann"), 0.016)
    assert scene.seats[0].name == "Ann"
    app.step([ESCAPE], 0.016)
    assert scene.seats[0].name == "Player 1"
    assert app.running and app.stack.top is scene, "the screen stays"
    assert scene.lines()[scene.focus].caption == "Seat 1 name" and scene.wants_text()
    app.step(typed("Bea"), 0.016)                      # shown selected again: typing replaces it
    assert scene.seats[0].name == "Bea"


def test_a_second_escape_leaves_as_before(app, scene):
    scene.focus = box(scene, "Seat 1 name")
    app.step(typed("Ann") + [ESCAPE], 0.016)
    assert app.running
    app.step([ESCAPE], 0.016)
    assert not app.running, "nothing to take back: Escape leaves, as anywhere else on the screen"


def test_escape_after_backspace_puts_back_the_whole_name(app, scene):
    scene.focus = box(scene, "Seat 2 name")
    app.step([key(pygame.K_BACKSPACE)] * 3 + typed("x"), 0.016)
    assert scene.seats[1].name == "Bertx"
    app.step([ESCAPE], 0.016)
    assert scene.seats[1].name == "Bertram" and app.running


def test_escape_takes_back_only_the_name_being_typed(app, scene):
    scene.focus = box(scene, "Seat 1 name")
    app.step(typed("Ann") + [key(pygame.K_RETURN)] + typed("Ben"), 0.016)     # Enter keeps Ann, goes below
    assert [s.name for s in scene.seats[:2]] == ["Ann", "Ben"]
    app.step([ESCAPE], 0.016)
    assert [s.name for s in scene.seats[:2]] == ["Ann", "Bertram"] and app.running


def test_escape_in_a_name_box_before_typing_leaves_at_once(app, scene):
    scene.focus = box(scene, "Seat 1 name")
    app.step([ESCAPE], 0.016)
    assert not app.running and scene.seats[0].name == "Player 1"


def test_the_hint_says_what_escape_does_in_a_name_box():
    assert "Esc: undo" in HINT
