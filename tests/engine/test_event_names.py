"""Every event the game reports is named from one list (engine/events.py): what the engine and
the hosts emit, and what the window and the replay look for."""
from __future__ import annotations

import ast
import random
from pathlib import Path

from landlord.ai import make_agent
from landlord.engine import CHANCE, Engine, load_default_rules
from landlord.engine.events import EventName

ROOT = Path(__file__).resolve().parents[2]
NAMES = {name.value for name in EventName}


def _string_constants_in_calls(path: Path, function: str) -> set[str]:
    """The first argument of every call to ``function`` (``x.function("name", ...)``), when it is text."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) == function \
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            found.add(node.args[0].value)
    return found


def test_every_event_the_engine_and_the_plugins_emit_is_declared():
    for path in sorted([*(ROOT / "landlord").rglob("*.py"), *(ROOT / "plugins").rglob("*.py")]):
        for name in _string_constants_in_calls(path, "emit") | _string_constants_in_calls(path, "Event"):
            assert name in NAMES, f"{path.relative_to(ROOT)} emits {name!r}, which engine/events.py does not declare"


def test_every_event_the_window_and_the_replay_look_for_is_declared():
    from landlord.ui import banner, cards_text, sound
    looked_for = set(sound.EVENT_SOUNDS) | set(banner.STORY) | set(banner.WARNINGS) | set(cards_text.LOG_MARKS) \
        | set(cards_text.PURCHASE_EVENTS)
    for path in [*(ROOT / "landlord" / "ui").rglob("*.py"), ROOT / "landlord" / "replay.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare) and getattr(node.left, "attr", None) == "name":
                for side in node.comparators:
                    values = side.elts if isinstance(side, (ast.Tuple, ast.Set, ast.List)) else [side]
                    looked_for |= {v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)}
    assert looked_for - NAMES == set()


def test_whole_games_report_only_declared_events():
    engine = Engine(load_default_rules())
    seen = set()
    for seed in range(3):
        state = engine.new_game(["Ann", "Ben", "Cal"], seed=seed, jail="classic", single_tax=seed == 2)
        agents = [make_agent("heuristic", random.Random(seed * 10 + i)) for i in range(3)]
        while (d := engine.pending(state)) is not None:
            choice = engine.sample_chance(state, d) if d.actor == CHANCE else agents[d.actor].choose(engine, state, d)
            seen |= {event.name for event in engine.apply(state, choice)}
    assert seen and seen <= NAMES
