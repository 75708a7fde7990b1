"""Open Oubliette in words for people: its options, what each does, the throw a fight needs, a
prisoner's kit, the rules card and the summary of a stay.

One module, so the window's buttons (the jail game's ``describe_option`` and ``explain_option``),
its view, and the terminal of ``landlord oubliette`` all say the same thing. The rules are John
Colagioia's (Open Oubliette, CC BY-SA 4.0); the wording here is ours. Every number comes from the
card file (:class:`~.cards.CardTables`) or the decision's own context, never from memory.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from landlord import Decision

from .cards import CardTables
from .explorers import (Explorer, armour_bonus, banked_gold, defense, hand_gold, payout, throw_needed,
                        weapon_bonus, wound_penalty)

#: Button words for options that mean the same wherever they are offered.
PLAIN = {
    "roll": "Throw the dice and move", "heal": "Drink the Healing Waters", "shortcut": "Take the Shortcut to the Exit",
    "lose_turn": "Lose this turn (the cave-in)", "forward": "Forward", "backward": "Backward",
    "bank_and_recover": "Bank treasure and recover", "bank": "Bank treasure", "recover": "Recover from wounds",
    "go_on": "Go on", "pass": "Leave them be", "again": "Take another turn", "stop": "End this turn",
    "attack": "Attack", "take_it": "Take the blow", "revenge": "Play Revenge: attack again",
}
#: "accept" declines a kept card; what it accepts depends on the moment.
ACCEPT = {"after_miss": "Accept the miss", "after_hit": "Accept the wound", "revenge": "Let it go"}


def kept_bonus(cards: CardTables, effect: str, param: str) -> int:
    """The bonus a kept card gives (Rage's attack, Dodge's defense), as the card file prints it."""
    return max((e.params.get(param, 0) for e in cards.events if e.effect == effect), default=0)


def article(name: str) -> str:
    return "an" if name[:1].upper() in "AEIOU" else "a"


def needed(throw: int) -> str:
    """A throw needed on two dice (:func:`~.explorers.throw_needed`), in words: "4 or more"."""
    return f"{throw} or more" if throw <= 12 else "more than two dice can show"


def step_of(decision: Decision) -> str:
    """The step of an Oubliette decision: "jail.oubliette.exit" -> "exit"."""
    return decision.kind.rsplit(".", 1)[-1]


def seat_name(key: Any, names: Sequence[str]) -> str:
    text = str(key)
    return names[int(text)] if text.isdigit() and int(text) < len(names) else text


# -- options ----------------------------------------------------------------------------------------
def describe(cards: CardTables, decision: Decision, option: Any, names: Sequence[str]) -> str:
    """The button's words for ``option``."""
    text = str(option)
    what, _, arg = text.partition(":")
    if what == "gear" and arg.isdigit():
        # What it costs is on the button itself: gear is treasure given up for good.
        t = cards.treasures[int(arg)]
        return (f"Take up the {t.name} (+{t.attack} attack; gives up {t.value:,} gold)" if t.attack
                else f"Put on the {t.name} (+{t.defense} armour; gives up {t.value:,} gold)")
    if what == "ambush":
        return f"Ambush {seat_name(arg, names)}"
    if text == "rage":
        return f"Play Rage (+{kept_bonus(cards, 'rage', 'attack')} attack)"
    if text == "dodge":
        return f"Play Dodge (+{kept_bonus(cards, 'dodge', 'defense')} defense)"
    if text == "reroll":
        return "Play Recovery!: throw again" if step_of(decision) == "after_miss" else "Play Recovery!: make it throw again"
    if text == "accept":
        return ACCEPT.get(step_of(decision), "Accept")
    if text == "bank" or text == "bank_and_recover":
        gold = decision.context.get("hand_gold")
        return PLAIN[text] + (f" ({gold:,} gold = ${gold // cards.gold_per_dollar:,})" if gold else "")
    return PLAIN.get(text, text.replace("_", " ").capitalize())


