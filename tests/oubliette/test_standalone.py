"""Open Oubliette played on its own: ``landlord oubliette`` (README, "Setup" and "Win Conditions").

"First, the first player to cash in a total of $6,000 in Treasure cards at the Exit
automatically wins the game. Second, in cases where Oubliette runs out of unclaimed Treasure
cards, the player who has the highest value from cashed-in Treasure cards wins the game."
Ties: "Treasure cards that have not been cashed in, excluding those being used for weapons or
armor, can count towards the total for the purpose of breaking the tie. If the score is still
even, Treasure cards used as weapons and armor can count." (design notes; see O-12)

Winning and tie-break positions are set up directly (``put``, ``give_*`` in conftest.py).
"""
from __future__ import annotations

import builtins
import json

import pytest

from landlord import Decision
from landlord.cli import main
from landlord_plugins.oubliette import standalone
from landlord_plugins.oubliette.explorers import banked_gold


def run(capsys, *argv):
    code = main(["oubliette", *argv])
    out, err = capsys.readouterr()
    return code, out, err


# -- the command ---------------------------------------------------------------------------------
def test_the_json_result_names_the_winner_and_each_seat_s_banked_gold(capsys):
    code, out, err = run(capsys, "--seats", "ai,ai,ai", "--seed", "7", "--json")
    assert code == 0 and err == ""
    result = json.loads(out)
    assert result == standalone.play(["ai", "ai", "ai"], 7)
    assert result["seed"] == 7 and result["seats"] == ["ai", "ai", "ai"]
    assert result["winner"] in (0, 1, 2) and len(result["banked"]) == 3
    assert result["ended_by"] == "gold" and result["banked"][result["winner"]] >= 6000


def test_the_same_seed_gives_the_same_game(capsys):
    first = run(capsys, "--seats", "ai,ai,ai,ai", "--seed", "11", "--json")
    again = run(capsys, "--seats", "ai,ai,ai,ai", "--seed", "11", "--json")
    assert first == again


def test_other_seeds_give_other_games():
    results = {json.dumps(standalone.play(["ai", "ai"], seed)["banked"]) for seed in range(6)}
    assert len(results) > 1


def test_without_json_it_tells_the_game_and_ends_with_the_winner_and_the_banked_gold(capsys):
    result = standalone.play(["ai", "ai", "ai"], 7)
    code, out, _ = run(capsys, "--seats", "ai,ai,ai", "--seed", "7")
    lines = out.splitlines()
    assert code == 0
    assert lines[0].startswith("Order of play: ")
    assert lines[-2] == f"Computer {result['winner'] + 1} wins ({result['ended_by'].replace('_', ' ')})."
    assert result["names"] == ["Computer 1", "Computer 2", "Computer 3"]
    assert lines[-1] == "Banked gold: " + ", ".join(f"Computer {i + 1} {g}" for i, g in enumerate(result["banked"]))


def test_the_final_banked_gold_matches_the_last_banked_in_all_line_of_each_explorer(capsys):
    code, out, _ = run(capsys, "--seats", "ai,ai,ai", "--seed", "7")
    lines = out.splitlines()
    final = dict(part.rsplit(" ", 1) for part in lines[-1].removeprefix("Banked gold: ").split(", "))
    for name, gold in final.items():
        totals = [line.split("(")[-1].split(" banked in all")[0] for line in lines
                  if line.startswith(f"{name} banks ") and "banked in all" in line]
        assert totals and totals[-1] == gold, name


@pytest.mark.parametrize("seats, complaint", [
    ("ai,robot", "--seats: 'robot' is not human or ai"),
    ("ai,", "--seats: '' is not human or ai"),
    ("ai", "--seats: 1 seats given; Open Oubliette takes 2 to 6"),
    ("ai,ai,ai,ai,ai,ai,ai", "--seats: 7 seats given; Open Oubliette takes 2 to 6"),
])
def test_bad_seats_exit_2_with_one_line(capsys, seats, complaint):
    code, out, err = run(capsys, "--seats", seats, "--seed", "1")
    assert code == 2 and out == ""
    assert err.splitlines() == [f"landlord: error: {complaint}"]


def test_json_with_a_human_seat_exits_2_with_one_line(capsys):
    code, out, err = run(capsys, "--seats", "human,ai", "--seed", "1", "--json")
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("landlord: error: --json")


# -- a human at the terminal ------------------------------------------------------------------------
def answers(monkeypatch, *first):
    """The human types ``first`` and then 1 at every prompt; returns the list of prompts seen."""
    typed = list(first)
    asked = []

    def fake_input(prompt=""):
        asked.append(prompt)
        return typed.pop(0) if typed else "1"

    monkeypatch.setattr(builtins, "input", fake_input)
    return asked


