"""The way from one screen to another: the one module that knows every scene.

A scene opens another by asking the app (``self.app.open.load()``, ``self.app.open.board(session)``)
and puts what it gets on the stack itself (push, replace), so no scene imports another and none
imports the app: the scenes stand below this module, and only ``app.py`` imports it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from .scene import Scene
from .scenes.board import BoardScene
from .scenes.compare import CompareScene
from .scenes.confirm import ConfirmScene
from .scenes.end import EndScene
from .scenes.gini import GiniScene
from .scenes.handover import HandOverScene
from .scenes.help import HelpScene
from .scenes.load import LoadScene
from .scenes.newgame import NewGameScene
from .scenes.propose import ProposeScene
from .scenes.reading import ReadingScene
from .scenes.start import first_scene
from .session import GameSession

if TYPE_CHECKING:
    from .app import App


class Navigation:
    """Makes each scene of the window for ``app``, by what it is for."""

    def __init__(self, app: App) -> None:
        self.app = app

    def first(self) -> Scene:
        """The screen the window opens at: Continue if a game can be, else a new game."""
        return first_scene(self.app)

    def board(self, session: GameSession) -> BoardScene:
        return BoardScene(self.app, session)

    def new_game(self) -> NewGameScene:
        return NewGameScene(self.app)

    def load(self) -> LoadScene:
        return LoadScene(self.app)

    def compare(self, *, players: int, jail: str, end_wages_times: int | None = None,
                lesson: str | None = None) -> CompareScene:
        return CompareScene(self.app, players=players, jail=jail, end_wages_times=end_wages_times, lesson=lesson)

    def gini(self) -> GiniScene:
        """What a Gini coefficient means, for the class reading "Compare the rules"."""
        return GiniScene(self.app)

    def propose(self, session: GameSession) -> ProposeScene:
        return ProposeScene(self.app, session)

    def end(self, session: GameSession) -> EndScene:
        return EndScene(self.app, session)

    def help(self) -> HelpScene:
        return HelpScene(self.app)

    def reading(self, title: str, text: str, area: pygame.Rect) -> ReadingScene:
        """An option's whole text on a card over ``area``."""
        return ReadingScene(self.app, title, text, area)

    def confirm(self, question: str, on_yes: Callable[[], None]) -> ConfirmScene:
        return ConfirmScene(self.app, question, on_yes)

    def hand_over_if_needed(self) -> None:
        """Put the hand-over screen up if the board's game waits for another person at the desk.

        ``App.step`` calls this after every update, so the next person's question is never drawn
        (nor clickable) before he has the desk.
        """
        top = self.app.stack.top
        if isinstance(top, BoardScene) and top.session.hand_over_to() is not None:
            self.app.stack.push(HandOverScene(self.app, top.session))