def explain(cards: CardTables, decision: Decision, option: Any, names: Sequence[str]) -> str:
    """What choosing ``option`` does, in a sentence ("" when the button says it all)."""
    text, context, step = str(option), decision.context, step_of(decision)
    what, _, arg = text.partition(":")
    if what == "gear" and arg.isdigit():
        t = cards.treasures[int(arg)]
        gold = context.get("hand_gold")
        fall = (f"your gold in hand falls from {gold:,} to {gold - t.value:,}: " if isinstance(gold, int)
                and gold >= t.value else "")
        return (f"For good: {fall}the {t.name}'s {t.value:,} gold no longer counts when you bank, and it fights "
                "for you from now on.")
    if what == "ambush":
        return (f"Fight {seat_name(arg, names)} before the monster: the winner takes {cards.ambush_loot} "
                "random treasures, and you draw a wound whatever happens.")
    if step == "prepare" and text == "attack":
        return throw_target(cards, context)
    if step == "start" and text == "roll":
        pos = context.get("pos")
        if isinstance(pos, int) and pos:
            return (f"Throw two dice and move that many squares; the Exit is {cards.spaces - pos} squares ahead "
                    "(reach it to bank your treasure).")
        return "Throw two dice and move that many squares; from the Exit you choose the way."
    words = {
        "heal": "Give back your worst wound now, without going to the Exit.",
        "shortcut": "Go straight back to the Exit, where you may bank and recover.",
        "bank": f"Banked gold is safe from thieves and pays $1 for every {cards.gold_per_dollar} gold when you "
                "leave. Your turn ends.",
        "recover": f"Give back your {cards.recover_wounds} worst wounds. Your turn ends.",
        "go_on": "Keep moving; unbanked treasure can still be stolen, and is lost if you leave with it.",
        "rage": "Adds to this attack only.",
        "dodge": "Adds to your defense against this monster's throw.",
        "again": "Your doubles earned it: another throw, another monster.",
    }
    if text == "bank_and_recover":
        return words["bank"].replace(" Your turn ends.", "") + f" You also give back {cards.recover_wounds} wounds."
    return words.get(text, "")


# -- fights --------------------------------------------------------------------------------------------
def throw_target(cards: CardTables, context: Mapping[str, Any]) -> str:
    """The fight in one sentence, from a fight decision's context: what the prisoner must throw on
    two dice, and what the monster must throw to wound him if he misses."""
    if "monster" not in context:
        return ""
    bonus, penalty = context.get("attack_bonus", 0), context.get("penalty", 0)
    mine = needed(throw_needed(context["need"], bonus))
    monster = throw_needed(context.get("defense", cards.defense), penalty)
    theirs = f"{needed(monster)} wounds you" if monster <= 12 else "it cannot wound you"
    return (f"You need {mine} on two dice to beat the {context['monster']}{_reckoned(context)}; if you miss, "
            f"it throws two dice: {theirs}.")


def _reckoned(context: Mapping[str, Any]) -> str:
    """How the throw needed is reckoned from the monster's power, when anything changes it:
    " (power 9, +2 for your wounds, less 5 for your weapon)"."""
    power, bonus, penalty = context.get("power", context["need"]), context.get("attack_bonus", 0), context.get("penalty", 0)
    level = context["need"] - power - penalty
    parts = ([f"+{penalty} for your wounds"] if penalty else []) + ([f"+{level} for Level Up"] if level > 0 else []) \
        + ([f"less {bonus} for your weapon"] if bonus else [])
    return f" (power {power}, " + ", ".join(parts) + ")" if parts else ""


def ambush_target(cards: CardTables, d: dict, frame: dict) -> str:
    """An ambush in one sentence: who strikes now, and what he must throw on two dice."""
    me, them = d["explorers"][frame["who"]], d["explorers"][frame["target"]]
    penalty = wound_penalty(cards, me)
    if frame["stage"] == "attack":
        striker, need = me, throw_needed(defense(cards, them) + penalty, weapon_bonus(cards, me))
        stake = f"a win takes {cards.ambush_loot} of {them['name']}'s treasures"
    else:
        striker, need = them, throw_needed(defense(cards, me), weapon_bonus(cards, them) + penalty)
        stake = f"a win takes {cards.ambush_loot} of {me['name']}'s treasures"
    return f"{striker['name']} needs {needed(need)} on two dice; {stake}."


