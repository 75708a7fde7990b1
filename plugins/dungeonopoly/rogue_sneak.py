"""The Rogue's Sneak: one die moved unseen, a knife for those she creeps past, and coming out.

From Dungeonopoly by Curtis & Kelsey Rueden, Rogue abilities, Sneak, in our words: instead of
moving as usual she may sneak, if her skill check passes; she then throws one die, and on that
move passes and lands on nothing, so she owes no rent and draws no wages; she is hidden until her
next turn. She may Backstab each opponent she sneaks past (damage, and an EP of its own) and pick
their pockets. After the move she may come out of sneak: she lands where she stands after all,
with everything that brings, and is seen again. A slowed rogue who sneaks moves half as far
(Wizard abilities, Slow).

On the 1906 board: the check comes before the throw, and a failed check leaves her to throw and
move as usual (Dungeonopoly D-12). The sneaking throw is the game's own throw of one die, made
unseen (the host's throw plan), and ``turn["sneaking"]`` tells the wizard's module not to touch
that plan. A slowed rogue's throw is her own die instead, since the host asks nothing of a rule
during an unseen move: she forgoes the usual throw and steps half the die (Dungeonopoly D-65).
Nobody is told of an unseen move, so the squares she crept over are worked out here from where
she started, the die and where she stands (Dungeonopoly D-66).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import dice, geometry, targets
from .damage import owed, strike
from .play import Play
from .rogue_ranks import check, odds, passed, rank
from .sheet import disenchant, enchanted
from .terms import ready, succeed, use

#: The wizard's enchantment that halves a sneaking move (Wizard abilities, level 4, Slow).
SLOW = "slow"


def _turn(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["turn"]


def sneaking(play: Play, seat: int) -> bool:
    """She passed her Sneak check this turn (the wizard's module reads the same key)."""
    return bool(_turn(play, seat).get("sneaking"))


def halved(die: int) -> int:
    """A slowed sneak: 1 square for a 1 or 2, 2 for a 3 or 4, 3 for a 5 or 6 (Wizard, Slow).

    >>> [halved(die) for die in range(1, 7)]
    [1, 1, 2, 2, 3, 3]
    """
    return (die + 1) // 2


# -- Sneak ---------------------------------------------------------------------------------------
def sneak_offers(play: Play, seat: int) -> dict[str, str]:
    # Out of the Poor House only by a throw she can afford (Rule 12): no sneaking out of it.
    # Dungeonopoly D-69
    if (play.table.turn != seat or not ready(play, seat, "sneak") or not rank(play, seat, "sneak")
            or "sneak" in _turn(play, seat)["tried"] or play.table.in_poor_house[seat]):
        return {}
    return {"sneak": f"Sneak: {odds(play, seat, 'sneak')} and you move by one die unseen, passing and landing "
                     "on nothing (no rent, no wages), hidden until your next turn; otherwise you throw as usual"}


def choose_sneak(play: Play, seat: int, _: str) -> None:
    _turn(play, seat)["tried"].append("sneak")
    use(play, seat, "sneak")
    check(play, seat, "sneak", "before her throw")


def sneak_checked(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    seat = pending["seat"]
    who = play.name(seat)
    if not passed(play, seat, "sneak", roll):
        play.say(f"{who} fails to sneak ({roll}): she throws as usual.")      # Dungeonopoly D-12
        return
    if targets.hiding_fails(play, seat):                # a Bard's Glitterdust: she throws as usual (D-86)
        return
    turn = _turn(play, seat)
    turn["sneaking"] = True                     # before her throw: the wizard's module reads it
    turn["sneak_from"] = play.table.positions[seat]
    sheet = play.sheet(seat)
    sheet["hidden"] = True                      # "hidden until her next turn"
    succeed(play, seat, "sneak")
    if not enchanted(sheet["enchantments"], SLOW):
        play.say(f"{who} sneaks ({roll}): one die, unseen.")
        return
    # Dungeonopoly: Wizard abilities, level 4, Slow: "A slowed rogue who sneaks moves only half
    # as far". The slow is spent on this move. Dungeonopoly D-65
    disenchant(sheet["enchantments"], SLOW)
    play.say(f"{who} sneaks ({roll}), slowed: half a die, unseen.")
    play.effect(skip_throw=True)
    # She lands on nothing, so the die is offered to Divine Intervention as moving no one who lands (D-24)
    dice.throw(play, seat, "slowed_sneak", dice.D6, f"{who} throws one die to sneak, slowed: half as far.")


def slowed_step(play: Play, pending: Mapping[str, Any], die: int) -> None:
    seat = pending["seat"]
    steps = halved(die)
    _turn(play, seat)["sneak_steps"] = steps
    play.say(f"{play.name(seat)} creeps {steps} {'square' if steps == 1 else 'squares'} ({die} on the die).")
    play.effect(move=seat, steps=steps, passes=False, lands=False)


def throw_due(play: Play, seat: int) -> None:
    """Her sneaking throw: one die, and the move it makes is unseen."""
    if sneaking(play, seat):
        play.due = {**play.due, "dice": 1, "unseen": True}


def thrown(play: Play, seat: int, total: int) -> None:
    """How far the sneaking throw takes her (thrown again after a reroll: the last one counts)."""
    if sneaking(play, seat):
        _turn(play, seat)["sneak_steps"] = total


def path(play: Play, seat: int) -> list[int]:
    """The squares her sneaking move crossed, the one she stopped on last; [] before she moved.
    Between the Chances she may have gone either way (Rule 2): where she stands says which."""
    turn = _turn(play, seat)
    start, steps = turn.get("sneak_from", -1), turn.get("sneak_steps", 0)
    if start < 0 or not steps:
        return []
    size, now = play.table.size, play.table.positions[seat]
    for way in (1, -1):
        if geometry.destination(start, way * steps, size) == now:
            return geometry.squares_crossed(start, way * steps, size)
    return []


def sneaked_past(play: Play, seat: int) -> list[int]:
    """The opponents she crept past, strictly between her start and her stop (D-6), who can
    still be targeted (Dungeonopoly D-66)."""
    return [foe for foe in targets.passed_over(play, seat, path(play, seat)) if targets.targetable(play, foe, by=seat)]


# -- Backstab ------------------------------------------------------------------------------------
def backstab_offers(play: Play, seat: int) -> dict[str, str]:
    if not sneaking(play, seat) or not ready(play, seat, "backstab"):
        return {}
    done = _turn(play, seat).get("backstabbed", [])
    return {f"backstab-{foe}": f"Backstab {play.name(foe)}, whom you crept past: ${owed(play, seat, foe)} damage "
                               "(each opponent passed, once)"
            for foe in sneaked_past(play, seat) if foe not in done}


def choose_backstab(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Rogue abilities, Sneak, "damaging her and earning an additional EP" (D-11): no check
    use(play, seat, "backstab")
    _turn(play, seat).setdefault("backstabbed", []).append(int(foe))
    if strike(play, seat, int(foe), "Backstab"):
        succeed(play, seat, "backstab")


# -- Coming out of sneak ---------------------------------------------------------------------------
def come_out_offers(play: Play, seat: int) -> dict[str, str]:
    turn = _turn(play, seat)
    if (not sneaking(play, seat) or not play.sheet(seat)["hidden"] or turn.get("came_out")
            or not path(play, seat) or "move" not in play.host_effects or not ready(play, seat, "come_out_of_sneak")):
        return {}
    here = play.space(play.table.positions[seat]).name
    return {"come_out_of_sneak": f"Come out of sneak: land on {here} after all, with all it brings (rent, "
                                 "buying, the pot ...), and be seen again"}


def choose_come_out(play: Play, seat: int, _: str) -> None:
    """She lands where she stands: the host's move of no steps that lands (Dungeonopoly D-67). No EP:
    coming out is a choice, not a use that succeeds (Dungeonopoly D-12)."""
    use(play, seat, "come_out_of_sneak")
    _turn(play, seat)["came_out"] = True
    play.sheet(seat)["hidden"] = False
    play.say(f"{play.name(seat)} comes out of sneak on {play.space(play.table.positions[seat]).name}.")
    play.effect(move=seat, steps=0, passes=False, lands=True)
