"""Propose the Single Tax or a Trust "at any time", whoever's turn it is (T, or the Propose button).

While it is open, computer play stops at the next point where proposals can be put (a turn's
business, a prisoner's decision in Jail): then it lists what each person at the desk may
propose. Choosing one puts it to the table; Escape closes it and play goes on.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene
from ..session import GameSession
from ..widgets import ChoicePanel

NOTHING_OPEN = ("Nothing can be proposed now. The Single Tax can be proposed until it is adopted, by each "
                "player once a round; a railroad Trust by the two players who own all the railroads between "
                "them, until it is formed. A prisoner of the Oubliette does no business.")
WAITING = "Waiting for play to pause at a turn's business..."
ANSWER_FIRST = ("Answer the question in hand first: proposals are put between pieces of business, at a "
                "turn's business or in Jail.")


def proposal_label(names: list[str], seat: int, what: str) -> str:
    if what == "single_tax":
        return f"{names[seat]}: propose the Single Tax"
    return f"{names[seat]}: propose a railroad Trust to {names[int(what[6:])]}"


class ProposeScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.panel: ChoicePanel | None = None
        self.panel_for: int | None = None        # len(history) the panel was made for
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.session.held = True

    def exit(self) -> None:
        self.session.held = False

    def _close(self) -> None:
        self.app.stack.remove(self)

    def _message(self) -> str:
        s = self.session
        if s.at_a_pause:
            return NOTHING_OPEN
        return ANSWER_FIRST if s.human_decision() is not None else WAITING

    def update(self, dt: float) -> None:
        s = self.session
        if s.over:
            self._close()
            return
        stamp = len(s.state.history)
        if self.panel_for == stamp:
            return
        self.panel_for = stamp
        offers = s.human_proposals()
        if not offers:
            self.panel = None
            return
        names = [seat.name for seat in s.seats]
        labels = [proposal_label(names, seat, what) for _, seat, what in offers] + ["Cancel"]
        self.panel = ChoicePanel("Propose, whoever's turn it is:", [c for c, _, _ in offers] + [None],
                                 labels, self._choose)

    def _choose(self, choice) -> None:
        self._close()
        if choice is not None:
            self.session.submit(choice)
            self.app.sounds.play("click")

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_t):
            self._close()
            return True
        if self.panel is not None and self.panel.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.box.collidepoint(event.pos):
            self._close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, (0, 0))
        self.box = pygame.Rect(0, 0, min(560, w - 40), min(360, h - 40))
        self.box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.PANEL, self.box, border_radius=10)
        pygame.draw.rect(surface, theme.INK, self.box, 2, border_radius=10)
        inner = self.box.inflate(-32, -32)
        hint = theme.font(15).render("Esc: close", True, theme.MUTED)
        surface.blit(hint, hint.get_rect(bottomright=inner.bottomright))
        if self.panel is not None:
            self.panel.layout(pygame.Rect(inner.x, inner.y, inner.w, inner.h - hint.get_height() - 6))
            self.panel.draw(surface)
            return
        f = theme.font(18)
        y = inner.y
        for line in theme.wrap(self._message(), f, inner.w):
            surface.blit(f.render(line, True, theme.INK), (inner.x, y))
            y += f.get_linesize()
