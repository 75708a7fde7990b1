"""The dungeon's plain data: decks, explorers, and the small facts fights are made of.

A dungeon is a str-keyed dict (so it can live in the host's jail slot and be saved):
``decks`` and ``discards`` of card indices, ``explorers`` by key (the seat number as
text), and ``stack``, the pending steps of the turn in play.
"""
from __future__ import annotations

from typing import Any

from .cards import CardTables

Dungeon = dict[str, Any]
Explorer = dict[str, Any]
DECKS = ("monster", "treasure", "event", "wound")


def new_dungeon(cards: CardTables, mode: str) -> Dungeon:
    """Fresh decks; card order is not stored because every draw is a CHANCE decision."""
    sizes = cards.deck_sizes()
    return {"mode": mode, "decks": {k: list(range(sizes[k])) for k in DECKS},
            "discards": {k: [] for k in DECKS}, "explorers": {}, "stack": [], "winner": "", "ended_by": ""}


def new_explorer(name: str) -> Explorer:
    return {"name": name, "pos": 0, "treasure": [], "weapons": [], "armour": [], "banked": [], "wounds": [],
            "kept": [], "quests": [], "defeated": [], "lost_turns": 0, "level": 0, "level_gold": 0, "turns": 0,
            "doubles": False, "spelunk": False, "fresh": []}


# -- fighting strength (Open Oubliette: Fights) ----------------------------------------------
def wound_penalty(cards: CardTables, ex: Explorer) -> int:
    """"The sum of a player's two highest Wound cards"."""
    mods = sorted((cards.wounds[w].modifier for w in ex["wounds"]), reverse=True)
    return sum(mods[:2])


def weapon_bonus(cards: CardTables, ex: Explorer) -> int:
    """The best weapon in hand; a player fights with one weapon at a time."""
    return max((cards.treasures[t].attack for t in ex["weapons"]), default=0)


def armour_bonus(cards: CardTables, ex: Explorer) -> int:
    return max((cards.treasures[t].defense for t in ex["armour"]), default=0)


def defense(cards: CardTables, ex: Explorer) -> int:
    """The standard defense (8) plus armour: the defense score an attack must reach."""
    return cards.defense + armour_bonus(cards, ex)


def throw_needed(target: int, bonus: int) -> int:
    """What two dice must show to reach ``target`` once ``bonus`` is added to them: the one figure a
    player is told for a throw (2, the least two dice show, reaches any target of 2 or less)."""
    return max(2, target - bonus)


def banked_gold(cards: CardTables, ex: Explorer, leaving: bool = False) -> int:
    """Gold cashed in at the Exit; on leaving, each Level Up adds 100 to every banked card."""
    gold = sum(cards.treasures[t].value for t in ex["banked"])
    if leaving:
        gold += ex["level_gold"] * len(ex["banked"])
    return gold


def payout(cards: CardTables, ex: Explorer) -> tuple[int, int]:
    """What climbing out pays: the gold banked (with any Level Up bonus) and its dollars at the
    jail's rate ("converted to money in the host game at the rate of g10 to $1")."""
    gold = banked_gold(cards, ex, leaving=True)
    return gold, gold // cards.gold_per_dollar


def hand_gold(cards: CardTables, ex: Explorer) -> int:
    """The face value of the treasure in hand (not gear): what banking it now would add."""
    return sum(cards.treasures[t].value for t in ex["treasure"])


def kept_cards(cards: CardTables, ex: Explorer, effect: str) -> list[int]:
    return [e for e in ex["kept"] if cards.events[e].effect == effect]


def better_gear(cards: CardTables, ex: Explorer) -> list[int]:
    """Treasures that would improve his attack or defense if he took them up as gear."""
    weapon, armour = weapon_bonus(cards, ex), armour_bonus(cards, ex)
    return [t for t in ex["treasure"]
            if cards.treasures[t].attack > weapon or cards.treasures[t].defense > armour]


def others_at(d: Dungeon, key: str) -> list[str]:
    pos = d["explorers"][key]["pos"]
    return [k for k, ex in d["explorers"].items() if k != key and ex["pos"] == pos]


def discard(d: Dungeon, deck: str, card: int) -> None:
    d["discards"][deck].append(card)


def return_all_cards(d: Dungeon, key: str) -> None:
    """An explorer leaves: every card he holds goes back into its deck."""
    ex = d["explorers"].pop(key)
    d["decks"]["treasure"] += ex["treasure"] + ex["weapons"] + ex["armour"] + ex["banked"]
    d["decks"]["wound"] += ex["wounds"]
    d["decks"]["event"] += ex["kept"] + ex["quests"]
