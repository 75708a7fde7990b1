"""The Oubliette's own picture for the game window, drawn in place of the board while a prisoner
plays: the ring of squares, the explorers on it, where the prisoner stands in his stay (turns left,
how far the Exit is, that only banked treasure is paid), the fight and the throw it takes in words,
what happened this turn (each throw and its result, in the log's words), the cards just drawn, each
explorer's gold and kit.

Imported only by the window (the jail game never imports pygame). It reads the game and keeps
only what it needs to tell the story between frames (the draws it has seen this turn).
The window keeps a turn on the table a while after it ends (``session.prisoner`` is still that
turn), so its last throws can be read; by then a prisoner who has climbed out is no longer in the
dungeon, and the view shows him as it last saw him.
"""
from __future__ import annotations

from typing import Any

import pygame

from landlord.plugin import theme, track_boxes

from . import fights, words
from .cards import CardTables
from .explorers import DECKS

RING = (52, 48, 62)
FLOOR = (118, 108, 124)
CORNER = (168, 118, 58)
EXIT = (84, 156, 84)
HERE = (255, 214, 110)
EXIT_WORDS = (170, 226, 170)          # the Exit's green, light enough to read on the dungeon's floor
#: Each deck's colour, for its cards on the table.
DECK_COLOURS = {"monster": (150, 50, 45), "treasure": (170, 130, 30), "event": (95, 70, 150), "wound": (90, 90, 95)}
#: Cards drawn this turn that stay on the table (the latest last).
CARDS_SHOWN = 4
#: Lines of this turn's story shown (the latest last, in the colour of what is happening now).
STORY_LINES = 4
SO_FAR = (225, 220, 230)
#: Rendered texts kept between frames (all are dropped when more would be kept).
RENDERED_KEPT = 400


