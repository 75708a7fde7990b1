"""The hint says the expert's choice in one sentence: the option with its card, why on the board
when the board says why, and what the look-ahead measured."""
from __future__ import annotations

import sys
from pathlib import Path

from landlord.ui.hint_words import hint_sentence
from landlord.ui.labels import option_label

sys.path.insert(0, str(Path(__file__).parents[1] / "ai"))
from expert_positions import SMALL, ann_may_complete_section_ii, ben_offers_the_pike_to_ann_for, expert  # noqa: E402


def sentence_for(engine, state) -> str:
    decision = engine.pending(state)
    result = expert().think(engine, state, decision)
    return hint_sentence(engine.rules, state, decision, result,
                         lambda option: option_label(decision, option, engine.rules, ["Ann", "Ben"]))


#: Declining, or accepting, falls so far behind that the search drops it at its first review: the
#: hint counts the games the two were compared in.
COMPARED = SMALL.review


def test_the_hint_to_buy_the_last_lot_of_a_section_says_it_completes_the_section(engine):
    sentence = sentence_for(engine, ann_may_complete_section_ii(engine))
    assert sentence.startswith("Buy Rubeville: it completes section II, whose rents double with houses "
                               f"(in {COMPARED} look-ahead games")
    assert "than Decline)." in sentence


def test_the_hint_to_refuse_a_dear_offer_gives_the_lead_it_keeps(engine):
    sentence = sentence_for(engine, ben_offers_the_pike_to_ann_for(engine, 200))
    assert sentence.startswith(f"Reject (The Pike): in {COMPARED} look-ahead games it kept you $")
    assert sentence.endswith("further ahead of your nearest rival than Accept.")
