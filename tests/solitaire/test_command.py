"""``landlord solitaire``: at the terminal, headless with --json, a run of games with --games, and
bad input refused in one line with a non-zero exit code and no traceback."""
from __future__ import annotations

import builtins
import json
import subprocess
import sys

import pytest

from landlord.cli import main
from landlord_plugins.oubliette_solitaire import standalone


def run(capsys, *argv):
    code = main(["solitaire", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def landlord(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "landlord", *args], input=stdin, capture_output=True,
                          text=True, timeout=120)


def test_json_plays_one_game_headless_and_prints_won_path_and_how(capsys):
    code, out, err = run(capsys, "--seed", "3", "--json")
    assert code == 0 and err == ""
    result = json.loads(out)
    assert {"won", "path", "how"} <= set(result) and isinstance(result["won"], bool)
    assert result == standalone.play(3)
    assert len(result["path"]) == 9 if result["won"] else len(result["path"]) < 9


def test_the_same_seed_prints_the_same_game(capsys):
    assert run(capsys, "--seed", "11", "--json") == run(capsys, "--seed", "11", "--json")


def test_games_prints_games_wins_and_the_win_rate(capsys):
    code, out, _ = run(capsys, "--games", "20", "--seed", "5", "--json")
    tally = json.loads(out)
    assert code == 0 and tally["games"] == 20 and 0 <= tally["wins"] <= 20
    assert tally["win_rate"] == tally["wins"] / 20
    assert tally["wins"] == sum(standalone.play(5 + k)["won"] for k in range(20))


def test_games_without_json_prints_a_line_of_words(capsys):
    code, out, _ = run(capsys, "--games", "10", "--seed", "5", "--player", "random")
    assert code == 0 and "of 10 games won" in out and "by the random player" in out


def test_three_jokers_may_be_asked_for(capsys):
    code, out, _ = run(capsys, "--seed", "2", "--jokers", "3", "--json")
    assert code == 0 and json.loads(out)["jokers"] == 3


@pytest.mark.parametrize("argv, complaint", [
    (["--games", "0"], "--games: 0 must be at least 1"),
    (["--games", "many"], "'many' is not a whole number"),
    (["--jokers", "4"], "--jokers: 4 is too large"),
    (["--seed", "-1"], "--seed: -1 must be at least 0"),
    (["--player", "wizard"], "invalid choice"),
    (["--turn", "lavish"], "invalid choice"),
])
def test_bad_values_are_refused_in_one_line_with_exit_code_2(argv, complaint):
    result = landlord("solitaire", *argv)
    assert result.returncode == 2 and complaint in result.stderr
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1


def test_a_human_cannot_play_headless(capsys):
    code, _, err = run(capsys, "--json", "--player", "human")
    assert code == 2 and "must be computer or random" in err


# -- at the terminal --------------------------------------------------------------------------------------------
def answers(monkeypatch, *lines):
    it = iter(lines)

    def fake_input(prompt=""):
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None
    monkeypatch.setattr(builtins, "input", fake_input)


def test_at_the_terminal_the_layout_and_the_options_are_shown_in_words(monkeypatch, capsys):
    answers(monkeypatch, *["1"] * 400)
    code, out, _ = run(capsys, "--seed", "3")
    assert code == 0
    assert "Pile 1:" in out and "Equipped:" in out and "Graveyard:" in out and "Path" in out
    assert "turn over the next card   [draw]" in out
    assert out.rstrip().splitlines()[-2].startswith(("Escaped! ", "Lost: "))


def test_help_shows_the_rules_and_a_bad_answer_is_asked_again(monkeypatch, capsys):
    answers(monkeypatch, "help", "?", "banana", "99", "draw", *["1"] * 400)
    code, out, _ = run(capsys, "--seed", "3")
    assert code == 0
    assert out.count('OUBLIETTE, a solitaire by Julian "Legend" Jimenez') == 2
    assert out.count("Type a number from 1 to") == 2


def test_input_that_ends_abandons_the_game_with_a_message_and_no_traceback():
    result = landlord("solitaire", "--seed", "3", stdin="1\n")
    assert result.returncode != 0 and "input ended; the solitaire is abandoned" in result.stderr
    assert "Traceback" not in result.stderr


def test_quit_abandons_the_game(monkeypatch, capsys):
    answers(monkeypatch, "quit")
    with pytest.raises(SystemExit, match="abandoned"):
        run(capsys, "--seed", "3")


def test_the_turn_option_plays_the_texts_turn_by_default_and_the_generous_one_when_asked(capsys):
    text = json.loads(run(capsys, "--games", "40", "--seed", "5", "--json")[1])
    generous = json.loads(run(capsys, "--games", "40", "--seed", "5", "--json", "--turn", "generous")[1])
    assert (text["turn"], generous["turn"]) == ("text", "generous")
    assert generous == standalone.play_many(40, 5, turn="generous")
