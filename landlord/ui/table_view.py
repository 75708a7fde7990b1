"""Drawing a :class:`~landlord.ui.table_cards.TableCard` over the middle of the board.

The card is sized to the board, its type chosen so every line fits (wrapped, never cut), so it
reads the same at 800x600 and at 4K.
"""
from __future__ import annotations

import pygame

from . import theme
from .table_cards import TableCard

CARD_FACE = (252, 248, 236)
TITLE_INK = theme.ACCENT


def _laid_out(card: TableCard, width: int, size: int) -> list[tuple[str, bool]]:
    """The card's text as lines of ``width`` pixels at type ``size``: (text, is_title)."""
    body = theme.font(size)
    lines = [(line, True) for line in theme.wrap(card.title, theme.font(size + 2, bold=True), width)]
    for sentence in card.lines:
        lines += [(line, False) for line in theme.wrap(sentence, body, width)]
    for who, stand in card.rows:
        lines += [(line, False) for line in theme.wrap(f"{who}: {stand}", body, width)]
    return lines


def card_rect(board: pygame.Rect) -> pygame.Rect:
    """Where a table card lies: the inner square of the board, inside the corner spaces."""
    return board.inflate(-board.w * 36 // 100, -board.h * 36 // 100)


def draw_table_card(surface: pygame.Surface, board: pygame.Rect, card: TableCard) -> pygame.Rect:
    """Draw ``card`` over the middle of ``board``; return the rectangle it covers."""
    area = card_rect(board)
    pad = max(6, area.w // 40)
    width = area.w - 2 * pad
    size = max(theme.SMALLEST_LABEL, area.w // 26)
    while True:             # the largest type at which the whole card fits the inner square
        lines = _laid_out(card, width, size)
        height = sum(theme.font(size + 2 if title else size).get_linesize() for _, title in lines)
        if height + 2 * pad <= area.h or size <= theme.SMALLEST_LABEL:
            break
        size -= 1
    rect = pygame.Rect(area.x, area.y, area.w, min(area.h, height + 2 * pad))
    rect.center = area.center
    pygame.draw.rect(surface, CARD_FACE, rect, border_radius=8)
    pygame.draw.rect(surface, theme.INK, rect, 2, border_radius=8)
    y = rect.y + pad
    for text, title in lines:
        f = theme.font(size + 2, bold=True) if title else theme.font(size)
        if y + f.get_linesize() > rect.bottom:
            break           # only at the smallest type, on a board too small to read anyway
        surface.blit(f.render(text, True, TITLE_INK if title else theme.INK), (rect.x + pad, y))
        y += f.get_linesize()
    return rect
