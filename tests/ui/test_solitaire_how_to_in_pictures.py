"""The Oubliette solitaire's first-turn card shows how to escape in pictures (issue 23, item 6): the
Path begun with its next room marked, the four piles, and two kept cards spent on a Jack, drawn with
the solitaire's own cards by its view's optional ``draw_rules_picture``, over fewer words than the
paragraphs it replaces; at 800x600, 1280x800 and 2560x1440 nothing leaves the window or runs into
anything. A jail game whose view draws no picture keeps its card of words, and a picture that
fails is left out."""
from __future__ import annotations

import logging

from landlord.engine.plugin_guard import WarnOnce
from landlord.ui import jail_notes
from landlord_plugins.oubliette_solitaire.view import SUIT_SIGNS, SolitaireView
from landlord_plugins.oubliette_solitaire.words import HOW_TO_ESCAPE, PICTURE_WORDS, RULES_CARD

from test_jail_views import to_jail_turn
from test_learning_dungeonopoly import drawn
from test_nothing_overflows import window  # noqa: F401  (the window at each size, recorded)


def corner(card: str) -> str:
    """What a drawn card prints in its corner: "10" and a spade for "10S"."""
    return card[:-1] + SUIT_SIGNS[card[-1]]


def test_the_first_turn_card_draws_the_path_the_piles_and_a_fight_with_the_solitaires_cards(window):
    app, recorder = window
    scene = to_jail_turn(app, "solitaire", size=app.screen.get_size())
    shown = drawn(app, recorder)
    assert {corner(card) for card in ("10S", "9H", "JC", "6D", "5C")} <= set(shown), "the cards are drawn"
    assert PICTURE_WORDS["next"] in shown, "the room needed next is marked"
    assert PICTURE_WORDS["spent"] in shown and any(text.startswith("3. A Jack") for text in shown)
    assert RULES_CARD[1] in " ".join(shown), "and the card's few lines are read under the picture"
    picture = [p.rect for p in app.screen.texts if p.text in (corner("10S"), PICTURE_WORDS["spent"])]
    assert all(scene.view.rect.contains(rect) for rect in picture), "the picture lies over the table"


def test_the_card_says_in_fewer_words_what_its_paragraphs_said():
    card = len(" ".join(RULES_CARD + list(PICTURE_WORDS.values())).split())
    assert card < len(" ".join(HOW_TO_ESCAPE).split())


def test_a_jail_game_whose_view_draws_no_picture_keeps_its_card_of_words(window):
    app, recorder = window
    scene = to_jail_turn(app, "oubliette", size=app.screen.get_size())
    assert not hasattr(scene.jail_view, "draw_rules_picture")
    shown = " ".join(drawn(app, recorder))
    assert "Open Oubliette" in shown and "John Colagioia" in shown


def test_a_picture_that_fails_is_left_out_said_once_and_the_words_stay(window, caplog, monkeypatch):
    class Torn(SolitaireView):
        def draw_rules_picture(self, surface, rect):
            raise ValueError("torn")

    app, recorder = window
    monkeypatch.setattr(jail_notes, "WORDS_WARNINGS", WarnOnce())
    scene = to_jail_turn(app, "solitaire", size=app.screen.get_size())
    scene.jail_view = Torn()
    with caplog.at_level(logging.WARNING, logger="landlord.plugins"):
        shown = " ".join(drawn(app, recorder) + drawn(app, recorder))
    assert RULES_CARD[1] in shown and corner("10S") not in shown
    assert [r.message for r in caplog.records].count(
        "jail game 'solitaire': draw_rules_picture() failed (ValueError: torn); the rules card is shown without it") == 1
