"""Undo takes back a person's own latest choices; luck and other players' choices are never undone."""
from __future__ import annotations

import copy

import pytest

from landlord.engine import CHANCE
from landlord.driver import GameDriver
from landlord.game_record import state_digest
from landlord.undo import undo, undoable

from save_helpers import new_game

HUMAN = 0
KINDS = ["heuristic", "heuristic", "random"]     # seat 0's choices are made here by the test, as a person's


def play_until(engine, state, wanted, limit=5000):
    """Let every seat play until ``wanted(decision, state, last_actor)``; the decision then pending."""
    player = GameDriver(engine, state, KINDS)
    last_actor = None
    for _ in range(limit):
        decision = engine.pending(state)
        if decision is None:
            return None
        if wanted(decision, state, last_actor):
            return decision
        engine.apply(state, player.choice_for(decision))
        last_actor = decision.actor
    return None


def game_at(engine, wanted, **options):
    """The first of a few games that comes to the wanted moment, stopped there."""
    for seed in range(40):
        state = new_game(engine, KINDS, seed, **options)
        if play_until(engine, state, wanted) is not None:
            return state
    pytest.fail("no game came to the wanted moment")


def human_turn_with(option_prefix):
    return lambda d, s, last: d.actor == HUMAN and d.kind == "turn" and any(
        str(o).startswith(option_prefix) for o in d.options)


@pytest.fixture
def at_human_turn(engine):
    """A game at seat 0's turn, with a trade possible."""
    return game_at(engine, human_turn_with("trade"), start="beginners")


def test_a_persons_choices_since_the_last_throw_are_taken_back(engine, at_human_turn):
    state = at_human_turn
    before = copy.deepcopy(state)
    engine.apply(state, "trade")                               # offer a card ...
    engine.apply(state, engine.pending(state).options[0])      # ... this card ...
    assert engine.pending(state).actor == HUMAN                # ... still choosing whom to offer it to
    result = undo(engine, state, HUMAN)
    assert result.done and result.undone[0] == "trade" and len(result.undone) == 2
    assert state_digest(result.state) == state_digest(before)
    assert result.state.rng.getstate() == before.rng.getstate(), "the dice to come are the dice that would have come"
    assert "taken back" in result.message


def test_undo_leaves_the_game_it_was_given_as_it_was(engine, at_human_turn):
    state = at_human_turn
    engine.apply(state, "trade")
    digest = state_digest(state)
    undo(engine, state, HUMAN)
    assert state_digest(state) == digest


def test_a_limit_takes_back_only_the_last_choices(engine, at_human_turn):
    state = at_human_turn
    engine.apply(state, "trade")
    engine.apply(state, engine.pending(state).options[0])
    result = undo(engine, state, HUMAN, limit=1)
    assert len(result.undone) == 1 and result.state.history == state.history[:-1]


def test_a_throw_of_the_dice_is_never_undone(engine):
    # The person threw, the dice fell, and the person chooses again (which way to move, or what to buy).
    state = game_at(engine, lambda d, s, last: d.actor == HUMAN and last == CHANCE and s.history[-2] == "roll")
    thrown = list(state.history)
    count, why = undoable(engine, state, HUMAN)
    assert count == 0 and "luck is never undone" in why
    engine.apply(state, engine.pending(state).options[0])
    result = undo(engine, state, HUMAN)
    assert result.done and result.state.history == thrown, "only the choice after the throw is taken back"
    assert result.state.history[-2:] == thrown[-2:], "the roll and the dice stay"


def test_nothing_is_undone_right_after_a_throw(engine):
    state = game_at(engine, lambda d, s, last: d.actor == CHANCE and d.kind == "dice" and s.history[-1] == "roll")
    engine.apply(state, engine.sample_chance(state, engine.pending(state)))
    for seat in range(3):
        result = undo(engine, state, seat)
        assert not result.done and result.state is None and result.undone == ()
    assert "luck is never undone" in undo(engine, state, HUMAN).message


def test_another_players_choice_is_never_undone(engine):
    # A moment when seat 1 has just chosen and seat 0 (the person) is to choose.
    state = game_at(engine, lambda d, s, last: d.actor == HUMAN and last == 1)
    result = undo(engine, state, HUMAN)
    assert not result.done and "Heuristic 2 has chosen since" in result.message
    # The person chooses; undo takes back that choice only, and seat 1's choice stays.
    others = list(state.history)
    engine.apply(state, engine.pending(state).options[0])
    result = undo(engine, state, HUMAN)
    assert result.done and result.state.history == others


def test_undo_for_a_seat_that_has_not_chosen_last_or_is_not_a_seat_says_why(engine, at_human_turn):
    state = at_human_turn
    engine.apply(state, "trade")
    assert "Heuristic 1 has chosen since" in undo(engine, state, 1).message
    assert "not a seat" in undo(engine, state, 9).message
    fresh = new_game(engine, KINDS, 1)
    assert "nothing has been chosen yet" in undo(engine, fresh, HUMAN).message


def test_undo_mid_jail_game_takes_back_only_the_prisoners_own_choices(engine):
    state = game_at(engine, lambda d, s, last: d.actor == HUMAN and d.kind.startswith("jail.") and last == HUMAN,
                    jail="oubliette")
    result = undo(engine, state, HUMAN)
    assert result.done
    assert all(_replayed_actor(engine, state, i) == HUMAN for i in range(len(result.state.history), len(state.history)))


def _replayed_actor(engine, state, index):
    from landlord.game_record import replay_choices, setup_of
    _, _, actors = replay_choices(engine, [p.name for p in state.players], state.seed, setup_of(state),
                                  state.history[: index + 1])
    return actors[index]
