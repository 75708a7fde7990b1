"""Each ability's whole text can be read where it is offered, at every window size (issue 23,
item 5): where the room under a full page of buttons cuts the highlighted option's text (a
Cleric's Bless at 800x600), its last line says how to read it all, and F2, "?" or a click there
shows the whole text on a card over the board, until any key or click, which chooses nothing."""
from __future__ import annotations

import pygame

from landlord.ui.widgets import READ_HINT

from test_learning_dungeonopoly import drawn
from test_nothing_overflows import _board, window  # noqa: F401  (the window at each size, recorded)
from ui_events import click, key

#: Ann, a Cleric, on The Farm on her turn in round 3 (the computers' choices as they made them):
#: among her options, Bless and Curse The Farm, whose spell's text is the longest of her turn.
TO_THE_FARM = [0, "roll", (3, 5), "stay", "house:dungeonopoly:magic_missile-2", "roll", (4, 2), "pass", "pass", "buy",
               "house:dungeonopoly:attack-0", "roll", (2, 1), "roll", (5, 2), "pass", "pass", "buy", "house:pass",
               "house:dungeonopoly:magic_missile-0", "roll", (4, 2), "roll", (4, 2), "pass", "pass", "buy"]
BLESS = "house:dungeonopoly:bless_curse-bless"


def cleric_offered_bless(app):
    """The board with Ann's options up and Bless The Farm highlighted."""
    board = _board(app, ("human", "heuristic", "heuristic"), TO_THE_FARM, house_rules=["dungeonopoly"],
                   house_settings={"dungeonopoly": {"classes": ["cleric", "wizard", "fighter"]}})
    app.step([], 0.016)
    app.step([key(pygame.K_DOWN)] * board.panel.options.index(BLESS), 0.016)
    assert board.panel.options[board.panel.highlight] == BLESS
    return board


def words(texts) -> list[str]:
    return " ".join(texts).split()


def spell_text(board) -> str:
    """What Dungeonopoly says of the spell Bless uses, read under its button."""
    text = board.panel.details[board.panel.options.index(BLESS)]
    assert "Bless/Curse, the Cleric's spell" in text
    return text


def test_a_text_cut_under_the_buttons_ends_saying_how_to_read_it_all(window):
    app, recorder = window
    board = cleric_offered_bless(app)
    shown = drawn(app, recorder)
    whole = words([spell_text(board)])
    if app.screen.get_size() == (800, 600):
        assert not set(whole) <= set(words(shown)), "a page of buttons leaves too little room at 800x600"
    assert READ_HINT in shown or " ".join(whole) in " ".join(words(shown))


def test_f2_shows_the_highlighted_options_whole_text_over_the_board_until_any_key(window):
    app, recorder = window
    board = cleric_offered_bless(app)
    history = list(board.session.state.history)
    app.step([key(pygame.K_F2)], 0.016)
    shown = drawn(app, recorder)
    over_the_board = [p.text for p in app.screen.texts if board.view.rect.contains(p.rect)]
    assert " ".join(words([spell_text(board)])) in " ".join(words(over_the_board)), "read whole, over the board"
    assert board.panel.labels[board.panel.highlight] in " ".join(shown), "under the option's own words"
    app.step([key(pygame.K_1, "1")], 0.016)              # 1 would throw the dice: here it puts the card away
    assert board.session.state.history == history and board.panel is not None
    assert "Any key or click" not in " ".join(drawn(app, recorder)), "and the card is gone"


def test_a_question_mark_or_a_click_under_the_buttons_opens_it_too(window):
    app, recorder = window
    board = cleric_offered_bless(app)
    under = board.panel.buttons[-1].rect.bottom + 4 + (board.panel.rect.bottom - board.panel.buttons[-1].rect.bottom) // 2
    for opening in (key(pygame.K_SLASH, "?", pygame.KMOD_SHIFT), click((board.panel.rect.centerx, under))):
        app.step([opening], 0.016)
        assert "Any key or click" in " ".join(drawn(app, recorder))
        app.step([click(board.view.rect.center)], 0.016)
        assert "Any key or click" not in " ".join(drawn(app, recorder))
        assert board.pinned is None, "the click that closes the card pins no space"
