"""Open Oubliette fights: one round against a monster, or an ambush between explorers.

Monster fight (README, "Fights"): the player rolls two dice plus his weapon; reaching the
monster's power (plus his two worst wounds) wins. Otherwise the monster rolls two dice
plus his two worst wounds; 8 plus armour or more wounds him. Kept cards bend this: Rage
(+4 to the attack), Recovery! (reroll a failed attack or force a monster to reroll),
Dodge (+3 to defense), Revenge (attack again after a wound).
"""
from __future__ import annotations

from typing import Any

from landlord import CHANCE, Decision
from landlord.plugin import TWO_DICE, TWO_DICE_PROBS

from .cards import CardTables
from .explorers import (Dungeon, better_gear, defense, discard, hand_gold, kept_cards, throw_needed,
                        weapon_bonus, wound_penalty)
from .words import article, needed

Frame = dict[str, Any]


NO_CARD = -1     # a fight with no monster card (the Dragon Hoard's dragon); slots hold no None


def start_monster_fight(d: Dungeon, who: str, name: str, power: int, reward: str, card: int = NO_CARD,
                        bonus: int = 0) -> None:
    """``reward`` "treasure" draws one; "hoard" throws a die and draws that many plus ``bonus``."""
    d["stack"].append({"k": "fight", "who": who, "name": name, "power": power, "reward": reward, "card": card,
                       "bonus": bonus,
                       "stage": "prepare", "rage": 0, "dodge": 0, "revenged": False, "rerolled": False})


def start_ambush(d: Dungeon, who: str, target: str) -> None:
    d["stack"].append({"k": "ambush", "who": who, "target": target, "stage": "attack"})


def need_to_hit(cards: CardTables, d: Dungeon, f: Frame) -> int:
    ex = d["explorers"][f["who"]]
    return f["power"] + ex["level"] + wound_penalty(cards, ex)


#: The stages where a kept card may be played: its options (the play first) and the question.
CARD_QUESTIONS = {
    "after_miss": (("reroll", "accept"), "{me} missed the {foe}: play Recovery! to reroll?"),
    "defend": (("dodge", "take_it"), "The {foe} attacks {me}: play Dodge (+{dodge} defense)?"),
    "after_hit": (("reroll", "accept"), "The {foe} hits {me}: play Recovery! to make it reroll?"),
    "revenge": (("revenge", "accept"), "The {foe} wounded {me}: play Revenge and attack again?"),
}


# -- decisions ---------------------------------------------------------------------------------
def fight_decision(cards: CardTables, d: Dungeon, f: Frame) -> Decision:
    who = f["who"]
    ex = d["explorers"][who]
    actor = int(who)
    stage = f["stage"]
    info = {"monster": f["name"], "power": f["power"], "need": need_to_hit(cards, d, f),
            "attack_bonus": weapon_bonus(cards, ex) + f["rage"], "defense": defense(cards, ex) + f["dodge"],
            "penalty": wound_penalty(cards, ex), "hand_gold": hand_gold(cards, ex)}
    if stage == "prepare":
        opts: list[Any] = ["attack"] + [f"gear:{t}" for t in better_gear(cards, ex)]
        if kept_cards(cards, ex, "rage") and not f["rage"]:
            opts.append("rage")
        # The figure told is the throw on two dice, as everywhere else (not the power it must reach).
        dice = needed(throw_needed(info["need"], info["attack_bonus"]))
        return Decision(actor, "jail.oubliette.prepare", tuple(opts),
                        f"{ex['name']} faces {article(f['name'])} {f['name']}: {dice} on two dice wins.",
                        context=info)
    if stage in ("attack_roll", "monster_roll"):
        who_rolls = "attacks" if stage == "attack_roll" else "is attacked"
        return Decision(CHANCE, "jail.oubliette.dice", TWO_DICE, f"{ex['name']} {who_rolls}.", TWO_DICE_PROBS, info)
    if stage in CARD_QUESTIONS:
        options, question = CARD_QUESTIONS[stage]
        dodge = kept_cards(cards, ex, "dodge")
        bonus = cards.events[dodge[0]].params["defense"] if dodge else 0
        return Decision(actor, f"jail.oubliette.{stage}", options,
                        question.format(me=ex["name"], foe=f["name"], dodge=bonus), context=info)
    raise AssertionError(stage)


