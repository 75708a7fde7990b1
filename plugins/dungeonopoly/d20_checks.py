"""The house rule's own d20 checks: thrown in one place, offered to Divine Intervention as the die
falls, and handed to the ability that asked.

Far Shot, Intimidate, a rogue's skills and Modify Memory's remembering each pass on a d20 at or
under some number of faces (``checks``). Every one is thrown here (:func:`throw`), as a question of
the house rule's for CHANCE. Its roll does not go straight to the ability: a cleric's Divine
Intervention may be cast "any time dice are rolled, ... to discard the result and require a
reroll" *(Dungeonopoly by Curtis & Kelsey Rueden, Cleric abilities, level 6)*, so the roll is held
in the slot (``HELD``) while each player who may cast the spell on it now is asked in turn, from
the one whose check it is (D-24). Whether she may is the spell's own business
(``spells.spell_options`` at this module's point, ``POINT``: her level, a spell a turn on her own
turn, the spell not spent, not from a jail cell or an Antimagic Field); the spell aims at the die,
so no ward or hiding keeps a check from being thrown again (D-58). Cast, it may be countered like
any spell (D-47): countered, the roll stands and the next is asked; carried out, the check is
thrown again and offered afresh. When nobody rerolls it, the roll goes to the ability.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import registry, spells
from .play import Ask, Play, d20

#: The module name the core routes this module's questions to (``core.answer``).
MODULE = "d20_checks"
#: The slot's key for a check's roll while the clerics are asked (absent otherwise).
HELD = "rolled"
#: The house rule's own point, at which a spell may answer a d20 just thrown (never the host's).
POINT = "d20_thrown"
#: The spell's aim when it rerolls a check (a movement throw's is "").
AIM = "d20"
REROLL = "divine_intervention"
#: A cleric's answer that leaves the roll as it fell.
LET_IT_STAND = "let it stand"


def throw(play: Play, seat: int, ability_id: str, prompt: str, faces: int, *, thrower: int | None = None,
          module: str = "", **keep: Any) -> None:
    """Put ``seat``'s d20 check for ``ability_id`` to CHANCE (``play.question``'s ``module`` and
    ``keep``): it passes on ``faces`` or less, and is ``thrower``'s (hers unless given: the owner who
    tries to remember under a psion's Modify Memory)."""
    check = {"prompt": prompt, "faces": faces, "thrower": seat if thrower is None else thrower}
    play.question(seat, d20(prompt), ability_id, module=module, check=check, **keep)


def is_check(pending: Mapping[str, Any]) -> bool:
    return "check" in pending


def thrown(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    """A check's d20 fell: held while those who may reroll it are asked, else handed on."""
    play.slot[HELD] = {"pending": dict(pending), "roll": roll, "asked": []}
    ask_next(play)


def held(play: Play) -> Mapping[str, Any]:
    """The check whose roll is held (``pending``: its question, with its ``check``; ``roll``), or {}."""
    found: Mapping[str, Any] = play.slot.get(HELD, {})
    return found


def ask_next(play: Play) -> None:
    """Ask the next player who may reroll the held check, in playing order from its thrower; when
    none is left, the roll stands and goes to the ability that asked."""
    rolled = play.slot[HELD]
    check = rolled["pending"]["check"]
    players = play.table.players
    for seat in ((check["thrower"] + i) % players for i in range(players)):
        if seat in rolled["asked"]:
            continue
        offers = spells.spell_options(play, seat, POINT, {REROLL: spells.find(REROLL)[1]})
        if offers:
            rolled["asked"].append(seat)
            labels = {**offers, LET_IT_STAND: f"Let the {rolled['roll']} stand"}
            play.question(seat, Ask(seat, "reroll", tuple(labels), f"{play.name(seat)}: {check['prompt']} The d20 "
                                    f"shows {rolled['roll']}. Make it be thrown again?", context={"labels": labels}),
                          REROLL, module=MODULE)
            return
    del play.slot[HELD]
    pending = rolled["pending"]
    registry.call(pending["class"], "answer", play, pending, rolled["roll"])


def thrown_again(play: Play, caster: int) -> bool:
    """The spell is carried out on the held check: the roll is discarded and the d20 thrown again.
    False if no check is held."""
    rolled = play.slot.pop(HELD, None)
    if rolled is None:
        return False
    pending = rolled["pending"]
    play.say(f"{play.name(caster)}'s Divine Intervention: the d20's {rolled['roll']} is discarded and thrown again.")
    keep = {key: value for key, value in pending.items() if key not in ("seat", "class", "ability", "check")}
    check = pending["check"]
    throw(play, pending["seat"], pending["ability"], check["prompt"], check["faces"], thrower=check["thrower"],
          module=pending["class"], **keep)
    return True


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    """A player's answer: the roll stands (the next is asked), or she casts the spell on it."""
    if choice == LET_IT_STAND:
        ask_next(play)
        return
    spell_id, _, aim = str(choice).partition("-")
    spells.begin(play, pending["seat"], spell_id, aim)


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """A computer's answer: the spell's own class's advice (the cleric's tactics)."""
    return registry.call(spells.find(REROLL)[0], "advise", play, pending, decision)
