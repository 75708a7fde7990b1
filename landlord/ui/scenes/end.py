"""The end of the game: scores, the millionaire, and two charts of the game round by round:
each player's wealth, and how unequal the game became (the Gini of wealth and the biggest
landlord's share of the land).

The charts' numbers are those ``landlord report`` records of every game it plays, worked out by
the same code: the game is played again from its choices with the report's round recorder
watching (``landlord.report.series.replayed_rows``). Replaying rather than recording as the game
went means the window keeps nothing for it during play, and a game loaded from a save, or one in
which choices were taken back, is charted whole and as it stands.
"""
from __future__ import annotations

import logging

import pygame

from ...engine.scoring import describe_end
from ...engine.teams import the_millionaire
from ...engine.public_land import counted_cards
from ...report.series import by_column, replayed_rows
from .. import theme
from ..cards_text import mark
from ..charts_view import Line, draw_line_chart, nice_top
from ..scene import Scene
from ..session import GameSession

log = logging.getLogger("landlord.ui")

#: The mark of each end that is the project's own (the round limit is no rule, only a safety net).
END_MARKS = {"wages": mark("end"), "monarch": mark("monarch end"), "round_limit": ""}
#: The score table's columns: heading and left edge in a 1280-pixel window (narrower ones close up).
COLUMNS = (("Player", 40), ("Cash", 260), ("Cards", 360), ("Houses", 460), ("Professors", 560), ("Loans", 690),
           ("Wealth", 790))
LAND_COLOUR = (0, 114, 178)          # blue beside the ink-black Gini: apart in every kind of colour vision


class EndScene(Scene):
    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        #: Every column of the report's rows for this game, round by round (None if it could not be rebuilt).
        self.series: dict[str, list] | None = None
        try:
            self.series = by_column(replayed_rows(session.engine, session.state), len(session.seats))
        except Exception as exc:  # a chart must never cost the players their scores
            log.warning("the end screen's charts could not be rebuilt (%s: %s)", type(exc).__name__, exc)
        self.app.sounds.play("fanfare")

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_n, pygame.K_KP_ENTER):
            self.app.stack.replace(self.app.open.new_game())
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_q,):
            self.app.quit()
            return True
        return False

    # -- what the charts show -------------------------------------------------------------------
    def wealth_lines(self) -> list[Line]:
        """Each player's wealth as the 1906 rules score it (cash, cards and houses), a line a seat."""
        series = self.series or {}
        return [Line(seat.name, series.get(f"wealth_{i + 1}", []), theme.TOKEN_COLOURS[seat.token])
                for i, seat in enumerate(self.session.seats)]

    def inequality_lines(self) -> list[Line]:
        """The report's Gini of wealth and the biggest landlord's share of the land, round by round."""
        series = self.series or {}
        return [Line("Gini of wealth (0: all equal, 1: one has all)", series.get("gini_wealth", []), theme.INK),
                Line("Biggest landlord's share of the land", series.get("top_land_share", []), LAND_COLOUR,
                     dashed=True)]

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.session
        rules, state = s.engine.rules, s.state
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        winner = s.engine.winner(state)
        why = f"{describe_end(rules, state)} {END_MARKS[state.ended_by]}".rstrip()
        title_font, title = theme.fitted(f"{the_millionaire(state, winner)}!", 32, w - 80, bold=True)
        surface.blit(title_font.render(title, True, theme.ACCENT), (40, 24))
        why_font, why_text = theme.fitted(f"The game ended because {why}.", 18, w - 80)
        surface.blit(why_font.render(why_text, True, theme.MUTED), (40, 66))
        size = 19 if w >= 1000 else 16
        f, fb = theme.font(size), theme.font(size, bold=True)
        squeeze = min(1.0, (w - 80) / (COLUMNS[-1][1] + 60))
        xs = [40 + round((x - 40) * squeeze) for _, x in COLUMNS]
        for x, (heading, _) in zip(xs, COLUMNS):
            surface.blit(fb.render(heading, True, theme.INK), (x, 100))
        wealth = s.engine.wealth(state)
        for i, seat in enumerate(s.seats):
            y = 130 + i * 28
            p = state.purse_player(i)            # in team play, the team's notes and cards
            row = [seat.name, f"${state.cash(i):,}", str(counted_cards(rules, state, i)), str(state.houses_of(i)),
                   str(p.professors), f"-${p.notes * rules.loan_note}" if p.notes else "", f"{wealth[i]:,}"]
            theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token], (28, y + 10), 8)
            for k, (x, cell) in enumerate(zip(xs, row)):
                cell_font, text = theme.fitted(cell, size, (xs[k + 1] if k + 1 < len(xs) else w - 20) - x - 8,
                                               bold=state.same_purse(winner, i))
                surface.blit(cell_font.render(text, True, theme.INK), (x, y))
        top = 150 + len(s.seats) * 28
        self._charts(surface, pygame.Rect(40, top, w - 80, h - 60 - top))
        hint = theme.font(17).render("Enter: a new game.   Q: quit.", True, theme.MUTED)
        surface.blit(hint, (40, h - 34))

    def _charts(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Wealth on the left, inequality on the right, over the same rounds."""
        if area.h < 60:
            return
        if self.series is None:
            surface.blit(theme.font(15).render("The charts of this game could not be drawn.", True, theme.MUTED),
                         area.topleft)
            return
        rounds = self.series["round"]
        gap = 16
        left = pygame.Rect(area.x, area.y, (area.w - gap) // 2, area.h)
        right = pygame.Rect(left.right + gap, area.y, area.w - left.w - gap, area.h)
        size = 15 if area.w >= 900 else 13
        lines = self.wealth_lines()
        top = nice_top(max((max(line.values, default=0) for line in lines), default=0))
        ends = draw_line_chart(surface, left, "Wealth by round (cash, cards and houses)", rounds, lines, top,
                               lambda v: f"${v:,.0f}", size=size)
        for seat, points in zip(self.session.seats, ends):
            if points:
                x, y = points[-1]
                theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token],
                                 (int(x), int(y)), 7)
        draw_line_chart(surface, right, "Inequality by round", rounds, self.inequality_lines(), 1,
                        lambda v: f"{v:g}", legend=True, size=size)
