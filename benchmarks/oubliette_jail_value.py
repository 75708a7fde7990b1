"""What a stay in the Open Oubliette jail is worth: dollars earned per jail visit.

Plays N solo visits (a fresh dungeon, three turns, computer choices from the plugin's own
agent) through the same JailGame calls the host makes, and prints a Markdown table:
mean, quartiles, and the share of visits that earn nothing. Compare: the classic 1906
jail costs a $50 fine or waits for a double.

Run: python benchmarks/oubliette_jail_value.py [VISITS] [SEED]
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from landlord import CHANCE, JailContext
from landlord_plugins.oubliette import OublietteJail


def one_visit(jail: OublietteJail, rng: random.Random) -> int:
    """Dollars paid out for one prisoner's three turns."""
    ctx = JailContext(seat=0, turn_number=0, prisoners=(0,), names=("Prisoner",), cash=(100,),
                      property_value=(0,), jail_fine=50, wages=100)
    slot = jail.on_jailed(ctx, {})
    while True:
        decision = jail.pending(ctx, slot)
        if decision.actor == CHANCE:
            choice = rng.choices(decision.options, weights=decision.probs)[0]
        else:
            choice = jail.suggest(ctx, slot, decision)
        step = jail.apply(ctx, slot, choice)
        slot = step.slot
        if step.outcome.startswith("release"):
            return sum(e["receive"] for e in step.effects)


def main() -> None:
    visits = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    jail, rng = OublietteJail(), random.Random(seed)
    began = time.perf_counter()
    dollars = sorted(one_visit(jail, rng) for _ in range(visits))
    seconds = time.perf_counter() - began
    q1, median, q3 = statistics.quantiles(dollars, n=4)
    nothing = sum(1 for d in dollars if d == 0) / visits
    print(f"{visits} solo jail visits, seed {seed}, {seconds:.1f} s ({visits / seconds:.0f} visits/s)\n")
    print("| dollars earned per visit | value |")
    print("|---|---:|")
    print(f"| mean | ${statistics.fmean(dollars):.2f} |")
    print(f"| lower quartile | ${q1:.0f} |")
    print(f"| median | ${median:.0f} |")
    print(f"| upper quartile | ${q3:.0f} |")
    print(f"| most | ${dollars[-1]} |")
    print(f"| share of visits that earn nothing | {nothing:.1%} |")


if __name__ == "__main__":
    main()
