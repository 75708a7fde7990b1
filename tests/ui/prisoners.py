"""A person's prisoner at the table, for the jail games' window tests: a game (a person in seat 0,
two computers) played on until he is asked his first question in Jail, and his answers."""
from __future__ import annotations

import pygame

from landlord.driver import GameDriver
from landlord.ui.scenes.board import BoardScene
from landlord.ui.session import GameSession


def to_jail_turn(app, jail: str, seed: int = 6, size=(1280, 800)) -> BoardScene:
    """A game in the window (a person in seat 0, two computers) played on until the person's prisoner
    is asked his first question in ``jail``; the person's own board turns are answered by an agent."""
    app.screen = pygame.Surface(size)
    session = GameSession.for_kinds(app.engine, ["human", "heuristic", "heuristic"], seed,
                                    options={"jail": jail}, autosave=False)
    session.pace = "instant"
    scene = BoardScene(app, session)
    app.stack.push(scene)
    helper = GameDriver(app.engine, session.state, ["heuristic"] * 3)
    for _ in range(5000):
        top = session.state.stack[-1]
        d = session.human_decision()
        if d is not None and top["kind"] == "jail":
            app.step([], 0.016)
            return scene
        if d is not None:
            session.submit(helper.choice_for(d))
        app.step([], 0.016)
    raise AssertionError(f"seed {seed}: the person never went to Jail")


def answer(scene: BoardScene, app) -> None:
    """The person answers his question with the computer's advice, and the table is drawn."""
    d = scene.session.human_decision()
    scene.session.submit(GameDriver(app.engine, scene.session.state, ["heuristic"] * 3).choice_for(d))
    app.step([], 0.016)
