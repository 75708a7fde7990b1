"""Experience and levels, and the rogue's skill points: how a character grows.

A character's EP only ever rises, one point per trigger; her level follows from it. A rogue's
skill ranks are a plain ``{skill id: ranks}`` dict, checked here against the points her level
gives her. Nothing here knows the board or the money.
"""
from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from .classes import ROGUE_MAX_RANKS, ROGUE_POINTS_PER_LEVEL, ROGUE_SKILLS, ROGUE_STARTING_POINTS
from .levels import MAX_LEVEL, MIN_LEVEL, check_level

# Dungeonopoly: Introduction and basic rules, "For every 10 EP gained, a new level is achieved"
EP_PER_LEVEL = 10
# Dungeonopoly: Advanced and alternative rules, Quicker game, "5 EP per level"
QUICK_EP_PER_LEVEL = 5

# Dungeonopoly: Introduction and basic rules, "Characters gain 1 EP for each of the following"
EP_PER_TRIGGER = 1
EP_BUY_FROM_BANK = "buy_property_from_bank"       # buying a card from the pack (reading D-13)
EP_PAY_RENT = "pay_rent_to_opponent"              # rent, fares and rates paid to a player (D-14)
EP_ABILITY_SUCCESS = "use_class_ability"          # a class ability used with success
EP_DOUBLES = "roll_doubles"                       # the usual two dice show a double (D-15)
EP_LUCKY_SEVEN = "roll_seven"                     # the usual two dice total 7 ("lucky seven")
EP_START_WAGES = "collect_start_wages"            # wages drawn passing or landing on Mother Earth
EP_TRIGGERS = (EP_BUY_FROM_BANK, EP_PAY_RENT, EP_ABILITY_SUCCESS, EP_DOUBLES, EP_LUCKY_SEVEN,
               EP_START_WAGES)


def _check_ep_per_level(ep_per_level: int) -> None:
    if isinstance(ep_per_level, bool) or not isinstance(ep_per_level, int) or ep_per_level < 1:
        raise ValueError(f"EP per level is a whole number of at least 1, not {ep_per_level!r}")


