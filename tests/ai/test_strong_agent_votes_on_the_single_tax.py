"""The strong agent votes on the Single Tax by comparing its prospects under each regime: for it
when title deeds are the others' fortune, against it when they are its own (I-26, I-28).

Positions are set up directly: the cards are handed round by changing who holds them, which moves
no money, so the ledger is untouched."""
from __future__ import annotations

import random

from landlord.ai import StrongAgent


def vote(engine, strong_holds_land: bool) -> str:
    """Seat 0 (strong) holds every lot and Ben the franchises, or the other way round (the lots then
    shared among the three others); seat 0 proposes the Single Tax and is the first to vote."""
    state = engine.new_game(["Strong", "Ben", "Cal", "Dot"], seed=5, start="beginners")
    engine.apply(state, 0)                                  # seat 0 throws first
    state.owner.clear()
    others = [1, 2, 3]
    for k, space in enumerate(engine.rules.spaces_of_kind("lot")):
        state.owner[space.id] = 0 if strong_holds_land else others[k % 3]
    for kind in ("railroad", "utility"):
        for space in engine.rules.spaces_of_kind(kind):
            state.owner[space.id] = 1 if strong_holds_land else 0
    engine.apply(state, "propose_single_tax")
    decision = engine.pending(state)
    assert decision.kind == "single_tax_vote" and decision.actor == 0
    return StrongAgent(random.Random(0)).choose(engine, state, decision)


def test_the_strong_agent_votes_for_the_single_tax_when_the_others_hold_the_land(engine):
    assert vote(engine, strong_holds_land=False) == "yes"


def test_the_strong_agent_votes_against_the_single_tax_when_it_holds_the_land(engine):
    assert vote(engine, strong_holds_land=True) == "no"
