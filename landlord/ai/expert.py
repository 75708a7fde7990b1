"""The expert computer player: the strong player's choice, checked by look-ahead.

At each decision with more than one option it asks the strong player what it would do (the
prior), narrows the options to a few candidates (:mod:`.search.candidates`), and plays each
candidate on in the same determinised worlds (:mod:`.search.root`): its own next decisions as the
strong player would make them, prices and votes by the strong player in every seat, the rest by
the fast rule-of-thumb player (:mod:`.search.playout`). It keeps the prior unless another
candidate leads clearly further: the search corrects the rules of thumb where the dice say they
are wrong, and otherwise leaves them.

It answers every decision the engine can ask through the same three calls (``pending``,
``apply``, ``child``-style copies), so a jail game's or house rule's decision it has never seen
is searched like an auction or a vote. A decision with one option is answered without search.
Proposals out of turn are the strong player's (asked at every other player's turn, a search each
time would cost more than all its own decisions).

How much it looks ahead is its level (:mod:`.search.levels`): playouts and rounds, never
seconds, drawn from the seat's own seeded stream, so the same seed plays the same game on any
machine. ``stop`` (a callable) lets a window end a search it no longer needs.
"""
from __future__ import annotations

import random
from typing import Callable

from ..engine import Choice, Decision, Engine, GameState
from ..engine.proposals import OpenProposal
from .heuristic import HeuristicAgent
from .search import DEFAULT_LEVEL, Level, SearchResult, search
from .search.candidates import candidates
from .search.root import unsearched
from .search.worlds import search_engine
from .strong import StrongAgent


class ExpertAgent:
    """Look-ahead at one level (``expert-quick``, ``expert``, ``expert-deep``)."""

    def __init__(self, rng: random.Random, level: Level = DEFAULT_LEVEL,
                 stop: Callable[[], bool] | None = None) -> None:
        self.rng, self.level, self.stop = rng, level, stop
        self.name = level.name
        self.prior = StrongAgent(rng)
        self.fast = HeuristicAgent(random.Random(0))

    def choose(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        return self.think(engine, state, decision).choice

    def think(self, engine: Engine, state: GameState, decision: Decision) -> SearchResult:
        """The choice with the figures behind it (the hint reads them); ``state`` is never changed.

        :raises SearchStopped: if ``stop()`` turned true during the search.
        """
        options = decision.options
        if len(options) == 1:
            return unsearched(options[0])
        prior = self.prior.choose(engine, state, decision)
        tried = candidates(decision, [prior, self.fast.choose(engine, state, decision)], self.level.candidates)
        if len(tried) == 1:
            return unsearched(prior)
        return search(search_engine(engine), state, decision, tried, self.level, self.rng, self.stop)

    def propose(self, engine: Engine, state: GameState,
                proposals: tuple[OpenProposal, ...]) -> OpenProposal | None:
        return self.prior.propose(engine, state, proposals)


def expert_at(level: Level) -> Callable[[random.Random], ExpertAgent]:
    """The factory for one level, as the agent registry holds them."""
    def make(rng: random.Random) -> ExpertAgent:
        return ExpertAgent(rng, level)
    return make
