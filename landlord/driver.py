"""The one game driver: who answers each pending decision, and how computer seats are seeded.

Every way of playing on (``landlord simulate``, headless ``landlord play``, the window, the tests
and the benchmarks) asks the engine for the pending decision and lets the right party answer:
CHANCE draws from the game's own seeded RNG (``Engine.sample_chance``), a computer seat asks its
agent, a person's seat asks whoever stands for him (the terminal, the window), and the answer is
applied. Doing that in one place gives one seeding policy, one decision cap and one way of naming
unnamed seats, so ``landlord play --seed S`` and ``landlord simulate --seed S`` play the same game.

Seeding: a computer seat's randomness is drawn afresh for every decision from the game's seed,
the seat and the number of choices made so far (:class:`DecisionRandom`). What a computer does
therefore depends on the game alone: a game saved, loaded and played on goes exactly as it would
have gone without the save, on any machine. An agent that draws nothing (the heuristic player)
pays nothing for this.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from .ai import make_agent
from .ai.base import ProposingAgent, proposes
from .engine import CHANCE, Choice, Decision, EndlessGameError, Engine, Event, GameState
from .engine.proposals import OpenProposal

#: No game takes this many decisions; reaching it is an engine bug.
MAX_DECISIONS = 200_000

#: Asks a person for a choice; returns None when there is no answer (play stops).
AskHuman = Callable[[GameState, Decision], "Choice | None"]


def seat_names(kinds: Sequence[str]) -> list[str]:
    """Names for seats nobody named: "Player 1" for a person, "Heuristic 2" for an agent."""
    return [f"{'Player' if k == 'human' else k.title()} {i + 1}" for i, k in enumerate(kinds)]


@dataclass
class Seat:
    """Who sits in a seat: the player's name, ``"human"`` or an agent's name, and (in the window)
    his token. Saves record the name and kind; the new-game screen edits all three."""

    name: str
    kind: str = "human"
    token: int = 0

    @property
    def human(self) -> bool:
        return self.kind == "human"


class DecisionRandom(random.Random):
    """A computer seat's randomness, seeded for each decision from what identifies it in the game.

    :meth:`for_decision` names the decision by the game's seed, the seat and the number of
    choices made; just before its first draw the generator is seeded from the name
    ``"seed:seat:choices"``, so the draws are those of ``random.Random(name)``, and a seat that
    never draws never pays for seeding.
    """

    def __init__(self) -> None:
        super().__init__()
        self._unseeded: tuple[int, int, int] | None = None

    def for_decision(self, game_seed: int, seat: int, choices_made: int) -> None:
        self._unseeded = (game_seed, seat, choices_made)

    def _seed_if_new(self) -> None:
        if self._unseeded is not None:
            self.seed("%d:%d:%d" % self._unseeded)
            self._unseeded = None

    def random(self) -> float:
        self._seed_if_new()
        return super().random()

    def getrandbits(self, k: int) -> int:
        self._seed_if_new()
        return super().getrandbits(k)


@dataclass
class Outcome:
    """Why play stopped: ``"over"``, ``"rounds"``, ``"decisions"`` or ``"no answer"``."""

    reason: str
    events: list[Event]


class GameDriver:
    """Answers every pending decision of one game until told to stop.

    :param kinds: ``"human"`` or an agent name, one per seat.
    :param ask_human: how a person's seat is asked (None: play stops at a person's decision).
    :param single_tax_at: from this round on, the first player able to propose the Single Tax
        does so, once (the simulator's way of putting it to the agents' vote).
    """

    def __init__(self, engine: Engine, state: GameState, kinds: Sequence[str], *,
                 ask_human: AskHuman | None = None, single_tax_at: int | None = None) -> None:
        if len(kinds) != len(state.players):
            raise ValueError(f"{len(kinds)} seat kinds for {len(state.players)} players")
        self.engine, self.state, self.kinds = engine, state, list(kinds)
        self.ask_human = ask_human
        self.single_tax_at = single_tax_at
        self._rngs = {seat: DecisionRandom() for seat, k in enumerate(self.kinds) if k != "human"}
        self._agents = {seat: make_agent(k, self._rngs[seat]) for seat, k in enumerate(self.kinds) if k != "human"}
        #: Computer seats whose agents may propose out of turn (those with a ``propose`` method).
        self._proposers: dict[int, ProposingAgent] = {
            seat: agent for seat, agent in self._agents.items() if proposes(agent)}

    def agent(self, seat: int):
        """The agent playing a computer seat."""
        return self._agents[seat]

    def choice_for(self, decision: Decision) -> Choice | None:
        """The answer to ``decision`` (None if a person's seat gives none)."""
        if decision.actor != CHANCE and self.kinds[decision.actor] == "human":
            first = self._put_before_asking(decision)
            if first is not None:
                return first
            return None if self.ask_human is None else self.ask_human(self.state, decision)
        return self.unasked_choice(decision)

    def unasked_choice(self, decision: Decision) -> Choice:
        """The answer to a decision nobody is asked for: CHANCE's draw, or a computer seat's
        (the Single Tax proposed as set up, another computer's proposal, or its agent's choice).
        Always an answer, unlike :meth:`choice_for`, whose person may give none.

        :raises ValueError: for a person's decision (only he can answer it).
        """
        state = self.state
        if decision.actor == CHANCE:
            return self.engine.sample_chance(state, decision)
        if self.kinds[decision.actor] == "human":
            raise ValueError(f"seat {decision.actor} is a person's: only he answers its decisions")
        first = self._put_before_asking(decision)
        if first is not None:
            return first
        self._rngs[decision.actor].for_decision(state.seed, decision.actor, len(state.history))
        return self._agents[decision.actor].choose(self.engine, state, decision)

    def _put_before_asking(self, decision: Decision) -> Choice | None:
        """What is put before the seat to answer is asked: the Single Tax, once due, then any
        computer's proposal out of turn."""
        single_tax = self.single_tax_proposal(decision)
        return single_tax if single_tax is not None else self.agent_proposal(decision)

    def single_tax_proposal(self, decision: Decision) -> Choice | None:
        """``"propose_single_tax"`` when the set-up puts the Single Tax to the vote now (from round
        ``single_tax_at`` on, by the first player able to propose it), once; else None."""
        if (decision.actor != CHANCE and self.single_tax_at is not None
                and self.state.round >= self.single_tax_at and "propose_single_tax" in decision.options):
            self.single_tax_at = None
            return "propose_single_tax"
        return None

    def agent_proposal(self, decision: Decision) -> OpenProposal | None:
        """A proposal a computer seat puts out of turn now, if any wants to.

        Agents are asked at every ``turn`` decision (the start of a turn, and after each piece of
        the mover's business), seat by seat from the mover's left, only about what is open to
        them (``Engine.proposals``). Whether one is asked depends on the game alone, not on what
        this driver has seen, so a loaded game asks exactly as the unsaved one would have.
        """
        if decision.kind != "turn" or not self._proposers:
            return None
        state = self.state
        open_now = self.engine.proposals(state)
        for seat in dict.fromkeys(proposal[1] for proposal in open_now):     # in the order listed
            if seat not in self._proposers:
                continue
            own = tuple(p for p in open_now if p[1] == seat)
            self._rngs[seat].for_decision(state.seed, seat, len(state.history))
            choice = self._proposers[seat].propose(self.engine, state, own)
            if choice is not None and choice in own:
                return choice
        return None

    def run(self, *, rounds: int | None = None, decisions: int | None = None,
            on_step: Callable[[GameState], None] | None = None, keep_events: bool = True) -> Outcome:
        """Play until the game ends, ``rounds`` more rounds begin, or ``decisions`` are made.

        ``on_step`` sees the state before the first decision and after each one (autosave,
        per-round records). ``keep_events=False`` keeps no events (long simulations); with no
        ``on_step`` and no person at the table either, the engine answers the dice, the cards and
        the forced moves itself (``Engine.apply(answer_chance=True)``), and ``decisions`` counts only
        the decisions somebody made.

        :raises EndlessGameError: if the game runs past :data:`MAX_DECISIONS` (rules that keep
            games from ending, or an engine bug).
        """
        engine, state = self.engine, self.state
        # Nobody watches each step of computers alone played without events or a per-step hook:
        # the engine throws the dice and takes forced moves itself, through the same rules.
        unwatched = not keep_events and on_step is None and "human" not in self.kinds
        stop_round = state.round + rounds if rounds is not None else None
        events: list[Event] = []
        if on_step is not None:
            on_step(state)
        for made in range(MAX_DECISIONS):
            decision = engine.waiting_for(state)
            if decision is None:
                return Outcome("over", events)
            if stop_round is not None and state.round >= stop_round:
                return Outcome("rounds", events)
            if decisions is not None and made >= decisions:
                return Outcome("decisions", events)
            choice = self.choice_for(decision)
            if choice is None:
                return Outcome("no answer", events)
            happened = engine.apply(state, choice, answer_chance=unwatched, keep_events=keep_events)
            if keep_events:
                events += happened
            if on_step is not None:
                on_step(state)
        raise EndlessGameError(f"the game with seed {state.seed} did not end within {MAX_DECISIONS:,} decisions")
