"""Board geometry (Dungeonopoly: Technical terms, "Limited range", "Line of sight", "In jail"),
checked against the 1906 board the game loads."""
from __future__ import annotations

import pytest

from landlord.engine import load_default_rules
from landlord_plugins.dungeonopoly.geometry import (BOARD_SIZE, corners, destination, distance, edges_of,
                                                    far_shot_reaches, in_range, is_corner, jail_corner,
                                                    line_of_sight, passes_over, position_edges,
                                                    range_for_level, same_square, square_in_range,
                                                    squares_crossed, steps_backward, steps_forward)

RULES = load_default_rules()
OUT = False       # not in jail
IN = True         # in her jail cell


def test_the_1906_board_has_forty_squares_and_its_corners_are_every_tenth():
    assert RULES.size == BOARD_SIZE == 40
    assert corners() == (0, 10, 20, 30)
    assert [RULES.spaces[i].id for i in corners()] == ["mother-earth", "shelter", "central-park",
                                                       "lord-bluebloods-estate"]


def test_the_jail_stands_on_the_second_corner_as_on_the_1906_board():
    assert jail_corner() == 10
    assert RULES.spaces[jail_corner()].id == "shelter"


def test_corners_follow_the_board_size():
    assert corners(20) == (0, 5, 10, 15)
    assert jail_corner(20) == 5
    assert is_corner(30) and not is_corner(31)


@pytest.mark.parametrize("size", [0, 6, 41, -40])
def test_a_board_is_four_equal_edges(size):
    with pytest.raises(ValueError):
        corners(size)


def test_steps_are_counted_both_ways_round_the_ring():
    assert steps_forward(5, 8) == 3
    assert steps_backward(5, 8) == 37
    assert steps_forward(38, 2) == 4
    assert steps_backward(2, 38) == 4


def test_distance_is_the_shorter_way_and_wraps_past_mother_earth():
    assert distance(38, 2) == 4
    assert distance(2, 38) == 4
    assert distance(0, 20) == 20
    assert distance(7, 7) == 0


def test_a_square_off_the_board_is_an_error():
    with pytest.raises(ValueError, match="0 to 39"):
        distance(40, 1)


def test_limited_range_grows_one_square_every_two_levels():
    assert [range_for_level(level) for level in range(1, 11)] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    with pytest.raises(ValueError):
        range_for_level(11)


def test_a_level_one_wizard_reaches_her_own_square_and_the_next_ones():
    assert in_range((12, OUT), (12, OUT), level=1)
    assert in_range((12, OUT), (13, OUT), level=1)
    assert in_range((12, OUT), (11, OUT), level=1)
    assert not in_range((12, OUT), (14, OUT), level=2)


def test_a_level_ten_caster_reaches_five_squares_across_mother_earth():
    assert in_range((37, OUT), (2, OUT), level=10)
    assert not in_range((37, OUT), (3, OUT), level=10)


def test_a_prisoner_is_out_of_range_of_everyone_and_everyone_of_her():
    assert not in_range((10, IN), (10, OUT), level=10)
    assert not in_range((10, OUT), (10, IN), level=10)
    assert not in_range((11, OUT), (10, IN), level=10)


def test_two_prisoners_are_not_in_range_of_each_other():
    assert not in_range((10, IN), (10, IN), level=10)


def test_a_prisoner_shares_her_square_with_nobody_not_even_another_prisoner():
    assert same_square((10, OUT), (10, OUT))
    assert not same_square((10, IN), (10, IN))
    assert not same_square((10, IN), (10, OUT))
    assert not same_square((4, OUT), (5, OUT))


def test_a_prisoner_is_on_no_edge_and_in_nobodys_line_of_sight():
    assert position_edges((10, IN)) == ()
    assert not line_of_sight((10, IN), (10, IN))
    assert not line_of_sight((5, OUT), (10, IN))
    assert not line_of_sight((10, IN), (15, OUT))


