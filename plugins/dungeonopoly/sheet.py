"""The slot: everything Dungeonopoly keeps about a game, as plain data saved with it.

The host saves the slot with the game and hands each call a fresh copy, so it holds only
dicts, lists, text, numbers and booleans, and never None (an empty dict or list says "none")::

    {
      "settings": {...},          # settings.settled(): classes, switches, EP per level, damage
      "players": [                # one character sheet per seat
        {
          "class": "fighter",     # her class id (classes.CLASSES)
          "second_class": "rogue", # a Gestalt character's second class (D-117); absent otherwise
          "ep": 0, "level": 1,    # experience and the level it brings (progress.level_for)
          "used": [],             # single-use abilities spent since she last reached Mother Earth
          "enchantments": [],     # lasting effects on her: {"id", "by", "mental"} and a class's own keys
          "hidden": False,        # hidden until her next turn (Invisibility, Sneak)
          "turn": {...},          # what she has done this turn: fresh_turn(), reset as each turn begins
          "class_data": {},       # a class's own facts about her (a rogue's ranks, say); two kept
                                  # for every class: "picks" (options chosen once: ``picks``) and
                                  # "borrowed" (abilities from other lists: ``borrowing``)
        }, ...
      ],
      "spaces": {},               # space id -> enchantments on it (Bless, Curse, Glyph of Warding)
      "pending": {},              # an ability waiting for the answer to its question:
                                  # {"seat", "class", "ability", and the ability's own keys}
      "opening": {},              # a variant's business before the first throw (``opening``):
                                  # {"done": True} once over, {"cards": n dealt so far}, ...
      "rolled": {...},            # only while a roll of the rule's dice waits on Divine Intervention
                                  # (``dice``): {"pending": its question, "roll", "asked"}
    }

A class module may add its own keys to a player's ``turn`` (they go when the turn does) and to
her ``class_data`` (they stay); everything else here is the core's.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence


def new_slot(settings: Mapping[str, Any], level: int = 1, ep: int = 0) -> dict[str, Any]:
    """The slot of a new game: a sheet of that level and EP (level 1 and none, unless a variant
    says otherwise) for each seat's class; the opening before the first throw still to come."""
    seconds = settings.get("second_classes") or [""] * len(settings["classes"])
    return {"settings": dict(settings),
            "players": [new_sheet(c, level, ep, second) for c, second in zip(settings["classes"], seconds)],
            "spaces": {}, "pending": {}, "opening": {}}


def new_sheet(class_id: str, level: int = 1, ep: int = 0, second_class: str = "") -> dict[str, Any]:
    """A character's sheet; a Gestalt character's keeps her second class too (D-117), a single
    class's sheet has no such key, so that games without the variant keep their slots as they were."""
    # Dungeonopoly: Introduction and basic rules, "Characters begin play as level 1"
    sheet = {"class": class_id, "ep": ep, "level": level, "used": [], "enchantments": [], "hidden": False,
             "turn": fresh_turn(), "class_data": {}}
    if second_class:
        sheet["second_class"] = second_class
    return sheet


def fresh_turn() -> dict[str, Any]:
    """What a character has done so far this turn, before she has done anything.

    ``used``: abilities used this turn (once-a-turn limits, Run's bar on the others);
    ``spells``: spells cast on her own turn (one a turn); ``passed``: opponents she passed over
    while moving; ``landed``: squares she landed on; ``bought``: cards she bought from the bank;
    ``tried``: attempts that may not be repeated this turn (an Intimidate on a rent, say);
    ``rent``: spaces whose rent has earned her EP this turn; ``usual_dice``: how many of the dice
    she throws for her move are the usual ones (doubles and sevens are read from those: D-15).
    A class may add ``over`` (True): her turn was ended early, and ``core`` offers her nothing more.
    """
    return {"used": [], "spells": 0, "passed": [], "landed": [], "bought": [], "tried": [], "rent": [],
            "usual_dice": 2}


# -- single use and once a turn ------------------------------------------------------------------
def mark_used(sheet: dict[str, Any], ability_id: str, *, single_use: bool) -> None:
    """She used an ability (whether or not it worked): once more this turn, and spent until she
    reaches Mother Earth if it is single use."""
    sheet["turn"]["used"].append(ability_id)
    if single_use and ability_id not in sheet["used"]:
        sheet["used"].append(ability_id)


def used_this_turn(sheet: Mapping[str, Any], ability_id: str) -> bool:
    return ability_id in sheet["turn"]["used"]


def spent(sheet: Mapping[str, Any], ability_id: str) -> bool:
    """A single-use ability used since she last reached Mother Earth."""
    return ability_id in sheet["used"]


def refresh(sheet: dict[str, Any]) -> None:
    """Reaching Mother Earth clears the single-use abilities for another use (Dungeonopoly D-20)."""
    sheet["used"] = []


# -- enchantments ----------------------------------------------------------------------------------
def enchant(holder: list[dict[str, Any]], ability_id: str, by: int, *, mental: bool = False,
            **more: Any) -> None:
    """Put an enchantment on a character or a space. Casting one again replaces it, so nothing
    stacks (Dungeonopoly: Mage Armor and Shield of Faith "cannot be stacked")."""
    disenchant(holder, ability_id)
    holder.append({"id": ability_id, "by": by, "mental": mental, **more})


def disenchant(holder: list[dict[str, Any]], ability_id: str) -> bool:
    """Lift an enchantment; True if there was one."""
    kept = [e for e in holder if e["id"] != ability_id]
    lifted = len(kept) != len(holder)
    holder[:] = kept
    return lifted


def enchanted(holder: Sequence[Mapping[str, Any]], ability_id: str) -> bool:
    return any(e["id"] == ability_id for e in holder)


def space_enchantments(slot: dict[str, Any], space_id: str) -> list[dict[str, Any]]:
    """The enchantments on a space, as a list the caller may change (kept only if not empty)."""
    return slot["spaces"].setdefault(space_id, [])


def tidy_spaces(slot: dict[str, Any]) -> None:
    """Drop the spaces left with no enchantment, so the slot says only what is there."""
    slot["spaces"] = {space: found for space, found in slot["spaces"].items() if found}
