"""A sensible computer explorer for Open Oubliette decisions (jail mode and standalone)."""
from __future__ import annotations

from typing import Any

from landlord import Decision
from landlord.plugin import TWO_DICE

from .cards import CardTables
from .explorers import Dungeon, defense, weapon_bonus, wound_penalty

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
        ambushes = [o for o in opts if isinstance(o, str) and o.startswith("ambush:")]   # the rest is "pass"
        gains = {o: ambush_gain(cards, ex, d["explorers"][o.split(":")[1]]) for o in ambushes}
        best = max(gains, key=gains.__getitem__, default="pass")
        return best if best != "pass" and gains[best] > 0 else "pass"
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


# -- weighing an ambush as a fight -----------------------------------------------------------------
def ambush_gain(cards: CardTables, me: dict, them: dict) -> float:
    """What ambushing ``them`` is worth to ``me`` on average, in gold, weighed with a fight's
    odds: the loot won, less the loot a counter-attack takes and the wound every attacker draws."""
    penalty = wound_penalty(cards, me)
    win = chance_to_reach(defense(cards, them) + penalty - weapon_bonus(cards, me))
    counter = chance_to_reach(defense(cards, me) - weapon_bonus(cards, them) - penalty)
    gained = win * loot_value(cards, them)
    lost = (1 - win) * counter * loot_value(cards, me)
    return gained - lost - wound_cost(cards, me)


def chance_to_reach(need: int) -> float:
    """The chance that two dice total ``need`` or more."""
    return sum(1 for a, b in TWO_DICE if a + b >= need) / len(TWO_DICE)


def loot_value(cards: CardTables, ex: dict) -> float:
    """The gold an ambush takes from ``ex`` on average: random treasures in hand, up to the loot."""
    values = [cards.treasures[t].value for t in ex["treasure"]]
    return sum(values) / len(values) * min(cards.ambush_loot, len(values)) if values else 0.0


def wound_cost(cards: CardTables, ex: dict) -> float:
    """What one more wound costs: the chance it turns a win against an average monster into a
    loss, times the average treasure such a win brings."""
    average_wound = sum(w.modifier for w in cards.wounds) / len(cards.wounds)
    worst = sorted((cards.wounds[w].modifier for w in ex["wounds"]), reverse=True)
    penalty_after = sum(sorted(worst + [average_wound], reverse=True)[:2])
    average_power = sum(m.power for m in cards.monsters) / len(cards.monsters)
    need = average_power + ex["level"] - weapon_bonus(cards, ex)
    lost_chance = chance_to_reach(round(need + wound_penalty(cards, ex))) - chance_to_reach(round(need + penalty_after))
    average_treasure = sum(t.value for t in cards.treasures) / len(cards.treasures)
    return lost_chance * average_treasure

