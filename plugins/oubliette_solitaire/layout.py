"""The layout of an Oubliette game: where every card lies, as one table of plain data.

Julian Jimenez's solitaire is laid out as a deck, four Inventory piles with their top cards
face up, the Equipped card beside them, the Path above them, and the Graveyard. The state is a
``dict`` of text keys, lists, text, whole numbers and booleans only, so that it can sit in a
jail slot, be saved, and be copied for a computer player's look-ahead.

``state`` keys:

* ``deck``: the cards still to turn over, **top first**;
* ``piles``: four lists, bottom first; the last card of each is the one face up;
* ``equipped``: the Equipped card, or ``""``; ``locked``: the second Curse fixed a Chaos card in
  the slot, so no card may be equipped again;
* ``path``: the rooms laid, first first (see :mod:`.path`); ``direction``: +1 (2 up to 10), -1
  (10 down to 2), or 0 before the Path is begun;
* ``graveyard``: the discard pile, bottom first (its top is the last card);
* ``removed``: cards out of the game (the first Curse's Chaos card above the Path, the third Joker);
* ``curses``: how many Chaos cards have been spent; ``sideways``: Torches used once and Chaos cards
  that have destroyed one Creature;
* ``table``: cards in play this moment (the card turned over, an Advantage's two draws, a card
  found by Searching);
* ``step``: what is being decided (see :mod:`.moves`); ``turned``: cards turned over from the
  deck so far; ``searched``: whether the room has been searched since the last card was turned;
* ``turn``: which reading of the player's turn is played (:data:`TURN_RULES`, S-11); ``acted``:
  whether the player has taken his turn's action since the last card was turned;
* ``result``: "", "won" or "lost"; ``how``: how the game ended, in words;
* ``seed`` and ``shuffles``: a card shuffled back into the deck during play goes where a
  ``random.Random`` seeded with both puts it, so the state alone decides the game.

A game is dealt from a deck in a given order (:func:`deal`), so a test can script every card.
"""
from __future__ import annotations

import hashlib
import random
from collections import Counter
from typing import Any

from . import cards

State = dict[str, Any]

PILES = 4
#: "deal 4 piles of 5 cards each": also the most a pile may hold ("may never contain more than 5").
PILE_SIZE = 5

#: The two readings of the player's turn (S-11). ``"text"``, the default: after each card turned
#: over, "the player may then take a turn by using one of the Item cards in their Inventory or
#: playing a Path card", one action. ``"generous"``: as many actions as he likes after every card
#: (the plugin's first reading, kept as a named variant).
TEXT_TURN, GENEROUS_TURN = "text", "generous"
TURN_RULES = (TEXT_TURN, GENEROUS_TURN)


def new_game(rng: random.Random, jokers: int = 2, turn: str = TEXT_TURN) -> State:
    """A game dealt from a deck shuffled by ``rng`` (the seed of later shuffles comes from it too)."""
    order = cards.shuffled(cards.full_deck(jokers), rng)
    return deal(order, jokers, seed=rng.getrandbits(63), turn=turn)


def seed_of(order: list[str]) -> int:
    """A seed for a game's later shuffles worked out from the whole deck's order, for a deck whose
    order was drawn card by card elsewhere (the jail's CHANCE draws): as unknown to the player as
    the order itself, and the same whenever the same order is dealt."""
    return int.from_bytes(hashlib.sha256(",".join(order).encode()).digest()[:8], "big") >> 1


def deal(order: list[str], jokers: int = 2, seed: int = 0, turn: str = TEXT_TURN) -> State:
    """Lay out a game from ``order``, the whole deck top first.

    Setup (in our words): four piles of five cards, dealt pile by pile, the last card of each face
    up; then the Equipped card. "If a joker shows up as your Equipped card, shuffle it back into
    the deck and draw another card." If a 10 or a 2 shows, the first decision is which one begins
    the Path (:mod:`.moves`); otherwise play begins by turning over the first card.
    """
    if turn not in TURN_RULES:
        raise ValueError(f"the turn is one of {', '.join(TURN_RULES)}, not {turn!r}")
    expected = cards.full_deck(jokers)
    if sorted(order) != sorted(expected):
        raise ValueError(f"the deck must be the {len(expected)} cards of a game with {jokers} jokers, once each")
    deck = list(order)
    piles = [[deck.pop(0) for _ in range(PILE_SIZE)] for _ in range(PILES)]
    state: State = {
        "jokers": jokers, "seed": seed, "shuffles": 0,
        "deck": deck, "piles": piles, "equipped": "", "locked": False,
        "path": [], "direction": 0, "graveyard": [], "removed": [],
        "curses": 0, "sideways": [], "table": [], "step": {"k": "turn"},
        "turned": 0, "searched": True, "result": "", "how": "",
        "turn": turn, "acted": True,        # no action before the first card is turned over (S-11)
    }
    while state["deck"]:                    # shuffle_in replaces the list: read it afresh each time
        card = state["deck"].pop(0)
        if not cards.is_joker(card):
            state["equipped"] = card
            break
        shuffle_in(state, [card])           # S-3: every Joker dealt here goes back, however many
    return state


