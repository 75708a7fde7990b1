"""The odds of an Open Oubliette fight, against exact two-dice arithmetic.

One round (README, "Fights"): the player wins when two dice plus his weapon reach the
monster's power plus his two worst wounds; otherwise the monster throws two dice plus those
wounds and wounds him on 8 plus his armour or more; otherwise neither wins. So, with W the
wound penalty, A the weapon and R the armour:

    P(win)     = P(2d6 + A >= power + W)
    P(wounded) = (1 - P(win)) * P(2d6 + W >= 8 + R)
    P(neither) = 1 - P(win) - P(wounded)

each counted exactly over the 36 equally likely throws. The plugin is checked twice against
these numbers: once exactly, by playing every throw of the player and of the monster through
it, and once by chance, with many fights whose dice come from a seeded random.Random.
"""
from __future__ import annotations

import copy
import math
import pickle
import random
from fractions import Fraction
from itertools import product

import pytest

from landlord_plugins.oubliette import turns
from landlord_plugins.oubliette.explorers import new_dungeon, new_explorer

THROWS = list(product(range(1, 7), repeat=2))
FIGHTS = 4_000
#: The player's state in each case: wound modifiers held, weapon and armour taken up.
SETUPS = {
    "plain": ((), None, None),
    "wounded": ((2, 1, 0), None, None),                            # penalty 3
    "geared": ((), "Dagger", "Chain Mail Armor"),                   # +2 attack, +3 defense
    "geared and wounded": ((3, 1), "Mace", "Ring Mail Armor"),      # penalty 4, +4 attack, +2 defense
}
CASES = [(power, setup) for setup in SETUPS for power in range(1, 11)]


def numbers(cards, setup):
    """(wound penalty, attack bonus, armour bonus) of a setup, from the card tables."""
    wounds, weapon, armour = SETUPS[setup]
    penalty = sum(sorted(wounds, reverse=True)[:2])
    bonus = {t.name: t for t in cards.treasures}
    return penalty, bonus[weapon].attack if weapon else 0, bonus[armour].defense if armour else 0


def exact_odds(power, penalty, attack, armour):
    """(win, wounded, neither) as fractions, counted over the 36 throws."""
    win = Fraction(sum(a + b + attack >= power + penalty for a, b in THROWS), 36)
    hit = Fraction(sum(a + b + penalty >= 8 + armour for a, b in THROWS), 36)
    wounded = (1 - win) * hit
    return win, wounded, 1 - win - wounded


def ready_to_fight(cards, power, setup):
    """A dungeon where Ann, set up directly with the setup's wounds and gear, has just drawn a
    monster of ``power``: the fight's first decision is pending."""
    wounds, weapon, armour = SETUPS[setup]
    d = new_dungeon(cards, "standalone")
    ex = d["explorers"]["0"] = new_explorer("Ann")
    ex["pos"] = 4
    for modifier in wounds:
        w = next(i for i in d["decks"]["wound"] if cards.wounds[i].modifier == modifier)
        d["decks"]["wound"].remove(w)
        ex["wounds"].append(w)
    for name, where in ((weapon, "weapons"), (armour, "armour")):
        if name:
            t = next(i for i, t in enumerate(cards.treasures) if t.name == name)
            d["decks"]["treasure"].remove(t)
            ex[where].append(t)
    turns.push_draws(d, "0", "monster", 1, "the fight")
    monster = next(i for i in d["decks"]["monster"] if cards.monsters[i].power == power)
    turns.apply(cards, d, monster)
    assert turns.pending(cards, d).kind == "jail.oubliette.prepare"
    turns.apply(cards, d, "attack")
    return d


def outcome(d, wounds_before):
    """What the fight came to: a treasure to draw (won), a wound to draw (wounded), or nothing."""
    ex = d["explorers"]["0"]
    if ex["defeated"]:
        return "win"
    top = d["stack"][-1] if d["stack"] else None
    if top and top["k"] == "draw" and top["deck"] == "wound" or len(ex["wounds"]) > wounds_before:
        return "wounded"
    return "neither"


