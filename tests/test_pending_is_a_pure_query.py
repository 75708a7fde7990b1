"""Asking what waits changes nothing (OpenSpiel's contract, and ours in docs/api.md).

Whole seeded games are played under each built-in jail game, under the Single Tax and with the
Dungeonopoly house rule. At every decision ``pending`` is asked twice: both answers are the same,
and the state is exactly as it was (its data, its RNG, and nothing kept on the object beside its
fields). The plugins are asked directly too, as the host asks them while a decision is worked out:
the jail game's ``pending`` and each house rule's ``options`` leave the slot they are handed as it was.
"""
from __future__ import annotations

import copy
import gc
import random
from dataclasses import fields
from typing import Any

import pytest

from landlord.ai import make_agent
from landlord.engine.memos import STATES_NOTED
from landlord.engine import CHANCE, Engine, GameState
from landlord.engine import house_host, house_view, jail_host
from landlord.engine.context import Ctx
from landlord.plugin_host import installed_house_rules, installed_jail_games

GAMES_PER_KIND = 3
FIELDS = frozenset(f.name for f in fields(GameState))


@pytest.fixture(scope="module")
def engine(rules) -> Engine:
    return Engine(rules, installed_jail_games().games, house_rules=installed_house_rules().rules)


def snapshot(state: GameState) -> tuple[Any, ...]:
    """All a state is and holds: its data, its RNG's position, and whatever the object carries
    beside its fields (a cache kept there would be written by the first ``pending``)."""
    # (The compiled build's GameState has no __dict__: nothing can be kept beside its fields.)
    beside = {name: value for name, value in getattr(state, "__dict__", {}).items() if name not in FIELDS}
    return state.to_data(), state.rng.getstate(), beside


def asking_twice_changes_nothing(engine: Engine, state: GameState) -> None:
    before = snapshot(state)
    first, second = engine.pending(state), engine.pending(state)
    assert first == second, "pending gave two answers to the same question"
    assert snapshot(state) == before, "asking what waits changed the state"
    if first is not None and state.stack[-1]["kind"] == "jail":
        the_jail_game_asked_twice_changes_nothing(engine, state)
    if first is not None and state.stack[-1]["kind"] == "house_point":
        the_house_rules_asked_twice_change_nothing(engine, state)


def the_jail_game_asked_twice_changes_nothing(engine: Engine, state: GameState) -> None:
    """The host asks the jail game for its decision with a copy of the slot; what the game does to
    that copy must be nothing, as for any query."""
    game, seat = engine.jail_game(state), state.stack[-1]["seat"]
    context, slot = jail_host.jail_context(Ctx(engine, state), seat), jail_host.slot_copy(state)
    first, second = game.pending(context, slot), game.pending(context, slot)
    assert first == second, f"the jail game {state.jail_game!r} gave two answers to the same question"
    assert slot == state.plugin_data["jail"], f"the jail game {state.jail_game!r} changed its slot when asked"


def the_house_rules_asked_twice_change_nothing(engine: Engine, state: GameState) -> None:
    frame = state.stack[-1]
    ctx = Ctx(engine, state)
    for rule_id, rule in house_host.active(ctx):
        view = house_view.table_view(ctx, frame["seat"], rule_id, frame.get("held"))
        slot = house_view.slot_copy(state, rule_id)
        first = rule.options(view, slot, frame["point"], frame["seat"])
        second = rule.options(view, slot, frame["point"], frame["seat"])
        assert first == second, f"the house rule {rule_id!r} gave two answers to the same question"
        assert slot == house_view.slot_copy(state, rule_id), f"the house rule {rule_id!r} changed its slot when asked"


def play_asking_twice(engine: Engine, setup: dict[str, Any], seed: int) -> GameState:
    state = engine.new_game(["A", "B", "C", "D"], seed=seed, start=("deal", "beginners")[seed % 2], **setup)
    agents = [make_agent(("random", "heuristic")[(seed + seat) % 2], random.Random(seat)) for seat in range(4)]
    asking_twice_changes_nothing(engine, state)
    while (decision := engine.pending(state)) is not None:
        choice = engine.sample_chance(state, decision) if decision.actor == CHANCE else \
            agents[decision.actor].choose(engine, state, decision)
        engine.apply(state, choice)
        asking_twice_changes_nothing(engine, state)
    return state


def test_asking_twice_what_waits_changes_nothing_at_any_decision_of_whole_games(engine, kind_of_play):
    for seed in range(GAMES_PER_KIND):
        state = play_asking_twice(engine, kind_of_play, seed)
        assert state.over and state.jail_game == kind_of_play["jail"], "the game did not end as played"


def test_asking_for_a_chance_outcome_takes_no_draw_from_the_game(engine):
    state = engine.new_game(["A", "B"], seed=4, start="beginners")
    while not (decision := engine.pending(state)).is_chance:
        engine.apply(state, decision.options[0])
    before = snapshot(state)
    outcome = engine.sample_chance(state, decision)
    assert engine.sample_chance(state, decision) == outcome
    assert snapshot(state) == before, "looking at the outcome used up the draw"


def test_a_copy_taken_after_the_outcome_was_asked_for_plays_on_as_the_original(engine):
    state = engine.new_game(["A", "B", "C"], seed=8, start="deal")
    twin = None
    for _ in range(300):
        decision = engine.pending(state)
        if decision is None:
            break
        choice = engine.sample_chance(state, decision) if decision.is_chance else decision.options[-1]
        if decision.is_chance and twin is None and len(state.history) > 20:
            twin = copy.deepcopy(state)          # the outcome was looked at; the copy was never asked
        engine.apply(state, choice)
        if twin is not None:
            twin_decision = engine.pending(twin)
            twin_choice = engine.sample_chance(twin, twin_decision) if twin_decision.is_chance else choice
            assert twin_choice == choice, "the copy's dice differ from the original's"
            engine.apply(twin, twin_choice)
    assert twin is not None and twin.to_data() == state.to_data() and twin.rng.getstate() == state.rng.getstate()


def test_what_the_engine_remembers_keeps_only_a_few_games_alive(engine):
    """The engine remembers the decision asked and the next draw of each state it was asked
    about; over thousands of games memory must stay flat, so it keeps no more than the few most
    recent states (``memos.STATES_NOTED``) alive, however many games it is asked about."""
    for seed in range(2 * STATES_NOTED):
        state = engine.new_game(["Memo-A", "B"], seed=seed, start="beginners")
        decision = engine.pending(state)
        engine.apply(state, engine.sample_chance(state, decision) if decision.is_chance else decision.options[0])
        engine.sample_chance(state, decision) if (decision := engine.pending(state)).is_chance else None
    del state, decision
    gc.collect()
    alive = sum(isinstance(o, GameState) and o.players[0].name == "Memo-A" for o in gc.get_objects())
    assert alive <= STATES_NOTED, f"the engine keeps {alive} finished-with games alive"
