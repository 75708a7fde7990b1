"""The Druid's Barkskin: the next money she owes is less by so much a level, once.

From Dungeonopoly by Curtis & Kelsey Rueden, Druid abilities, level 2: "The next time she owes money
for any reason—excluding voluntary purchases such as properties or improvements thereof—she pays $25
less per level, to a minimum of $1." In 1906 money that is $12.50 a level, halved and rounded half
up on the whole ($25 at level 2, $38 at level 3: D-18, D-100). "The next time" is whichever comes
first of a blow that lands on her (``damage``) and a charge the host makes her pay (rent, a fare,
a tax, a fine, a Chance card, interest: the Druid's module at ``charge_due``); houses she buys and
casting costs are hers to choose, and it waits through them. An Antimagic Field she stands in puts
it to sleep (D-99).

The core's ``damage`` asks here, so this module reads the sheet and the table only.
"""
from __future__ import annotations

from typing import Any

from . import druid_ground
from .money import to_1906_dollars
from .play import Play
from .sheet import disenchant, enchanted

BARKSKIN = "barkskin"
#: "$25 less per level" in the text's dollars, halved to 1906 money on the whole sum (D-18).
PER_LEVEL = 25
#: "to a minimum of $1".
LEAST = 1
#: Charges that are purchases she chose, which Barkskin lets pass (D-100).
VOLUNTARY = frozenset({"house"})


def less_by(level: int) -> int:
    """What Barkskin takes off, in 1906 dollars.

    >>> [less_by(level) for level in (2, 3, 10)]
    [25, 38, 125]
    """
    return to_1906_dollars(PER_LEVEL * level)


def _wearing(play: Play, seat: int) -> bool:
    return enchanted(play.sheet(seat)["enchantments"], BARKSKIN) and not druid_ground.deadened(play, seat)


def relief(play: Play, seat: int, amount: int) -> int:
    """What she pays of ``amount`` owed, her Barkskin (if she wears one) used up on it."""
    if amount <= 0 or not _wearing(play, seat):
        return amount
    level = next(e["level"] for e in play.sheet(seat)["enchantments"] if e["id"] == BARKSKIN)
    disenchant(play.sheet(seat)["enchantments"], BARKSKIN)
    paid = max(LEAST, amount - less_by(level))
    play.say(f"{play.name(seat)}'s Barkskin takes ${amount - paid} off what she owes: ${paid}.")
    return paid


def charge_relief(play: Play, seat: int, kind: str) -> None:
    """A charge to her (``play.due``, the payees): Barkskin takes its sum off the largest shares first."""
    payees: list[list[Any]] = [list(p) for p in play.due]
    total = sum(amount for _, amount in payees)
    if kind in VOLUNTARY or total <= 0:
        return
    paid = relief(play, seat, total)
    off = total - paid
    for payee in sorted(payees, key=lambda p: -p[1]):
        taken = min(off, payee[1])
        payee[1] -= taken
        off -= taken
    play.due = [p for p in payees if p[1] > 0]
