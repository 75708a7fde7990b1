"""Colours, fonts and token shapes, in one place so every scene looks the same."""
from __future__ import annotations

import os
from functools import lru_cache

from ..paths import assets_dir

BACKGROUND = (245, 240, 225)
PANEL = (232, 226, 208)
INK = (30, 30, 30)
MUTED = (95, 90, 80)
ACCENT = (150, 60, 40)
BUTTON = (210, 200, 175)
BUTTON_HOT = (240, 215, 150)
BUTTON_KEY = (120, 60, 30)
WHITE = (255, 255, 255)

KIND_COLOURS = {
    "start": (236, 222, 170), "lot": (170, 205, 150), "tax": (140, 170, 220), "trespass": (200, 120, 110),
    "railroad": (235, 170, 190), "utility": (240, 220, 110), "speculation": (200, 180, 230),
    "park": (150, 200, 160), "chance": (230, 120, 110), "luxury": (220, 190, 140),
}

#: Tokens differ by shape as well as colour, so colour-blind players can tell them apart.
TOKEN_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")
TOKEN_COLOURS = ((200, 40, 40), (30, 90, 200), (30, 150, 60), (230, 150, 20), (140, 60, 170), (40, 40, 40))
TOKEN_NAMES = ("Red circle", "Blue square", "Green triangle", "Orange diamond", "Purple star", "Black hexagon")


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False):
    """The bundled font if there is one in assets/fonts, else pygame's default font."""
    import pygame
    if not pygame.font.get_init():
        pygame.font.init()
    folder = assets_dir() / "fonts"
    files = sorted(folder.glob("*.ttf")) if folder.is_dir() else []
    chosen = next((f for f in files if ("Bold" in f.name) == bold), files[0] if files else None)
    f = pygame.font.Font(os.fspath(chosen) if chosen else None, size)
    if bold and chosen is None:
        f.set_bold(True)
    return f


def draw_token(surface, shape: str, colour: tuple[int, int, int], centre: tuple[int, int], r: int) -> None:
    import math
    import pygame
    x, y = centre
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, WHITE, centre, r, 2)
        return
    if shape == "square":
        points = [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    elif shape == "triangle":
        points = [(x, y - r), (x + r, y + r), (x - r, y + r)]
    elif shape == "diamond":
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif shape == "star":
        points = [(x + (r if k % 2 == 0 else r / 2.2) * math.sin(k * math.pi / 5),
                   y - (r if k % 2 == 0 else r / 2.2) * math.cos(k * math.pi / 5)) for k in range(10)]
    else:
        points = [(x + r * math.cos(k * math.pi / 3), y + r * math.sin(k * math.pi / 3)) for k in range(6)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, WHITE, points, 2)


def wrap(text: str, f, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


#: The smallest type a label is shrunk to before it is shortened.
SMALLEST_LABEL = 12


def fitted(text: str, size: int, width: int, bold: bool = False) -> tuple[object, str]:
    """A font no larger than ``size`` in which ``text`` fits ``width``, and the text to draw: the
    type shrinks down to :data:`SMALLEST_LABEL`, and only then is the text shortened, with "...",
    so a label is never cut through a letter."""
    for s in range(size, SMALLEST_LABEL - 1, -1):
        f = font(s, bold)
        if f.size(text)[0] <= width:
            return f, text
    f = font(SMALLEST_LABEL, bold)
    while text and f.size(text + "...")[0] > width:
        text = text[:-1]
    return f, text.rstrip() + "..."
