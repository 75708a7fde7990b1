"""The Psion's demiplanes: squares between two squares of the board that only some characters see.

From Dungeonopoly by Curtis & Kelsey Rueden, Psion abilities, level 7, "Genesis"; the rules here are
our own summaries. A demiplane lies between two adjacent squares and holds a Chance card. It exists
for one side only: one the psion makes for herself (the text's Community Chest demiplane) only for
her, one she makes for her opponents (the text's Chance demiplane) only for everyone else. For a
character it exists for, it is a square like any other: a throw or a push counts it, a move ending
on it lands on the card, and it adds a square to her limited range. For the others it is not there:
they move past it uncounted, and whoever stands on it is out of their existence (D-122 to D-125).

The host's board has no square between its squares, so a demiplane is kept here as an enchantment
on the square behind it (going forward: the demiplane after square 4 lies between 4 and 5), and a
character standing on it stands, as far as the host knows, on that square. To count squares with
demiplanes among them, a place on the ring is a *half step*: square ``i`` is ``2 * i`` and the
demiplane after it ``2 * i + 1``.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import geometry
from .play import Play

GENESIS = "genesis"
#: A demiplane's side: the psion's own (the text's Community Chest) or her opponents' (Chance).
OWN, FOES = "own", "foes"


# -- reading ------------------------------------------------------------------------------------------
def all_of(play: Play) -> dict[int, dict[str, Any]]:
    """Every demiplane, by the index of the square behind it."""
    found = {}
    for space_id, held in play.slot["spaces"].items():
        for enchantment in held:
            if enchantment["id"] == GENESIS:
                found[play.space_of(space_id).index] = enchantment
    return found


def exists_for(play: Play, demiplane: Mapping[str, Any], seat: int) -> bool:
    """Whether the demiplane is there for her: a psion's own only for her, her opponents' for everyone
    else, another psion too ("each psion ... a distinct alignment for her own created demiplanes").
    Under the Team rules her teammates are not her opponents, nor her: neither kind is there for
    them (D-126)."""
    if demiplane["side"] == OWN:
        return seat == demiplane["by"]
    return not play.table.teammates(demiplane["by"], seat)


def standing_on(play: Play, seat: int) -> int | None:
    """The square behind the demiplane she stands on, or None. She stands there while the host keeps
    her on that square and out of jail; any other move or a jailing takes her off it."""
    for behind, demiplane in all_of(play).items():
        if (seat in demiplane["standing"] and play.table.positions[seat] == behind
                and not play.table.in_jail[seat]):
            return behind
    return None


def step_off(play: Play, seat: int) -> None:
    """She leaves the demiplane she stood on (a move, Jail), if any."""
    for plane in all_of(play).values():
        if seat in plane["standing"]:
            plane["standing"].remove(seat)


def half_step(play: Play, seat: int) -> int:
    """Where she stands, in half steps (the module's docstring)."""
    on = standing_on(play, seat)
    return 2 * play.table.positions[seat] + (1 if on is not None else 0)


def seen_by(play: Play, viewer: int, seat: int) -> bool:
    """Whether ``viewer`` can see her at all: not when she stands on a demiplane that does not exist
    for ``viewer`` ("considered outside of existence", so no ability reaches her: D-124)."""
    on = standing_on(play, seat)
    return on is None or exists_for(play, all_of(play)[on], viewer)


def _counts(play: Play, viewer: int, half: int, planes: Mapping[int, Mapping[str, Any]]) -> bool:
    """Whether a place is a square for ``viewer``: every square, and the demiplanes that exist for her."""
    if half % 2 == 0:
        return True
    plane = planes.get(half // 2)
    return plane is not None and exists_for(play, plane, viewer)


def squares_between(play: Play, viewer: int, frm: int, to: int, direction: int) -> int:
    """How many squares ``viewer`` counts going from one place to another (half steps) that way."""
    ring = 2 * play.table.size
    planes = all_of(play)
    span = (to - frm) * direction % ring
    return sum(1 for k in range(1, span + 1) if _counts(play, viewer, (frm + direction * k) % ring, planes))


def distance(play: Play, viewer: int, frm: int, to: int) -> int:
    """Squares between two places the shorter way round, as ``viewer`` counts them (D-1, D-123)."""
    return min(squares_between(play, viewer, frm, to, 1), squares_between(play, viewer, frm, to, -1))


def squares_to(play: Play, seat: int, other: int) -> int:
    """How far another character is from her, as she counts: the squares between them, with the
    demiplanes that exist for her; without demiplanes, ``geometry.distance``."""
    if not all_of(play):
        return geometry.distance(play.table.positions[seat], play.table.positions[other], play.table.size)
    return distance(play, seat, half_step(play, seat), half_step(play, other))


def walk(play: Play, mover: int, frm: int, steps: int, direction: int) -> int:
    """Where ``steps`` squares from ``frm`` (a half step) end for ``mover``: a half step."""
    ring, planes, here, counted = 2 * play.table.size, all_of(play), frm, 0
    while counted < steps:
        here = (here + direction) % ring
        counted += _counts(play, mover, here, planes)
    return here


def gaps_in_reach(play: Play, seat: int, reach: int) -> list[int]:
    """The squares a new demiplane may follow: both squares it lies between within ``reach`` of her
    ("between two adjacent squares of the board within limited range": D-122)."""
    me, size = half_step(play, seat), play.table.size
    near = {square for square in range(size) if distance(play, seat, me, 2 * square) <= reach}
    return [square for square in range(size) if square in near and (square + 1) % size in near]


def describe(play: Play, seat: int) -> list[str]:
    """The demiplanes she made, for the players' panel."""
    lines = []
    for behind, plane in sorted(all_of(play).items()):
        if plane["by"] == seat:
            after = play.space((behind + 1) % play.table.size).name
            card = next((c.text for c in play.table.chance if c.id == plane["card"]), plane["card"])
            side = "hers alone" if plane["side"] == OWN else "her opponents'"
            lines.append(f"Demiplane between {play.space(behind).name} and {after} ({side}): {card}")
    return lines
