"""A window showing the board drawn from a rules file.

Every space shows its name, price and rent in its kind's colour; the Natural
Opportunity inner corners and the two public accounts sit inside.
"""
from __future__ import annotations

import os
from pathlib import Path

from ..engine.rules import Rules
from .layout import inner_corner_boxes, track_boxes

KIND_COLOURS = {
    "start": (236, 222, 170), "lot": (170, 205, 150), "tax": (140, 170, 220), "trespass": (200, 120, 110),
    "railroad": (235, 170, 190), "utility": (240, 220, 110), "speculation": (200, 180, 230),
    "park": (150, 200, 160), "chance": (230, 120, 110), "luxury": (220, 190, 140),
}
BACKGROUND = (245, 240, 225)
INK = (30, 30, 30)
DEFAULT_SIZE = (1280, 800)


def draw_board(surface, rules: Rules) -> None:
    """Draw the whole board onto ``surface`` (any size: the layout scales)."""
    import pygame
    w, h = surface.get_size()
    size = min(w, h) - 16
    left, top = 8, (h - size) // 2
    surface.fill(BACKGROUND)
    small = pygame.font.Font(None, max(12, size // 56))
    big = pygame.font.Font(None, max(20, size // 18))
    for space, box in zip(rules.spaces, track_boxes(rules.size, size, left, top)):
        rect = pygame.Rect(box.x, box.y, box.w, box.h)
        pygame.draw.rect(surface, KIND_COLOURS.get(space.kind, (220, 220, 220)), rect)
        pygame.draw.rect(surface, INK, rect, 1)
        lines = _wrap(space.title, small, box.w - 4)
        if space.price:
            lines.append(f"${space.price}")
        if space.kind == "lot":
            lines.append(f"rent {space.rent}")
        y = box.y + 3
        for line in lines:
            img = small.render(line, True, INK)
            surface.blit(img, (box.x + (box.w - img.get_width()) // 2, y))
            y += img.get_height()
    for no, box in zip(rules.natural_opportunities, inner_corner_boxes(size, left, top)):
        rect = pygame.Rect(box.x, box.y, box.w, box.h)
        pygame.draw.rect(surface, (205, 225, 190), rect)
        pygame.draw.rect(surface, INK, rect, 1)
        y = box.y + 3
        for line in _wrap(no.name, small, box.w - 4) + [f"wages {no.wages}", f"rent {no.rent}"]:
            img = small.render(line, True, INK)
            surface.blit(img, (box.x + (box.w - img.get_width()) // 2, y))
            y += img.get_height()
    title = big.render(rules.title, True, INK)
    surface.blit(title, (left + (size - title.get_width()) // 2, top + size // 2 - title.get_height() * 2))
    for i, label in enumerate(("PUBLIC TREASURY", "MISCELLANEOUS")):
        img = small.render(label, True, INK)
        surface.blit(img, (left + (size - img.get_width()) // 2, top + size // 2 + i * img.get_height() * 2))
    panel = pygame.Rect(left + size + 16, top, w - size - 40, size)
    if panel.w > 120:
        info = ["Elizabeth Magie's The Landlord's Game (1906).", "", "Esc or close the window to quit."]
        y = panel.y
        for line in info:
            img = small.render(line, True, INK)
            surface.blit(img, (panel.x, y))
            y += img.get_height() + 4


def _wrap(text: str, font, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and font.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def run_board_window(rules: Rules, screenshot: Path | None = None) -> int:
    """Open the window; with ``screenshot`` draw once, save the PNG and return."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.display.init()   # no audio needed to show the board
    pygame.font.init()
    try:
        try:
            screen = pygame.display.set_mode(DEFAULT_SIZE, pygame.RESIZABLE)
        except pygame.error as exc:
            print(f"landlord: error: cannot open a window ({exc}); for a picture without a display "
                  "use SDL_VIDEODRIVER=dummy with --screenshot FILE")
            return 2
        pygame.display.set_caption("The Landlord's Game (1906)")
        if screenshot is not None:
            draw_board(screen, rules)
            pygame.image.save(screen, str(screenshot))
            return 0
        clock = pygame.time.Clock()
        dirty = True
        while True:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                    return 0
                if event.type in (pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
                    dirty = True
            if dirty:
                draw_board(screen, rules)
                pygame.display.flip()
                dirty = False
            clock.tick(30)
    finally:
        pygame.quit()
