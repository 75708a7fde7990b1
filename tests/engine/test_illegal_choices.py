"""A choice that is not among the pending decision's options raises IllegalChoiceError, with a
message naming the choice, the decision and its options; the game is left as it was."""
from __future__ import annotations

import copy

import pytest

from landlord.engine import IllegalChoiceError


def snapshot(game):
    return copy.deepcopy(game.state.to_data())


def test_an_unknown_choice_at_the_start_of_a_turn_is_refused_with_the_options_listed(new_game):
    game = new_game()
    with pytest.raises(IllegalChoiceError) as caught:
        game.play("fly")
    message = str(caught.value)
    assert "'fly' is not an option of 'turn'" in message
    assert "'roll'" in message and "'borrow'" in message


def test_an_illegal_choice_leaves_the_game_unchanged(new_game):
    game = new_game()
    game.play("roll")
    before = snapshot(game)
    with pytest.raises(IllegalChoiceError):
        game.play((7, 1))
    assert snapshot(game) == before


@pytest.mark.parametrize("dice", [(7, 1), (0, 3), (3,), 7, "seven"])
def test_dice_must_be_a_pair_of_faces_from_one_to_six(new_game, dice):
    game = new_game()
    game.play("roll")
    with pytest.raises(IllegalChoiceError, match="is not an option of 'dice'"):
        game.play(dice)


def test_a_throw_given_as_a_list_is_read_as_a_pair(new_game):
    game = new_game()
    game.give("the-farm", 0)              # set up directly: The Farm is Ann's
    game.play("roll", [3, 4])             # as from a save file
    assert game.where(0) == "the-farm"


def test_a_bid_below_the_printed_price_is_refused(new_game):
    game = new_game()
    game.play("roll", (3, 4))             # The Farm, $25
    with pytest.raises(IllegalChoiceError, match="20 is not an option of 'bid'"):
        game.play(20)


def test_a_bid_above_the_bidders_cash_is_refused(new_game):
    game = new_game()
    game.play("roll", (3, 4))             # Ben has $75
    with pytest.raises(IllegalChoiceError, match="80 is not an option of 'bid'"):
        game.play(80)


def test_a_bid_off_the_menu_is_refused(new_game):
    game = new_game()
    game.play("roll", (3, 4))
    with pytest.raises(IllegalChoiceError, match="27 is not an option of 'bid'"):
        game.play(27)


def test_the_first_option_is_to_buy_or_decline(new_game):
    game = new_game()
    game.play("roll", (3, 4), "pass")
    with pytest.raises(IllegalChoiceError, match="'maybe' is not an option of 'first_option'"):
        game.play("maybe")


def test_a_prisoner_without_50_cannot_choose_to_pay_the_fine(new_game):
    game = new_game()
    game.play("roll", (1, 3))             # Ann trespasses: Jail
    game.set_cash(0, 40)                  # set up directly: Ann has $40
    game.play("roll", (4, 6))             # Ben to Shelter
    with pytest.raises(IllegalChoiceError, match="'pay' is not an option of 'jail.classic'"):
        game.play("pay")


def test_a_chance_card_not_in_the_pack_is_refused(new_game):
    game = new_game()
    game.put(0, "central-park")           # set up directly: two spaces before the first Chance
    game.play("roll", (1, 1))
    with pytest.raises(IllegalChoiceError, match="'free-parking' is not an option of 'chance_card'"):
        game.play("free-parking")


def test_the_first_player_must_be_a_seat_of_the_game(engine):
    state = engine.new_game(["Ann", "Ben"], seed=0, start="beginners")
    with pytest.raises(IllegalChoiceError, match="2 is not an option of 'first_player'"):
        engine.apply(state, 2)


def test_a_player_may_not_move_backward_where_he_may_only_move_forward(new_game):
    game = new_game()
    game.play("roll", (3, 3))             # a double past Royal Rusher: forward or by rail only
    with pytest.raises(IllegalChoiceError, match="'backward' is not an option of 'move'"):
        game.play("backward")


def test_a_boolean_is_not_taken_for_a_seat_number(new_game):
    game = new_game(players=2, start="deal")
    while game.pending.kind == "deal_offer":
        game.play("return")
    assert game.pending.kind == "first_player" and 1 in game.pending.options
    with pytest.raises(IllegalChoiceError):
        game.play(True)
