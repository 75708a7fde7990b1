"""The choice panel submits the right option for number keys, arrows and Enter, and clicks."""
from __future__ import annotations

import pygame
import pytest

from landlord.ui.widgets import PAGE, ChoicePanel

from ui_events import click, key


@pytest.fixture
def chosen():
    return []


def panel(chosen, n=4):
    options = [f"opt{i}" for i in range(n)]
    p = ChoicePanel("Choose one", options, [o.upper() for o in options], chosen.append)
    p.layout(pygame.Rect(800, 100, 400, 500))
    return p


def test_number_keys_choose_the_option_with_that_number(app, chosen):
    panel(chosen).handle_event(key(pygame.K_3))
    assert chosen == ["opt2"]


def test_a_number_beyond_the_options_chooses_nothing(app, chosen):
    assert not panel(chosen, n=2).handle_event(key(pygame.K_5))
    assert chosen == []


def test_arrow_keys_move_the_highlight_and_enter_chooses_it(app, chosen):
    p = panel(chosen)
    for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN):
        p.handle_event(key(k))
    assert chosen == ["opt3"]


def test_clicking_a_button_chooses_its_option(app, chosen):
    p = panel(chosen)
    p.handle_event(click(p.buttons[1].rect.center))
    assert chosen == ["opt1"]


def test_clicking_outside_the_buttons_chooses_nothing(app, chosen):
    p = panel(chosen)
    p.handle_event(click((5, 5)))
    assert chosen == []


def test_page_down_shows_the_next_nine_options_and_numbers_restart(app, chosen):
    p = panel(chosen, n=PAGE + 3)
    p.handle_event(key(pygame.K_PAGEDOWN))
    assert len(p.buttons) == 3
    p.handle_event(key(pygame.K_2))
    assert chosen == [f"opt{PAGE + 1}"]
