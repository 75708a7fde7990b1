"""The solitaire's own picture for the game window, drawn in place of the board while a prisoner
plays: the Path of rooms, the deck, the card on the table, the Graveyard, the four Inventory piles
and the Equipped slot, each card drawn with its rank, suit and what it is (an Item, a Creature ...).

Imported only by the window (the jail game never imports pygame). Choices are made in the window's
own choice panel, in the jail game's words (:mod:`.words`), by mouse or keyboard; this view only
reads the prisoner's game from the jail's slot, so a computer prisoner's game is watched the same way.
"""
from __future__ import annotations

from typing import Any

import pygame

from landlord.plugin import theme

from . import cards, items, path
from .jail import TURNS, watch_left
from .layout import PILES
from .words import PICTURE_WORDS

FELT = (34, 78, 56)
FACE = (250, 248, 240)
BACK = (120, 40, 45)
RED = (190, 30, 35)
BLACK = (25, 25, 30)
SLOT = (60, 105, 80)
GOLD = (255, 214, 110)
SUIT_SIGNS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
#: What a card turned over from the deck brings, in a word or two (cards.encounter's kinds).
ENCOUNTERS = {"trap": "Trap", "portcullis": "Portcullis", "chasm": "Chasm", "lost": "Lost", "darkness": "Darkness",
              "gremlin": "Gremlin"}


def item_words(item: str) -> str:
    """ "grave_dig" -> "Grave Dig", "black_map" -> "Map (black)"."""
    if item.endswith("_map"):
        return f"Map ({item[:-4]})"
    return item.replace("_", " ").title()


def what_it_is(card: str, on_table: bool) -> str:
    """What a card brings: turned over, its encounter (a Creature, a Trap ...); in a pile, its Item."""
    if on_table:
        kind = cards.encounter(card)
        if kind == "creature":
            return cards.CREATURES[cards.rank(card)]
        return ENCOUNTERS.get(kind, "")
    return item_words(items.inventory_item(card))


def room_number(game: dict, i: int) -> str:
    """The number room ``i`` of the Path will need ("10 or 2" for the first, before it is begun)."""
    if not path.begun(game):
        return "10 or 2" if i == 0 else ""
    first = game["path"][0]["value"]
    return str(first + i * game["direction"])


