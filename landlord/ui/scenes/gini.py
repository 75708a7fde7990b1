"""What a Gini coefficient means: one screen for a class, opened from "Compare the rules".

The report's worked example (``landlord.report.gini_lesson``): four players with $100, $200, $300
and $1,400, their Gini worked out by pairs and read off their Lorenz curve, the two agreeing at
0.667, on the scale the game uses (1 = one player has everything). Escape or Enter goes back.
"""
from __future__ import annotations

import pygame

from ...report.gini_lesson import EXAMPLE, lorenz_points, worked
from .. import theme
from ..paragraphs import draw_paragraphs, fitting_size
from ..scene import Scene
from ..widgets import Button

TITLE = "What a Gini coefficient means"
#: The shaded gap between equality and the curve.
GAP_COLOUR = (240, 200, 140)
CURVE_COLOUR = (213, 94, 0)


def explanation() -> list[str]:
    """The worked example in plain words, a step a paragraph."""
    w = worked(EXAMPLE)
    n = len(w.values)
    wealth = ", ".join(f"${v:,.0f}" for v in w.values[:-1]) + f" and ${w.values[-1]:,.0f}"
    shares = ", ".join(f"{y:.0%}" for _, y in lorenz_points(EXAMPLE)[1:])
    return [
        "The Gini coefficient says in one number how unevenly something is shared: 0 when everyone has the same, "
        "1 when one player has everything.",
        f"Work it out for {n} players who have {wealth}.",
        f"By pairs: the gaps between every two players are {' + '.join(f'{g:,.0f}' for g in w.gaps)} = "
        f"{sum(w.gaps):,.0f} over {len(w.gaps)} pairs, an average gap of ${w.mean_gap:,.2f}. The average wealth is "
        f"${w.mean:,.0f}; twice that is ${2 * w.mean:,.0f}. Gini = {w.mean_gap:,.2f} / {2 * w.mean:,.0f} = "
        f"{w.gini:.3f}.",
        f"By the picture: line the players up, poorest first; the curve climbs to the share of all wealth the poorest "
        f"1, 2, 3 and all {n} hold ({shares}). If everyone had the same it would follow the diagonal. The Gini is "
        f"the shaded gap ({w.area:g}) as a share of the biggest gap {n} players can make, when one has everything "
        f"({w.most_area:g}): {w.area:g} / {w.most_area:g} = {w.area / w.most_area:.3f}.",
        f"Many books stop at twice the gap ({2 * w.area:g} here), which with {n} players can never pass "
        f"{(n - 1) / n:g}; the game scales it by {n}/{n - 1}, so that 1 means one player has everything at any table.",
    ]


class GiniScene(Scene):
    modal = True          # Escape is this scene's (it goes back), not the window's quit

    def __init__(self, app) -> None:
        super().__init__(app)
        self.button = Button(pygame.Rect(0, 0, 0, 0), "Back (Esc)")
        self.paragraphs = explanation()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_g):
            self.app.stack.remove(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.rect.collidepoint(event.pos):
            self.app.stack.remove(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BACKGROUND)
        m, size = max(12, min(40, w // 40)), max(14, min(24, round(h / 38)))
        title_font, title = theme.fitted(TITLE, round(size * 1.5), w - 2 * m, bold=True)
        surface.blit(title_font.render(title, True, theme.INK), (m, m))
        top = m + title_font.get_linesize() + size // 2
        self.button.rect = pygame.Rect(m, h - m - size * 2, theme.font(size).size(self.button.label)[0] + 2 * size,
                                       size * 2)
        self.button.draw(surface, size=size)
        room = pygame.Rect(m, top, w - 2 * m, self.button.rect.y - size // 2 - top)
        side = min(room.h, round(room.w * 0.42))
        picture = pygame.Rect(room.x, room.y, side, side)
        text = pygame.Rect(picture.right + 2 * size, room.y, room.right - picture.right - 2 * size, room.h)
        fitted = fitting_size(self.paragraphs, text.w, text.h, size) or theme.SMALLEST_LABEL
        draw_paragraphs(surface, self.paragraphs, theme.font(fitted), text.x, text.y, text.w)
        draw_lorenz(surface, picture, max(theme.SMALLEST_LABEL, size - 3))


def draw_lorenz(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
    """The example's Lorenz curve in a square: the diagonal of equality, the curve, the gap shaded."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=6)
    small = theme.font(size)
    pad = small.get_linesize()
    plot = rect.inflate(-3 * pad, -3 * pad)
    plot.y = rect.y + pad + pad // 2

    def at(x: float, y: float) -> tuple[int, int]:
        return round(plot.x + x * plot.w), round(plot.bottom - y * plot.h)

    points = lorenz_points(EXAMPLE)
    pygame.draw.polygon(surface, GAP_COLOUR, [at(0, 0), at(1, 1)] + [at(x, y) for x, y in reversed(points[1:-1])])
    pygame.draw.rect(surface, theme.MUTED, plot, 1)
    pygame.draw.line(surface, theme.MUTED, at(0, 0), at(1, 1), 1)
    pygame.draw.lines(surface, CURVE_COLOUR, False, [at(x, y) for x, y in points], 3)
    for x, y in points[1:]:
        pygame.draw.circle(surface, CURVE_COLOUR, at(x, y), 4)
    for x, y in points[1:-1]:
        label = small.render(f"{y:.0%}", True, theme.INK)
        px, py = at(x, y)
        surface.blit(label, (px - label.get_width() // 2, py - label.get_height() - 4))
    top = small.render("share of all wealth", True, theme.MUTED)
    surface.blit(top, (plot.x, rect.y + pad // 4))
    caption, words = theme.fitted("players, poorest first", size, plot.w)
    bottom = caption.render(words, True, theme.MUTED)
    surface.blit(bottom, (plot.centerx - bottom.get_width() // 2, plot.bottom + pad // 4))
