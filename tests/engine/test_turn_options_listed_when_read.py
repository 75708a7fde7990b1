"""The turn's business is listed only when somebody reads it (issue 31, item 1): "roll" is known
to be open without listing anything, and the list, once read, is the tuple it always was."""
from __future__ import annotations

import pytest

from landlord.engine import COMPILED, turn
from landlord.engine.listed_when_read import ListedWhenRead, OptionsReadTooLate


def counting_lister(monkeypatch):
    calls = []
    listing = turn.turn_options

    def counted(ctx, frame):
        calls.append(frame["seat"])
        return listing(ctx, frame)

    monkeypatch.setattr(turn, "turn_options", counted)
    return calls


@pytest.mark.skipif(COMPILED, reason="the counting stand-in for turn_options is never called by the compiled "
                                      "turn module, which calls its own function directly")
def test_throwing_the_dice_is_checked_without_listing_the_turns_business(new_game, monkeypatch):
    game = new_game(players=2)
    listed = counting_lister(monkeypatch)
    decision = game.pending
    assert decision.kind == "turn" and "roll" in decision.options
    game.play("roll")
    assert listed == [], "nothing but the throw was asked about, so nothing was listed"


def test_read_options_are_the_tuple_of_the_turns_business(new_game):
    game = new_game(players=2)
    options = game.pending.options
    assert isinstance(options, ListedWhenRead)
    assert options == tuple(options) and options[0] == "roll" and len(options) == len(tuple(options))
    assert hash(options) == hash(tuple(options)) and repr(options) == repr(tuple(options))
    assert "borrow" in options or "borrow" not in tuple(options)       # the same answer either way


def test_a_bool_or_a_number_is_not_taken_for_the_open_throw(new_game):
    options = new_game(players=2).pending.options
    assert True not in options and 1 not in options


def test_options_first_read_after_a_choice_was_applied_are_refused(new_game):
    game = new_game(players=2)
    stale = game.pending.options
    game.play("roll")
    with pytest.raises(OptionsReadTooLate, match="before applying"):
        list(stale)


def test_options_read_before_a_choice_was_applied_stay_as_they_were(new_game):
    game = new_game(players=2)
    options = game.pending.options
    before = tuple(options)
    game.play("roll")
    assert tuple(options) == before
