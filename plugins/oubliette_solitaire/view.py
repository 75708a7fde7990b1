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
from .jail import TURNS
from .layout import PILES

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
            head += f"  -  {max(0, me['per_turn'] - (game['turned'] - me['watch_from']))} cards left this turn"
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
