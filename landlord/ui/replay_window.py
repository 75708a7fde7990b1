"""``landlord replay FILE``: step through a saved game in the window.

Right or Space: next move.  Left: previous move.  Up / Page Up: next round.  Down /
Page Down: previous round.  Home / End: start / end.  Esc: quit.
"""
from __future__ import annotations

import pygame

from ..replay import ReplayCursor
from . import theme
from .app import App
from .board_view import BoardView
from .cards_text import log_lines
from .scene import Scene


class ReplayScene(Scene):
    def __init__(self, app: App, game) -> None:
        super().__init__(app)
        self.game = game
        self.cursor = ReplayCursor.of(game)
        self.view = BoardView(game.engine.rules)
        self.tokens = [(theme.TOKEN_SHAPES[i % 6], theme.TOKEN_COLOURS[i % 6]) for i in range(len(game.seats))]
        self.log: list[list[str]] = []          # the lines each move added, by move number
        walker = ReplayCursor.of(game)
        while not walker.at_end:
            self.log.append(log_lines(walker.forward(), [seat.name for seat in game.seats]))
        self.round_starts = self._round_starts()

    def _round_starts(self) -> list[int]:
        starts, walker = [0], ReplayCursor.of(self.game)
        last = walker.state.round
        while not walker.at_end:
            walker.forward()
            if walker.state.round != last:
                starts.append(walker.index)
                last = walker.state.round
        return starts

    def handle_event(self, event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        c = self.cursor
        k = event.key
        if k in (pygame.K_RIGHT, pygame.K_SPACE):
            c.forward()
        elif k == pygame.K_LEFT:
            c.seek(c.index - 1)
        elif k in (pygame.K_UP, pygame.K_PAGEUP):
            c.seek(next((i for i in self.round_starts if i > c.index), len(c)))
        elif k in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            c.seek(max((i for i in self.round_starts if i < c.index), default=0))
        elif k == pygame.K_HOME:
            c.seek(0)
        elif k == pygame.K_END:
            c.seek(len(c))
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BACKGROUND)
        side = min(h - 16, int(w * 0.62))
        self.view.layout(pygame.Rect(8, 8, side, h - 16))
        self.view.draw(surface, self.cursor.state, self.tokens)
        x = self.view.rect.right + 14
        f, fb = theme.font(16), theme.font(18, bold=True)
        c = self.cursor
        surface.blit(fb.render(f"Replay: move {c.index} of {len(c)}, round {c.state.round}", True, theme.INK), (x, 10))
        surface.blit(f.render("Right/Space next, Left back, Up/Down a round, Home/End, Esc quit", True, theme.MUTED),
                     (x, 36))
        for i, seat in enumerate(self.game.seats):
            y = 64 + i * 22
            theme.draw_token(surface, *self.tokens[i], (x + 8, y + 9), 7)
            surface.blit(f.render(f"{seat.name}: ${c.state.cash(i):,}", True, theme.INK), (x + 20, y))
        lines = [line for moves in self.log[: c.index] for line in moves]
        line_h = f.get_linesize()
        top = 80 + len(self.game.seats) * 22
        rows = max(1, (h - top - 10) // line_h)
        for k, line in enumerate(lines[-rows:]):
            surface.blit(f.render(line, True, theme.INK), (x, top + k * line_h), area=pygame.Rect(0, 0, w - x - 8, 30))


def run_replay_window(game) -> int:
    app = App(game.engine.rules)
    app.stack.push(ReplayScene(app, game))
    return app.run()
