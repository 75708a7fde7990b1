"""The Psion's enchantments on other minds: Ego Whip, Id Insinuation, Modify Memory, and the Thought
Leech that steals the enchantments on others.

From Dungeonopoly by Curtis & Kelsey Rueden, Psion abilities, levels 3 to 6; the rules here are our
own summaries. Ego Whip dazes: the next movement throw moves her nowhere and she lands where she
stands again. Id Insinuation confuses: the next one moves her backward, passing and landing as usual.
Both are mental enchantments kept on the victim's sheet until her next movement throw (D-115).
Modify Memory hands the psion her victim's cheapest card, and whenever its rent is paid the victim
throws a d20: her level or less and she remembers, the card and that rent going back to her (D-116).
Thought Leech moves enchantments from an opponent onto the psion, 3 PP each, the most useful first.

The host has thrown the dice before a house rule can forfeit or reverse the move they give, so the
move is ended on its first square (``move_due``) and, once made, a second move (``moved``) puts her
back (dazed: one square, unseen, so the host's landing falls where she stood) or takes her the
whole throw backward from where she stood (confused) (D-115).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, dice, druid_ground, psion_points
from .classes import ability_name
from .play import Play
from .sheet import disenchant
from .terms import ready

DAZE, CONFUSE, MEMORY = "ego_whip", "id_insinuation", "modify_memory"
#: Thought Leech takes the enchantments most worth having first (Psion tactics: "steal helpful
#: enchantments, such as the wizard's Mage Armor and Invisibility ... Shield of Faith ... Barkskin").
USEFUL = ("mage_armor", "shield_of_faith", "sanctuary", "barkskin", "invisibility")


def _enchantments(play: Play, seat: int) -> list[dict[str, Any]]:
    return play.sheet(seat)["enchantments"]


def _free_of(play: Play, foe: int, psion: int, spell: str) -> bool:
    """Nothing stacks: not already under her own enchantment of that kind; and not in an Antimagic
    Field, where no enchantment reaches (D-99)."""
    return (not any(e["id"] == spell and e["by"] == psion for e in _enchantments(play, foe))
            and not druid_ground.deadened(play, foe))


# -- Ego Whip and Id Insinuation (levels 3 and 6) ------------------------------------------------------
def mind_offers(play: Play, seat: int, power: str, words: str) -> dict[str, str]:
    cost = play.ability(seat, power).point_cost
    return {f"{power}-{foe}": f"{play.ability(seat, power).name} on {play.name(foe)}: {words} "
                              f"({cost + extra} PP)"
            for foe, extra in psion_points.within(play, seat, cost, mind=True).items() if _free_of(play, foe, seat, power)}


def enchant_mind(play: Play, seat: int, power: str, foe: int) -> None:
    _enchantments(play, foe).append({"id": power, "by": seat, "mental": True})
    play.show(foe, f"{play.ability(seat, power).name} on {play.name(foe)}")
    play.say(f"{play.name(seat)}'s {play.ability(seat, power).name} grips {play.name(foe)}'s mind.")


def thrown(play: Play, info: Mapping[str, Any]) -> None:
    """Her movement throw: a daze or a confusion on her is spent on it (D-115)."""
    seat = info["seat"]
    turn = play.sheet(seat)["turn"]
    for power, flag in ((DAZE, "dazed"), (CONFUSE, "confused")):
        if disenchant(_enchantments(play, seat), power):
            turn[flag] = True
            play.say(f"{play.name(seat)} is {flag}: " + ("her throw moves her nowhere." if flag == "dazed"
                                                          else "her throw takes her backward."))


def move_due(play: Play, info: Mapping[str, Any]) -> None:
    turn = play.sheet(info["seat"])["turn"]
    if turn.get("dazed") or turn.get("confused"):
        path = list(info["path"])
        turn["mind_move"] = {"steps": len(path) * info["direction"], "confused": bool(turn.pop("confused", False))}
        turn.pop("dazed", None)
        play.due = path[0]                       # the rest of the move is hers to make: D-115


def moved(play: Play, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    move = play.sheet(seat)["turn"].pop("mind_move", None)
    if move is None:
        return
    step = 1 if move["steps"] > 0 else -1
    if move["confused"]:
        play.effect(move=seat, steps=-move["steps"] - step, passes=True, lands=False)
    else:
        play.effect(move=seat, steps=-step, passes=False, lands=False)


# -- Modify Memory (level 4) ------------------------------------------------------------------------------
def cheapest(play: Play, foe: int) -> str:
    """"Control of the opponent's least expensive property": by printed price, houses with it."""
    cards = [s for s in play.table.spaces if s.kind in deeds.PROPERTY_KINDS and deeds.mine(play, s.id, foe)]
    return min(cards, key=lambda s: (s.price + deeds.houses(play, s.id) * play.table.house_price, s.index)).id \
        if cards else ""


def memory_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, MEMORY):
        return {}
    cost = play.ability(seat, MEMORY).point_cost
    return {f"{MEMORY}-{foe}": f"Modify Memory on {play.name(foe)}: {play.space_of(cheapest(play, foe)).name} is "
                               f"yours until she remembers ({cost + extra} PP)"
            for foe, extra in psion_points.within(play, seat, cost, mind=True).items()
            if cheapest(play, foe) and _free_of(play, foe, seat, MEMORY)}


def modify_memory(play: Play, seat: int, foe: int) -> None:
    card = cheapest(play, foe)
    _enchantments(play, foe).append({"id": MEMORY, "by": seat, "mental": True, "card": card})
    play.effect(give_card=card, to=seat)
    play.show(foe, f"Modify Memory on {play.name(foe)}")
    play.say(f"{play.name(foe)} forgets that {play.space_of(card).name} is hers: {play.name(seat)} holds it.")


def _memory_of(play: Play, card: str) -> tuple[int, dict[str, Any]] | None:
    for seat in range(play.table.players):
        for found in _enchantments(play, seat):
            if found["id"] == MEMORY and found.get("card") == card:
                return seat, found
    return None


def rent_paid(play: Play, info: Mapping[str, Any]) -> None:
    """Rent paid on a card held by Modify Memory: its true owner throws to remember (D-116)."""
    found = _memory_of(play, info["space"])
    if found is None or play.question_in_hand or info["owner"] != found[1]["by"]:
        return
    owner, memory = found
    dice.check(play, memory["by"], MEMORY, f"{play.name(owner)} tries to remember "
                     f"{play.space_of(info['space']).name}: {play.level(owner)} or less.", play.level(owner),
                     thrower=owner, module="psion", owner=owner, card=info["space"], rent=info["amount"])


def remembered(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    owner, card, psion = pending["owner"], pending["card"], pending["seat"]
    if roll > play.level(owner):
        play.say(f"{play.name(owner)} does not remember ({roll}).")
        return
    _enchantments(play, owner)[:] = [e for e in _enchantments(play, owner)
                                     if not (e["id"] == MEMORY and e.get("card") == card)]
    if deeds.mine(play, card, psion):
        play.effect(give_card=card, to=owner)
    play.pay(pending["rent"], psion, owner, "the rent of a card remembered")
    play.say(f"{play.name(owner)} remembers ({roll}): {play.space_of(card).name} and its rent are hers again.")


def memory_lifted(play: Play, holder: int | str, enchantment: Mapping[str, Any]) -> None:
    """A Modify Memory dispelled: the card goes home."""
    if enchantment["id"] == MEMORY and isinstance(holder, int) and deeds.holder(play, enchantment["card"]) >= 0:
        play.effect(give_card=enchantment["card"], to=holder)


# -- Thought Leech (level 5) ---------------------------------------------------------------------------------
def leechable(play: Play, foe: int) -> list[dict[str, Any]]:
    """Her enchantments, the most useful first."""
    order = {spell: rank for rank, spell in enumerate(USEFUL)}
    return sorted(_enchantments(play, foe), key=lambda e: order.get(e["id"], len(USEFUL)))


def leech_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "thought_leech"):
        return {}
    per = play.ability(seat, "thought_leech").point_cost
    offers = {}
    for foe, extra in psion_points.within(play, seat, per).items():
        found = leechable(play, foe)
        for n in range(1, len(found) + 1):
            if per * n + extra <= psion_points.points(play, seat):
                taken = ", ".join(ability_name(e["id"]) for e in found[:n])
                offers[f"thought_leech-{foe}_{n}"] = (f"Thought Leech on {play.name(foe)}: take {taken} onto "
                                                      f"yourself ({per * n + extra} PP)")
    return offers


def leech(play: Play, seat: int, foe: int, n: int) -> bool:
    taken = leechable(play, foe)[:n]
    for found in taken:
        _enchantments(play, foe).remove(found)
        _enchantments(play, seat).append(found)
        if found["id"] == "invisibility":          # the hiding goes with the spell that hid her
            play.sheet(foe)["hidden"] = False
            play.sheet(seat)["hidden"] = True
    play.say(f"{play.name(seat)} leeches {', '.join(ability_name(e['id']) for e in taken)} from {play.name(foe)}.")
    return bool(taken)


def describe(play: Play, seat: int) -> list[str]:
    held = [play.space_of(e["card"]).name for other in range(play.table.players)
            for e in _enchantments(play, other) if e["id"] == MEMORY and e["by"] == seat]
    return ["Holds by Modify Memory: " + ", ".join(held)] if held else []
