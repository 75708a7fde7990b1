"""Load: every save and autosave in the data folder, newest first, each told in three lines.

A row says when the game was saved, the round and whose turn, the players (and which are
computers), the rules and the jail game, all read from the file's header (nothing is replayed
to list it). A file that cannot be read is listed with its reason and never hides the others.
Up/Down (Page Up/Down, Home/End, the wheel) choose; Enter, a click or a row's number key loads;
Escape goes back. A save that cannot be loaded says why and stays on disk untouched.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from ...autosaves import AUTOSAVES_KEPT
from ...paths import shown_path, user_data_dir
from ...save_list import MOST_LISTED, SaveEntry, save_files, saved_games
from ...saves import SaveError, load_game
from .. import theme
from ..save_text import entry_tag, fit, jail_text, position_text, rules_text, seats_text, when_text
from ..scene import Scene
from ..session import GameSession

MARGIN = 24
MAX_WIDTH = 1100      # rows wider than this read badly on a large window
KEY_COLUMN = 26       # the row's number key, 1 to 9


class LoadScene(Scene):
    modal = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.total = len(save_files())
        self.entries: list[SaveEntry] = saved_games()
        self.files: list[Path] = [e.path for e in self.entries]
        self.selected = 0
        self.first = 0            # the first row shown
        self.hover: int | None = None
        self.error = ""

    # -- layout (a function of the window's size and the scroll, so events and drawing agree) ---------
    def _fonts(self):
        return theme.font(18, bold=True), theme.font(16), theme.font(15)

    def row_height(self) -> int:
        return 10 + sum(f.get_linesize() for f in self._fonts()) + 6

    def list_rect(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size
        top = 16 + theme.font(28, bold=True).get_linesize() + theme.font(15).get_linesize() + 14
        bottom = h - 12 - theme.font(16).get_linesize() - 2 * theme.font(16, bold=True).get_linesize()
        return pygame.Rect(MARGIN, top, min(MAX_WIDTH, w - 2 * MARGIN), max(self.row_height(), bottom - top))

    def rows_shown(self, size: tuple[int, int]) -> int:
        return max(1, self.list_rect(size).h // self.row_height())

    def row_rects(self, size: tuple[int, int]) -> list[tuple[int, pygame.Rect]]:
        """(entry index, rect) of each row on screen."""
        area, step = self.list_rect(size), self.row_height()
        shown = range(self.first, min(len(self.entries), self.first + self.rows_shown(size)))
        return [(i, pygame.Rect(area.x, area.y + k * step, area.w - 10, step - 6)) for k, i in enumerate(shown)]

    def _size(self) -> tuple[int, int]:
        return self.app.screen.get_size()

    # -- acting ----------------------------------------------------------------------------------
    def select(self, index: int) -> None:
        """Choose a row, scrolling so it is on screen."""
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, index))
        shown = self.rows_shown(self._size())
        self.first = min(self.first, self.selected)
        self.first = max(self.first, self.selected - shown + 1)

    def scroll(self, rows: int) -> None:
        most = max(0, len(self.entries) - self.rows_shown(self._size()))
        self.first = max(0, min(most, self.first + rows))

    def load(self, path: Path) -> None:
        try:
            game = load_game(path, engine=self.app.engine)
        except SaveError as exc:
            self.error = str(exc)
            return
        session = GameSession.from_loaded(game)
        self.app.stack.scenes[:] = []
        self.app.stack.push(self.app.open.board(session))
        self.app.toast(f"Loaded {path.name}" + (f" ({'; '.join(game.notes)})" if game.notes else ""), 3.0)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            shown = self.rows_shown(self._size())
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -shown, pygame.K_PAGEDOWN: shown,
                     pygame.K_HOME: -len(self.entries), pygame.K_END: len(self.entries)}
            if event.key == pygame.K_ESCAPE:
                self.app.stack.remove(self)
            elif event.key in moves:
                self.select(self.selected + moves[event.key])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.entries:
                self.load(self.entries[self.selected].path)
            elif pygame.K_1 <= event.key <= pygame.K_9 or pygame.K_KP1 <= event.key <= pygame.K_KP9:
                n = event.key - (pygame.K_1 if event.key <= pygame.K_9 else pygame.K_KP1)
                rows = self.row_rects(self._size())
                if n < len(rows):
                    self.selected = rows[n][0]
                    self.load(self.entries[rows[n][0]].path)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects(self._size()):
                if rect.collidepoint(event.pos):
                    self.selected = index
                    self.load(self.entries[index].path)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in self.row_rects(self._size()) if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        return True

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        area = self.list_rect((w, h))
        title = theme.font(28, bold=True)
        surface.blit(title.render("Load a saved game", True, theme.INK), (MARGIN, 16))
        small = theme.font(15)
        where = (f"From {shown_path(user_data_dir())}: saves/ (F5 in a game) and autosaves/ (every turn; "
                 f"the last {AUTOSAVES_KEPT} games)")
        surface.blit(small.render(fit(where, small, area.w), True, theme.MUTED),
                     (MARGIN, 16 + title.get_linesize()))
        if not self.entries:
            self._draw_empty(surface, area)
        for index, rect in self.row_rects((w, h)):
            self._draw_row(surface, index, rect)
        self._draw_scrollbar(surface, area)
        self._draw_footer(surface, area, h)

    def row_texts(self, index: int) -> list[str]:
        """What a row says: its tag (top right), then its three lines."""
        entry = self.entries[index]
        if entry.header is None:              # a bad file: found by its name, with the reason
            return [entry.path.name, "Cannot be read", entry.problem or "",
                    f"File last changed {when_text(entry.when)}"]
        head = entry.header
        return [entry_tag(entry), f"{when_text(entry.when)}  \u00b7  {position_text(head)}",
                f"Players: {seats_text(head.seats)}", f"{rules_text(head, self.app)}  \u00b7  {jail_text(head, self.app)}"]

    def _draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        entry = self.entries[index]
        colour = theme.BUTTON_HOT if index == self.selected else theme.BUTTON if index == self.hover else theme.PANEL
        pygame.draw.rect(surface, colour, rect, border_radius=6)
        if index == self.selected:
            pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=6)
        bold, regular, small = self._fonts()
        number = index - self.first + 1
        if number <= 9:
            surface.blit(bold.render(str(number), True, theme.BUTTON_KEY), (rect.x + 8, rect.y + 5))
        x, width = rect.x + KEY_COLUMN + 4, rect.w - KEY_COLUMN - 14
        tag_text, *texts = self.row_texts(index)
        tag = small.render(fit(tag_text, small, width // 3), True, theme.MUTED)
        surface.blit(tag, (rect.right - 8 - tag.get_width(), rect.y + 7))
        inks = (theme.ACCENT, theme.INK, theme.MUTED) if entry.header is None else (theme.INK, theme.INK, theme.MUTED)
        rooms = (width - tag.get_width() - 12, width, width)
        y = rect.y + 5
        for font, text, ink, room in zip((bold, regular, small), texts, inks, rooms):
            surface.blit(font.render(fit(text, font, room), True, ink), (x, y))
            y += font.get_linesize()

    def _draw_empty(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        f = theme.font(18)
        text = ("No saved games yet. In a game, F5 saves it; every game played in the window is also "
                "autosaved at the start of each turn, and the newest unfinished one can be continued at launch.")
        for k, line in enumerate(theme.wrap(text, f, area.w)):
            surface.blit(f.render(line, True, theme.INK), (area.x, area.y + k * f.get_linesize()))

    def _draw_scrollbar(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        shown = max(1, area.h // self.row_height())
        if len(self.entries) <= shown:
            return
        track = pygame.Rect(area.right - 6, area.y, 6, area.h - 6)
        pygame.draw.rect(surface, theme.PANEL, track, border_radius=3)
        thumb_h = max(20, track.h * shown // len(self.entries))
        thumb_y = track.y + (track.h - thumb_h) * self.first // max(1, len(self.entries) - shown)
        pygame.draw.rect(surface, theme.MUTED, (track.x, thumb_y, track.w, thumb_h), border_radius=3)

    def _draw_footer(self, surface: pygame.Surface, area: pygame.Rect, h: int) -> None:
        f, fb = theme.font(16), theme.font(16, bold=True)
        hint = "Up/Down or the wheel: choose.  Enter, a click or the row's number: load.  Esc: back."
        if self.entries:
            last = min(len(self.entries), self.first + max(1, area.h // self.row_height()))
            hint += f"   {self.first + 1}-{last} of {len(self.entries)}"
            if self.total > MOST_LISTED:
                hint += f" (the newest; {self.total - MOST_LISTED} older files not listed)"
        y = area.bottom + 6
        surface.blit(f.render(fit(hint, f, area.w), True, theme.MUTED), (MARGIN, y))
        y += f.get_linesize()
        for line in theme.wrap(self.error, fb, area.w)[:2] if self.error else []:
            surface.blit(fb.render(fit(line, fb, area.w), True, theme.ACCENT), (MARGIN, y))
            y += fb.get_linesize()
