"""A sensible computer explorer for Open Oubliette decisions (jail mode and standalone)."""
from __future__ import annotations

from typing import Any

from landlord import Decision

from .cards import CardTables
from .explorers import Dungeon, weapon_bonus, wound_penalty

#: In jail mode unbanked treasure is lost, so bank whatever is in hand.
BANK_ALWAYS = True


def choose(cards: CardTables, d: Dungeon, decision: Decision) -> Any:
    """Pick an option for an Oubliette decision of a computer seat."""
    opts = decision.options
    kind = decision.kind.rsplit(".", 1)[-1]
    ex = d["explorers"].get(str(decision.actor))
    if ex is None:
        return opts[0]
    if kind == "start":
        if "heal" in opts and wound_penalty(cards, ex) >= 2:
            return "heal"
        gold_in_hand = sum(cards.treasures[t].value for t in ex["treasure"])
        if "shortcut" in opts and gold_in_hand >= 1500:
            return "shortcut"
        return opts[0]
    if kind == "exit":
        if ex["treasure"] and (BANK_ALWAYS or d["mode"] == "jail"):
            return opts[0]                        # bank (and recover, when both are offered)
        return "recover" if "recover" in opts and wound_penalty(cards, ex) >= 1 else "go_on"
    if kind == "ambush":
        targets = [o for o in opts if o != "pass"]
        rich = [t for t in targets if len(d["explorers"][t.split(":")[1]]["treasure"]) >= 3]
        strong = weapon_bonus(cards, ex) >= 3 and wound_penalty(cards, ex) <= 1
        return rich[0] if rich and strong else "pass"
    if kind == "prepare":
        need = decision.context.get("need", 0) - decision.context.get("attack_bonus", 0)
        gear = [o for o in opts if str(o).startswith("gear:")]
        if gear and need > 7:
            return gear[0]
        if "rage" in opts and need > 9:
            return "rage"
        return "attack"
    if kind == "direction":
        return "forward"
    return opts[0]      # after_miss/after_hit: reroll; defend: dodge; revenge; again
