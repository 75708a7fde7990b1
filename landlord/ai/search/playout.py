"""A world played on for a few rounds by a fast agent in every seat, then scored.

Playing a whole game to its end from every decision costs about twenty rounds of play; a few
rounds then an appraisal of what each player should have at the end (``Appraisal.prospects``:
cash, cards and the rent they should still bring, less notes) keep the same ranking at a
fraction of the work. The score is the searching seat's lead in dollars over the best of the
others: a lead is what wins the game, and a dollar is a unit the hint can put into words.
"""
from __future__ import annotations

import random

from ...engine import CHANCE, Choice, Engine, GameState
from ..appraisal import Appraisal
from ..base import Agent
from ..heuristic import HeuristicAgent

#: A playout that makes this many decisions stops there (a round takes about seven).
MOST_DECISIONS_PER_ROUND = 200


def playout_agents(players: int) -> list[Agent]:
    """The fast agent in every seat: the rule-of-thumb player, about a millisecond a round of four.
    (It draws nothing from its RNG, so one seeded RNG serves every seat and every playout.)"""
    return [HeuristicAgent(random.Random(0)) for _ in range(players)]


def lead(engine: Engine, state: GameState, seat: int) -> float:
    """``seat``'s lead over the best of the others: at the end, in wealth; before it, in prospects."""
    worth: list[float] = ([float(w) for w in engine.wealth(state)] if state.over
                          else Appraisal(engine.rules, state).prospects())
    others = [w for s, w in enumerate(worth) if s != seat]
    return worth[seat] - max(others) if others else worth[seat]


def play_out(engine: Engine, world: GameState, first: Choice, rounds: int, agents: list[Agent]) -> None:
    """Apply ``first`` to ``world``, then play on until ``rounds`` more rounds begin or the game ends."""
    engine.pending(world)
    engine.apply(world, first, answer_chance=True, keep_events=False)
    stop_round = world.round + rounds
    for _ in range(MOST_DECISIONS_PER_ROUND * rounds):
        decision = engine.waiting_for(world)
        if decision is None or world.round >= stop_round:
            return
        choice = (engine.sample_chance(world, decision) if decision.actor == CHANCE
                  else agents[decision.actor].choose(engine, world, decision))
        engine.apply(world, choice, answer_chance=True, keep_events=False)
