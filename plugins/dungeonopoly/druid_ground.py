"""What the Druid's primal spells do to the squares they lie on, asked by the core and the classes.

From Dungeonopoly by Curtis & Kelsey Rueden, Druid abilities, level 1, "Primal Enchantment"; the
rules here are our own summaries. A primal spell lies on one square for good (a druid's second
casting of the same spell moves it), in the slot's ``spaces`` as any enchantment of a space does,
with the druid who cast it as ``by``. Four of them work on whoever *stands* on the square, and the
core asks here: Obscuring Mist hides her (``targets``), Hallow keeps damage off her (``damage``),
Insect Plague stops her abilities (``terms``), and Antimagic Field stops her spells, keeps
enchantments off her and puts to sleep the wards and the Bless or Curse already there (``damage``,
``targets``, ``spells``, and the Druid's module for the rent). The two that work on whoever
*crosses* it, Entangle and Wall of Thorns, are the Druid's module's, at ``move_due``.

This module reads the slot and the table only, so the core may import it without a cycle.
"""
from __future__ import annotations

from typing import Any, Mapping

from .play import Play

#: The six primal spells (classes.PRIMAL_FORMS), by what they do to one who stands on the square.
HIDES, HALLOWS, PLAGUES, DEADENS = "obscuring_mist", "hallow", "insect_plague", "antimagic_field"
#: ... and to one who crosses it.
ENTANGLES, THORNS = "entangle", "wall_of_thorns"
PRIMAL = (ENTANGLES, HIDES, HALLOWS, PLAGUES, THORNS, DEADENS)


def primal_on(play: Play, space_id: str, spell: str) -> Mapping[str, Any] | None:
    """The primal spell of that kind lying on the square, if one does."""
    return next((e for e in play.slot["spaces"].get(space_id, []) if e["id"] == spell), None)


def where(play: Play, druid: int, spell: str) -> str:
    """The square on which her primal spell of that kind lies, or "" if it lies nowhere."""
    for space_id, found in play.slot["spaces"].items():
        if any(e["id"] == spell and e["by"] == druid for e in found):
            return space_id
    return ""


def _standing_in(play: Play, seat: int, spell: str) -> bool:
    """She stands on a square with that primal spell: a prisoner stands in her cell, which no
    square's spell reaches (D-4), and the Poor House is nowhere on the board (D-39)."""
    if play.table.in_jail[seat] or play.table.in_poor_house[seat]:
        return False
    return primal_on(play, play.space_id_at(seat), spell) is not None


def misted(play: Play, seat: int) -> bool:
    """Obscuring Mist: "Characters on the enchanted square are hidden" (D-99)."""
    return _standing_in(play, seat, HIDES)


def hallowed(play: Play, seat: int) -> bool:
    """Hallow: "Characters on the enchanted square are immune to damage" (D-99)."""
    return _standing_in(play, seat, HALLOWS)


def plagued(play: Play, seat: int) -> bool:
    """Insect Plague: "Characters on the enchanted square cannot use abilities" (D-99)."""
    return _standing_in(play, seat, PLAGUES)


def deadened(play: Play, seat: int) -> bool:
    """Antimagic Field: she casts no spell, no enchantment can be put on her, and her own sleep
    while she stands there (D-99)."""
    return _standing_in(play, seat, DEADENS)


def deadened_square(play: Play, space_id: str) -> bool:
    """The square itself "cannot be the target of enchantments" and its own are suppressed."""
    return primal_on(play, space_id, DEADENS) is not None
