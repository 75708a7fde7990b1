"""A world played on for a few rounds by fast agents, then scored.

Playing a whole game to its end from every decision costs about twenty rounds of play; a few
rounds then an appraisal of what each player should have at the end (``Appraisal.prospects``:
cash, cards and the rent they should still bring, less notes) keep the same ranking at a
fraction of the work. The score is the searching seat's lead in dollars over the best of the
others: a lead is what wins the game, and a dollar is a unit the hint can put into words.

Who plays the seats in a playout (:class:`PlayoutSeats`) decides what a candidate is judged by:

* the searching seat's own next decisions, until another player decides or the dice are thrown,
  are its prior's, the strong player's: a candidate that opens business (``trade``, a card to
  sell) is then judged by the business the expert itself would go on to do, not by the fast
  player's (judged by the fast player's, "trade" looked better than "roll" in most turns, and the
  expert chose it only to cancel it at the next decision). Until the dice are thrown every world
  of a search is the same game but for the dice and the pack's order, which neither agent reads,
  so each of these answers is worked out once a search and remembered;
* the decisions that put a price on a card (a bid, buying at the deal or by the first option) or
  settle business between players (a vote on the Single Tax, the answer to a trade or a Trust)
  are the strong player's in every seat: it is what the expert meets at the table, and there the
  fast player is furthest from it (it bids to six rents whatever the game has left, accepts every
  Trust and votes by a cruder rule), so a bid or a proposal judged against the fast player would
  be judged against opponents the expert never meets. They are few and cheap to answer (a look at
  the appraisal; the strong player's costly trade planning is in its turn, left to the fast one);
* everything else is the fast rule-of-thumb player's (about a millisecond a round of four).
"""
from __future__ import annotations

import random

from ...engine import Choice, Decision, Engine, GameState
from ..appraisal import Appraisal
from ..base import Agent
from ..heuristic import HeuristicAgent
from ..strong import StrongAgent

#: A playout that makes this many decisions stops there (a round takes about seven).
MOST_DECISIONS_PER_ROUND = 200
#: Decisions that price a card or settle business between players: where the fast player's answer
#: is furthest from the strong player's, so every seat answers them as the strong player would.
PRICED = frozenset({"bid", "deal_offer", "first_option", "single_tax_vote", "trade_answer", "trust_answer"})


class PlayoutSeats:
    """Who answers each decision of a search's playouts for the seat ``searcher``, from a game
    whose history held ``root`` choices (see the module's text).

    Neither agent draws from its RNG, so one of each serves every seat and every playout.
    """

    def __init__(self, searcher: int, root: int) -> None:
        self.searcher, self.root = searcher, root
        self.fast: Agent = HeuristicAgent(random.Random(0))
        self.strong: Agent = StrongAgent(random.Random(0))
        self.own_turn = True           # the searcher still answering its own next decisions
        self.remembered: dict[tuple[object, ...], Choice] = {}

    def begin(self) -> None:
        """A new playout: the searcher's next decisions are its prior's again."""
        self.own_turn = True

    def played(self, steps: int) -> None:
        """One answer was applied, and ``steps`` choices with it: more than one, and the dice (or a
        card, or a forced step) came between, so the searcher's own decisions are over."""
        if steps > 1:
            self.own_turn = False

    def answer(self, engine: Engine, world: GameState, decision: Decision) -> Choice:
        if decision.actor != self.searcher:
            self.own_turn = False
        if self.own_turn:
            since = tuple(world.history[self.root:])       # the same game in every world, so far
            if since not in self.remembered:
                self.remembered[since] = self.strong.choose(engine, world, decision)
            return self.remembered[since]
        agent = self.strong if decision.kind in PRICED else self.fast
        return agent.choose(engine, world, decision)


def lead(engine: Engine, state: GameState, seat: int) -> float:
    """``seat``'s lead over the best of the others: at the end, in wealth; before it, in prospects."""
    worth: list[float] = ([float(w) for w in engine.wealth(state)] if state.over
                          else Appraisal(engine.rules, state).prospects())
    others = [w for s, w in enumerate(worth) if s != seat]
    return worth[seat] - max(others) if others else worth[seat]


def play_out(engine: Engine, world: GameState, first: Choice, rounds: int, seats: PlayoutSeats) -> None:
    """Apply ``first`` to ``world``, then play on until ``rounds`` more rounds begin or the game ends.

    The rounds are counted from the decision, not from where ``first`` leads: every candidate is
    scored at the same point of the game. (Counted after it, an option that ends the turn of the
    seat before the first player's, ``roll``, crossed into the next round at once and was
    scored a round later than ``trade`` or ``build``, which wait in the same turn: a round's
    worth of rent and wages set apart options that differ in nothing else.)
    """
    stop_round = world.round + rounds
    engine.pending(world)
    seats.begin()
    _apply(engine, world, first, seats)
    for _ in range(MOST_DECISIONS_PER_ROUND * rounds):
        decision = engine.waiting_for(world)
        if decision is None or world.round >= stop_round:
            return
        _apply(engine, world, seats.answer(engine, world, decision), seats)


def _apply(engine: Engine, world: GameState, choice: Choice, seats: PlayoutSeats) -> None:
    """Apply ``choice`` with the dice and cards that follow it, and tell ``seats`` how many steps it took."""
    before = len(world.history)
    engine.apply(world, choice, answer_chance=True, keep_events=False)
    seats.played(len(world.history) - before)
