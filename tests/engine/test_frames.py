"""Every step frame the engine pushes has the shape ``engine/frames.py`` declares for its kind.

The frames stay plain dicts (saved and digested), so mypy does not see their shapes through the
stack; these tests hold the declarations to the code instead: from the source (every kind pushed
or handled is declared, every push names its kind's keys) and in play (every frame pushed in whole
games under each built-in jail game, the Single Tax and a house rule has its kind's keys and none
undeclared, after the step that pushed it has added what it adds).
"""
from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

from landlord.ai import make_agent
from landlord.engine import CHANCE, COMPILED, Engine
from landlord.engine.context import Ctx
from landlord.engine.engine import HANDLERS, STEPS
from landlord.engine.frames import FRAME_SHAPES, Frame, shape_problem
from landlord.plugin_host import installed_house_rules, installed_jail_games

ENGINE_DIR = Path(__file__).resolve().parents[2] / "landlord" / "engine"


def pushes_in_the_source() -> list[tuple[str, str, set[str]]]:
    """Each ``ctx.push("kind", key=...)`` of the engine: where, the kind and the keys it names."""
    found = []
    for path in sorted(ENGINE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "push"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                assert all(k.arg is not None for k in node.keywords), f"{path.name}:{node.lineno} pushes **data"
                found.append((f"{path.name}:{node.lineno}", node.args[0].value, {str(k.arg) for k in node.keywords}))
    return found


def test_every_kind_the_engine_handles_or_pushes_has_a_declared_shape():
    kinds = set(HANDLERS) | set(STEPS) | {"land"} | {kind for _, kind, _ in pushes_in_the_source()}
    assert kinds - set(FRAME_SHAPES) == set(), "kinds without a declaration in engine/frames.py"
    assert set(FRAME_SHAPES) - kinds == set(), "declarations of kinds the engine never pushes"


@pytest.mark.parametrize("where, kind, keys", pushes_in_the_source(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_push_names_its_kinds_required_keys_and_no_undeclared_one(where, kind, keys):
    shape = FRAME_SHAPES[kind]
    assert shape.__required_keys__ - {"kind"} <= keys, f"{where} leaves out keys of a {kind} frame"
    assert keys <= shape.__required_keys__ | shape.__optional_keys__, f"{where} pushes undeclared keys"


def test_a_frame_with_a_key_its_kind_does_not_declare_is_found_out():
    assert shape_problem({"kind": "land", "seat": 0}) is None
    assert "undeclared ['dest']" in str(shape_problem({"kind": "land", "seat": 0, "dest": 3}))
    assert "missing ['seat']" in str(shape_problem({"kind": "land"}))
    assert "no shape is declared" in str(shape_problem({"kind": "nonsense"}))


@pytest.fixture(scope="module")
def engine(rules) -> Engine:
    return Engine(rules, installed_jail_games().games, house_rules=installed_house_rules().rules)


@pytest.mark.skipif(COMPILED, reason="the recording Ctx.push sees no push made inside the compiled engine, "
                                     "whose modules call Ctx.push directly")
def test_every_frame_pushed_in_whole_games_has_its_declared_shape(engine, kind_of_play, monkeypatch):
    pushed: list[Frame] = []
    push = Ctx.push

    def recording_push(ctx: Ctx, kind: str, **data: Any) -> Frame:
        frame = push(ctx, kind, **data)
        pushed.append(frame)
        return frame

    monkeypatch.setattr(Ctx, "push", recording_push)
    kinds_seen = set()
    for seed in range(3):
        state = engine.new_game(["A", "B", "C", "D"], seed=seed, start=("deal", "beginners")[seed % 2], **kind_of_play)
        agents = [make_agent(("random", "heuristic")[(seed + seat) % 2], random.Random(seat)) for seat in range(4)]
        while (decision := engine.pending(state)) is not None:
            choice = engine.sample_chance(state, decision) if decision.actor == CHANCE else \
                agents[decision.actor].choose(engine, state, decision)
            engine.apply(state, choice)
            for frame in pushed + state.stack:          # as the step left them, and as they wait
                assert shape_problem(frame) is None, shape_problem(frame)
                kinds_seen.add(frame["kind"])
            pushed.clear()
    assert {"turn", "throw", "move", "land", "begin_turn"} <= kinds_seen, "the games pushed too little to tell"
