"""The new-game screen starts a house rule's set-up as the rule declares it: every seat on the
seat choice's default, each switch on or off as declared, and each number at its default, which
Left/Right step within its bounds; the game is handed them all."""
from __future__ import annotations

import pygame
import pytest

from landlord.ui.scenes.newgame import NewGameScene

from house_fakes import install
from test_house_rules_in_the_window import box, switch_on, value
from ui_events import key


class Tax:
    id, title, version, api_version = "tax", "Land tax", "1.0", 2
    seat_choice = {"key": "exempt", "label": "Tax", "options": {"pays": "Pays", "exempt": "Exempt"},
                   "default": "pays"}
    switches = {"idle": {"words": "Idle land", "default": False}}
    numbers = {"rate": {"label": "Rate, %", "default": 5, "min": 0, "max": 10, "step": 5}}

    def setup(self, table, settings):
        return {"settings": dict(settings)}

    def options(self, table, slot, point, seat):
        return {}

    def apply(self, table, slot, seat, choice):
        raise AssertionError("no options")

    def react(self, table, slot, trigger, info):
        return None

    def describe(self, table, slot, seat):
        return []


@pytest.fixture
def scene(app):
    install(app, Tax())
    screen = NewGameScene(app)
    app.stack.push(screen)
    app.step([], 0.016)
    switch_on(app, screen, "tax")
    return screen


def test_every_seat_starts_on_the_declared_default_and_the_switch_as_declared(app, scene):
    assert [line.value() for line in scene.lines() if line.kind == "choice"] == ["Pays", "Pays", "Pays"]
    assert value(scene, "house switch tax idle") == "Idle land: off"
    assert value(scene, "house number tax rate") == "Rate, %: 5 (0 to 10)"


def test_a_number_is_stepped_within_its_bounds_and_handed_to_the_game(app, scene):
    scene.focus = box(scene, "house number tax rate")
    for _ in range(3):
        app.step([key(pygame.K_RIGHT)], 0.016)
    assert value(scene, "house number tax rate") == "Rate, %: 10 (0 to 10)", "never past its bound"
    assert scene.house_settings() == {"tax": {"exempt": ["pays", "pays", "pays"], "idle": False, "rate": 10}}


class Moated(Tax):
    id, title = "moated", "Moated"
    jail = "classic"


def test_switching_on_a_rule_written_for_a_jail_plays_that_jail_unless_the_table_picked_one(app):
    install(app, Moated())
    screen = NewGameScene(app)
    app.stack.push(screen)
    app.step([], 0.016)
    assert screen.jail == "oubliette"
    switch_on(app, screen, "moated")
    assert screen.jail == "classic"
    switch_on(app, screen, "moated")                 # off again: the rules file's jail
    assert screen.jail == "oubliette"
    screen.focus = box(screen, "Jail")
    app.step([key(pygame.K_RIGHT)], 0.016)
    picked = screen.jail
    switch_on(app, screen, "moated")
    assert screen.jail == picked, "a jail the table picked stays"
