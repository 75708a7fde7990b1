"""A character of one class or two: which class module answers for her.

Dungeonopoly by Curtis & Kelsey Rueden, Advanced and alternative rules, "Gestalt classes": "Each
player chooses two classes, gaining the abilities of both, and levels in both simultaneously".
Her sheet keeps the second class beside the first (``second_class``, D-117); everything here asks
each of her classes' modules in turn, her first class first, so that a character of one class is
served exactly as before. An option belongs to the class whose list holds the ability it begins
with (``Play.class_for``); an ability she borrowed belongs to the class of hers that taught it.
"""
from __future__ import annotations

from typing import Any

from . import registry
from .classes import get_class
from .play import Play


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    """Every option her classes offer at ``point``, her first class's first."""
    offered: dict[str, str] = {}
    for class_id in play.classes_of(seat):
        offered.update(registry.call(class_id, "options", play, seat, point, default={}) or {})
    return offered


def owner(play: Play, seat: int, option: str) -> str:
    """The class of hers whose module carries the option out: the one whose list holds its
    ability or that names it among its ``OWN_OPTIONS`` (a rogue's placing of ranks), the one that
    taught it if she borrowed it (a Bard's, a Warlock's), else her first."""
    mine = play.classes_of(seat)
    if len(mine) == 1:
        return mine[0]
    head = option.partition("-")[0]
    found = play.class_for(seat, head)
    if found in mine and any(a.id == head for a in get_class(found).abilities):
        return found
    named = [c for c in mine if head in getattr(registry.MODULES.get(c), "OWN_OPTIONS", ())]
    if named:
        return named[0]
    teachers = [c for c in mine if any(a.borrow_count for a in get_class(c).abilities)]
    return teachers[0] if teachers else mine[0]


def choose(play: Play, seat: int, option: str) -> None:
    registry.call(owner(play, seat, option), "choose", play, seat, option)


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """A computer's pick: each class's advice among its own options, and of two picks the one
    using the ability of the higher level, her first class's on a tie (D-121)."""
    picks = []
    for class_id in play.classes_of(seat):
        mine = [o for o in offered if owner(play, seat, o) == class_id]
        pick = registry.call(class_id, "suggest", play, seat, mine, point) if mine else None
        if pick in mine:
            picks.append(pick)
    return max(picks, key=lambda pick: _level_of(play, seat, pick), default=None)


def _level_of(play: Play, seat: int, option: str) -> int:
    ability_id = option.partition("-")[0]
    return play.ability(seat, ability_id).level if play.has(seat, ability_id) else 0


def describe(play: Play, seat: int) -> list[str]:
    """Each class module's own lines about her, her first class's first."""
    return [line for class_id in play.classes_of(seat)
            for line in registry.call(class_id, "describe", play, seat, default=[]) or []]


def shrugs_off(play: Play, seat: int, aggressor: int, kind: str) -> str:
    """The gift of either of her classes that stops a blow or an enchantment aimed at her, or ""."""
    for class_id in play.classes_of(seat):
        gift = registry.call(class_id, "shrugs_off", play, seat, aggressor, kind, default="")
        if gift:
            return gift
    return ""
