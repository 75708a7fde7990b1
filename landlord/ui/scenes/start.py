"""The first screen when a game can be continued: Continue, New game, Load.

At launch the window looks for the newest autosave of a game played in the window that is not
over (``landlord.autosaves.latest_unfinished``: headers only, nothing replayed). If there is one,
this screen comes first, with Continue chosen: Enter (or C, or a click) takes the players back
to it. If there is none, the window opens at the new-game screen as it always has.
"""
from __future__ import annotations

from typing import Callable

import pygame

from ...autosaves import latest_unfinished
from ...save_file import SaveHeader
from ...save_list import SaveEntry
from ...saves import SaveError, load_game
from .. import theme
from ..save_text import fit, jail_text, rules_text, summary, when_text
from ..scene import Scene
from ..session import GameSession

MARGIN = 40
KEY_COLUMN = 30      # the entry's key letter


def first_scene(app) -> Scene:
    """The screen the window opens at: this one if a game can be continued, else a new game."""
    latest = latest_unfinished(app.rules.id)
    return StartScene(app, latest) if latest is not None else app.open.new_game()


class StartScene(Scene):
    def __init__(self, app, latest: SaveEntry) -> None:
        super().__init__(app)
        self.latest = latest
        assert latest.header is not None, "a game to continue is one whose header was read (latest_unfinished)"
        self.header: SaveHeader = latest.header
        #: (its key, its title, what it does)
        self.items: list[tuple[str, str, Callable[[], None]]] = [
            ("C", "Continue", self.continue_game),
            ("N", "New game", self.new_game),
            ("L", "Load a saved game", self.open_load),
        ]
        self.focus = 0
        self.error = ""

    # -- what each entry does ---------------------------------------------------------------------
    def continue_game(self) -> None:
        try:
            game = load_game(self.latest.path, engine=self.app.engine)
        except SaveError as exc:
            self.error = f"Cannot continue: {exc}"
            return
        self.app.stack.scenes[:] = []
        self.app.stack.push(self.app.open.board(GameSession.from_loaded(game)))
        notes = f" ({'; '.join(game.notes)})" if game.notes else ""
        self.app.toast(f"Continuing the game autosaved {when_text(self.latest.when)}{notes}", 3.0)

    def new_game(self) -> None:
        self.app.stack.replace(self.app.open.new_game())

    def open_load(self) -> None:
        self.app.stack.push(self.app.open.load())

    # -- layout ---------------------------------------------------------------------------------
    def item_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        w, h = size
        width = min(760, w - 2 * MARGIN)
        y = 40 + theme.font(34, bold=True).get_linesize() + theme.font(17).get_linesize() + 24
        first = 20 + theme.font(22, bold=True).get_linesize() + 2 * theme.font(16).get_linesize()
        rects = [pygame.Rect(MARGIN, y, width, first)]
        for _ in self.items[1:]:
            rects.append(pygame.Rect(MARGIN, rects[-1].bottom + 12, width, 20 + theme.font(22).get_linesize()))
        return rects

    # -- events ----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        keys = {pygame.K_c: 0, pygame.K_n: 1, pygame.K_l: 2, pygame.K_F9: 2}
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + (-1 if event.key == pygame.K_UP else 1)) % len(self.items)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.items[self.focus][2]()
            elif event.key in keys:
                self.focus = keys[event.key]
                self.items[self.focus][2]()
            else:
                return False
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            for k, rect in enumerate(self.item_rects(self.app.screen.get_size())):
                if rect.collidepoint(event.pos):
                    self.focus = k
                    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                        self.items[k][2]()
                    return True
        return False

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        title = theme.font(34, bold=True)
        surface.blit(title.render(fit("The Landlord's Game (1906)", title, w - 2 * MARGIN), True, theme.INK),
                     (MARGIN, 40))
        hint = theme.font(17)
        text = "Up/Down: choose.  Enter or click: go.  C: continue.  N: new game.  L: load.  F1: help."
        surface.blit(hint.render(fit(text, hint, w - 2 * MARGIN), True, theme.MUTED),
                     (MARGIN, 40 + title.get_linesize()))
        rects = self.item_rects((w, h))
        big, detail = theme.font(22, bold=True), theme.font(16)
        for k, ((key, label, _), rect) in enumerate(zip(self.items, rects)):
            pygame.draw.rect(surface, theme.BUTTON_HOT if k == self.focus else theme.BUTTON, rect, border_radius=8)
            pygame.draw.rect(surface, theme.INK, rect, 2 if k == self.focus else 1, border_radius=8)
            surface.blit(big.render(key, True, theme.BUTTON_KEY), (rect.x + 14, rect.y + 10))
            x = rect.x + 14 + KEY_COLUMN
            surface.blit((big if k == 0 else theme.font(22)).render(label, True, theme.INK), (x, rect.y + 10))
            if k == 0:
                head = self.header
                lines = [(summary(self.latest, self.app), theme.INK),
                         (f"{rules_text(head, self.app)}  \u00b7  {jail_text(head, self.app)}", theme.MUTED)]
                y = rect.y + 10 + big.get_linesize()
                for text, ink in lines:
                    surface.blit(detail.render(fit(text, detail, rect.right - x - 12), True, ink), (x, y))
                    y += detail.get_linesize()
        if self.error:
            f = theme.font(17, bold=True)
            y = rects[-1].bottom + 16
            for line in theme.wrap(self.error, f, w - 2 * MARGIN)[:3]:
                surface.blit(f.render(fit(line, f, w - 2 * MARGIN), True, theme.ACCENT), (MARGIN, y))
                y += f.get_linesize()
