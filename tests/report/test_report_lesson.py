"""The report a teacher reads: its answer box and its table against the 1906 rules are recomputed
here from ``rounds.csv`` and ``games.csv`` alone, its intervals are right at 0% and 100%, its Gini
reaches 1 when one player has everything, and any game behind a figure can be played again."""
from __future__ import annotations

import csv
import json
import math
import re
import shlex
from collections import defaultdict
from html import escape

import pytest

from landlord.cli import main
from landlord.report.gini_lesson import EXAMPLE, worked
from landlord.report.intervals import Z_95, paired_share_difference, wilson
from landlord.report.paired import LESSON
from landlord.saves import load_game
from landlord.simulate import gini

GAMES = 24
REGIMES = ("landlordism", "single-tax-at-5", "single-tax-from-start", "monarch")
LOTS = 22


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """A report of 24 three-player games under four rule sets, made through the command line."""
    out = tmp_path_factory.mktemp("lesson")
    assert main(["report", "--games", str(GAMES), "--players", "3", "--seed", "25", "--workers", "1",
                 "--regimes", ",".join(REGIMES), "--out", str(out)]) == 0
    return out


def _games(made) -> dict[str, list[dict[str, str]]]:
    """games.csv's rows by rule set, in game order."""
    by_regime = defaultdict(list)
    with open(made / "games.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            by_regime[row["regime"]].append(row)
    return by_regime


def _rounds(made) -> dict[tuple[str, int], list[dict[str, str]]]:
    """rounds.csv's rows by (rule set, game), in round order."""
    by_game = defaultdict(list)
    with open(made / "rounds.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            by_game[row["regime"], int(row["game"])].append(row)
    return by_game


def _summary(made) -> dict:
    return json.loads((made / "summary.json").read_text(encoding="utf-8"))


def _paired_by_hand(these: list[float], those: list[float]) -> tuple[float, float, float]:
    """The textbook paired difference: mean of the differences, +/- 1.96 standard errors."""
    gaps = [a - b for a, b in zip(these, those)]
    mean = sum(gaps) / len(gaps)
    sd = math.sqrt(sum((g - mean) ** 2 for g in gaps) / (len(gaps) - 1))
    return mean, mean - Z_95 * sd / math.sqrt(len(gaps)), mean + Z_95 * sd / math.sqrt(len(gaps))


def _column(rows: list[dict[str, str]], name: str) -> list[float]:
    return [float(row[name]) for row in rows]


# -- games.csv is rounds.csv summed up ---------------------------------------------------------------
def test_each_games_end_of_game_measures_are_those_its_rounds_add_up_to(made):
    rounds = _rounds(made)
    for regime, rows in _games(made).items():
        for game in rows:
            mine = rounds[regime, int(game["game"])]
            last = mine[-1]
            assert int(game["rounds"]) == len(mine)
            assert float(game["gini_earned"]) == float(last["gini_earned"])
            assert int(game["top_land_lots"]) == round(float(last["top_land_share"]) * LOTS)
            assert int(game["wages_paid"]) == sum(int(r["wages_paid"]) for r in mine)
            assert int(game["land_rent_paid"]) == sum(int(r["land_rent_to_landlords"]) for r in mine)
            assert int(game["poor_house"]) == sum(int(r["poor_house"]) for r in mine)
            assert int(game["wage_rate"]) == int(last["wage_rate"])


# -- the table against the 1906 rules --------------------------------------------------------------
def test_the_table_against_the_1906_rules_is_the_paired_difference_of_the_same_games(made):
    games, table = _games(made), _summary(made)["against_1906_rules"]
    base = games["landlordism"]
    checked = 0
    for row in table:
        if row["kind"] == "games":
            continue                      # a share of games: Newcombe's interval, checked below
        mean, low, high = _paired_by_hand(_column(games[row["regime"]], row["measure"]),
                                          _column(base, row["measure"]))
        got = row["difference"]
        assert got["value"] == pytest.approx(mean, abs=1e-3), row["measure"]
        assert got["low"] == pytest.approx(low, abs=1e-3) and got["high"] == pytest.approx(high, abs=1e-3)
        assert row["verdict"] == ("too close to call" if low <= 0 <= high else "higher" if mean > 0 else "lower")
        checked += 1
    assert {row["measure"] for row in table} == set(LESSON)
    assert {row["regime"] for row in table} == set(REGIMES) - {"landlordism"} and checked >= 20


def test_a_share_of_games_compared_is_the_difference_of_the_two_shares_with_an_interval_around_it(made):
    games, table = _games(made), _summary(made)["against_1906_rules"]
    for row in (r for r in table if r["kind"] == "games"):
        these = [float(g[row["measure"]]) > 0 for g in games[row["regime"]]]
        those = [float(g[row["measure"]]) > 0 for g in games["landlordism"]]
        got = row["difference"]
        assert got["value"] == pytest.approx((sum(these) - sum(those)) / GAMES)
        assert got["low"] <= got["value"] <= got["high"]


def test_the_page_shows_the_paired_table_and_no_longer_the_rule_about_overlapping_intervals(made):
    html = (made / "index.html").read_text(encoding="utf-8")
    assert "Against the 1906 rules, same games" in html and "too close to call" in html
    assert "do not overlap, the difference is not luck" not in html


# -- the answer box --------------------------------------------------------------------------------
def test_the_land_answer_is_the_biggest_landlords_lots_at_the_end_less_after_round_one(made):
    rounds, base = _rounds(made), _games(made)["landlordism"]
    first = [float(rounds["landlordism", i][0]["top_land_share"]) * LOTS for i in range(GAMES)]
    mean, low, high = _paired_by_hand(_column(base, "top_land_lots"), first)
    land = _summary(made)["answers"][0]
    assert land["question"] == "Does the land end up in one player's hands?"
    gathered = land["evidence"][0]["difference"]
    assert (gathered["value"], gathered["low"], gathered["high"]) == pytest.approx((mean, low, high), abs=1e-3)
    all_land = sum(1 for g in base if float(g["one_holds_all_land"]))
    assert f"one player held every lot in {all_land} of {GAMES} games" in land["answer"]
    if all_land == 0:
        assert "not in a game this short" in land["answer"]


@pytest.mark.parametrize("question, measure", [(1, "wage_rate"), (1, "earned"), (2, "gini_earned")])
def test_the_wages_and_equality_answers_are_the_paired_differences_of_the_same_games(made, question, measure):
    games = _games(made)
    answer = _summary(made)["answers"][question]
    evidence = [e for e in answer["evidence"] if e["measure"] == measure]
    assert [e["regime"] for e in evidence] == ["single-tax-at-5", "single-tax-from-start"]
    for e in evidence:
        mean, low, high = _paired_by_hand(_column(games[e["regime"]], measure), _column(games["landlordism"], measure))
        got = e["difference"]
        assert (got["value"], got["low"], got["high"]) == pytest.approx((mean, low, high), abs=1e-3)
        assert e["words"].split(" (")[0] in answer["answer"]
        if low <= 0 <= high:
            assert e["verdict"] == "too close to call"


def test_the_answer_box_is_at_the_top_of_the_page(made):
    html = (made / "index.html").read_text(encoding="utf-8")
    box = html.index('class="answers"')
    assert box < html.index("<h2>The rule sets compared</h2>") and box < html.index("<p>Elizabeth Magie")
    for answer in _summary(made)["answers"]:
        assert escape(answer["question"]) in html


# -- intervals right at the edges --------------------------------------------------------------------
def test_none_of_a_thousand_games_still_allows_a_share_of_about_four_in_a_thousand():
    none, every = wilson(0, 1000), wilson(1000, 1000)
    assert (none.value, none.low) == (0.0, 0.0) and none.high == pytest.approx(0.0038, abs=1e-4)
    assert (every.value, every.high) == (1.0, 1.0) and every.low == pytest.approx(0.9962, abs=1e-4)


def test_two_shares_of_none_are_too_close_to_call_with_an_interval_either_side():
    both_none = paired_share_difference([False] * 500, [False] * 500)
    assert both_none.too_close_to_call and both_none.low < 0 < both_none.high
    assert both_none.high == pytest.approx(wilson(0, 500).high)


def test_a_share_of_games_on_the_page_is_never_plus_or_minus_nothing(made):
    html = (made / "index.html").read_text(encoding="utf-8")
    assert "&plusmn; 0.0%" not in html and "± 0.0%" not in html
    assert re.search(r"0 of 24 games \(0\.0% \[0\.0% to \d+\.\d%\]\)", html)


# -- the Gini ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_gini_of_one_player_having_everything_is_one(players):
    assert gini([1000] + [0] * (players - 1)) == pytest.approx(1.0)


def test_the_worked_example_gives_the_same_gini_by_pairs_by_the_lorenz_curve_and_as_the_report_counts_it():
    example = worked(EXAMPLE)
    assert len(EXAMPLE) == 4
    assert example.gini == pytest.approx(example.area / example.most_area) == pytest.approx(gini(list(EXAMPLE)))


def test_the_page_explains_the_gini_with_the_worked_example_and_its_lorenz_curve(made):
    html = (made / "index.html").read_text(encoding="utf-8")
    assert 'id="gini"' in html and 'id="gini-example"' in html
    assert f"<b>{worked().gini:.3f}</b>" in html and "<b>1</b> when one player has everything" in html


# -- printing --------------------------------------------------------------------------------------------
def test_every_table_has_a_head_printed_again_on_each_page_and_the_print_style_leaves_the_rest_to_the_screen(made):
    html = (made / "index.html").read_text(encoding="utf-8")
    assert "thead { display: table-header-group; }" in html and "@media print" in html
    for table in re.findall(r"<table>.*?</table>", html, re.S):
        first_row = table.split("</tr>")[0]
        if "<td" not in first_row:                # a row of heads, not a table of labelled facts
            assert table.startswith("<table>\n<thead>")


# -- the game behind a figure --------------------------------------------------------------------------
@pytest.mark.parametrize("regime", REGIMES)
def test_a_games_replay_command_plays_that_very_game_again(made, regime, tmp_path, monkeypatch):
    row = _games(made)[regime][3]
    play, replay = (shlex.split(part) for part in row["replay"].split(" && "))
    assert play[:2] == ["landlord", "play"] and replay[:3] == ["landlord", "replay", "--text"]
    monkeypatch.chdir(tmp_path)
    assert main(play[1:]) == 0
    game = load_game(tmp_path / play[play.index("--save") + 1])
    state = game.state
    assert state.over and state.round - (state.ended_by == "round_limit") == int(row["rounds"])
    assert game.engine.winner(state) + 1 == int(row["winner_seat"])
    assert str(state.single_tax.get("round", "")) == row["single_tax_round"]


def test_the_page_shows_how_to_play_the_first_game_of_each_rule_set_again(made):
    html = (made / "index.html").read_text(encoding="utf-8").replace("&#x27;", "'")
    for regime in REGIMES:
        assert f"--save {regime}-game-0.toml" in html
    assert "landlord replay --text single-tax-at-5-game-0.toml" in html


@pytest.mark.parametrize("args, named", [
    (["--single-tax-at", "5"], "--single-tax-at"),
    (["--headless", "--single-tax-from-start", "--single-tax-at", "5"], "--single-tax-from-start"),
    (["--headless", "--single-tax-at", "0"], "--single-tax-at"),
])
def test_play_refuses_a_rule_set_it_cannot_set_up_in_one_line(capsys, args, named):
    try:
        code = main(["play", "--seats", "heuristic,heuristic", *args])
    except SystemExit as stop:
        code = stop.code
    err = capsys.readouterr().err
    assert code == 2 and named in err and len(err.strip().splitlines()) == 1
