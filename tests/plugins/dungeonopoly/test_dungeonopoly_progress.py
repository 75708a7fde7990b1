"""Experience and levels (Dungeonopoly: Introduction and basic rules) and the rogue's skill
points (Dungeonopoly: Rogue abilities)."""
from __future__ import annotations

import pytest

from landlord_plugins.dungeonopoly import progress
from landlord_plugins.dungeonopoly.classes import ROGUE_SKILLS
from landlord_plugins.dungeonopoly.levels import check_level
from landlord_plugins.dungeonopoly.progress import (EP_TRIGGERS, SkillAllocationError, allocation_problems,
                                                    check_allocation, computer_rogue_ranks, ep_for,
                                                    ep_for_level, level_for, levels_gained,
                                                    skill_points_at, throw_triggers, unspent_points)


def test_a_new_character_is_level_one_until_ten_ep():
    assert level_for(0) == 1
    assert level_for(9) == 1
    assert level_for(10) == 2


def test_every_ten_ep_bring_a_level():
    assert [level_for(ep) for ep in (19, 20, 55, 89, 90)] == [2, 3, 6, 9, 10]


def test_the_level_stops_at_ten_however_much_ep():
    assert level_for(90) == level_for(1000) == 10


def test_the_quicker_game_gives_a_level_every_five_ep():
    assert progress.QUICK_EP_PER_LEVEL == 5
    assert [level_for(ep, ep_per_level=5) for ep in (4, 5, 44, 45, 200)] == [1, 2, 9, 10, 10]


@pytest.mark.parametrize("ep, step", [(-1, 10), (1.5, 10), (3, 0), (3, True)])
def test_ep_and_ep_per_level_are_whole_numbers(ep, step):
    with pytest.raises(ValueError):
        level_for(ep, ep_per_level=step)


def test_a_blitz_character_at_level_ten_starts_with_ninety_ep():
    assert ep_for_level(10) == 90
    assert ep_for_level(1) == 0
    assert ep_for_level(10, ep_per_level=5) == 45
    assert level_for(ep_for_level(7)) == 7


def test_levels_gained_counts_the_levels_a_gain_crossed():
    assert levels_gained(9, 10) == 1
    assert levels_gained(8, 31) == 3
    assert levels_gained(95, 130) == 0
    with pytest.raises(ValueError, match="never falls"):
        levels_gained(12, 11)


def test_the_six_ep_triggers_are_worth_one_each():
    assert len(EP_TRIGGERS) == 6 and len(set(EP_TRIGGERS)) == 6
    assert ep_for(EP_TRIGGERS) == 6
    assert ep_for([]) == 0
    assert ep_for([progress.EP_START_WAGES, progress.EP_START_WAGES]) == 2


def test_the_triggers_are_named_for_what_the_text_lists():
    assert {progress.EP_BUY_FROM_BANK, progress.EP_PAY_RENT, progress.EP_ABILITY_SUCCESS, progress.EP_DOUBLES,
            progress.EP_LUCKY_SEVEN, progress.EP_START_WAGES} == set(EP_TRIGGERS)


def test_an_unknown_trigger_is_refused():
    with pytest.raises(ValueError, match="no EP trigger 'sunset'"):
        ep_for(["sunset"])


def test_doubles_and_a_seven_earn_ep_and_other_throws_do_not():
    assert throw_triggers([6, 6]) == [progress.EP_DOUBLES]
    assert throw_triggers([1, 6]) == [progress.EP_LUCKY_SEVEN]
    assert throw_triggers([2, 3]) == []


def test_a_slowed_characters_single_die_makes_neither_doubles_nor_seven():
    assert throw_triggers([6]) == []


def test_a_die_shows_one_to_six():
    with pytest.raises(ValueError):
        throw_triggers([0, 7])


def test_a_rogue_has_thirty_skill_points_and_five_more_each_level():
    assert [skill_points_at(level) for level in range(1, 11)] == [30, 35, 40, 45, 50, 55, 60, 65, 70, 75]
    with pytest.raises(ValueError):
        skill_points_at(11)


def test_a_legal_allocation_passes_and_leaves_the_rest_unspent():
    ranks = {"rob_bank": 15, "open_locks": 10}
    assert allocation_problems(ranks, 1) == []
    check_allocation(ranks, 1)
    assert unspent_points(ranks, 1) == 5


def test_no_skill_may_have_more_than_fifteen_ranks():
    problems = allocation_problems({"rob_bank": 16}, 3)
    assert problems == ["rob_bank cannot have 16 ranks: no skill may have more than 15"]
    assert allocation_problems({"rob_bank": 15}, 3) == []


def test_a_rogue_cannot_place_more_points_than_her_level_gives():
    with pytest.raises(SkillAllocationError, match="31 ranks are placed but a level 1 rogue has only 30 points"):
        check_allocation({"rob_bank": 15, "sneak": 15, "steal": 1}, 1)
    check_allocation({"rob_bank": 15, "sneak": 15, "steal": 5}, 2)


def test_every_problem_is_reported_at_once_in_plain_words():
    problems = allocation_problems({"juggling": 3, "sneak": -1, "steal": "ten"}, 1)
    assert len(problems) == 3
    assert "'juggling' is not a rogue skill" in problems[0]
    assert "least is 0" in problems[1]
    assert "whole number" in problems[2]


def test_ranks_once_placed_stay_when_the_rogue_levels_up():
    before = {"rob_bank": 15, "open_locks": 15}
    assert allocation_problems({"rob_bank": 15, "open_locks": 15, "sneak": 5}, 2, previous=before) == []
    problems = allocation_problems({"rob_bank": 10, "open_locks": 15, "sneak": 10}, 2, previous=before)
    assert problems == ["rob_bank would fall from 15 to 10 ranks: ranks once placed stay"]


def test_the_allocation_error_is_a_value_error():
    assert issubclass(SkillAllocationError, ValueError)


def test_a_computer_rogue_maxes_rob_bank_at_once_and_leaves_steal_till_later():
    first = computer_rogue_ranks(1)
    assert first["rob_bank"] == 15
    assert first["steal"] == 0 and first["sneak"] == 0
    assert computer_rogue_ranks(4)["steal"] == 0
    assert computer_rogue_ranks(5)["steal"] > 0


@pytest.mark.parametrize("level", range(1, 11))
def test_a_computer_rogue_spends_every_point_legally_at_every_level(level):
    ranks = computer_rogue_ranks(level)
    assert set(ranks) == set(ROGUE_SKILLS)
    assert sum(ranks.values()) == skill_points_at(level)
    previous = computer_rogue_ranks(level - 1) if level > 1 else None
    check_allocation(ranks, level, previous=previous)


def test_a_level_ten_computer_rogue_has_every_skill_at_fifteen():
    assert computer_rogue_ranks(10) == {skill: 15 for skill in ROGUE_SKILLS}


def test_a_level_is_a_whole_number_from_one_to_ten():
    assert check_level(1) == 1 and check_level(10) == 10
    for bad in (0, 11, 5.0, "5", None, False):
        with pytest.raises(ValueError):
            check_level(bad)
