"""Dungeonopoly's balance: how often each class wins, with the classes rotated over the seats.

    python benchmarks/dungeonopoly_balance.py [--games 2016] [--seed 1] [--agents heuristic]
                                              [--workers 2] [--jail classic]
                                              [--classes core|all] [--variant quicker_game|blitz_game]

Four computer players (heuristic by default, using the house rule's own advice), each of another
class. With ``--classes core`` (the four core classes) game ``i`` seats them turned ``i`` places round
the table. With ``--classes all`` (the nine) the games go through every set of four classes out of
the nine, 126 sets, each seated in its four turns round the table: 504 seatings, so in 504·k games
every class sits in every seat equally often, beside every other class equally often, and the first
player's edge is shared out. ``--variant`` switches on one of the text's variants (the Quicker game,
the Blitz game).

Prints each class's games, its wins and win rate *in the games it played* with a 95% Wilson
interval (an even share is 25%: four players a game), its mean final wealth, and the mean length
of a game; asserts nothing. docs/dungeonopoly.md keeps the tables of the last runs.
"""
from __future__ import annotations

import argparse
import itertools
import multiprocessing
import time
from collections import Counter

from landlord.engine import Engine, load_default_rules
from landlord.plugin_host import installed_engine
from landlord.simulate import game_seed, play_game

from ai_strength import wilson      # the benchmarks' one Wilson interval (run from benchmarks/, as scripts are)

CORE = ("fighter", "wizard", "cleric", "rogue")
ALL = CORE + ("bard", "druid", "paladin", "psion", "warlock")
SEATS = 4


def seatings(classes: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every set of four of ``classes``, each in its four turns round the table."""
    return [group[turn:] + group[:turn] for group in itertools.combinations(classes, SEATS) for turn in range(SEATS)]


_engine: Engine | None = None


def _play(job: tuple[int, int, str, str, tuple[str, ...], str]) -> tuple[tuple[str, ...], int, list[int], int,
                                                                         dict[str, str]]:
    global _engine
    index, seed, agent, jail, classes, variant = job
    if _engine is None:
        _engine = installed_engine(load_default_rules())
    settings: dict[str, object] = {"classes": list(classes)}
    if variant:
        settings[variant] = True
    state, result = play_game(_engine, [agent] * len(classes), game_seed(seed, index), jail=jail,
                              house_rules=["dungeonopoly"], house_settings={"dungeonopoly": settings})
    disabled = state.plugin_data.get("house", {}).get("disabled", {})
    return classes, result.winner, list(result.wealth), result.rounds, dict(disabled)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2016, help="games (504 a full round of the nine's seatings)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agents", default="heuristic", help="the agent every seat plays (default heuristic)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--jail", default="classic")
    parser.add_argument("--classes", choices=("core", "all"), default="all")
    parser.add_argument("--variant", choices=("quicker_game", "blitz_game"), default="")
    options = parser.parse_args()
    classes = CORE if options.classes == "core" else ALL
    order = seatings(classes)
    jobs = [(i, options.seed, options.agents, options.jail, order[i % len(order)], options.variant)
            for i in range(options.games)]
    began = time.perf_counter()
    played: Counter[str] = Counter()            # games each class sat in
    wins: Counter[str] = Counter()
    wealth: Counter[str] = Counter()
    faults: Counter[str] = Counter()            # by the reason a house rule was disabled
    rounds = 0
    with multiprocessing.Pool(options.workers) as pool:
        for seated, winner, final, length, disabled in pool.imap_unordered(_play, jobs, chunksize=8):
            wins[seated[winner]] += 1
            for seat, name in enumerate(seated):
                played[name] += 1
                wealth[name] += final[seat]
            rounds += length
            faults.update(disabled.values())
    games = options.games
    print(f"Dungeonopoly balance: {games:,} games, 4 {options.agents} players, {len(classes)} classes rotated over "
          f"the seats, {options.jail} jail, {options.variant or 'the basic game'}, seed {options.seed}")
    print(f"{'class':8}  {'games':>6}  {'wins':>5}  {'win rate':>8}  {'95% interval':>15}  {'mean wealth':>11}")
    for name in sorted(classes, key=lambda c: -wins[c] / max(1, played[c])):
        n = played[name]
        low, high = wilson(wins[name], n)
        print(f"{name:8}  {n:>6}  {wins[name]:>5}  {wins[name] / max(1, n):>8.1%}  {low:>6.1%} to {high:>6.1%}  "
              f"${wealth[name] / max(1, n):>10,.0f}")
    print(f"an even share is {1 / SEATS:.1%} of the games a class plays; mean game {rounds / games:.1f} rounds; "
          f"{time.perf_counter() - began:.0f} s")
    if faults:
        print(f"house rule faults: {dict(faults)}")


if __name__ == "__main__":
    main()
