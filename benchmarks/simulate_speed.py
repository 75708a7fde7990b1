"""How fast the engine plays whole games headless: games/s and decisions/s per agent kind.

Run: python benchmarks/simulate_speed.py [GAMES]. Prints figures; asserts nothing.
Reference (shared/reference/anchors-and-user-requests.md C.1): a pure-Python full-rules
Monopoly engine plays about 100-300 games/s per core.
"""
from __future__ import annotations

import random
import sys
import time

from landlord.ai import make_agent
from landlord.engine import CHANCE, Engine, load_default_rules
from landlord.plugin_host import installed_jail_games


def measure(engine: Engine, kind: str, games: int, jail: str, players: int = 4) -> tuple[float, float, float]:
    decisions = rounds = 0
    began = time.perf_counter()
    for seed in range(games):
        state = engine.new_game([f"P{i}" for i in range(players)], seed=seed, jail=jail)
        agents = [make_agent(kind, random.Random(seed * 10 + i)) for i in range(players)]
        while (d := engine.pending(state)) is not None:
            choice = engine.sample_chance(state, d) if d.actor == CHANCE else agents[d.actor].choose(engine, state, d)
            engine.apply(state, choice)
            decisions += 1
        rounds += state.round
    seconds = time.perf_counter() - began
    return games / seconds, decisions / seconds, rounds / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    engine = Engine(load_default_rules(), installed_jail_games().games)
    print(f"{games} four-player games per agent kind and jail, Rule 1 deal")
    for jail in ("classic", "oubliette"):
        for kind in ("heuristic", "random"):
            gps, dps, mean_rounds = measure(engine, kind, games, jail)
            print(f"{jail:>9} {kind:>9}: {gps:7.1f} games/s  {dps:9.0f} decisions/s  mean rounds {mean_rounds:.1f}")


if __name__ == "__main__":
    main()
