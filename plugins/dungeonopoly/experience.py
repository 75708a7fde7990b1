"""Experience as play earns it: one EP for each thing the text lists, a level for every ten.

The triggers (Dungeonopoly by Curtis & Kelsey Rueden, Introduction and basic rules, "Characters
gain 1 EP for each of the following"): buying property from the bank (D-13), paying rent on an
opponent's property (D-14), successfully using a class ability, rolling doubles or a seven
(D-15) and collecting the wages at Mother Earth (D-19). ``progress`` says what EP are worth; this
module hands them out as the host tells what happened, and says so in the log on a new level.
"""
from __future__ import annotations

from typing import Any, Mapping

from .classes import get_class
from .play import Play
from .progress import level_for, throw_triggers


def earn(play: Play, seat: int, points: int = 1) -> None:
    """She earns EP; a new level is said in the log with the abilities it brings. The abilities
    are hers at once, for the rest of the turn too (Dungeonopoly D-16)."""
    sheet = play.sheet(seat)
    before = sheet["level"]
    sheet["ep"] += points
    sheet["level"] = level_for(sheet["ep"], play.settings["ep_per_level"])
    if sheet["level"] > before:
        # Gestalt: one level, "in both simultaneously" (D-117): each class's new abilities come with it
        classes = [get_class(class_id) for class_id in play.classes_of(seat)]
        gained = [a.name for cls in classes for a in cls.abilities if before < a.level <= sheet["level"]]
        news = f": {', '.join(gained)}" if gained else ""
        play.say(f"{play.name(seat)} reaches level {sheet['level']} as a {'/'.join(c.name for c in classes)}{news}.")


def ep_to_next_level(sheet: Mapping[str, Any], ep_per_level: int) -> int:
    """EP still to earn for the next level (0 at the top level, where EP buy nothing: D-16)."""
    if level_for(sheet["ep"], ep_per_level) == 10:
        return 0
    return ep_per_level - sheet["ep"] % ep_per_level


# -- the triggers -------------------------------------------------------------------------------
def for_throw(play: Play, seat: int, dice: list[int]) -> None:
    """Doubles and a seven, read from the usual dice only: a runner's extra die makes neither."""
    # Dungeonopoly D-15
    earned = len(throw_triggers(dice[:play.sheet(seat)["turn"]["usual_dice"]]))
    if earned:
        earn(play, seat, earned)


def for_purchase(play: Play, seat: int, card: str) -> None:
    """A card bought from the pack during play (the deal's purchases are not told: D-13)."""
    play.sheet(seat)["turn"]["bought"].append(card)      # Dungeonopoly D-13
    earn(play, seat)


def for_rent(play: Play, seat: int, owner: int, amount: int, space: str) -> None:
    """Rent, a fare or a rate paid to an opponent: one EP a rent, even when a Trust fare is shared
    between two (Dungeonopoly D-14). A prisoner collects no rent (D-4), so none is paid to her."""
    turn = play.sheet(seat)["turn"]
    if owner == seat or amount <= 0 or play.table.in_jail[owner] or space in turn["rent"]:
        return
    turn["rent"].append(space)                           # Dungeonopoly D-14
    earn(play, seat)
