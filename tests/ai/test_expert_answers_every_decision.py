"""The expert answers every decision with one of its options: under each built-in jail game, the
Single Tax and a house rule, whatever the decision (auctions, trades, votes, a jail game's own).

At every player's decision of a game of quick agents, a spare expert at the least budget is
asked too (its answer checked, never applied), so it answers the decisions of every seat; and
an expert seat plays a few rounds of its own through the game driver, by its seat kind's name.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from landlord.ai.expert import ExpertAgent
from landlord.engine import CHANCE, Engine
from landlord.plugin_host import installed_house_rules, installed_jail_games

from watched_games import WatchedDriver
from expert_positions import TINY

#: The quick agents at the table: the random one puts proposals and odd offers the others never do.
TABLE = ("random", "strong", "heuristic", "random")


@pytest.fixture(scope="module")
def engine(rules) -> Engine:
    return Engine(rules, installed_jail_games().games, house_rules=installed_house_rules().rules)


def spare_expert_answers(engine: Engine, kinds, seed: int, rounds: int | None, most_of_a_kind: int | None = None,
                         **options) -> tuple[list[str], set[str]]:
    """Play a game, asking a spare expert at every player's decision (or at the first
    ``most_of_a_kind`` of each kind: a solitaire in Jail asks hundreds): its wrong answers, and the
    kinds of decision it answered."""
    spare = ExpertAgent(random.Random(seed), TINY)
    wrong: list[str] = []
    seen: Counter[str] = Counter()

    def watch(state, decision, choice, agent):
        if most_of_a_kind is None or seen[decision.kind] < most_of_a_kind:
            seen[decision.kind] += 1
            answer = spare.choose(engine, state, decision)
            if answer not in decision.options:
                wrong.append(f"{decision.kind}: {answer!r} is not among {decision.options}")
        if choice not in decision.options:
            wrong.append(f"{agent.name} answered {decision.kind} with {choice!r}")

    state = engine.new_game([f"P{i}" for i in range(len(kinds))], seed=seed, **options)
    WatchedDriver(engine, state, kinds, watch=watch, single_tax_at=8).run(rounds=rounds, keep_events=False)
    return wrong, set(seen)


def test_the_expert_answers_every_decision_of_a_few_rounds_with_one_of_its_options(engine, kind_of_play):
    wrong, seen = spare_expert_answers(engine, TABLE, 31, 8, most_of_a_kind=6, **kind_of_play)
    assert wrong == []
    assert {"turn", "bid"} <= seen


def test_an_expert_seat_plays_through_the_driver_by_its_name(engine):
    wrong, seen = spare_expert_answers(engine, ("expert-quick", "strong", "random"), 32, 3, jail="oubliette")
    assert wrong == [] and "turn" in seen


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40, 42))
def test_the_expert_answers_every_decision_of_whole_games(engine, kind_of_play, seed):
    wrong, seen = spare_expert_answers(engine, TABLE, seed, None, **kind_of_play)
    assert wrong == []


@pytest.mark.slow
def test_the_expert_has_answered_every_kind_of_decision_the_quick_agents_meet(engine):
    seen: set[str] = set()
    for seed, options in enumerate(({"jail": "classic"}, {"jail": "oubliette"}, {"jail": "solitaire"},
                                    {"jail": "oubliette", "house_rules": ["dungeonopoly"]})):
        wrong, kinds = spare_expert_answers(engine, TABLE, 50 + seed, None, **options)
        assert wrong == []
        seen |= kinds
    assert {"deal_offer", "turn", "bid", "first_option", "trade_card", "trade_price", "trade_answer",
            "single_tax_vote", "jail.classic", "jail.oubliette.start"} <= seen
