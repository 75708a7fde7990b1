"""The 32 Open Oubliette events, drawn on a corner (design notes, "the events").

Kept cards (Shortcut, Healing Waters, Rage, Recovery!, Dodge, Revenge) go to the player's
hand to be played when he chooses; Quests wait in his hand until he reaches the Exit; the
rest act at once and go to the discards.
"""
from __future__ import annotations

from typing import Any

from .cards import CardTables
from .explorers import Dungeon, defense, discard, kept_cards


def apply_event(cards: CardTables, d: Dungeon, who: str, card: int, log: list[str]) -> None:
    from .turns import move, push_die, push_draws
    from .fights import start_monster_fight
    ex = d["explorers"][who]
    ev = cards.events[card]
    p = ev.params
    log.append(f"Event for {ex['name']}: {ev.title}. {ev.text}")
    effect = ev.effect
    if ev.kept:
        ex["kept"].append(card)
        return
    if effect == "quest":
        ex["quests"].append(card)
        return
    discard(d, "event", card)
    if effect == "secret":
        push_die(d, who, "secret", at_least=p["die_at_least"], treasures=p["treasures"])
    elif effect == "tunnel":
        # A tunnel moves him without a new fight or event; reaching the Exit still offers the stop.
        move(cards, d, who, abs(p["steps"]), 1 if p["steps"] > 0 else -1, arrive=False)
    elif effect == "spelunk":
        ex["spelunk"] = True
    elif effect == "cave_in":
        ex["lost_turns"] += 1
    elif effect == "trap":
        push_die(d, who, "trap", at_most=p["die_at_most"])
    elif effect == "dragon_hoard":
        start_monster_fight(d, who, "Dragon", p["power"], "hoard", bonus=p["bonus_treasures"])
    elif effect == "loot":
        push_draws(d, who, "treasure", p["treasures"], ev.title)
    elif effect == "ambush":
        push_die(d, who, "ambush_a", treasures=p["treasures"])
    elif effect == "level_up":
        ex["level"] += p["power"]                  # monsters this much stronger for him
        ex["level_gold"] += p["treasure_bonus"]    # and each banked card worth this much more on leaving


def after_die(cards: CardTables, d: Dungeon, f: dict[str, Any], pips: int, log: list[str]) -> None:
    from .turns import push_die, push_draws, push_steal
    who = f["who"]
    ex = d["explorers"][who]
    why = f["why"]
    if why == "secret":
        if pips >= f["at_least"]:
            log.append(f"{ex['name']} rolls {pips} and finds the secret.")
            push_draws(d, who, "treasure", f["treasures"], "a secret")
        else:
            log.append(f"{ex['name']} rolls {pips}: nothing there.")
    elif why == "trap":
        if pips <= f["at_most"]:
            log.append(f"{ex['name']} rolls {pips} and springs the trap: a lost turn and this square's treasure.")
            ex["lost_turns"] += 1
            for t in ex["fresh"]:
                if t in ex["treasure"]:
                    ex["treasure"].remove(t)
                    discard(d, "treasure", t)
        else:
            log.append(f"{ex['name']} rolls {pips} and avoids the trap.")
    elif why == "hoard":
        log.append(f"{ex['name']} rolls {pips}: {pips + f['bonus']} treasures from the dragon's hoard.")
        push_draws(d, who, "treasure", pips + f["bonus"], "the dragon's hoard")
    elif why == "ambush_a":           # the event Ambush throws both dice: two dice as two throws
        push_die(d, who, "ambush_b", first=pips, treasures=f["treasures"])
    elif why == "ambush_b":
        total = f["first"] + pips
        guard = defense(cards, ex)
        if total > guard:
            log.append(f"Ambushed! {total} beats {ex['name']}'s defense of {guard}.")
            push_steal(d, "", who, f["treasures"])
        else:
            log.append(f"The ambush ({total}) fails against {ex['name']}'s defense of {guard}.")


def play_healing_waters(cards: CardTables, d: Dungeon, ex: dict, log: list[str]) -> None:
    """Return the most severe wound (two, for the stronger card) without going to the Exit."""
    card = kept_cards(cards, ex, "healing_waters")[0]
    ex["kept"].remove(card)
    discard(d, "event", card)
    heals = cards.events[card].params.get("heals", 1)
    worst = sorted(ex["wounds"], key=lambda w: -cards.wounds[w].modifier)[:heals]
    for w in worst:
        ex["wounds"].remove(w)
        discard(d, "wound", w)
    log.append(f"{ex['name']} drinks the Healing Waters and recovers from {len(worst)} wound(s).")


def play_shortcut(cards: CardTables, d: Dungeon, who: str, log: list[str]) -> None:
    """"Return to the Exit square immediately": he arrives at the Exit and may stop there;
    if he goes on, his turn continues from the Exit with his throw."""
    from .turns import reach_exit
    ex = d["explorers"][who]
    card = kept_cards(cards, ex, "shortcut")[0]
    ex["kept"].remove(card)
    discard(d, "event", card)
    ex["pos"] = 0
    log.append(f"{ex['name']} takes a Shortcut back to the Exit.")
    reach_exit(cards, d, who, remaining=0, direction=1, arrive=False)


def complete_quests(cards: CardTables, d: Dungeon, who: str) -> None:
    """On arriving at the Exit, each Quest whose monster he has defeated since he last left it
    pays its treasures; every Quest card is then spent, and the count of defeats starts again."""
    from .turns import push_draws
    ex = d["explorers"][who]
    for card in list(ex["quests"]):
        ev = cards.events[card]
        if ev.params["monster"] in ex["defeated"]:
            push_draws(d, who, "treasure", ev.params["treasures"], f"the {ev.params['monster']} quest")
        ex["quests"].remove(card)
        discard(d, "event", card)
    ex["defeated"] = []
