"""The Warlock's Dark One's Own Luck (level 7): three dice for a move, and the two she likes kept.

Dungeonopoly by Curtis & Kelsey Rueden, Warlock abilities, level 7, in our words: before her
movement throw she may throw three dice instead of two and keep the two she chooses, once round the
board. The 1906 host throws the three and moves by their sum; she chooses at the thrown dice
which to drop, and her move ends that many squares short (the host's ``move_due``). Doubles and
sevens are read from the first two dice as thrown, as for a runner's third die (D-15, D-95).
"""
from __future__ import annotations

from typing import Any, Mapping

from .play import Play
from .terms import ready, succeed, use

ABILITY = "dark_ones_own_luck"


def _turn(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["turn"]


def offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, ABILITY) or play.table.in_poor_house[seat]:
        return {}
    return {ABILITY: "Dark One's Own Luck: throw three dice for this move and keep the two you choose "
                     "(once until Mother Earth)"}


def invoke(play: Play, seat: int, _: str) -> None:
    use(play, seat, ABILITY)
    _turn(play, seat)["luck"] = True
    play.say(f"{play.name(seat)} calls on the Dark One's Own Luck: three dice.")
    succeed(play, seat, ABILITY)


def throw_due(play: Play, seat: int) -> None:
    if _turn(play, seat).get("luck"):
        play.due = {**play.due, "dice": min(3, play.due.get("dice", 2) + 1)}


def thrown(play: Play, seat: int, dice: list[int]) -> None:
    if _turn(play, seat).pop("luck", False) and len(dice) == 3:
        _turn(play, seat)["luck_dice"] = list(dice)


def drop_offers(play: Play, seat: int) -> dict[str, str]:
    """At her thrown dice: which one to drop (the third, if she lets them stand: D-95)."""
    dice = _turn(play, seat).get("luck_dice")
    if not dice or "luck_drop" in _turn(play, seat) or play.table.held is None or play.table.held.get("seat") != seat:
        return {}
    offers: dict[str, str] = {}
    for i, die in enumerate(dice):
        kept = [d for j, d in enumerate(dice) if j != i]
        offers.setdefault(f"{ABILITY}-{die}", f"Dark One's Own Luck: keep {kept[0]} and {kept[1]}, move "
                                               f"{sum(kept)} (drop the {die})")
    return offers


def drop(play: Play, seat: int, die: str) -> None:
    _turn(play, seat)["luck_drop"] = int(die)
    play.say(f"{play.name(seat)} drops the {die}.")


def move_due(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    """Her lucky move ends short by the die she dropped (the third if she chose none)."""
    dice = _turn(play, seat).pop("luck_dice", None)
    if not dice or seat != play.table.turn:
        return
    dropped = _turn(play, seat).pop("luck_drop", dice[-1])
    path = list(info["path"])
    times = max(1, len(path) // sum(dice))            # an Expeditious Retreat doubles every die
    keep = len(path) - dropped * times
    if 0 < keep < len(path):
        play.due = path[keep - 1]
