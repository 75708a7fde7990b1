"""The Rogue's skill ranks: where her points are, and how she places them, a few clicks at a time.

From Dungeonopoly by Curtis & Kelsey Rueden, Rogue abilities, in our words: a rogue has 30 points
to spread over her five skills, 5 more for each level she gains, and no skill may hold more than
15; a skill check passes on a d20 at or under her ranks in it. Points once placed stay where they
are, and points not yet placed may wait for later (Dungeonopoly D-17). The arithmetic is in
``progress``; this module keeps her ranks in her sheet's ``class_data`` and asks her where the
free points go.

Placing is her own decision, put as two short questions a person answers with the mouse: which
skill (or "keep the rest for later"), then how many points into it; the first question comes
again while points are left. She starts it from an option offered before she throws, and in
Jail before the jail game (Dungeonopoly D-61), so she places her 30 points on her first turn and
her new 5 on the turn after a level, or whenever she likes.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import dice
from .checks import chance, skill_check
from .classes import BORROWED_RANKS, ROGUE_MAX_RANKS, ROGUE_SKILLS, ability_name
from .menus import Answers
from .play import Ask, Play
from .progress import allocation_problems, check_allocation, skill_points_at

#: What a rogue keeps in her sheet's ``class_data``: her ranks, her order to rob the bank, and the
#: lot whose rent she paid at this stop.
CLASS_DATA = ("ranks", "rob_bank", "rent_paid_on")
#: The option that starts the placing, and the answer that ends it with points left over.
PLACE = "skills"
LATER = "later"


def ranks(play: Play, seat: int) -> dict[str, int]:
    """Her ranks in every skill (0 in a skill she has put nothing into)."""
    if not play.is_a(seat, "rogue"):        # a skill borrowed by a bard is "fixed at 12 ranks"
        return {skill: BORROWED_RANKS if play.has(seat, skill) else 0 for skill in ROGUE_SKILLS}
    held = play.sheet(seat)["class_data"].get("ranks", {})
    return {skill: held.get(skill, 0) for skill in ROGUE_SKILLS}


def rank(play: Play, seat: int, skill: str) -> int:
    return ranks(play, seat)[skill]


def unspent(play: Play, seat: int) -> int:
    """Points her level gives her that she has not placed yet (Dungeonopoly D-17)."""
    return skill_points_at(play.level(seat)) - sum(ranks(play, seat).values())


def room(play: Play, seat: int, skill: str) -> int:
    """The most points she can put into a skill now: her free points, up to 15 ranks in it."""
    return min(unspent(play, seat), ROGUE_MAX_RANKS - rank(play, seat, skill))


def place(play: Play, seat: int, skill: str, points: int) -> None:
    """Add points to a skill; the allocation is checked against her level and her old ranks, so
    a point can never be taken back out (Dungeonopoly D-17)."""
    before = ranks(play, seat)
    after = {**before, skill: before[skill] + points}
    check_allocation(after, play.level(seat), previous=before)
    play.sheet(seat)["class_data"]["ranks"] = after


def class_data_problems(data: Mapping[str, Any], level: int) -> list[str]:
    """What is wrong with what a position says a rogue of that level keeps (``seat_record``): her
    ranks, placed within her points (D-17), her standing order to rob the bank (D-64), and the lot
    whose rent she paid at this stop (D-68); each problem ``key: why``."""
    problems = [f"{key}: not something a rogue keeps (she keeps {', '.join(CLASS_DATA)})"
                for key in data if key not in CLASS_DATA]
    held = data.get("ranks", {})
    if not isinstance(held, dict):
        problems.append(f"ranks: a table of skill = ranks, not {held!r}")
    else:
        problems += [f"ranks: {problem}" for problem in allocation_problems(held, level)]
    if not isinstance(data.get("rob_bank", False), bool):
        problems.append(f"rob_bank: true or false, not {data['rob_bank']!r}")
    if not isinstance(data.get("rent_paid_on", ""), str):
        problems.append(f"rent_paid_on: a space id, not {data['rent_paid_on']!r}")
    return problems


# -- skill checks ----------------------------------------------------------------------------------
def odds(play: Play, seat: int, skill: str) -> str:
    """The check in words for an option: "a d20 of 8 or less (40%)"."""
    faces = rank(play, seat, skill)
    return f"a d20 of {faces} or less ({float(chance(faces)):.0%})"


def check(play: Play, seat: int, skill: str, what: str, **keep: Any) -> None:
    """Put her skill check to CHANCE; its roll comes back to the rogue's module with ``keep``.
    Dungeonopoly: Rogue abilities, "rolling less than or equal to her ranks in that skill on a d20"."""
    faces = rank(play, seat, skill)
    dice.check(play, seat, skill, f"{play.name(seat)}'s {ability_name(skill)} {what}: {faces} or less.", faces,
                     **keep)


def passed(play: Play, seat: int, skill: str, roll: int) -> bool:
    return skill_check(rank(play, seat, skill), roll)


# -- the option and its two questions -------------------------------------------------------------
def offers(play: Play, seat: int) -> dict[str, str]:
    free = unspent(play, seat)
    if free <= 0:
        return {}
    return {PLACE: f"Place your skill points: {free} to place (at most {ROGUE_MAX_RANKS} in a skill; "
                   "placed points stay)"}


def ask_skill(play: Play, seat: int) -> None:
    """Which skill the next points go into, or keep the rest for later."""
    have, free = ranks(play, seat), unspent(play, seat)
    open_skills = [skill for skill in ROGUE_SKILLS if room(play, seat, skill) > 0]
    labels = {skill: f"{ability_name(skill)}: {have[skill]} ranks now, up to {room(play, seat, skill)} more"
              for skill in open_skills}
    labels[LATER] = f"Keep the {free} points for later"
    play.question(seat, Ask(seat, "skill", (*open_skills, LATER),
                            f"{play.name(seat)}: {free} skill points to place. Into which skill?",
                            context={"labels": labels}), "skill")


def _skill_chosen(play: Play, pending: Mapping[str, Any], skill: str) -> None:
    seat = pending["seat"]
    if skill == LATER:
        play.say(f"{play.name(seat)} keeps {unspent(play, seat)} skill points for later.")
        return
    most = room(play, seat, skill)
    play.question(seat, Ask(seat, "points", tuple(range(1, most + 1)),
                            f"{play.name(seat)}: how many points into {ability_name(skill)} "
                            f"({rank(play, seat, skill)} ranks now, 1 to {most})?"),
                  "points", skill=skill)


def _points_chosen(play: Play, pending: Mapping[str, Any], points: int) -> None:
    seat, skill = pending["seat"], pending["skill"]
    place(play, seat, skill, points)
    play.say(f"{play.name(seat)} puts {points} points into {ability_name(skill)}: "
             f"{rank(play, seat, skill)} ranks.")
    if unspent(play, seat) > 0:
        ask_skill(play, seat)


ANSWERS: Answers = {"skill": _skill_chosen, "points": _points_chosen}


def describe(play: Play, seat: int) -> list[str]:
    have = ranks(play, seat)
    lines = ["Skills: " + ", ".join(f"{ability_name(skill)} {have[skill]}" for skill in ROGUE_SKILLS)]
    free = unspent(play, seat)
    if free:
        lines.append(f"Skill points to place: {free}")
    return lines
