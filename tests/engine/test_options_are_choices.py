"""Every option the game offers is a ``Choice`` as typed: text, a whole number or a tuple of them.

``Choice`` (``engine/decision.py``) is what jail games and house rules are held to
(``plain_data.choices_problem``); these whole games hold the engine's own decisions, the jail
games' and the house rule's to it too, and every proposal open out of turn to ``OpenProposal``.
"""
from __future__ import annotations

import random

import pytest

from landlord.ai import make_agent
from landlord.engine import CHANCE, Engine
from landlord.engine.plain_data import choices_problem
from landlord.engine.proposals import PROPOSE
from landlord.plugin_host import installed_house_rules, installed_jail_games

GAMES_PER_KIND = 2


@pytest.fixture(scope="module")
def engine(rules) -> Engine:
    return Engine(rules, installed_jail_games().games, house_rules=installed_house_rules().rules)


def is_open_proposal(proposal: object) -> bool:
    return (type(proposal) is tuple and len(proposal) == 3 and proposal[0] == PROPOSE
            and type(proposal[1]) is int and type(proposal[2]) is str)


def test_every_option_and_open_proposal_of_whole_games_has_its_declared_type(engine, kind_of_play):
    kinds_seen, proposals_seen = set(), 0
    for seed in range(GAMES_PER_KIND):
        state = engine.new_game(["A", "B", "C", "D"], seed=seed, **kind_of_play)
        agents = [make_agent(("random", "strong")[(seed + seat) % 2], random.Random(seat)) for seat in range(4)]
        while (decision := engine.pending(state)) is not None:
            assert choices_problem(decision.options) is None, (decision.kind, choices_problem(decision.options))
            open_now = engine.proposals(state)
            assert all(map(is_open_proposal, open_now)), open_now
            kinds_seen.add(decision.kind)
            proposals_seen += len(open_now)
            engine.apply(state, engine.sample_chance(state, decision) if decision.actor == CHANCE
                         else agents[decision.actor].choose(engine, state, decision))
    assert {"turn", "dice", "move"} <= kinds_seen, "the games asked too little to tell"
    assert proposals_seen > 0 or kind_of_play.get("single_tax"), "no proposal was ever open"
