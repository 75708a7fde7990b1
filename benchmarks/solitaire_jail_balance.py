"""What a stay in Jail costs under each jail game: the 1906 jail, Open Oubliette and Oubliette
Solitaire (Julian Jimenez's solitaire, ``landlord_plugins.oubliette_solitaire``).

Plays N solo stays of each through the same JailGame calls the host makes (``on_jailed``, then
``pending``/``apply`` turn by turn, CHANCE decisions drawn from one seeded generator), a prisoner
with $300 in cash and the jail's own advice for his choices (``suggest``), and for the 1906 jail
two fixed policies: throw for a double until he must pay, or pay at once. The Solitaire is played
with each reading of its turn (S-11): the text's, one action after each card, and the generous
one. Prints one Markdown table, the two rates that decide the jail's default with 95% intervals:

* escapes: the stay ended by the jail game's own play (the Solitaire's Path completed), without
  the fine (95% Wilson interval);
* doubles: the stay ended by a double thrown (the 1906 jail, and the Solitaire's 1906 term);
* pays the fine: the share of stays that paid it (at once, or at the end of the term);
* jail turns: turns begun in Jail (the release turn included);
* turns lost: turns that ended without a move (he moves on a release by throw or double);
* dollars: the mean money per stay, paid out (+) less fines paid (-), the cost of a stay (95%
  normal interval of the mean);
* past the watch: stays whose third turn turned over more cards than a watch (11) to finish the
  solitaire: those a third turn capped at a watch would have ended unfinished, with the fine.

Run: python benchmarks/solitaire_jail_balance.py [STAYS] [SEED]
"""
from __future__ import annotations

import math
import random
import statistics
import sys
import time
from typing import Any, Callable

from landlord import CHANCE, JailContext
from landlord.plugin import ClassicJail
from landlord_plugins.oubliette import OublietteJail
from landlord_plugins.oubliette_solitaire.jail import SolitaireJail

CASH = 300
#: The host's own bound on a stay; the 1906 jail holds a prisoner who can pay at most four turns.
MOST_TURNS = 12
#: The normal quantile of a two-sided 95% interval.
Z95 = 1.96

Policy = Callable[[Any, JailContext, dict, Any], Any]


def advice(game: Any, ctx: JailContext, slot: dict, decision: Any) -> Any:
    return game.suggest(ctx, slot, decision)


def always(option: str) -> Policy:
    def choose(game: Any, ctx: JailContext, slot: dict, decision: Any) -> Any:
        return option if option in decision.options else decision.options[0]
    return choose


def random_play(seed: int) -> Policy:
    """The solitaire played by chance (to show what skill is worth): any option of each of its
    decisions; he plays every watch and throws in the term, as the advice does for a man of $300."""
    rng = random.Random(f"random-prisoner/{seed}")

    def choose(game: Any, ctx: JailContext, slot: dict, decision: Any) -> Any:
        if decision.kind in ("jail.solitaire.watch", "jail.solitaire.term"):
            return decision.options[0]
        return rng.choice(decision.options)
    return choose


def one_stay(game: Any, policy: Policy, rng: random.Random, settings: dict | None = None) -> dict[str, Any]:
    """One prisoner's stay, from his jailing to his release."""
    def ctx(turn: int) -> JailContext:
        return JailContext(seat=0, turn_number=turn, prisoners=(0,), names=("Prisoner",), cash=(CASH,),
                           property_value=(0,), jail_fine=50, wages=100, settings=settings or {})

    slot = dict(game.on_jailed(ctx(0), {}))
    dollars = lost = 0
    paid = overtime = False
    for turn in range(1, MOST_TURNS + 1):
        while True:
            overtime = overtime or past_the_watch(slot.get("0", {}))
            decision = game.pending(ctx(turn), slot)
            if decision.actor == CHANCE:
                choice = rng.choices(decision.options, weights=decision.probs)[0]
            else:
                choice = policy(game, ctx(turn), slot, decision)
            step = game.apply(ctx(turn), slot, choice)
            slot = dict(step.slot)
            for effect in step.effects:
                if "pay" in effect:
                    dollars -= effect["pay"]
                    paid = True
                else:
                    dollars += effect["receive"]
            if step.outcome != "continue":
                break
        if step.outcome in ("wait", "release_end"):
            lost += 1
        if step.outcome.startswith("release"):
            return {"turns": turn, "lost": lost, "dollars": dollars, "paid": paid, "overtime": overtime,
                    "escape": step.outcome == "release_roll" and not paid, "double": step.outcome == "release_move"}
    raise AssertionError(f"{game.id} kept a prisoner {MOST_TURNS} turns")


def past_the_watch(me: dict[str, Any]) -> bool:
    """Is a Solitaire prisoner on his last turn, past the cards a watch would allow?"""
    game = me.get("game")
    return game is not None and me["turn"] >= 3 and game["turned"] - me["watch_from"] > me["per_turn"]


def share_interval(hits: int, n: int) -> str:
    """A share and its 95% Wilson interval."""
    p = hits / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return f"{p:.1%} ({max(0.0, centre - half):.1%}-{min(1.0, centre + half):.1%})"


def mean_interval(values: list[float]) -> str:
    """A mean and its 95% normal interval."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{mean:+.2f} ({mean - half:+.2f} to {mean + half:+.2f})"


def row(name: str, stays: list[dict[str, Any]], seconds: float) -> str:
    n = len(stays)
    mean = statistics.fmean
    return (f"| {name} | {share_interval(sum(s['escape'] for s in stays), n)} "
            f"| {sum(s['double'] for s in stays) / n:.1%} | {sum(s['paid'] for s in stays) / n:.1%} "
            f"| {mean(s['turns'] for s in stays):.2f} | {mean(s['lost'] for s in stays):.2f} "
            f"| {mean_interval([s['dollars'] for s in stays])} | {sum(s['overtime'] for s in stays) / n:.1%} "
            f"| {n / seconds:,.0f} |")


def main() -> None:
    stays = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    runs: list[tuple[str, Any, Policy, dict[str, Any] | None]] = [
        ("1906 jail, throwing for doubles", ClassicJail(), always("throw"), None),
        ("1906 jail, paying at once", ClassicJail(), always("pay"), None),
        ("Open Oubliette (its own advice)", OublietteJail(), advice, None),
    ]
    for turn in ("text", "generous"):
        runs += [
            (f"Oubliette Solitaire, {turn} turn (its own advice)", SolitaireJail(), advice, {"turn": turn}),
            (f"Oubliette Solitaire, {turn} turn, 3 Jokers", SolitaireJail(), advice, {"turn": turn, "jokers": 3}),
            (f"Oubliette Solitaire, {turn} turn, random play", SolitaireJail(), random_play(seed), {"turn": turn}),
        ]
    print(f"{stays:,} solo stays each, seed {seed}, a prisoner with ${CASH}; 95% intervals in brackets\n")
    print("| jail | escapes | doubles | pays the fine | jail turns | turns lost | dollars per stay | past the watch "
          "| stays/s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, game, policy, settings in runs:
        rng = random.Random(seed)
        began = time.perf_counter()
        results = [one_stay(game, policy, rng, settings) for _ in range(stays)]
        print(row(name, results, time.perf_counter() - began), flush=True)


if __name__ == "__main__":
    main()
