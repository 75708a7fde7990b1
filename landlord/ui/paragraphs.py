"""Paragraphs of wrapped text set in a box: the largest type in which they fit, and drawing them.

The window's longer texts (the answers of "Compare the rules", the Gini explained) are a few
paragraphs that must fit a given box at every size of window; half a line parts one paragraph
from the next.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from . import theme


def height_of(paragraphs: Sequence[str], font: pygame.font.Font, width: int) -> int:
    """The height the paragraphs take, wrapped to ``width`` in ``font``."""
    lines = sum(len(theme.wrap(text, font, width)) for text in paragraphs)
    return lines * font.get_linesize() + max(0, len(paragraphs) - 1) * (font.get_linesize() // 2)


def fitting_size(paragraphs: Sequence[str], width: int, height: int, size: int,
                 smallest: int = theme.SMALLEST_LABEL) -> int | None:
    """The largest type, from ``size`` down to ``smallest``, in which the paragraphs fit the box
    (None if they fit in none)."""
    for s in range(size, smallest - 1, -1):
        if height_of(paragraphs, theme.font(s), width) <= height:
            return s
    return None


def draw_paragraphs(surface: pygame.Surface, paragraphs: Sequence[str], font: pygame.font.Font, x: int, y: int,
                    width: int, colour: tuple[int, int, int] = theme.INK) -> int:
    """Draw the paragraphs from (x, y) down; returns the height below the last line."""
    for k, text in enumerate(paragraphs):
        if k:
            y += font.get_linesize() // 2
        for line in theme.wrap(text, font, width):
            surface.blit(font.render(line, True, colour), (x, y))
            y += font.get_linesize()
    return y
