"""How the strong player values a house rule's options: by what each does to its prospects.

A house rule's own advice (its optional ``suggest``) knows what its abilities are *for*; it knows
nothing of the strong player's appraisal of the game. So the strong player tries each of the
rule's options in a decision on a copy of the game, follows the throws of chance that come
straight after (a d20 check, a die) by their probabilities, and prices the result as its *lead*:
its appraised prospects (:meth:`Appraisal.prospects`) less the best of the others'. An option's
value is the change in that lead. Only what happens at once is counted: an ability whose worth
lies ahead (a ward, a blessing, a faster move) is worth 0 here, and is left to the rule's advice.

The engine and this module know no concrete house rule: options are the decision's
``"house:<rule>:<option>"`` choices, and the game itself says what they do.
"""
from __future__ import annotations

import copy
from typing import Iterable

from ..engine import Choice, Decision, Engine, GameState
from .appraisal import Appraisal, Tuning
from .options import options_starting

#: Throws of chance followed after an option (a d20 check, then what its outcome asks).
CHANCE_DEPTH = 2
#: The most outcomes a throw may have to be followed (a d20's twenty); a larger one (two dice
#: for a move, thirty-six) ends the look: the move is the turn's business, not the option's.
MAX_OUTCOMES = 20
#: The most options of one decision that are tried (a rule offering more is valued on these).
MAX_OPTIONS = 16
HOUSE = "house:"
PASS = "house:pass"


def house_options(decision: Decision) -> list[str]:
    """The house rules' options in a decision, not counting letting things stand."""
    return [o for o in options_starting(decision, HOUSE) if o != PASS][:MAX_OPTIONS]


def lead(prospects: list[float], seat: int) -> float:
    """How far ahead of the best of the others the seat's prospects are (negative: behind)."""
    others = [p for other, p in enumerate(prospects) if other != seat]
    return prospects[seat] - max(others, default=0.0)


def expected_lead(engine: Engine, state: GameState, seat: int, tuning: Tuning, depth: int = CHANCE_DEPTH) -> float:
    """The seat's lead in ``state``, averaged over the throws of chance that come next."""
    decision = engine.pending(state)
    if (decision is not None and decision.is_chance and depth > 0 and decision.probs
            and len(decision.options) <= MAX_OUTCOMES):
        total = 0.0
        for outcome, p in zip(decision.options, decision.probs):
            if p > 0:
                branch = copy.deepcopy(state)
                engine.apply(branch, outcome)
                total += p * expected_lead(engine, branch, seat, tuning, depth - 1)
        return total
    return lead(Appraisal(engine.rules, state, tuning).prospects(), seat)


def values(engine: Engine, state: GameState, seat: int, options: Iterable[Choice],
           tuning: Tuning) -> dict[Choice, tuple[float, int]]:
    """For each option: what it does to the seat's lead (in dollars, on average), and the seat's
    cash the moment it is chosen (a casting cost is paid at once)."""
    now = lead(Appraisal(engine.rules, state, tuning).prospects(), seat)
    out: dict[Choice, tuple[float, int]] = {}
    for option in options:
        tried = copy.deepcopy(state)
        engine.apply(tried, option)
        out[option] = (expected_lead(engine, tried, seat, tuning) - now, tried.cash(seat))
    return out
