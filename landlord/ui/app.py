"""App: the window, the scene stack, and one frame at a time.

``App.step(events, dt)`` runs one frame (route events, update, draw) so tests can drive the
whole game with synthetic events; ``App.run()`` is the real loop, capped in frame rate and
waiting on events when nothing moves, so a person thinking costs no CPU.
"""
from __future__ import annotations

import logging
import os
from typing import Any, Iterable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from ..engine import Engine, load_default_rules  # noqa: E402
from ..engine.rules import Rules  # noqa: E402
from ..engine.contract import missing_members  # noqa: E402
from ..engine.jail_api import JailView  # noqa: E402
from ..plugin_host import installed_engine, installed_jail_games  # noqa: E402
from . import theme  # noqa: E402
from .save_text import fit  # noqa: E402
from .present import FramePresenter, prefer_native_framebuffer  # noqa: E402
from .navigation import Navigation  # noqa: E402
from .scene import SceneStack  # noqa: E402
from .scenes.board import BoardScene  # noqa: E402
from .scenes.confirm import ConfirmScene  # noqa: E402
from .scenes.help import HelpScene  # noqa: E402
from .session import GameSession  # noqa: E402
from .sound import Sounds  # noqa: E402

log = logging.getLogger("landlord.ui")

DEFAULT_SIZE = (1280, 800)
#: The smallest window the scenes are laid out for; a smaller one is set back to this size
#: rather than drawn over itself.
MINIMUM_SIZE = (800, 600)
#: The share of the display a window opened at the default size may take at most: room is left for
#: a title bar and a task bar, so no edge of the window hangs off the screen.
DISPLAY_SHARE = 0.92
FPS = 60


