"""An Open Oubliette turn, step by step, as decisions (README, "Game Play").

Roll two dice and move (either way from the Exit); at or past the Exit, stop to recover
and bank, or go on; ambush an explorer already there, or not; draw a monster and fight
it; take a treasure on a win; draw an event on a corner; after doubles, take another
turn if you like. Every draw and throw is a CHANCE decision, so a turn is reproducible.

The pending steps live in ``dungeon["stack"]`` (plain data); steps that need no decision
(``meet``, ``monster``, ``corner``, ``finish``) run as soon as they reach the top: ``apply``
settles the dungeon after every choice, so ``pending`` only reads it.
"""
from __future__ import annotations

import copy
from typing import Any

from landlord import CHANCE, Decision
from landlord.plugin import TWO_DICE, TWO_DICE_PROBS

from .cards import CardTables
from .explorers import Dungeon, banked_gold, discard, hand_gold, kept_cards, others_at
from .words import article
from . import events, fights

ONE_DIE = (1, 2, 3, 4, 5, 6)


# -- queueing steps ----------------------------------------------------------------------------
def push_draws(d: Dungeon, who: str, deck: str, n: int, why: str) -> None:
    if n > 0:
        d["stack"].append({"k": "draw", "who": who, "deck": deck, "n": n, "why": why})


def push_die(d: Dungeon, who: str, why: str, **params: Any) -> None:
    d["stack"].append({"k": "die", "who": who, "why": why, **params})


def push_steal(d: Dungeon, thief: str, victim: str, n: int) -> None:
    """``n`` random treasures from the victim to the thief ("": lost to an unknown explorer)."""
    d["stack"].append({"k": "steal", "who": victim, "thief": thief, "n": n})


def begin_turn(d: Dungeon, who: str) -> None:
    d["stack"].append({"k": "start", "who": who})


# -- the decision on top --------------------------------------------------------------------------
def pending(cards: CardTables, d: Dungeon) -> Decision | None:
    """The decision the dungeon waits for, or None; asking changes nothing in it.

    Play leaves the dungeon settled (``apply`` settles it after every choice, and a turn begins
    at a decision). A dungeon set up by hand with a step on top that needs no decision is
    answered as it will stand once settled, worked out on a copy.
    """
    if _unsettled(cards, d):
        d = copy.deepcopy(d)
        settle(cards, d)
    if not d["stack"] or d["ended_by"]:
        return None
    f = d["stack"][-1]
    ex = d["explorers"][f["who"]]
    actor, kind = int(f["who"]), f["k"]
    if kind == "start":
        if ex["lost_turns"]:
            return Decision(actor, "jail.oubliette.start", ("lose_turn",), f"{ex['name']} loses this turn.")
        opts = ["roll"]
        if kept_cards(cards, ex, "healing_waters") and ex["wounds"]:
            opts.append("heal")
        if kept_cards(cards, ex, "shortcut") and ex["pos"] != 0:
            opts.append("shortcut")
        return Decision(actor, "jail.oubliette.start", tuple(opts), f"{ex['name']}'s turn in the Oubliette.",
                        context={"pos": ex["pos"]})
    if kind == "roll":
        return Decision(CHANCE, "jail.oubliette.dice", TWO_DICE, f"{ex['name']} rolls to move.", TWO_DICE_PROBS)
    if kind == "direction":
        return Decision(actor, "jail.oubliette.direction", ("forward", "backward"),
                        f"{ex['name']} stands on the Exit: which way to move {f['total']}?")
    if kind == "exit":
        opts = []
        if ex["treasure"] and ex["wounds"]:
            opts.append("bank_and_recover")
        if ex["treasure"]:
            opts.append("bank")
        if ex["wounds"]:
            opts.append("recover")
        opts.append("go_on")
        return Decision(actor, "jail.oubliette.exit", tuple(opts),
                        f"{ex['name']} reaches the Exit: stop to recover and bank, or go on?",
                        context={"treasure": len(ex["treasure"]), "wounds": len(ex["wounds"]),
                                 "banked": banked_gold(cards, ex), "hand_gold": hand_gold(cards, ex)})
    if kind == "ambush_choice":
        ambushes = tuple(f"ambush:{k}" for k in f["targets"])
        return Decision(actor, "jail.oubliette.ambush", ("pass",) + ambushes, f"{ex['name']} finds another explorer here: ambush?",
                        context={"targets": [d["explorers"][k]["name"] for k in f["targets"]]})
    if kind == "again":
        return Decision(actor, "jail.oubliette.again", ("again", "stop"), f"{ex['name']} rolled doubles: another turn?")
    if kind == "draw":
        deck = d["decks"][f["deck"]]
        return Decision(CHANCE, "jail.oubliette.draw", tuple(deck), f"{ex['name']} draws {article(f['deck'])} {f['deck']} card.",
                        (1 / len(deck),) * len(deck), {"deck": f["deck"]})
    if kind == "die":
        return Decision(CHANCE, "jail.oubliette.die", ONE_DIE, f"{ex['name']} rolls one die.", (1 / 6,) * 6)
    if kind == "steal":
        loot = ex["treasure"]
        return Decision(CHANCE, "jail.oubliette.steal", tuple(loot), f"A treasure is taken from {ex['name']}.",
                        (1 / len(loot),) * len(loot))
    if kind == "fight":
        return fights.fight_decision(cards, d, f)
    if kind == "ambush":
        return fights.ambush_decision(cards, d, f)
    raise AssertionError(kind)


