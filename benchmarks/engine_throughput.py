"""How fast the engine plays: the figures of the engine speed issue, printed, never asserted.

    python benchmarks/engine_throughput.py [--games N] [--peer PATH] [--memory-games N]
        [--instructions N] [--build NAME=PYTHON ...] [--pairs K]

For one process, with four players: player-turns/s (rounds x players / seconds, as
``landlord simulate`` counts them) and games/s for heuristic and random agents under the classic
1906 jail and Open Oubliette; decisions/s; the engine's own time per decision (``pending`` +
``apply`` while replaying the recorded choices, so no agent time is counted); and the speed-up of
``simulate --workers 2`` over one worker. With ``--peer PATH`` (a checkout of the
gamescomputersplay/monopoly simulator) it also times that simulator's player-moves/s in the same
run and prints the ratio. With ``--memory-games N`` it plays N games through ``simulate`` and
prints the peak resident memory of the run and its workers.

The engine speed issue's own figures, each in a fresh process per build (``--build
NAME=PYTHON``, the interpreter of a virtual environment with that build installed; the default is
this interpreter, named ``pure``):

* ``--instructions N``: instructions per player-turn, counted by valgrind's cachegrind (which
  repeats to a few hundredths of a percent on a loaded machine), N whole games of four heuristic
  players under the classic jail and under Open Oubliette, seed 11, the start-up (imports and
  the engine's construction, counted in a run of no games) subtracted.
* with ``--peer PATH``: CPU seconds per player-turn against the peer's CPU seconds per
  player-move, in ``--pairs K`` alternating pairs of runs (ours, the peer's, ours, ...), medians
  and their ratio: how many more (or fewer) player-turns we play per CPU-second than the peer
  plays player-moves.
"""
from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
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


#: Where a build's own processes run: outside the source tree, whose ``landlord/`` a ``python -c``
#: run from the checkout would import in place of the build installed in that interpreter.
OUTSIDE_THE_SOURCE = Path(tempfile.gettempdir())

#: Runs in a fresh process of the build being measured: whole games, the CPU time they took.
OUR_DRIVER = """
import json, sys, time
from landlord.engine import Engine, load_default_rules
from landlord.plugin_host import installed_jail_games
from landlord.simulate import game_seed, play_game
jail, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
engine = Engine(load_default_rules(), installed_jail_games().games)
turns, began = 0, time.process_time()
for n in range(games):
    state, result = play_game(engine, ["heuristic"] * 4, game_seed(seed, n), jail=jail)
    turns += result.rounds * 4
print(json.dumps({"player_turns": turns, "cpu_seconds": time.process_time() - began}))
"""

#: The peer's games timed in CPU seconds, its player-moves counted as PEER_DRIVER counts them.
PEER_CPU_DRIVER = PEER_DRIVER.replace("time.perf_counter()", "time.process_time()")


def _run_json(command: list[str], cwd: Path | None = None) -> dict[str, float]:
    run = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=3600)
    if run.returncode != 0:
        tail = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else f"exit {run.returncode}"
        raise RuntimeError(f"{' '.join(command[:2])}: {tail}")
    return json.loads(run.stdout.strip().splitlines()[-1])


def our_cpu_per_turn(python: str, games: int) -> float:
    figures = _run_json([python, "-c", OUR_DRIVER, "classic", str(games), str(SEED)], cwd=OUTSIDE_THE_SOURCE)
    return figures["cpu_seconds"] / figures["player_turns"]


def peer_cpu_per_move(path: Path, games: int) -> float:
    figures = _run_json([sys.executable, "-c", PEER_CPU_DRIVER, str(games)], cwd=path)
    return figures["seconds"] / figures["moves"]


def paired_against_peer(python: str, peer: Path, games: int, pairs: int) -> tuple[float, float]:
    """Median CPU seconds per player-turn (ours) and per player-move (the peer's), in alternating
    pairs, so a change in the machine's load falls on both alike."""
    ours, theirs = [], []
    for _ in range(pairs):
        ours.append(our_cpu_per_turn(python, games))
        theirs.append(peer_cpu_per_move(peer, games))
    return statistics.median(ours), statistics.median(theirs)


