"""The board scene: the game in play, its panel of players, the log, and the choice panel.

Every decision a person must answer appears in the choice panel (mouse or keyboard); a
jail game may draw its own view in place of the board while a prisoner plays. The table
tells the story (``motion``): tokens walk, dice tumble, money floats and figures tick, and
computer play waits for the story to catch up; Tab (or Space when no choice is shown) skips it.
Hovering a space shows its card; a click pins it until the next click or Escape.

With house rules, each player's lines in the players' panel end with what each active house
rule says of him (its ``describe``), and a house rule's action shows who targets whom: an arrow
from the actor's token to the target's for a moment, and a line in the banner.
"""
from __future__ import annotations

import pygame

from .. import theme
from .. import house_words
from ..banner import SECONDS, Banner
from ..board_view import BoardView
from ..hints import HINT_KEY, HINT_SECONDS, Hints
from ..labels import choice_words, counted, option_details, option_label
from ..motion import Motion, places_of
from ..scene import Scene
from ..session import GameSession
from ..table_cards import TableCards
from ..table_view import draw_table_card
from ..widgets import Button, ChoicePanel

#: How high a walking token hops between spaces, as a share of the board.
HOP = 0.012
#: Keys that skip the table's animations (Space too, when no choice panel takes it).
SKIP_KEYS = (pygame.K_TAB,)
#: Keys that put the board back after a turn in Jail (a click does too).
MOVE_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB)



#: The choice panel's share of the window's height, and what a short window gives it from the log
#: while the log keeps :data:`LOG_LINES_KEPT` lines (at 800x600, five buttons tall enough for
#: their words instead of three).
CHOICE_SHARE, SHORT_WINDOW_CHOICE_SHARE, SHORT_WINDOW = 0.42, 0.56, 720
LOG_LINES_KEPT = 5


def choice_height(window_h: int) -> int:
    return int(window_h * CHOICE_SHARE)

