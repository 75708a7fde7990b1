"""The set-up choices of a Dungeonopoly game, checked once when the game begins.

A game chooses a class for each seat and switches each of the text's basic rules on or off
(Dungeonopoly by Curtis & Kelsey Rueden, Introduction and basic rules). What is not given takes
its default; anything the rules do not know is refused with a message a player can act on, since
a typo in a class name should stop the set-up, not start a game nobody chose.
"""
from __future__ import annotations

from typing import Any, Mapping

from .classes import CLASSES
from .levels import MAX_LEVEL, MIN_LEVEL
from .progress import EP_PER_LEVEL, QUICK_EP_PER_LEVEL

#: The order classes are dealt round the table when the set-up names none.
ROTATION = ("fighter", "wizard", "cleric", "rogue")

#: Damage per level of the attacker in 1906 dollars: the text's $20 halved by the ratio of the
#: wages to GO's salary (Dungeonopoly D-18); a setting so that balance runs can tune it.
DAMAGE_PER_LEVEL = 10

#: The switches of the basic rules, each on unless the set-up says otherwise.
SWITCHES = (
    "double_wages_on_landing",   # landing exactly on Mother Earth pays twice the wages (D-19)
    "fees_to_pot",               # taxes, Chance fines and the jail fine feed Central Park's pot (D-33)
    "build_on_own_turn",         # building only on one's own turn: already the 1906 way (D-34)
)
#: The text's "Advanced and alternative rules" that need nothing of the host but the house rule's
#: own points, each off unless the set-up switches it on (docs/dungeonopoly.md, "Variants").
VARIANTS = (
    "quicker_game",       # three cards dealt each, one turn at most in Jail, 5 EP a level (D-74)
    "blitz_game",         # every card drafted in turns before the first throw, level 10 (D-77)
    "strict_politics",    # the strict rules: cards change hands only at their printed price (D-79)
)
NUMBERS = {"ep_per_level": EP_PER_LEVEL, "damage_per_level": DAMAGE_PER_LEVEL}
#: Gestalt classes: each seat's second class, "none" (or "") for a seat of one class (D-117).
GESTALT = "second_classes"
NO_SECOND_CLASS = ("", "none")
#: Two classes that both learn abilities from other lists would share one list of lessons, each
#: counting the other's against its own three: a Gestalt character is not both (D-120).
BOTH_BORROW = frozenset({"bard", "warlock"})
#: The Team rules: each seat's team, "none" (or "") for a seat that plays alone (D-126). The host
#: pools each team's purse and holding (the rule's ``team_choice``); the rule makes teammates no
#: opponents of each other.
TEAMS = "teams"
NO_TEAM = ("", "none")
KNOWN = ("classes", GESTALT, TEAMS, *SWITCHES, *VARIANTS, *NUMBERS)


def default_classes(seats: int) -> list[str]:
    """The four core classes dealt round the table in the text's order.

    >>> default_classes(5)
    ['fighter', 'wizard', 'cleric', 'rogue', 'fighter']
    """
    return [ROTATION[seat % len(ROTATION)] for seat in range(seats)]


def settled(given: Mapping[str, Any], seats: int) -> dict[str, Any]:
    """The game's settings: ``given`` checked and completed with the defaults.

    >>> settled({"classes": ["rogue", "fighter"], "fees_to_pot": False}, 2)["classes"]
    ['rogue', 'fighter']
    >>> settled({"classes": ["fighter", "necromancer"]}, 2)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: classes: 'necromancer' is not a Dungeonopoly class (the classes are fighter, wizard, cleric, rogue, ...)
    """
    unknown = sorted(set(given) - set(KNOWN))
    if unknown:
        raise ValueError(f"unknown setting {', '.join(map(repr, unknown))} (the settings are {', '.join(KNOWN)})")
    out: dict[str, Any] = {"classes": _classes(given.get("classes"), seats)}
    seconds = second_classes(given.get(GESTALT), out["classes"])
    if any(seconds):                            # a game of single classes keeps its settings as they were
        out[GESTALT] = seconds
    teams = team_labels(given.get(TEAMS), seats)
    if any(teams):                              # and so does a game without teams
        out[TEAMS] = teams
    for switch in (*SWITCHES, *VARIANTS):
        value = given.get(switch, switch in SWITCHES)
        if not isinstance(value, bool):
            raise ValueError(f"{switch}: true or false, not {value!r}")
        out[switch] = value
    for number, default in _numbers(out).items():
        value = given.get(number, default)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{number}: a whole number of at least 1, not {value!r}")
        out[number] = value
    return out


