"""Small reusable pieces: buttons and the choice panel that answers any Decision."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from . import theme

PAGE = 9      # options shown at once; number keys 1-9 choose among them


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    hot: bool = False

    def draw(self, surface: pygame.Surface, key: str = "", size: int = 18) -> None:
        pygame.draw.rect(surface, theme.BUTTON_HOT if self.hot else theme.BUTTON, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.INK, self.rect, 1, border_radius=6)
        x = self.rect.x + 8
        if key:
            k = theme.font(size, bold=True).render(key, True, theme.BUTTON_KEY)
            surface.blit(k, (x, self.rect.centery - k.get_height() // 2))
            x += k.get_width() + 8
        f, label = theme.fitted(self.label, size, self.rect.right - x - 6)
        text = f.render(label, True, theme.INK)
        surface.blit(text, (x, self.rect.centery - text.get_height() // 2))


class ChoicePanel:
    """Lists a decision's options as buttons: click one, press its number, or move with the
    arrow keys and press Enter. More than nine options page with Page Up / Page Down. The
    highlighted (or hovered) option's ``details``, if any, are shown under the buttons."""

    #: Lines kept under the buttons for the highlighted option's details.
    DETAIL_LINES = 3

    def __init__(self, prompt: str, options: Sequence[Any], labels: Sequence[str],
                 on_choose: Callable[[Any], None], details: Sequence[str] | None = None) -> None:
        self.prompt, self.options, self.labels = prompt, list(options), list(labels)
        self.details = list(details) if details is not None else [""] * len(self.options)
        self.on_choose = on_choose
        self.page = 0
        self.highlight = 0
        self.buttons: list[Button] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.size = 18

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.options) // PAGE))

    def visible(self) -> range:
        start = self.page * PAGE
        return range(start, min(start + PAGE, len(self.options)))

    def layout(self, rect: pygame.Rect, size: int = 18) -> None:
        """Lay the buttons out in ``rect`` for type of ``size`` pixels (drawn at that size too)."""
        self.rect, self.size = rect, size
        prompt_h = (len(theme.wrap(self.prompt, theme.font(size), rect.w)) + 1) * (size + 2)
        details_h = self.DETAIL_LINES * theme.font(size - 2).get_linesize() + 6 if any(self.details) else 0
        h = min(size + 14, max(18, (rect.h - prompt_h - details_h - 24) // max(1, len(self.visible()))))
        y = rect.y + prompt_h
        self.buttons = []
        for i in self.visible():
            self.buttons.append(Button(pygame.Rect(rect.x, y, rect.w, h - 4), self.labels[i], i == self.highlight))
            y += h

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.options):
            self.on_choose(self.options[index])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_9 or pygame.K_KP1 <= event.key <= pygame.K_KP9:
                n = event.key - (pygame.K_1 if event.key <= pygame.K_9 else pygame.K_KP1)
                index = self.page * PAGE + n
                if index in self.visible():
                    self.choose(index)
                    return True
                return False
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                step = 1 if event.key == pygame.K_DOWN else -1
                self.highlight = (self.highlight + step) % len(self.options)
                self.page = self.highlight // PAGE
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                step = 1 if event.key == pygame.K_PAGEDOWN else -1
                self.page = (self.page + step) % self.pages
                self.highlight = self.page * PAGE
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.highlight)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button, index in zip(self.buttons, self.visible()):
                if button.rect.collidepoint(event.pos):
                    self.choose(index)
                    return True
        if event.type == pygame.MOUSEMOTION:
            for button, index in zip(self.buttons, self.visible()):
                if button.rect.collidepoint(event.pos):
                    self.highlight = index
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.page = (self.page - event.y) % self.pages
            return True
        return False

    def draw(self, surface: pygame.Surface, size: int | None = None) -> None:
        size = size or self.size
        y = self.rect.y
        for line in theme.wrap(self.prompt, theme.font(size, bold=True), self.rect.w):
            img = theme.font(size, bold=True).render(line, True, theme.ACCENT)
            surface.blit(img, (self.rect.x, y))
            y += size + 2
        for button, index in zip(self.buttons, self.visible()):
            button.hot = index == self.highlight
            button.draw(surface, str(index - self.page * PAGE + 1), size)
        y = (self.buttons[-1].rect.bottom if self.buttons else self.rect.y) + 4
        small = theme.font(size - 2)
        if self.pages > 1:
            more = small.render(f"page {self.page + 1}/{self.pages}: Page Up / Page Down", True, theme.MUTED)
            surface.blit(more, (self.rect.x, y))
            y += small.get_linesize()
        detail = self.details[self.highlight] if 0 <= self.highlight < len(self.details) else ""
        for line in theme.wrap(detail, small, self.rect.w)[:self.DETAIL_LINES]:
            if y + small.get_linesize() > self.rect.bottom:
                break
            surface.blit(small.render(line, True, theme.INK), (self.rect.x, y))
            y += small.get_linesize()