# -- reading the layout ---------------------------------------------------------------------------
def top(state: State, pile: int) -> str:
    """The face-up card of a pile, or "" if it is empty."""
    p = state["piles"][pile]
    return p[-1] if p else ""


def tops(state: State) -> list[str]:
    """The face-up cards of the four piles, pile by pile (empty piles left out)."""
    return [p[-1] for p in state["piles"] if p]


def pile_of(state: State, card: str) -> int:
    """Which pile ``card`` is the face-up card of, or -1."""
    for i, p in enumerate(state["piles"]):
        if p and p[-1] == card:
            return i
    return -1


def equipped(state: State) -> str:
    """The card in the Equipped slot that acts as one ("" if none; the locked Chaos card is no Item)."""
    return "" if state["locked"] else state["equipped"]


def inventory(state: State) -> list[str]:
    """The Inventory: the four face-up cards and the Equipped card (S-5: the Chaos card the second
    Curse locks in the slot is not counted; it "cannot be removed" and gives nothing)."""
    held = tops(state)
    if equipped(state):
        held.append(state["equipped"])
    return held


def inventory_is_empty(state: State) -> bool:
    """ "If your Inventory ever becomes completely empty, the game is over." """
    return not any(state["piles"]) and not equipped(state)


def graveyard_top(state: State) -> str:
    return state["graveyard"][-1] if state["graveyard"] else ""


def held_count(state: State) -> int:
    """Cards in the four piles and the Equipped slot (at most 21, what Restock fills to)."""
    return sum(len(p) for p in state["piles"]) + (1 if equipped(state) else 0)


# -- moving cards ---------------------------------------------------------------------------------------
def take(state: State, card: str) -> str:
    """Take a face-up Inventory card out of its place (a pile's top, or the Equipped slot) or a card
    off the table; the pile's next card is face up at once ("the next card in that slot is turned
    face up"). A card turned sideways (a Torch used once, a Chaos card that has destroyed a
    Creature) is upright again once it leaves its place."""
    if card in state["sideways"]:
        state["sideways"].remove(card)
    i = pile_of(state, card)
    if i >= 0:
        return state["piles"][i].pop()
    if card == equipped(state):
        state["equipped"] = ""
        return card
    if card in state["table"]:
        state["table"].remove(card)
        return card
    raise ValueError(f"{card} is not a face-up Inventory card or on the table")


def bury(state: State, *cards_: str) -> None:
    """Put cards on top of the Graveyard, in order."""
    state["graveyard"].extend(cards_)


def turn_over(state: State) -> str:
    """The top card of the deck, now on the table; "" if the deck is empty."""
    if not state["deck"]:
        return ""
    card = state["deck"].pop(0)
    state["table"].append(card)
    return card


def shuffle_in(state: State, returning: list[str]) -> None:
    """Shuffle ``returning`` back into the deck. The deck's order is hidden from the player, so
    shuffling the cards into it means the deck as a whole is shuffled again; the shuffle is drawn
    from the game's own seed and a count of the shuffles so far."""
    rng = random.Random(f"oubliette-solitaire/{state['seed']}/{state['shuffles']}")
    state["shuffles"] += 1
    state["deck"] = cards.shuffled(state["deck"] + list(returning), rng)


# -- every card is somewhere ----------------------------------------------------------------------------
def every_card(state: State) -> Counter[str]:
    """Every card of the layout, counted wherever it lies (a property test checks nothing is lost
    or doubled: this always equals the full deck)."""
    found: Counter[str] = Counter(state["deck"])
    for p in state["piles"]:
        found.update(p)
    if state["equipped"]:
        found[state["equipped"]] += 1
    for room in state["path"]:
        found.update(room["cards"] + room["behind"] + room["ahead"] + room["crossed"])
    found.update(state["graveyard"] + state["removed"] + state["table"])
    return found


def public_view(state: State) -> State:
    """What the player can see: the layout without the order of the deck and with only the
    face-up card of each pile (its size besides). The computer player decides from this alone."""
    view = {k: v for k, v in state.items() if k not in ("deck", "piles", "seed", "shuffles")}
    view["deck_size"] = len(state["deck"])
    view["tops"] = [top(state, i) for i in range(PILES)]
    view["pile_sizes"] = [len(p) for p in state["piles"]]
    return view
