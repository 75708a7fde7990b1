"""The cards of Oubliette, Julian Jimenez's solitaire: a 52-card deck with two or three Jokers.

A card is named by a short text id, rank then suit: ``"10S"`` (ten of Spades), ``"QH"``,
``"AD"``, ``"7C"``; the Jokers are ``"JK1"``, ``"JK2"`` and ``"JK3"``. Ids are unique, so a card
is found by its id wherever it lies, and the whole game stays plain data (a jail slot must be).

This module knows what a card *is* (rank, suit, colour, value, and which encounter it brings
when it is turned over); what a card *does* as an Item is in :mod:`.items`. The only randomness
is :func:`shuffled`, which takes the ``random.Random`` it is to use.
"""
from __future__ import annotations

import random

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
RED_SUITS = frozenset("HD")
JOKER_PREFIX = "JK"
#: "A single deck of standard playing cards with 2-3 jokers."
JOKER_COUNTS = (2, 3)

#: Values of the ranks. The face cards' values are the text's own ("Wraith (King) - Value = 13",
#: Queen 12, Jack 11); the Ace's value of 1 is our reading (S-6): the text ranks it highest
#: only for a Gremlin's theft.
VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(n): n for n in range(2, 11)}}

#: The Creatures: "Wraith (King) - Value = 13; Fiend (Queen) - Value = 12; Shambler (Jack) - Value = 11".
CREATURES = {"J": "Shambler", "Q": "Fiend", "K": "Wraith"}

#: The Path runs from 10 to 2 or from 2 to 10: nine rooms.
PATH_ENDS = (2, 10)
PATH_LENGTH = 9


def full_deck(jokers: int = 2) -> list[str]:
    """Every card of a game with ``jokers`` Jokers, in a fixed order (suit by suit, then the Jokers)."""
    if jokers not in JOKER_COUNTS:
        raise ValueError(f"Oubliette is played with 2 or 3 jokers, not {jokers!r}")
    return [rank + suit for suit in SUITS for rank in RANKS] + [f"{JOKER_PREFIX}{i}" for i in range(1, jokers + 1)]


def shuffled(cards: list[str], rng: random.Random) -> list[str]:
    """A new list of ``cards`` in the order ``rng`` gives (the only shuffle in the game)."""
    order = list(cards)
    rng.shuffle(order)
    return order


def is_card(card: object) -> bool:
    """Is ``card`` the id of a card of the largest (three-Joker) deck?"""
    return isinstance(card, str) and card in _ALL


def is_joker(card: str) -> bool:
    return card[:2] == JOKER_PREFIX


def rank(card: str) -> str:
    """"A", "2", ... "10", "J", "Q", "K", or "JK" for a Joker."""
    return _RANK[card]


def suit(card: str) -> str:
    """"S", "H", "D" or "C"; "" for a Joker, which has no suit."""
    return "" if is_joker(card) else card[-1]


def colour(card: str) -> str:
    """"red", "black", or "" for a Joker (S-9: the Jokers count as neither colour)."""
    return _COLOUR[card]


def value(card: str) -> int:
    """The card's number value: 2-10 as printed, Jack 11, Queen 12, King 13, Ace 1; a Joker has none (0)."""
    return _VALUE[card]


def is_number(card: str) -> bool:
    """A pip card from 2 to 10: the only cards that can be rooms of the Path."""
    return card in _NUMBERS


def is_even_black(card: str) -> bool:
    """What passes a Trap: "an even numbered black card" (number cards only, S-13)."""
    return card in _EVEN_BLACK


# -- what a card brings when it is turned over from the deck --------------------------------------------
def encounter(card: str) -> str:
    """The encounter a card turned over from the deck brings, before any Path rule is applied:
    "creature", "trap", "portcullis", "chasm", "lost", "darkness", "gremlin", or "plain" (any other
    card, which may be kept in the Inventory or discarded)."""
    if is_joker(card):
        return "gremlin"                       # "One of the Joker cards is turned up ... Gremlins"
    r = rank(card)
    if r in CREATURES:
        return "creature"                      # "You encounter a face card ... Creatures"
    if r == "A":
        return "chasm" if colour(card) == "red" else "portcullis"
    if r == "8":
        return "lost"
    if r == "6":
        return "darkness"
    if colour(card) == "red" and value(card) % 2 == 1:
        return "trap"                          # "a red ... odd numbered card": 3, 5, 7 and 9
    return "plain"


# -- words -------------------------------------------------------------------------------------------
def name(card: str) -> str:
    """The card in words: "10 of Spades", "Queen of Hearts", "Joker"."""
    if is_joker(card):
        return "Joker"
    r = rank(card)
    return f"{RANK_NAMES.get(r, r)} of {SUIT_NAMES[suit(card)]}"


def short(card: str) -> str:
    """The card as it is laid out at the terminal: "10S", "QH", "JK1" (its id)."""
    return card


# Every card's rank, colour and value, worked out once: the rules ask for them constantly.
_ALL = frozenset(full_deck(3))
_RANK = {c: JOKER_PREFIX if is_joker(c) else c[:-1] for c in _ALL}
_COLOUR = {c: "" if is_joker(c) else "red" if c[-1] in RED_SUITS else "black" for c in _ALL}
_VALUE = {c: 0 if is_joker(c) else VALUES[_RANK[c]] for c in _ALL}
_NUMBERS = frozenset(c for c in _ALL if _RANK[c] not in ("JK", "A", "J", "Q", "K"))
_EVEN_BLACK = frozenset(c for c in _NUMBERS if _VALUE[c] % 2 == 0 and _COLOUR[c] == "black")
