"""A character in a position: what a position keeps of a seat, and a seat set from it.

So that a scenario or a lesson can start from a Dungeonopoly position, a position file may give
each player his character (``[players.house.dungeonopoly]``, the host's ``house_seats``)::

    class = "wizard"                 # her class; wins over the settings' classes for her seat
    second_class = "rogue"           # a Gestalt character's second class ("" for none: D-117)
    ep = 42                          # her experience; the level follows from it ...
    level = 5                        # ... or the level alone (its least EP), or both if they agree
    used = ["slow"]                  # single-use abilities spent until she reaches Mother Earth
    enchantments = [{ id = "mage_armor", by = 0 }]    # what is active on her, and whose it is
    hidden = false                   # hidden until her next turn
    class_data = { ranks = { rob_bank = 15 }, rob_bank = true }   # her class's own facts

Every key may be left out. Whatever a position gives is checked as a player would set it: a class
there is, EP and a level that agree, abilities she has spent that she has and that are single use,
enchantments laid on characters (not on spaces) by a seat of the game, and what her class keeps
of her as the class module checks it (``class_data_problems``, if it has one: the Rogue's ranks).
The first problem is refused as ``field: why`` (the host names the player and the rule).
"""
from __future__ import annotations

import copy
from typing import Any, Mapping

from . import registry
from .classes import CLASSES, Ability
from .levels import MAX_LEVEL, MIN_LEVEL
from .progress import ep_for_level, level_for
from .settings import GESTALT, second_class_problem
from .sheet import new_sheet

KEYS = ("class", "second_class", "ep", "level", "used", "enchantments", "hidden", "class_data")
#: Enchantments laid on spaces, not on characters (``slot["spaces"]``): not a seat's to hold.
ON_SPACES = frozenset({"bless_curse", "glyph_of_warding", "genesis"})   # a position keeps none: D-125
#: "by" for an enchantment nobody at the table laid (a scenario's, say).
NOBODY = -1