def test_a_human_seat_chooses_by_typing_an_option_number(capsys, monkeypatch):
    asked = answers(monkeypatch)
    code, out, _ = run(capsys, "--seats", "human,ai", "--seed", "3")
    assert code == 0 and asked
    assert "  1. Throw the dice and move   [roll]" in out
    assert "Player 1 on the Exit, turn 1 of 3: 0 gold banked, 0 gold in hand" in out
    assert out.splitlines()[-1].startswith("Banked gold: Player 1 ")


def test_bad_input_asks_again(capsys, monkeypatch):
    asked = answers(monkeypatch, "", "rol", "0", "2", "1")
    decision = Decision(0, "jail.oubliette.start", ("roll",), "Ann's turn in the Oubliette.")
    assert standalone.ask_at_terminal(decision) == "roll"
    out = capsys.readouterr().out
    assert out.count("Type a number from 1 to 1, an option as shown in brackets, or help.") == 4
    assert len(asked) == 5


def test_a_number_picks_that_option(capsys, monkeypatch):
    answers(monkeypatch, "3")
    decision = Decision(0, "jail.oubliette.exit", ("bank_and_recover", "bank", "recover", "go_on"), "Stop?")
    assert standalone.ask_at_terminal(decision) == "recover"
    assert "  4. Go on   [go_on]" in capsys.readouterr().out


def test_an_option_may_be_typed_by_its_name_and_help_shows_the_rules_card(capsys, monkeypatch):
    answers(monkeypatch, "help", "?", "go_on")
    decision = Decision(0, "jail.oubliette.exit", ("bank", "go_on"), "Stop?", context={"hand_gold": 800})
    assert standalone.ask_at_terminal(decision) == "go_on"
    out = capsys.readouterr().out
    assert "  1. Bank treasure (800 gold = $80)   [bank]" in out
    assert out.count("Open Oubliette, a dungeon crawl by John Colagioia (CC BY-SA 4.0)") == 2


def test_a_fight_states_the_throw_it_takes(capsys, monkeypatch):
    answers(monkeypatch, "1")
    context = {"monster": "Ogre", "power": 4, "need": 6, "attack_bonus": 2, "defense": 9, "penalty": 3}
    standalone.ask_at_terminal(Decision(0, "jail.oubliette.prepare", ("attack",), "Fight?", context=context))
    assert ("You need 4 or more on two dice to beat the Ogre (power 4, +3 for your wounds, less 2 for your "
            "weapon); if you miss, it throws two dice: 6 or more wounds you.") in capsys.readouterr().out


def test_quit_abandons_the_game(monkeypatch):
    answers(monkeypatch, "quit")
    with pytest.raises(SystemExit, match="abandoned"):
        standalone.ask_at_terminal(Decision(0, "jail.oubliette.start", ("roll",), "Go?"))


def test_the_end_of_input_abandons_the_game(monkeypatch):
    def no_more(prompt=""):
        raise EOFError
    monkeypatch.setattr(builtins, "input", no_more)
    with pytest.raises(SystemExit, match="input ended"):
        standalone.ask_at_terminal(Decision(0, "jail.oubliette.start", ("roll",), "Go?"))


# -- the order of play -------------------------------------------------------------------------------
class Dice:
    """Stands in for random.Random: the throws of one die, in order."""

    def __init__(self, *throws: int) -> None:
        self.throws = list(throws)

    def randint(self, low: int, high: int) -> int:
        assert (low, high) == (1, 6)
        return self.throws.pop(0)


def test_the_highest_die_goes_first():
    assert standalone.roll_for_order(Dice(2, 6, 4), ["0", "1", "2"]) == ["1", "2", "0"]


def test_tied_players_roll_again_to_decide_their_order():
    dice = Dice(3, 5, 3, 2, 4)                 # seats 0 and 2 tie on 3 below seat 1; then 2 against 4
    assert standalone.roll_for_order(dice, ["0", "1", "2"]) == ["1", "2", "0"]
    assert dice.throws == []


def test_ties_roll_again_as_often_as_needed():
    assert standalone.roll_for_order(Dice(4, 4, 1, 1, 6, 2), ["0", "1"]) == ["0", "1"]


