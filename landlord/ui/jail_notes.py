"""What the table says around a stay in a jail game: the game's rules card the first time a
person's prisoner plays it, and a line on how each stay went as the prisoner comes out.

Both are the jail game's own words (its optional ``rules_card`` and ``stay_summary``), asked
through :func:`landlord.plugin_host.jail_words`; a game that offers none shows none, and a failing
one is logged and skipped.

``stay_summary`` is asked with the arguments of the jail game's ``apply`` that let the prisoner
out. The window sees the game only between frames, and a frame may hold several choices (a person's
and the computers', or hundreds at the "instant" pace), so it keeps a copy of the game as it stood
when it last looked while someone was in Jail, and plays the choices made since on that copy (the
engine is deterministic) to find the step that released him. The game itself is only read. The
summary shows once, for a few seconds (or while the end of the turn is kept up, ``jail_story``),
then gets out of the way: it waits for nobody's answer.
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import pygame

from ..engine import Engine, GameState
from ..engine.context import Ctx
from ..engine.jail_host import jail_context, slot_copy
from ..plugin_host import WORDS_WARNINGS, jail_words
from ..plugin_host import log as plugins_log
from . import theme
from .text_card import Picture, draw_text_card

if TYPE_CHECKING:      # the board scene hands its session in; nothing here makes one
    from .session import GameSession

#: Seconds a stay's summary stays on the table, by computer pace (longer only while the end of the
#: turn is kept up; a person who moves on puts it away at once). It never waits for anyone.
SUMMARY_SECONDS = {"slow": 6.0, "normal": 4.5, "fast": 3.0, "instant": 2.5}
#: The rules card's last line.
CARD_FOOTER = "(This card goes once you make your first choice.)"


class JailNotes:
    def __init__(self) -> None:
        self.seen: set[tuple[int, str]] = set()            # (seat, jail game) shown its rules card
        self.card: tuple[str, list[str]] | None = None      # the game's title and its rules card
        self._card_at = 0                                    # len(history) when the card was put up
        self.summaries: list[str] = []
        self._summary_left = 0.0                             # seconds the summaries stay up yet
        self._state: GameState | None = None
        self._before: GameState | None = None                # the game as last seen with someone in Jail

    # -- watching the game ------------------------------------------------------------------------
    def observe(self, session: GameSession) -> None:
        """Look at the game once a frame: put up a rules card, or sum up a stay that has ended."""
        state, engine = session.state, session.engine
        made = len(state.history)
        if state is not self._state:               # another game, or the same after an undo
            self._state, self._before, self.card = state, None, None
        elif self._before is not None and made > len(self._before.history) and any(
                was.in_jail and not now.in_jail for was, now in zip(self._before.players, state.players)):
            lines = stay_summaries(engine, self._before, state.history[len(self._before.history):])
            if lines:
                self.summaries, self._summary_left = lines, SUMMARY_SECONDS.get(session.pace, 4.5)
        if any(p.in_jail for p in state.players):
            if self._before is None or len(self._before.history) != made:
                self._before = copy.deepcopy(state)
        else:
            self._before = None
        if self._summary_left <= 0 and not session.jail_story.ending:     # shown once, then out of the way
            self.summaries = []
        if self.card is not None and made > self._card_at:
            self.card = None                       # he has made his first choice in there
        self._put_up_card(session)

    def update(self, dt: float) -> None:
        self._summary_left = max(0.0, self._summary_left - dt)

    def moved_on(self) -> None:
        """The person put the board back: the stay's summary has been read."""
        self.summaries, self._summary_left = [], 0.0

    def _put_up_card(self, session: GameSession) -> None:
        state = session.state
        turn = session.prisoner
        decision = session.human_decision()
        if turn is None or decision is None or decision.actor != turn.seat:
            return
        key = (turn.seat, state.jail_game)
        if key in self.seen:
            return
        self.seen.add(key)
        game = session.engine.jail_game(state)
        lines = jail_words(game, "rules_card")
        if lines:
            self.card, self._card_at = (str(game.title), list(lines)), len(state.history)

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, board: pygame.Rect, session: GameSession, view: Any = None) -> None:
        """Look at the game (:meth:`observe`), then draw the rules card over the middle of ``board``
        (above its lines the picture the jail game's ``view`` draws of it, if it offers one) and the
        stays' summaries along its foot."""
        self.observe(session)
        if self.card is not None:
            title, lines = self.card
            draw_text_card(surface, board, title, lines, CARD_FOOTER, rules_picture(view, session.state.jail_game))
        if self.summaries:                         # above the rules card if one is up, else along the foot
            _summary(surface, board, self.summaries, on_top=self.card is not None)


def rules_picture(view: Any, game_id: str) -> Picture | None:
    """The jail game's picture for its rules card: its view's optional ``draw_rules_picture``, or
    None. A picture is a help, never a reason to stop a game: one that raises is logged once (logger
    ``landlord.plugins``) and the card's words stand alone."""
    draw = getattr(view, "draw_rules_picture", None)
    if draw is None:
        return None

    def safely(surface: pygame.Surface, rect: pygame.Rect) -> None:
        try:
            draw(surface, rect)
        except Exception as exc:  # a plugin may fail in any way; its picture is simply left out
            WORDS_WARNINGS(("jail game", game_id, "draw_rules_picture"), plugins_log, "jail game %r: draw_rules_picture() "
                           "failed (%s: %s); the rules card is shown without it", game_id, type(exc).__name__, exc)
    return safely


def stay_summaries(engine: Engine, before: GameState, choices: list[Any]) -> list[str]:
    """Play ``choices`` on a copy of ``before`` and sum up, in the jail game's words, every stay
    they end."""
    trial = copy.deepcopy(before)
    found: list[str] = []
    for choice in choices:
        turn = engine.prisoner_in_play(trial)
        asked = None
        if turn is not None:
            asked = (turn.seat, engine.jail_game(trial), jail_context(Ctx(engine, trial), turn.seat), slot_copy(trial))
        engine.apply(trial, choice)
        if asked is not None and not trial.players[asked[0]].in_jail:
            _, game, ctx, slot = asked
            line = jail_words(game, "stay_summary", ctx, slot, choice)
            if line:
                found.append(line)
    return found


def _summary(surface: pygame.Surface, board: pygame.Rect, lines: list[str], on_top: bool) -> None:
    size = max(15, min(22, board.w // 34))
    f = theme.font(size, bold=True)
    width = int(board.w * 0.8)
    rows = [row for line in lines for row in theme.wrap(line, f, width - 24)][:6]
    box = pygame.Rect(0, 0, width, len(rows) * f.get_linesize() + 16)
    if on_top:
        box.midtop = (board.centerx, board.y + 6)
    else:
        box.midbottom = (board.centerx, board.bottom - board.h // 7)
    pygame.draw.rect(surface, theme.WHITE, box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
    for k, row in enumerate(rows):
        img = f.render(row, True, theme.INK)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 8 + k * f.get_linesize())))
