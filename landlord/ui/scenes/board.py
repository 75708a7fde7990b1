"""The board scene: the game in play, its panel of players, the log, and the choice panel.

Every decision a person must answer appears in the choice panel (mouse or keyboard); a
jail game may draw its own view in place of the board while a prisoner plays.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..banner import Banner
from ..board_view import BoardView
from ..labels import choice_words, counted, option_details, option_label
from ..scene import Scene
from ..session import GameSession
from ..widgets import Button, ChoicePanel

TWEEN_SECONDS = 0.25
DICE_SECONDS = 0.4


class BoardScene(Scene):
    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.view = BoardView(session.engine.rules)
        self.panel: ChoicePanel | None = None
        self.panel_for: int | None = None      # len(history) the panel was made for
        self.hover: int | None = None
        self.log_scroll = 0
        self.tokens = [(theme.TOKEN_SHAPES[s.token], theme.TOKEN_COLOURS[s.token]) for s in session.seats]
        self.shown = [self.view.token_spot(p.position, i) if self.view.boxes else (0, 0)
                      for i, p in enumerate(session.state.players)]
        self.dice_timer = 0.0
        self.jail_view = app.jail_view_for(session)
        self.layout_size: tuple[int, int] | None = None
        self.propose_button: Button | None = None       # shown while a person at the desk may propose
        self.banner = Banner()                           # what just happened, in one line on the board
        self.dice_by: int | None = None                  # whose throw the dice show

    # -- layout -----------------------------------------------------------------------------
    def _layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self.layout_size == (w, h):
            return
        self.layout_size = (w, h)
        board_side = min(h - 16, int(w * 0.62))
        self.view.layout(pygame.Rect(8, 8, board_side, h - 16))
        x = self.view.rect.right + 14
        self.side = pygame.Rect(x, 8, w - x - 8, h - 16)
        self.players_rect = pygame.Rect(self.side.x, self.side.y, self.side.w, 30 + 22 * len(self.session.seats))
        if any(seat.human for seat in self.session.seats):
            self.propose_button = Button(pygame.Rect(self.players_rect.right - 132, self.players_rect.y - 2, 132, 22),
                                         "Propose...")
        self.choice_rect = pygame.Rect(self.side.x, self.players_rect.bottom + 8, self.side.w, int(h * 0.42))
        self.log_rect = pygame.Rect(self.side.x, self.choice_rect.bottom + 6, self.side.w,
                                    self.side.bottom - self.choice_rect.bottom - 6)
        self.shown = [self.view.token_spot(p.position, i) for i, p in enumerate(self.session.state.players)]
        if self.panel:
            self.panel.layout(self.choice_rect)

    # -- the choice panel -----------------------------------------------------------------------
    def _refresh_panel(self) -> None:
        s = self.session
        d = s.human_decision()
        if d is None:
            self.panel, self.panel_for = None, None
            return
        stamp = len(s.state.history)
        if self.panel is not None and self.panel_for == stamp:
            return
        names = [seat.name for seat in s.seats]
        rules = s.engine.rules
        labels = [option_label(d, o, rules, names) for o in d.options]
        details = [option_details(d, o, rules, s.state, names) for o in d.options]
        self.panel = ChoicePanel(d.prompt, d.options, labels, self._submit, details)
        self.panel_for = stamp
        if self.layout_size:
            self.panel.layout(self.choice_rect)

    def _submit(self, choice) -> None:
        self.session.submit(choice)
        self.app.sounds.play("click")
        self.panel = None

    # -- scene protocol --------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.panel is not None and self.panel.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_F5 or (ctrl and event.key == pygame.K_s):
                self.save()
                return True
            if event.key == pygame.K_F9 or (ctrl and event.key == pygame.K_o):
                from .load import LoadScene
                self.app.stack.push(LoadScene(self.app))
                return True
            if event.key == pygame.K_u or (ctrl and event.key == pygame.K_z):
                self.undo()
                return True
            if event.key == pygame.K_p:
                self.app.toast(f"Computer pace: {self.session.cycle_pace()}")
                return True
            if event.key == pygame.K_t:
                self.open_proposals()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.propose_button is not None \
                and self.propose_button.rect.collidepoint(event.pos):
            self.open_proposals()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.space_at(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(pygame.mouse.get_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y * 3)
            return True
        return False

    def open_proposals(self) -> None:
        """The Single Tax or a Trust, proposed by any person at the desk, whoever's turn it is."""
        if not any(seat.human for seat in self.session.seats):
            self.app.toast("Only the people at the desk propose here; the computers propose for themselves.")
            return
        from .propose import ProposeScene
        self.app.stack.push(ProposeScene(self.app, self.session))

    # -- save and undo ---------------------------------------------------------------------------------
    def save(self) -> None:
        """Save to the data folder under a dated name (the Load screen lists it)."""
        import time
        from ...paths import saves_dir, shown_path
        from ...saves import SaveError, save_game
        path = saves_dir() / time.strftime("game-%Y%m%d-%H%M%S.toml")
        try:
            save_game(path, self.session.engine, self.session.state, self.session.kinds)
            self.app.toast(f"Saved {path.name}\nin {shown_path(path.parent)}  (F9 to load)", 3.0)
        except SaveError as exc:
            self.app.toast(f"Not saved: {exc}", 4.0)

    def undo(self) -> None:
        """Take back the deciding person's own choices since the last throw or card."""
        from ...undo import undo
        s = self.session
        d = s.decision
        humans = [i for i, seat in enumerate(s.seats) if seat.human]
        seat = d.actor if d is not None and d.actor in humans else (humans[0] if len(humans) == 1 else None)
        if seat is None:
            self.app.toast("Undo: it is nobody's own choice to take back now")
            return
        result = undo(s.engine, s.state, seat)
        if result.state is None:
            self.app.toast(f"Nothing to undo: {result.message}", 3.0)
            return
        s.replace_state(result.state)
        names = [seat.name for seat in s.seats]
        taken = ", ".join(choice_words(c, s.engine.rules, names) for c in result.undone)
        message = f"{s.seats[seat].name} takes back: {taken}."
        s.log.append(message)
        self.panel = None
        self.app.toast(message, 3.0)

    def update(self, dt: float) -> None:
        s = self.session
        before = len(s.state.history)
        s.advance(dt)
        for event in s.fresh_events:
            self.app.sounds.for_event(event)
            self.banner.notice(event, s.pace)
            if event.name == "dice":
                self.dice_timer = DICE_SECONDS
                self.dice_by = event.data.get("seat")
        s.fresh_events.clear()
        if len(s.state.history) != before:
            self.log_scroll = 0
        self.dice_timer = max(0.0, self.dice_timer - dt)
        self.banner.update(dt)
        if self.view.boxes:
            k = 1.0 if s.pace == "instant" else min(1.0, dt / TWEEN_SECONDS * 3)
            for i, p in enumerate(s.state.players):
                tx, ty = self.view.token_spot(p.position, i)
                x, y = self.shown[i]
                self.shown[i] = (x + (tx - x) * k, y + (ty - y) * k)
        self._refresh_panel()
        if s.over:
            from .end import EndScene
            self.app.stack.replace(EndScene(self.app, s))

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface)
        surface.fill(theme.BACKGROUND)
        s = self.session
        jail_turn = self.jail_view is not None and self._prisoner_playing()
        if jail_turn:
            self.jail_view.draw(surface, self.view.rect, s)
        else:
            self.view.draw(surface, s.state, self.tokens, self.shown)
            self._draw_dice(surface)
            self.banner.draw(surface, self.view.rect)
        self._draw_players(surface)
        if self.panel is not None:
            self.panel.draw(surface)
        else:
            self._draw_waiting(surface)
        self._draw_log(surface)
        if self.hover is not None and not jail_turn:
            self._draw_card(surface, self.hover)

    # -- pieces -------------------------------------------------------------------------------------
    def _prisoner_playing(self) -> bool:
        stack = self.session.state.stack
        return bool(stack) and stack[-1]["kind"] == "jail"

    def _draw_dice(self, surface: pygame.Surface) -> None:
        dice = self.session.last_dice
        if dice is None:
            return
        size = max(28, self.view.rect.w // 16)
        cx, cy = self.view.rect.centerx, self.view.rect.centery + size * 2
        faces = dice
        if self.dice_timer > 0:       # a short rattle before the faces settle
            k = int(self.dice_timer * 40)
            faces = (1 + (dice[0] + k) % 6, 1 + (dice[1] + 2 * k) % 6)
        if self.dice_by is not None and 0 <= self.dice_by < len(self.session.seats):
            f = theme.font(max(14, size // 2))
            whose = f.render(f"{self.session.seats[self.dice_by].name}'s throw", True, theme.MUTED)
            surface.blit(whose, whose.get_rect(midtop=(cx, cy + size + 6)))
        for i, face in enumerate(faces):
            r = pygame.Rect(cx - size - 6 + i * (size + 12), cy, size, size)
            pygame.draw.rect(surface, theme.WHITE, r, border_radius=6)
            pygame.draw.rect(surface, theme.INK, r, 2, border_radius=6)
            for px, py in PIPS[face]:
                pygame.draw.circle(surface, theme.INK, (r.x + int(px * size), r.y + int(py * size)), max(2, size // 10))

    def _draw_players(self, surface: pygame.Surface) -> None:
        s = self.session
        d = s.decision
        head = f"Round {s.state.round}  -  jail: {s.state.jail_game}  -  pace: {s.pace} (P)  -  help: H"
        room = self.players_rect.w - (self.propose_button.rect.w + 8 if self.propose_button else 0)
        head_font, head = theme.fitted(head, 15, room)
        surface.blit(head_font.render(head, True, theme.MUTED), (self.players_rect.x, self.players_rect.y))
        if self.propose_button is not None:
            self.propose_button.draw(surface, "T", 14)
        wealth = s.engine.wealth(s.state)
        for i, seat in enumerate(s.seats):
            y = self.players_rect.y + 24 + i * 22
            p = s.state.players[i]
            shape, colour = self.tokens[i]
            theme.draw_token(surface, shape, colour, (self.players_rect.x + 8, y + 9), 7)
            where = " (Jail)" if p.in_jail else " (Poor House)" if p.in_poor_house else ""
            mark = ">" if d is not None and d.actor == i else " "
            text = (f"{mark} {seat.name}{where}: ${s.state.cash(i):,}, {counted(len(s.state.cards_of(i)), 'card')}, "
                    f"{counted(s.state.houses_of(i), 'house')}"
                    + (f", {counted(p.notes, 'note')}" if p.notes else "") + f"; worth {wealth[i]:,}")
            font_, text = theme.fitted(text, 15, self.players_rect.w - 20, bold=mark == ">")
            surface.blit(font_.render(text, True, theme.INK), (self.players_rect.x + 20, y))

    def _draw_waiting(self, surface: pygame.Surface) -> None:
        d = self.session.decision
        if d is None:
            return
        text = theme.font(18).render(d.prompt, True, theme.MUTED)
        surface.blit(text, self.choice_rect.topleft, area=pygame.Rect(0, 0, self.choice_rect.w, 40))

    def _draw_log(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.log_rect, border_radius=6)
        f = theme.font(15)
        line_h = f.get_linesize()
        rows = max(1, (self.log_rect.h - 8) // line_h)
        lines: list[str] = []
        for entry in self.session.log[-(rows + self.log_scroll) * 2:]:
            lines += theme.wrap(entry, f, self.log_rect.w - 12)
        end = len(lines) - self.log_scroll
        for k, line in enumerate(lines[max(0, end - rows):end]):
            surface.blit(f.render(line, True, theme.INK), (self.log_rect.x + 6, self.log_rect.y + 4 + k * line_h))

    def _draw_card(self, surface: pygame.Surface, index: int) -> None:
        from ..cards_text import space_card
        lines = space_card(self.session.engine.rules, self.session.state, index,
                           [seat.name for seat in self.session.seats])
        f = theme.font(16)
        w = max(f.size(line)[0] for line in lines) + 16
        h = len(lines) * f.get_linesize() + 12
        mx, my = pygame.mouse.get_pos()
        x = min(mx + 16, surface.get_width() - w - 4)
        y = min(my + 16, surface.get_height() - h - 4)
        r = pygame.Rect(x, y, w, h)
        pygame.draw.rect(surface, theme.WHITE, r, border_radius=6)
        pygame.draw.rect(surface, theme.INK, r, 1, border_radius=6)
        for k, line in enumerate(lines):
            surface.blit((theme.font(16, bold=True) if k == 0 else f).render(line, True, theme.INK),
                         (x + 8, y + 6 + k * f.get_linesize()))


PIPS = {1: [(.5, .5)], 2: [(.27, .27), (.73, .73)], 3: [(.27, .27), (.5, .5), (.73, .73)],
        4: [(.27, .27), (.73, .27), (.27, .73), (.73, .73)],
        5: [(.27, .27), (.73, .27), (.5, .5), (.27, .73), (.73, .73)],
        6: [(.27, .25), (.73, .25), (.27, .5), (.73, .5), (.27, .75), (.73, .75)]}
