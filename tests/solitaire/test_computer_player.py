"""The computer player: it plays sensibly, much better than chance, and only from what a person
at the table could see."""
from __future__ import annotations

import copy
import random

import pytest

from landlord_plugins.oubliette_solitaire import agent, moves, standalone

from solitaire_table import TOO_WEAK_FOR_A_KING

QUIET = [["3S"], ["5C"], ["7S"], ["9C"]]


@pytest.mark.parametrize("turn, at_least", [("text", 0.20), ("generous", 0.30)])
def test_the_computer_player_wins_far_more_often_than_a_random_one(turn, at_least):
    computer = standalone.play_many(300, seed=1000, player="computer", turn=turn)["win_rate"]
    chance = standalone.play_many(300, seed=1000, player="random", turn=turn)["win_rate"]
    assert computer >= at_least and chance <= 0.05, (computer, chance)


def scrambled(state, rng):
    """The same table with everything hidden shuffled: the deck's order and the cards under the
    piles' tops (which stay where they are)."""
    other = copy.deepcopy(state)
    hidden = other["deck"] + [c for p in other["piles"] for c in p[:-1]]
    rng.shuffle(hidden)
    other["deck"] = hidden[:len(other["deck"])]
    rest = hidden[len(other["deck"]):]
    for p in other["piles"]:
        under = max(0, len(p) - 1)
        p[:under], rest = rest[:under], rest[under:]
    return other


def test_the_computer_player_decides_from_what_can_be_seen_alone():
    rng = random.Random(9)
    checked = 0
    for seed in range(40):
        state = moves.new_game(random.Random(seed))
        while (decision := moves.pending(state)) is not None:
            choice = agent.choose(state, decision)
            for _ in range(2):
                assert agent.choose(scrambled(state, rng), decision) == choice
            checked += 1
            moves.apply(state, choice)
    assert checked > 1000


def test_it_lays_a_path_card_whenever_it_holds_one(table):
    t = table([["3S"], ["9D"], ["7S"], ["QC"]]).give_path("10S")
    assert agent.choose(t.state, moves.pending(t.state)) == "path:9D"


def test_it_spends_nothing_on_a_creature_it_may_yield_to_before_the_path_is_begun(table):
    t = table(TOO_WEAK_FOR_A_KING, equipped="5C", deck=["KH"])
    t.play("draw")
    assert "yield" in t.options and agent.choose(t.state, moves.pending(t.state)) == "yield"


def test_it_beats_a_creature_with_the_cheapest_cards_that_reach_its_value(table):
    t = table([["3S"], ["KC"], ["7S"], ["8C"]], deck=["QH"]).give_path("10S", "9S", "8S", "7H", "6S")
    t.play("draw")
    choice = agent.choose(t.state, moves.pending(t.state))
    # 7 and 8 make 15 against 12, and the Path has passed them; the King (a Ward) and the 3 (a
    # room still to come) are kept.
    assert choice in ("spend:7S", "spend:8C")
    t.play(choice)
    t.play(agent.choose(t.state, moves.pending(t.state)))
    assert t.kind == "turn" and t.tops[1] == "KC"


def test_it_fights_with_everything_it_has_when_losing_would_end_the_game(table):
    t = table([["3S"], ["4C"], ["2H"], ["5C"]], deck=["KH"], equipped="6D").give_path("10S")
    t.play("draw")
    assert agent.choose(t.state, moves.pending(t.state)).startswith("spend:")


def test_it_pays_a_trap_with_the_black_even_card_it_needs_least(table):
    t = table([["3S"], ["4C"], ["7S"], ["8C"]], deck=["5D"]).give_path("10S")
    t.play("draw")
    assert agent.choose(t.state, moves.pending(t.state)) == "pay:4C"     # the 8 is a room to come


def test_it_lights_a_torch_in_the_darkness_rather_than_lose_a_card(table):
    t = table([["3S"], ["4H"], ["7S"], ["9C"]], deck=["6C"]).give_path("10S")
    t.play("draw")
    assert agent.choose(t.state, moves.pending(t.state)) == "torch:4H"


def test_the_same_seed_gives_the_same_game():
    assert standalone.play(21) == standalone.play(21)
    assert len({str(standalone.play(s)["path"]) for s in range(8)}) > 1
