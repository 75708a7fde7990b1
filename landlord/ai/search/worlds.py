"""The worlds a search plays in: copies of the game that know only what its player could know.

The game's own RNG already holds every throw to come and the order of the shuffled Luxury pack;
a search that played on with it would read the future. Each world is therefore a copy of the
game with a fresh RNG seeded from the searching player's own random stream, and the Luxury pack
(whose cards are known, since every other card is on the table, but whose order is not)
reshuffled from it. Everything else in the state is on the table for every player to see.

One limit is left: what a jail game or house rule keeps in its own slot is opaque to the host,
so a plugin that stores hidden order there (the Oubliette solitaire's dealt deck) is seen as
stored. The CHANCE decisions a plugin asks are drawn from the fresh RNG like the dice.

The search runs on a private engine (:func:`search_engine`): the same rules, jail games and
house rules, but untimed, so no plugin call is ever cut short by the clock (the same seed gives
the same search on any machine), and its own memos, so a window's worker thread shares nothing
with the engine the window draws from.
"""
from __future__ import annotations

import copy
import random

from ...engine import Engine, GameState

_SEARCH_ENGINES: dict[int, tuple[Engine, Engine]] = {}


def private_engine(engine: Engine) -> Engine:
    """A new untimed engine with ``engine``'s rules, jail games and house rules: one for each
    worker thread, so no two threads share an engine's memos."""
    return Engine(engine.rules, engine.jail_games, house_rules=engine.house_rules)


def search_engine(engine: Engine) -> Engine:
    """The untimed engine a search of ``engine``'s games plays on, made once for each engine."""
    kept = _SEARCH_ENGINES.get(id(engine))
    if kept is not None and kept[0] is engine:
        return kept[1]
    private = private_engine(engine)
    if len(_SEARCH_ENGINES) > 8:
        _SEARCH_ENGINES.clear()
    _SEARCH_ENGINES[id(engine)] = (engine, private)
    return private


def world_seeds(rng: random.Random, count: int) -> list[int]:
    """Seeds for ``count`` worlds, drawn from the searching player's own stream."""
    return [rng.getrandbits(62) for _ in range(count)]


def determinised(state: GameState, seed: int) -> GameState:
    """A copy of ``state`` whose dice and undrawn cards come from ``seed``, not from the game."""
    world = copy.deepcopy(state)
    world.rng = random.Random(seed)
    world.rng.shuffle(world.luxury_pack)
    return world
