"""How fast the engine plays: the figures of the engine speed issue, printed, never asserted.

    python benchmarks/engine_throughput.py [--games N] [--peer PATH] [--memory-games N]

For one process, with four players: player-turns/s (rounds x players / seconds, as
``landlord simulate`` counts them) and games/s for heuristic and random agents under the classic
1906 jail and Open Oubliette; decisions/s; the engine's own time per decision (``pending`` +
``apply`` while replaying the recorded choices, so no agent time is counted); and the speed-up of
``simulate --workers 2`` over one worker. With ``--peer PATH`` (a checkout of the
gamescomputersplay/monopoly simulator) it also times that simulator's player-moves/s in the same
run and prints the ratio. With ``--memory-games N`` it plays N games through ``simulate`` and
prints the peak resident memory of the run and its workers.
"""
from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

from landlord.engine import CHANCE, Engine, load_default_rules
from landlord.plugin_host import installed_jail_games
from landlord.game_setup import GameSetup
from landlord.simulate import game_seed, play_game, simulate

PLAYERS = 4
SEED = 11
#: Games whose choices are replayed to time the engine alone.
REPLAYED = 30


def best_of(repeats: int, measure, *args) -> dict[str, float]:
    """The fastest of several runs: on a shared machine the slower runs measure the neighbours."""
    runs = [measure(*args) for _ in range(repeats)]
    return max(runs, key=lambda figures: figures["player_turns_per_s"])


def one_process(engine: Engine, jail: str, agent: str, games: int) -> dict[str, float]:
    """Whole games in this process, then the engine alone replaying their choices."""
    histories = []
    rounds = decisions = 0
    began = time.perf_counter()
    for index in range(games):
        state, result = play_game(engine, [agent] * PLAYERS, game_seed(SEED, index), jail=jail)
        rounds += result.rounds
        decisions += len(state.history)
        if index < REPLAYED:        # keeping every game alive would slow the collector, and the games
            histories.append((game_seed(SEED, index), state.history))
    seconds = time.perf_counter() - began

    began = time.perf_counter()
    for seed, history in histories:
        state = engine.new_game([f"{agent.title()} {i + 1}" for i in range(PLAYERS)], seed=seed, jail=jail)
        for choice in history:
            engine.apply(state, choice)
    engine_seconds = time.perf_counter() - began
    replayed = sum(len(history) for _, history in histories)
    return {"player_turns_per_s": rounds * PLAYERS / seconds, "games_per_s": games / seconds,
            "decisions_per_s": decisions / seconds, "us_per_decision": engine_seconds / replayed * 1e6}


def workers_speedup(engine: Engine, games: int) -> tuple[float, float, float]:
    timed = []
    for workers in (1, 2):
        began = time.perf_counter()
        simulate(engine, GameSetup.for_seats(["heuristic"] * PLAYERS, SEED, jail="classic"), games=games,
                 workers=workers)
        timed.append(time.perf_counter() - began)
    return timed[0], timed[1], timed[0] / timed[1]


#: Runs inside the peer's checkout: counts every player's move of whole games and times them.
PEER_DRIVER = """
import json, sys, time
from monopoly.core import game, player
moves = 0
original = player.Player.make_a_move
def counted(self, *args, **kwargs):
    global moves
    moves += 1
    return original(self, *args, **kwargs)
player.Player.make_a_move = counted
games = int(sys.argv[1])
began = time.perf_counter()
for n in range(games):
    game.monopoly_game((n, n))
print(json.dumps({"moves": moves, "seconds": time.perf_counter() - began, "games": games}))
"""


def peer_moves_per_s(path: Path, games: int) -> dict[str, float] | str:
    """The peer's player-moves/s, or why it could not be measured."""
    try:
        run = subprocess.run([sys.executable, "-c", PEER_DRIVER, str(games)], cwd=path, capture_output=True,
                             text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"could not run it: {exc}"
    if run.returncode != 0:
        return f"it failed: {run.stderr.strip().splitlines()[-1] if run.stderr.strip() else run.returncode}"
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    return {"moves_per_s": figures["moves"] / figures["seconds"], "games_per_s": figures["games"] / figures["seconds"]}


def peak_memory(engine: Engine, games: int) -> float:
    simulate(engine, GameSetup.for_seats(["heuristic"] * PLAYERS, SEED, jail="classic"), games=games, workers=2)
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    workers = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, workers) / 1024          # ru_maxrss is in KiB on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per figure (default 200)")
    parser.add_argument("--peer", type=Path, help="a checkout of gamescomputersplay/monopoly to time as well")
    parser.add_argument("--memory-games", type=int, default=0, help="also play this many games and print peak RSS")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each figure, the best kept (default 3)")
    args = parser.parse_args()

    engine = Engine(load_default_rules(), installed_jail_games().games)
    print(f"One process, {PLAYERS} players, {args.games} games each, Rule 1 deal, seed {SEED}, "
          f"best of {args.repeat} runs")
    print(f"{'jail':>10} {'agents':>10} {'player-turns/s':>15} {'games/s':>8} {'decisions/s':>12} "
          f"{'us per pending+apply':>21}")
    classic_heuristic = 0.0
    for jail in ("classic", "oubliette"):
        for agent in ("heuristic", "random"):
            f = best_of(args.repeat, one_process, engine, jail, agent, args.games)
            if (jail, agent) == ("classic", "heuristic"):
                classic_heuristic = f["player_turns_per_s"]
            print(f"{jail:>10} {agent:>10} {f['player_turns_per_s']:>15,.0f} {f['games_per_s']:>8.1f} "
                  f"{f['decisions_per_s']:>12,.0f} {f['us_per_decision']:>21.1f}")
    one, two, speedup = min((workers_speedup(engine, args.games) for _ in range(args.repeat)),
                            key=lambda timed: timed[1])
    print(f"simulate --workers 2: {two:.2f} s against {one:.2f} s with one worker: {speedup:.2f}x")
    if args.peer is not None:
        peer = peer_moves_per_s(args.peer, max(20, args.games // 2))
        if isinstance(peer, str):
            print(f"peer {args.peer}: {peer}")
        else:
            print(f"peer gamescomputersplay/monopoly: {peer['moves_per_s']:,.0f} player-moves/s "
                  f"({peer['games_per_s']:.1f} games/s); ours (classic, heuristic) / peer = "
                  f"{classic_heuristic / peer['moves_per_s']:.2f}")
    if args.memory_games:
        print(f"{args.memory_games} games through simulate --workers 2: peak RSS "
              f"{peak_memory(engine, args.memory_games):.0f} MB")


if __name__ == "__main__":
    main()