def _numbers(switched: Mapping[str, Any]) -> dict[str, int]:
    """The numbers' defaults: the quicker game's "5 EP per level" unless the table sets its own."""
    # Dungeonopoly: Advanced and alternative rules, Quicker game, "5 EP per level" (D-74)
    return {**NUMBERS, **({"ep_per_level": QUICK_EP_PER_LEVEL} if switched["quicker_game"] else {})}


def starting_level(settings: Mapping[str, Any]) -> int:
    """Level 1, or 10 in a Blitz game ("Characters begin play at level 10": D-77)."""
    return MAX_LEVEL if settings.get("blitz_game") else MIN_LEVEL


def _classes(given: Any, seats: int) -> list[str]:
    if given is None:
        return default_classes(seats)
    if isinstance(given, str) or not isinstance(given, (list, tuple)):
        raise ValueError(f"classes: a list with one class for each seat, not {given!r}")
    if len(given) != seats:
        raise ValueError(f"classes: {len(given)} given for {seats} seats; name one class for each seat")
    for class_id in given:
        if class_id not in CLASSES:
            raise ValueError(f"classes: {class_id!r} is not a Dungeonopoly class "
                             f"(the classes are {', '.join(CLASSES)})")
    return list(given)


def second_classes(given: Any, classes: list[str]) -> list[str]:
    """Each seat's second class, "" for none: a list, or the command line's text with commas
    (a few taken in turn round the seats, as for the classes).

    >>> second_classes("wizard,none", ["fighter", "rogue", "cleric"])
    ['wizard', '', 'wizard']
    >>> second_classes(["fighter", ""], ["fighter", "rogue"])
    Traceback (most recent call last):
    ...
    ValueError: second_classes: seat 1: she is a Fighter already; a second class is another class
    """
    if given is None:
        return [""] * len(classes)
    if isinstance(given, str):
        given = [part.strip() for part in given.split(",")]
    if not isinstance(given, (list, tuple)) or not given:
        raise ValueError(f"{GESTALT}: a list with a second class (or none) for each seat, not {given!r}")
    seconds = ["" if second in NO_SECOND_CLASS else second for second in given]
    seconds = [seconds[seat % len(seconds)] for seat in range(len(classes))]
    for seat, (first, second) in enumerate(zip(classes, seconds), start=1):
        problem = second_class_problem(first, second)
        if problem:
            raise ValueError(f"{GESTALT}: seat {seat}: {problem}")
    return seconds


def second_class_problem(first: str, second: str) -> str:
    """Why a character of class ``first`` cannot take ``second`` as her second class, or ""."""
    if not second:
        return ""
    if second not in CLASSES:
        return f"{second!r} is not a Dungeonopoly class (the classes are {', '.join(CLASSES)}, or none)"
    if second == first:
        return f"she is a {CLASSES[first].name} already; a second class is another class"
    if {first, second} == BOTH_BORROW:
        return ("not both a Bard and a Warlock (both learn from other classes' lists, "
                "and would share one list of lessons: D-120)")
    return ""


def team_labels(given: Any, seats: int) -> list[str]:
    """Each seat's team, "" for a seat alone: a list, or the command line's text with commas taken
    in turn round the seats (``1,2``: two teams sitting alternately).

    >>> team_labels("1,2", 4)
    ['1', '2', '1', '2']
    >>> team_labels(["red", "none", "red"], 3)
    ['red', '', 'red']
    """
    if given is None:
        return [""] * seats
    if isinstance(given, str):
        given = [part.strip() for part in given.split(",")]
        given = [given[seat % len(given)] for seat in range(seats)]
    if not isinstance(given, (list, tuple)) or len(given) != seats or not all(isinstance(t, str) for t in given):
        raise ValueError(f"{TEAMS}: a list with a team (or none) for each of the {seats} seats, not {given!r}")
    return ["" if team.strip().lower() in NO_TEAM else team.strip().lower() for team in given]