# -- winning by gold -----------------------------------------------------------------------------------
def rich_ann(dungeon, hand):
    """Set up directly: Ann has 5,700 gold banked and ``hand`` in hand, on square 13; Ben is there too."""
    g = dungeon(explorers=2)
    g.give_treasure("0", "Crown", "Tiara", "Diamond Necklace", "Opal Necklace", "Ruby Necklace", "Harp", as_="banked")
    return g.give_treasure("0", hand).put("0", 13)


def test_banking_6000_gold_wins_at_once(dungeon):
    g = rich_ann(dungeon, "Pottery")                        # 5,700 + 300
    g.turn().play("roll", (4, 4), "bank")                   # doubles, but the game is over
    assert (g.d["ended_by"], g.d["winner"]) == ("gold", "0")
    assert g.over


def test_5900_gold_is_not_enough(dungeon):
    g = rich_ann(dungeon, "Pottery Shards")                 # 5,700 + 200
    g.turn().play("roll", (3, 4), "bank")
    assert g.d["ended_by"] == "" and g.over


def test_there_is_no_win_by_gold_in_jail(dungeon):
    g = dungeon(mode="jail")
    g.give_treasure("0", "Crown", "Tiara", "Diamond Necklace", "Opal Necklace", "Ruby Necklace", "Harp", as_="banked")
    g.give_treasure("0", "Pottery").put("0", 13).turn().play("roll", (3, 4), "bank")
    assert g.d["ended_by"] == "" and banked_gold(g.cards, g.ex()) == 6000


def test_a_game_won_by_gold_reports_the_winner_s_gold():
    results = [standalone.play(["ai", "ai", "ai"], seed) for seed in range(10)]
    won = [r for r in results if r["ended_by"] == "gold"]
    assert won
    for r in won:
        assert r["banked"][r["winner"]] >= 6000


# -- the tie-break ---------------------------------------------------------------------------------------
def ranking(g):
    return standalone.final_ranking(g.cards, g.d)


def test_the_most_gold_banked_wins(dungeon):
    g = dungeon(explorers=2)
    g.give_treasure("0", "Maps", as_="banked").give_treasure("0", "Pottery Shards")
    g.give_treasure("1", "Tiara", as_="banked")
    g.give_treasure("1", "Crown", "Harp")
    assert ranking(g) == ["1", "0"]
    g.give_treasure("0", "Diamond Necklace", "Plate Mail Armor", as_="banked")   # now 2,800 against 1,000
    assert ranking(g) == ["0", "1"]


def test_a_tie_in_banked_gold_is_broken_by_treasure_in_hand_not_counting_gear(dungeon):
    g = dungeon(explorers=2)
    g.give_treasure("0", "Tiara", as_="banked").give_treasure("0", "Pottery")            # 1,000; 300
    g.give_treasure("1", "Diamond Necklace", as_="banked").give_treasure("1", "Pottery Shards")  # 1,000; 200
    g.give_treasure("1", "Plate Mail Armor", as_="armour")                               # + 1,200 in gear
    assert ranking(g) == ["0", "1"]


def test_a_tie_in_banked_gold_and_treasure_in_hand_is_broken_by_gear(dungeon):
    g = dungeon(explorers=2)
    g.give_treasure("0", "Tiara", as_="banked").give_treasure("0", "Pottery")                  # 1,000; 300
    g.give_treasure("0", "Leather Armor", as_="armour")                                        # 400 in gear
    g.give_treasure("1", "Diamond Necklace", as_="banked").give_treasure("1", "Knife")         # 1,000; 300
    g.give_treasure("1", "Dagger", as_="weapons")                                              # 500 in gear
    assert ranking(g) == ["1", "0"]


def test_a_tie_in_everything_goes_to_the_earlier_seat(dungeon):
    g = dungeon(explorers=3)
    for seat, ring in (("0", "Opal Ring"), ("1", "Ruby Ring"), ("2", "Leather Armor")):
        g.give_treasure(seat, ring, as_="banked")                                              # 400 each
    assert ranking(g) == ["0", "1", "2"]


def test_level_up_counts_in_the_banked_gold_at_the_end_of_the_game(dungeon):
    """O-10: standalone, the end of the game counts as leaving the Oubliette."""
    g = dungeon(explorers=2)
    g.give_treasure("0", "Maps", as_="banked")                                                 # 600 + 100
    g.ex("0")["level"], g.ex("0")["level_gold"] = 1, 100
    g.give_treasure("1", "Ruby Bracelet", as_="banked").give_treasure("1", "Crown")            # 700; 1,100
    assert ranking(g) == ["1", "0"]                                                            # 700 each: hand
    g.ex("0")["level"], g.ex("0")["level_gold"] = 2, 200
    assert ranking(g) == ["0", "1"]
