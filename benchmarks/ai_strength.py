"""How strong a computer player is: its win share against three others, and how long it thinks.

Run: python benchmarks/ai_strength.py [--games 200] [--seed 1] [--jobs 2] [--agent expert]
                                     [--opponents strong,heuristic] [--baseline strong]
                                     [--jail oubliette] [--start deal]

For each opponent kind, game k seats the agent at seat k mod 4 (so it sits in every seat equally
often) against three of them, from the game's seed ``game_seed(seed, k)``: the same seeds and
seats for every table, so two tables are paired game by game. With ``--baseline`` (default
``strong``; ``none`` to skip) the baseline plays the same games against the weakest opponent
kind (the last listed), so the agent's share there stands beside the baseline's, with the paired
difference (Newcombe's interval). Prints each win share with its 95% Wilson interval, the mean
final wealth, and the agent's decision time (median, 95th and 99th percentile and maximum, in
seconds, over every decision it was asked), on the clock and in the processor time its thread
took, with the load average: on a machine other work shares, the clock counts the waits for a
core too, and the processor time is what the decision itself cost. Prints figures; asserts nothing.

Measured on the 2-core development machine: see ``docs/ai.md`` for the expert's figures. The
strong agent against three heuristic (1,000 games, seed 1, two processes) won 80.4% (95% CI
77.8% to 82.7%), decision time median 0.15 ms, p95 1.6 ms; the easy agent 15.6% (13.5% to 18.0%).
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from landlord.driver import GameDriver, seat_names
from landlord.engine import Engine, load_default_rules
from landlord.plugin_host import installed_engine
from landlord.report.intervals import paired_share_difference
from landlord.report.intervals import wilson as wilson_interval
from landlord.simulate import game_seed

SEATS = 4
_ENGINE: Engine | None = None


def _engine() -> Engine:
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = installed_engine(load_default_rules())
    return _ENGINE


class TimedDriver(GameDriver):
    """The game driver, timing every decision of one seat: on the clock, and in the processor time
    its thread took (what the decision costs, however many other processes share the machine)."""

    def __init__(self, *args, timed_seat: int, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.timed_seat = timed_seat
        self.times: list[float] = []
        self.cpu_times: list[float] = []

    def choice_for(self, decision):
        if decision.actor != self.timed_seat:
            return super().choice_for(decision)
        began, began_cpu = time.perf_counter(), time.thread_time()
        choice = super().choice_for(decision)
        self.times.append(time.perf_counter() - began)
        self.cpu_times.append(time.thread_time() - began_cpu)
        return choice


def play(job: tuple[int, int, str, str, str | None, str]) -> dict[str, Any]:
    """One game with the agent at seat ``index % SEATS``, played by the game driver as ``landlord simulate`` plays it."""
    index, seed, agent, opponent, jail, start = job
    engine = _engine()
    seat = index % SEATS
    kinds = [agent if s == seat else opponent for s in range(SEATS)]
    state = engine.new_game(seat_names(kinds), seed=game_seed(seed, index), start=start, jail=jail)
    driver = TimedDriver(engine, state, kinds, timed_seat=seat)
    driver.run(keep_events=False)
    wealth = engine.wealth(state)
    return {"won": engine.winner(state) == seat, "seat": seat, "wealth": wealth[seat],
            "others": sum(w for s, w in enumerate(wealth) if s != seat) / (SEATS - 1), "times": driver.times,
            "cpu_times": driver.cpu_times, "load": os.getloadavg()[0]}


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval for a proportion (``landlord.report.intervals.wilson``), as a pair."""
    interval = wilson_interval(wins, n)
    return (0.0, 1.0) if interval.low is None or interval.high is None else (interval.low, interval.high)


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[k]


def run(games: int, seed: int, agent: str, opponent: str, jail: str | None, start: str,
        jobs: int) -> list[dict[str, Any]]:
    work = [(i, seed, agent, opponent, jail, start) for i in range(games)]
    if jobs <= 1:
        return [play(w) for w in work]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play, work, chunksize=1))


def report(agent: str, opponent: str, results: list[dict[str, Any]]) -> None:
    """One table's win share, by seat, wealth and decision time."""
    wins = sum(r["won"] for r in results)
    lo, hi = wilson(wins, len(results))
    print(f"{agent} against three {opponent}: {len(results)} games")
    print(f"  Win share:     {wins / len(results):.1%}  ({wins} wins; 95% CI {lo:.1%} to {hi:.1%}; "
          f"an equal player wins {1 / SEATS:.0%})")
    by_seat = [sum(r["won"] for r in results if r["seat"] == s) / max(1, sum(r["seat"] == s for r in results))
               for s in range(SEATS)]
    print("  By seat:       " + ", ".join(f"seat {s + 1} {w:.1%}" for s, w in enumerate(by_seat)))
    print(f"  Mean wealth:   {statistics.fmean(r['wealth'] for r in results):,.0f} "
          f"(others {statistics.fmean(r['others'] for r in results):,.0f})")
    for label, key in (("Decision time", "times"), ("  processor", "cpu_times")):
        times = sorted(t for r in results for t in r[key])
        print(f"  {label + ':':14} median {percentile(times, 0.5):.4f} s, p95 {percentile(times, 0.95):.4f} s, "
              f"p99 {percentile(times, 0.99):.4f} s, max {times[-1] if times else 0:.4f} s over {len(times):,} decisions")
    print(f"  Load average:  {statistics.fmean(r['load'] for r in results):.1f} (one minute, at each game's end, "
          f"mean; {os.cpu_count()} cores)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--agent", default="expert")
    parser.add_argument("--opponents", default="strong,heuristic", help="opponent kinds, one table each")
    parser.add_argument("--baseline", default="strong", help="plays the last opponents' table too ('none': not)")
    parser.add_argument("--jail", default=None, help="jail game id (default: the rules file's)")
    parser.add_argument("--start", default="deal")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    opponents = [o for o in args.opponents.split(",") if o]
    jail = args.jail or _engine().rules.default_jail
    print(f"{args.games} games a table, seats rotated, seeds paired across tables; start {args.start}, "
          f"jail {jail}, seed {args.seed}, {args.jobs} process(es)")
    tables: dict[str, list[dict[str, Any]]] = {}
    for opponent in opponents:
        tables[opponent] = run(args.games, args.seed, args.agent, opponent, args.jail, args.start, args.jobs)
        report(args.agent, opponent, tables[opponent])
    if args.baseline != "none" and opponents and args.baseline != args.agent:
        weakest = opponents[-1]
        baseline = run(args.games, args.seed, args.baseline, weakest, args.jail, args.start, args.jobs)
        report(args.baseline, weakest, baseline)
        difference = paired_share_difference([r["won"] for r in tables[weakest]], [r["won"] for r in baseline])
        print(f"{args.agent} minus {args.baseline} against three {weakest}, same games: {difference.value:+.1%} "
              f"(95% CI {difference.low:+.1%} to {difference.high:+.1%})")
    print(f"Wall time: {time.perf_counter() - began:.1f} s")


if __name__ == "__main__":
    main()
