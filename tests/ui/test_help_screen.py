"""The Help screen fits the window, and the new-game screen marks what is not 1906."""
from __future__ import annotations

import pygame
import pytest

from landlord.ui.cards_text import mark
from landlord.ui.scenes import help as help_scene
from landlord.ui.scenes.newgame import NewGameScene


@pytest.mark.parametrize("size, smallest", [((1280, 800), 18), ((1024, 700), 16)])
def test_the_help_fits_the_window_in_readable_type(app, size, smallest):
    text_size, lines, bottom = help_scene.layout(*size)
    assert bottom <= size[1], f"the Help runs {bottom - size[1]} px below a {size} window"
    assert text_size >= smallest, f"the Help needs {text_size} px type to fit a {size} window"
    for line, heading, _ in lines:
        assert help_scene.theme.font(text_size, bold=heading).size(line)[0] <= size[0] - 2 * help_scene.MARGIN_X
    assert lines[0] == ("THE LANDLORD'S GAME (Elizabeth Magie, 1906)", True, help_scene.TOP)


def test_the_help_draws_every_line_inside_the_window(app):
    surface = pygame.Surface((1024, 700))
    help_scene.HelpScene(app).draw(surface)
    _, lines, bottom = help_scene.layout(1024, 700)
    assert lines[-1][2] < 700 and bottom <= 700


def test_the_new_game_screen_marks_the_reconstructed_end_and_names_the_1906_jail(app):
    scene = NewGameScene(app)
    labels = [line.label() for line in scene.lines()]
    assert any("wages 5 times" in label and mark("end") in label for label in labels)
    jail = next(label for label in labels if label.startswith("Jail:"))
    assert scene.jail == app.rules.default_jail and jail == \
        "Jail: Open Oubliette, a jail game not in the 1906 rules (Left/Right: The 1906 Jail)"
    scene.count = 5
    assert mark("players") in scene.lines()[0].label()
