"""In the window a person proposes the Single Tax or a Trust whoever's turn it is: T or the
Propose button stops computer play where proposals can be put and lists what he may propose."""
from __future__ import annotations

import pygame

from landlord.driver import Seat
from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.propose import NOTHING_OPEN, ProposeScene
from landlord.ui.session import GameSession

from ui_events import click, key


def board_with(app, kinds, seed=3, pace="fast", **options) -> BoardScene:
    seats = [Seat(f"P{i + 1}", kind, i) for i, kind in enumerate(kinds)]
    session = GameSession(app.engine, seats, seed, options={"jail": "classic", "start": "beginners", **options},
                          pace=pace, autosave=False)
    board = BoardScene(app, session)
    app.stack.push(board)
    return board


def test_pressing_t_on_a_computers_turn_stops_play_there_and_lists_the_persons_proposals(app):
    board = board_with(app, ["human", "heuristic", "heuristic"])
    s = board.session
    while not (s.decision.kind == "turn" and s.decision.actor == 1):   # to the computer's turn
        app.step([key(pygame.K_1)] if board.panel is not None else [], 0.05)
    app.step([key(pygame.K_t)], 0.016)
    assert isinstance(app.stack.top, ProposeScene)
    for _ in range(5):
        app.step([], 0.5)                   # computer play is held while the person chooses
    assert s.decision.kind == "turn" and s.decision.actor == 1
    panel = app.stack.top.panel
    assert panel is not None and panel.labels[0] == "P1: propose the Single Tax"
    app.step([key(pygame.K_1)], 0.016)
    assert not isinstance(app.stack.top, ProposeScene)
    assert s.state.history[-1] == ("propose", 0, "single_tax")
    assert s.decision.kind == "single_tax_vote" and s.decision.actor == 0     # the proposer votes first


def test_the_propose_button_opens_it_too_and_escape_lets_play_go_on(app):
    board = board_with(app, ["human", "heuristic"])
    app.step([], 0.016)
    assert board.propose_button is not None
    app.step([click(board.propose_button.rect.center)], 0.016)
    assert isinstance(app.stack.top, ProposeScene)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.stack.top is board and not board.session.held


def test_when_nothing_can_be_proposed_the_scene_says_why(app):
    board = board_with(app, ["human", "heuristic"], single_tax=True)     # adopted from the start
    s = board.session
    while s.decision.kind != "turn":
        app.step([key(pygame.K_1)] if board.panel is not None else [], 0.05)
    app.step([key(pygame.K_t)], 0.016)
    app.step([], 0.016)
    scene = app.stack.top
    assert isinstance(scene, ProposeScene) and scene.panel is None and scene._message() == NOTHING_OPEN
