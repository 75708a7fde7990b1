"""Agents read a decision's options by type (``ai/options.py``), in the decision's order, and
tell the agents that propose out of turn from the others (``ai/base.py``)."""
from __future__ import annotations

import random

import pytest

from landlord.ai import AGENTS, make_agent
from landlord.ai.base import proposes
from landlord.ai.options import amounts, options_starting, text_options
from landlord.engine import Decision

MIXED = Decision(0, "mixed", ("pass", 20, "sell:B", (3, 4), 10, "build:A", "sell:A", ("propose", 1, "single_tax")))


def test_the_text_options_are_the_options_that_are_text_in_order():
    assert text_options(MIXED) == ["pass", "sell:B", "build:A", "sell:A"]


def test_the_options_starting_a_prefix_are_the_text_options_that_begin_with_it_in_order():
    assert options_starting(MIXED, "sell:") == ["sell:B", "sell:A"]
    assert options_starting(MIXED, "trust:") == []


def test_the_amounts_are_the_whole_number_options_in_order_without_the_words_beside_them():
    assert amounts(MIXED) == [20, 10]


@pytest.mark.parametrize("kind", AGENTS)
def test_only_the_strong_and_random_agents_propose_out_of_turn(kind):
    assert proposes(make_agent(kind, random.Random(0))) == (kind in ("strong", "random"))
