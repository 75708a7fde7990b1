"""Open Oubliette's four card tables and board settings, loaded from the rules folder.

The tables are John Colagioia's (CC BY-SA 4.0); ``rules/open-oubliette-cards.toml``
carries the licence and attribution. Cards are referred to by their index in a table.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from landlord.plugin import FileRefused, read_toml, rules_dir

CARD_FILE = "open-oubliette-cards.toml"
EVENT_EFFECTS = ("secret", "shortcut", "tunnel", "spelunk", "cave_in", "trap", "healing_waters",
                 "dragon_hoard", "loot", "ambush", "quest", "rage", "level_up", "recovery", "dodge", "revenge")
#: Events a player keeps and plays when he chooses.
KEPT_EFFECTS = ("shortcut", "healing_waters", "rage", "recovery", "dodge", "revenge")


@dataclass(frozen=True)
class Monster:
    power: int
    name: str
    text: str


@dataclass(frozen=True)
class Treasure:
    value: int
    name: str
    attack: int = 0
    defense: int = 0

    @property
    def gear(self) -> str:
        return "weapon" if self.attack else "armour" if self.defense else ""


@dataclass(frozen=True)
class EventCard:
    title: str
    text: str
    effect: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def kept(self) -> bool:
        return self.effect in KEPT_EFFECTS


@dataclass(frozen=True)
class Wound:
    title: str
    modifier: int


@dataclass(frozen=True)
class CardTables:
    monsters: tuple[Monster, ...]
    treasures: tuple[Treasure, ...]
    events: tuple[EventCard, ...]
    wounds: tuple[Wound, ...]
    spaces: int
    corners: tuple[int, ...]
    defense: int
    win_gold: int
    ambush_loot: int
    recover_wounds: int
    jail_turns: int
    gold_per_dollar: int

    def deck_sizes(self) -> dict[str, int]:
        return {"monster": len(self.monsters), "treasure": len(self.treasures),
                "event": len(self.events), "wound": len(self.wounds)}


class CardFileError(ValueError):
    """The card file is missing or malformed; the message names the key."""


def _need(table: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    value = table.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise CardFileError(f"{where}.{key}: must be {kind.__name__}, not {value!r}")
    return value


@lru_cache(maxsize=4)
def load_cards(path: Path | None = None) -> CardTables:
    path = path or rules_dir() / CARD_FILE
    try:
        raw = read_toml(path)
    except FileRefused as exc:
        raise CardFileError(str(exc)) from None
    board = raw.get("board", {})
    monsters = tuple(Monster(_need(m, "power", int, f"monsters[{i}]"), _need(m, "name", str, f"monsters[{i}]"),
                             m.get("text", "")) for i, m in enumerate(raw.get("monsters", [])))
    treasures = tuple(Treasure(_need(t, "value", int, f"treasures[{i}]"), _need(t, "name", str, f"treasures[{i}]"),
                               t.get("attack", 0), t.get("defense", 0)) for i, t in enumerate(raw.get("treasures", [])))
    events = []
    for i, e in enumerate(raw.get("events", [])):
        effect = _need(e, "effect", str, f"events[{i}]")
        if effect not in EVENT_EFFECTS:
            raise CardFileError(f"{path}: events[{i}].effect: unknown effect {effect!r}")
        params = {k: v for k, v in e.items() if k not in ("id", "title", "text", "effect", "keep")}
        events.append(EventCard(_need(e, "title", str, f"events[{i}]"), e.get("text", ""), effect, params))
    wounds = tuple(Wound(_need(w, "title", str, f"wounds[{i}]"), _need(w, "modifier", int, f"wounds[{i}]"))
                   for i, w in enumerate(raw.get("wounds", [])))
    if not (monsters and treasures and events and wounds):
        raise CardFileError(f"{path}: every table (monsters, treasures, events, wounds) needs cards")
    return CardTables(monsters, treasures, tuple(events), wounds,
                      spaces=_need(board, "spaces", int, "board"), corners=tuple(_need(board, "corners", list, "board")),
                      defense=_need(board, "defense", int, "board"), win_gold=_need(board, "win_gold", int, "board"),
                      ambush_loot=_need(board, "ambush_loot", int, "board"),
                      recover_wounds=_need(board, "recover_wounds", int, "board"),
                      jail_turns=_need(board, "jail_turns", int, "board"),
                      gold_per_dollar=_need(board, "gold_per_dollar", int, "board"))