def apply(cards: CardTables, d: Dungeon, choice: Any) -> list[str]:
    """Carry out ``choice`` for the pending decision; returns lines for the log."""
    settle(cards, d)                    # a dungeon set up by hand; play leaves it settled
    if pending(cards, d) is None:
        raise ValueError("no Oubliette decision is pending")
    log: list[str] = []
    f = d["stack"][-1]
    ex = d["explorers"][f["who"]]
    kind = f["k"]
    if kind == "start":
        _start(cards, d, f, ex, choice, log)
    elif kind == "roll":
        d["stack"].pop()
        total = choice[0] + choice[1]
        ex["doubles"] = choice[0] == choice[1]
        log.append(f"{ex['name']} rolls {choice[0]} and {choice[1]}.")
        if ex["pos"] == 0:              # "If the player lands on the Exit space ... either direction"
            d["stack"].append({"k": "direction", "who": f["who"], "total": total})
        else:
            move(cards, d, f["who"], total, 1, arrive=True)
    elif kind == "direction":
        d["stack"].pop()
        move(cards, d, f["who"], f["total"], 1 if choice == "forward" else -1, arrive=True)
    elif kind == "exit":
        d["stack"].pop()
        if choice == "go_on":
            if f["remaining"]:
                move(cards, d, f["who"], f["remaining"], f["direction"], arrive=f["arrive"])
            elif f["arrive"]:
                _arrive(d, f["who"])
        else:
            stop_at_exit(cards, d, f["who"], choice, log)
    elif kind == "ambush_choice":
        d["stack"].pop()
        if choice != "pass":
            fights.start_ambush(d, f["who"], choice.split(":", 1)[1])
    elif kind == "again":
        d["stack"].pop()
        if choice == "again":
            begin_turn(d, f["who"])
    elif kind == "draw":
        _draw(cards, d, f, ex, int(choice), log)
    elif kind == "die":
        d["stack"].pop()
        events.after_die(cards, d, f, int(choice), log)
    elif kind == "steal":
        _steal(d, f, ex, int(choice), log)
    elif kind == "fight":
        fights.apply_fight(cards, d, f, choice, log)
    elif kind == "ambush":
        fights.apply_ambush(cards, d, f, choice, log)
    settle(cards, d)
    return log


# -- steps ------------------------------------------------------------------------------------------
def _start(cards: CardTables, d: Dungeon, f: dict, ex: dict, choice: str, log: list[str]) -> None:
    if choice == "lose_turn":
        d["stack"].pop()
        ex["lost_turns"] -= 1
        log.append(f"{ex['name']} loses a turn.")
    elif choice == "heal":
        events.play_healing_waters(cards, d, ex, log)
    elif choice == "shortcut":
        events.play_shortcut(cards, d, f["who"], log)
    else:
        d["stack"].pop()
        d["stack"].append({"k": "roll", "who": f["who"]})


def move(cards: CardTables, d: Dungeon, who: str, steps: int, direction: int, arrive: bool) -> None:
    """Move space by space; reaching the Exit (landing or passing) offers the stop there."""
    ex = d["explorers"][who]
    for i in range(1, steps + 1):
        ex["pos"] = (ex["pos"] + direction) % cards.spaces
        if ex["pos"] == 0:
            reach_exit(cards, d, who, remaining=steps - i, direction=direction, arrive=arrive)
            return
    if arrive:
        _arrive(d, who)


def reach_exit(cards: CardTables, d: Dungeon, who: str, remaining: int, direction: int, arrive: bool) -> None:
    d["stack"].append({"k": "exit", "who": who, "remaining": remaining, "direction": direction, "arrive": arrive})
    events.complete_quests(cards, d, who)        # drawn before he decides


def _arrive(d: Dungeon, who: str) -> None:
    """The rest of a turn on the space he ends on, queued in reverse."""
    d["explorers"][who]["fresh"] = []          # treasure taken on this square (a Trap takes it)
    for step in ("finish", "corner", "monster", "meet"):
        d["stack"].append({"k": step, "who": who})


