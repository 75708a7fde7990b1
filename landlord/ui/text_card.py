"""A card of words over the table: a title, a few paragraphs, a line at its foot, and optionally
a picture above the words, fitted to the room it is given at every window size. The type shrinks
(down to the smallest label) before anything could be cut, and a picture takes what the words
leave.

Two cards use it: a jail game's rules card, its picture drawn by the game's own view, and an
option's whole text, opened from the choice panel when the space under the buttons cannot hold it.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import theme

#: Draws a picture inside the rect it is given.
Picture = Callable[[pygame.Surface, pygame.Rect], None]

#: The card's share of the width of the room it is given.
WIDTH_SHARE = 0.9
#: A picture's least and most share of the room's height: the words shrink to leave it the
#: least, and it never takes more than the most (a card of a few lines stays a card, not a page).
PICTURE_LEAST, PICTURE_MOST = 0.3, 0.6
#: A picture's most height to its width (a wide card's picture does not tower over its words).
PICTURE_ASPECT = 0.55
#: The share of the room's height kept clear above and below the card (the title of what is under it).
MARGIN_SHARE = 0.08


def card_sizes(area: pygame.Rect) -> range:
    """The body type sizes tried, largest first."""
    return range(max(14, min(36, area.w // 40)), theme.SMALLEST_LABEL - 1, -1)


def _rows(title: str, paragraphs: Sequence[str], footer: str, size: int, width: int) -> tuple[tuple, list[tuple], tuple]:
    """The title's lines, each paragraph's lines and the footer's lines, wrapped at ``size``."""
    return (theme.wrapped(title, size + 4, width, bold=True),
            [theme.wrapped(text, size, width) for text in paragraphs if text],
            theme.wrapped(footer, size, width) if footer else ())


def draw_text_card(surface: pygame.Surface, area: pygame.Rect, title: str, paragraphs: Sequence[str],
                   footer: str = "", picture: Picture | None = None) -> pygame.Rect:
    """The card, centred on ``area``; returns where it was drawn. A ``picture`` is drawn under the
    first paragraph (a rules card's first line names the game and its author)."""
    pad = max(10, area.w // 60)
    inner = int(area.w * WIDTH_SHARE) - 2 * pad
    room = area.h - 2 * pad - 2 * int(area.h * MARGIN_SHARE)
    least_picture = int(area.h * PICTURE_LEAST) if picture else 0
    for size in card_sizes(area):
        heads, paras, feet = _rows(title, paragraphs, footer, size, inner)
        line, head_line, gap = theme.font(size).get_linesize(), theme.font(size + 4, bold=True).get_linesize(), size // 2
        words_h = len(heads) * head_line + sum(len(p) * line + gap for p in paras) + len(feet) * line
        if words_h + least_picture <= room:
            break
    picture_h = max(0, min(int(area.h * PICTURE_MOST), int(inner * PICTURE_ASPECT), room - words_h)) if picture else 0
    box = pygame.Rect(0, 0, inner + 2 * pad, words_h + picture_h + 2 * pad + (gap if picture_h else 0))
    box.center = area.center
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
    pygame.draw.rect(surface, theme.ACCENT, box, 3, border_radius=10)
    x, y = box.x + pad, box.y + pad
    y = _lines(surface, heads, theme.font(size + 4, bold=True), theme.ACCENT, x, y)
    body = theme.font(size)
    for k, para in enumerate([()] if picture_h and not paras else paras):     # no lines: the picture alone
        y = _lines(surface, para, body, theme.INK, x, y) + gap
        if k == 0 and picture_h and picture is not None:
            picture(surface, pygame.Rect(x, y - gap // 2, inner, picture_h))
            y += picture_h + gap
    _lines(surface, feet, body, theme.MUTED, x, y)
    return box


def _lines(surface: pygame.Surface, rows: Sequence[str], f: pygame.font.Font, colour, x: int, y: int) -> int:
    for row in rows:
        surface.blit(f.render(row, True, colour), (x, y))
        y += f.get_linesize()
    return y
