"""Colours, fonts and token shapes, in one place so every scene looks the same."""
from __future__ import annotations

import os
from functools import lru_cache
from typing import TYPE_CHECKING

from ..paths import assets_dir

if TYPE_CHECKING:      # pygame is imported where it is used, so reading the theme needs no display
    import pygame

BACKGROUND = (245, 240, 225)
PANEL = (232, 226, 208)
INK = (30, 30, 30)
MUTED = (95, 90, 80)
ACCENT = (150, 60, 40)
#: The ring round the space a decision is about (board_view.draw_spotlight).
SPOTLIGHT = (232, 170, 20)
BUTTON = (210, 200, 175)
BUTTON_HOT = (240, 215, 150)
BUTTON_KEY = (120, 60, 30)
WHITE = (255, 255, 255)

KIND_COLOURS = {
    "start": (236, 222, 170), "lot": (170, 205, 150), "tax": (140, 170, 220), "trespass": (200, 120, 110),
    "railroad": (235, 170, 190), "utility": (240, 220, 110), "speculation": (200, 180, 230),
    "park": (150, 200, 160), "chance": (230, 120, 110), "luxury": (220, 190, 140),
}

#: The printed board: cream paper and brown ink, as on the 1906 board; the spaces' own colours
#: are KIND_COLOURS (blue taxes, yellow franchises, pink railroads, green lots).
PAPER = (243, 234, 208)
BOARD_INK = (70, 45, 30)
#: Rule 9 (1906): the railroads divide each side into two sections; each section's band is
#: tinted so the eight read apart (muted, like printers' inks of the day).
SECTION_TINTS = ((222, 190, 140), (178, 205, 170), (222, 170, 165), (170, 190, 222),
                 (215, 200, 145), (198, 180, 218), (165, 210, 205), (230, 185, 150))
OPPORTUNITY = (205, 225, 190)
HOUSE = (250, 245, 228)
GAIN = (25, 120, 45)
LOSS = (175, 35, 30)
#: The ribbons laid across a space the public owns, or a Free College (Single Tax Rules 5, 6).
PUBLIC_RIBBON = (35, 95, 65)
COLLEGE_RIBBON = (55, 60, 135)
#: The smallest type printed on the board (a space's figures at 800x600); the hover card shows
#: everything in full.
SMALLEST_BOARD_TYPE = 9
#: The smallest type a space's name is printed in, so the names read at a glance at 800x600 (they
#: were set in 9 and 10 px there, about 8 px tall; issue 23). The largest that keeps every name
#: of the 1906 board on a space 41 px wide, hyphenated or with fewer of its words.
SMALLEST_BOARD_NAME = 11

#: Tokens differ by shape as well as colour, so colour-blind players can tell them apart.
TOKEN_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")
TOKEN_COLOURS = ((200, 40, 40), (30, 90, 200), (30, 150, 60), (230, 150, 20), (140, 60, 170), (40, 40, 40))
TOKEN_NAMES = ("Red circle", "Blue square", "Green triangle", "Orange diamond", "Purple star", "Black hexagon")


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> pygame.font.Font:
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
    points: list[tuple[float, float]]
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


@lru_cache(maxsize=2048)
def wrapped(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """:func:`wrap` in the game's font, remembered: the log wraps the same lines every frame."""
    return tuple(wrap(text, font(size, bold), width))


#: The smallest type a label is shrunk to before it is shortened.
SMALLEST_LABEL = 12


def fitted(text: str, size: int, width: int, bold: bool = False) -> tuple[pygame.font.Font, str]:
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


def shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    """``colour`` darkened (k < 1) or lightened toward white (k > 1)."""
    if k <= 1:
        return tuple(int(c * k) for c in colour)  # type: ignore[return-value]
    return tuple(int(c + (255 - c) * (k - 1)) for c in colour)  # type: ignore[return-value]


def draw_house(surface, centre: tuple[int, int], size: int, roof: tuple[int, int, int]) -> None:
    """A little house (walls and a pitched roof in its builder's colour), ``size`` pixels wide."""
    import pygame
    x, y = centre
    half = max(2, size // 2)
    wall = pygame.Rect(x - half + 1, y - half // 3, 2 * half - 2, half + half // 3)
    roof_points = [(x - half, y - half // 3), (x, y - half - half // 2), (x + half, y - half // 3)]
    pygame.draw.rect(surface, HOUSE, wall)
    pygame.draw.rect(surface, BOARD_INK, wall, 1)
    pygame.draw.polygon(surface, roof, roof_points)
    pygame.draw.polygon(surface, BOARD_INK, roof_points, 1)


def type_scale(width: int, height: int) -> float:
    """How much larger than at 1280x800 a window's type is set: text grows with a larger window
    (at 4K it would otherwise be a strip of small print), and never shrinks below the sizes the
    scenes were laid out for at 800x600."""
    return max(1.0, min(width / 1280, height / 800))


def scaled(px: int, scale: float) -> int:
    """``px`` (a size at 1280x800) at ``scale``."""
    return max(SMALLEST_LABEL, round(px * scale))