def draw_card(surface: pygame.Surface, r: pygame.Rect, card: str, sideways: bool = False) -> None:
    """A card face up: rank and suit in its corner and a large suit in its middle (a Joker says so);
    ``sideways`` (a Torch used once, a Chaos card that has destroyed a Creature) rims it in gold."""
    pygame.draw.rect(surface, FACE, r, border_radius=max(3, r.w // 12))
    pygame.draw.rect(surface, GOLD if sideways else BLACK, r, 3 if sideways else 1, border_radius=max(3, r.w // 12))
    colour = RED if cards.colour(card) == "red" else BLACK
    corner = theme.font(max(11, r.w // 4), bold=True)
    if cards.is_joker(card):
        f, text = theme.fitted("JOKER", max(11, r.w // 4), r.w - 6, bold=True)
        surface.blit(f.render(text, True, (120, 40, 140)), (r.x + 3, r.y + 2))
        return
    surface.blit(corner.render(cards.rank(card) + SUIT_SIGNS[cards.suit(card)], True, colour), (r.x + 3, r.y + 1))
    big = theme.font(max(14, r.w // 2)).render(SUIT_SIGNS[cards.suit(card)], True, colour)
    surface.blit(big, big.get_rect(center=(r.centerx, r.y + r.h * 11 // 20)))


def caption(surface: pygame.Surface, r: pygame.Rect, lines: list[str], width: int) -> int:
    """Small lines under a card (what it is, how many lie beneath it); returns the y below them."""
    y = r.bottom + 2
    for line in lines:
        if line:
            # never asked below the smallest label, or fitted() shortens every word with "..."
            f, text = theme.fitted(line, max(theme.SMALLEST_LABEL, r.w // 6), width)
            surface.blit(f.render(text, True, FACE), (r.x, y))
            y += f.get_linesize()
    return y


def draw_back(surface: pygame.Surface, r: pygame.Rect, count: int) -> None:
    pygame.draw.rect(surface, BACK if count else SLOT, r, border_radius=max(3, r.w // 12))
    pygame.draw.rect(surface, FACE, r, 1, border_radius=max(3, r.w // 12))
    img = theme.font(max(12, r.w // 4), bold=True).render(str(count), True, FACE)
    surface.blit(img, img.get_rect(center=r.center))


def draw_slot(surface: pygame.Surface, r: pygame.Rect, text: str = "") -> None:
    """An empty place for a card, outlined, with ``text`` in it."""
    pygame.draw.rect(surface, SLOT, r, 1, border_radius=max(3, r.w // 12))
    if text:
        f, fitted = theme.fitted(text, max(theme.SMALLEST_LABEL, r.w // 6), r.w - 4)
        img = f.render(fitted, True, FACE)
        surface.blit(img, img.get_rect(center=r.center))


class SolitaireView:
    def draw_rules_picture(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """How to escape, drawn for the rules card with the table's own cards: the Path begun with
        10 and 9 and the next room marked, four kept piles, and two of them spent on a Jack."""
        RulesPicture(rect).draw(surface)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
        pygame.draw.rect(surface, FELT, rect)
        turn = session.prisoner
        seat = turn.seat if turn is not None else 0
        me = (session.state.plugin_data.get("jail") or {}).get(str(seat), {})
        name = session.seats[seat].name
        w = (rect.w - 20) * 8 // 81          # one card's width: nine rooms and the gaps between them fit across
        h = int(w * 1.4)
        label = theme.font(max(12, rect.w // 48), bold=True)
        game = me.get("game")
        head = f"OUBLIETTE SOLITAIRE: {name}'s turn {session.state.players[seat].jail_turns} of {TURNS}"
        if game is not None:
            left = watch_left(me)
            head += "  -  the last turn: play on to the end" if left is None else f"  -  {left} cards left this turn"
        y = self._line(surface, theme.font(max(15, rect.w // 36), bold=True), head, rect.x + 10, rect.y + 10, rect.w)
        if game is None:
            words = ("Serving the 1906 term: each turn throw for a double, or pay the fine." if me.get("phase") == "term"
                     else "The deck is shuffled and the game dealt when the prisoner sits down to play.")
            self._line(surface, label, words, rect.x + 10, y + 10, rect.w - 20)
            return
        y = self._path(surface, game, rect.x + 10, y + 8, w, h, label)
        y = self._table(surface, game, rect.x + 10, y + 10, w, h, label)
        y = self._inventory(surface, game, rect.x + 10, y + 10, w, h, label)
        self._latest(surface, session, name, pygame.Rect(rect.x + 10, y + 12, rect.w - 20, rect.bottom - y - 20))

    def _latest(self, surface: pygame.Surface, session: Any, name: str, r: pygame.Rect) -> None:
        """The prisoner's latest moves, newest last, so a computer's play can be followed."""
        f = theme.font(max(12, r.w // 50))
        rows = max(0, r.h // f.get_linesize() - 1)
        mine = [line[len(name) + 2:] for line in session.log[-60:] if line.startswith(name + ": ")]
        if not rows or not mine:
            return
        y = self._line(surface, theme.font(max(12, r.w // 50), bold=True), "Latest", r.x, r.y, r.w)
        lines = [part for line in mine for part in theme.wrap(line, f, r.w)][-(rows - 1):]
        for line in lines:
            surface.blit(f.render(line, True, FACE), (r.x, y))
            y += f.get_linesize()

    @staticmethod
    def _line(surface: pygame.Surface, f: Any, text: str, x: int, y: int, width: int) -> int:
        for part in theme.wrap(text, f, width):
            surface.blit(f.render(part, True, FACE), (x, y))
            y += f.get_linesize()
        return y

    def _path(self, surface: pygame.Surface, game: dict, x: int, y: int, w: int, h: int, label: Any) -> int:
        if path.begun(game):
            way = "10 down to 2" if game["direction"] < 0 else "2 up to 10"
            title = f"The Path, {way}: {len(game['path'])} of {cards.PATH_LENGTH} rooms"
        else:
            title = "The Path: not begun (the first 10 or 2 begins it)"
        y = self._line(surface, label, title, x, y, w * 10) + 4
        need = path.needed(game)
        for i in range(cards.PATH_LENGTH):
            r = pygame.Rect(x + i * (w + w // 8), y, w, h)
            if i < len(game["path"]):
                room = game["path"][i]
                note = "=".join(["+".join(c if cards.is_joker(c) else cards.rank(c) for c in room["cards"]),
                                 str(room["value"])]) if len(room["cards"]) > 1 or cards.is_joker(room["cards"][0]) else ""
                draw_card(surface, r, room["cards"][0])
                caption(surface, r, [note], w + w // 8)
                if room["behind"]:                      # a Portcullis (or a crossed Chasm) shut behind it
                    pygame.draw.rect(surface, GOLD, (r.x - w // 10, r.y, max(3, w // 14), h))
                if room["ahead"]:
                    draw_slot(surface, pygame.Rect(r.right + 1, r.y + h // 3, w // 8, h // 3), "")
            else:       # the room's number to come, so the goal is on the table: "next 8", then 7, 6 ...
                draw_slot(surface, r, f"next {need}" if i == len(game["path"]) and need else
                          room_number(game, i))
        return y + h + label.get_linesize()

    def _table(self, surface: pygame.Surface, game: dict, x: int, y: int, w: int, h: int, label: Any) -> int:
        """The deck, the card(s) in play, the Graveyard, and the counts beside them."""
        self._line(surface, label, "Deck", x, y, w)
        self._line(surface, label, "In play", x + 2 * w, y, 3 * w)
        self._line(surface, label, "Graveyard", x + 6 * w, y, 2 * w)
        y += label.get_linesize() + 2
        draw_back(surface, pygame.Rect(x, y, w, h), len(game["deck"]))
        for k, card in enumerate(game["table"][-3:]):
            r = pygame.Rect(x + 2 * w + k * (w + 6), y, w, h)
            draw_card(surface, r, card)
            caption(surface, r, [what_it_is(card, True)], w + 6)
        grave = game["graveyard"]
        if grave:
            draw_card(surface, pygame.Rect(x + 6 * w, y, w, h), grave[-1])
        else:
            draw_slot(surface, pygame.Rect(x + 6 * w, y, w, h), "empty")
        facts = [f"{len(grave)} in the Graveyard", f"{game['turned']} turned over"]
        if game["curses"]:
            facts.append(f"Curses: {game['curses']} (Creatures +{items.CURSE_PENALTY})")
        step = game["step"]
        if step.get("k") == "fight":
            facts.append(f"Fight: {step['dealt']} of {step['need']} dealt")
        fy = y
        for fact in facts:
            fy = self._line(surface, label, fact, x + 7 * w + 10, fy, 3 * w)
        return y + h + label.get_linesize()

    def _inventory(self, surface: pygame.Surface, game: dict, x: int, y: int, w: int, h: int, label: Any) -> int:
        self._line(surface, label, "Inventory", x, y, 4 * w)
        self._line(surface, label, "Equipped", x + 6 * w + w // 2, y, 3 * w)
        y += label.get_linesize() + 2
        for i in range(PILES):
            r = pygame.Rect(x + i * (w + w // 2), y, w, h)
            pile = game["piles"][i]
            if pile:
                draw_card(surface, r, pile[-1], sideways=pile[-1] in game["sideways"])
            else:
                draw_slot(surface, r, "empty")
            bottom = caption(surface, r, [what_it_is(pile[-1], False) if pile else "",
                                          f"{len(pile)} card{'s' * (len(pile) != 1)}"], w + w // 2)
        r = pygame.Rect(x + 6 * w + w // 2, y, w, h)
        if game["locked"]:
            draw_slot(surface, r, "locked")
        elif game["equipped"]:
            draw_card(surface, r, game["equipped"])
            caption(surface, r, [item_words(items.equipped_item(game)) or "no Item"], 3 * w)
        else:
            draw_slot(surface, r, "empty")
        return bottom


class RulesPicture:
    """The rules card's picture, laid out for ``rect``: the Path, the piles and a fight, each under
    its words (:data:`.words.PICTURE_WORDS`), on the felt. The piles and the fight stand side by
    side under the Path, or each on a row of its own where that gives larger cards (a tall rect);
    the cards are as large as the rect allows, and the whole is centred in it."""

    #: The example drawn: the Path begun, the piles kept, and the cards spent on the Jack.
    PATH = ("10S", "9H")
    PILES = ("6D", "5C", "3S", "")
    MONSTER, SPENT = "JC", ("6D", "5C")
    #: A card's height to its width, as on the table.
    TALL = 1.4

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.pad = max(4, rect.w // 80)
        self.label = theme.font(max(theme.SMALLEST_LABEL, min(36, rect.w // 34)), bold=True)
        self.line = self.label.get_linesize()
        width = rect.w - 2 * self.pad
        widest = (width * 8) // 81                      # nine cards and their gaps fit across
        # Side by side: the piles' and the fight's words each wrapped to half the width.
        half = theme.wrap(PICTURE_WORDS["piles"], self.label, width // 2 - self.pad), \
            theme.wrap(PICTURE_WORDS["fight"], self.label, width // 2 - self.pad)
        rows = [self._wrap("path"), self._wrap("piles"), self._wrap("fight")]
        side_by_side = self._card_width(len(rows[0]) + max(map(len, half)), 2, widest)
        stacked = self._card_width(sum(map(len, rows)), 3, widest)
        self.stacked = stacked > side_by_side
        self.w = max(12, stacked if self.stacked else side_by_side)
        self.words = rows if self.stacked else [rows[0], *half]
        self.h = int(self.w * self.TALL)
        self.gap = self.w // 8
        lines = sum(map(len, self.words)) if self.stacked else len(rows[0]) + max(map(len, half))
        used = lines * self.line + (3 if self.stacked else 2) * (self.h + self.line + 2 * self.pad)
        self.top = rect.y + max(self.pad, (rect.h - used) // 2)

    def _wrap(self, key: str) -> list[str]:
        return theme.wrap(PICTURE_WORDS[key], self.label, self.rect.w - 2 * self.pad)

    def _card_width(self, lines: int, rows: int, widest: int) -> int:
        """The widest card that lets ``rows`` rows of cards, each with a line under it, and
        ``lines`` lines of words fit the rect's height (and nine cards its width)."""
        room = self.rect.h - 2 * self.pad - lines * self.line - rows * (self.line + 2 * self.pad)
        return min(widest, int(room / (rows * self.TALL)))

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, FELT, self.rect, border_radius=8)
        x, y = self.rect.x + self.pad, self.top
        path_words, piles_words, fight_words = self.words
        y = self._path(surface, x, self._words(surface, path_words, x, y))
        if self.stacked:
            y = self._piles(surface, x, self._words(surface, piles_words, x, y))
            self._fight(surface, x, self._words(surface, fight_words, x, y))
        else:
            half = (self.rect.w - 2 * self.pad) // 2
            below = y + max(len(piles_words), len(fight_words)) * self.line + self.pad
            self._words(surface, piles_words, x, y)
            self._words(surface, fight_words, x + half, y)
            self._piles(surface, x, below)
            self._fight(surface, x + half, below)

    def _words(self, surface: pygame.Surface, lines: list[str], x: int, y: int) -> int:
        """The lines, and a little room under them before the cards."""
        for line in lines:
            surface.blit(self.label.render(line, True, FACE), (x, y))
            y += self.line
        return y + self.pad

    def _card_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(x, y, self.w, self.h)

    def _ring(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A gold ring: the room needed next, and the kept cards spent."""
        pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 2, border_radius=max(3, r.w // 12))

    def _path(self, surface: pygame.Surface, x: int, y: int) -> int:
        """Nine rooms: the two laid, the next one needed ringed in gold, the numbers still to come."""
        for i in range(cards.PATH_LENGTH):
            r = self._card_rect(x + i * (self.w + self.gap), y)
            if i < len(self.PATH):
                draw_card(surface, r, self.PATH[i])
            else:
                draw_slot(surface, r, str(10 - i))
            if i == len(self.PATH):
                self._ring(surface, r)
                caption(surface, r, [PICTURE_WORDS["next"]], self.w + self.gap)
        return y + self.h + self.line + self.pad

    def _piles(self, surface: pygame.Surface, x: int, y: int) -> int:
        for i, card in enumerate(self.PILES):
            r = self._card_rect(x + i * (self.w + self.gap), y)
            if card:
                draw_card(surface, r, card)
            else:
                draw_slot(surface, r, "")
            if card in self.SPENT:                  # the same ring as in the fight
                self._ring(surface, r)
        return y + self.h + self.line + self.pad

    def _fight(self, surface: pygame.Surface, x: int, y: int) -> None:
        """The Jack met, and the two kept cards spent on it, ringed as they are in the piles."""
        monster = self._card_rect(x, y)
        draw_card(surface, monster, self.MONSTER)
        sign = self.label.render("=", True, GOLD)
        surface.blit(sign, sign.get_rect(center=(monster.right + self.w // 2, monster.centery)))
        for k, card in enumerate(self.SPENT):
            r = self._card_rect(monster.right + self.w + k * (self.w + self.gap), y)
            draw_card(surface, r, card)
            self._ring(surface, r)
        caption(surface, monster, [PICTURE_WORDS["spent"]], 4 * self.w)
