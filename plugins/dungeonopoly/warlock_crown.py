"""The Warlock's Crown of Madness (level 10): an opponent made to use an ability of her choosing.

Dungeonopoly by Curtis & Kelsey Rueden, Warlock abilities, level 10, in our words: a spell at an
opponent within her range, costing $200 in the text ($100 here, D-18); "the warlock forces the
opponent to immediately use an ability of the warlock's choice, as the warlock dictates", but never
"a spell with a casting cost". On the 1906 board the choice is among what the opponent's own class
offers her after a move (what she could use "either before or after moving"), asked of the warlock;
a question that use puts is the opponent's own to answer, and its EP are the opponent's (D-96).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import gestalt, spells, targets
from .play import Ask, Play

CLASS_ID = "warlock"
ABILITY = "crown_of_madness"
#: The point whose options the crowned opponent is made to use (D-96).
FORCED_AT = "after_move"


def forced_options(play: Play, target: int) -> dict[str, str]:
    """What she could be made to use now: her own abilities' options, no spell with a casting cost."""
    offered = gestalt.options(play, target, FORCED_AT)
    allowed = {}
    for option, words in offered.items():
        ability_id, _, aim = option.partition("-")
        if not play.has(target, ability_id):
            continue                                # a choice of hers (a melody learned), not a use
        if any(ability_id == spell_id for _, spell_id, _ in spells.every_spell()) and \
                spells.cost(play, ability_id, aim) > 0:
            continue
        allowed[option] = words
    return allowed


def crown_offers(play: Play, warlock: int, point: str) -> dict[str, str]:
    if point not in ("before_throw", "after_move"):
        return {}
    # Not asking here what each could be made to do: a crowned warlock's options would ask again.
    return {str(foe): f"Crown of Madness on {play.name(foe)} (${spells.cost(play, ABILITY)}): make her use one of "
                      "her abilities now, as you choose"
            for foe in targets.in_range(play, warlock) if targets.mind_open(play, foe)}


def crown(play: Play, warlock: int, aim: str, via: str) -> bool | None:
    target = int(aim)
    if not (targets.targetable(play, target, by=warlock) and spells.aimed_at(play, warlock, target, ABILITY)):
        return False
    choices = tuple(forced_options(play, target))
    if not choices:
        return False
    play.show(target, f"Crown of Madness on {play.name(target)}")
    play.question(warlock, Ask(warlock, "crown", choices, f"{play.name(warlock)}: what must {play.name(target)} do?",
                               context={"labels": forced_options(play, target)}),
                  ABILITY, module=CLASS_ID, target=target, via=via)
    return None


def crowned(play: Play, pending: Mapping[str, Any], option: Any) -> None:
    warlock, target = pending["seat"], pending["target"]
    play.say(f"{play.name(target)}, crowned with madness, must obey {play.name(warlock)}.")
    spells.worked(play, warlock, spells.held_by(pending))
    gestalt.choose(play, target, str(option))
