"""How a computer plays the Rogue: the text's Rogue tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Rogue tactics, in our words: max out Rob Bank early and go
round often; leave Steal for later, when houses are common; do not sneak early, when few squares
hurt, but later, to slip past ruinous rents onto improved lots and steal there, or to knife and
rob a cluster of opponents just ahead; on Just Visiting, let the prisoners out and pick their
pockets. Every skill but Sneak and Open Locks ends in Jail when it fails, so each try weighs the
chance of the check against what it brings and what Jail costs her: at level 1 the $100 wages at
risk outweigh a robbery's $25, so her standing order to rob the bank comes from level 2. Her points go where
``progress.computer_rogue_ranks`` puts them. Advice never changes the game: it only picks among
the options the game offers.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, rogue_ranks, targets
from .checks import chance
from .damage import owed
from .play import Play
from .progress import COMPUTER_ROGUE_PLAN, computer_rogue_ranks
from .rogue_takes import pocket_take, rent_if_caught, rob_bank_takes, steal_gain

#: What an EP is reckoned worth in dollars: a level (ten EP) brings a rogue $10 more a pocket
#: picked and $25 more a bank robbed, over many tries.
EP_WORTH = 10
#: What Jail costs her: Rule 6's fine, unless Open Locks lets her out for nothing.
JAIL_FINE = 50
#: The rent a usual throw is expected to cost (less the wages it may bring) above which she sneaks.
RUINOUS = 25
#: Opponents within a die's reach ahead worth sneaking up on, to backstab and rob.
CLUSTER = 2
#: Cash she keeps in hand after buying a card she comes out of sneak on.
BUY_RESERVE = 50
#: The ways two dice fall, by total (for what a usual throw may cost).
TWO_DICE = {total: 6 - abs(total - 7) for total in range(2, 13)}


def _p(play: Play, seat: int, skill: str) -> float:
    return float(chance(rogue_ranks.rank(play, seat, skill)))


def jail_cost(play: Play, seat: int) -> float:
    """The fine, less the chance that Open Locks saves it."""
    return JAIL_FINE * (1 - _p(play, seat, "open_locks"))


def worth(p: float, gain: float, loss: float) -> float:
    """A check's expectation: the gain and an EP if it passes, the loss if it fails."""
    return p * (gain + EP_WORTH) - (1 - p) * loss


def pockets_worth(play: Play, seat: int, foe: int) -> float:
    take = pocket_take(play, seat, foe)
    return worth(_p(play, seat, "pick_pockets"), take, jail_cost(play, seat)) if take else -1.0   # D-21


def steal_worth(play: Play, seat: int) -> float:
    lot = play.space_id_at(seat)
    gain = steal_gain(play, seat, lot)
    if not gain:                                   # "skip tries that take $0" (Dungeonopoly D-21)
        return -1.0
    return worth(_p(play, seat, "steal"), gain, rent_if_caught(play, seat, lot) + jail_cost(play, seat))


def rob_bank_worth(play: Play, seat: int) -> float:
    """Robbing as she passes Mother Earth: the take, against the wages, their EP and Jail."""
    loss = play.table.wages + EP_WORTH + jail_cost(play, seat)
    return worth(_p(play, seat, "rob_bank"), rob_bank_takes(play, seat, landed=False), loss)


def throw_outlook(play: Play, seat: int) -> float:
    """What a usual throw is expected to cost her: the rent where it stops, less the wages when it
    reaches Mother Earth."""
    here, size = play.table.positions[seat], play.table.size
    cost = 0.0
    for total, ways in TWO_DICE.items():
        space = play.table.spaces[(here + total) % size]
        if not deeds.mine(play, space.id, seat):
            cost += ways / 36 * play.table.rent.get(space.id, 0)
        if here + total >= size:
            cost -= ways / 36 * play.table.wages
    return cost


def cluster_ahead(play: Play, seat: int) -> int:
    """Opponents a sneaking die could take her past: one to five squares ahead."""
    here, size = play.table.positions[seat], play.table.size
    return sum(1 for foe in play.opponents(seat)
               if targets.targetable(play, foe) and 1 <= (play.table.positions[foe] - here) % size <= 5)


