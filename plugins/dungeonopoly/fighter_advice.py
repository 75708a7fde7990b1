"""How a computer plays the Fighter: the text's Fighter tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Fighter tactics, in our words: run often once she can;
never forget Intimidate; strike whenever she can (the damage and the EP cost her nothing); and
use Abundant Step to land where Raze, Fortify and Conquer pay. Advice never changes the game: it
only picks among the options the game offers.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds
from .play import Play

#: Strikes, best first: each costs nothing and earns EP when it lands.
STRIKES = ("attack", "combat_reflexes", "far_shot")
#: How far ahead an opponent's improved lot makes Run a bad idea (two dice reach 2 to 12, three 3 to 18).
RUN_HORIZON = range(3, 19)
#: Cash she keeps in hand after conquering, so the rent that comes next does not ruin her.
CONQUER_RESERVE = 50


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    by_ability: dict[str, list[str]] = {}
    for option in offered:
        by_ability.setdefault(option.partition("-")[0], []).append(option)
    if "intimidate" in by_ability:                 # "Don't forget about Intimidate!"
        return "intimidate"
    for ability in STRIKES:
        if ability in by_ability:                  # the richest opponent feels it least, the leader most
            return max(by_ability[ability], key=lambda o: (play.table.cash[int(o.partition("-")[2])], o))
    conquests = [o for o in by_ability.get("conquer", ()) if play.table.cash[seat] - _cost(o) >= CONQUER_RESERVE]
    if conquests:
        return min(conquests, key=_cost)
    if "fortify" in by_ability:
        return "fortify"
    if "abundant_step" in by_ability and best_step(play, seat)[1] > 0:
        return "abundant_step"
    if "run" in by_ability and _worth_running(play, seat):   # "Use Run often as soon as you learn it"
        return "run"
    return None


def _cost(option: str) -> int:
    return 10 if option.endswith("keep") else 110


def _worth_running(play: Play, seat: int) -> bool:
    """Run, unless an opponent's improved lot lies within reach and she has Intimidate to keep:
    running bars it for the turn."""
    if not play.has(seat, "intimidate"):
        return True
    here = play.table.positions[seat]
    for ahead in RUN_HORIZON:
        space = play.table.spaces[(here + ahead) % play.table.size]
        if deeds.theirs(play, space.id, seat) and deeds.houses(play, space.id):
            return False
    return True


def best_step(play: Play, seat: int) -> tuple[int, float]:
    """The best Abundant Step (1 to 4) and how good it is (above 0: better than throwing)."""
    scores = {steps: _square_worth(play, seat, (play.table.positions[seat] + steps) % play.table.size)
              for steps in (1, 2, 3, 4)}
    steps = max(scores, key=lambda k: (scores[k], k))
    return steps, scores[steps]


def _square_worth(play: Play, seat: int, index: int) -> float:
    space = play.table.spaces[index]
    if space.kind == "park":
        return play.pot / 10
    if space.kind == "trespass":
        return -5.0
    if space.kind == "lot" and deeds.mine(play, space.id, seat) and play.has(seat, "fortify"):
        return 3.0 if deeds.houses(play, space.id) < play.table.houses_per_lot else 0.0
    if deeds.theirs(play, space.id, seat):
        return 2.0 - play.table.rent.get(space.id, 0) / 10 if deeds.pledged(play, space.id) else \
            -play.table.rent.get(space.id, 0) / 10
    return 0.0


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """Her answer to her own question: how far to step."""
    if pending["ability"] == "abundant_step":
        return best_step(play, pending["seat"])[0]
    return None
