"""The Warlock's pact: the spell that answers a blow (level 3) and the lasting gift (level 5).

From Dungeonopoly by Curtis & Kelsey Rueden, Warlock abilities, in our words. Her pact, Infernal,
Fey or Dark, chosen once (``picks``, D-87), decides both:

* level 3, a spell cast "in response to taking damage": Hellish Rebuke damages the attacker;
  Misty Escape takes her up to five squares either way, touching none, hidden until her next turn;
  Dark Delirium ends the attacker's turn. The 1906 game cannot hold a blow for a question, so the
  spell answers the first blow that lands while it is unspent (D-93);
* level 5, a gift: Fiendish Resilience halves every fee she owes, rounded up; Beguiling Defenses
  hexes whoever aims an enchantment at her; Entropic Ward turns aside a blow or an enchantment on
  a 1 of a die, a die thrown in advance, at the start of a turn, so that no blow waits on it (D-94).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import basics, dice, picks, targets
from .classes import ability_name
from .damage import strike
from .play import Ask, Play
from .sheet import enchant
from .terms import ready, succeed, use

CLASS_ID = "warlock"
HEX = "hex"
#: Misty Escape: "teleport herself up to 5 squares forward or backward".
ESCAPES = (-5, -4, -3, -2, -1, 1, 2, 3, 4, 5)
#: The ward's die, thrown in advance (D-94), kept in her ``class_data``.
WARD_DIE = "ward_die"
#: The ward's die turns a blow aside on this face or less: "a 1".
WARD_HOLDS = 1


def pact(play: Play, seat: int) -> str:
    """Her pact ("" until she has chosen one)."""
    chosen = picks.picked(play, seat, "pact")
    return chosen[0] if chosen else ""


def form(play: Play, seat: int, ability_id: str) -> str:
    """Her pact's form of a pact ability (``pact_spell``, ``pact_trait``), if she has it."""
    if not play.has(seat, ability_id):
        return ""
    mine = pact(play, seat)
    return next((o.id for o in play.ability(seat, ability_id).options if o.requires == mine and mine), "")


def hex_on(play: Play, aggressor: int, victim: int) -> None:
    """Put a Hex on someone: "The next time that opponent collects money from any source, the money
    is instead deposited into the central pot" (D-91)."""
    enchant(play.sheet(victim)["enchantments"], HEX, aggressor)


# -- level 3: the pact's spell, in answer to a blow -----------------------------------------------------
def struck(play: Play, attacker: int, warlock: int, how: str) -> None:
    """A blow landed (``damage.strike`` tells every class): a warlock struck answers it with her
    pact's spell (D-93)."""
    if not play.is_a(warlock, CLASS_ID):
        return
    spell = form(play, warlock, "pact_spell")
    if not (spell and attacker != warlock and ready(play, warlock, "pact_spell")):
        return
    if spell == "misty_escape" and play.question_in_hand:
        return                                  # one question at a time: the escape waits for none
    use(play, warlock, "pact_spell")
    play.say(f"{play.name(warlock)} answers {play.name(attacker)}'s blow with {ability_name(spell)}.")
    _ANSWERS[spell](play, warlock, attacker)


def _rebuke(play: Play, warlock: int, attacker: int) -> None:
    if targets.targetable(play, attacker, by=warlock) and strike(play, warlock, attacker, "Hellish Rebuke"):
        succeed(play, warlock, "pact_spell")


def _escape(play: Play, warlock: int, attacker: int) -> None:
    play.question(warlock, Ask(warlock, "escape", ESCAPES, f"{play.name(warlock)}'s Misty Escape: how far, which way?"),
                  "pact_spell", module=CLASS_ID)


def escaped(play: Play, pending: Mapping[str, Any], steps: int) -> None:
    # Dungeonopoly: Warlock abilities, level 3, [Fey]: no square passed or landed on, hidden (D-93)
    warlock = pending["seat"]
    play.effect(move=warlock, steps=int(steps), passes=False, lands=False)
    play.sheet(warlock)["hidden"] = True
    play.say(f"{play.name(warlock)} vanishes in a Misty Escape ({steps:+d}), hidden until her next turn.")
    succeed(play, warlock, "pact_spell")


def _delirium(play: Play, warlock: int, attacker: int) -> None:
    # Dungeonopoly: Warlock abilities, level 3, [Dark]: no more abilities this turn (D-93)
    if play.table.turn == attacker and targets.targetable(play, attacker, by=warlock):
        play.sheet(attacker)["turn"]["over"] = True
        play.say(f"{play.name(attacker)} is lost in a Dark Delirium: her turn ends.")
        succeed(play, warlock, "pact_spell")


_ANSWERS = {"hellish_rebuke": _rebuke, "misty_escape": _escape, "dark_delirium": _delirium}


# -- level 5: the pact's gift ----------------------------------------------------------------------------
def fees_due(play: Play, warlock: int, kind: str) -> None:
    """Fiendish Resilience: "she pays only half the cost, rounded up" of a fee (D-94)."""
    if kind in basics.FEES and form(play, warlock, "pact_trait") == "fiendish_resilience" and play.due:
        play.due = [[account, amount - amount // 2] for account, amount in play.due]


def shrugs_off(play: Play, warlock: int, aggressor: int, kind: str) -> str:
    """A blow or an enchantment is about to reach her: the gift that stops it, or ""."""
    gift = form(play, warlock, "pact_trait")
    if gift == "beguiling_defenses" and kind == "enchantment" and aggressor != warlock:
        hex_on(play, warlock, aggressor)
        play.say(f"{play.name(warlock)}'s Beguiling Defenses hex {play.name(aggressor)}.")
    if gift != "entropic_ward":
        return ""
    die = play.sheet(warlock)["class_data"].pop(WARD_DIE, 0)
    return gift if 1 <= die <= WARD_HOLDS else ""


def throw_ward_die(play: Play, warlock: int) -> None:
    """As a turn ends, a Dark warlock whose ward has no die in hand throws one (D-94)."""
    if (form(play, warlock, "pact_trait") == "entropic_ward" and WARD_DIE not in play.sheet(warlock)["class_data"]
            and not play.question_in_hand):
        dice.throw(play, warlock, "pact_trait", dice.D6, f"{play.name(warlock)}'s Entropic Ward: a 1 turns aside "
                   "the next blow or enchantment.", passes_on=WARD_HOLDS, module=CLASS_ID)


def ward_die_thrown(play: Play, pending: Mapping[str, Any], die: int) -> None:
    play.sheet(pending["seat"])["class_data"][WARD_DIE] = int(die)
