"""Engine.apply(answer_chance=True): the engine throws the dice, draws the cards and takes forced
moves itself, and the game is exactly the one answering them one by one makes (issue 31, item 2)."""
from __future__ import annotations

import pytest

from landlord.driver import GameDriver
from landlord.engine import CHANCE
from landlord.game_record import state_digest


def play(engine, seed: int, jail: str, unwatched: bool):
    state = engine.new_game(["Ann", "Ben", "Cal", "Dot"], seed=seed, jail=jail, single_tax=seed % 3 == 2)
    # Events kept: the driver answers every decision itself; none kept and no hook: the engine does.
    GameDriver(engine, state, ["heuristic"] * 4).run(keep_events=not unwatched)
    return state


@pytest.mark.parametrize("jail", ["classic", "oubliette", "solitaire"])
def test_a_game_the_engine_throws_the_dice_of_is_the_game_thrown_one_by_one(engine, jail):
    for seed in range(3):
        watched, unwatched = play(engine, seed, jail, False), play(engine, seed, jail, True)
        assert unwatched.history == watched.history
        assert state_digest(unwatched) == state_digest(watched)


def test_it_stops_at_the_first_decision_somebody_makes(engine):
    state = engine.new_game(["Ann", "Ben"], seed=1, start="beginners", jail="classic")
    engine.apply(state, 0, answer_chance=True)          # Ann goes first: her turn waits for her
    decision = engine.pending(state)
    assert decision.actor == 0 and decision.kind == "turn"
    events = engine.apply(state, "roll", answer_chance=True)
    assert any(event.name == "dice" for event in events), "the throw was made and told"
    decision = engine.pending(state)
    assert decision is not None and decision.actor != CHANCE
    assert len(decision.options) > 1 or engine.at_rest(state)