def counted_instructions(python: str, driver: str, *args: str) -> tuple[int, dict[str, float]]:
    """Instructions cachegrind counts for ``python -c driver args...`` (run outside the source
    tree), and the figures the driver printed last, as JSON."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cachegrind.out"
        run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}",
                              python, "-c", driver, *args],
                             capture_output=True, text=True, timeout=7200, cwd=OUTSIDE_THE_SOURCE)
        if run.returncode != 0:
            raise RuntimeError(run.stderr.strip().splitlines()[-1] if run.stderr.strip() else "valgrind failed")
        summary = next(line for line in out.read_text().splitlines() if line.startswith("summary:"))
    return int(summary.split()[1]), json.loads(run.stdout.strip().splitlines()[-1])


def _instructions(python: str, jail: str, games: int) -> tuple[int, int]:
    """Instructions cachegrind counts for a run of ``games`` games, and the player-turns played."""
    total, figures = counted_instructions(python, OUR_DRIVER, jail, str(games), str(SEED))
    return total, int(figures["player_turns"])


def instructions_per_turn(python: str, jail: str, games: int) -> float:
    """Instructions per player-turn: a run of ``games`` games less a run of none (the start-up)."""
    total, turns = _instructions(python, jail, games)
    start_up, _ = _instructions(python, jail, 0)
    return (total - start_up) / turns


def _build(text: str) -> tuple[str, str]:
    name, _, python = text.partition("=")
    if not name or not python:
        raise argparse.ArgumentTypeError(f"--build {text!r}: write NAME=PYTHON (an interpreter path)")
    # A path is made absolute here: the builds' processes run outside the source tree.
    return name, str(Path(python).absolute()) if "/" in python else python


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
    parser.add_argument("--instructions", type=int, default=0, metavar="N",
                        help="count instructions per player-turn over N games with cachegrind")
    parser.add_argument("--build", type=_build, action="append", default=[], metavar="NAME=PYTHON",
                        help="a build to measure, by its interpreter (default: this one, named pure)")
    parser.add_argument("--pairs", type=int, default=5, help="alternating pairs against the peer (default 5)")
    parser.add_argument("--skip-throughput", action="store_true", help="print only the figures asked for")
    args = parser.parse_args()
    builds = args.build or [("pure", sys.executable)]
    if args.instructions:
        print_instructions(builds, args.instructions)
    if args.peer is not None:
        print_paired(builds, args.peer, max(10, args.games // 4), args.pairs)
    engine = Engine(load_default_rules(), installed_jail_games().games)
    if args.skip_throughput:          # the figures asked for alone: memory still, if asked
        print_memory(engine, args.memory_games)
        return

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
    if args.peer is not None:             # wall-clock, as earlier figures were taken
        peer = peer_moves_per_s(args.peer, max(20, args.games // 2))
        if isinstance(peer, str):
            print(f"peer {args.peer}: {peer}")
        else:
            print(f"peer gamescomputersplay/monopoly: {peer['moves_per_s']:,.0f} player-moves/s "
                  f"({peer['games_per_s']:.1f} games/s); ours (classic, heuristic) / peer = "
                  f"{classic_heuristic / peer['moves_per_s']:.2f}")
    print_memory(engine, args.memory_games)


def print_memory(engine: Engine, games: int) -> None:
    if games:
        print(f"{games} games through simulate --workers 2: peak RSS {peak_memory(engine, games):.0f} MB")


#: The engine speed issue's targets, printed beside the figures (never asserted).
TARGET_INSTRUCTIONS = 250_000
TARGET_OUBLIETTE_TIMES_CLASSIC = 2.0


def print_instructions(builds: list[tuple[str, str]], games: int) -> None:
    if shutil.which("valgrind") is None:
        print("instructions per player-turn: valgrind is not installed here")
        return
    print(f"Instructions per player-turn (cachegrind; {games} games of 4 heuristic players, seed {SEED}, "
          "start-up subtracted)")
    for name, python in builds:
        classic = instructions_per_turn(python, "classic", games)
        oubliette = instructions_per_turn(python, "oubliette", games)
        print(f"  {name}: classic jail {classic:,.0f} (target at most {TARGET_INSTRUCTIONS:,}); Open Oubliette "
              f"{oubliette:,.0f}, {oubliette / classic:.2f}x classic (target at most "
              f"{TARGET_OUBLIETTE_TIMES_CLASSIC:g}x)")


def print_paired(builds: list[tuple[str, str]], peer: Path, games: int, pairs: int) -> None:
    print(f"CPU time against the peer ({pairs} alternating pairs of {games} games each; classic jail, heuristic)")
    for name, python in builds:
        ours, theirs = paired_against_peer(python, peer, games, pairs)
        ratio = theirs / ours
        print(f"  {name}: {ours * 1e6:,.1f} us per player-turn; peer {theirs * 1e6:,.1f} us per player-move; "
              f"we play {ratio:.2f}x the peer's player-moves per CPU-second (target at least 1.0x, aiming at 2x)")


if __name__ == "__main__":
    main()
