"""The end of the game: scores, the millionaire, and a chart of wealth round by round."""
from __future__ import annotations

import pygame

from ...engine.scoring import describe_end
from ...engine.single_tax import counted_cards
from .. import theme
from ..cards_text import mark
from ..scene import Scene
from ..session import GameSession

#: The mark of each end that is the project's own (the round limit is no rule, only a safety net).
END_MARKS = {"wages": mark("end"), "monarch": mark("monarch end"), "round_limit": ""}


class EndScene(Scene):
    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.app.sounds.play("fanfare")

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_n, pygame.K_KP_ENTER):
            from .newgame import NewGameScene
            self.app.stack.replace(NewGameScene(self.app))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_q,):
            self.app.quit()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.session
        rules, state = s.engine.rules, s.state
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        winner = s.engine.winner(state)
        why = f"{describe_end(rules, state)} {END_MARKS[state.ended_by]}".rstrip()
        title = theme.font(32, bold=True).render(f"{s.seats[winner].name} is the millionaire!", True, theme.ACCENT)
        surface.blit(title, (40, 24))
        surface.blit(theme.font(18).render(f"The game ended because {why}.", True, theme.MUTED), (40, 66))
        f, fb = theme.font(19), theme.font(19, bold=True)
        cols = ["Player", "Cash", "Cards", "Houses", "Professors", "Loans", "Wealth"]
        xs = [40, 260, 360, 460, 560, 690, 790]
        for x, c in zip(xs, cols):
            surface.blit(fb.render(c, True, theme.INK), (x, 100))
        wealth = s.engine.wealth(state)
        for i, seat in enumerate(s.seats):
            y = 130 + i * 28
            p = state.players[i]
            row = [seat.name, f"${state.cash(i):,}", str(counted_cards(rules, state, i)), str(state.houses_of(i)),
                   str(p.professors), f"-${p.notes * rules.loan_note}" if p.notes else "", f"{wealth[i]:,}"]
            theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token], (28, y + 10), 8)
            for x, cell in zip(xs, row):
                surface.blit((fb if i == winner else f).render(cell, True, theme.INK), (x, y))
        chart = pygame.Rect(40, 150 + len(s.seats) * 28, w - 80, h - 210 - len(s.seats) * 28)
        self._chart(surface, chart)
        hint = theme.font(17).render("Enter: a new game.   Q: quit.", True, theme.MUTED)
        surface.blit(hint, (40, h - 34))

    def _chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Each player's wealth (cash, cards, houses) at the end of every round."""
        history = self.session.wealth_by_round
        if rect.h < 60 or len(history) < 2:
            return
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=6)
        top = max(max(r) for r in history) or 1
        f = theme.font(15)
        surface.blit(f.render(f"Wealth by round (top: {top:,})", True, theme.MUTED), (rect.x + 8, rect.y + 4))
        inner = rect.inflate(-40, -40)
        for seat_index, seat in enumerate(self.session.seats):
            points = [(inner.x + k * inner.w / (len(history) - 1),
                       inner.bottom - max(0, r[seat_index]) / top * inner.h) for k, r in enumerate(history)]
            pygame.draw.lines(surface, theme.TOKEN_COLOURS[seat.token], False, points, 3)
            theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token],
                             (int(points[-1][0]), int(points[-1][1])), 7)
