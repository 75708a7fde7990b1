"""Rule 16 (lost; reconstructed from the 1904 patent, INTERPRETATIONS I-18): borrowing.

$100 notes from MISCELLANEOUS, each secured by cards whose printed prices total at least $110
a note; $5 interest a note each time the borrower draws wages; a note may be repaid on any turn;
notes still owed are deducted at the end. Beginners' hands are worth $325.
"""
from __future__ import annotations

import pytest

from landlord.engine import IllegalChoiceError


def interest_paid(game) -> list[int]:
    return [e.data["amount"] for e in game.events_named("money") if e.data["why"] == "interest on loans"]


def test_a_player_may_borrow_a_100_note_from_miscellaneous(new_game):
    game = new_game()
    misc = game.misc
    game.play("borrow")
    assert game.cash(0) == 175
    assert game.misc == misc - 100
    assert game.state.players[0].notes == 1
    assert "borrowed" in game.names()
    assert game.pending.kind == "turn" and game.pending.actor == 0


def test_each_note_must_be_secured_by_110_of_cards(new_game):
    game = new_game()                     # Ann's hand: $325 of cards: two notes ($220), not three ($330)
    game.play("borrow", "borrow")
    assert game.state.players[0].notes == 2
    assert "borrow" not in game.pending.options
    with pytest.raises(IllegalChoiceError):
        game.play("borrow")


def test_a_player_without_cards_cannot_borrow(new_game):
    game = new_game()
    for card in game.state.cards_of(0):
        game.give(card, None)             # set up directly: Ann's hand back in the pack
    assert "borrow" not in game.pending.options


def test_interest_of_5_a_note_is_paid_to_miscellaneous_when_wages_are_drawn(new_game):
    game = new_game()
    game.play("borrow", "borrow")         # $275 cash, two notes
    game.put(0, "chance-2")               # set up directly: Ann on the second Chance
    game.play("roll", (1, 2))             # Mother Earth: wages
    assert interest_paid(game) == [10]
    assert game.cash(0) == 275 + 100 - 10


def test_no_interest_is_due_while_no_wages_are_drawn(new_game):
    game = new_game()
    game.play("borrow", "roll", (4, 6))   # Shelter: no wages
    assert interest_paid(game) == []
    assert game.cash(0) == 175 - 10


def test_a_note_may_be_repaid_on_a_later_turn(new_game):
    game = new_game()
    game.play("borrow", "roll", (4, 6))   # Ann to Shelter
    game.play("roll", (4, 6))             # Ben to Shelter
    assert "repay" in game.pending.options
    misc = game.misc
    game.play("repay")
    assert game.state.players[0].notes == 0
    assert game.cash(0) == 175 - 10 - 100
    assert game.misc == misc + 100
    assert "repaid" in game.names()


def test_a_note_borrowed_this_turn_cannot_be_repaid_the_same_turn_nor_the_reverse(new_game):
    game = new_game()
    game.play("borrow")
    assert "repay" not in game.pending.options
    game.play("roll", (4, 6), "roll", (4, 6))
    game.play("repay")
    assert "borrow" not in game.pending.options


def test_a_note_cannot_be_repaid_without_100_in_hand(new_game):
    game = new_game()
    game.play("borrow", "roll", (4, 6), "roll", (4, 6))
    game.set_cash(0, 99)                  # set up directly: Ann has $99
    assert "repay" not in game.pending.options


def test_notes_still_owed_are_deducted_at_the_end(new_game, engine):
    game = new_game()
    before = engine.wealth(game.state)[0]
    game.play("borrow")
    assert engine.wealth(game.state)[0] == before        # +$100 cash, -$100 owed
    game.play("roll", (4, 6))
    assert engine.wealth(game.state)[0] == before - 10


def test_borrowing_pays_a_debt_the_player_could_not_otherwise_meet(new_game):
    game = new_game()
    game.set_cash(0, 0)                   # set up directly: Ann has no cash
    game.play("roll", (5, 6))             # Boomtown, Ben's: $6
    assert game.pending.kind == "raise_funds" and "borrow" in game.pending.options
    game.play("borrow")
    assert game.cash(0) == 94 and game.cash(1) == 81
    assert game.state.players[0].notes == 1
