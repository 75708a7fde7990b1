"""The core of Dungeonopoly: what every character shares, and the hand-off to her class's module.

Every call of the house rule comes here as a :class:`~.play.Play`. The core keeps the score and
the bookkeeping every class needs (experience, each turn's record, the single-use abilities coming
back at Mother Earth, hiding until one's next turn), plays the basic rules, and hands options,
choices, answers and advice to the module of the character's class (``registry``). What happens
is told to every class module, so an ability may answer another player's move.
"""
from __future__ import annotations

import copy
from typing import Any, Callable, Mapping, Sequence

from . import basics, dice, experience, gestalt, opening, politics, quick_jail, registry
from .classes import CLASSES, ability_name
from .play import RULE_ID, Play
from .sheet import fresh_turn, refresh
from .targets import passed_over

#: The triggers that ask what is due; ``play.due`` carries it through the core and the classes.
DUE = ("wages_due", "charge_due", "jail_due", "landing_due", "throw_due", "move_due", "sale_due")
#: How the host names Dungeonopoly's options in a decision.
PREFIX = f"house:{RULE_ID}:"
PASS = "house:pass"
#: The core's own modules that put questions (the variants' opening, a reroll of the rule's dice), by
#: the name a question keeps.
QUESTIONERS = {opening.MODULE: opening, dice.MODULE: dice}


# -- options, choices, answers ---------------------------------------------------------------------
def options(play: Play, seat: int, point: str) -> dict[str, str]:
    """What she may do at ``point``: her classes' options (none while a question is in hand, nor
    once her turn was ended early: a Bard's Song of Rest, D-88)."""
    if play.slot["pending"] or play.sheet(seat)["turn"].get("over"):
        return {}
    return gestalt.options(play, seat, point)


def choose(play: Play, seat: int, option: str) -> None:
    gestalt.choose(play, seat, option)


def answer(play: Play, choice: Any) -> None:
    """The answer to the question in hand goes to the class that asked it; a roll of the rule's dice
    is first offered to a reroll (``dice``)."""
    pending, play.slot["pending"] = play.slot["pending"], {}
    if dice.is_throw(pending):
        dice.thrown(play, pending, choice)
    elif pending["class"] in QUESTIONERS:
        QUESTIONERS[pending["class"]].answer(play, pending, choice)
    else:
        registry.call(pending["class"], "answer", play, pending, choice)


# -- what happened ------------------------------------------------------------------------------------
def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    """The core's say first (the basic rules, the turn's record), then every class's, then what the
    outcome earns (experience is counted on what is finally paid)."""
    seat = info["seat"]
    basics.pot_to_the_bank(play)
    if trigger in DUE:
        play.due = copy.deepcopy(info["due"])
    _BEFORE.get(trigger, _nothing)(play, seat, info)
    for module in registry.modules():
        react_of = getattr(module, "react", None)
        if react_of is not None:
            react_of(play, trigger, info)
    _AFTER.get(trigger, _nothing)(play, seat, info)
    quick_jail.react(play, trigger, info)
    politics.react(play, trigger, info)
    if trigger == "throw_due":
        opening.begin(play)                     # the variants' deal or draft, before the first throw
    if trigger in DUE and play.due != info["due"]:
        play.effect(amend=play.due)


