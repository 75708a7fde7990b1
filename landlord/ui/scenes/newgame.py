"""The new-game screen: a set-up table of seats (name, token, who plays), then the game's
options, each with a line saying what the choice means, and two buttons: Compare the rules
(many computer games at this table under each rule set, ``scenes/compare.py``) and Start.

The installed house rules follow the options, each switched on or off on a line of its own with
its one-line description beside it. A house rule switched on adds what it asks of the set-up: a column of
the seat table for each choice each seat makes for it (its ``seat_choice``, a class, say, and each
of its ``more_seat_choices``, a second class: the seats start on the choice's declared ``default``,
or take its options in turn, until changed), and a line for
each part of it a table may switch off (its ``switches``, each starting as the rule declares) and
for each whole number it lets a table
set (its ``numbers``: Left/Right step it within its bounds). What each rule asks is read once, in
``house_setup.py``, which the command line's ``--house-setting`` reads too. The window knows no
house rule by name (``house_words.py``).

Keyboard: Up/Down move between rows, Tab/Shift+Tab from box to box, Left/Right change the
value in the box (or go from button to button), Enter starts the game from anywhere but a name
box or the Compare button, which it presses. In a name box the
first key typed replaces the name (it is shown selected), Backspace deletes a letter, and
Enter or Tab leaves the box (Enter for the row below, as in a spreadsheet); Escape takes the
typing back (the name is as it was) and stays, and a second Escape leaves, as it does anywhere
else. Mouse: click a value to change it (right-click or its left arrow goes back), a name box
to type in it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

import pygame

from ...ai import SEAT_AGENTS
from ...engine.classic_jail import CLASSIC_ID
from ...engine.house_api import HouseRule
from .. import theme
from ..cards_text import mark
from ...house_setup import NumberSetting, SeatChoice, Switch, declared
from ..house_words import rule_description, rule_title
from ..scene import Scene
from ...game_setup import GameSetup
from ..session import GameSession, Seat
from .newgame_layout import BUTTONS, HINT, KIND_NAMES, draw_setup
from ..setup_notes import (LATEST_PROPOSAL_ROUND, SINGLE_TAX_PLAYERS, SINGLE_TAX_START, STARTS, advanced_note,
                           jail_note, single_tax_note, single_tax_value, start_note, votes_value)

#: The longest name a seat may have (the board's players panel has room for it).
NAME_LENGTH = 18
#: The lines under a house rule that say what the seat in hand has chosen (a class, in a paragraph).
SEAT_CHOICE_NOTE_LINES = 3
#: The ways of bringing in the Single Tax, in the order Left/Right step through them.
SINGLE_TAX_MODES: tuple[str | int, ...] = (SINGLE_TAX_START, SINGLE_TAX_PLAYERS,
                                           *range(1, LATEST_PROPOSAL_ROUND + 1))


@dataclass
class Line:
    """One box of the screen that the focus can rest on."""

    caption: str
    value: Callable[[], str]
    change: Callable[[int], None] | None = None        # Left (-1) / Right (+1) / click (+1)
    seat: int | None = None                              # a name box: typing renames this seat
    row: int = 0                                         # Up/Down move between rows ...
    col: int = 0                                         # ... keeping to the nearest column
    kind: str = "option"                                 # option, name, token, player, choice, start, compare
    note: Callable[[], str] | None = None                # under it: what the value means ...
    note_lines: int = 1                                  # ... in at most this many lines
    aside: Callable[[], str] | None = None               # the same, beside the value on its own row
    key: str = ""                                        # names a box whose caption is not unique
    indent: int = 0                                      # an option's part, set in under it

    def label(self) -> str:
        return f"{self.caption}: {self.value()}" if self.caption else self.value()

    def act(self, step: int) -> None:
        """Left/Right (-1/+1) or a click (+1) on the box: change its value, or press the button."""
        if self.change is not None:
            self.change(step)

    @property
    def ident(self) -> str:
        """What the box is, however the lines before it change (the focus stays on it)."""
        return self.key or self.caption or self.kind


def on_off(on: bool) -> str:
    return "on" if on else "off"


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.kinds = [k for k in KIND_NAMES if k == "human" or k in SEAT_AGENTS]
        from ..seat_names import default_name
        self.seats = [Seat(default_name(i, "human" if i == 0 else "heuristic"), "human" if i == 0 else "heuristic", i)
                      for i in range(6)]
        self.count = 3
        self.jails = sorted(app.registry.games)
        self.jail = app.rules.default_jail if app.rules.default_jail in self.jails else self.jails[0]
        # The rules' own jail game is not installed here: say so on its line rather than swap silently.
        self.jail_note = "" if app.rules.default_jail in self.jails else \
            f" - the rules' {app.rules.default_jail!r} is not installed"
        self.jail_chosen = False       # until the table picks a jail, it follows the house rules' (D-26)
        self.start = "deal"
        self.wages_times = app.rules.end_wages_times
        self.advanced = True
        self.single_tax: str | int = SINGLE_TAX_PLAYERS
        self.majority = False
        self.focus = 0
        #: The focus at which typing began; while it is the focus, keys add to the name
        #: instead of replacing it (a name box entered afresh shows its name selected).
        self.typing_at: int | None = None
        #: The name as it was when typing began there, for Escape to put back.
        self.name_before = ""
        self.rects: list[pygame.Rect] = []
        self.arrows: dict[int, pygame.Rect] = {}     # the left ("back") arrow of each changeable box
        self.error = ""
        self.seed: int | None = None      # fixed by tests and scripts; a new game each time otherwise
        # The installed house rules, each off until switched on; what each asks of the set-up.
        self.house_rules = dict(sorted(app.engine.house_rules.items()))
        self.house_on = {rule_id: False for rule_id in self.house_rules}
        self.house_choices: dict[str, SeatChoice] = {}
        self.house_switches: dict[str, dict[str, Switch]] = {}
        self.house_numbers: dict[str, dict[str, NumberSetting]] = {}
        self.switched: dict[str, dict[str, bool]] = {}
        self.numbers: dict[str, dict[str, int]] = {}           # rule -> each number as set
        self.rule_seat_choices: dict[str, tuple[SeatChoice, ...]] = {}     # rule -> its columns, first first
        self.seat_choices: dict[tuple[str, str], list[str]] = {}  # (rule, key) -> each of the six seats' choice
        self.seat_in_hand: dict[str, int] = {}                # rule -> the seat whose choice is described
        for rule_id, rule in self.house_rules.items():
            asked = declared(rule, rule_id)
            if asked.seat_choice is not None:
                self.house_choices[rule_id] = asked.seat_choice
            self.rule_seat_choices[rule_id] = asked.seat_choices
            for choice in asked.seat_choices:
                self.seat_choices[(rule_id, choice.key)] = [choice.default(i) for i in range(len(self.seats))]
            self.house_switches[rule_id], self.house_numbers[rule_id] = asked.switches, asked.numbers
            self.switched[rule_id] = {key: switch.default for key, switch in asked.switches.items()}
            self.numbers[rule_id] = {key: number.default for key, number in asked.numbers.items()}

    # -- the lines ----------------------------------------------------------------------------
    def lines(self) -> list[Line]:
        games, rules = self.app.registry.games, self.app.rules
        out = [Line("Players", lambda: f"{self.count}" + (f" {mark('players')}" if self.count > 4 else ""),
                    self._change_count)]     # the 1906 text gives starting cash for up to four
        for i in range(self.count):
            out += self._seat_lines(i)
        row = self.count + 1
        options = [
            Line("Jail", lambda: f"{games[self.jail].title}{self.jail_note or self._jail_1906()}",
                 self._change_jail, note=lambda: jail_note(games[self.jail])),
            Line("Start", lambda: STARTS[self.start], self._change_start,
                 note=lambda: start_note(rules, self.start, self.count, self._name(0))),
            Line("End", lambda: f"when a player has drawn wages {self.wages_times} times {mark('end')}",
                 self._change_wages),
            Line("Advanced rules", lambda: "on" if self.advanced else "off",
                 lambda step: setattr(self, "advanced", not self.advanced),
                 note=lambda: advanced_note(rules, self.advanced)),
            Line("Single Tax", lambda: single_tax_value(self.single_tax), self._change_single_tax,
                 note=lambda: single_tax_note(self.single_tax, votes_value(self.majority))),
        ]
        if self.single_tax != SINGLE_TAX_START:          # in force from the start, nobody votes on it
            options.append(Line("Single Tax vote", lambda: votes_value(self.majority),
                                lambda step: setattr(self, "majority", not self.majority)))
        options += self._house_lines()
        for k, line in enumerate(options):
            line.row = row + k
        # The buttons share the last row, the way a dialog's do: the one Enter stands for last (on the
        # right); Up/Down arrive at it from the options, as they keep to the nearest column.
        buttons = [Line("", lambda: "Compare the rules", lambda step: self.compare(), row=row + len(options), col=-1,
                        kind="compare"),
                   Line("", lambda: "Start the game  (Enter)", lambda step: self.begin(), row=row + len(options),
                        kind="start")]
        return out + options + buttons

    # Each line's callbacks close over the parameters of the method that makes it, one call a line,
    # so every line reads its own seat, rule or switch.
    def _seat_lines(self, i: int) -> list[Line]:
        """Seat ``i``'s row: its name, token and player, then its choice for each house rule on."""
        row = i + 1
        out = [
            Line(f"Seat {i + 1} name", lambda: self.seats[i].name, seat=i, row=row, col=0, kind="name"),
            Line(f"Seat {i + 1} token", lambda: theme.TOKEN_NAMES[self.seats[i].token],
                 lambda step: self._change_token(i, step), row=row, col=1, kind="token"),
            Line(f"Seat {i + 1} plays as", lambda: KIND_NAMES[self.seats[i].kind],
                 lambda step: self._change_kind(i, step), row=row, col=2, kind="player"),
        ]
        return out + [self._seat_choice_line(i, 3 + j, choice) for j, choice in enumerate(self.chosen_seat_choices())]

    def _seat_choice_line(self, i: int, col: int, choice: SeatChoice) -> Line:
        return Line(f"Seat {i + 1} {choice.label}",
                    lambda: choice.options[self.seat_choices[(choice.rule, choice.key)][i]],
                    lambda step: self._change_seat_choice(choice, i, step), row=i + 1, col=col,
                    kind="choice", key=f"seat {i + 1} {choice.rule} {choice.key}")

    def _house_lines(self) -> list[Line]:
        """A line for each installed house rule (on or off, with its description), and under a rule
        that is on, a line for each part of it that may be switched off."""
        out = []
        for k, (rule_id, rule) in enumerate(self.house_rules.items()):
            out.append(self._house_rule_line("House rules" if k == 0 else "", rule_id, rule))
            if not self.house_on[rule_id]:
                continue
            out += [self._house_switch_line(rule_id, switch) for switch in self.house_switches[rule_id].values()]
            out += [self._house_number_line(rule_id, number) for number in self.house_numbers[rule_id].values()]
        return out

    def _house_rule_line(self, caption: str, rule_id: str, rule: HouseRule) -> Line:
        title = rule_title(rule, rule_id)
        choice = self.house_choices.get(rule_id)
        described = self.house_on[rule_id] and choice is not None and bool(choice.notes)
        return Line(caption, lambda: f"{title}: {on_off(self.house_on[rule_id])}",
                    lambda step: self._toggle_house_rule(rule_id),
                    aside=lambda: rule_description(rule, rule_id), key=f"house rule {rule_id}",
                    note=(lambda: self.seat_choice_note(rule_id)) if described else None,
                    note_lines=SEAT_CHOICE_NOTE_LINES)

    def seat_choice_note(self, rule_id: str) -> str:
        """What the seat in hand has chosen for the rule (the class of the seat whose cell has the
        focus, else of the last one focused, else of seat 1), in the rule's own words."""
        choice = self.house_choices[rule_id]
        box = self._focused()
        if box.kind == "choice" and box.key.endswith(f" {rule_id} {choice.key}"):
            self.seat_in_hand[rule_id] = box.row - 1
        i = min(self.seat_in_hand.get(rule_id, 0), self.count - 1)
        option = self.seat_choices[(rule_id, choice.key)][i]
        return f"Seat {i + 1}, {self._name(i)}, {choice.options[option]}: {choice.notes.get(option, '')}"

    def _house_switch_line(self, rule_id: str, switch: Switch) -> Line:
        return Line("", lambda: f"{switch.words}: {on_off(self.switched[rule_id][switch.key])}",
                    lambda step: self._toggle_switch(rule_id, switch.key), key=f"house switch {rule_id} {switch.key}",
                    indent=1)

    def _house_number_line(self, rule_id: str, number: NumberSetting) -> Line:
        """A number the rule lets a table set: Left/Right step it, within its bounds (so it is
        never out of them)."""
        return Line("", lambda: f"{number.label}: {self.numbers[rule_id][number.key]:,} "
                                f"({number.low:,} to {number.high:,})",
                    lambda step: self._change_number(rule_id, number, step),
                    key=f"house number {rule_id} {number.key}", indent=1)

    def chosen_house_rules(self) -> list[str]:
        """The house rules switched on, in the screen's order."""
        return [rule_id for rule_id, on in self.house_on.items() if on]

    def chosen_seat_choices(self) -> list[SeatChoice]:
        """The per-seat choices of the house rules switched on: one column of the seat table each."""
        return [choice for rule_id in self.chosen_house_rules() for choice in self.rule_seat_choices[rule_id]]

    def house_settings(self) -> dict[str, dict]:
        """What the set-up hands each chosen house rule: each seat's choice, its switches and its numbers."""
        settings: dict[str, dict] = {}
        for rule_id in self.chosen_house_rules():
            chosen: dict = {}
            for choice in self.rule_seat_choices[rule_id]:
                chosen[choice.key] = list(self.seat_choices[(rule_id, choice.key)][: self.count])
            chosen.update(self.switched[rule_id])
            chosen.update(self.numbers[rule_id])
            if chosen:
                settings[rule_id] = chosen
        return settings

    def _toggle_house_rule(self, rule_id: str) -> None:
        self.house_on[rule_id] = not self.house_on[rule_id]
        if not self.jail_chosen:
            # the jail a rule is written for (its ``jail``), as the command line plays it, until
            # the table picks a jail itself
            suggested = self.app.engine.jail_for(None, self.chosen_house_rules())
            if suggested in self.jails:
                self.jail, self.jail_note = suggested, ""

    def _toggle_switch(self, rule_id: str, key: str) -> None:
        self.switched[rule_id][key] = not self.switched[rule_id][key]

    def _change_number(self, rule_id: str, number: NumberSetting, step: int) -> None:
        self.numbers[rule_id][number.key] = number.stepped(self.numbers[rule_id][number.key], step)

    def _change_seat_choice(self, choice: SeatChoice, i: int, step: int) -> None:
        chosen = self.seat_choices[(choice.rule, choice.key)]
        chosen[i] = choice.step(chosen[i], step)

    @property
    def modal(self) -> bool:
        """Modal while a name is being typed: the app then leaves Escape to this scene (to take the
        typing back) instead of leaving the screen with it."""
        return self._editing()

    def _editing(self) -> bool:
        """Has typing begun in the focused name box (and not been taken back or left)?"""
        return self.typing_at is not None and self.typing_at == self.focus

    def _begin_typing(self, seat: Seat) -> bool:
        """Keep the name as it is before the first key changes it; True if this key is the first."""
        if self._editing():
            return False
        self.name_before, self.typing_at = seat.name, self.focus
        return True

    def wants_text(self) -> bool:
        """Letters name the seat in the focused name box, so they are not shortcuts there."""
        return self._focused().kind == "name"

    def _focused(self) -> Line:
        lines = self.lines()
        self.focus = max(0, min(self.focus, len(lines) - 1))
        return lines[self.focus]

    def _named(self, box: Line) -> Seat:
        """The seat a name box renames."""
        assert box.seat is not None, "every name box is made with its seat (_seat_lines)"
        return self.seats[box.seat]

    def _name(self, i: int) -> str:
        return self.seats[i].name.strip() or f"Player {i + 1}"

    def _jail_1906(self) -> str:
        """Says, in words, that another jail is no 1906 rule and how to have Rule 6's (the default
        is not the 1906 jail); never by the games' ids."""
        games = self.app.registry.games
        if self.jail == CLASSIC_ID or CLASSIC_ID not in games:
            return ""
        return f", a jail game not in the 1906 rules (Left/Right: {games[CLASSIC_ID].title})"

    def _change_count(self, step: int) -> None:
        self.count = max(self.app.rules.min_players, min(self.app.rules.max_players, self.count + step))

    def _change_kind(self, i: int, step: int) -> None:
        k = self.kinds.index(self.seats[i].kind)
        from ..seat_names import default_name
        seat = self.seats[i]
        was = default_name(i, seat.kind)
        seat.kind = self.kinds[(k + step) % len(self.kinds)]
        if seat.name == was:          # a name nobody typed follows who plays the seat
            seat.name = default_name(i, seat.kind)

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
        self.jail_chosen = True

    def _change_start(self, step: int) -> None:
        keys = list(STARTS)
        self.start = keys[(keys.index(self.start) + step) % len(keys)]

    def _change_wages(self, step: int) -> None:
        self.wages_times = max(1, min(20, self.wages_times + step))

    def _change_single_tax(self, step: int) -> None:
        k = SINGLE_TAX_MODES.index(self.single_tax)
        self.single_tax = SINGLE_TAX_MODES[(k + step) % len(SINGLE_TAX_MODES)]

    # -- starting -----------------------------------------------------------------------------------
    def setup(self, seed: int | None = None) -> GameSetup:
        """The game the screen sets up now (a new seed unless given)."""
        seats = self.seats[: self.count]
        options = {"start": self.start, "jail": self.jail, "advanced": self.advanced,
                   "end_wages_times": self.wages_times, "single_tax_majority": self.majority,
                   "single_tax": self.single_tax == SINGLE_TAX_START}
        chosen = self.chosen_house_rules()
        if chosen:               # a game without house rules is set up (and saved) exactly as before
            options["house_rules"] = chosen
            options["house_settings"] = self.house_settings()
        at = self.single_tax if isinstance(self.single_tax, int) else None
        return GameSetup.for_seats([s.kind for s in seats], seed if seed is not None else random.randrange(2**31),
                                   names=[self._name(i) for i in range(len(seats))], single_tax_at=at, **options)

    def session_for(self, seed: int | None = None) -> GameSession:
        return GameSession.from_setup(self.app.engine, self.setup(seed), [s.token for s in self.seats[: self.count]])

    def begin(self) -> None:
        from ...engine import SetupError
        try:
            session = self.session_for(self.seed)
        except SetupError as exc:
            self.error = str(exc)
            return
        self.app.stack.replace(self.app.open.board(session))

    def compare(self) -> None:
        """Many computer games at this table under each of the report's rule sets, charted."""
        self.app.stack.push(self.app.open.compare(players=self.count, jail=self.jail,
                                                  end_wages_times=self.wages_times))

    # -- events -----------------------------------------------------------------------------------
    def _move(self, index: int) -> None:
        """Put the focus on a box; a name box entered afresh shows its name selected."""
        self.focus = index % len(self.lines())
        self.typing_at = None

    def _keep_focus(self, ident: str) -> None:
        """After a change that adds or takes away boxes before this one (a house rule's column of
        the seat table), the focus stays on the box that was changed."""
        lines = self.lines()
        if self.focus < len(lines) and lines[self.focus].ident == ident:
            return
        self.focus = next((k for k, line in enumerate(lines) if line.ident == ident), self.focus)

    def _move_row(self, step: int) -> None:
        """Up/Down: the box of the row above or below nearest the current column."""
        lines, here = self.lines(), self._focused()
        rows = sorted({line.row for line in lines})
        target = rows[(rows.index(here.row) + step) % len(rows)]
        nearest = min((k for k, line in enumerate(lines) if line.row == target),
                      key=lambda k: abs(lines[k].col - here.col))
        self._move(nearest)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return self._click(event.pos, event.button)
        return False

    def _key(self, event) -> bool:
        line = self._focused()
        name_box = line.kind == "name"
        if event.key == pygame.K_F9:
            self.app.stack.push(self.app.open.load())
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self._move_row(-1 if event.key == pygame.K_UP else 1)
        elif event.key == pygame.K_TAB:
            self._move(self.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if name_box:
                self._move_row(1)          # Enter leaves the name box for the row below
            elif line.kind in BUTTONS:
                line.act(1)                # a button does what it says
            else:
                self.begin()               # anywhere else, Enter starts the game
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            if line.kind in BUTTONS:       # from button to button
                buttons = [k for k, other in enumerate(self.lines()) if other.kind in BUTTONS]
                self._move(buttons[(buttons.index(self.focus) + step) % len(buttons)])
            elif line.change is not None:
                line.change(step)
                self._keep_focus(line.ident)
        elif name_box and event.key == pygame.K_ESCAPE and self._editing():
            self._named(line).name = self.name_before         # the typing taken back; the box stays
            self.typing_at = None                            # focused, its name selected again
        elif name_box and event.key == pygame.K_BACKSPACE:
            seat = self._named(line)
            self._begin_typing(seat)
            seat.name = seat.name[:-1]
        elif name_box and event.unicode and event.unicode.isprintable():
            seat = self._named(line)
            if self._begin_typing(seat):                  # the first key replaces the name
                seat.name = ""
            if len(seat.name) < NAME_LENGTH:
                seat.name += event.unicode
        else:
            return False
        self.error = ""
        return True

    def _click(self, pos: tuple[int, int], button: int) -> bool:
        lines = self.lines()
        for k, rect in enumerate(self.rects[: len(lines)]):
            if not rect.collidepoint(pos):
                continue
            line = lines[k]
            self._move(k)
            if line.kind in BUTTONS:
                line.act(1)
            elif line.change is not None:
                back = button == 3 or (k in self.arrows and self.arrows[k].collidepoint(pos))
                line.change(-1 if back else 1)
                self._keep_focus(line.ident)
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_setup(self, surface)
