"""The Paladin's reach and blessings, asked by the core: who is within reach, Divine Grace, the
Heart of the Titan's fund, and the Bulwark that nothing moves.

From Dungeonopoly by Curtis & Kelsey Rueden, Paladin abilities; the rules here are our own
summaries. "An opponent is within reach when she is on the same square as the paladin, or on an
adjacent square" (level 1), two squares away from level 10 (Holy Sword); never into or out of a jail
cell (D-4). On a double she is untouchable until her turn ends (Divine Grace, 6: ``turn["grace"]``,
D-112). From level 9 a fund of $250 from the bank (the text's $500 halved: D-18) takes damage before
her cash, and Mother Earth fills it again (Heart of the Titan, D-113): the fund is the bank's money
set aside, so a blow it takes moves no money at all. In the Bulwark of Defense stance no ability
moves her (D-110).

This module reads the slot and the table only, so the core may import it without a cycle.
"""
from __future__ import annotations

from . import geometry
from .play import Play

CLASS_ID = "paladin"
#: Heart of the Titan: "$500 from the bank", halved to 1906 money (D-18).
TITAN_FUND = 250
BULWARK = "bulwark_of_defense"


def reach(play: Play, paladin: int) -> int:
    """How many squares either way she reaches: one, two with Holy Sword."""
    return 2 if play.has(paladin, "holy_sword") else 1


def within_reach(play: Play, paladin: int, square: int) -> bool:
    """Whether a square of the board is within her reach (none from a jail cell: D-4)."""
    if play.table.in_jail[paladin] or play.table.in_poor_house[paladin]:
        return False
    return geometry.distance(play.table.positions[paladin], square, play.table.size) <= reach(play, paladin)


def reaches(play: Play, paladin: int, other: int) -> bool:
    """Whether another character stands within her reach (a prisoner stands in her cell: D-4)."""
    return not play.table.in_jail[other] and within_reach(play, paladin, play.table.positions[other])


def paladins(play: Play) -> list[int]:
    return [seat for seat in range(play.table.players) if play.is_a(seat, CLASS_ID)]


def graced(play: Play, seat: int) -> bool:
    """Divine Grace: "Until the end of her current turn, she is invulnerable" (D-112)."""
    return bool(play.sheet(seat)["turn"].get("grace"))


def fund(play: Play, seat: int) -> int:
    """What is left in her Heart of the Titan (full until a blow draws on it)."""
    if not play.has(seat, "heart_of_the_titan"):
        return 0
    return play.sheet(seat)["class_data"].get("titan", TITAN_FUND)


def absorb(play: Play, seat: int, amount: int) -> int:
    """What she pays of a blow once her fund has taken what it can (D-113)."""
    held = fund(play, seat)
    taken = min(held, amount)
    if taken:
        play.sheet(seat)["class_data"]["titan"] = held - taken
        play.say(f"{play.name(seat)}'s Heart of the Titan takes ${taken} of the blow (${held - taken} left).")
    return amount - taken


def refill(play: Play, seat: int) -> None:
    """"The fund is replenished whenever the paladin passes GO" (Mother Earth: D-113)."""
    if play.has(seat, "heart_of_the_titan"):
        play.sheet(seat)["class_data"]["titan"] = TITAN_FUND


def immovable(play: Play, seat: int) -> bool:
    """"While in defensive stance, the paladin cannot be moved by any ability" (D-110)."""
    return play.is_a(seat, CLASS_ID) and play.sheet(seat)["class_data"].get("stance") == BULWARK
