"""Line charts over a game's rounds, drawn with pygame: the end screen's wealth and inequality.

Drawn straight onto the window every frame rather than by matplotlib, which takes about a second
to import: the scores come up the moment the game ends. A chart is a panel with a title, a
legend if asked, a y axis from 0 to ``top`` with three labelled lines, and the rounds along the
bottom. Lines differ by dash as well as colour, for readers who cannot tell the colours apart.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from . import theme

Point = tuple[float, float]


@dataclass(frozen=True)
class Line:
    """One line of a chart: a value for each of the chart's rounds."""

    label: str
    values: Sequence[float]
    colour: tuple[int, int, int]
    dashed: bool = False


def nice_top(value: float) -> float:
    """The smallest of 1, 2, 2.5 or 5 times a power of ten at or above ``value`` (1 for nothing),
    so the axis's labels are round numbers.

    >>> nice_top(0), nice_top(873), nice_top(2100), nice_top(0.93)
    (1, 1000, 2500, 1)
    """
    if value <= 0:
        return 1
    power = 10 ** math.floor(math.log10(value))
    step = next(s for s in (1, 2, 2.5, 5, 10) if s * power >= value)
    top = step * power
    return int(top) if top == int(top) else top


def round_ticks(rounds: Sequence[int], most: int = 8) -> list[int]:
    """The rounds labelled on the x axis: the first, the last, and round steps between.

    >>> round_ticks([1, 2, 3]), round_ticks(list(range(1, 34)))
    ([1, 2, 3], [1, 5, 10, 15, 20, 25, 30, 33])
    """
    first, last = rounds[0], rounds[-1]
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if (last - first) / s < most)
    ticks = [first] + [r for r in range(step, last, step) if r > first and last - r >= step / 2]
    return ticks + [last] if last != first else ticks


def _dashed(surface: pygame.Surface, colour, points: Sequence[Point], width: int, dash: float = 9.0) -> None:
    """A polyline drawn in dashes ``dash`` pixels long, the pattern running on across its corners."""
    on, left = True, dash
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        length = math.hypot(x2 - x1, y2 - y1)
        at = 0.0
        while at < length:
            step = min(left, length - at)
            if on:
                a, b = at / length, (at + step) / length
                pygame.draw.line(surface, colour, (x1 + (x2 - x1) * a, y1 + (y2 - y1) * a),
                                 (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b), width)
            at += step
            left -= step
            if left <= 0:
                on, left = not on, dash
    if len(points) == 1:
        pygame.draw.circle(surface, colour, points[0], width + 1)


def _polyline(surface: pygame.Surface, line: Line, points: Sequence[Point], width: int) -> None:
    if line.dashed:
        _dashed(surface, line.colour, points, width)
    elif len(points) == 1:
        pygame.draw.circle(surface, line.colour, points[0], width + 1)
    else:
        pygame.draw.lines(surface, line.colour, False, points, width)


def draw_line_chart(surface: pygame.Surface, rect: pygame.Rect, title: str, rounds: Sequence[int],
                    lines: Sequence[Line], top: float, label: Callable[[float], str], *, legend: bool = False,
                    size: int = 15) -> list[list[Point]]:
    """A panel in ``rect`` charting ``lines`` over ``rounds`` from 0 to ``top`` (``label`` writes a
    value of the y axis); returns each line's points, for marks drawn at their ends."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=6)
    f = theme.font(size)
    small = theme.font(max(theme.SMALLEST_LABEL, size - 2))
    pad = max(6, size // 2)
    title_font, title_text = theme.fitted(title, size, rect.w - 2 * pad, bold=True)
    surface.blit(title_font.render(title_text, True, theme.INK), (rect.x + pad, rect.y + pad // 2))
    y = rect.y + pad // 2 + f.get_linesize()
    if legend:
        for line in lines:
            swatch = [(rect.x + pad, y + small.get_linesize() / 2), (rect.x + pad + 28, y + small.get_linesize() / 2)]
            _polyline(surface, line, swatch, 3)
            name_font, name = theme.fitted(line.label, small.get_height(), rect.w - 3 * pad - 28)
            surface.blit(name_font.render(name, True, theme.INK), (rect.x + 2 * pad + 28, y))
            y += small.get_linesize()
    values = (0, top / 2, top)
    axis_w = max(small.size(label(v))[0] for v in values) + pad
    plot = pygame.Rect(rect.x + pad + axis_w, y + pad, 0, 0)
    plot.w = rect.right - 2 * pad - plot.x
    plot.h = rect.bottom - pad - 2 * small.get_linesize() - plot.y
    if plot.w < 40 or plot.h < 24 or not rounds:
        return [[] for _ in lines]
    first, span = rounds[0], max(1, rounds[-1] - rounds[0])

    def at(r: float, v: float) -> Point:
        return plot.x + (r - first) / span * plot.w, plot.bottom - max(0.0, min(v, top)) / top * plot.h

    for v in values:
        _, gy = at(first, v)
        pygame.draw.line(surface, theme.BUTTON, (plot.x, gy), (plot.right, gy), 1)
        text = small.render(label(v), True, theme.MUTED)
        surface.blit(text, (plot.x - pad // 2 - text.get_width(), gy - text.get_height() // 2))
    for r in round_ticks(rounds):
        gx, _ = at(r, 0)
        pygame.draw.line(surface, theme.MUTED, (gx, plot.bottom), (gx, plot.bottom + 4), 1)
        text = small.render(str(r), True, theme.MUTED)
        surface.blit(text, (gx - text.get_width() // 2, plot.bottom + 4))
    caption = small.render("round", True, theme.MUTED)
    surface.blit(caption, (plot.centerx - caption.get_width() // 2, plot.bottom + 4 + small.get_linesize()))
    pygame.draw.line(surface, theme.MUTED, plot.bottomleft, plot.bottomright, 1)
    drawn = []
    for line in lines:
        points = [at(r, v) for r, v in zip(rounds, line.values)]
        _polyline(surface, line, points, 3)
        drawn.append(points)
    return drawn