# -- the prisoner ---------------------------------------------------------------------------------------
def kit(cards: CardTables, ex: Explorer) -> list[str]:
    """What an explorer carries, a line for each kind of card he holds."""
    def names(indexes: list[int], table: Any, field: str) -> str:
        return ", ".join(getattr(table[i], field) for i in indexes)
    lines = []
    if ex["weapons"] or ex["armour"]:
        lines.append(f"Gear: attack +{weapon_bonus(cards, ex)}, armour +{armour_bonus(cards, ex)} ("
                     + names(ex["weapons"] + ex["armour"], cards.treasures, "name") + ")")
    if ex["wounds"]:
        lines.append(f"Wounds: {len(ex['wounds'])}, monsters +{wound_penalty(cards, ex)} ("
                     + names(ex["wounds"], cards.wounds, "title") + ")")
    if ex["kept"]:
        lines.append("Kept cards: " + names(ex["kept"], cards.events, "title"))
    if ex["quests"]:
        lines.append("Quests: defeat " + ", ".join(cards.events[q].params["monster"] for q in ex["quests"])
                     + " and reach the Exit")
    if ex["level"]:
        lines.append(f"Level Up: monsters +{ex['level']}; each banked card +{ex['level_gold']} gold on leaving")
    return lines


def turn_of(cards: CardTables, ex: Explorer) -> int:
    """His turn in the Oubliette now, or the next one between his turns (from 1)."""
    return min(ex["turns"] + 1, cards.jail_turns)


def status(cards: CardTables, ex: Explorer, turn: int | None = None) -> str:
    """One line: where he stands, the turn (``turn``: the one being told, if not :func:`turn_of`),
    and his gold banked and in hand."""
    where = "on the Exit" if ex["pos"] == 0 else f"on square {ex['pos']}"
    return (f"{ex['name']} {where}, turn {turn or turn_of(cards, ex)} of {cards.jail_turns}: "
            f"{banked_gold(cards, ex, leaving=True):,} gold banked, {hand_gold(cards, ex):,} gold in hand")


def standing(cards: CardTables, ex: Explorer, turn: int) -> list[str]:
    """Where a prisoner stands in his stay in his ``turn`` (from 1), for the dungeon's head: the
    turns left, how far the Exit is, and that only what he banks there is paid (README, "Landlord's
    Game Rules")."""
    left = cards.jail_turns - turn
    turns = (f"Turn {turn} of {cards.jail_turns}: {left} more after this one" if left
             else f"Turn {turn} of {cards.jail_turns}: the last")
    where = "on the Exit" if ex["pos"] == 0 else f"the Exit is {cards.spaces - ex['pos']} squares ahead"
    held = hand_gold(cards, ex)
    return [f"{turns}; {where}.",
            f"Only treasure banked at the Exit is paid, $1 per {cards.gold_per_dollar} gold, when you climb out; "
            + (f"the {held:,} gold in hand is lost unless banked." if held else "treasure still in hand is lost.")]


def stay_line(cards: CardTables, ex: Explorer, turns: int) -> str:
    """The summary of a stay as he climbs out: turns, gold banked and what it pays, treasure lost."""
    gold, dollars = payout(cards, ex)
    banked = f"banked {gold:,} gold = ${dollars:,}" if gold else "nothing banked"
    lost = len(ex["treasure"])
    return (f"{ex['name']} leaves the Oubliette after {turns} turn{'s' * (turns != 1)}: {banked}"
            + (f"; {lost} unbanked treasure{'s' * (lost != 1)} lost." if lost else "."))


def rules_card(cards: CardTables) -> list[str]:
    """The rules in brief, for a person whose prisoner first goes down (in our own words)."""
    return [
        "Open Oubliette, a dungeon crawl by John Colagioia (CC BY-SA 4.0), in brief:",
        f"You play {cards.jail_turns} turns down here in place of your turns in Jail; no business meanwhile.",
        f"Each turn throw two dice and move round the ring of {cards.spaces} squares; from the Exit, either way.",
        "On every square a monster: throw two dice plus your weapon; reach its power and win a treasure.",
        f"Miss, and it throws: {cards.defense} or more (plus your armour) wounds you. Wounds make every fight harder.",
        "Corners hold events: secrets, traps, tunnels, quests, and cards you keep for later.",
        f"At the Exit you may stop: bank your treasure and give back {cards.recover_wounds} wounds. Doubles: go again.",
        f"Land on another explorer to ambush them: the winner takes {cards.ambush_loot} treasures.",
        f"After {cards.jail_turns} turns you climb out: banked gold pays $1 per {cards.gold_per_dollar} gold; "
        "treasure still in hand is lost.",
    ]