class BoardScene(Scene):
    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.view = BoardView(session.engine.rules, len(session.seats))
        self.panel: ChoicePanel | None = None
        self.panel_for: int | None = None      # len(history) the panel was made for
        self._over: int | None = None          # the space under the mouse
        self.pinned: int | None = None         # the space whose card a click pinned
        self.log_scroll = 0
        self.tokens = [(theme.TOKEN_SHAPES[s.token], theme.TOKEN_COLOURS[s.token]) for s in session.seats]
        self.motion = Motion(session.engine.rules.size, places_of(session.state.players),
                             dict(session.state.accounts), session.pace)
        self.jail_view = app.jail_view_for(session)
        session.jail_story.shown = self.jail_view is not None     # its view keeps a turn's end up a while
        from ..jail_notes import JailNotes
        self.jail_notes = JailNotes()                    # a jail game's rules card, and each stay summed up
        self.layout_size: tuple[int, int] | None = None
        self.propose_button: Button | None = None       # shown while a person at the desk may propose
        self.hints = Hints()                             # the expert's advice for a person's decision (A)
        self.banner = Banner()                           # what just happened, in one line on the board
        self.table_cards = TableCards()                  # the auction, trade or vote under way, and its result
        #: House rules' actions on the board now: [actor, target or None, seconds left, seconds in all].
        self.actions: list[list] = []
        self.house_rows = 0                              # lines under each player for the house rules
        self._described: tuple[tuple, list[list[str]]] | None = None    # (the game as it stood, lines)

    @property
    def hover(self) -> int | None:
        """The space whose card shows: the pinned one, else the one under the mouse."""
        return self.pinned if self.pinned is not None else self._over

    @hover.setter
    def hover(self, space: int | None) -> None:
        self._over = space

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    @property
    def modal(self) -> bool:
        """While a card is pinned, Escape unpins it (the app leaves Escape to a modal scene)
        rather than asking to quit; the board scene stops nothing else."""
        return self.pinned is not None

    @property
    def animating(self) -> bool:
        """Is the table still moving? (the app keeps frames coming while it is)"""
        return self.motion.busy or bool(self.actions)

    # -- layout -----------------------------------------------------------------------------
    def _layout(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self.layout_size == (w, h):
            return
        self.layout_size = (w, h)
        self.scale = theme.type_scale(w, h)
        px = self.px
        board_side = min(h - 16, int(w * 0.62))
        self.view.layout(pygame.Rect(8, 8, board_side, h - 16))
        x = self.view.rect.right + 14
        self.side = pygame.Rect(x, 8, w - x - 8, h - 16)
        self.row_h = px(22)
        self.house_rows = self._house_rows(h)
        self.players_rect = pygame.Rect(self.side.x, self.side.y, self.side.w,
                                        px(30) + self.player_h * len(self.session.seats))
        if any(seat.human for seat in self.session.seats):
            self.propose_button = Button(pygame.Rect(self.players_rect.right - px(132), self.players_rect.y - 2,
                                                     px(132), px(22)), "Propose...")
            self.hints.layout(pygame.Rect(self.propose_button.rect.x - px(92), self.players_rect.y - 2,
                                          px(84), px(22)))
        choice_h = choice_height(h)
        if h < SHORT_WINDOW:
            log_room = self.side.bottom - self.players_rect.bottom - 8 - 6 - LOG_LINES_KEPT * theme.font(self.px(15)).get_linesize() - 8
            choice_h = max(choice_h, min(int(h * SHORT_WINDOW_CHOICE_SHARE), log_room))
        self.choice_rect = pygame.Rect(self.side.x, self.players_rect.bottom + 8, self.side.w, choice_h)
        self.log_rect = pygame.Rect(self.side.x, self.choice_rect.bottom + 6, self.side.w,
                                    self.side.bottom - self.choice_rect.bottom - 6)
        if self.panel:
            self.panel.layout(self.choice_rect, px(18))

    def px(self, size: int) -> int:
        """A size laid out for 1280x800, at this window's type scale."""
        return theme.scaled(size, self.scale)

    # -- the house rules' lines in the players' panel ---------------------------------------------
    @property
    def house_line_h(self) -> int:
        return theme.font(self.px(13)).get_linesize()

    @property
    def player_h(self) -> int:
        """The height of one player's place in the panel: his line, and the house rules' lines."""
        return self.row_h + self.house_rows * self.house_line_h

    def _house_rows(self, h: int) -> int:
        """Lines under each player for the house rules: none without them; two when the log keeps
        room for a few lines, else one."""
        if not self.session.house_rules:
            return 0
        n = len(self.session.seats)
        for rows in (2, 1):
            players_h = self.px(30) + n * (self.row_h + rows * self.house_line_h)
            log_h = h - 16 - players_h - 8 - choice_height(h) - 6
            if log_h >= 5 * theme.font(self.px(15)).get_linesize():
                return rows
        return 1

    def house_lines(self) -> list[list[str]]:
        """Each player's lines from the active house rules (``describe``), asked again only when
        the game has moved on."""
        s = self.session
        stamp = (id(s.state), len(s.state.history), tuple(house_words.active(s.state)))
        if self._described is None or self._described[0] != stamp:
            lines = [house_words.describe(s.engine, s.state, seat) for seat in range(len(s.seats))]
            self._described = (stamp, lines)
        return self._described[1]

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
        games = s.engine.jail_games           # a jail game words its own options
        labels = [option_label(d, o, rules, names, games) for o in d.options]
        details = [option_details(d, o, rules, s.state, names, games, engine=s.engine) for o in d.options]
        self.panel = ChoicePanel(d.prompt, d.options, labels, self._submit, details)
        self.panel.advised = self._advised(d)
        self.panel.on_read = self._read
        self.panel_for = stamp
        if self.layout_size:
            self.panel.layout(self.choice_rect, self.px(18))

    def _advised(self, decision) -> int | None:
        """In a jail game, the option its own advice picks (the move that helps a prisoner escape),
        to be marked for a person who is learning it; the advice only marks, it chooses nothing."""
        if not decision.kind.startswith("jail."):
            return None
        advice = self.session.engine.jail_suggestion(self.session.state, decision)
        return decision.options.index(advice) if advice is not None and advice in decision.options else None

    def _read(self, title: str, text: str) -> None:
        """An option's whole text, on a card over the board until any key or click."""
        self.app.stack.push(self.app.open.reading(title, text, self.view.rect))

    def _submit(self, choice) -> None:
        self.hints.stop()                    # a hint for a decision answered is no longer wanted
        self.session.submit(choice)
        self.app.sounds.play("click")
        self.panel = None

    # -- scene protocol --------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self._move_on_event(event):
            return True
        if self.panel is not None and self.panel.handle_event(event):
            return True
        if self._pin_event(event) or self._skip_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_F5 or (ctrl and event.key == pygame.K_s):
                self.save()
                return True
            if event.key == pygame.K_F9 or (ctrl and event.key == pygame.K_o):
                self.app.stack.push(self.app.open.load())
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
            if event.key == HINT_KEY:
                self.ask_hint()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.propose_button is not None \
                and self.propose_button.rect.collidepoint(event.pos):
            self.open_proposals()
            return True
        if self.hints.clicked(event):
            self.ask_hint()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.space_at(event.pos)
        # The log has no place until the first frame lays the scene out; a wheel turned before that scrolls nothing.
        if event.type == pygame.MOUSEWHEEL and self.layout_size is not None \
                and self.log_rect.collidepoint(pygame.mouse.get_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y * 3)
            return True
        return False

    def _pin_event(self, event) -> bool:
        """A click on a space pins its card; a click anywhere else, or Escape, unpins it."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.pinned is not None:
            self.pinned = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.view.boxes:
            space = self.view.space_at(event.pos)
            was = self.pinned
            self.pinned = space if space != was else None
            return space is not None or was is not None
        return False

    def _move_on_event(self, event) -> bool:
        """While the end of a turn in Jail is on the table, a click or Space, Enter or Tab puts
        the board back and lets play go on."""
        if not self.session.jail_story.ending:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 or \
                event.type == pygame.KEYDOWN and event.key in MOVE_ON_KEYS:
            self.session.jail_story.move_on()
            self.jail_notes.moved_on()
            return True
        return False

    def _skip_event(self, event) -> bool:
        """The skip key: every animation to its end, and computer play goes on."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in SKIP_KEYS or (event.key == pygame.K_SPACE and self.panel is None):
            self.motion.skip()
            self.table_cards.clear()
            return True
        return False

    def open_proposals(self) -> None:
        """The Single Tax or a Trust, proposed by any person at the desk, whoever's turn it is."""
        if not any(seat.human for seat in self.session.seats):
            self.app.toast("Only the people at the desk propose here; the computers propose for themselves.")
            return
        self.app.stack.push(self.app.open.propose(self.session))

    def ask_hint(self) -> None:
        """What the expert would do in the decision a person must answer now: starred and said, not played."""
        self.app.toast(self.hints.ask(self.session), HINT_SECONDS)

    def exit(self) -> None:
        self.stop_searches()

    def stop_searches(self) -> None:
        """The game is left or the window closes: every search still running for it is stopped."""
        self.hints.stop()
        self.session.stop_thinking()

    # -- save and undo ---------------------------------------------------------------------------------
    def save(self) -> None:
        """Save to the data folder under a dated name (the Load screen lists it)."""
        import time
        from ...paths import saves_dir, shown_path
        from ...saves import SaveError
        path = saves_dir() / time.strftime("game-%Y%m%d-%H%M%S.toml")
        try:
            self.session.save_to(path)
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
        taken = ", ".join(choice_words(c, s.engine.rules, names, s.engine.house_rules) for c in result.undone)
        message = f"{s.seats[seat].name} takes back: {taken}."
        s.log.append(message)
        self.panel = None
        self.app.toast(message, 3.0)

    def update(self, dt: float) -> None:
        s = self.session
        before = len(s.state.history)
        if not self.motion.holding:      # computer play waits until the table has told the story
            s.advance(dt)
        for event in s.fresh_events:
            self.app.sounds.for_event(event)
            self.banner.notice(event, s.pace, self.names)
            if event.name == "house_action":
                self._notice_action(event)
            self.motion.notice(event, s.pace)
            self.table_cards.notice(event, s.engine.rules, s.state, self.names)
        s.fresh_events.clear()
        self.table_cards.update(dt)
        self.jail_notes.update(dt)
        self.motion.settle(places_of(s.state.players), s.state.accounts)
        self.motion.update(dt, s.pace)
        if len(s.state.history) != before:
            self.log_scroll = 0
        self.banner.update(dt)
        for action in self.actions:
            action[2] -= dt
        self.actions = [action for action in self.actions if action[2] > 0]
        self._refresh_panel()
        self._show_hint()
        if s.over:
            self.app.stack.replace(self.app.open.end(s))

    def _show_hint(self) -> None:
        sentence = self.hints.poll(self.session)
        if sentence is None:
            return
        self.app.toast(sentence, HINT_SECONDS)
        if self.panel is not None and self.hints.choice in self.panel.options:
            self.panel.advised = list(self.panel.options).index(self.hints.choice)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface)
        surface.fill(theme.BACKGROUND)
        s = self.session
        jail_turn = self.jail_view is not None and self._prisoner_playing()
        if jail_turn:
            self.jail_view.draw(surface, self.view.rect, s)
        else:
            positions = self.token_positions()
            self.view.draw(surface, s.state, self.tokens, positions, self.motion.moving(), self.motion_figures())
            spotlit = self.space_in_question()
            if spotlit is not None:
                self.view.draw_spotlight(surface, spotlit)
            self._draw_dice(surface)
            self._draw_actions(surface, positions)
            self.view.draw_floats(surface, self.motion.floats, positions)
            card = self.table_cards.current(s.engine.rules, s.state, self.names)
            if card is not None:          # the business under way tells the story while it lasts
                draw_table_card(surface, self.view.rect, card)
            else:
                self.banner.draw(surface, self.view.notice_room)   # inside the section bands, above the title
        self.jail_notes.draw(surface, self.view.rect, s, self.jail_view)
        self._draw_players(surface)
        if self.panel is not None:
            self.panel.draw(surface)
        else:
            self._draw_waiting(surface)
        self._draw_log(surface)
        if self.hover is not None and not jail_turn:
            self._draw_card(surface, self.hover)

    # -- pieces -------------------------------------------------------------------------------------
    def space_in_question(self) -> int | None:
        """The space of the card the waiting decision is about (a deal's offer, a bid, the first
        option, a trade), if it names one."""
        s = self.session
        decision = s.engine.waiting_for(s.state)
        card = decision.context.get("card") if decision is not None else None
        rules = s.engine.rules
        return rules.index_of(card) if isinstance(card, str) and rules.has_space(card) else None

    def _prisoner_playing(self) -> bool:
        return self.session.prisoner is not None

    def token_positions(self) -> list[tuple[float, float]]:
        """Each token's pixels now: standing, or on its way between two places (hopping from
        space to space on a walk, gliding straight on a jump)."""
        import math
        out = []
        for seat in range(len(self.session.seats)):
            a, b, k, jump = self.motion.where(seat)
            (x0, y0), (x1, y1) = self.view.place_spot(a, seat), self.view.place_spot(b, seat)
            hop = 0.0 if jump or a == b else math.sin(math.pi * k) * self.view.rect.w * HOP
            out.append((x0 + (x1 - x0) * k, y0 + (y1 - y0) * k - hop))
        return out

    def _notice_action(self, event) -> None:
        """A house rule's action: shown on the board for as long as the banner tells it."""
        players = len(self.session.seats)
        actor = event.data.get("seat")
        if type(actor) is not int or not 0 <= actor < players:
            return
        seconds = SECONDS.get(self.session.pace, 2.0)
        self.actions.append([actor, house_words.target_of(event, players), seconds, seconds])

    def _draw_actions(self, surface: pygame.Surface, positions: list[tuple[float, float]]) -> None:
        for actor, target, left, total in self.actions:
            self.view.draw_action(surface, positions[actor], positions[target] if target is not None else None,
                                  fade=left / total if total else 1.0)

    def motion_figures(self) -> dict[str, int]:
        """The public figures as they tick toward their values."""
        return {account: self.motion.figure(account) for account in ("treasury", "misc")}

    def _draw_dice(self, surface: pygame.Surface) -> None:
        """The last throw, named for its thrower (and, in another's turn, as the last turn's): tumbling (turning and bouncing, the faces
        changing) until it settles."""
        import math
        throw = self.motion.throw
        dice = throw.faces() if throw is not None else self.session.last_dice
        if dice is None:
            return
        size = max(28, self.view.rect.w // 16)
        cx, cy = self.view.rect.centerx, max(self.view.rect.centery + size * 2, self.view.figures_bottom + 4)
        spin = throw.spin() if throw is not None else 0.0
        if throw is not None and 0 <= throw.seat < len(self.session.seats):
            name = self.session.seats[throw.seat].name     # another's throw, left from the turn before, says so
            label = f"{name}'s throw" if throw.seat == self.session.state.turn else f"{name}'s throw (last turn)"
            self._draw_dice_label(surface, label, cx, cy + size + 6, max(14, size // 2))
        left = cx - (len(dice) * (size + 12) - 12) // 2 + size // 2     # the dice centred, however many
        for i, face in enumerate(dice):
            die = die_face(face, size)
            centre: tuple[float, float] = (left + i * (size + 12), cy + size // 2)     # lifted as it bounces
            if spin > 0:
                die = pygame.transform.rotate(die, spin * (280 + 140 * i))
                centre = (centre[0], centre[1] - abs(math.sin(spin * math.pi * 3)) * size * 0.7 * spin)
            surface.blit(die, die.get_rect(center=(int(centre[0]), int(centre[1]))))

    def _draw_dice_label(self, surface: pygame.Surface, label: str, cx: int, top: int, size: int) -> None:
        """The dice's label, centred under them and kept between the inner corners' boxes it would
        otherwise run over (at 800x600 the lower two stand close): on two lines, in smaller type,
        if it must."""
        left, right = self.view.rect.left, self.view.rect.right
        for box in self.view.inner:                    # the boxes beside the label's band
            if box.y < top + 2 * theme.font(size).get_linesize() and box.y + box.h > top:
                if box.x + box.w <= cx:
                    left = max(left, box.x + box.w)
                elif box.x >= cx:
                    right = min(right, box.x)
        width = 2 * min(cx - left, right - cx) - 8
        for s in range(size, theme.SMALLEST_LABEL - 1, -1):
            f = theme.font(s)
            lines = theme.wrap(label, f, width)
            if len(lines) <= 2 and all(f.size(line)[0] <= width for line in lines):
                break
        for k, line in enumerate(lines[:2]):
            img = f.render(line, True, theme.MUTED)
            surface.blit(img, img.get_rect(midtop=(cx, top + k * f.get_linesize())))

    def _draw_players(self, surface: pygame.Surface) -> None:
        s = self.session
        d = s.decision
        head = f"Round {s.state.round}  -  jail: {s.state.jail_game}  -  pace: {s.pace} (P)  -  help: H"
        room = (self.hints.button.rect.x - self.players_rect.x - 8 if self.hints.button is not None
                else self.players_rect.w)
        head_font, head = theme.fitted(head, self.px(15), room)
        surface.blit(head_font.render(head, True, theme.MUTED), (self.players_rect.x, self.players_rect.y))
        if self.propose_button is not None:
            self.propose_button.draw(surface, "T", self.px(14))
            self.hints.draw(surface, self.px(14))
        wealth = s.engine.wealth(s.state)
        house = self.house_lines() if self.house_rows else []
        for i, seat in enumerate(s.seats):
            y = self.players_rect.y + self.px(24) + i * self.player_h
            p = s.state.players[i]
            shape, colour = self.tokens[i]
            theme.draw_token(surface, shape, colour, (self.players_rect.x + self.px(8), y + self.px(9)), max(7, self.row_h // 3))
            where = (" (computer)" if not seat.human else "") + \
                (" (Jail)" if p.in_jail else " (Poor House)" if p.in_poor_house else "")
            mark = ">" if d is not None and d.actor == i else " "
            # Cash and worth first: where the line is too long for the panel (800x600), what is cut
            # short is the count of cards and houses, not what the game is won by.
            text = (f"{mark} {seat.name}{where}: ${self.motion.figure(f'p{i}'):,}, worth {wealth[i]:,}; "
                    f"{counted(len(s.state.cards_of(i)), 'card')}, {counted(s.state.houses_of(i), 'house')}"
                    + (f", {counted(p.notes, 'note')}" if p.notes else ""))
            font_, text = theme.fitted(text, self.px(15), self.players_rect.w - self.px(20), bold=mark == ">")
            surface.blit(font_.render(text, True, theme.INK), (self.players_rect.x + self.px(20), y))
            if house and house[i]:
                self._draw_house_lines(surface, house[i], y + self.row_h)

    def _draw_house_lines(self, surface: pygame.Surface, lines: list[str], y: int) -> None:
        """A player's house-rule lines, under his line: as many as there is room for, the rest
        joined on to the last, which is shortened to the panel's width if it must be."""
        x, room = self.players_rect.x + self.px(28), self.players_rect.w - self.px(28)
        f = theme.font(self.px(13))
        rows = list(lines[: self.house_rows])
        if len(lines) > self.house_rows:
            rows[-1] = "  \u00b7  ".join(lines[self.house_rows - 1:])
        for k, line in enumerate(rows):
            font_, line = theme.fitted(line, self.px(13), room)
            surface.blit(font_.render(line, True, theme.MUTED), (x, y + k * f.get_linesize()))

    def _draw_waiting(self, surface: pygame.Surface) -> None:
        s = self.session
        d = s.decision
        if d is None:
            return
        prompt = d.prompt
        if s.jail_story.ending and s.prisoner is not None:      # the turn in Jail just played, still on the table
            game = s.engine.jail_game(s.state)
            prompt = (f"The end of {self.names[s.prisoner.seat]}'s turn in {getattr(game, 'title', 'Jail')}. "
                      "Space, Enter or a click: back to the board.")
        f = theme.font(self.px(18))
        y = self.choice_rect.y
        for line in theme.wrap(prompt, f, self.choice_rect.w)[:4]:     # whose turn it is, and what he decides
            surface.blit(f.render(line, True, theme.MUTED), (self.choice_rect.x, y))
            y += f.get_linesize()

    def _draw_log(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.log_rect, border_radius=6)
        size = self.px(15)          # the log's type (the layout keeps LOG_LINES_KEPT lines of it)
        f = theme.font(size)
        line_h = f.get_linesize()
        rows = max(1, (self.log_rect.h - 8) // line_h)
        lines: list[str] = []
        for entry in self.session.log[-(rows + self.log_scroll) * 2:]:
            lines += theme.wrapped(entry, size, self.log_rect.w - 12)
        end = len(lines) - self.log_scroll
        for k, line in enumerate(lines[max(0, end - rows):end]):
            surface.blit(f.render(line, True, theme.INK), (self.log_rect.x + 6, self.log_rect.y + 4 + k * line_h))

    def _draw_card(self, surface: pygame.Surface, index: int) -> None:
        """A space's card by the mouse (or, pinned, by its space), its lines wrapped to fit."""
        from ..cards_text import space_card
        lines = space_card(self.session.engine.rules, self.session.state, index,
                           [seat.name for seat in self.session.seats])
        if self.pinned == index:
            lines.append("(pinned: click or Esc to put it away)")
        size = max(14, min(24, surface.get_width() // 80))
        f, bold = theme.font(size), theme.font(size, bold=True)
        room = min(surface.get_width() - 8, max(320, surface.get_width() * 2 // 5))
        rows = [(line, k == 0) for k, line in enumerate(lines) for line in theme.wrap(line, bold if k == 0 else f, room)]
        w = max((bold if head else f).size(line)[0] for line, head in rows) + 16
        h = len(rows) * f.get_linesize() + 12
        if self.pinned == index:
            box = self.view.boxes[index]
            mx, my = box.x + box.w, box.y
        else:
            mx, my = pygame.mouse.get_pos()
        x = max(4, min(mx + 16, surface.get_width() - w - 4))
        y = max(4, min(my + 16, surface.get_height() - h - 4))
        r = pygame.Rect(x, y, w, h)
        pygame.draw.rect(surface, theme.WHITE, r, border_radius=6)
        pygame.draw.rect(surface, theme.INK, r, 1, border_radius=6)
        for k, (line, head) in enumerate(rows):
            colour = theme.MUTED if line.startswith("(pinned") else theme.INK
            surface.blit((bold if head else f).render(line, True, colour), (x + 8, y + 6 + k * f.get_linesize()))


def die_face(face: int, size: int) -> pygame.Surface:
    """One die showing ``face``, on a transparent square (so it can turn as it tumbles)."""
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    r = die.get_rect()
    pygame.draw.rect(die, theme.WHITE, r, border_radius=6)
    pygame.draw.rect(die, theme.INK, r, 2, border_radius=6)
    for px, py in PIPS[face]:
        pygame.draw.circle(die, theme.INK, (int(px * size), int(py * size)), max(2, size // 10))
    return die


PIPS = {1: [(.5, .5)], 2: [(.27, .27), (.73, .73)], 3: [(.27, .27), (.5, .5), (.73, .73)],
        4: [(.27, .27), (.73, .27), (.27, .73), (.73, .73)],
        5: [(.27, .27), (.73, .27), (.5, .5), (.27, .73), (.73, .73)],
        6: [(.27, .25), (.73, .25), (.27, .5), (.73, .5), (.27, .75), (.73, .75)]}
