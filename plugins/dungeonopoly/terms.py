"""When a character may use an ability, and what using it spends: the technical terms of use.

Dungeonopoly by Curtis & Kelsey Rueden, Technical terms: a "single use only" ability may be used
once each time round the board, until passing GO clears it (on the 1906 board, until she next
draws her wages at Mother Earth: D-20); some abilities may be used once a turn; nothing is used
from a jail cell (D-4); "only one spell can be cast per turn" on her own turn. A successful use
earns 1 EP unless the text says the ability never does (automatic effects). The facts about each
ability (its level, its flags) are the data of ``classes``; the class modules ask here.
"""
from __future__ import annotations

from . import druid_ground
from .experience import earn
from .play import Play
from .sheet import mark_used, spent, used_this_turn
from .targets import can_act


def ready(play: Play, seat: int, ability_id: str) -> bool:
    """Whether she may use the ability now: she has it, is not in jail (unless the ability works
    there), and has not spent it (single use) or used it this turn (once a turn)."""
    if not play.has(seat, ability_id) or druid_ground.plagued(play, seat):
        return False                          # Insect Plague: Dungeonopoly D-99
    ability = play.ability(seat, ability_id)
    sheet = play.sheet(seat)
    if not can_act(play, seat) and "in_jail" not in ability.when:
        return False
    if ability.has("single_use") and spent(sheet, ability_id):
        return False
    return not (ability.has("once_per_turn") and used_this_turn(sheet, ability_id))


def may_cast(play: Play, seat: int) -> bool:
    """One spell a turn on her own turn; castings on others' turns do not count (Spellcasting).
    None at all from an Antimagic Field (Dungeonopoly D-99). The limit is the character's: a
    Gestalt character's two lists share it, while each other limit is an ability's own (D-119)."""
    if druid_ground.deadened(play, seat):
        return False
    return play.table.turn != seat or play.sheet(seat)["turn"]["spells"] == 0


def use(play: Play, seat: int, ability_id: str) -> None:
    """She uses the ability, whether or not it works: it counts for the turn, and a single-use
    ability is spent; a spell cast on her own turn, a cantrip too, is her spell for the turn
    (Dungeonopoly D-40)."""
    ability = play.ability(seat, ability_id)
    sheet = play.sheet(seat)
    mark_used(sheet, ability_id, single_use=ability.has("single_use"))
    if ability.kind in ("spell", "cantrip") and play.table.turn == seat:
        sheet["turn"]["spells"] += 1


def succeed(play: Play, seat: int, ability_id: str) -> None:
    """The use worked: 1 EP, unless the ability never earns any (Veteran and the like)."""
    if play.ability(seat, ability_id).earns_ep:
        earn(play, seat)
