"""A button picks exactly what it says, on every page of a long option list, by its number key and
by a click, at every window size (issue 23, item 1: page 2 once kept page 1's labels, so its
"1 Throw the dice" declared something else and cost $10).

A made-up house rule offers twelve declarations before the throw, so the person's turn has more
options than a page holds; each test pages through the whole list through ``App.step`` and checks,
button by button, that the option chosen is the one whose words the button shows."""
from __future__ import annotations

import pygame
import pytest

from landlord.driver import Seat
from landlord.plugin import HouseStep
from landlord.ui.app import App
from landlord.ui.labels import option_label
from landlord.ui.scenes.board import BoardScene
from landlord.ui.session import GameSession

from house_fakes import Plain, install
from ui_events import click, key

SIZES = [(800, 600), (1280, 800), (2560, 1440)]
DECLARATIONS = 12
NUMBER_KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
               pygame.K_8, pygame.K_9]


class Declarations(Plain):
    """Before his throw a player may declare one of twelve things; each costs what its number says."""

    id = "declarations"
    title = "Declarations"

    def options(self, table, slot, point, seat):
        if point != "before_throw":
            return {}
        return {f"declare{n}": f"Declare #{n} (${n})" for n in range(1, DECLARATIONS + 1)}

    def apply(self, table, slot, seat, choice):
        return HouseStep(slot, log=(f"{table.names[seat]} makes declaration {choice}.",))


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def board(request):
    """A person's first turn at a window of each size, with the declarations on offer."""
    app = App(size=request.param, sound=False)
    install(app, Declarations())
    seats = [Seat("Ann", "human", 0), Seat("Ben", "heuristic", 1), Seat("Cal", "heuristic", 2)]
    session = GameSession(app.engine, seats, 3, options={"jail": "classic", "start": "beginners",
                                                         "house_rules": ["declarations"]},
                          pace="instant", autosave=False)
    session.submit(0)                          # Ann throws first
    scene = BoardScene(app, session)
    app.stack.push(scene)
    app.step([], 0.016)
    assert scene.panel is not None and len(scene.panel.options) > scene.panel.per_page, \
        "the turn's options do not run to a second page: this test would prove nothing"
    yield app, scene
    pygame.quit()


def chosen_by(app, scene, event) -> object:
    """What the person's decision is answered with when ``event`` reaches the window (the game
    is not moved on: the answer is caught as the panel hands it to the board, which would submit
    it, so the same panel, on the same page, answers the next event)."""
    caught: list = []
    panel = scene.panel
    real, panel.on_choose = panel.on_choose, caught.append
    try:
        app.step([event], 0.016)
    finally:
        panel.on_choose = real
    assert scene.panel is panel
    assert len(caught) == 1, f"{event} chose {len(caught)} options"
    return caught[0]


def words_for(scene, option) -> str:
    """The words the window gives ``option`` of the waiting decision."""
    s = scene.session
    return option_label(s.human_decision(), option, s.engine.rules, [seat.name for seat in s.seats],
                        s.engine.jail_games)


def each_page(app, scene):
    """Yield once for each page of the list, turned to with Page Down."""
    for page in range(scene.panel.pages):
        assert scene.panel.page == page
        yield page
        app.step([key(pygame.K_PAGEDOWN)], 0.016)
    assert scene.panel.page == 0, "Page Down on the last page comes back to the first"


def test_every_button_on_every_page_shows_the_words_of_the_option_its_key_chooses(board):
    app, scene = board
    seen = []
    for _ in each_page(app, scene):
        for button in scene.panel.buttons:
            choice = chosen_by(app, scene, key(NUMBER_KEYS[int(button.key) - 1]))
            assert button.label == words_for(scene, choice), \
                f"page {scene.panel.page + 1}: the button reading {button.key} {button.label!r} chose {choice!r}"
            seen.append(choice)
    assert sorted(map(str, seen)) == sorted(map(str, scene.panel.options)), "every option is on some page, once"


def test_every_button_on_every_page_chooses_the_option_it_shows_when_clicked(board):
    app, scene = board
    for _ in each_page(app, scene):
        for button in scene.panel.buttons:
            choice = chosen_by(app, scene, click(button.rect.center))
            assert button.label == words_for(scene, choice), \
                f"page {scene.panel.page + 1}: clicking {button.label!r} chose {choice!r}"


def test_the_buttons_are_numbered_from_one_on_every_page_and_stay_inside_the_panel(board):
    app, scene = board
    for _ in each_page(app, scene):
        panel = scene.panel
        assert [b.key for b in panel.buttons] == [str(n) for n in range(1, len(panel.buttons) + 1)]
        assert [b.index for b in panel.buttons] == list(panel.visible())
        for button in panel.buttons:
            assert panel.rect.contains(button.rect), f"{button.label!r} leaves the choice panel"


def test_a_number_with_no_button_on_this_page_chooses_nothing(board):
    app, scene = board
    app.step([key(pygame.K_PAGEUP)], 0.016)                     # the last page, the shortest
    shown = len(scene.panel.buttons)
    assert shown < len(NUMBER_KEYS)
    caught: list = []
    scene.panel.on_choose = caught.append
    app.step([key(NUMBER_KEYS[shown])], 0.016)
    assert caught == []


def test_enter_after_a_page_turn_chooses_the_highlighted_option_shown_on_that_page(board):
    app, scene = board
    app.step([key(pygame.K_PAGEDOWN), key(pygame.K_DOWN)], 0.016)
    hot = [b for b in scene.panel.buttons if b.index == scene.panel.highlight]
    assert len(hot) == 1, "the highlighted option is one of the buttons shown"
    assert words_for(scene, chosen_by(app, scene, key(pygame.K_RETURN))) == hot[0].label


def test_the_mouse_wheel_turns_the_page_and_the_buttons_with_it(board, monkeypatch):
    app, scene = board
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.panel.rect.center)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 0.016)
    assert scene.panel.page == 1
    button = scene.panel.buttons[0]
    assert words_for(scene, chosen_by(app, scene, key(pygame.K_1))) == button.label
    assert words_for(scene, chosen_by(app, scene, key(pygame.K_RETURN))) == button.label


def test_a_page_holds_at_least_five_options_even_at_800x600(board):
    """Issue 23, item 4: at 800x600 the buttons were shorter than their words; a page now holds
    only buttons tall enough, and the short window gives the panel room for five of them."""
    from landlord.ui import theme
    app, scene = board
    assert scene.panel.per_page >= 5, f"a page holds {scene.panel.per_page} options"
    words = theme.font(scene.panel.size).get_linesize()
    assert all(button.rect.h >= words for button in scene.panel.buttons)
