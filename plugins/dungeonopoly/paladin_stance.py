"""The Paladin's Fighting Stance: Thicket of Blades and Bulwark of Defense.

From Dungeonopoly by Curtis & Kelsey Rueden, Paladin abilities, levels 4 and 8; the rules here are
our own summaries. After moving, on foot, she may enter a stance; it ends her turn (no ability
after it) and lasts until her next turn begins (D-110). She knows one stance, both from level 8,
each learned at its first use (D-97). In the Thicket of Blades an opponent whose move goes into,
within or out of a square within her reach takes her damage, once a move; in the Bulwark of Defense
no ability moves her (``paladin_reach.immovable``) and each square within her reach costs an
opponent crossing it a square more (``crossing``). The blows of a stance earn nothing: entering it
is the use that earns its EP.

Her stance is kept in her ``class_data`` (``stance``), with the stances she has learned (``stances``).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import paladin_reach
from .classes import STANCES
from .crossing import end_after_costs
from .damage import strike
from .play import Play
from .terms import ready, succeed, use

FORMS = tuple(stance.id for stance in STANCES)
THICKET, BULWARK = "thicket_of_blades", paladin_reach.BULWARK
#: The level that brings her second stance (Paladin abilities, level 8).
BOTH_AT = 8


def _data(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["class_data"]


def stance(play: Play, seat: int) -> str:
    return _data(play, seat).get("stance", "") if play.is_a(seat, paladin_reach.CLASS_ID) else ""


def in_stance_this_turn(play: Play, seat: int) -> bool:
    return bool(play.sheet(seat)["turn"].get("stance"))


def learnable(play: Play, seat: int) -> tuple[str, ...]:
    have = _data(play, seat).get("stances", [])
    return FORMS if len(have) < 1 + (play.level(seat) >= BOTH_AT) else tuple(have)


def offers(play: Play, seat: int) -> dict[str, str]:
    # "Stances cannot be used while mounted"
    if not ready(play, seat, "fighting_stance") or _data(play, seat).get("mounted"):
        return {}
    words = {s.id: s.description for s in STANCES}
    return {f"fighting_stance-{form}": f"{form.replace('_', ' ').capitalize()}: {words[form]} Ends your turn; "
                                       "lasts until your next" for form in learnable(play, seat)}


def enter(play: Play, seat: int, form: str) -> None:
    # Dungeonopoly: Paladin abilities, level 4, "Entering a stance earns EP" (D-110)
    use(play, seat, "fighting_stance")
    data = _data(play, seat)
    if form not in data.setdefault("stances", []):
        data["stances"].append(form)
    data["stance"] = form
    play.sheet(seat)["turn"]["stance"] = True
    play.say(f"{play.name(seat)} takes the {form.replace('_', ' ').title().replace('Of', 'of')} stance.")
    succeed(play, seat, "fighting_stance")


def _guards(play: Play, mover: int, form: str) -> list[int]:
    return [p for p in paladin_reach.paladins(play) if p != mover and stance(play, p) == form]


def _bulwark_move(play: Play, info: Mapping[str, Any]) -> None:
    """Each square within a Bulwark's reach costs her a square more to cross (D-110)."""
    mover, path = info["seat"], list(info["path"])
    guards = _guards(play, mover, BULWARK)
    if not guards:
        return

    def extra(square: int) -> int:
        return sum(paladin_reach.within_reach(play, guard, square) for guard in guards)

    end = end_after_costs(path, len(path) - 1, extra)
    if play.due in path:
        end = min(end, path.index(play.due))
    play.due = path[end]


def _thicket_move(play: Play, info: Mapping[str, Any]) -> None:
    """"An opponent who passes through (i.e., moves into, within or out of) any square within the
    paladin's reach provokes an attack of opportunity", once a move (D-110)."""
    mover = info["seat"]
    for guard in _guards(play, mover, THICKET):
        squares = [info["frm"], *info["path"]]
        if any(paladin_reach.within_reach(play, guard, square) for square in squares):
            strike(play, guard, mover, "Thicket of Blades")


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    if trigger == "move_due":
        _bulwark_move(play, info)
    elif trigger == "moved":
        _thicket_move(play, info)
    elif trigger == "turn_begins" and stance(play, seat):
        _data(play, seat)["stance"] = ""          # "until the start of the paladin's next turn"


def describe(play: Play, seat: int) -> list[str]:
    now = stance(play, seat)
    return [f"In the {now.replace('_', ' ')} stance until her turn"] if now else []
