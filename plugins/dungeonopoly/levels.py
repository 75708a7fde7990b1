"""What a character level is: a whole number from 1 to 10.

Kept apart from ``progress`` (how levels are earned) so that every module that scales by level
can check one without importing the others.
"""
from __future__ import annotations

# Dungeonopoly: Introduction and basic rules, "character levels range from 1 through 10"
MIN_LEVEL = 1
MAX_LEVEL = 10


def check_level(level: int) -> int:
    """The level itself, or ValueError: a level outside 1-10 is a bug in the caller, never a rule.

    >>> check_level(3)
    3
    """
    if isinstance(level, bool) or not isinstance(level, int) or not MIN_LEVEL <= level <= MAX_LEVEL:
        raise ValueError(f"a character level is a whole number from {MIN_LEVEL} to {MAX_LEVEL}, not {level!r}")
    return level
