"""Agents are deterministic: with the same seeds, the same seats play the same game, choice for
choice; and an agent never changes the state it is shown."""
from __future__ import annotations

import random

from landlord.ai import make_agent
from landlord.engine import CHANCE
from landlord.simulate import play_game

SEATS = ("strong", "easy", "heuristic", "random")


def test_the_same_seeds_give_the_same_games_for_every_agent(engine):
    for seed, jail in ((7, "oubliette"), (8, "classic")):
        first, result = play_game(engine, SEATS, seed, jail=jail)
        again, result_again = play_game(engine, SEATS, seed, jail=jail)
        assert first.history == again.history
        assert result == result_again
    other, _ = play_game(engine, SEATS, 9)
    assert other.history != first.history


def test_the_same_seeds_give_the_same_games_under_the_single_tax(engine):
    first, _ = play_game(engine, ("strong", "strong", "heuristic", "easy"), 21, single_tax_at=5)
    again, _ = play_game(engine, ("strong", "strong", "heuristic", "easy"), 21, single_tax_at=5)
    assert first.history == again.history


def test_no_agent_changes_the_state_it_is_asked_about(engine):
    changed: list[str] = []
    state = engine.new_game([f"P{i}" for i in range(4)], seed=31)
    agents = [make_agent(k, random.Random(i)) for i, k in enumerate(SEATS)]
    while (d := engine.pending(state)) is not None:
        if d.actor == CHANCE:
            choice = engine.sample_chance(state, d)
        else:
            before, rng_before = state.to_data(), state.rng.getstate()
            choice = agents[d.actor].choose(engine, state, d)
            if state.to_data() != before or state.rng.getstate() != rng_before:
                changed.append(f"{SEATS[d.actor]} at {d.kind}")
        engine.apply(state, choice)
    assert not changed, changed[:10]