def level_for(ep: int, ep_per_level: int = EP_PER_LEVEL) -> int:
    """The level that much EP brings: a new level every ``ep_per_level`` EP, never beyond 10.

    EP earned at level 10 still counts, it just buys nothing more (reading D-16).

    >>> level_for(0), level_for(9), level_for(10), level_for(95), level_for(10, ep_per_level=5)
    (1, 1, 2, 10, 3)
    """
    _check_ep_per_level(ep_per_level)
    if isinstance(ep, bool) or not isinstance(ep, int) or ep < 0:
        raise ValueError(f"EP is a whole number of at least 0, not {ep!r}")
    return min(MAX_LEVEL, MIN_LEVEL + ep // ep_per_level)


def ep_for_level(level: int, ep_per_level: int = EP_PER_LEVEL) -> int:
    """The least EP a character of that level has: where a Blitz game's level-10 characters start.

    >>> ep_for_level(1), ep_for_level(10)
    (0, 90)
    """
    _check_ep_per_level(ep_per_level)
    return (check_level(level) - MIN_LEVEL) * ep_per_level


def levels_gained(ep_before: int, ep_after: int, ep_per_level: int = EP_PER_LEVEL) -> int:
    """How many levels a gain of EP brought (a rogue gets skill points for each one)."""
    if ep_after < ep_before:
        raise ValueError(f"EP never falls: {ep_before} -> {ep_after}")
    return level_for(ep_after, ep_per_level) - level_for(ep_before, ep_per_level)


def ep_for(triggers: Iterable[str]) -> int:
    """The EP a list of triggers is worth: one each. An unknown trigger is a bug, so ValueError.

    >>> ep_for([EP_DOUBLES, EP_PAY_RENT])
    2
    """
    total = 0
    for trigger in triggers:
        if trigger not in EP_TRIGGERS:
            raise ValueError(f"no EP trigger {trigger!r}; the triggers are {', '.join(EP_TRIGGERS)}")
        total += EP_PER_TRIGGER
    return total


def throw_triggers(usual_dice: Sequence[int]) -> list[str]:
    """The EP triggers a movement throw earns, read from the usual two dice only.

    A running fighter's extra die never makes a double or a seven, and a slowed character throws
    one die, which makes neither (Dungeonopoly: Wizard abilities, "Slow"); pass only the usual
    dice, however many were thrown. Speculation's throw is not a movement throw (reading D-15).

    >>> throw_triggers([3, 3]), throw_triggers([3, 4]), throw_triggers([5])
    (['roll_doubles'], ['roll_seven'], [])
    """
    for face in usual_dice:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
            raise ValueError(f"a die shows 1 to 6, not {face!r}")
    if len(usual_dice) != 2:
        return []
    found = []
    if usual_dice[0] == usual_dice[1]:
        found.append(EP_DOUBLES)
    if sum(usual_dice) == 7:
        found.append(EP_LUCKY_SEVEN)
    return found


# -- the rogue's skill points ----------------------------------------------------------------------
def skill_points_at(level: int) -> int:
    """Skill points a rogue of that level has had to spend: 30, and 5 more for each level gained.

    >>> skill_points_at(1), skill_points_at(10)
    (30, 75)
    """
    # Dungeonopoly: Rogue abilities, "30 points to distribute", "5 more points become available"
    return ROGUE_STARTING_POINTS + ROGUE_POINTS_PER_LEVEL * (check_level(level) - MIN_LEVEL)


def allocation_problems(ranks: Mapping[str, int], level: int,
                        previous: Mapping[str, int] | None = None) -> list[str]:
    """Everything wrong with a rank allocation, in words a player can act on (empty: it is fine).

    A skill left out has 0 ranks. Points need not all be spent; those left wait for later. With
    ``previous`` given, no skill may lose ranks: points once placed stay (reading D-17).
    """
    problems = []
    available = skill_points_at(level)
    for skill, value in ranks.items():
        if skill not in ROGUE_SKILLS:
            problems.append(f"{skill!r} is not a rogue skill (the skills are {', '.join(ROGUE_SKILLS)})")
        elif isinstance(value, bool) or not isinstance(value, int):
            problems.append(f"{skill} needs a whole number of ranks, not {value!r}")
        elif value < 0:
            problems.append(f"{skill} cannot have {value} ranks: the least is 0")
        elif value > ROGUE_MAX_RANKS:
            # Dungeonopoly: Rogue abilities, "no skill may have more than 15 ranks"
            problems.append(f"{skill} cannot have {value} ranks: no skill may have more than {ROGUE_MAX_RANKS}")
    if problems:
        return problems
    total = sum(ranks.values())
    if total > available:
        problems.append(f"{total} ranks are placed but a level {level} rogue has only {available} points "
                        f"({total - available} too many)")
    for skill, before in (previous or {}).items():
        if ranks.get(skill, 0) < before:
            problems.append(f"{skill} would fall from {before} to {ranks.get(skill, 0)} ranks: "
                            "ranks once placed stay")
    return problems


class SkillAllocationError(ValueError):
    """A rank allocation the rules forbid; the message lists every problem."""


def check_allocation(ranks: Mapping[str, int], level: int, previous: Mapping[str, int] | None = None) -> None:
    """Raise SkillAllocationError listing every problem, or return quietly."""
    problems = allocation_problems(ranks, level, previous)
    if problems:
        raise SkillAllocationError("; ".join(problems))


def unspent_points(ranks: Mapping[str, int], level: int) -> int:
    """Points a rogue of that level has not yet placed."""
    check_allocation(ranks, level)
    return skill_points_at(level) - sum(ranks.values())


#: A computer rogue's order of spending, each step raising one skill to a target. Following the
#: text's Rogue tactics: "Max out Rob Bank early", keep Open Locks up because every failed skill
#: ends in jail, pick pockets next, "Do not develop Steal until later" and "Do not overuse Sneak"
#: early; Sneak and Steal grow together late, when improved lots make them pay.
COMPUTER_ROGUE_PLAN: tuple[tuple[str, int], ...] = (
    ("rob_bank", 15), ("open_locks", 8), ("pick_pockets", 7),        # level 1: 30 points
    ("pick_pockets", 10), ("open_locks", 10),                        # level 2: 35
    ("sneak", 5),                                                    # level 3: 40
    ("pick_pockets", 13), ("open_locks", 12),                        # level 4: 45
    ("steal", 10),                                                   # levels 5-6: 50, 55
    ("sneak", 10),                                                   # level 7: 60
    ("steal", 15),                                                   # level 8: 65
    ("pick_pockets", 15), ("open_locks", 15),                        # level 9: 70
    ("sneak", 15),                                                   # level 10: 75, every skill full
)


def computer_rogue_ranks(level: int) -> dict[str, int]:
    """The ranks a computer rogue has at that level, spending every point along the plan.

    A rogue one level up only ever adds ranks to these, so following the plan is always legal.

    >>> computer_rogue_ranks(1)
    {'open_locks': 8, 'pick_pockets': 7, 'rob_bank': 15, 'sneak': 0, 'steal': 0}
    """
    points = skill_points_at(level)
    ranks = {skill: 0 for skill in ROGUE_SKILLS}
    for skill, target in COMPUTER_ROGUE_PLAN:
        step = min(points, max(0, target - ranks[skill]))
        ranks[skill] += step
        points -= step
    return ranks
