"""The d20 checks: a rogue's skills, Far Shot and Intimidate."""
from __future__ import annotations

from fractions import Fraction

import pytest

from landlord_plugins.dungeonopoly.checks import (chance, far_shot_faces, far_shot_hits, intimidate_faces,
                                                  intimidate_succeeds, skill_check, skill_faces, succeeds)


def test_a_skill_check_succeeds_on_a_roll_at_or_under_the_ranks():
    assert skill_check(8, 1)
    assert skill_check(8, 8)
    assert not skill_check(8, 9)


def test_a_skill_with_no_ranks_always_fails_and_one_with_fifteen_fails_a_quarter_of_the_time():
    assert not any(skill_check(0, roll) for roll in range(1, 21))
    assert sum(skill_check(15, roll) for roll in range(1, 21)) == 15
    assert chance(skill_faces(15)) == Fraction(3, 4)


@pytest.mark.parametrize("ranks", [-1, 16, 3.0])
def test_a_skill_has_zero_to_fifteen_ranks(ranks):
    with pytest.raises(ValueError):
        skill_check(ranks, 10)


@pytest.mark.parametrize("roll", [0, 21, 2.5, True])
def test_a_d20_shows_one_to_twenty(roll):
    with pytest.raises(ValueError):
        succeeds(10, roll)


def test_far_shot_hits_on_two_faces_per_level_which_is_ten_percent_a_level():
    assert {level: far_shot_faces(level) for level in range(3, 11)} == {
        3: 6, 4: 8, 5: 10, 6: 12, 7: 14, 8: 16, 9: 18, 10: 20}
    for level in range(1, 11):
        assert chance(far_shot_faces(level)) == Fraction(10 * level, 100)


def test_a_level_three_fighter_hits_on_six_or_less():
    assert far_shot_hits(3, 6)
    assert not far_shot_hits(3, 7)


def test_a_level_ten_far_shot_never_misses():
    assert all(far_shot_hits(10, roll) for roll in range(1, 21))


def test_intimidate_succeeds_on_the_fighters_level_or_less():
    assert intimidate_faces(4) == 4
    assert intimidate_succeeds(4, 4)
    assert not intimidate_succeeds(4, 5)
    assert intimidate_succeeds(10, 10) and not intimidate_succeeds(10, 11)
    assert chance(intimidate_faces(10)) == Fraction(1, 2)


def test_a_chance_never_leaves_zero_to_one():
    assert chance(-3) == 0 and chance(25) == 1