def test_a_position_must_say_whether_she_is_in_jail():
    with pytest.raises(ValueError, match="in_jail"):
        same_square((10, 1), (10, False))


def test_a_caster_reaches_a_property_within_her_range_but_not_from_a_cell():
    assert square_in_range((38, OUT), 0, level=3)
    assert not square_in_range((38, OUT), 1, level=4)
    assert square_in_range((38, OUT), 1, level=5)
    assert not square_in_range((10, IN), 10, level=10)


def test_a_square_between_corners_is_on_one_edge():
    assert edges_of(5) == (0,)
    assert edges_of(15) == (1,)
    assert edges_of(25) == (2,)
    assert edges_of(35) == (3,)


def test_a_corner_is_on_both_edges_it_joins():
    assert edges_of(0) == (0, 3)
    assert edges_of(10) == (0, 1)
    assert edges_of(20) == (1, 2)
    assert edges_of(30) == (2, 3)


def test_characters_on_one_edge_see_each_other():
    assert line_of_sight((1, OUT), (9, OUT))
    assert not line_of_sight((9, OUT), (11, OUT))


def test_a_character_on_a_corner_sees_along_both_edges():
    assert line_of_sight((10, OUT), (3, OUT))
    assert line_of_sight((10, OUT), (17, OUT))
    assert line_of_sight((0, OUT), (35, OUT))
    assert line_of_sight((0, OUT), (5, OUT))
    assert not line_of_sight((0, OUT), (25, OUT))


def test_a_character_on_a_corner_is_seen_from_both_edges():
    assert line_of_sight((3, OUT), (10, OUT))
    assert line_of_sight((17, OUT), (10, OUT))


def test_two_corners_of_one_edge_see_each_other_and_opposite_corners_do_not():
    assert line_of_sight((0, OUT), (10, OUT))
    assert line_of_sight((30, OUT), (0, OUT))
    assert not line_of_sight((0, OUT), (20, OUT))


def test_far_shot_needs_sight_and_a_target_off_her_own_square():
    assert far_shot_reaches((2, OUT), (9, OUT))
    assert not far_shot_reaches((9, OUT), (9, OUT))
    assert not far_shot_reaches((9, OUT), (11, OUT))
    assert not far_shot_reaches((11, OUT), (10, IN))


def test_a_forward_move_crosses_the_squares_ahead_ending_on_the_destination():
    assert squares_crossed(5, 3) == [6, 7, 8]
    assert destination(5, 3) == 8


def test_a_move_past_mother_earth_wraps_round():
    assert squares_crossed(37, 5) == [38, 39, 0, 1, 2]
    assert destination(37, 5) == 2


def test_a_backward_move_crosses_the_squares_behind():
    assert squares_crossed(2, -3) == [1, 0, 39]
    assert destination(2, -3) == 39


def test_a_move_of_nothing_crosses_nothing():
    assert squares_crossed(7, 0) == []
    assert destination(7, 0) == 7


def test_a_move_longer_than_the_board_crosses_squares_twice():
    crossed = squares_crossed(0, 42)
    assert len(crossed) == 42 and crossed[-1] == 2 and crossed.count(1) == 2


def test_a_move_past_mother_earth_passes_it_and_one_ending_there_lands_instead():
    assert passes_over(36, 6, 0)
    assert not passes_over(36, 4, 0)
    assert not passes_over(0, 5, 0)          # the start is left, not passed
    assert passes_over(3, -4, 0)


def test_the_1906_chance_spaces_are_passed_like_any_other():
    chances = [s.index for s in RULES.spaces if s.kind == "chance"]
    assert chances == [22, 37]
    assert passes_over(20, 5, 22) and not passes_over(22, 5, 22)


def test_a_move_is_a_whole_number_of_steps():
    with pytest.raises(ValueError):
        squares_crossed(0, 2.5)
