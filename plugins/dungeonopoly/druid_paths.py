"""What the Druid does to a move: Entangle and Wall of Thorns on those who cross her squares, the
eagle's dropped die, and Tree Stride's way through her own trees.

From Dungeonopoly by Curtis & Kelsey Rueden, Druid abilities, levels 1, 3 and 5; the rules here are
our own summaries. The host tells every move before it is made (``move_due``), with the squares it
crosses, and lets a rule end it early on one of them; every change here is such an end:

- Entangle: "Passing through the enchanted square costs two extra squares of movement", so one
  who crosses it ends two squares short, but never short of the square itself (D-98).
- Wall of Thorns: one who crosses it "must choose: stop on the square, or take damage". The host
  cannot ask in the middle of a move, so she takes the cheaper: she stops when what stopping
  there costs her (its rent to her) is no more than the blow (D-98).
- The eagle's move is her three dice less the lowest (D-106).
- Tree Stride: the throw is made, and the host will move her by it; the move is ended on its first
  square and, the moment it is made, she is put unseen on the property she chose, where the landing
  the host has queued then falls (D-103).

The druid who cast a square's spell is "not subject" to it.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import druid_ground
from .crossing import end_after_costs
from .damage import owed, strike
from .play import Play

#: Entangle: "costs two extra squares of movement".
ENTANGLE_COST = 2


def _primal_by_other(play: Play, mover: int, index: int, spell: str) -> Mapping[str, Any] | None:
    found = druid_ground.primal_on(play, play.space(index).id, spell)
    return found if found is not None and found["by"] != mover else None


def _entangled(play: Play, mover: int, path: list[int], end: int) -> int:
    """Where her move ends once every Entangle she crosses has taken its two squares (D-98)."""
    def extra(square: int) -> int:
        return ENTANGLE_COST if _primal_by_other(play, mover, square, druid_ground.ENTANGLES) is not None else 0
    return end_after_costs(path, end, extra)


def _thorns(play: Play, mover: int, path: list[int], end: int) -> int:
    """Each Wall of Thorns she crosses stops her or hurts her, whichever costs her less (D-98)."""
    for k in range(end):
        wall = _primal_by_other(play, mover, path[k], druid_ground.THORNS)
        if wall is None:
            continue
        space = play.space(path[k])
        stopping = play.table.rent.get(space.id, 0) if play.table.owner.get(space.id, -1) != mover else 0
        if stopping <= owed(play, wall["by"], mover):
            play.say(f"{play.name(mover)} stops at {play.name(wall['by'])}'s Wall of Thorns on {space.name}.")
            return k
        play.say(f"{play.name(mover)} pushes through {play.name(wall['by'])}'s Wall of Thorns on {space.name}.")
        strike(play, wall["by"], mover, "Wall of Thorns")
    return end


def move_due(play: Play, info: Mapping[str, Any]) -> None:
    mover, path = info["seat"], list(info["path"])
    turn = play.sheet(mover)["turn"]
    if "stride" in turn:
        play.due = path[0]                         # Tree Stride: D-103
        return
    # her own end of the whole move, then the sooner of it and any stop another rule has made
    end = max(0, len(path) - 1 - turn.pop("eagle_drop", 0))    # the eagle's lowest die: D-106
    end = _entangled(play, mover, path, end)
    if play.due in path:
        end = min(end, path.index(play.due))
    play.due = path[_thorns(play, mover, path, end)]


def moved(play: Play, info: Mapping[str, Any]) -> None:
    """The move Tree Stride ended on its first square is made: she is put on her tree (D-103)."""
    seat = info["seat"]
    target = play.sheet(seat)["turn"].pop("stride", None)
    if target is None:
        return
    steps = (target - info["to"]) % play.table.size
    if steps:
        play.effect(move=seat, steps=steps, passes=False, lands=False)
    play.say(f"{play.name(seat)} strides through the trees to {play.space(target).name}.")
