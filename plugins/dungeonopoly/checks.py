"""The d20 checks: which rolls of a twenty-sided die succeed, and how likely that is.

Every check succeeds on a roll at or under some number of faces, so each is one function giving
that number and one deciding a roll. The roll is always an argument: the engine throws the die
with the game's seeded random source (or asks a CHANCE decision) and nothing here draws one.
"""
from __future__ import annotations

from fractions import Fraction

from .classes import ROGUE_MAX_RANKS
from .levels import check_level

D20 = 20


def _check_roll(roll: int) -> int:
    if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= D20:
        raise ValueError(f"a d20 shows 1 to {D20}, not {roll!r}")
    return roll


def succeeds(faces: int, roll: int) -> bool:
    """Whether a d20 roll succeeds on a check that ``faces`` faces pass (1 up to ``faces``)."""
    return _check_roll(roll) <= faces


def chance(faces: int) -> Fraction:
    """The chance a check passed by ``faces`` faces succeeds, for computer players and the help.

    >>> chance(6)
    Fraction(3, 10)
    """
    return Fraction(max(0, min(D20, faces)), D20)


def skill_faces(ranks: int) -> int:
    """A rogue's skill check passes on a roll at or under her ranks (0 ranks never pass)."""
    # Dungeonopoly: Rogue abilities, "rolling less than or equal to her ranks in that skill on a d20"
    if isinstance(ranks, bool) or not isinstance(ranks, int) or not 0 <= ranks <= ROGUE_MAX_RANKS:
        raise ValueError(f"a skill has 0 to {ROGUE_MAX_RANKS} ranks, not {ranks!r}")
    return ranks


def skill_check(ranks: int, roll: int) -> bool:
    """Whether a rogue with that many ranks passes her skill check with that roll.

    >>> skill_check(15, 15), skill_check(15, 16), skill_check(0, 1)
    (True, False, False)
    """
    return succeeds(skill_faces(ranks), roll)


#: Far Shot hits "10% per level"; a d20 face is 5%, so each level adds two faces.
FAR_SHOT_PERCENT_PER_LEVEL = 10
PERCENT_PER_FACE = 100 // D20


def far_shot_faces(level: int) -> int:
    """The faces on which a fighter of that level hits with Far Shot: two per level.

    ======  =======  ==========
    level   chance   roll hits
    ======  =======  ==========
    3       30%      1-6
    4       40%      1-8
    5       50%      1-10
    6       60%      1-12
    7       70%      1-14
    8       80%      1-16
    9       90%      1-18
    10      100%     1-20 (never misses: reading D-8)
    ======  =======  ==========

    Levels 1 and 2 give 2 and 4 faces, though a fighter gains Far Shot only at level 3.
    """
    # Dungeonopoly: Fighter abilities, level 3, "chance of success is 10% per level"
    return min(D20, check_level(level) * FAR_SHOT_PERCENT_PER_LEVEL // PERCENT_PER_FACE)


def far_shot_hits(level: int, roll: int) -> bool:
    """Whether a fighter of that level hits with Far Shot with that roll.

    >>> far_shot_hits(3, 6), far_shot_hits(3, 7)
    (True, False)
    """
    return succeeds(far_shot_faces(level), roll)


def intimidate_faces(level: int) -> int:
    """Intimidate works on a roll of the fighter's level or less."""
    # Dungeonopoly: Fighter abilities, level 4, "she must roll her level or less on a d20"
    return check_level(level)


def intimidate_succeeds(level: int, roll: int) -> bool:
    """Whether a fighter of that level talks her way out of the rent with that roll.

    >>> intimidate_succeeds(4, 4), intimidate_succeeds(4, 5)
    (True, False)
    """
    return succeeds(intimidate_faces(level), roll)
