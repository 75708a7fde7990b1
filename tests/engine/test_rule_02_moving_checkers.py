"""Rule 2 (1906): how to move checkers.

"The players place their checkers upon MOTHER EARTH ... the first player throws his dice,
and, according to the number thrown, moves along the first side of the board ... If a player
is on any of the spaces between the Chances he may move in either direction."
Worked example: a 6 reaches the 6th space, THE PIKE; a further 8 reaches the 14th,
BEGGARMAN'S COURT.
"""
from __future__ import annotations

import pytest

from landlord.engine import IllegalChoiceError


def test_every_checker_starts_on_mother_earth(new_game):
    game = new_game(players=4)
    assert [game.where(s) for s in range(4)] == ["mother-earth"] * 4


def test_a_throw_of_six_moves_the_first_player_to_the_sixth_space_the_pike(new_game):
    game = new_game()
    game.give("the-pike", 0)        # set up directly: Ann holds The Pike, so no auction follows
    game.play("roll", (2, 4))
    assert game.where(0) == "the-pike"
    moved = game.events_named("moved")
    assert [(e.data["frm"], e.data["to"]) for e in moved] == [(0, 6)]


def test_a_further_throw_of_eight_adds_up_to_the_fourteenth_space_beggarmans_court(new_game):
    game = new_game()
    game.give("the-pike", 0)        # set up directly: Ann holds The Pike
    game.play("roll", (2, 4))       # Ann: 6, The Pike (her own)
    game.play("roll", (4, 6))       # Ben: 10, Shelter ($10 tax)
    game.play("roll", (3, 5))       # Ann: 6 + 8 = 14
    assert game.where(0) == "beggarmans-court"
    assert game.where(1) == "shelter"


def test_when_the_first_player_has_finished_the_next_player_throws(new_game):
    game = new_game(players=3, first=1)
    assert game.pending.kind == "turn" and game.pending.actor == 1
    game.play("roll", (4, 6))       # Ben to Shelter: a tax, nothing more to decide
    assert game.pending.kind == "turn" and game.pending.actor == 2
    game.play("roll", (4, 6))
    assert game.pending.actor == 0  # play passes to the left and round the table


def test_the_spaces_between_the_chances_are_those_after_the_first_chance_and_before_the_second(rules):
    first, second = rules.index_of("chance-1"), rules.index_of("chance-2")
    assert rules.either_way_positions() == frozenset(range(first + 1, second))
    assert (first, second) == (22, 37)


def test_a_player_between_the_chances_chooses_to_move_forward_or_backward(new_game):
    game = new_game()
    game.put(0, "george-street")    # set up directly: Ann stands on George Street (23)
    game.play("roll", (2, 3))
    decision = game.pending
    assert decision.kind == "move" and decision.actor == 0
    assert decision.options == ("forward", "backward")
    assert decision.context["destinations"] == {"forward": 28, "backward": 18}


def test_a_player_between_the_chances_may_make_the_backward_move(new_game):
    game = new_game()
    game.put(0, "george-street")    # set up directly: Ann on George Street (23)
    game.give("market-place", 0)    # and Market Place is hers, so she lands quietly
    game.play("roll", (2, 3), "backward")
    assert game.where(0) == "market-place"
    assert game.cash(0) == 75


def test_a_player_between_the_chances_may_still_move_forward(new_game):
    game = new_game()
    game.put(0, "george-street")    # set up directly: Ann on George Street (23)
    game.play("roll", (1, 1))       # Ann on a double passes no railroad in 2 spaces
    game.play("forward")
    assert game.where(0) == "gee-whiz-rr"      # her own railroad: nothing to pay
    assert game.cash(0) == 75


@pytest.mark.parametrize("space", ["george-street", "maguire-flats", "the-bowery", "lord-bluebloods-estate",
                                   "grand-boulevard"])
def test_every_space_between_the_chances_allows_a_backward_move(new_game, space):
    game = new_game()
    game.put(0, space)              # set up directly: Ann stands between the Chances
    game.play("roll", (1, 2))
    assert game.pending.kind == "move" and "backward" in game.pending.options


@pytest.mark.parametrize("space", ["mother-earth", "central-park", "easy-street", "chance-1", "chance-2",
                                   "wall-street", "luxury"])
def test_outside_the_chances_a_player_moves_forward_only(new_game, space):
    game = new_game()
    game.put(0, space)              # set up directly: Ann stands outside the zone
    start = game.state.players[0].position
    game.play("roll", (1, 2))
    assert game.state.players[0].position == (start + 3) % 40
    assert "move" not in [f["kind"] for f in game.state.stack]


def test_backward_is_refused_outside_the_chances(new_game):
    game = new_game()
    game.put(0, "easy-street")      # set up directly: Ann on Easy Street (21), just before the first Chance
    game.play("roll", (3, 3))       # a double over a railroad: she is asked which way, but not backward
    assert game.pending.options == ("forward", "forward-by-rail")
    with pytest.raises(IllegalChoiceError, match="'backward' is not an option of 'move'"):
        game.play("backward")
