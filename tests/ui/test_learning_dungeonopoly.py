"""Dungeonopoly is learned inside the game (issue 23, item 5): the seat choosing a class reads what
it does on the new-game screen, every ability's whole text is read where it is offered, and Help
has Dungeonopoly's pages; the words are the plugin's own, at 800x600, 1280x800 and 2560x1440."""
from __future__ import annotations

import pygame
import pytest

from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.help import HelpScene
from landlord.ui.scenes.newgame import NewGameScene
from landlord_plugins.dungeonopoly.classes import CLASSES

from test_nothing_overflows import _board, window  # noqa: F401  (the window at each size, recorded)
from ui_events import key

def drawn(app, recorder) -> list[str]:
    """One frame; the texts it drew (and none out of the window or over another)."""
    recorder.begin_frame(app.screen)
    app.step([], 0.016)
    assert recorder.problems(app.screen) == []
    return [placed.text for placed in app.screen.texts]


def six_seats_with_dungeonopoly_on(app) -> NewGameScene:
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.count = 6
    scene.house_on["dungeonopoly"] = True
    return scene


def test_the_seat_choosing_a_class_reads_what_it_does(window):
    app, recorder = window
    scene = six_seats_with_dungeonopoly_on(app)
    scene.focus = next(k for k, line in enumerate(scene.lines()) if line.kind == "choice" and line.row == 2)
    shown = " ".join(drawn(app, recorder))
    assert "Seat 2" in shown and "The Wizard, who bends the board to her will." in shown
    app.step([key(pygame.K_RIGHT)], 0.016)                     # seat 2 becomes a Cleric
    shown = " ".join(drawn(app, recorder))
    assert CLASSES["cleric"].blurb.split(".")[0] in shown and "Wizard, who" not in shown


def test_help_has_dungeonopolys_pages_crediting_its_authors_with_every_class(window):
    app, recorder = window
    app.stack.push(HelpScene(app))
    drawn(app, recorder)
    seen = []
    for _ in range(len(app.stack.top.screens) - 1):
        app.step([key(pygame.K_RIGHT)], 0.016)
        seen += drawn(app, recorder)
    text = " ".join(seen)
    assert "Curtis & Kelsey Rueden" in text
    assert all(cls.name.upper() in seen for cls in CLASSES.values())
    assert isinstance(app.stack.top, HelpScene), "turning the pages keeps Help open"


def rogue_beside_ben(app) -> BoardScene:
    """Ann, a Rogue with 15 points in Pick Pockets, on Mother Earth with Ben before her first
    throw: she may pick his pockets."""
    return _board(app, ("human", "human", "human"), (0, "house:dungeonopoly:skills", "pick_pockets", 15, "later"),
                  house_rules=["dungeonopoly"], house_settings={"dungeonopoly": {"classes": ["rogue", "fighter", "wizard"]}})


def test_an_abilitys_whole_text_is_read_where_it_is_offered(window):
    app, recorder = window
    board = rogue_beside_ben(app)
    app.step([], 0.016)
    panel = board.panel
    at = next(k for k, option in enumerate(panel.options) if "pick_pockets" in str(option))
    label = panel.labels[at]
    assert "cash in hand" in label and "one try a turn" in label
    app.step([key(pygame.K_DOWN)] * at, 0.016)                 # the highlight on Pick Pockets
    assert panel.highlight == at
    shown = " ".join(drawn(app, recorder))
    assert "Pick Pockets, the Rogue's skill" in shown, "the ability's own text, from the plugin"
    whole = " ".join(shown.split())
    assert " ".join(label.split()) in whole or panel.buttons[at % panel.per_page].shows_whole(
        str(at % panel.per_page + 1), panel.size), "a label its button cuts is read whole under the buttons"


def test_the_variants_are_switches_under_dungeonopoly_off_at_first_and_handed_to_the_game(window):
    app, recorder = window
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.focus = next(k for k, line in enumerate(scene.lines()) if line.ident == "house rule dungeonopoly")
    app.step([key(pygame.K_RIGHT)], 0.016)                     # Dungeonopoly on: its jail, the 1906 one
    assert scene.jail == "classic"
    lines = {line.ident: line for line in scene.lines()}
    assert lines["house switch dungeonopoly quicker_game"].value() == (
        "Quicker game: three cards dealt each, one turn in Jail, 5 EP a level: off")
    assert lines["house switch dungeonopoly blitz_game"].value().endswith(": off")
    assert lines["house switch dungeonopoly strict_politics"].value().endswith(": off")
    scene.focus = next(k for k, line in enumerate(scene.lines())
                       if line.ident == "house switch dungeonopoly quicker_game")
    app.step([key(pygame.K_RIGHT)], 0.016)
    drawn(app, recorder)                                       # nothing drawn out of the window
    assert scene.house_settings()["dungeonopoly"]["quicker_game"] is True


def test_each_seat_chooses_a_second_class_beside_its_class_for_the_gestalt_variant(window):
    # "Each player chooses two classes" (Gestalt classes): a second column, none at first (D-117)
    app, recorder = window
    scene = six_seats_with_dungeonopoly_on(app)
    seconds = [line for line in scene.lines() if line.kind == "choice" and line.key.endswith("second_classes")]
    assert [line.value() for line in seconds] == ["None"] * 6
    assert seconds[0].caption == "Seat 1 Second class"
    scene.focus = next(k for k, line in enumerate(scene.lines()) if line.key == seconds[0].key)
    app.step([key(pygame.K_RIGHT), key(pygame.K_RIGHT)], 0.016)     # None, Fighter, then Wizard
    drawn(app, recorder)                                       # nothing drawn out of the window or over another
    assert seconds[0].value() == "Wizard"
    assert scene.house_settings()["dungeonopoly"]["second_classes"] == ["wizard", "none", "none", "none", "none",
                                                                        "none"]


def test_a_second_class_the_same_as_the_first_stops_the_start_with_a_line_saying_why(app):
    scene = six_seats_with_dungeonopoly_on(app)
    scene.seat_choices[("dungeonopoly", "second_classes")][0] = "fighter"      # seat 1 is a Fighter already
    scene.begin()
    assert "second_classes: seat 1: she is a Fighter already" in scene.error
    assert app.stack.top is scene
