"""A yes/no question over the current screen (Y / Enter, N / Escape, or click)."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..scene import Scene
from ..widgets import Button


class ConfirmScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question, self.on_yes = question, on_yes
        self.yes = Button(pygame.Rect(0, 0, 140, 40), "Yes")
        self.no = Button(pygame.Rect(0, 0, 140, 40), "No")

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_y, pygame.K_RETURN, pygame.K_KP_ENTER):
                self._answer(True)
            elif event.key in (pygame.K_n, pygame.K_ESCAPE):
                self._answer(False)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.yes.rect.collidepoint(event.pos):
                self._answer(True)
            elif self.no.rect.collidepoint(event.pos):
                self._answer(False)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def _answer(self, yes: bool) -> None:
        self.app.stack.remove(self)
        if yes:
            self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, 420, 150)
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, theme.INK, box, 2, border_radius=10)
        text = theme.font(22, bold=True).render(self.question, True, theme.INK)
        surface.blit(text, text.get_rect(midtop=(box.centerx, box.y + 22)))
        self.yes.rect.topleft = (box.centerx - 150, box.bottom - 60)
        self.no.rect.topleft = (box.centerx + 10, box.bottom - 60)
        self.yes.draw(surface, "Y", 20)
        self.no.draw(surface, "N", 20)
