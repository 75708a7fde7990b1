"""The Psion's power points, and the reach she buys with them.

From Dungeonopoly by Curtis & Kelsey Rueden, Psion abilities: "A psion has a number of PP equal to
her level. Passing GO refills the psion's available PP" (Mother Earth: D-114); "only one power can
be manifested per turn" on her own turn, though the defensive ones (Empty Mind, Intellect Fortress)
do not count; and "for each additional PP spent in this manner, that manifestation affects targets
one square further away". What she has spent is kept in her ``class_data`` (``pp_spent``), so a
new level adds its point at once.
"""
from __future__ import annotations

from . import demiplanes, geometry, targets
from .classes import MIND_THRUST_TABLE
from .money import to_1906_dollars
from .play import Play

#: The powers that answer an event and do not count toward the one a turn.
DEFENSIVE = ("empty_mind", "intellect_fortress")


def points(play: Play, seat: int) -> int:
    """The PP she has left."""
    return max(0, play.level(seat) - play.sheet(seat)["class_data"].get("pp_spent", 0))


def spend(play: Play, seat: int, pp: int) -> None:
    data = play.sheet(seat)["class_data"]
    data["pp_spent"] = data.get("pp_spent", 0) + pp


def refill(play: Play, seat: int) -> None:
    play.sheet(seat)["class_data"]["pp_spent"] = 0


def may_manifest(play: Play, seat: int, power: str) -> bool:
    """One power a turn on her own turn, the defensive ones aside."""
    return (power in DEFENSIVE or play.table.turn != seat
            or not play.sheet(seat)["turn"].get("powers"))


def manifested(play: Play, seat: int, power: str, pp: int) -> None:
    spend(play, seat, pp)
    if power not in DEFENSIVE and play.table.turn == seat:
        play.sheet(seat)["turn"]["powers"] = 1


def thrust_dollars(pp: int) -> int:
    """The Mind Thrust table in 1906 money (D-18): what ``pp`` points do, or take off a debt.

    >>> [thrust_dollars(pp) for pp in (1, 2, 5, 10)]
    [5, 15, 75, 275]
    """
    return to_1906_dollars(MIND_THRUST_TABLE[pp - 1])


def extra_for(play: Play, seat: int, other: int) -> int:
    """The PP beyond her range that reaching ``other`` costs (0 within it)."""
    squares = demiplanes.squares_to(play, seat, other)         # her demiplanes count: D-123
    return max(0, squares - geometry.range_for_level(play.level(seat)))


def within(play: Play, seat: int, base: int, *, mind: bool = False) -> dict[int, int]:
    """The opponents she may aim a power costing ``base`` PP at, with the extra PP each needs."""
    found = {}
    for foe in play.opponents(seat):
        if not targets.targetable(play, foe, by=seat) or (mind and not targets.mind_open(play, foe)):
            continue
        extra = extra_for(play, seat, foe)
        if base + extra <= points(play, seat):
            found[foe] = extra
    return found