def stop_at_exit(cards: CardTables, d: Dungeon, who: str, choice: str, log: list[str]) -> None:
    """Recovery and Treasure at the Exit; either ends the turn (doubles may still give another)."""
    ex = d["explorers"][who]
    ex["pos"] = 0
    if "recover" in choice:
        worst = sorted(ex["wounds"], key=lambda w: -cards.wounds[w].modifier)[: cards.recover_wounds]
        for w in worst:
            ex["wounds"].remove(w)
            discard(d, "wound", w)
        log.append(f"{ex['name']} rests at the Exit and recovers from {len(worst)} wound(s).")
    if "bank" in choice:
        gold = hand_gold(cards, ex)
        ex["banked"] += ex["treasure"]
        ex["treasure"] = []
        # "In all" is what the stay pays (and the standalone game scores): with any Level Up bonus.
        bonus = " with the Level Up bonus" if ex["level_gold"] else ""
        log.append(f"{ex['name']} banks {gold} gold at the Exit "
                   f"({banked_gold(cards, ex, leaving=True)} banked in all{bonus}).")
        # Standalone, winning counts the Level Up bonus, as the final scores do (O-10).
        if d["mode"] == "standalone" and banked_gold(cards, ex, leaving=True) >= cards.win_gold:
            d["ended_by"], d["winner"] = "gold", who
    d["stack"][:] = [s for s in d["stack"] if s["who"] != who or s["k"] == "again"]   # earlier doubles stand
    d["stack"].append({"k": "finish", "who": who})


def _draw(cards: CardTables, d: Dungeon, f: dict, ex: dict, card: int, log: list[str]) -> None:
    d["decks"][f["deck"]].remove(card)
    f["n"] -= 1
    if f["n"] <= 0:
        d["stack"].remove(f)
    deck = f["deck"]
    if deck == "treasure":
        ex["treasure"].append(card)
        ex["fresh"].append(card)
        t = cards.treasures[card]
        log.append(f"{ex['name']} takes a treasure: {t.name} ({t.value} gold).")
    elif deck == "wound":
        ex["wounds"].append(card)
        w = cards.wounds[card]
        log.append(f"{ex['name']} draws a wound: {w.title} ({w.modifier}).")
    elif deck == "monster":
        m = cards.monsters[card]
        log.append(f"{ex['name']} meets {article(m.name)} {m.name} (power {m.power}).")
        fights.start_monster_fight(d, f["who"], m.name, m.power, "treasure", card)
    else:
        events.apply_event(cards, d, f["who"], card, log)


def _steal(d: Dungeon, f: dict, ex: dict, card: int, log: list[str]) -> None:
    ex["treasure"].remove(card)
    if not f["thief"]:
        discard(d, "treasure", card)
        log.append(f"An unknown explorer takes a treasure from {ex['name']}.")
    else:
        thief = d["explorers"][f["thief"]]
        thief["treasure"].append(card)
        log.append(f"{thief['name']} takes a treasure from {ex['name']}.")
    f["n"] -= 1
    if f["n"] <= 0 or not ex["treasure"]:
        d["stack"].remove(f)


def settle(cards: CardTables, d: Dungeon) -> None:
    """Run the steps that need no decision, and skip draws from decks that cannot give a card."""
    while _unsettled(cards, d):
        _run_forced_step(cards, d)


def _unsettled(cards: CardTables, d: Dungeon) -> bool:
    """Does the step on top need no decision (so :func:`settle` would run it)?"""
    if not d["stack"] or d["ended_by"]:
        return False
    f = d["stack"][-1]
    kind = f["k"]
    if kind in ("meet", "monster", "corner", "finish"):
        return True
    if kind == "draw":
        return not d["decks"][f["deck"]]
    if kind == "steal":
        return not d["explorers"][f["who"]]["treasure"]
    if kind == "fight":
        return f["stage"] == "defend" and not kept_cards(cards, d["explorers"][f["who"]], "dodge")
    return False


def _run_forced_step(cards: CardTables, d: Dungeon) -> None:
    """Run the step on top, one that :func:`_unsettled` says needs no decision."""
    f = d["stack"][-1]
    kind, who = f["k"], f["who"]
    if kind == "meet":
        d["stack"].pop()
        targets = others_at(d, who) if d["explorers"][who]["pos"] != 0 else []
        if targets:
            d["stack"].append({"k": "ambush_choice", "who": who, "targets": targets})
    elif kind == "monster":
        d["stack"].pop()
        push_draws(d, who, "monster", 1, "the fight")
    elif kind == "corner":
        d["stack"].pop()
        if d["explorers"][who]["pos"] in cards.corners:
            push_draws(d, who, "event", 1, "the corner")
    elif kind == "finish":
        d["stack"].pop()
        ex = d["explorers"][who]
        if ex["spelunk"]:
            ex["spelunk"] = False
            if ex["doubles"]:          # the extra turn his doubles earned waits for the Spelunk throw
                ex["doubles"] = False
                d["stack"].append({"k": "again", "who": who})
            begin_turn(d, who)
        elif ex["doubles"]:
            ex["doubles"] = False
            d["stack"].append({"k": "again", "who": who})
    elif kind == "draw":                                      # from an empty deck
        if f["deck"] != "treasure" and d["discards"][f["deck"]]:
            d["decks"][f["deck"]] = d["discards"][f["deck"]]     # reshuffled: draws are uniform anyway
            d["discards"][f["deck"]] = []
        elif f["deck"] == "treasure" and d["mode"] == "standalone":
            d["ended_by"] = "treasure_out"
        else:
            d["stack"].pop()
    elif kind == "steal":                                     # from an explorer with no treasure left
        d["stack"].pop()
    else:                                                     # a fight's defence, with no Dodge to play
        f["stage"] = "monster_roll"