def record_of(slot: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """What a position keeps of her: the keys above, in that order (``second_class`` only for a
    Gestalt character, so that a record of one class reads as before)."""
    sheet = slot["players"][seat]
    second = {"second_class": sheet["second_class"]} if sheet.get("second_class") else {}
    return {"class": sheet["class"], **second, "ep": sheet["ep"], "level": sheet["level"], "used": list(sheet["used"]),
            "enchantments": [{"id": e["id"], "by": e["by"]} for e in sheet["enchantments"]],
            "hidden": sheet["hidden"], "class_data": copy.deepcopy(sheet["class_data"])}


def placed(slot: dict[str, Any], seat: int, record: Mapping[str, Any]) -> dict[str, Any]:
    """``slot`` with her sheet as ``record`` says; ValueError ``field: why`` for the first problem."""
    unknown = [key for key in record if key not in KEYS]
    if unknown:
        raise ValueError(f"{unknown[0]}: not a key of a character (the keys are {', '.join(KEYS)})")
    sheet = slot["players"][seat]
    class_id = record.get("class", sheet["class"])
    if class_id not in CLASSES:
        raise ValueError(f"class: {class_id!r} is not a Dungeonopoly class (the classes are {', '.join(CLASSES)})")
    second = record.get("second_class", sheet.get("second_class", ""))
    problem = second_class_problem(class_id, second) if isinstance(second, str) else f"a class id, not {second!r}"
    if problem:
        raise ValueError(f"second_class: {problem}")
    classes = (class_id, second) if second else (class_id,)
    step = slot["settings"]["ep_per_level"]
    ep, level = _ep_and_level(record, step, sheet)
    players = len(slot["players"])
    fresh = new_sheet(class_id, second_class=second)
    fresh.update(ep=ep, level=level, used=_used(record.get("used", []), classes, level),
                 enchantments=_enchantments(record.get("enchantments", []), players),
                 hidden=_hidden(record.get("hidden", False)),
                 class_data=_class_data(record.get("class_data", {}), classes, level))
    slot["players"][seat] = fresh
    slot["settings"]["classes"][seat] = class_id
    if second or slot["settings"].get(GESTALT):
        seconds = slot["settings"].setdefault(GESTALT, [""] * players)
        seconds[seat] = second
    return slot


def _ep_and_level(record: Mapping[str, Any], step: int, sheet: Mapping[str, Any]) -> tuple[int, int]:
    ep, level = record.get("ep"), record.get("level")
    if ep is not None and (isinstance(ep, bool) or not isinstance(ep, int) or ep < 0):
        raise ValueError(f"ep: a whole number of at least 0, not {ep!r}")
    if level is not None and (isinstance(level, bool) or not isinstance(level, int)
                              or not MIN_LEVEL <= level <= MAX_LEVEL):
        raise ValueError(f"level: a whole number from {MIN_LEVEL} to {MAX_LEVEL}, not {level!r}")
    if ep is None:
        return (sheet["ep"], sheet["level"]) if level is None else (ep_for_level(level, step), level)
    if level is not None and level_for(ep, step) != level:
        raise ValueError(f"level: {ep} EP make level {level_for(ep, step)} at {step} EP a level, not {level} "
                         "(give the EP, or the level alone)")
    return ep, level_for(ep, step)


def _used(used: Any, classes: tuple[str, ...], level: int) -> list[str]:
    if not isinstance(used, list) or not all(isinstance(a, str) for a in used):
        raise ValueError(f"used: a list of ability ids, not {used!r}")
    hers = _single_use(classes, level)
    for ability_id in used:
        if ability_id not in hers:
            raise ValueError(f"used: {ability_id!r} is not a single-use ability of a level-{level} "
                             f"{'/'.join(classes)} (hers are {', '.join(hers) or 'none'})")
    return list(dict.fromkeys(used))


def _single_use(classes: tuple[str, ...], level: int) -> list[str]:
    return [a.id for class_id in classes for a in CLASSES[class_id].abilities
            if a.level <= level and "single_use" in a.flags]


def _on_characters() -> dict[str, Ability]:
    """The enchantments that lie on characters, of every class installed, by id."""
    return {a.id: a for cls in CLASSES.values() for a in cls.abilities
            if "enchantment" in a.flags and a.id not in ON_SPACES}


def _enchantments(given: Any, players: int) -> list[dict[str, Any]]:
    if not isinstance(given, list):
        raise ValueError(f"enchantments: a list of {{ id = ..., by = seat }} tables, not {given!r}")
    known, out = _on_characters(), []  # type: dict[str, Ability], list[dict[str, Any]]
    for i, entry in enumerate(given):
        where = f"enchantments[{i}]"
        if not isinstance(entry, dict) or set(entry) - {"id", "by"} or "id" not in entry:
            raise ValueError(f"{where}: a table {{ id = ..., by = seat }}, not {entry!r}")
        ability_id, by = entry["id"], entry.get("by", NOBODY)
        if ability_id not in known:
            raise ValueError(f"{where}.id: {ability_id!r} is not an enchantment laid on a character "
                             f"(those are {', '.join(known)})")
        if isinstance(by, bool) or not isinstance(by, int) or not NOBODY <= by < players:
            raise ValueError(f"{where}.by: the seat that laid it, 0 to {players - 1} ({NOBODY} for nobody), "
                             f"not {by!r}")
        if any(_same(e, ability_id, by) for e in out):
            raise ValueError(f"{where}.id: {ability_id} is on her twice; enchantments do not stack")
        out.append({"id": ability_id, "by": by, "mental": "mental" in known[ability_id].flags})
    return out


def _same(enchantment: Mapping[str, Any], ability_id: str, by: int) -> bool:
    """Nothing stacks, but each wizard's Charm Person is her own (D-45)."""
    return enchantment["id"] == ability_id and (ability_id != "charm_person" or enchantment["by"] == by)


def _hidden(hidden: Any) -> bool:
    if not isinstance(hidden, bool):
        raise ValueError(f"hidden: true or false, not {hidden!r}")
    return hidden


def _class_data(data: Any, classes: tuple[str, ...], level: int) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"class_data: a table, not {data!r}")
    problems = [problem for class_id in classes
                for problem in registry.call(class_id, "class_data_problems", _kept_by(data, class_id, classes), level,
                                             default=[])]
    if problems:
        raise ValueError(f"class_data.{problems[0]}")
    return copy.deepcopy(data)


def _kept_by(data: Mapping[str, Any], class_id: str, classes: tuple[str, ...]) -> Mapping[str, Any]:
    """What one class checks of her facts: all of them, but a Gestalt character's hold her other
    class's too, so a class that names the keys it keeps (``CLASS_DATA``) checks only those."""
    kept = getattr(registry.MODULES.get(class_id), "CLASS_DATA", None)
    if len(classes) == 1 or kept is None:
        return data
    return {key: value for key, value in data.items() if key in kept}
