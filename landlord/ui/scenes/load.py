"""Load: the saved games in the data folder (the autosave first), newest first.

Number keys or a click load one; Escape goes back. A save that cannot be loaded says why
in one line and stays on disk untouched.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from ...paths import user_data_dir
from ...saves import SaveError, autosave_path, load_game
from .. import theme
from ..scene import Scene
from ..widgets import ChoicePanel

SHOWN = 30


def saved_games() -> list[Path]:
    folder = user_data_dir() / "saves"
    found = sorted(folder.glob("*.toml"), key=lambda p: p.stat().st_mtime, reverse=True) if folder.is_dir() else []
    auto = autosave_path()
    return ([auto] if auto.is_file() else []) + found[:SHOWN]


class LoadScene(Scene):
    modal = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.files = saved_games()
        labels = [("Autosave: " if f == autosave_path() else "") + f.name for f in self.files]
        self.panel = ChoicePanel("Load a saved game (Esc: back)", self.files, labels, self.load)
        self.error = "" if self.files else f"No saved games yet in {user_data_dir()}."

    def load(self, path: Path) -> None:
        from .board import BoardScene
        from ..session import GameSession
        try:
            game = load_game(path, engine=self.app.engine)
        except SaveError as exc:
            self.error = str(exc)
            return
        session = GameSession.from_loaded(game)
        self.app.stack.scenes[:] = []
        self.app.stack.push(BoardScene(self.app, session))
        self.app.toast(f"Loaded {path.name}" + (f" ({'; '.join(game.notes)})" if game.notes else ""), 3.0)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.remove(self)
            return True
        self.panel.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        self.panel.layout(pygame.Rect(40, 40, min(700, w - 80), h - 120))
        self.panel.draw(surface)
        if self.error:
            for k, line in enumerate(theme.wrap(self.error, theme.font(18), w - 80)):
                surface.blit(theme.font(18, bold=True).render(line, True, theme.ACCENT), (40, h - 70 + k * 22))
