"""The rule hooks: the named points where house rules have their say (engine/hooks.py).

A rule module calls its points on ``ctx.hooks`` and knows nothing of house rules: a game without
them has the do-nothing hooks, which let everything stand; a game with them has the house-rule
host's answers. Both answer every point the protocol names."""
from __future__ import annotations

import inspect
import random

import pytest

from landlord.ai import make_agent
from landlord.engine import CHANCE, Engine, house_effects, house_host, house_points, house_view, load_default_rules
from landlord.engine.context import Ctx
from landlord.engine.contract import declared_methods
from landlord.engine.hooks import NO_HOOKS, NoHooks, RuleHooks
from landlord.engine.house_hooks import HouseHooks


@pytest.mark.parametrize("hooks", [NoHooks, HouseHooks])
def test_both_sets_of_hooks_answer_every_point_the_protocol_names_with_its_parameters(hooks):
    for name in declared_methods(RuleHooks):
        assert hasattr(hooks, name), f"{hooks.__name__} has no {name}"
        declared = list(inspect.signature(getattr(RuleHooks, name)).parameters)
        assert list(inspect.signature(getattr(hooks, name)).parameters) == declared, name
    assert set(declared_methods(hooks)) == set(declared_methods(RuleHooks)), "no point outside the protocol"


def test_the_do_nothing_hooks_let_everything_stand():
    engine = Engine(load_default_rules())
    state = engine.new_game(["Ann", "Ben"], seed=1, jail="classic")
    ctx = Ctx(engine, state)
    assert ctx.hooks is NO_HOOKS
    assert NO_HOOKS.charge_due(ctx, 0, [("treasury", 10)], "tax", "a tax") == [("treasury", 10)]
    assert NO_HOOKS.wages_due(ctx, 0, 100, exact=True) == 100 and NO_HOOKS.jail_due(ctx, 0, "trespass")
    assert NO_HOOKS.move_stop(ctx, 0, 1, 7, 6, 1) == (7, 6) and NO_HOOKS.throw_plan(ctx, 0) is None
    assert dict(NO_HOOKS.current_plan(state)) == {} and NO_HOOKS.options_before_throw(ctx, 0) is None
    assert not any((NO_HOOKS.rent_owed(ctx, 0, [("p1", 5)], "rent", "rent", 3), NO_HOOKS.dice_thrown(ctx, 0, (1, 2)),
                    NO_HOOKS.chance_drawn(ctx, 0, "c1"), NO_HOOKS.before_play_passes(ctx)))


def test_a_game_without_house_rules_runs_none_of_their_code(monkeypatch):
    def never(*args, **kwargs):
        raise AssertionError("the house-rule host was called in a game without house rules")
    for module in (house_host, house_points, house_effects, house_view):
        for name, value in vars(module).items():
            if inspect.isfunction(value) and value.__module__ == module.__name__:
                monkeypatch.setattr(module, name, never)
    engine = Engine(load_default_rules())
    for seed in range(3):
        state = engine.new_game(["Ann", "Ben", "Cal"], seed=seed, jail="classic", single_tax=seed == 2)
        agents = [make_agent("heuristic", random.Random(seed * 10 + i)) for i in range(3)]
        while (d := engine.pending(state)) is not None and state.round < 15:
            choice = engine.sample_chance(state, d) if d.actor == CHANCE else agents[d.actor].choose(engine, state, d)
            engine.apply(state, choice)
        assert state.round >= 15 or state.over
