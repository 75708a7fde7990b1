"""An easy computer player for a family's younger players: legal, plausible, and beatable.

It plays on impulse: it takes about half the cards it is dealt, buys whatever it lands on if it
can pay the price bid, joins the others' auctions now and then with whatever raise takes its
fancy (up to three times the printed price), and spends its cash on houses the moment it has
the price of one, so it is often short when the rent falls due. It never trades, never borrows
of its own accord (only to pay a debt), never proposes the Single Tax or a Trust, always moves forward and
pays its way out of the classic Jail when it can. It looks no further ahead than the decision in
front of it, yet never makes an illegal move: every answer is one of the decision's options,
and plugin (jail) decisions get the jail game's own advice.

Against three rule-of-thumb players it wins about one game in six (``benchmarks/ai_strength.py
--agent easy``), where an equal player would win one in four.
"""
from __future__ import annotations

import random

from ..engine import Choice, Decision, Engine, GameState
from .heuristic import HeuristicAgent
from .options import amounts, options_starting

#: How often it takes a card it is dealt and can afford.
IMPULSE = 0.5
#: At an auction it will go up to this many times a card's printed price, raising on a whim.
STRETCH = 3.0
#: How often it joins another player's auction at all.
CURIOSITY = 0.5
#: Cash it must see in hand before it repays a note, or builds on a lot it stops on (Single Tax).
COMFORTABLE = 250


class EasyAgent(HeuristicAgent):
    name = "easy"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, reserve=0)

    def _deal_offer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "buy" if "buy" in d.options and self.rng.random() < IMPULSE else "return"

    def _turn(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        builds = options_starting(d, "build:")
        if builds:                            # it loves houses: it builds whenever it has the price
            return self.rng.choice(builds)
        if "repay" in d.options and state.cash(d.actor) >= COMFORTABLE + engine.rules.loan_note:
            return "repay"
        return "roll"

    def _ceiling(self, engine: Engine, state: GameState, card: str) -> int:
        return int(engine.rules.space(card).price * STRETCH)

    def _bid(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        if d.context["purpose"] == "privilege" or self.rng.random() >= CURIOSITY:
            return "pass"                     # often it is not following the others' auctions
        bids = [b for b in amounts(d) if b <= self._ceiling(engine, state, d.context["card"])]
        return self.rng.choice(bids) if bids else "pass"      # any raise that takes its fancy

    def _first_option(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        if d.context.get("purpose") == "privilege":
            return "decline"
        return "buy" if state.cash(d.actor) >= d.context["price"] else "decline"   # it wants what it lands on

    def _move(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "forward" if "forward" in d.options else d.options[0]

    def _trade_answer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "reject"

    def _trade_card(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "cancel"

    def _trade_price(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "cancel"

    def _build_here(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        ok = "build" in d.options and state.cash(d.actor) >= COMFORTABLE
        return "build" if ok else "skip"

    def _jail_classic(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "pay" if "pay" in d.options else d.options[0]
