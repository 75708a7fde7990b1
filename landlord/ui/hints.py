"""The hint for people: a key (A, for advice) and a button that ask the expert what it would do.

The expert searches the decision a person at the desk must answer, in a worker thread
(:func:`.thinking.hint`), while the window goes on drawing; its choice is then starred in the
choice panel and said in one sentence (:mod:`.hint_words`). It is shown, never played: the
person still chooses. A hint asked for a decision that has since been answered is dropped.
"""
from __future__ import annotations

from typing import Any

import pygame

from ..ai.search import SearchResult
from .hint_words import hint_sentence
from .labels import option_label
from .thinking import Thinking, hint
from .widgets import Button

#: The hint's key: H is the help's, so A, for advice.
HINT_KEY = pygame.K_a
#: Seconds the hint's sentence stays up.
HINT_SECONDS = 12.0


class Hints:
    """One board's hints: the one being worked out, and the last one given."""

    def __init__(self) -> None:
        self.button: Button | None = None
        self.thinking: Thinking[SearchResult] | None = None
        self.asked_at: int | None = None      # len(history) when asked
        self.sentence: str | None = None      # the last hint given, for the decision it was asked at
        self.choice: Any = None

    def layout(self, rect: pygame.Rect) -> None:
        self.button = Button(rect, "Hint")

    def ask(self, session: Any) -> str:
        """Start working out a hint for the person whose decision waits; what to tell him now."""
        decision = session.human_decision()
        if decision is None:
            return "A hint is for a decision of yours: none is waiting now."
        self.stop()
        self.sentence, self.choice = None, None
        self.thinking = hint(session.engine, session.state)
        self.asked_at = len(session.state.history)
        return "The expert is thinking..."

    def poll(self, session: Any) -> str | None:
        """The hint's sentence once it is ready for the decision still waiting, else None."""
        thinking = self.thinking
        if thinking is None or not thinking.done:
            return None
        self.thinking = None
        decision = session.human_decision()
        if thinking.result is None or decision is None or self.asked_at != len(session.state.history):
            return None if thinking.error is None else f"No hint: {thinking.error}"
        names = [seat.name for seat in session.seats]
        rules, games = session.engine.rules, session.engine.jail_games
        self.choice = thinking.result.choice
        self.sentence = hint_sentence(rules, session.state, decision, thinking.result,
                                      lambda option: option_label(decision, option, rules, names, games))
        return self.sentence

    def stop(self) -> None:
        if self.thinking is not None:
            self.thinking.stop()
            self.thinking = None

    def clicked(self, event: Any) -> bool:
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button is not None
                and self.button.rect.collidepoint(event.pos))

    def draw(self, surface: pygame.Surface, size: int) -> None:
        if self.button is not None:
            self.button.label = "Hint..." if self.thinking is not None else "Hint"     # "...": still thinking
            self.button.draw(surface, "A", size)
