"""Drawing the board from the rules file, and the game's pieces on it.

The printed board (spaces, names, prices, rents, inner corners) is drawn once per window
size into a cached surface; each frame adds owners, houses, colleges and tokens.
"""
from __future__ import annotations

import pygame

from ..engine.rules import Rules
from ..engine.state import BANK_FLOAT, GameState
from . import theme
from .layout import Box, inner_corner_boxes, track_boxes


class BoardView:
    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._cache: tuple[tuple[int, int, int], pygame.Surface] | None = None
        self.boxes: list[Box] = []
        self.inner: list[Box] = []
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        size = min(rect.w, rect.h)
        self.rect = pygame.Rect(rect.x, rect.y + (rect.h - size) // 2, size, size)
        self.boxes = track_boxes(self.rules.size, size, self.rect.x, self.rect.y)
        self.inner = inner_corner_boxes(size, self.rect.x, self.rect.y)

    def space_at(self, pos: tuple[int, int]) -> int | None:
        for i, box in enumerate(self.boxes):
            if box.contains(*pos):
                return i
        return None

    # -- the printed board -------------------------------------------------------------------
    def _printed(self) -> pygame.Surface:
        key = (self.rect.x, self.rect.y, self.rect.w)
        if self._cache is None or self._cache[0] != key:
            surface = pygame.Surface(self.rect.size)
            surface.fill(theme.BACKGROUND)
            self._draw_printed(surface, -self.rect.x, -self.rect.y)
            self._cache = (key, surface)
        return self._cache[1]

    def _draw_printed(self, surface: pygame.Surface, dx: int, dy: int) -> None:
        small = theme.font(max(11, self.rect.w // 60))
        for space, box in zip(self.rules.spaces, self.boxes):
            rect = pygame.Rect(box.x + dx, box.y + dy, box.w, box.h)
            pygame.draw.rect(surface, theme.KIND_COLOURS.get(space.kind, (220, 220, 220)), rect)
            pygame.draw.rect(surface, theme.INK, rect, 1)
            lines = theme.wrap(space.title, small, box.w - 4)
            if space.price:
                lines.append(f"${space.price}")
            if space.kind == "lot":
                lines.append(f"rent {space.rent}")
            y = rect.y + 2
            for line in lines:
                img = small.render(line, True, theme.INK)
                surface.blit(img, (rect.x + (rect.w - img.get_width()) // 2, y))
                y += img.get_height() - 1
        for no, box in zip(self.rules.natural_opportunities, self.inner):
            rect = pygame.Rect(box.x + dx, box.y + dy, box.w, box.h)
            pygame.draw.rect(surface, (205, 225, 190), rect, border_radius=4)
            pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=4)
            y = rect.y + 3
            for line in theme.wrap(no.name, small, box.w - 4) + ["Natural", "Opportunity",
                                                                 f"wages {no.wages}", f"rent {no.rent}"]:
                img = small.render(line, True, theme.INK)
                surface.blit(img, (rect.x + (rect.w - img.get_width()) // 2, y))
                y += img.get_height() - 1
        title = theme.font(max(18, self.rect.w // 24), bold=True).render(self.rules.title, True, theme.INK)
        surface.blit(title, (self.rect.w // 2 - title.get_width() // 2 + self.rect.x + dx,
                             self.rect.h // 2 - title.get_height() * 3 + self.rect.y + dy))

    # -- the game's pieces --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: GameState | None, tokens: list[tuple[str, tuple]],
             positions: list[tuple[float, float]] | None = None) -> None:
        surface.blit(self._printed(), self.rect.topleft)
        if state is None:
            return
        self._draw_public(surface, state)
        size = max(4, self.rect.w // 110)
        for card, holder in state.owner.items():
            box = self.boxes[self.rules.index_of(card)]
            shape, colour = tokens[holder]
            theme.draw_token(surface, shape, colour, (box.x + box.w - size - 3, box.y + box.h - size - 3), size)
        for lot, n in state.houses.items():
            if not n:
                continue
            box = self.boxes[self.rules.index_of(lot)]
            owner = state.house_owner.get(lot)
            colour = tokens[owner][1] if owner is not None else theme.INK
            for k in range(n):
                r = pygame.Rect(box.x + 3 + k * (size * 2 + 2), box.y + box.h - size * 2 - 3, size * 2, size * 2)
                pygame.draw.rect(surface, colour, r)
                pygame.draw.rect(surface, theme.WHITE, r, 1)
        if state.single_tax_adopted:
            f = theme.font(max(11, self.rect.w // 60), bold=True)
            for sid in state.single_tax["colleges"]:
                box = self.boxes[self.rules.index_of(sid)]
                img = f.render("FREE COLLEGE", True, theme.WHITE)
                surface.blit(img, (box.x + (box.w - img.get_width()) // 2, box.y + box.h // 2))
            for sid in state.single_tax["public"]:
                box = self.boxes[self.rules.index_of(sid)]
                img = f.render("PUBLIC", True, theme.INK)
                surface.blit(img, (box.x + (box.w - img.get_width()) // 2, box.y + box.h // 2))
        radius = max(6, self.rect.w // 70)
        for seat, (shape, colour) in enumerate(tokens):
            if positions is not None:
                x, y = positions[seat]
            else:
                x, y = self.token_spot(state.players[seat].position, seat)
            theme.draw_token(surface, shape, colour, (int(x), int(y)), radius)

    def token_spot(self, position: int, seat: int) -> tuple[float, float]:
        """Where a seat's token stands on a space (tokens on one space sit side by side)."""
        box = self.boxes[position]
        cols = 3
        dx = (seat % cols - 1) * box.w / 3.6
        dy = box.h * (0.12 + 0.22 * (seat // cols))     # below the printed name and price
        return box.center[0] + dx, box.center[1] + dy

    def _draw_public(self, surface: pygame.Surface, state: GameState) -> None:
        f = theme.font(max(14, self.rect.w // 42), bold=True)
        cx, cy = self.rect.centerx, self.rect.centery
        net = BANK_FLOAT - state.accounts["misc"]       # the bank's float is not shown, only what moved
        lines = [f"PUBLIC TREASURY  ${state.accounts['treasury']:,}",
                 f"MISCELLANEOUS  ${abs(net):,} {'paid out' if net >= 0 else 'taken in'} (net)",
                 f"Round {state.round}"]
        if state.single_tax_adopted:
            lines.append("THE SINGLE TAX IS IN FORCE")
        for i, line in enumerate(lines):
            img = f.render(line, True, theme.ACCENT if "SINGLE" in line else theme.INK)
            surface.blit(img, (cx - img.get_width() // 2, cy - 20 + i * (img.get_height() + 4)))
