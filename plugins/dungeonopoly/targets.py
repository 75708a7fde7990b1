"""Who an ability can reach: the text's technical terms on the table as it stands.

Dungeonopoly by Curtis & Kelsey Rueden, Technical terms: an ability that targets a character
cannot reach one who is hidden, nor anyone in jail, whose cell keeps everybody out and her in
(D-4), nor anyone in the Poor House (D-39); "limited range" counts squares either way round the ring (D-1) and "line of sight" is the
same edge of the board, a corner lying on both of its edges (D-5). ``geometry`` does the
counting; this module reads where everyone stands from the table.
"""
from __future__ import annotations

from typing import Any

from . import demiplanes, druid_ground, geometry, paladin_reach
from .play import Play
from .sheet import disenchant, enchanted

#: Enchantments that keep every class ability off a character while they last (Cleric,
#: Sanctuary: "She cannot be targeted by any class abilities").
UNTARGETABLE = ("sanctuary",)
#: The Bard's Glitterdust: "the next time an affected character would become hidden, the effect
#: fizzles instead" (Dungeonopoly D-86).
GLITTERDUST = "glitterdust"


def place(play: Play, seat: int) -> geometry.Position:
    """Where she stands, as geometry needs it: her square, and whether she is in her jail cell."""
    return play.table.positions[seat], play.table.in_jail[seat]


def can_act(play: Play, seat: int) -> bool:
    """No ability reaches out of a jail cell (Dungeonopoly D-4); only those the text lets work
    in jail (Open Locks) are used from there, and their module says so."""
    return not play.table.in_jail[seat]


def targetable(play: Play, seat: int, by: int | None = None) -> bool:
    """Whether an ability may be aimed at her: not in jail (D-4), not in the Poor House, where the
    1906 game keeps its bankrupts (D-39), not hidden (nor in a druid's Obscuring Mist), not in
    Sanctuary (unless an Antimagic Field puts it to sleep: D-99); and, for an ability of ``by``'s,
    not on a demiplane that does not exist for ``by`` (D-124)."""
    sheet = play.sheet(seat)
    # Dungeonopoly D-4, Dungeonopoly D-39
    warded = not druid_ground.deadened(play, seat) and any(enchanted(sheet["enchantments"], ward)
                                                           for ward in UNTARGETABLE)
    return (not play.table.in_jail[seat] and not play.table.in_poor_house[seat] and not sheet["hidden"]
            and not druid_ground.misted(play, seat) and not warded
            and (by is None or demiplanes.seen_by(play, by, seat)))


def _opponents(play: Play, seat: int, reaches: Any) -> list[int]:
    me = place(play, seat)
    return [other for other in play.opponents(seat)
            if targetable(play, other, by=seat) and reaches(me, place(play, other))]


def here(play: Play, seat: int) -> list[int]:
    """Opponents on her own square (never a prisoner: D-4)."""
    return _opponents(play, seat, lambda a, b: geometry.same_square(a, b, play.table.size))


def in_sight(play: Play, seat: int) -> list[int]:
    """Opponents on an edge she stands on, at least one square away (Far Shot: D-5, D-8)."""
    return _opponents(play, seat, lambda a, b: geometry.far_shot_reaches(a, b, play.table.size))


def in_range(play: Play, seat: int) -> list[int]:
    """Opponents within her limited range, her own square included (D-1), counting the demiplanes
    that exist for her (D-123)."""
    reach = geometry.range_for_level(play.level(seat))
    return [other for other in _opponents(play, seat, lambda a, b: not a[1] and not b[1])
            if demiplanes.squares_to(play, seat, other) <= reach]


def passed_over(play: Play, seat: int, path: list[int]) -> list[int]:
    """The others she passed over on a move: on a square of the path before its last, which she
    lands on rather than passes (Dungeonopoly D-6), and not in a jail cell (D-4)."""
    crossed = set(path[:-1])                    # Dungeonopoly D-6
    return [other for other in play.opponents(seat)
            if play.table.positions[other] in crossed and not play.table.in_jail[other]]


def movable(play: Play, seat: int) -> bool:
    """Whether an ability may move her: not a paladin in the Bulwark of Defense (D-110)."""
    return not paladin_reach.immovable(play, seat)


def mind_open(play: Play, seat: int) -> bool:
    """Whether a mental effect (Charm Person) can touch her: an Ascended cleric "is immune to mental
    effects" (Dungeonopoly by Curtis & Kelsey Rueden, Cleric abilities, level 9)."""
    return not play.has(seat, "ascended")


def hiding_fails(play: Play, seat: int) -> bool:
    """She is about to hide (Invisibility, Sneak): Glitterdust on her spoils it, once, and goes
    (Dungeonopoly D-86)."""
    if not disenchant(play.sheet(seat)["enchantments"], GLITTERDUST):
        return False
    play.say(f"{play.name(seat)} glitters: she cannot hide.")
    return True
