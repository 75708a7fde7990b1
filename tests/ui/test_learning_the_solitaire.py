"""The Oubliette solitaire is learned at the table (issue 23, item 6): a person's prisoner is shown how
to escape on his first turn in it (the jail game's own words, once), Help has the same page and the
rules in full, the Path shows the number each room needs, and the move the game's own advice picks
is starred and read under the buttons, at 800x600, 1280x800 and 2560x1440. Advice marks; it never
chooses or changes the game."""
from __future__ import annotations

import copy

import pygame

from landlord.ui.scenes.help import HelpScene
from landlord.ui.widgets import ADVICE_MARK, ADVICE_WORDS
from landlord_plugins.oubliette_solitaire.words import HELP_TEXT

from test_jail_views import answer, to_jail_turn
from test_learning_dungeonopoly import drawn
from test_nothing_overflows import window  # noqa: F401  (the window at each size, recorded)
from ui_events import key


def prisoner(app):
    return to_jail_turn(app, "solitaire", size=app.screen.get_size())


def test_the_first_turn_in_the_solitaire_shows_how_to_escape_once(window):
    app, recorder = window
    scene = prisoner(app)
    shown = " ".join(drawn(app, recorder))
    assert "how to escape" in shown and "ladder of nine cards" in shown
    answer(scene, app)
    assert "how to escape" not in " ".join(drawn(app, recorder)), "the card goes with his first choice"
    assert (0, "solitaire") in scene.jail_notes.seen, "and is not shown that seat again this game"


def test_help_has_the_solitaires_how_to_escape_and_its_rules_in_full(window):
    app, recorder = window
    app.stack.push(HelpScene(app, about="Oubliette Solitaire"))
    shown = drawn(app, recorder)
    assert "THE OUBLIETTE SOLITAIRE: HOW TO ESCAPE" in shown
    texts = []
    for _ in range(len(app.stack.top.screens)):
        texts += drawn(app, recorder)
        app.step([key(pygame.K_RIGHT)], 0.016)
    assert "THE RULES IN FULL (Julian Jimenez's, in our words)" in texts
    assert HELP_TEXT[0] in texts


def test_the_path_shows_the_number_each_room_needs(window):
    app, recorder = window
    scene = prisoner(app)
    prisoner_slot = scene.session.state.plugin_data["jail"]["0"]
    for _ in range(3):                                      # play, the deal: the Path is begun
        if "game" in prisoner_slot:
            break
        answer(scene, app)
        prisoner_slot = scene.session.state.plugin_data["jail"]["0"]
    game = prisoner_slot["game"]
    shown = drawn(app, recorder)
    if game["path"]:
        first, way = game["path"][0]["value"], game["direction"]
        to_come = [str(first + i * way) for i in range(len(game["path"]) + 1, 9)]
        assert all(number in shown for number in to_come), f"{to_come} among {shown}"
    else:
        assert "10 or 2" in shown


def test_the_move_the_games_advice_picks_is_starred_and_read_under_the_buttons(window):
    app, recorder = window
    scene = prisoner(app)
    before = copy.deepcopy(scene.session.state)
    panel = scene.panel
    assert panel.advised is not None, "the solitaire advises its prisoner"
    advice = app.engine.jail_suggestion(scene.session.state, scene.session.human_decision())
    assert panel.options[panel.advised] == advice
    assert scene.session.state.history == before.history, "advice changes nothing"
    app.step([key(pygame.K_DOWN)] * ((panel.advised - panel.highlight) % len(panel.options)), 0.016)
    shown = drawn(app, recorder)
    assert ADVICE_MARK in shown and any(ADVICE_WORDS.split(":")[0] in text for text in shown)
