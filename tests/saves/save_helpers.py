"""Helpers for the save tests: games played by the headless player."""
from __future__ import annotations

from landlord.engine import Engine, GameState
from landlord.driver import GameDriver


def new_game(engine: Engine, kinds, seed: int, **options) -> GameState:
    names = [f"{k.title()} {i + 1}" for i, k in enumerate(kinds)]
    return engine.new_game(names, seed=seed, **options)


def play(engine: Engine, state: GameState, kinds, **run) -> list:
    """Play on with the headless player; the events of what was played."""
    return GameDriver(engine, state, kinds).run(**run).events


def played(engine: Engine, kinds, seed: int, decisions: int | None = None, **options) -> GameState:
    state = new_game(engine, kinds, seed, **options)
    play(engine, state, kinds, decisions=decisions)
    return state
