"""The Agent protocol: answer a Decision from the state, with an injected RNG.

An agent may also propose out of turn (:class:`ProposingAgent`): asked at every turn decision
of another player (``GameDriver.agent_proposal``), it may put one of ``proposals`` (the Single
Tax, a Trust: ``Engine.proposals``, this seat's only), or None to put none. An agent without
``propose`` proposes only on its own turn.
"""
from __future__ import annotations

import random
from typing import Protocol, TypeGuard

from ..engine import Choice, Decision, Engine, GameState
from ..engine.proposals import OpenProposal


#: How often the random agent, asked whether to propose out of turn, does so: rarely enough that
#: its games still reach their ends, often enough that the fuzzing covers every kind of proposal.
RANDOM_PROPOSAL_CHANCE = 0.05


class Agent(Protocol):
    name: str

    def choose(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        """Return one of ``decision.options``; never change ``state``."""


class ProposingAgent(Agent, Protocol):
    """An agent that may also put a proposal out of turn."""

    def propose(self, engine: Engine, state: GameState,
                proposals: tuple[OpenProposal, ...]) -> OpenProposal | None:
        """One of ``proposals`` to put now, or None; never change ``state``."""


def proposes(agent: Agent) -> TypeGuard[ProposingAgent]:
    """Does ``agent`` put proposals out of turn? (``propose`` is an optional member, so the
    agents that have it are told apart by asking.)"""
    return hasattr(agent, "propose")


class RandomAgent:
    """Chooses uniformly among the options: a fuzzer for the rules and a baseline."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        return self.rng.choice(decision.options)

    def propose(self, engine: Engine, state: GameState,
                proposals: tuple[OpenProposal, ...]) -> OpenProposal | None:
        """Now and then, any proposal open to it: the rules' fuzzer must put them out of turn too."""
        return self.rng.choice(proposals) if self.rng.random() < RANDOM_PROPOSAL_CHANCE else None
