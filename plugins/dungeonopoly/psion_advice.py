"""How a computer plays the Psion: the text's Psion tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Psion tactics, in our words: subvert opponents' weak cards
with Modify Memory; Ego Whip an opponent standing on her most punishing lot, so that she lands there
again; confuse or crush opponents for rounds of pain (Id Insinuation on one with the psion's improved
lots just behind her, Psychic Crush on one about to reach Mother Earth); blast opponents out of her
way; make Chance demiplanes on the first edge, for her opponents, holding the card that hurts them
most; keep five PP for the Intellect Fortress once she has it, and raise it for herself and against
the leader's spells; and leech the helpful enchantments (Mage Armor,
Invisibility, Shield of Faith, Barkskin). Beyond the text: a Mind Thrust with the PP left over,
keeping two for Empty Mind, which she spends to cover a rent. Advice never changes the game.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, demiplanes, genesis, geometry, psion_mind, psion_points
from .play import Play

#: PP she keeps back when she thrusts: two for Empty Mind, five once she can raise the Intellect
#: Fortress ("Use Intellect Fortress as a bargaining chip": it must be ready to be one).
KEEP_FOR_EMPTY_MIND = 2
KEEP_FOR_FORTRESS = 5
#: Squares before Mother Earth within which a Psychic Crush denies an opponent her wages.
NEAR_THE_START = 12
#: The first edge, where her demiplanes go (Psion tactics: "Use Genesis to create Chance demiplanes
#: on the first edge"): its edge number in ``geometry.edges_of``.
FIRST_EDGE = 0
#: How many times Genesis's price she keeps in hand after paying it.
GENESIS_RESERVE = 2
#: What a jailing costs its victim, in dollars, for choosing a demiplane's card: the $50 fine (Rule
#: 6) and about as much again in the rents and wages of the turns she loses.
JAIL_HARM = 100


def _foe(option: str) -> int:
    return int(option.partition("-")[2].partition("_")[0])


def _improved_mine(play: Play, seat: int, index: int) -> bool:
    space = play.table.spaces[index % play.table.size]
    return deeds.mine(play, space.id, seat) and deeds.houses(play, space.id) > 0


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    offered = [o for o in offered if _affordable(play, seat, o)]
    if "empty_mind" in offered:
        return "empty_mind"
    size = play.table.size
    for option in offered:
        power = option.partition("-")[0]
        if power == "modify_memory":
            return option
        if power == "ego_whip" and _improved_mine(play, seat, play.table.positions[_foe(option)]):
            return option
        if power == "psychic_crush" and (play.table.start_index - play.table.positions[_foe(option)]) % size \
                <= NEAR_THE_START:
            return option
        if power == "id_insinuation" and any(_improved_mine(play, seat, play.table.positions[_foe(option)] - back)
                                             for back in range(2, 13)):
            return option
        if power == "thought_leech" and psion_mind.leechable(play, _foe(option))[0]["id"] in psion_mind.USEFUL:
            return option
    gap = _first_edge_gap(play, seat, offered)
    if gap:
        return gap
    blasts = [o for o in offered if o.startswith("psionic_blast-")]
    if blasts:
        return blasts[0]
    thrusts = [o for o in offered if o.startswith("mind_thrust-")]
    if thrusts and psion_points.points(play, seat) > _kept(play, seat):
        return max(thrusts, key=lambda o: (play.table.cash[_foe(o)], o))
    return None


def _first_edge_gap(play: Play, seat: int, offered: list[str]) -> str | None:
    """A gap on the first edge with no demiplane yet, while she keeps money in hand."""
    if play.table.cash[seat] < (1 + GENESIS_RESERVE) * genesis.price(play, seat):
        return None
    taken, size = demiplanes.all_of(play), play.table.size
    for option in offered:
        power, _, aim = option.partition("-")
        if power == genesis.GENESIS and int(aim) not in taken and all(
                FIRST_EDGE in geometry.edges_of(square % size, size) for square in (int(aim), int(aim) + 1)):
            return option
    return None


def _harm(card: Any) -> int:
    """How much a Chance card hurts whoever lands on it, in dollars."""
    return {"jail": JAIL_HARM, "pay": card.amount, "pay_per_house": 2 * card.amount,
            "receive": -card.amount}.get(card.effect, 0)


def _affordable(play: Play, seat: int, option: str) -> bool:
    """Once she can raise the Intellect Fortress, no power that would leave her without its five PP."""
    if not play.has(seat, "intellect_fortress"):
        return True
    power, _, aim = option.partition("-")
    cost = play.ability(seat, power).point_cost        # Empty Mind's and Mind Thrust's least, 1
    if power == genesis.GENESIS:                       # its aim is a square, not a seat
        return psion_points.points(play, seat) - cost >= KEEP_FOR_FORTRESS
    if power == "thought_leech":
        cost *= int(aim.partition("_")[2])
    elif power == "psionic_blast":
        cost += int(aim)
    if aim.partition("_")[0].isdigit() and power != "psionic_blast":
        cost += psion_points.extra_for(play, seat, int(aim.partition("_")[0]))
    return psion_points.points(play, seat) - cost >= KEEP_FOR_FORTRESS


def _kept_for_fortress(play: Play, seat: int) -> int:
    return KEEP_FOR_FORTRESS if play.has(seat, "intellect_fortress") else 0


def _kept(play: Play, seat: int) -> int:
    return KEEP_FOR_FORTRESS if play.has(seat, "intellect_fortress") else KEEP_FOR_EMPTY_MIND


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """How many PP, and whether to raise the fortress (for herself, yes)."""
    if pending["ability"] == "intellect_fortress":
        # herself, or to blunt the leader's spells, whoever they are aimed at
        seat, caster = pending["seat"], pending["caster"]
        leader = max(play.opponents(seat), key=lambda other: (play.table.cash[other], -other))
        return "fortress" if int(pending["aim"]) == seat or caster == leader else "let it be"
    if pending["ability"] == "empty_mind":
        rent = sum(amount for _, amount in play.table.held["payees"]) if play.table.held else 0
        spare = [pp for pp in decision.options
                 if pp <= psion_points.points(play, pending["seat"]) - _kept_for_fortress(play, pending["seat"])]
        enough = [pp for pp in spare if psion_points.thrust_dollars(pp) >= rent]
        return min(enough) if enough else max(spare or decision.options[:1])
    if pending["ability"] == genesis.GENESIS:
        # for her opponents, the card that hurts them most
        cards = {card.id: card for card in play.table.chance}
        foes = [answer for answer in decision.options if answer.startswith(f"{demiplanes.FOES}:")]
        return max(foes, key=lambda answer: (_harm(cards[answer.partition(":")[2]]), answer))
    if pending["ability"] == "mind_thrust":
        spare = [pp for pp in decision.options if pp <= psion_points.points(play, pending["seat"])
                 - pending["extra"] - _kept(play, pending["seat"])]
        return max(spare) if spare else min(decision.options)
    return None
