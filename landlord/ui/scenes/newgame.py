"""The new-game screen: seats (human or computer, name, token), jail game, start, end, rules.

Keyboard: Up/Down choose a line, Left/Right change it, type to rename the seat on the
line, Enter on "Start the game" begins. Mouse: click a line's value to change it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

import pygame

from ...ai import AGENTS
from ...engine.classic_jail import CLASSIC_ID
from .. import theme
from ..cards_text import mark
from ..scene import Scene
from ..session import GameSession, Seat

KIND_NAMES = {"human": "Human", "heuristic": "Computer", "strong": "Computer (strong)",
              "easy": "Computer (easy)", "random": "Computer (random)"}
STARTS = {"deal": "Rule 1: deal and buy", "beginners": "Beginners' average hands",
          "monarch": "Monarch of the World"}


@dataclass
class Line:
    label: Callable[[], str]
    change: Callable[[int], None] | None = None        # Left (-1) / Right (+1) / click (+1)
    seat: int | None = None                              # typing renames this seat


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.kinds = [k for k in KIND_NAMES if k == "human" or k in AGENTS]
        self.seats = [Seat("Player 1", "human", 0), Seat("Player 2", "heuristic", 1), Seat("Player 3", "heuristic", 2),
                      Seat("Player 4", "heuristic", 3), Seat("Player 5", "heuristic", 4), Seat("Player 6", "heuristic", 5)]
        self.count = 3
        self.jails = sorted(app.registry.games)
        self.jail = app.rules.default_jail if app.rules.default_jail in self.jails else self.jails[0]
        # The rules' own jail game is not installed here: say so on its line rather than swap silently.
        self.jail_note = "" if app.rules.default_jail in self.jails else \
            f" - the rules' {app.rules.default_jail!r} is not installed"
        self.start = "deal"
        self.wages_times = app.rules.end_wages_times
        self.advanced = True
        self.majority = False
        self.focus = 0
        self.rects: list[pygame.Rect] = []
        self.error = ""
        self.seed: int | None = None      # fixed by tests and scripts; a new game each time otherwise

    # -- the lines ----------------------------------------------------------------------------
    def lines(self) -> list[Line]:
        out = [Line(lambda: f"Players: {self.count}" + (f" {mark('players')}" if self.count > 4 else ""),
                    self._change_count)]     # the 1906 text gives starting cash for up to four
        for i in range(self.count):
            out.append(Line(lambda i=i: self._seat_label(i), lambda step, i=i: self._change_kind(i, step), seat=i))
            out.append(Line(lambda i=i: f"      token: {theme.TOKEN_NAMES[self.seats[i].token]}",
                            lambda step, i=i: self._change_token(i, step)))
        games = self.app.registry.games
        out += [
            Line(lambda: f"Jail: {games[self.jail].title} ({self.jail}){self.jail_note or self._jail_1906()}",
                 self._change_jail),
            Line(lambda: f"Start: {STARTS[self.start]}", self._change_start),
            Line(lambda: f"The game ends when a player has drawn wages {self.wages_times} times {mark('end')}",
                 self._change_wages),
            Line(lambda: f"Rules for advanced players: {'on' if self.advanced else 'off'}",
                 lambda step: setattr(self, "advanced", not self.advanced)),
            Line(lambda: f"Single Tax vote: {'a majority' if self.majority else 'two votes (1906)'}",
                 lambda step: setattr(self, "majority", not self.majority)),
            Line(lambda: "Start the game  (Enter)", lambda step: self.begin()),
        ]
        return out

    def wants_text(self) -> bool:
        """Letters rename the focused seat, so they are not shortcuts here."""
        lines = self.lines()
        return lines[min(self.focus, len(lines) - 1)].seat is not None

    def _seat_label(self, i: int) -> str:
        seat = self.seats[i]
        return f"Seat {i + 1}: {seat.name}   [{KIND_NAMES[seat.kind]}]"

    def _jail_1906(self) -> str:
        """Says which jail is Rule 6's when another is chosen (the default is not the 1906 jail)."""
        return "" if self.jail == CLASSIC_ID else f" - the 1906 jail is {CLASSIC_ID}"

    def _change_count(self, step: int) -> None:
        self.count = max(self.app.rules.min_players, min(self.app.rules.max_players, self.count + step))
        self.focus = min(self.focus, len(self.lines()) - 1)

    def _change_kind(self, i: int, step: int) -> None:
        k = self.kinds.index(self.seats[i].kind)
        self.seats[i].kind = self.kinds[(k + step) % len(self.kinds)]

    def _change_token(self, i: int, step: int) -> None:
        used = {s.token for j, s in enumerate(self.seats[: self.count]) if j != i}
        t = self.seats[i].token
        for _ in range(len(theme.TOKEN_SHAPES)):
            t = (t + step) % len(theme.TOKEN_SHAPES)
            if t not in used:
                break
        self.seats[i].token = t

    def _change_jail(self, step: int) -> None:
        self.jail = self.jails[(self.jails.index(self.jail) + step) % len(self.jails)]
        self.jail_note = ""

    def _change_start(self, step: int) -> None:
        keys = list(STARTS)
        self.start = keys[(keys.index(self.start) + step) % len(keys)]

    def _change_wages(self, step: int) -> None:
        self.wages_times = max(1, min(20, self.wages_times + step))

    # -- starting -----------------------------------------------------------------------------------
    def session_for(self, seed: int | None = None) -> GameSession:
        seats = [Seat(s.name.strip() or f"Player {i + 1}", s.kind, s.token) for i, s in enumerate(self.seats[: self.count])]
        options = {"start": self.start, "jail": self.jail, "advanced": self.advanced,
                   "end_wages_times": self.wages_times, "single_tax_majority": self.majority}
        return GameSession(self.app.engine, seats, seed if seed is not None else random.randrange(2**31), options)

    def begin(self) -> None:
        from ...engine import SetupError
        from .board import BoardScene
        try:
            session = self.session_for(self.seed)
        except SetupError as exc:
            self.error = str(exc)
            return
        self.app.stack.replace(BoardScene(self.app, session))

    # -- events -----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        lines = self.lines()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F9:
            from .load import LoadScene
            self.app.stack.push(LoadScene(self.app))
            return True
        if event.type == pygame.KEYDOWN:
            line = lines[self.focus]
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                step = -1 if event.key == pygame.K_UP else 1
                self.focus = (self.focus + step) % len(lines)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and line.change:
                line.change(-1 if event.key == pygame.K_LEFT else 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if line.change and lines.index(line) != len(lines) - 1:
                    line.change(1)
                else:
                    self.begin()
            elif line.seat is not None and event.key == pygame.K_BACKSPACE:
                self.seats[line.seat].name = self.seats[line.seat].name[:-1]
            elif line.seat is not None and event.unicode and event.unicode.isprintable():
                if len(self.seats[line.seat].name) < 18:
                    self.seats[line.seat].name += event.unicode
            else:
                return False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for k, rect in enumerate(self.rects):
                if rect.collidepoint(event.pos) and k < len(lines):
                    self.focus = k
                    if lines[k].change:
                        lines[k].change(1 if event.button == 1 else -1)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        title = theme.font(34, bold=True).render("The Landlord's Game (1906): a new game", True, theme.INK)
        surface.blit(title, (40, 24))
        hint = ("Up/Down: choose a line.  Left/Right or click: change it.  Type to rename a seat.  "
                "Enter: start.  F9: load a game.  F1: help.")
        surface.blit(theme.font(17).render(hint, True, theme.MUTED), (40, 70))
        y = 104
        self.rects = []
        line_h = max(24, min(32, (h - 140) // max(1, len(self.lines()))))
        for k, line in enumerate(self.lines()):
            rect = pygame.Rect(36, y, min(760, w - 72), line_h - 4)
            self.rects.append(rect)
            if k == self.focus:
                pygame.draw.rect(surface, theme.BUTTON_HOT, rect, border_radius=5)
            text = line.label()
            f = theme.font(20, bold=k == len(self.lines()) - 1)
            surface.blit(f.render(text, True, theme.INK), (rect.x + 8, rect.y + (rect.h - f.get_height()) // 2))
            if line.seat is not None:
                seat = self.seats[line.seat]
                theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token],
                                 (rect.right + 20, rect.centery), 10)
            y += line_h
        if self.error:
            surface.blit(theme.font(18, bold=True).render(self.error, True, theme.ACCENT), (40, y + 8))
