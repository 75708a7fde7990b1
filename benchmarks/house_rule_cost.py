"""What a house rule costs: a game with one against the same table without, printed, never asserted.

    python benchmarks/house_rule_cost.py [--games N] [--repeat K]

Four heuristic players, the classic jail, seed 11, Rule 1 deal. For each table (no house rule;
a rule that hears of nothing, which costs what the host's bookkeeping costs; the Central Park
jackpot of ``examples/landlord-house-jackpot``, a light rule that hears of two triggers; the same jackpot without its declaration of what it hears of, asked at every trigger
and point as a rule that declares nothing is; Dungeonopoly, a heavy one) it prints the cost of a
player-turn and its ratio to the table without house rules. The issue of house-rule costs asks
for a light rule under 1.5x.

The cost is counted in instructions by valgrind's cachegrind where it is installed (it repeats to
a few hundredths of a percent on a loaded machine; each run in a fresh process, the start-up
counted in a run of no games subtracted, as ``engine_throughput.py --instructions`` counts them);
else in CPU seconds, the median of ``--repeat`` runs.
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from engine_throughput import OUTSIDE_THE_SOURCE, SEED, _run_json, counted_instructions

#: The worked examples of house rules, imported by the driver from their folders (not installed).
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "landlord-house-jackpot"
LAND_TAX = Path(__file__).resolve().parents[1] / "examples" / "landlord-house-landtax"

#: The tables measured: what each is called here, and the house rules chosen at it.
TABLES = {"no house rules": [], "a rule hearing nothing": ["silent"], "jackpot": ["jackpot"],
          "jackpot, undeclared": ["jackpot-undeclared"], "Land Value Tax": ["landvaluetax"],
          "Dungeonopoly": ["dungeonopoly"]}

#: Runs in a fresh process: whole games at one table, the player-turns played and the CPU time.
DRIVER = """
import json, sys, time
sys.path[:0] = sys.argv[1].split("|")
from landlord.engine import Engine, load_default_rules
from landlord.plugin_host import installed_house_rules, installed_jail_games
from landlord.simulate import game_seed, play_game
from landlord_house_jackpot import Jackpot
from landlord_house_landtax import LandValueTax

class UndeclaredJackpot(Jackpot):
    # The same rule, heard at every trigger and point, as a rule that declares nothing is.
    triggers = points = None

class Silent(Jackpot):
    # A rule that hears of nothing: what the host's bookkeeping costs by itself.
    id, triggers, points = "silent", (), ()

games, seed, chosen = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
jackpot = UndeclaredJackpot() if "jackpot-undeclared" in chosen else Jackpot()
chosen = ["jackpot" if rule == "jackpot-undeclared" else rule for rule in chosen]
rules = {**installed_house_rules().rules, "jackpot": jackpot, "silent": Silent(), "landvaluetax": LandValueTax()}
engine = Engine(load_default_rules(), installed_jail_games().games, house_rules=rules)
turns, began = 0, time.process_time()
for n in range(games):
    state, result = play_game(engine, ["heuristic"] * 4, game_seed(seed, n), jail="classic", house_rules=chosen)
    turns += result.rounds * 4
print(json.dumps({"player_turns": turns, "cpu_seconds": time.process_time() - began}))
"""


def _args(games: int, chosen: list[str]) -> list[str]:
    return [f"{EXAMPLE}|{LAND_TAX}", str(games), str(SEED), *chosen]


def instructions_per_turn(chosen: list[str], games: int) -> float:
    """Instructions per player-turn at a table: a run of ``games`` games less a run of none."""
    total, figures = counted_instructions(sys.executable, DRIVER, *_args(games, chosen))
    start_up, _ = counted_instructions(sys.executable, DRIVER, *_args(0, chosen))
    return (total - start_up) / figures["player_turns"]


def cpu_seconds_per_turn(chosen: list[str], games: int, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        figures = _run_json([sys.executable, "-c", DRIVER, *_args(games, chosen)], cwd=OUTSIDE_THE_SOURCE)
        runs.append(figures["cpu_seconds"] / figures["player_turns"])
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games at each table (default 20)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each table without valgrind (default 5)")
    args = parser.parse_args()
    counted = shutil.which("valgrind") is not None
    if counted:
        unit, cost = "instructions", lambda chosen: instructions_per_turn(chosen, args.games)
    else:
        unit, cost = "CPU us", lambda chosen: cpu_seconds_per_turn(chosen, args.games, args.repeat) * 1e6
    how = "cachegrind" if counted else f"CPU time, median of {args.repeat} runs (valgrind is not installed)"
    print(f"Cost of a player-turn ({how}; {args.games} games of 4 heuristic players, classic jail, seed {SEED})")
    base = None
    for name, chosen in TABLES.items():
        per_turn = cost(chosen)
        base = base or per_turn
        print(f"  {name:<22} {per_turn:>12,.0f} {unit} per player-turn   {per_turn / base:5.2f}x")


if __name__ == "__main__":
    try:
        main()
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        sys.exit(f"house_rule_cost: {exc}")