def _worth_sneaking(play: Play, seat: int) -> bool:
    return throw_outlook(play, seat) >= RUINOUS or cluster_ahead(play, seat) >= CLUSTER


def _worth_coming_out(play: Play, seat: int) -> bool:
    """Out of hiding only where landing pays: the pot, or a card for sale she can afford."""
    space = play.space(play.table.positions[seat])
    if space.kind == "park":
        return play.pot > 0
    return (space.kind in deeds.PROPERTY_KINDS and deeds.holder(play, space.id) == -1
            and 0 < space.price <= play.table.cash[seat] - BUY_RESERVE)


def _aim(option: str) -> int:
    return int(option.partition("-")[2])


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    by_skill: dict[str, list[str]] = {}
    for option in offered:
        by_skill.setdefault(option.partition("-")[0], []).append(option)
    if rogue_ranks.PLACE in by_skill:              # her points first: nothing works without ranks
        return rogue_ranks.PLACE
    if "open_locks" in offered:                    # out of her own cell: a failure costs nothing
        return "open_locks"
    pick = _strike_or_rob(play, seat, by_skill)
    if pick:
        return pick
    if "steal" in by_skill and steal_worth(play, seat) > 0:
        return "steal"
    for option in by_skill.get("open_locks", ()):  # "release characters in jail ..., then pick their pockets"
        if pockets_worth(play, seat, _aim(option)) > 0:
            return option
    toggle = next(iter(by_skill.get("rob_bank", ())), None)
    if toggle is not None and (rob_bank_worth(play, seat) > 0) == toggle.endswith("on"):
        return toggle
    if "come_out_of_sneak" in by_skill and _worth_coming_out(play, seat):
        return "come_out_of_sneak"
    if "sneak" in by_skill and _worth_sneaking(play, seat):
        return "sneak"
    return None


def _strike_or_rob(play: Play, seat: int, by_skill: Mapping[str, list[str]]) -> str | None:
    """Backstab first, the safe EP ("Rogue tactics"), unless the blow would leave too little in his
    pocket for the picking that is worth trying; then the pockets worth picking, richest first."""
    pockets = {_aim(o): o for o in by_skill.get("pick_pockets", ()) if pockets_worth(play, seat, _aim(o)) > 0}
    stabs = by_skill.get("backstab", [])
    if stabs:
        foe = _aim(stabs[0])
        short = play.table.cash[foe] - owed(play, seat, foe) < pocket_take(play, seat, foe)
        return pockets[foe] if foe in pockets and short else stabs[0]
    if pockets:
        return pockets[max(pockets, key=lambda foe: (play.table.cash[foe], -foe))]
    return None


# -- her answers to her own questions -----------------------------------------------------------------
def _planned(play: Play, seat: int) -> dict[str, int]:
    """The skills short of the computer's plan for her level, by how much to its next step, in the
    order of its steps."""
    target, have = computer_rogue_ranks(play.level(seat)), rogue_ranks.ranks(play, seat)
    short: dict[str, int] = {}
    for skill, step in COMPUTER_ROGUE_PLAN:
        goal = min(step, target[skill])
        if have[skill] < goal and skill not in short:
            short[skill] = goal - have[skill]
    return short


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """Her answers to her own questions: her points go where the plan wants them, and she always
    tries the lock on the turn she is jailed."""
    seat, options = pending["seat"], list(decision.options)
    if pending["ability"] == "skill":
        wanted = [skill for skill in _planned(play, seat) if skill in options]
        spare = [o for o in options if o != rogue_ranks.LATER]
        return (wanted or spare or [rogue_ranks.LATER])[0]
    if pending["ability"] == "points":
        short = _planned(play, seat).get(pending["skill"], 0)
        return min(short, max(options)) if short > 0 else max(options)
    if pending["ability"] == "escape":
        from .rogue import TRY              # (rogue imports this module for its interface)
        return TRY                          # a failure costs nothing but the try
    return None