class OublietteView:
    def __init__(self, cards: CardTables) -> None:
        self.cards = cards
        self._turn: Any = None                   # the turn in Jail being watched (session.prisoner)
        self._seat: int | None = None
        self._decks: dict[str, list[int]] = {}
        self.drawn: list[tuple[str, int]] = []   # (deck, card) drawn this turn
        self.prisoner: dict | None = None        # his explorer as last seen (he is gone once he climbs out)
        self.story: list[str] = []               # what the jail game logged this turn
        self._rendered: dict[tuple, list[pygame.Surface]] = {}     # words wrapped and rendered, by what and how

    # -- following the turn ------------------------------------------------------------------------------
    def follow(self, session: Any, d: dict) -> None:
        """Notice what happened since the last frame: a new jail turn, cards drawn, what the jail
        game logged this turn (the window's ``session.jail_story``: every step, however many a
        frame holds, and nothing of the board's)."""
        turn = session.prisoner
        if turn is not None and turn != self._turn:
            self._turn, self._seat = turn, turn.seat
            self.drawn, self._decks, self.prisoner = [], {}, None
        self.prisoner = d.get("explorers", {}).get(str(self._seat), self.prisoner)
        story = getattr(session, "jail_story", None)
        self.story = list(story.lines) if story is not None and story.turn == self._turn else []
        decks = d.get("decks") or {}
        for deck in DECKS if decks else ():          # the last one out leaves no dungeon to compare
            before, now = self._decks.get(deck), decks.get(deck, [])
            if before is not None:
                self.drawn += [(deck, c) for c in before if c not in now]
            self._decks[deck] = list(now)
        self.drawn = self.drawn[-CARDS_SHOWN:]

    # -- drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
        d = session.state.plugin_data.get("jail") or {}
        self.follow(session, d)
        pygame.draw.rect(surface, RING, rect)
        boxes = track_boxes(self.cards.spaces, rect.w, rect.x, rect.y)
        self._draw_ring(surface, boxes, d, session)
        corner = boxes[0].w
        inner = pygame.Rect(rect.x + corner + 8, rect.y + corner + 8, rect.w - 2 * corner - 16, rect.h - 2 * corner - 16)
        self._draw_middle(surface, inner, d, session)

    def _draw_ring(self, surface: pygame.Surface, boxes: list, d: dict, session: Any) -> None:
        cards = self.cards
        number = theme.font(max(13, boxes[0].w // 4), bold=True)
        small = theme.font(max(10, boxes[0].w // 7))
        explorers = d.get("explorers", {})
        here = explorers.get(str(self._seat), {}).get("pos")
        for i, box in enumerate(boxes):
            r = pygame.Rect(box.x, box.y, box.w, box.h)
            pygame.draw.rect(surface, EXIT if i == 0 else CORNER if i in cards.corners else FLOOR, r)
            pygame.draw.rect(surface, HERE if i == here else theme.INK, r, 3 if i == here else 1)
            surface.blit(number.render("EXIT" if i == 0 else str(i), True, theme.WHITE), (r.x + 4, r.y + 2))
            if i in cards.corners and i:
                label = small.render("event", True, theme.WHITE)
                surface.blit(label, (r.right - label.get_width() - 4, r.y + 4))
        for k, (key, ex) in enumerate(explorers.items()):
            seat = session.seats[int(key)]
            box = boxes[ex["pos"] % len(boxes)]
            x = box.x + box.w * (k % 3 + 1) // 4
            theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token],
                             (x, box.y + box.h * 2 // 3), max(7, box.w // 8))

    def _draw_middle(self, surface: pygame.Surface, inner: pygame.Rect, d: dict, session: Any) -> None:
        cards = self.cards
        size = max(12, inner.w // 34)
        f, bold = theme.font(size), theme.font(size, bold=True)
        bottom = inner.bottom

        def text(font: Any, words_: str, y: int, colour: tuple, indent: int = 0) -> int:
            return self._text(surface, font, words_, inner.x + indent, y, inner.w - indent, colour, bottom)
        explorers = d.get("explorers", {})
        ex = self.prisoner
        # The turn told is the one on the table (his count moves on as it ends, while it is still shown).
        turn = self._turn.jail_turn if self._turn is not None else words.turn_of(cards, ex) if ex else 0
        head = "OPEN OUBLIETTE" + (f": {ex['name']}'s turn {turn} of {cards.jail_turns}" if ex else "")
        y = text(theme.font(size + 5, bold=True), head, inner.y, theme.WHITE) + 2
        if ex is not None and str(self._seat) in explorers:     # where he stands in his stay, while he is in it
            first, pay = words.standing(cards, ex, turn)
            y = text(bold, first, y, EXIT_WORDS)
            y = text(f, pay, y, EXIT_WORDS) + 4
        fight = next((s for s in reversed(d.get("stack", [])) if s.get("k") == "fight"), None)
        if fight is not None:
            info = fights.fight_decision(cards, d, fight).context
            y = text(bold, f"Fighting the {fight['name']} (power {fight['power']})", y, HERE)
            y = text(f, words.throw_target(cards, info), y, theme.WHITE) + 4
        ambush = next((s for s in reversed(d.get("stack", [])) if s.get("k") == "ambush"), None)
        if ambush is not None:
            attacker, target = explorers[ambush["who"]]["name"], explorers[ambush["target"]]["name"]
            y = text(bold, f"Ambush! {attacker} attacks {target}", y, HERE)
            y = text(f, words.ambush_target(cards, d, ambush), y, theme.WHITE) + 4
        y = self._draw_story(text, f, bold, y) + 4
        y = self._draw_cards(surface, inner, y, fight) + 6
        mine = str(self._seat)
        for key, ex in sorted(explorers.items(), key=lambda item: item[0] != mine):     # his own first
            y = text(bold, words.status(cards, ex, turn if key == mine else None), y, theme.WHITE)
            for line in words.kit(cards, ex):
                y = text(f, line, y, SO_FAR, indent=10)
            y += 4

    def _draw_story(self, text: Any, f: Any, bold: Any, y: int) -> int:
        """What happened this turn, the latest lines: each throw and what it did, as it happens and
        after the turn is over, so a fight's result is read here and not only in the log."""
        if not self.story:
            return y
        y = text(bold, "This turn:", y, theme.WHITE)
        shown = self.story[-STORY_LINES:]
        for k, line in enumerate(shown):
            y = text(bold if k == len(shown) - 1 else f, line, y, HERE if k == len(shown) - 1 else SO_FAR, indent=10)
        return y

    def _draw_cards(self, surface: pygame.Surface, inner: pygame.Rect, y: int, fight: dict | None) -> int:
        """The cards of this turn face up: the monster being fought, then the latest draws."""
        shown = [(deck, c) for deck, c in self.drawn if not (fight and deck == "monster" and c == fight["card"])]
        if fight is not None and fight["card"] >= 0:
            shown.append(("monster", fight["card"]))
        w = min(inner.w // CARDS_SHOWN - 8, 150)
        h = int(w * 1.25)
        if not shown or y + h > inner.bottom:       # no cards, or no room left for them
            return y
        for k, (deck, c) in enumerate(shown[-CARDS_SHOWN:]):
            self._card(surface, pygame.Rect(inner.x + k * (w + 8), y, w, h), deck, c)
        return y + h

    def _card(self, surface: pygame.Surface, r: pygame.Rect, deck: str, c: int) -> None:
        cards = self.cards
        title, figure, body = {
            "monster": lambda: (cards.monsters[c].name, f"power {cards.monsters[c].power}", cards.monsters[c].text),
            "treasure": lambda: (cards.treasures[c].name, f"{cards.treasures[c].value:,} gold", _gear(cards, c)),
            "event": lambda: (cards.events[c].title, "", cards.events[c].text),
            "wound": lambda: (cards.wounds[c].title, f"{cards.wounds[c].modifier:+d} to monsters", ""),
        }[deck]()
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=6)
        band = pygame.Rect(r.x, r.y, r.w, max(16, r.h // 7))
        pygame.draw.rect(surface, DECK_COLOURS[deck], band, border_top_left_radius=6, border_top_right_radius=6)
        pygame.draw.rect(surface, theme.INK, r, 1, border_radius=6)
        small = theme.font(max(10, r.w // 12))
        surface.blit(small.render(deck.upper(), True, theme.WHITE), (band.x + 4, band.y + 1))
        y = self._text(surface, theme.font(max(11, r.w // 10), bold=True), title, r.x + 4, band.bottom + 2, r.w - 8,
                       theme.INK)
        if figure:
            y = self._text(surface, small, figure, r.x + 4, y, r.w - 8, theme.ACCENT)
        self._text(surface, small, body, r.x + 4, y + 2, r.w - 8, theme.MUTED, bottom=r.bottom - 2)

    def _text(self, surface: pygame.Surface, f: Any, text: str, x: int, y: int, width: int, colour: tuple,
              bottom: int | None = None) -> int:
        """Draw ``text`` wrapped to ``width``; returns the y below it (lines past ``bottom`` are left
        out). The lines are wrapped and rendered once and kept: the dungeon is drawn every frame,
        and its words change only when something happens."""
        key = (text, f.get_linesize(), f.get_bold(), f.size("M"), width, colour)     # the font, by its measures
        lines = self._rendered.get(key)
        if lines is None:
            if len(self._rendered) >= RENDERED_KEPT:
                self._rendered.clear()
            lines = self._rendered[key] = [f.render(line, True, colour) for line in theme.wrap(text, f, width)]
        for line in lines:
            if bottom is not None and y + f.get_linesize() > bottom:
                break
            surface.blit(line, (x, y))
            y += f.get_linesize()
        return y


def _gear(cards: CardTables, c: int) -> str:
    t = cards.treasures[c]
    return f"weapon +{t.attack}" if t.attack else f"armour +{t.defense}" if t.defense else ""
