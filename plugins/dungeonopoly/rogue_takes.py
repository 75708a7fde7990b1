"""What the Rogue's skills take and what they cost her, in 1906 dollars, as the table stands.

From Dungeonopoly by Curtis & Kelsey Rueden, Rogue abilities, in our words: a picked pocket gives
$20 a level of the victim's cash, or all of it if less; a robbed bank $50 a level more when she
passes GO, $100 when she lands on it; a looted lot 5% of its rent a level, rounded down; and a
Steal that fails makes her pay the rent, if she has not paid it already. Dollar figures are
halved for the 1906 board, as every figure of the text is (Dungeonopoly D-18). Shared by the
rules (``rogue``) and the advice (``rogue_advice``), which must weigh the same amounts.
"""
from __future__ import annotations

from . import deeds
from .money import (PICK_POCKETS_PER_LEVEL, ROB_BANK_LANDING_PER_LEVEL, ROB_BANK_PASSING_PER_LEVEL,
                    pick_pockets_take, rob_bank_bonus, steal_take, to_1906_dollars)
from .play import Play


def per_level(play: Play, figure: int) -> int:
    """One of the text's Monopoly figures in 1906 dollars: halved, by the ratio of Rule 3's wages
    to GO's salary (Dungeonopoly D-18, D-72)."""
    return to_1906_dollars(figure)


def pocket_take(play: Play, seat: int, foe: int) -> int:
    """$10 a level of his cash in hand, or all of it if less: he never sells or borrows to be robbed
    (Dungeonopoly D-70)."""
    return pick_pockets_take(play.level(seat), play.table.cash[foe], per_level(play, PICK_POCKETS_PER_LEVEL))


def rob_bank_takes(play: Play, seat: int, *, landed: bool) -> int:
    """$25 a level more than the wages passing Mother Earth, $50 a level landing there."""
    return rob_bank_bonus(play.level(seat), landed=landed,
                          passing_per_level=per_level(play, ROB_BANK_PASSING_PER_LEVEL),
                          landing_per_level=per_level(play, ROB_BANK_LANDING_PER_LEVEL))


def steal_gain(play: Play, seat: int, lot: str) -> int:
    """5% of the lot's rent a level, rounded down, of the rent a lander owes there now (D-21)."""
    return steal_take(play.table.rent.get(lot, 0), play.level(seat))


def rent_if_caught(play: Play, seat: int, lot: str) -> int:
    """The rent a failed Steal makes her pay: none if she has paid it for this stop already, nor
    if the owner is in Jail and collects none (D-4) (Dungeonopoly D-68)."""
    owner = deeds.holder(play, lot)
    if play.sheet(seat)["class_data"].get("rent_paid_on") == lot or owner < 0 or play.table.in_jail[owner]:
        return 0
    return play.table.rent.get(lot, 0)
