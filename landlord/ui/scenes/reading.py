"""An option's whole text on a card over the board, opened from the choice panel (F2, "?" or a
click under the buttons) when the room under the buttons cannot hold it; any key or click puts
it away, and is used for nothing else (a key pressed to close the card never chooses an option)."""
from __future__ import annotations

import pygame

from ..scene import Scene
from ..text_card import draw_text_card

#: The card's last line.
CLOSE_WORDS = "(Any key or click: back to the options.)"


class ReadingScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, title: str, text: str, area: pygame.Rect) -> None:
        super().__init__(app)
        self.title, self.paragraphs, self.area = title, text.split("\n"), area

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN or event.type == pygame.MOUSEBUTTONDOWN:
            self.app.stack.remove(self)
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        draw_text_card(surface, self.area, self.title, self.paragraphs, CLOSE_WORDS)
