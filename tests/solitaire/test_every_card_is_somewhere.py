"""Property tests: whatever is played, no card is ever lost or doubled (deck, piles, Equipped slot,
Path, Graveyard, cards out of the game and cards on the table always make the full deck), every
decision offers legal options, and every game ends."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from landlord_plugins.oubliette_solitaire import agent, cards, layout, moves

#: A game turns over at most its deck, and each card asks only a few decisions; Items put cards
#: back (Hourglass, Time Shift) only as often as there are Items.
MOST_DECISIONS = 2_000


def play_out(state, choose) -> int:
    full = Counter(cards.full_deck(state["jokers"]))
    decisions = 0
    while (decision := moves.pending(state)) is not None:
        assert decision.options and len(set(decision.options)) == len(decision.options)
        moves.apply(state, choose(state, decision))
        decisions += 1
        assert layout.every_card(state) == full, f"a card was lost or doubled after {decisions} decisions"
        assert decisions < MOST_DECISIONS, "the game did not end"
    assert state["result"] in ("won", "lost") and state["how"]
    return decisions


@pytest.mark.parametrize("player", ["random", "computer"])
def test_thousands_of_seeded_games_never_lose_a_card_and_always_end(player):
    games = 1500 if player == "random" else 500
    results = Counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = moves.new_game(random.Random(seed), jokers=2 + seed % 2)
        chooser = (lambda s, d: agent.choose_random(rng, d)) if player == "random" else agent.choose
        play_out(state, chooser)
        results[state["result"]] += 1
    assert results["won"] and results["lost"]            # both ends are reached


@settings(max_examples=150, deadline=None)
@given(data=st.data(), jokers=st.sampled_from(cards.JOKER_COUNTS), order=st.randoms(use_true_random=False))
def test_any_deck_and_any_choices_keep_every_card(data, jokers, order):
    deck = cards.shuffled(cards.full_deck(jokers), order)
    state = moves.deal(deck, jokers, seed=data.draw(st.integers(0, 2**32)))
    play_out(state, lambda s, d: data.draw(st.sampled_from(d.options)))


def test_the_public_view_shows_no_hidden_card():
    state = moves.new_game(random.Random(4))
    view = layout.public_view(state)
    assert "deck" not in view and "piles" not in view
    hidden = set(state["deck"]) | {c for p in state["piles"] for c in p[:-1]}
    assert not hidden & set(str(view).replace("'", " ").replace(",", " ").split())
