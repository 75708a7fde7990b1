"""Every agent answers every kind of decision with one of its options, in whole games.

The games mix every agent, both jails, three starts, two to six players, and the Single Tax
(from the start, or proposed in round 5). At each player's decision, besides the seat's own
agent, one spare agent of every kind is asked too, so every agent answers every decision that
comes up in any of the games, whoever holds the seat. Spare agents' answers are checked, never
applied.
"""
from __future__ import annotations

import random

import pytest

from landlord.ai import AGENTS, make_agent

#: (seed, seats, jail, start, Single Tax from the start, round the Single Tax is proposed)
TABLES = [
    (100, ("strong", "heuristic", "easy", "random"), "oubliette", "deal", False, None),
    (101, ("easy", "strong", "random", "heuristic"), "classic", "deal", False, 6),
    (102, ("heuristic", "random", "strong", "easy"), "oubliette", "deal", True, None),
    (103, ("random", "easy", "heuristic", "strong"), "classic", "beginners", False, None),
    (104, ("strong", "strong", "heuristic"), "classic", "deal", False, 4),
    (105, ("easy", "heuristic", "strong", "random", "strong"), "oubliette", "deal", False, None),
    (106, ("strong", "easy", "heuristic", "random", "easy", "heuristic"), "classic", "deal", True, None),
    (107, ("heuristic", "strong", "heuristic", "easy"), "classic", "deal", True, None),   # a Trust is offered
    (108, ("strong", "heuristic", "easy", "random"), "classic", "monarch", False, 5),
    (109, ("strong", "easy"), "oubliette", "deal", False, None),
    (110, ("strong", "strong", "random"), "classic", "deal", False, None),   # a Trust proposed out of turn
]

#: Decision kinds the sample must reach, so that "every kind" means something.
MUST_SEE = {"deal_offer", "turn", "move", "bid", "first_option", "trade_card", "trade_buyer", "trade_price",
            "trade_answer", "raise_funds", "trust_answer", "single_tax_vote", "build_here", "opportunity",
             "jail.classic",
            "jail.oubliette.start", "jail.oubliette.prepare", "jail.oubliette.exit"}


@pytest.fixture(scope="module")
def answers(engine, whole_game):
    """Every (agent kind, decision kind) answered, with any answer that was not an option."""
    spares = {kind: make_agent(kind, random.Random(kind)) for kind in AGENTS}
    seen: dict[str, set[str]] = {kind: set() for kind in AGENTS}
    wrong: list[str] = []
    proposed: list[tuple] = []

    def watch(state, decision, choice, agent):
        if choice not in decision.options:
            wrong.append(f"{agent.name} answered {decision.kind} with {choice!r}")
        for kind, spare in spares.items():
            answer = spare.choose(engine, state, decision)
            seen[kind].add(decision.kind)
            if answer not in decision.options:
                wrong.append(f"{kind} answered {decision.kind} with {answer!r} (options {decision.options})")

    def watch_proposal(state, proposal, open_now):
        proposed.append(proposal)
        if proposal not in open_now:
            wrong.append(f"seat {proposal[1]} proposed {proposal!r} out of turn, which was not open "
                         f"(open: {open_now})")

    for seed, seats, jail, start, from_start, propose_at in TABLES:
        whole_game(seats, seed, jail=jail, start=start, single_tax=from_start, propose_at=propose_at,
                   watch=watch, watch_proposal=watch_proposal)
    seen["proposals out of turn"] = {str(p[2]).partition(":")[0] for p in proposed}
    return seen, wrong


def test_every_agent_answers_every_decision_with_one_of_its_options(answers):
    _, wrong = answers
    assert not wrong, "\n".join(wrong[:20])


def test_the_games_reach_every_kind_of_decision_a_player_makes(answers):
    seen, _ = answers
    for kind in AGENTS:
        assert MUST_SEE <= seen[kind], f"{kind} was never asked: {sorted(MUST_SEE - seen[kind])}"


def test_the_agents_put_both_kinds_of_proposal_out_of_turn_and_only_when_open(answers):
    seen, wrong = answers
    assert seen["proposals out of turn"] == {"single_tax", "trust"}
    assert not [w for w in wrong if "out of turn" in w]


def test_every_kind_of_agent_is_registered_by_name():
    assert {"random", "easy", "heuristic", "strong"} <= set(AGENTS)
    for kind in AGENTS:
        assert make_agent(kind, random.Random(0)).name == kind
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("grandmaster", random.Random(0))
