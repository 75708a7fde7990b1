"""The expert plays the strong player's rules of thumb, checked by look-ahead in worlds that know
only what its player could know, at a budget counted in playouts."""
from __future__ import annotations

import copy
import random

import pytest

from landlord.ai import SEAT_AGENTS, make_agent
from landlord.ai.expert import ExpertAgent
from landlord.ai.search import LEVELS, SearchStopped
from landlord.ai.search.candidates import candidates
from landlord.engine import Decision

from expert_positions import SMALL, ann_may_complete_section_ii, ben_offers_the_pike_to_ann_for, expert


class Declines:
    """A rule of thumb that turns every purchase down: a bad prior for the search to overrule."""

    name = "declines"

    def choose(self, engine, state, decision):
        return "decline" if "decline" in decision.options else decision.options[0]


def test_the_expert_buys_the_lot_that_completes_a_section(engine):
    state = ann_may_complete_section_ii(engine)
    decision = engine.pending(state)
    result = expert().think(engine, state, decision)
    assert result.choice == "buy"
    assert result.figures("buy").mean > result.figures("decline").mean


def test_the_look_ahead_overrules_a_rule_of_thumb_that_would_decline_it(engine):
    state = ann_may_complete_section_ii(engine)
    player = expert()
    player.prior = Declines()
    result = player.think(engine, state, engine.pending(state))
    assert result.prior == "decline" and result.choice == "buy"


def test_the_expert_refuses_to_pay_200_for_a_lot_that_counts_100(engine):
    state = ben_offers_the_pike_to_ann_for(engine, 200)
    assert expert().choose(engine, state, engine.pending(state)) == "reject"


def test_the_expert_takes_the_same_lot_at_10(engine):
    state = ben_offers_the_pike_to_ann_for(engine, 10)
    assert expert().choose(engine, state, engine.pending(state)) == "accept"


def test_the_same_seed_and_budget_give_the_same_choice_and_the_same_figures(engine):
    state = ann_may_complete_section_ii(engine)
    decision = engine.pending(state)
    assert expert(seed=5).think(engine, state, decision) == expert(seed=5).think(engine, state, decision)


def test_the_search_cannot_read_the_dice_or_the_luxury_pack_to_come(engine):
    state = ann_may_complete_section_ii(engine)
    other_future = copy.deepcopy(state)
    other_future.rng = random.Random("another future")
    other_future.luxury_pack.reverse()
    first = expert(seed=5).think(engine, state, engine.pending(state))
    second = expert(seed=5).think(engine, other_future, engine.pending(other_future))
    assert first == second


def test_the_search_leaves_the_game_as_it_was(engine):
    state = ann_may_complete_section_ii(engine)
    before, draws = state.to_data(), state.rng.getstate()
    expert().think(engine, state, engine.pending(state))
    assert state.to_data() == before and state.rng.getstate() == draws


def test_a_decision_with_one_option_is_answered_without_search(engine):
    state = ann_may_complete_section_ii(engine)
    only = Decision(0, "first_option", ("buy",), "Buy?")
    result = expert().think(engine, state, only)
    assert result.choice == "buy" and not result.searched and result.playouts == 0


def test_a_search_asked_to_stop_stops_before_its_next_playout(engine):
    state = ann_may_complete_section_ii(engine)
    player = ExpertAgent(random.Random(1), SMALL, stop=lambda: True)
    with pytest.raises(SearchStopped):
        player.think(engine, state, engine.pending(state))


def test_a_long_list_of_bids_is_narrowed_to_the_preferred_the_restrained_and_a_spread():
    bids = Decision(0, "bid", ("pass",) + tuple(range(25, 300, 5)), "Bid?")
    tried = candidates(bids, [60, 55], 5)
    assert tried[:3] == [60, 55, "pass"] and len(tried) == 5
    assert 25 in tried and 295 in tried           # the cheapest and the dearest
    assert all(option in bids.options for option in tried)


def test_every_level_is_a_seat_kind_and_answers_through_make_agent(engine):
    state = ann_may_complete_section_ii(engine)
    for name in LEVELS:
        assert name in SEAT_AGENTS
        assert make_agent(name, random.Random(0)).choose(engine, state, engine.pending(state)) == "buy"
