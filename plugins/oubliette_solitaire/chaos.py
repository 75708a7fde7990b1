"""Chaos, the Joker kept in the Inventory, and the Curse that comes with it.

In Julian Jimenez's *Oubliette* a Joker turned over from the deck is a Gremlin; a Joker in the
Inventory is **Chaos**, the strongest Item, with four uses: **Time Shift** (the whole Graveyard
is shuffled back into the deck), **Passage** (it stands for the next room of the Path),
**Destroy** (it defeats two Creatures, one at a time; :func:`.encounters.destroy`) and
**Restock** (the Inventory is filled from the deck to its 21 cards).

Every use brings the **Curse**: the first Chaos card spent is laid above the Path and every
Creature is worth 2 more from then on; the second takes the place of the Equipped card for good,
so nothing can be equipped again; a third (in a three-Joker game) costs nothing and leaves the
game. A Chaos card used as a Passage stays in the Path as its room (S-33).
"""
from __future__ import annotations

from . import cards, path
from .layout import PILE_SIZE, PILES, State, bury, shuffle_in, take
from .items import may_equip


def curse(state: State, joker: str, in_path: bool = False) -> str:
    """The Curse of one more Chaos card spent; ``joker`` is already out of the Inventory (or, with
    ``in_path``, laid as a room). Returns the log line."""
    state["curses"] += 1
    n = state["curses"]
    if n == 1:
        if not in_path:
            state["removed"].append(joker)
        return "The Curse falls: every Creature is worth 2 more from now on."
    if n == 2:
        lost = state["equipped"] if not state["locked"] else ""
        if lost:
            bury(state, lost)
        state["equipped"] = "" if in_path else joker
        state["locked"] = True
        return ("The second Curse falls: " + (f"the {cards.name(lost)} is lost and " if lost else "")
                + "nothing may be Equipped any more.")
    if not in_path:
        state["removed"].append(joker)
    return "The third Chaos card carries no Curse" + ("." if in_path else " and leaves the game.")


def time_shift(state: State, joker: str) -> list[str]:
    """ "Time Shift - The player may shuffle all cards from the Graveyard into the deck." """
    take(state, joker)
    returning, state["graveyard"] = state["graveyard"], []
    shuffle_in(state, returning)
    return [f"Time Shift: {len(returning)} card(s) of the Graveyard are shuffled into the deck.", curse(state, joker)]


def passage(state: State, joker: str) -> list[str]:
    """ "Passage - ... use the Chaos card as a wild card of sorts to create the next card they need
    for their Path. The Chaos card then counts as that card." """
    need = path.needed(state)
    assert need > 0
    take(state, joker)
    path.lay(state, [joker], need)
    lines = [f"Passage: Chaos is laid on the Path as a {need} ({len(state['path'])} of {cards.PATH_LENGTH})."]
    return lines + [curse(state, joker, in_path=True)]


def restock(state: State, joker: str) -> list[str]:
    """ "Restock - The player may draw cards from the deck to refill their Inventory to maximum
    capacity (21 cards)." The cards drawn go straight into the piles, as when they were dealt, pile
    by pile, then the Equipped slot (S-34); they bring no encounter."""
    take(state, joker)
    line = curse(state, joker)           # first: the second Curse decides whether the slot can be filled
    drawn = 0
    for i in range(PILES):
        while len(state["piles"][i]) < PILE_SIZE and state["deck"]:
            state["piles"][i].append(state["deck"].pop(0))
            drawn += 1
    if may_equip(state) and state["deck"]:
        state["equipped"] = state["deck"].pop(0)
        drawn += 1
    return [f"Restock: {drawn} card(s) from the deck refill the Inventory.", line]
