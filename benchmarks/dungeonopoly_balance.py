"""Dungeonopoly's balance: how often each class wins, with the classes rotated over the seats.

    python benchmarks/dungeonopoly_balance.py [--games 2000] [--seed 1] [--agents heuristic]
                                              [--workers 2] [--jail classic]

Four computer players (heuristic by default, using the house rule's own advice), one of each core
class; game ``i`` seats the classes turned ``i`` places round the table, so every class sits in
every seat equally often and the first player's edge is shared out. Prints the win rate of each
class with a 95% Wilson interval, its mean final wealth, and the mean length of a game; asserts
nothing. docs/dungeonopoly.md keeps the table of the last run.
"""
from __future__ import annotations

import argparse
import multiprocessing
import time
from collections import Counter

from landlord.engine import load_default_rules
from landlord.plugin_host import installed_engine
from landlord.simulate import game_seed, play_game

from ai_strength import wilson      # the benchmarks' one Wilson interval (run from benchmarks/, as scripts are)

CLASSES = ("fighter", "wizard", "cleric", "rogue")


def seating(index: int) -> list[str]:
    turn = index % len(CLASSES)
    return list(CLASSES[turn:] + CLASSES[:turn])


_engine = None


def _play(job: tuple[int, int, str, str]) -> tuple[list[str], int, list[int], int, dict[str, str]]:
    global _engine
    index, seed, agent, jail = job
    if _engine is None:
        _engine = installed_engine(load_default_rules())
    classes = seating(index)
    state, result = play_game(_engine, [agent] * len(classes), game_seed(seed, index), jail=jail,
                              house_rules=["dungeonopoly"], house_settings={"dungeonopoly": {"classes": classes}})
    disabled = state.plugin_data.get("house", {}).get("disabled", {})
    return classes, result.winner, list(result.wealth), result.rounds, dict(disabled)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agents", default="heuristic", help="the agent every seat plays (default heuristic)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--jail", default="classic")
    options = parser.parse_args()
    jobs = [(i, options.seed, options.agents, options.jail) for i in range(options.games)]
    began = time.perf_counter()
    wins: Counter[str] = Counter()              # by class
    wealth: Counter[str] = Counter()
    faults: Counter[str] = Counter()            # by the reason a house rule was disabled
    rounds = 0
    with multiprocessing.Pool(options.workers) as pool:
        for classes, winner, final, length, disabled in pool.imap_unordered(_play, jobs, chunksize=8):
            wins[classes[winner]] += 1
            for seat, name in enumerate(classes):
                wealth[name] += final[seat]
            rounds += length
            faults.update(disabled.values())
    games = options.games
    print(f"Dungeonopoly balance: {games:,} games, 4 {options.agents} players, classes rotated over the seats, "
          f"{options.jail} jail, seed {options.seed}")
    print(f"{'class':8}  {'wins':>6}  {'win rate':>8}  {'95% interval':>15}  {'mean wealth':>11}")
    for name in CLASSES:
        low, high = wilson(wins[name], games)
        print(f"{name:8}  {wins[name]:>6}  {wins[name] / games:>8.1%}  {low:>6.1%} to {high:>6.1%}  "
              f"${wealth[name] / games:>10,.0f}")
    print(f"an even share is {1 / len(CLASSES):.1%}; mean game {rounds / games:.1f} rounds; "
          f"{time.perf_counter() - began:.0f} s")
    if faults:
        print(f"house rule faults: {dict(faults)}")


if __name__ == "__main__":
    main()