def _nothing(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    return None


def _turn_begins(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    for sheet in play.slot["players"]:
        sheet["turn"] = fresh_turn()
    play.sheet(seat)["hidden"] = False          # hidden "until her next turn"
    # A question is always answered before play passes; one still in hand was dropped with its
    # frame (Jail ends a turn and everything in it), and must not keep every option away; so with
    # a roll of the rule's dice held for its question.
    play.slot["pending"] = {}
    play.slot.pop(dice.HELD, None)


def _moved(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    """The opponents she passes over on her own turn, for Combat Reflexes and Backstab."""
    if seat == play.table.turn:
        passed = play.sheet(seat)["turn"]["passed"]
        passed += [foe for foe in passed_over(play, seat, list(info["path"])) if foe not in passed]


def _landed(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    play.sheet(seat)["turn"]["landed"].append(info["position"])
    basics.central_park(play, seat, info["position"])


def _charge_due(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    basics.no_rent_to_prisoners(play, info["rent"])
    basics.fee(play, info["kind"])


def _wages_paid(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    """Reaching Mother Earth clears the single-use abilities (D-20) and, if wages are paid after
    all (a failed Rob Bank forfeits them), earns 1 EP (D-19)."""
    refresh(play.sheet(seat))                   # Dungeonopoly D-20
    if play.due > 0:                            # Dungeonopoly D-19
        experience.earn(play, seat)


_BEFORE: dict[str, Callable[[Play, int, Mapping[str, Any]], None]] = {
    "turn_begins": _turn_begins,
    "wages_due": lambda play, seat, info: basics.wages(play, info["exact"]),
    "charge_due": _charge_due,
    "moved": _moved,
    "landed": _landed,
    "bought": lambda play, seat, info: experience.for_purchase(play, seat, info["card"]),
    "rent_paid": lambda play, seat, info: experience.for_rent(play, seat, info["owner"], info["amount"],
                                                              info["space"]),
    "thrown": lambda play, seat, info: experience.for_throw(play, seat, list(info["dice"])),
}
_AFTER: dict[str, Callable[[Play, int, Mapping[str, Any]], None]] = {"wages_due": _wages_paid}


# -- the panel ------------------------------------------------------------------------------------------
def describe(play: Play, seat: int) -> list[str]:
    """Her class (or two) and level, the EP toward the next, and what is active on her."""
    sheet = play.sheet(seat)
    names, level = "/".join(CLASSES[c].name for c in play.classes_of(seat)), sheet["level"]
    to_go = experience.ep_to_next_level(sheet, play.settings["ep_per_level"])
    progress = f"{to_go} to level {level + 1}" if to_go else "the top level"
    lines = [f"{names}, level {level}: {sheet['ep']} EP ({progress})"]
    if sheet["used"]:
        lines.append("Spent until Mother Earth: " + ", ".join(map(ability_name, sheet["used"])))
    if sheet["enchantments"]:
        lines.append("On her: " + ", ".join(_enchantment_words(play, e) for e in sheet["enchantments"]))
    if sheet["hidden"]:
        lines.append("Hidden until her next turn")
    return lines + _team_line(play, seat) + gestalt.describe(play, seat)


def _team_line(play: Play, seat: int) -> list[str]:
    """Under the Team rules, whom she shares her purse and properties with (D-126)."""
    mates = [play.name(other) for other in range(play.table.players)
             if other != seat and play.table.teammates(seat, other)]
    return [f"Team with {' and '.join(mates)}: one purse, one holding"] if mates else []


def _enchantment_words(play: Play, enchantment: Mapping[str, Any]) -> str:
    name = ability_name(enchantment["id"])
    return f"{name} ({play.name(enchantment['by'])})" if enchantment["by"] >= 0 else name


# -- advice for computer players -------------------------------------------------------------------------
def suggest(play: Play, choices: Sequence[Any], point: str, *, may_pass: bool) -> Any:
    """Which of Dungeonopoly's options a computer uses at ``point``; at a point of its own
    (``may_pass``) it lets things stand when its class would use none and nobody else offers any."""
    seat = play.table.seat
    offered = [c[len(PREFIX):] for c in choices if isinstance(c, str) and c.startswith(PREFIX)]
    if not offered:
        return None
    pick = gestalt.suggest(play, seat, offered, point)
    if pick in offered:
        return PREFIX + pick
    others = [c for c in choices if c != PASS and not (isinstance(c, str) and c.startswith(PREFIX))]
    return PASS if may_pass and not others else None


def advise(play: Play, decision: Any) -> Any:
    """A computer's answer to one of Dungeonopoly's own questions."""
    pending = play.slot["pending"]
    if not pending:
        return None
    if pending["class"] in QUESTIONERS:
        return QUESTIONERS[pending["class"]].advise(play, pending, decision)
    return registry.call(pending["class"], "advise", play, pending, decision)
