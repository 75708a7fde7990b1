"""Rules under which no turn can end are refused before a game begins, and a turn that goes on
with nobody deciding is stopped early in play (issue 24, fault 16); a beginners' hand may not
deal a card twice (fault 17a). Each refusal is one line naming the card.

Each game that used to run on for ever runs under a deadline, so a regression fails instead of hanging.
"""
from __future__ import annotations

import copy
import dataclasses
import tomllib

import pytest
import tomli_w
from deadlines import deadline

from landlord.cli import main
from landlord.driver import GameDriver
from landlord.engine import EndlessGameError, Engine, load_default_rules
from landlord.engine.endless_turns import MAX_UNDECIDED_STEPS
from landlord.engine.rules import ChanceCard
from landlord.engine.rules_check import find_problems
from landlord.engine.vocabulary import ChanceEffect
from landlord.game_setup import GameSetup
from landlord.paths import default_rules_path
from landlord.simulate import play

BASE = tomllib.loads(default_rules_path().read_text(encoding="utf-8"))
BOARD = [space["id"] for space in BASE["spaces"]]


def with_pack(*cards: dict) -> dict:
    data = copy.deepcopy(BASE)
    data["chance"] = [{"text": f"Card {card['id']}.", **card} for card in cards]
    return data


def chance_problems(data: dict) -> list[str]:
    return [problem for problem in find_problems(data) if problem.startswith("chance")]


# -- before a game begins: rules check ---------------------------------------------------------------
def test_a_pack_whose_every_card_goes_to_a_chance_space_is_refused_in_one_line_naming_the_card():
    problems = chance_problems(with_pack({"id": "round-again", "effect": "goto", "space": "chance-1"}))
    assert problems == ["chance: no turn can end once a player stops on 'chance-1': every Chance card sends him "
                        "to a Chance space again (card 'round-again' sends him from 'chance-1' to 'chance-1')"]


@pytest.mark.parametrize("steps", [len(BOARD), -2 * len(BOARD)])
def test_a_pack_whose_every_card_moves_a_whole_number_of_laps_is_refused_naming_the_card(steps):
    [problem] = chance_problems(with_pack({"id": "laps", "effect": "move", "steps": steps}))
    assert "no turn can end" in problem and "card 'laps'" in problem


def test_two_chance_spaces_sending_a_player_to_each_other_are_refused():
    problems = chance_problems(with_pack({"id": "to-one", "effect": "goto", "space": "chance-1"},
                                         {"id": "to-two", "effect": "goto", "space": "chance-2"}))
    assert len(problems) == 1 and "card 'to-one'" in problems[0]


def test_a_pack_with_one_card_that_ends_the_draws_is_accepted():
    looping = {"id": "laps", "effect": "move", "steps": len(BOARD)}
    assert chance_problems(with_pack(looping, {"id": "fine", "effect": "pay", "amount": 5})) == []
    assert chance_problems(with_pack(looping, {"id": "home", "effect": "goto", "space": "mother-earth"})) == []


def test_the_1906_pack_is_accepted():
    assert find_problems(BASE) == []


def test_landlord_rules_check_refuses_an_endless_pack_and_exits_1(tmp_path, capsys):
    path = tmp_path / "endless.toml"
    path.write_bytes(tomli_w.dumps(with_pack({"id": "round-again", "effect": "goto", "space": "chance-1"})).encode())
    assert main(["rules", "check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and out[0].startswith(f"{path}: chance: no turn can end") and "'round-again'" in out[0]


# -- in play: rules built in code, which no rules check saw -------------------------------------------------
def looping_engine() -> Engine:
    card = ChanceCard("round-again", "Go to chance-1.", ChanceEffect.GOTO, space="chance-1")
    return Engine(dataclasses.replace(load_default_rules(), chance=(card,)))


def test_a_simulated_game_whose_turn_cannot_end_is_refused_at_once_naming_the_card():
    with deadline(20), pytest.raises(EndlessGameError) as refused:
        play(looping_engine(), GameSetup.for_seats(["heuristic"] * 4, 0, jail="classic"))
    words = str(refused.value)
    assert f"went on past {MAX_UNDECIDED_STEPS:,} throws and draws with no decision by any player" in words
    assert "the Chance card 'round-again'" in words and "\n" not in words


def test_a_game_played_decision_by_decision_is_refused_alike():
    engine = looping_engine()
    state = engine.new_game(["Ann", "Ben"], seed=2, jail="classic")
    with deadline(20), pytest.raises(EndlessGameError, match="the Chance card 'round-again'"):
        GameDriver(engine, state, ["random", "random"]).run(on_step=lambda s: None)
    assert len(state.history) < 50 * MAX_UNDECIDED_STEPS, "the refusal came late"


def test_long_games_under_the_1906_rules_are_not_refused():
    engine = Engine(load_default_rules())
    for seed in range(6):
        state, _ = play(engine, GameSetup.for_seats(["random"] * 4, seed, jail="classic"))
        assert state.over


# -- fault 17a: a card dealt twice ---------------------------------------------------------------------------
def test_a_card_listed_in_two_beginners_hands_is_refused_naming_the_card_and_both_hands():
    data = copy.deepcopy(BASE)
    data["hands"][2]["cards"].append(data["hands"][0]["cards"][1])
    card = data["hands"][0]["cards"][1]
    at = len(data["hands"][2]["cards"]) - 1
    assert find_problems(data) == [f"hands[2].cards[{at}]: {card!r} is in hands[0] already (a card can be dealt once)"]


def test_a_card_listed_twice_in_one_hand_is_refused():
    data = copy.deepcopy(BASE)
    card = data["hands"][1]["cards"][0]
    data["hands"][1]["cards"].append(card)
    [problem] = find_problems(data)
    assert problem.startswith("hands[1].cards[") and f"{card!r} is in this hand already" in problem
