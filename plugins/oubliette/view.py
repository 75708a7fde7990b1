"""The Oubliette's own picture for the game window, drawn in place of the board while a prisoner
plays: the ring of squares, the explorers on it, the fight and the throw it takes in words, the
cards just drawn, each explorer's gold and kit, and the prisoner's own last throw.

Imported only by the window (the jail game never imports pygame). It reads the game and keeps
only what it needs to tell the story between frames (the throws and draws it has seen this turn).
"""
from __future__ import annotations

from typing import Any

import pygame

from landlord.plugin import CHANCE, theme, track_boxes

from . import fights, words
from .cards import CardTables
from .explorers import DECKS

RING = (52, 48, 62)
FLOOR = (118, 108, 124)
CORNER = (168, 118, 58)
EXIT = (84, 156, 84)
HERE = (255, 214, 110)
#: Each deck's colour, for its cards on the table.
DECK_COLOURS = {"monster": (150, 50, 45), "treasure": (170, 130, 30), "event": (95, 70, 150), "wound": (90, 90, 95)}
#: Cards drawn this turn that stay on the table (the latest last).
CARDS_SHOWN = 4


class OublietteView:
    def __init__(self, cards: CardTables) -> None:
        self.cards = cards
        self._turn: Any = None                   # the turn in Jail being watched (session.prisoner)
        self._seat: int | None = None
        self._turn_from = 0                      # the choices made before this turn began
        self._decks: dict[str, list[int]] = {}
        self.drawn: list[tuple[str, int]] = []   # (deck, card) drawn this turn
        self._prompts: dict[int, str] = {}       # what a throw was for, by its place among the choices
        self.throw: tuple[str, tuple[int, int]] | None = None

    # -- following the turn ------------------------------------------------------------------------------
    def follow(self, session: Any, d: dict) -> None:
        """Notice what happened since the last frame: a new jail turn, cards drawn, a throw. The
        throw is read from the choices made this turn (a frame may hold several), so the board's
        last throw is never taken for the prisoner's."""
        history, turn = session.state.history, session.prisoner
        if turn is not None and turn != self._turn:
            self._turn, self._seat, self._turn_from = turn, turn.seat, len(history)
            self.drawn, self.throw, self._prompts, self._decks = [], None, {}, {}
        decks = d.get("decks", {})
        for deck in DECKS:
            before, now = self._decks.get(deck), decks.get(deck, [])
            if before is not None:
                self.drawn += [(deck, c) for c in before if c not in now]
            self._decks[deck] = list(now)
        self.drawn = self.drawn[-CARDS_SHOWN:]
        for at in range(len(history) - 1, self._turn_from - 1, -1):
            if _is_throw(history[at]):
                self.throw = (self._prompts.get(at, ""), (int(history[at][0]), int(history[at][1])))
                break
        decision = session.decision
        if decision is not None and decision.actor == CHANCE and decision.kind.endswith(".dice"):
            self._prompts[len(history)] = decision.prompt.rstrip(".")

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
        y = inner.y
        explorers = d.get("explorers", {})
        ex = explorers.get(str(self._seat))
        head = "OPEN OUBLIETTE" + (f": {ex['name']}'s turn {min(ex['turns'] + 1, cards.jail_turns)} of "
                                   f"{cards.jail_turns}" if ex else "")
        y = _text(surface, theme.font(size + 5, bold=True), head, inner.x, y, inner.w, theme.WHITE) + 4
        fight = next((s for s in reversed(d.get("stack", [])) if s.get("k") == "fight"), None)
        if fight is not None:
            info = fights.fight_decision(cards, d, fight).context
            y = _text(surface, bold, f"Fighting the {fight['name']} (power {fight['power']})", inner.x, y,
                      inner.w, HERE)
            y = _text(surface, f, words.throw_target(cards, info), inner.x, y, inner.w, theme.WHITE) + 4
        ambush = next((s for s in reversed(d.get("stack", [])) if s.get("k") == "ambush"), None)
        if ambush is not None:
            attacker, target = explorers[ambush["who"]]["name"], explorers[ambush["target"]]["name"]
            y = _text(surface, bold, f"Ambush! {attacker} attacks {target}", inner.x, y, inner.w, HERE)
            y = _text(surface, f, words.ambush_target(cards, d, ambush), inner.x, y, inner.w, theme.WHITE) + 4
        if self.throw is not None:
            what, (a, b) = self.throw
            line = f"Last throw: {a} + {b} = {a + b}" + (f"  ({what})" if what else "")
            y = _text(surface, f, line, inner.x, y, inner.w, theme.WHITE) + 4
        y = self._draw_cards(surface, inner, y, fight) + 6
        for ex in explorers.values():
            y = _text(surface, bold, words.status(cards, ex), inner.x, y, inner.w, theme.WHITE)
            for line in words.kit(cards, ex):
                y = _text(surface, f, line, inner.x + 10, y, inner.w - 10, (225, 220, 230))
            y += 4

    def _draw_cards(self, surface: pygame.Surface, inner: pygame.Rect, y: int, fight: dict | None) -> int:
        """The cards of this turn face up: the monster being fought, then the latest draws."""
        shown = [(deck, c) for deck, c in self.drawn if not (fight and deck == "monster" and c == fight["card"])]
        if fight is not None and fight["card"] >= 0:
            shown.append(("monster", fight["card"]))
        if not shown:
            return y
        w = min(inner.w // CARDS_SHOWN - 8, 150)
        h = int(w * 1.25)
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
        y = _text(surface, theme.font(max(11, r.w // 10), bold=True), title, r.x + 4, band.bottom + 2, r.w - 8, theme.INK)
        if figure:
            y = _text(surface, small, figure, r.x + 4, y, r.w - 8, theme.ACCENT)
        _text(surface, small, body, r.x + 4, y + 2, r.w - 8, theme.MUTED, bottom=r.bottom - 2)


def _is_throw(choice: Any) -> bool:
    """Is this choice a throw of two dice (in the dungeon, only CHANCE's throws are pairs)?"""
    return isinstance(choice, (tuple, list)) and len(choice) == 2 and all(type(v) is int for v in choice)


def _gear(cards: CardTables, c: int) -> str:
    t = cards.treasures[c]
    return f"weapon +{t.attack}" if t.attack else f"armour +{t.defense}" if t.defense else ""


def _text(surface: pygame.Surface, f: Any, text: str, x: int, y: int, width: int, colour: tuple,
          bottom: int | None = None) -> int:
    """Draw ``text`` wrapped to ``width``; returns the y below it (lines past ``bottom`` are left out)."""
    for line in theme.wrap(text, f, width):
        if bottom is not None and y + f.get_linesize() > bottom:
            break
        surface.blit(f.render(line, True, colour), (x, y))
        y += f.get_linesize()
    return y
