"""The chart of "Compare the rules": each rule set against the same games under the 1906 rules,
a panel a lesson measure, drawn with pygame.

In every panel a row is a rule set: the dot is its mean difference from the 1906 rules, game by
game, and the bar its 95% interval. Where the bar crosses the upright line at 0 the games cannot
tell which way the difference goes: the row is drawn grey with a hollow dot, *too close to
call*, so noise is never read as a ranking. A difference without an interval (too few games) is
not drawn at all. The rule sets' names are written once, left of each row of panels, and every
panel says what the 1906 rules' own games averaged, so a difference has its scale.

Drawn straight onto the window rather than by matplotlib (as the report draws its own): it comes
up at once, at any size of window, and its words can be checked for overflow like any other.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from ..report.words import amount, signed
from . import theme
from .charts_view import nice_top
from .comparison import MEASURES, TITLES, Comparison, Difference

#: What cannot be called is drawn in this grey, its dot hollow.
UNCALLED = (150, 145, 135)
CAPTION = ("Each rule set against the same games under the 1906 rules: the dot is the difference, game by game "
           "(right of the line at 0: more than under the 1906 rules), and the bar its 95% interval. Grey, with a hollow dot: too close to call (the bar crosses 0). The "
           "Monarch of the World starts from another deal, not the same games: shown for scale.")

#: What the 1906 rules' own figure is, where its title leaves it open.
BASE_NOTES = {"top_wealth_share": " of all wealth", "gini_earned": " (0 = all equal, 1 = one has all)",
              "land_rent_paid": " a game",
              "wages_paid": " a game", "poor_house": " a game"}


def tick(value: float, kind: str) -> str:
    """An axis end, short: ``+$1,200``, ``-5 pts``, ``+4``, ``0``.

    >>> tick(0.05, "share"), tick(-1200, "dollars"), tick(4, "lots"), tick(0, "gini")
    ('+5 pts', '-$1,200', '+4', '0')
    """
    if value == 0:
        return "0"
    if kind in ("share", "games"):
        return f"{'+' if value > 0 else '-'}{abs(value) * 100:g} pts"
    if kind in ("lots", "number"):
        return f"{value:+g}"
    return signed(value, kind)


def axis_ends(rows: Sequence[Difference]) -> tuple[float, float]:
    """Round numbers either side of every interval and of 0."""
    drawn = [d for d in rows if d.has_interval]
    low = min([0.0] + [d.low for d in drawn if d.low is not None])
    high = max([0.0] + [d.high for d in drawn if d.high is not None])
    left = -nice_top(-low) if low < 0 else 0
    right = nice_top(high) if high > 0 else 0
    return (left, right) if (left, right) != (0, 0) else (0, 1)


def draw_comparison_chart(surface: pygame.Surface, rect: pygame.Rect, comparison: Comparison, size: int) -> None:
    """The caption, then the lesson's measures in a grid of panels filling ``rect``."""
    small = theme.font(max(theme.SMALLEST_LABEL, size - 3))
    y = rect.y
    for line in theme.wrap(CAPTION, small, rect.w):
        surface.blit(small.render(line, True, theme.MUTED), (rect.x, y))
        y += small.get_linesize()
    regimes = list(dict.fromkeys((d.regime, d.title) for d in comparison.differences))
    if not regimes:
        for line in theme.wrap("The 1906 rules were not played: there is nothing to set the other rule sets beside.",
                               small, rect.w):
            surface.blit(small.render(line, True, theme.INK), (rect.x, y))
            y += small.get_linesize()
        return
    columns = 3 if rect.w >= 3 * 170 + label_width(regimes, small, rect.w) else 2
    grid_rows = -(-len(MEASURES) // columns)
    labels_w = label_width(regimes, small, rect.w)
    gap = max(6, size // 2)
    grid = pygame.Rect(rect.x + labels_w, y + gap // 2, rect.w - labels_w, rect.bottom - y - gap // 2)
    panel_w = (grid.w - gap * (columns - 1)) // columns
    panel_h = (grid.h - gap * (grid_rows - 1)) // grid_rows
    for k, measure in enumerate(MEASURES):
        row, col = divmod(k, columns)
        panel = pygame.Rect(grid.x + col * (panel_w + gap), grid.y + row * (panel_h + gap), panel_w, panel_h)
        ys = _panel(surface, panel, measure, comparison.of_measure(measure), [r for r, _ in regimes], size)
        if col == 0:
            for (_, title), ry in zip(regimes, ys):
                font, text = theme.fitted(title, small.get_height(), labels_w - gap)
                surface.blit(font.render(text, True, theme.INK), (rect.x, ry - font.get_linesize() // 2))


def label_width(regimes: Sequence[tuple[str, str]], small: pygame.font.Font, width: int) -> int:
    """The column of rule set names: as wide as the longest, at most a fifth of the chart."""
    return min(max(small.size(title)[0] for _, title in regimes) + small.get_height(), width // 5)


def _panel(surface: pygame.Surface, rect: pygame.Rect, measure: str, differences: Sequence[Difference],
           regimes: Sequence[str], size: int) -> list[int]:
    """One measure's panel; returns the height of each rule set's row, for the names beside it."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=6)
    small = theme.font(max(theme.SMALLEST_LABEL, size - 3))
    pad = max(4, size // 3)
    title_font, title = theme.fitted(TITLES[measure], max(theme.SMALLEST_LABEL, size - 1), rect.w - 2 * pad, bold=True)
    surface.blit(title_font.render(title, True, theme.INK), (rect.x + pad, rect.y + pad // 2))
    y = rect.y + pad // 2 + title_font.get_linesize()
    by_regime = {d.regime: d for d in differences}
    kind = differences[0].kind if differences else "number"
    if differences:
        base_font, base = theme.fitted(f"1906 rules: {amount(differences[0].base, kind)}{BASE_NOTES.get(measure, '')}",
                                       small.get_height(),
                                       rect.w - 2 * pad)
        surface.blit(base_font.render(base, True, theme.MUTED), (rect.x + pad, y))
        y += base_font.get_linesize()
    plot = pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, rect.bottom - pad // 2 - small.get_linesize() - y)
    step = plot.h / max(1, len(regimes))
    ys = [round(plot.y + step * (k + 0.5)) for k in range(len(regimes))]
    left, right = axis_ends(differences)

    def at(value: float) -> int:
        return round(plot.x + (value - left) / (right - left) * plot.w)

    zero = at(0)
    pygame.draw.line(surface, theme.INK, (zero, plot.y), (zero, plot.bottom), 1)
    dot = max(3, min(7, round(step / 4)))
    for regime, ry in zip(regimes, ys):
        d = by_regime.get(regime)
        if d is None or d.low is None or d.high is None:
            continue
        colour = UNCALLED if d.too_close_to_call else pygame.Color(d.colour)
        pygame.draw.line(surface, colour, (at(d.low), ry), (at(d.high), ry), max(2, dot // 2))
        pygame.draw.circle(surface, colour, (at(d.value), ry), dot)
        if d.too_close_to_call:
            pygame.draw.circle(surface, theme.WHITE, (at(d.value), ry), max(1, dot - 2))
    _axis_labels(surface, plot, small, [(left, at(left)), (0.0, zero), (right, at(right))], kind)
    return ys


def _axis_labels(surface: pygame.Surface, plot: pygame.Rect, small: pygame.font.Font,
                 marks: Sequence[tuple[float, int]], kind: str) -> None:
    """The axis's ends and its 0 under the plot, each under its place but inside the plot's width;
    a label that would run into one already written is left out (the ends come first)."""
    written: list[pygame.Rect] = []
    for value, x in sorted(marks, key=lambda mark: mark[0] == 0):
        text = small.render(tick(value, kind), True, theme.MUTED)
        box = text.get_rect(midtop=(x, plot.bottom))
        box.clamp_ip(pygame.Rect(plot.x, plot.bottom, plot.w, box.h))
        if any(box.inflate(4, 0).colliderect(other) for other in written):
            continue
        surface.blit(text, box)
        written.append(box)
