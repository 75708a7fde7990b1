"""Compare the rules: the new-game screen's button plays a short report in the background, a bar
a rule set, shows its main chart with two plain sentences, and Escape stops it at once."""
from __future__ import annotations

import time

import pygame
import pytest

from landlord.report.answers import answers
from landlord.report.regimes import REGIMES
from landlord.ui import theme
from landlord.ui.scenes import compare
from landlord.ui.scenes.compare import CompareScene
from landlord.ui.scenes.newgame import NewGameScene

from ui_events import click, key

#: Long enough for any run of a few games on a slow machine; the tests never wait this long when all is well.
PATIENCE = 120


def stepped_until(app, condition) -> None:
    """Step the window (as its loop would) until ``condition()`` holds."""
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, "the comparison did not get there"
        app.step([], 0.05)
        time.sleep(0.01)


@pytest.fixture
def new_game(app, monkeypatch):
    monkeypatch.setattr(compare, "DEFAULT_GAMES", 3)
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.step([], 0.016)
    return scene


def compare_box(scene) -> int:
    return next(k for k, line in enumerate(scene.lines()) if line.kind == "compare")


def finished(scene: CompareScene) -> None:
    scene.cancel()
    scene.thread.join(PATIENCE)


def test_tab_from_the_last_option_reaches_compare_the_rules_and_enter_opens_it(app, new_game):
    new_game.focus = compare_box(new_game) - 1                    # the last option, above the buttons
    app.step([key(pygame.K_TAB)], 0.016)
    assert new_game.lines()[new_game.focus].label() == "Compare the rules"
    app.step([key(pygame.K_RETURN)], 0.016)
    shown = app.stack.top
    assert isinstance(shown, CompareScene)
    assert shown.plan.agents == ("heuristic",) * new_game.count and shown.plan.jail == new_game.jail
    assert shown.plan.games == 3 and shown.plan.regimes == REGIMES
    finished(shown)


def test_a_click_on_compare_the_rules_opens_it_and_down_from_the_options_still_finds_start(app, new_game):
    new_game.focus = compare_box(new_game) - 1
    app.step([key(pygame.K_DOWN)], 0.016)
    assert new_game.lines()[new_game.focus].kind == "start", "Down then Enter still starts the game"
    app.step([click(new_game.rects[compare_box(new_game)].center)], 0.016)
    assert isinstance(app.stack.top, CompareScene)
    finished(app.stack.top)


def test_a_short_comparison_plays_every_rule_set_and_shows_the_main_chart_and_the_three_answers(app):
    scene = CompareScene(app, players=3, jail="classic", games=2)
    app.stack.push(scene)
    stepped_until(app, lambda: not scene.running)
    app.step([], 0.05)
    assert not scene.failure
    assert scene.done == {regime.id: 2 for regime in REGIMES}
    assert scene.report.games_played == 12 and not scene.report.stopped
    assert scene.chart is not None and scene.chart.get_width() > 300
    box = scene._box
    assert app.screen.get_at(box.center)[:3] != theme.BACKGROUND, "the chart is drawn where it belongs"
    assert scene.words == [f"{a.question} {a.sentence}" for a in answers(scene.report)]
    assert len(scene.words) == 3 and "Gini" in scene.words[2]
    assert all(f"from round {regime.single_tax_at} " in scene.words[1] for regime in REGIMES if regime.single_tax_at)
    app.step([key(pygame.K_RETURN)], 0.016)
    assert app.stack.top is None or not isinstance(app.stack.top, CompareScene), "Enter goes back once done"


def test_escape_stops_a_comparison_after_the_game_in_hand_and_goes_back(app, new_game):
    scene = CompareScene(app, players=3, jail="classic", games=50)
    app.stack.push(scene)
    stepped_until(app, lambda: sum(scene.done.values()) >= 1)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.stack.top is new_game and app.running, "Escape cancels: it does not quit the window"
    played_when_asked = sum(scene.done.values())
    scene.thread.join(PATIENCE)
    assert not scene.thread.is_alive()
    assert sum(scene.done.values()) <= played_when_asked + 1, "no game is begun after Escape"
    assert scene.report is None and scene.chart is None


def test_left_and_right_go_from_button_to_button(app, new_game):
    new_game.focus = compare_box(new_game)
    app.step([key(pygame.K_RIGHT)], 0.016)
    assert new_game.lines()[new_game.focus].kind == "start"
    app.step([key(pygame.K_LEFT)], 0.016)
    assert new_game.lines()[new_game.focus].kind == "compare" and isinstance(app.stack.top, NewGameScene)