def ambush_decision(cards: CardTables, d: Dungeon, f: Frame) -> Decision:
    me, them = d["explorers"][f["who"]], d["explorers"][f["target"]]
    roll = "attacks" if f["stage"] == "attack" else "strikes back"
    actor = me if f["stage"] == "attack" else them
    return Decision(CHANCE, "jail.oubliette.dice", TWO_DICE, f"{actor['name']} {roll}.", TWO_DICE_PROBS,
                    {"attacker": me["name"], "defender": them["name"]})


# -- answers ---------------------------------------------------------------------------------------
def apply_fight(cards: CardTables, d: Dungeon, f: Frame, choice: Any, log: list[str]) -> None:
    ex = d["explorers"][f["who"]]
    stage = f["stage"]
    if stage == "prepare":
        if choice == "attack":
            f["stage"] = "attack_roll"
        elif choice == "rage":
            f["rage"] = cards.events[_play_kept(cards, d, ex, "rage")].params["attack"]
            log.append(f"{ex['name']} flies into a Rage (+{f['rage']} to the attack).")
        else:
            _take_up_gear(cards, ex, int(str(choice).split(":")[1]), log)
    elif stage == "attack_roll":
        bonus = weapon_bonus(cards, ex) + f["rage"]
        need = need_to_hit(cards, d, f)
        hit = sum(choice) + bonus >= need
        log.append(f"{ex['name']} rolls {sum(choice)} on two dice (needs {needed(throw_needed(need, bonus))}) and "
                   + (f"defeats the {f['name']}." if hit else "misses."))
        if hit:
            _won(cards, d, f, log)
        elif _recovery_open(cards, ex, f):
            f["stage"] = "after_miss"
        else:
            _monster_turn(cards, d, f)
    elif stage == "defend":
        if choice == "dodge":
            f["dodge"] = cards.events[_play_kept(cards, d, ex, "dodge")].params["defense"]
            log.append(f"{ex['name']} plays Dodge (+{f['dodge']} defense).")
        f["stage"] = "monster_roll"
    elif stage == "monster_roll":
        penalty = wound_penalty(cards, ex)
        guard = defense(cards, ex) + f["dodge"]
        throw = f"The {f['name']} rolls {sum(choice)} on two dice (needs {needed(throw_needed(guard, penalty))})"
        if sum(choice) + penalty < guard:
            log.append(f"{throw} and misses; it leaves with its treasure.")
            _end_fight(d, f)
        elif _recovery_open(cards, ex, f):
            log.append(f"{throw} and hits.")
            f["stage"] = "after_hit"
        else:
            log.append(f"{throw} and wounds {ex['name']}.")
            _wounded(cards, d, f)
    elif stage in ("after_miss", "after_hit"):
        # Recovery!: "Reroll a failed attack or force a monster to reroll" (once a fight).
        if choice == "reroll":
            _play_kept(cards, d, ex, "recovery")
            f["rerolled"] = True
            f["stage"] = "attack_roll" if stage == "after_miss" else "monster_roll"
            log.append(f"{ex['name']} plays Recovery! and attacks again." if stage == "after_miss"
                       else f"{ex['name']} plays Recovery!: the {f['name']} must roll again.")
        elif stage == "after_miss":
            _monster_turn(cards, d, f)
        else:
            _wounded(cards, d, f)
    elif stage == "revenge":
        if choice == "revenge":
            _play_kept(cards, d, ex, "revenge")
            f["revenged"] = True
            f["stage"] = "attack_roll"
            log.append(f"{ex['name']} takes Revenge and attacks again.")
        else:
            _end_fight(d, f)