def fight_over(d) -> bool:
    """The fight frame has left the stack."""
    return not any(f["k"] == "fight" for f in d["stack"])


@pytest.mark.parametrize("power, setup", CASES)
def test_every_throw_played_through_the_plugin_gives_exactly_the_two_dice_odds(cards, power, setup):
    penalty, attack, armour = numbers(cards, setup)
    start = ready_to_fight(cards, power, setup)
    wounds_before = len(start["explorers"]["0"]["wounds"])
    seen = {"win": Fraction(0), "wounded": Fraction(0), "neither": Fraction(0)}
    for mine in THROWS:
        d = copy.deepcopy(start)
        turns.apply(cards, d, mine)
        if fight_over(d):
            seen[outcome(d, wounds_before)] += Fraction(1, 36)
            continue
        for theirs in THROWS:
            after = copy.deepcopy(d)
            turns.apply(cards, after, theirs)
            assert fight_over(after)
            seen[outcome(after, wounds_before)] += Fraction(1, 36 * 36)
    assert (seen["win"], seen["wounded"], seen["neither"]) == exact_odds(power, penalty, attack, armour)


def test_the_exact_odds_are_what_the_rules_say_for_a_few_hand_counted_cases():
    assert exact_odds(7, 0, 0, 0) == (Fraction(21, 36), Fraction(15, 36) * Fraction(15, 36),
                                      Fraction(15, 36) * Fraction(21, 36))
    assert exact_odds(1, 0, 0, 0) == (1, 0, 0)
    assert exact_odds(10, 0, 0, 4)[1] == Fraction(30, 36) * Fraction(1, 36)      # only 6-6 reaches 12
    assert exact_odds(10, 0, 0, 5)[1] == Fraction(0)                              # 13 is out of reach
    assert exact_odds(10, 4, 0, 0)[0] == Fraction(0)                              # 14 is out of reach


@pytest.mark.parametrize("power, setup", CASES)
def test_seeded_fights_match_the_exact_odds(cards, power, setup):
    """FIGHTS fights, every throw from a random.Random seeded with the case (so the test is
    deterministic). Tolerance: 4 standard errors of a frequency, 4 * sqrt(p (1 - p) / n). For a
    correct plugin one frequency strays that far with probability under 0.0001 (normal
    approximation), so over the 120 frequencies of the 40 cases a false alarm has well under a
    1% chance for any choice of seeds. A wrong rule is caught: at n = 4,000 the tolerance is at
    most 0.032, while reading ">=" as ">" for either throw moves some probabilities by 6/36 = 0.17,
    and forgetting a wound, weapon or armour bonus moves some by more than 0.1. Where a
    probability is exactly 0 or 1 the tolerance is 0: an impossible outcome must never be seen."""
    rng = random.Random(f"{setup}:{power}")
    penalty, attack, armour = numbers(cards, setup)
    expected = dict(zip(("win", "wounded", "neither"), exact_odds(power, penalty, attack, armour)))
    counts = {"win": 0, "wounded": 0, "neither": 0}
    start = ready_to_fight(cards, power, setup)
    wounds_before = len(start["explorers"]["0"]["wounds"])
    frozen = pickle.dumps(start)                  # a quicker copy than deepcopy, for plain data
    for _ in range(FIGHTS):
        d = pickle.loads(frozen)
        while not fight_over(d):
            decision = turns.pending(cards, d)
            assert decision.is_chance, decision         # with no kept cards, only dice are asked
            turns.apply(cards, d, rng.choices(decision.options, weights=decision.probs)[0])
        counts[outcome(d, wounds_before)] += 1
    for what, p in expected.items():
        seen = counts[what] / FIGHTS
        tolerance = 4 * math.sqrt(float(p * (1 - p)) / FIGHTS)
        assert abs(seen - float(p)) <= tolerance, \
            f"{what}: seen {seen:.4f}, exact {float(p):.4f} (tolerance {tolerance:.4f})"
