"""What cards do as Items, the Inventory's limits, the Gremlin's pick, the Curse.

In Julian Jimenez's *Oubliette* some cards are Items. An **Inventory Item** works from the top of
an Inventory pile and is (mostly) discarded when used: Advantage (Ace), Grave Dig (Jack),
Hourglass (Queen), Ward (King), Rope (9 or 6), Torch (red 4, two uses), Chaos (Joker). An
**Equipped Item** works only from the Equipped slot: Power (King), Map (Ace, black or red),
Grave Inventory (Jack), Resourceful (Queen), Searching (10). This module says which card is
which, and holds the rules about the Inventory itself; :mod:`.moves` plays them.
"""
from __future__ import annotations

from itertools import combinations

from . import cards
from .layout import PILE_SIZE, PILES, State, equipped, graveyard_top, inventory, tops

#: Inventory Items by rank (the Rope and the Torch by rank and colour, below).
INVENTORY_ITEMS = {"A": "advantage", "J": "grave_dig", "Q": "hourglass", "K": "ward"}
#: Equipped Items by rank (the Map's colour matters, below).
EQUIPPED_ITEMS = {"K": "power", "A": "map", "J": "grave_inventory", "Q": "resourceful", "10": "searching"}
#: "Restock - The player may draw cards from the deck to refill their Inventory to maximum capacity (21 cards)."
FULL_INVENTORY = PILES * PILE_SIZE + 1
#: "all Creatures now have +2 added to their value" after the first Chaos card.
CURSE_PENALTY = 2
#: The Gremlin's ranking: "2 is lowest and ace is highest. Unless you have a Joker ... then it is the
#: highest", and a helpful Equipped Item above all.
ACE_RANK, JOKER_RANK, EQUIPPED_RANK = 14, 15, 16


def inventory_item(card: str) -> str:
    """The Inventory Item a face-up pile card is, or ""."""
    if cards.is_joker(card):
        return "chaos"
    r = cards.rank(card)
    if r in INVENTORY_ITEMS:
        return INVENTORY_ITEMS[r]
    if r in ("6", "9"):
        return "rope"
    if r == "4" and cards.colour(card) == "red":
        return "torch"
    return ""


def equipped_item(state: State) -> str:
    """The Item the Equipped card gives: "power", "black_map", "red_map", "grave_inventory",
    "resourceful", "searching", or "" (no card, no Item, or the slot locked by the Curse)."""
    card = equipped(state)
    if not card or cards.is_joker(card):
        return ""
    item = EQUIPPED_ITEMS.get(cards.rank(card), "")
    if item == "map":
        return f"{cards.colour(card)}_map"
    return item


def items_on_top(state: State, item: str) -> list[str]:
    """Face-up pile cards that are the Inventory Item ``item``."""
    return [c for c in tops(state) if inventory_item(c) == item]


# -- Grave Inventory ----------------------------------------------------------------------------------
#: What the Graveyard's top card may be used as under Grave Inventory (S-31): its value in a fight, a
#: Trap's price, and the Items that are spent in one use and need no Inventory slot.
GRAVE_ITEMS = frozenset({"rope", "torch", "hourglass", "ward"})


def grave_card(state: State) -> str:
    """ "Allows the player to use the top card of the Graveyard as an Inventory card": that card, if
    Grave Inventory is equipped; else ""."""
    return graveyard_top(state) if equipped_item(state) == "grave_inventory" else ""


#: Inventory Items the Equipped card may also serve as (S-39): the Rope and the Torch, which the text
#: asks for "from their Inventory" and "in their Inventory", of which the Equipped card is part (S-5).
EQUIPPED_MAY_SERVE = frozenset({"rope", "torch"})


def usable_items(state: State, item: str) -> list[str]:
    """Cards that may be used now as the Inventory Item ``item``: pile tops, the Equipped card as a
    Rope or a Torch, and the Graveyard's top under Grave Inventory where that Item is allowed from there."""
    found = items_on_top(state, item)
    card = equipped(state)
    if card and item in EQUIPPED_MAY_SERVE and inventory_item(card) == item:
        found.append(card)
    g = grave_card(state)
    if g and item in GRAVE_ITEMS and inventory_item(g) == item:
        found.append(g)
    return found