def fitting_size(wanted: tuple[int, int], display: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open at: ``wanted`` where the display has room for it, else as large as
    fits (its shape kept), never below :data:`MINIMUM_SIZE` unless the display itself is smaller
    (then the whole display)."""
    if display is None or display[0] <= 0 or display[1] <= 0:
        return wanted
    room = (int(display[0] * DISPLAY_SHARE), int(display[1] * DISPLAY_SHARE))
    if wanted[0] <= room[0] and wanted[1] <= room[1]:
        return wanted
    scale = min(room[0] / wanted[0], room[1] / wanted[1])
    size = (max(MINIMUM_SIZE[0], int(wanted[0] * scale)), max(MINIMUM_SIZE[1], int(wanted[1] * scale)))
    return (min(size[0], display[0]), min(size[1], display[1]))


def display_size() -> tuple[int, int] | None:
    """The size of the display the window opens on, if SDL knows it."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None
#: Events after which the window must be drawn afresh in full.
EXPOSURES = (pygame.VIDEORESIZE, pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED)
IDLE_WAIT_MS = 250      # while a person decides and nothing moves, wake at least this often (a banner
                        # times out); any event wakes the loop at once


class App:
    def __init__(self, rules: Rules | None = None, size: tuple[int, int] = DEFAULT_SIZE,
                 surface: pygame.Surface | None = None, sound: bool = True, fit_display: bool = False) -> None:
        """:param fit_display: open no larger than the display has room for (the default size,
            when nobody asked for one; a size asked for is kept)."""
        pygame.display.init()
        pygame.font.init()
        theme.font.cache_clear()      # fonts from an earlier pygame session must not be reused
        self.rules = rules or load_default_rules()
        self.registry = installed_jail_games()
        self.engine = installed_engine(self.rules, self.registry.games)
        if surface is None:
            pygame.display.set_caption("The Landlord's Game (1906)")
            prefer_native_framebuffer()      # not SDL's OpenGL texture: see present.py
            if fit_display:
                size = fitting_size(size, display_size())
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = surface
        self.stack = SceneStack()
        #: How a scene opens another (``self.app.open.load()``): scenes import neither each other nor the app.
        self.open = Navigation(self)
        self.sounds = Sounds(enabled=sound)
        self.running = True
        self.fullscreen = False
        self._toast: tuple[str, float] | None = None
        self.presenter = FramePresenter()      # sends the display only what changed

    # -- frames ---------------------------------------------------------------------------
    def step(self, events: Iterable[Any], dt: float) -> None:
        dt = min(dt, 0.1)          # a stall must not make animations jump
        for event in events:
            if not self._global(event):
                self.stack.handle_event(event)
        self.stack.update(dt)
        self.open.hand_over_if_needed()        # another person at the desk answers next: hide the board first
        self.stack.draw(self.screen)
        self._draw_toast(dt)
        if not self.stack.top:
            self.running = False

    def run(self, max_seconds: float | None = None) -> int:
        """The real loop; ``max_seconds`` stops it (for measurements), leaving pygame running."""
        clock = pygame.time.Clock()
        began = pygame.time.get_ticks()
        while self.running:
            if max_seconds is not None and pygame.time.get_ticks() - began >= max_seconds * 1000:
                return 0
            if self._busy():
                events = pygame.event.get()
            else:
                first = pygame.event.wait(IDLE_WAIT_MS)
                events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
            self.step(events, clock.tick(FPS) / 1000)
            self.presenter.present(self.screen)
        pygame.quit()
        return 0

    def _busy(self) -> bool:
        """Is anything moving? (computer seats, dice, tokens, a toast)"""
        top = self.stack.top
        if self._toast is not None:
            return True
        if isinstance(top, BoardScene):
            return top.session.human_decision() is None or top.animating
        return False

    # -- app-wide keys ------------------------------------------------------------------------
    def _global(self, event: Any) -> bool:
        if event.type == pygame.QUIT:
            self.request_quit()
            return True
        if event.type in EXPOSURES:
            self.presenter.invalidate()      # the window's pixels may be gone: send the next frame whole
        if event.type == pygame.VIDEORESIZE:
            self._keep_minimum_size(event.w, event.h)
            return False            # the scenes lay themselves out again for the new size
        if event.type != pygame.KEYDOWN:
            return False
        typing = self.stack.top is not None and self.stack.top.wants_text()
        if event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.key == pygame.K_m and not typing:
            self.toast("Sound off" if self.sounds.toggle() else "Sound on")
            return True
        if (event.key == pygame.K_F1 or event.key == pygame.K_h and not typing) and not self._help_open():
            self.stack.push(self.open.help())
            return True
        if event.key == pygame.K_ESCAPE and not self._modal_open():
            self.request_quit()
            return True
        return False

    def _keep_minimum_size(self, w: int, h: int) -> None:
        if (w, h) == (max(w, MINIMUM_SIZE[0]), max(h, MINIMUM_SIZE[1])):
            return
        if pygame.display.get_surface() is self.screen:
            self.screen = pygame.display.set_mode((max(w, MINIMUM_SIZE[0]), max(h, MINIMUM_SIZE[1])),
                                                  pygame.RESIZABLE)

    def _help_open(self) -> bool:
        return isinstance(self.stack.top, HelpScene)

    def _modal_open(self) -> bool:
        return self.stack.top is not None and self.stack.top.modal

    def request_quit(self) -> None:
        """Quit at once unless a game is in progress; then ask first."""
        if any(isinstance(s, BoardScene) and not s.session.over for s in self.stack.scenes):
            if not isinstance(self.stack.top, ConfirmScene):
                self.stack.push(self.open.confirm("Quit the game in progress?", self.quit))
        else:
            self.quit()

    def quit(self) -> None:
        self.running = False
        for scene in self.stack.scenes:          # no computer goes on thinking for a closed window
            if isinstance(scene, BoardScene):
                scene.stop_searches()

    def toggle_fullscreen(self) -> None:
        """F11: the whole screen at the desktop's size, and back to the window as it was.

        The display mode is set afresh rather than with ``pygame.display.toggle_fullscreen``,
        which under X11 re-creates the window and warns about it; the scenes lay themselves out
        for the new size at their next frame."""
        if pygame.display.get_surface() is not self.screen:
            return              # drawing into a surface of a test's own: there is no window
        if not self.fullscreen:
            self._windowed_size = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            if self.screen.get_size() != self._windowed_size:
                # With SDL's native framebuffer (present.py), an X server without a window manager
                # leaves the window full-screen sized on the first call; the second one takes.
                self.screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        self.fullscreen = not self.fullscreen
        self.presenter.invalidate()

    def toast(self, text: str, seconds: float = 1.8) -> None:
        self._toast = (text, seconds)

    @property
    def toast_text(self) -> str | None:
        """The message shown now, if any."""
        return self._toast[0] if self._toast is not None else None

    def _draw_toast(self, dt: float) -> None:
        if self._toast is None:
            return
        text, left = self._toast
        left -= dt
        self._toast = (text, left) if left > 0 else None
        f = theme.font(20, bold=True)
        w, h = self.screen.get_size()
        lines = theme.wrap(text, f, w - 64)          # a long message wraps rather than leaving the window
        lines = [fit(line, f, w - 64) for line in lines]     # and a long word (a folder's path) is cut
        line_h = f.get_linesize()
        widest = max(f.size(line)[0] for line in lines)
        r = pygame.Rect(0, 0, widest, line_h * len(lines))
        r.midbottom = (w // 2, h - 20)
        r = r.inflate(24, 12)
        pygame.draw.rect(self.screen, (60, 50, 40), r, border_radius=8)
        for k, line in enumerate(lines):
            img = f.render(line, True, theme.WHITE)
            self.screen.blit(img, img.get_rect(midtop=(w // 2, r.y + 6 + k * line_h)))

    # -- plugins' views ------------------------------------------------------------------------------
    def jail_view_for(self, session: Any) -> Any:
        """The jail game's own view, if it offers one (``make_view()``); else None (generic panel)."""
        game = session.engine.jail_game(session.state)
        make = getattr(game, "make_view", None)
        try:
            view = make() if make is not None else None
            lacking = missing_members(view, JailView) if view is not None else []
            if lacking:
                raise TypeError(f"its view lacks {', '.join(lacking)}")
            return view
        except Exception as exc:  # a plugin's view must never stop the game: fall back to the board
            log.warning("jail game %r: make_view() failed (%s: %s); the generic panel shows its decisions",
                        session.state.jail_game, type(exc).__name__, exc)
            return None


def open_game(rules: Rules | None = None, kinds: list[str] | None = None, game: Any = None,
              seed: int = 0, size: tuple[int, int] | None = None, options: dict[str, Any] | None = None) -> int:
    """``landlord``: the window at its first screen (Continue, if a game played in the window was
    left unfinished; else the new-game screen), or straight into a game. Without a ``size`` it
    opens at the default size, or smaller where the display has no room for it. ``options``: the
    engine's options of a new game of ``kinds`` (its house rules and their settings)."""
    app = App(rules, size or DEFAULT_SIZE, fit_display=size is None)
    if game is not None:
        app.stack.push(app.open.board(GameSession.from_loaded(game)))
    elif kinds:
        app.stack.push(app.open.board(GameSession.for_kinds(app.engine, kinds, seed, options=dict(options or {}))))
    else:
        app.stack.push(app.open.first())
    return app.run()