def apply_ambush(cards: CardTables, d: Dungeon, f: Frame, dice: Any, log: list[str]) -> None:
    """Ambush, read with the monster fight's rules: the attacker must reach the defender's
    defense score; failing, the defender strikes back against the attacker's. The winner
    takes three random treasures; the attacker always draws a wound."""
    from .turns import push_draws, push_steal
    me, them = d["explorers"][f["who"]], d["explorers"][f["target"]]
    d["stack"].pop()
    penalty = wound_penalty(cards, me)
    if f["stage"] == "attack":
        push_draws(d, f["who"], "wound", 1, "the ambush")     # the attacker's wound, drawn last
        bonus, need = weapon_bonus(cards, me), defense(cards, them) + penalty
        throw = f"{me['name']} ambushes {them['name']}: rolls {sum(dice)} on two dice (needs {needed(throw_needed(need, bonus))})"
        if sum(dice) + bonus >= need:
            log.append(f"{throw} and wins.")
            push_steal(d, f["who"], f["target"], cards.ambush_loot)
        else:
            log.append(f"{throw} and fails.")
            d["stack"].append({"k": "ambush", "who": f["who"], "target": f["target"], "stage": "counter"})
        return
    bonus, need = weapon_bonus(cards, them) + penalty, defense(cards, me)
    throw = f"{them['name']} strikes back: rolls {sum(dice)} on two dice (needs {needed(throw_needed(need, bonus))})"
    if sum(dice) + bonus >= need:
        log.append(f"{throw} and wins.")
        push_steal(d, f["target"], f["who"], cards.ambush_loot)
    else:
        log.append(f"{throw} and misses.")


# -- pieces ------------------------------------------------------------------------------------
def _recovery_open(cards: CardTables, ex: dict, f: Frame) -> bool:
    return bool(kept_cards(cards, ex, "recovery")) and not f["rerolled"]


def _take_up_gear(cards: CardTables, ex: dict, t: int, log: list[str]) -> None:
    """"If the player opts to do this, the card no longer qualifies as Treasure.\""""
    ex["treasure"].remove(t)
    card = cards.treasures[t]
    (ex["weapons"] if card.attack else ex["armour"]).append(t)
    log.append(f"{ex['name']} takes up the {card.name} as {'a weapon' if card.attack else 'armour'}.")


def _play_kept(cards: CardTables, d: Dungeon, ex: dict, effect: str) -> int:
    card = kept_cards(cards, ex, effect)[0]
    ex["kept"].remove(card)
    discard(d, "event", card)
    return card


def _won(cards: CardTables, d: Dungeon, f: Frame, log: list[str]) -> None:
    from .turns import push_die, push_draws
    ex = d["explorers"][f["who"]]
    ex["defeated"].append(f["name"])
    _end_fight(d, f)
    if f["reward"] == "hoard":            # Dragon Hoard: one die, and three more treasures than it shows
        push_die(d, f["who"], "hoard", bonus=f["bonus"])
    else:
        push_draws(d, f["who"], "treasure", 1, "the fight")


def _monster_turn(cards: CardTables, d: Dungeon, f: Frame) -> None:
    if f["revenged"]:                     # Revenge gives one more attack, not another round
        _end_fight(d, f)
        return
    ex = d["explorers"][f["who"]]
    f["stage"] = "defend" if kept_cards(cards, ex, "dodge") and not f["dodge"] else "monster_roll"


def _wounded(cards: CardTables, d: Dungeon, f: Frame) -> None:
    from .turns import push_draws
    ex = d["explorers"][f["who"]]
    if kept_cards(cards, ex, "revenge") and not f["revenged"]:
        f["stage"] = "revenge"
    else:
        _end_fight(d, f)
    push_draws(d, f["who"], "wound", 1, f"the {f['name']}")


def _end_fight(d: Dungeon, f: Frame) -> None:
    if d["stack"] and d["stack"][-1] is f:
        d["stack"].pop()
    else:
        d["stack"].remove(f)
    if f["card"] != NO_CARD:
        discard(d, "monster", f["card"])