def path_cards(state: State) -> list[str]:
    """The cards that may be laid on the Path from the Inventory: the face-up cards, the Equipped
    card, and under Grave Inventory the Graveyard's top (S-31: "use the top card of the Graveyard
    as an Inventory card")."""
    held = inventory(state)
    g = grave_card(state)
    return held + [g] if g and g not in held else held


# -- the Inventory's limits ---------------------------------------------------------------------------
def number_values(card: str) -> set[int]:
    """The values a card has for "one number value above or below": its value, and for an Ace both
    1 and 14 (S-8: the Ace is "highest" as well as one). A Joker has none."""
    if cards.is_joker(card):
        return set()
    v = cards.value(card)
    return {1, 14} if cards.rank(card) == "A" else {v}


def next_to(card: str, showing: str) -> bool:
    """Is ``card`` one number value above or below ``showing``?"""
    return any(abs(a - b) == 1 for a in number_values(card) for b in number_values(showing))


def may_add(state: State, card: str, pile: int) -> bool:
    """May ``card`` go on top of ``pile`` ("either one number value above or below the currently
    showing Inventory card and there is not already 5 cards in that slot"; any card on an empty
    pile; with Resourceful equipped, also a card of the showing card's colour)."""
    p = state["piles"][pile]
    if not p:
        return True
    if len(p) >= PILE_SIZE:
        return False
    if next_to(card, p[-1]):
        return True
    return equipped_item(state) == "resourceful" and cards.colour(card) != "" and \
        cards.colour(card) == cards.colour(p[-1])


def may_equip(state: State) -> bool:
    """ "No cards may be added to the Equipped slot unless it is empty" (nor ever again, once the
    second Curse has locked it)."""
    return not state["equipped"] and not state["locked"]


def places_for(state: State, card: str) -> list[str]:
    """Where ``card`` may go in the Inventory: "pile:1" to "pile:4", and "equip"."""
    places = [f"pile:{i + 1}" for i in range(PILES) if may_add(state, card, i)]
    if may_equip(state):
        places.append("equip")
    return places


# -- fights ---------------------------------------------------------------------------------------------
def creature_value(state: State, creature: str) -> int:
    """The Creature's value, +2 once the first Curse is on the player."""
    return cards.value(creature) + (CURSE_PENALTY if state["curses"] >= 1 else 0)


def fighting_value(state: State, card: str) -> int:
    """What a card counts for in a fight: its value, +1 with Power equipped ("a 6 becomes a 7 a King
    becomes 14"); the Power card itself counts only its own 13 (S-26)."""
    bonus = 1 if equipped_item(state) == "power" and card != equipped(state) else 0
    return cards.value(card) + bonus


# -- the Gremlin ----------------------------------------------------------------------------------------
def gremlin_rank(state: State, card: str) -> int:
    """How highly a Gremlin ranks ``card``: 2 lowest ... King 13, Ace 14, a Joker 15, and a helpful
    Equipped Item 16 ("it is considered the highest ranked card of your Inventory")."""
    if card == equipped(state) and equipped_item(state):
        return EQUIPPED_RANK
    if cards.is_joker(card):
        return JOKER_RANK
    if cards.rank(card) == "A":
        return ACE_RANK
    return cards.value(card)


# -- the Map ------------------------------------------------------------------------------------------------
def map_value(state: State, combo: tuple[str, ...]) -> int:
    """What Path cards combined by the equipped Map count as: added together under a black Map;
    black cards less red cards under a red Map."""
    if equipped_item(state) == "red_map":
        return sum(cards.value(c) if cards.colour(c) == "black" else -cards.value(c) for c in combo)
    return sum(cards.value(c) for c in combo)


def map_combos(state: State, need: int) -> list[tuple[str, ...]]:
    """Sets of two or more face-up pile cards from 2 to 10 that the equipped Map combines into
    ``need`` (S-29: the cards that can be combined at once are the face-up ones)."""
    if need <= 0 or equipped_item(state) not in ("black_map", "red_map"):
        return []
    numbers = [c for c in tops(state) if cards.is_number(c)]
    return [combo for size in range(2, len(numbers) + 1) for combo in combinations(numbers, size)
            if map_value(state, combo) == need]
