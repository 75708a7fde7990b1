"""In the window the expert thinks off the event loop, and a person may ask it for a hint.

A (for advice; H is the help) or the Hint button asks the expert what it would do in the
person's decision: its choice is starred in the choice panel and said in one sentence, and
nothing is played. An expert seat's move is worked out in a worker thread while the window
goes on drawing; it is the move headless play makes, and leaving the game stops the search.
"""
from __future__ import annotations

import pygame
import pytest

from landlord.driver import GameDriver, Seat
from landlord.ui.labels import option_label
from landlord.ui.scenes.board import BoardScene
from landlord.ui.session import GameSession

from ui_events import click, key

SEED = 5


@pytest.fixture
def small_app():
    from landlord.ui.app import App
    application = App(size=(800, 600))
    yield application
    pygame.quit()


def board_with(app, kinds, pace="instant") -> BoardScene:
    seats = [Seat(f"P{i + 1}", kind, i) for i, kind in enumerate(kinds)]
    session = GameSession(app.engine, seats, SEED, options={"jail": "classic"}, pace=pace, autosave=False)
    board = BoardScene(app, session)
    app.stack.push(board)
    return board


def to_a_persons_decision(app, board) -> None:
    for _ in range(500):
        app.step([], 0.05)
        if board.panel is not None:
            return
    raise AssertionError("no decision of the person's came")


def hint_shown(app, board) -> str:
    """Wait for the hint's worker (if the frame that asked has not shown it already), then a frame
    to show it; the sentence shown."""
    if board.hints.thinking is not None:
        assert board.hints.thinking.wait(60)
        app.step([], 0.016)
    assert board.hints.sentence is not None
    return board.hints.sentence


def test_the_hint_key_stars_a_legal_option_and_says_why_in_a_sentence_without_playing_it(small_app):
    board = board_with(small_app, ["human", "heuristic", "heuristic"])
    to_a_persons_decision(small_app, board)
    decision, played = board.session.decision, len(board.session.state.history)
    small_app.step([key(pygame.K_a)], 0.016)
    sentence = hint_shown(small_app, board)
    assert board.hints.choice in decision.options
    words = option_label(decision, board.hints.choice, small_app.engine.rules, board.names, small_app.engine.jail_games)
    assert sentence.startswith(words) and sentence.endswith(".")
    assert small_app.toast_text == sentence
    assert board.panel.advised == list(decision.options).index(board.hints.choice)
    assert len(board.session.state.history) == played          # shown, not played


def test_the_hint_button_asks_the_expert_too(small_app):
    board = board_with(small_app, ["human", "heuristic"])
    to_a_persons_decision(small_app, board)
    assert board.hints.button is not None and board.hints.button.rect.right <= board.propose_button.rect.x
    small_app.step([click(board.hints.button.rect.center)], 0.016)
    hint_shown(small_app, board)
    assert board.hints.choice in board.session.decision.options


def test_an_expert_seat_thinks_while_the_window_draws_and_plays_as_headless_play_does(small_app, engine):
    board = board_with(small_app, ["expert-quick", "heuristic", "heuristic"])
    session = board.session
    seen_thinking = False
    for _ in range(3000):
        small_app.step([], 0.05)            # every frame returns, whether or not the expert has its move
        seen_thinking |= session.thinking is not None and not session.thinking.done
        if session.state.round > 2:
            break
        if session.thinking is not None:
            session.thinking.wait(0.05)
    assert seen_thinking and session.state.round > 2
    headless = engine.new_game(session.names, seed=SEED, jail="classic")
    GameDriver(engine, headless, session.kinds).run(decisions=len(session.state.history))
    assert headless.history[:len(session.state.history)] == session.state.history


def test_leaving_the_game_stops_the_experts_search(small_app):
    board = board_with(small_app, ["expert-deep", "heuristic"])
    session = board.session
    for _ in range(200):
        small_app.step([], 0.05)
        if session.thinking is not None and not session.thinking.done:
            break
    thinking = session.thinking
    assert thinking is not None
    small_app.stack.pop()
    assert thinking.wait(10) and thinking.result is None and session.thinking is None
