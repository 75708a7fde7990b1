"""The hand-over screen: two or more people at one desk pass it between them.

When the person who must answer next is not the one who answered last ("Ben's turn: press a
key"), the board is hidden until the next person presses a key or clicks, so nobody answers
(or sees the question) for another. It never appears in a game with one person or none: the
session asks for it only when two or more seats are people (``GameSession.hand_over_to``).

Keys pressed in the first moments after it appears are ignored: the last person may still be
pressing keys, and those must not dismiss it for the next.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene
from ..session import GameSession

#: Seconds during which keys and clicks do not dismiss the screen.
ARMING_SECONDS = 0.4


class HandOverScene(Scene):
    modal = True        # opaque too: the board is hidden until the next person has the desk

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.seat = session.hand_over_to()
        self.armed_in = ARMING_SECONDS

    def update(self, dt: float) -> None:
        self.armed_in = max(0.0, self.armed_in - dt)
        seat = self.session.hand_over_to()
        if seat is None:                   # an undo, or the game moved on: nobody to hand to
            self.app.stack.remove(self)
        else:
            self.seat = seat

    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.armed_in <= 0:
            if self.seat is not None:
                self.session.handed_over(self.seat)
            self.app.stack.remove(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        if self.seat is None:
            return
        w, h = surface.get_size()
        scale = max(0.7, min(2.0, min(w / 1280, h / 800)))
        seat = self.session.seats[self.seat]
        decision = self.session.human_decision()
        title_font = theme.font(round(44 * scale), bold=True)
        title = title_font.render(self.title(), True, theme.INK)
        r = round(26 * scale)
        y = h // 2 - title.get_height() - r
        theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token], (w // 2, y - r), r)
        surface.blit(title, title.get_rect(midtop=(w // 2, y + r // 2)))
        y += r // 2 + title.get_height() + round(14 * scale)
        f = theme.font(round(20 * scale))
        lines = [f"Pass the desk to {seat.name}."]
        if decision is not None:
            lines.append(decision.prompt)
        lines.append("" if self.armed_in > 0 else f"{seat.name}: press a key or click when you are ready.")
        for text in lines:
            for line in theme.wrap(text, f, w - 80):
                img = f.render(line, True, theme.MUTED)
                surface.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += f.get_linesize()

    def title(self) -> str:
        """"Ben's turn" for his own turn; "Ben to answer" for a bid, a vote or an offer in another's."""
        name = self.session.seats[self.seat].name if self.seat is not None else ""
        d = self.session.human_decision()
        return f"{name}'s turn" if d is not None and d.kind == "turn" else f"{name} to answer"
