"""``landlord report --vary KEY=V1,V2,...``: each chart's points and their 95% intervals are recomputed
here from games.csv alone, each value is set beside the same games game by game, a value changed in the
rules file is checked as a rules file and written beside the report so its games play again, and a bad
KEY or value is one line and exit code 2."""
from __future__ import annotations

import csv
import json
import math
import shlex
from collections import defaultdict

import pytest

from landlord.cli import main
from landlord.engine import load_rules
from landlord.report.intervals import Z_95
from landlord.report.paired import LESSON
from landlord.report.vary_charts import chart_name
from landlord.saves import load_game

GAMES = 10
PNG = b"\x89PNG\r\n\x1a\n"


def _report(out, *args: str):
    assert main(["report", "--games", str(GAMES), "--players", "3", "--seed", "11", "--workers", "1",
                 "--out", str(out), *args]) == 0
    return out


@pytest.fixture(scope="module")
def house_price(tmp_path_factory):
    """Two rule sets' games at two prices of a house."""
    return _report(tmp_path_factory.mktemp("vary-price"), "--regimes", "landlordism,single-tax-at-5",
                   "--vary", "house-price=50,150")


@pytest.fixture(scope="module")
def vote_round(tmp_path_factory):
    """The Single Tax voted in at round 3 and at round 8, beside the same games under the 1906 rules."""
    return _report(tmp_path_factory.mktemp("vary-vote"), "--vary", "single-tax-at=3,8")


def _summary(made) -> dict:
    return json.loads((made / "summary.json").read_text(encoding="utf-8"))


def _games(made, column: str) -> dict[tuple[str, str], list[dict[str, str]]]:
    """games.csv's rows by (value, rule set), in game order (value blank: the games every value is set beside)."""
    by = defaultdict(list)
    with open(made / "games.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            by[row[column], row["regime"]].append(row)
    return by


def _by_hand(values: list[float], kind: str) -> tuple[float, float, float]:
    """The mean and its 95% interval as a textbook gives them: Wilson's score interval for a share of
    games, the mean +/- 1.96 standard errors otherwise."""
    n = len(values)
    if kind == "games":
        p, z2 = sum(1 for v in values if v) / n, Z_95 ** 2
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = Z_95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        return p, max(0.0, centre - half), min(1.0, centre + half)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    return mean, mean - Z_95 * sd / math.sqrt(n), mean + Z_95 * sd / math.sqrt(n)


def _column(rows: list[dict[str, str]], name: str) -> list[float]:
    return [float(row[name]) for row in rows if row[name] != ""]


#: games.csv keeps shares to 4 places: the recomputed figures agree with the report's to that.
CLOSE = 2e-4


# -- the charts' points --------------------------------------------------------------------------------
@pytest.mark.parametrize("fixture", ["house_price", "vote_round"])
def test_each_point_is_the_mean_of_its_games_in_games_csv_with_its_95_percent_interval(fixture, request):
    made = request.getfixturevalue(fixture)
    summary = _summary(made)
    games = _games(made, summary["vary"]["column"])
    points = summary["points"]
    assert {p["measure"] for p in points} == set(LESSON)
    for p in points:
        values = _column(games[str(p["value"]), p["regime"]], p["measure"])
        mean, low, high = _by_hand(values, p["kind"])
        assert p["games"] == len(values) == GAMES
        assert p["mean"] == pytest.approx(mean, abs=CLOSE)
        assert p["ci95"] == pytest.approx([low, high], abs=CLOSE)


def test_every_rule_set_has_a_point_at_every_value_in_the_order_given(house_price):
    points = _summary(house_price)["points"]
    for measure in LESSON:
        mine = [(p["line"], p["value"]) for p in points if p["measure"] == measure]
        assert mine == [("landlordism", 50), ("single-tax-at-5", 50), ("landlordism", 150), ("single-tax-at-5", 150)]


def test_each_value_is_set_beside_the_same_games_at_the_first_value_game_by_game(house_price):
    summary = _summary(house_price)
    games = _games(house_price, "house_price")
    assert summary["vary"]["paired"] and summary["vary"]["against"] == "house-price = 50, same games"
    for p in summary["points"]:
        if p["value"] == 50:
            assert p["against"] is None
            continue
        if p["kind"] == "games":                  # Newcombe's interval, recomputed in test_report_lesson
            continue
        these, those = games["150", p["regime"]], games["50", p["regime"]]
        assert [r["seed"] for r in these] == [r["seed"] for r in those]
        gaps = [a - b for a, b in zip(_column(these, p["measure"]), _column(those, p["measure"]))]
        mean, low, high = _by_hand(gaps, "number")
        assert p["against"]["value"] == pytest.approx(mean, abs=CLOSE)
        assert [p["against"]["low"], p["against"]["high"]] == pytest.approx([low, high], abs=CLOSE)


def test_each_round_of_the_vote_is_set_beside_the_same_games_under_the_1906_rules_played_once(vote_round):
    summary = _summary(vote_round)
    games = _games(vote_round, "single_tax_at")
    assert sorted(games) == [("", "landlordism"), ("3", "single-tax-at-3"), ("8", "single-tax-at-8")]
    assert summary["vary"]["against"] == "the 1906 rules, same games"
    for p in summary["points"]:
        assert p["line"] == "single-tax-voted"
        if p["kind"] == "games":
            continue
        gaps = [a - b for a, b in zip(_column(games[str(p["value"]), p["regime"]], p["measure"]),
                                      _column(games["", "landlordism"], p["measure"]))]
        mean, low, high = _by_hand(gaps, "number")
        assert p["against"]["value"] == pytest.approx(mean, abs=CLOSE)
        assert [p["against"]["low"], p["against"]["high"]] == pytest.approx([low, high], abs=CLOSE)
    base = _column(games["", "landlordism"], "wage_rate")
    assert summary["reference"]["wage_rate"]["value"] == pytest.approx(_by_hand(base, "number")[0])


def test_the_page_shows_a_chart_of_every_lesson_measure_against_the_parameter(house_price):
    html = (house_price / "index.html").read_text(encoding="utf-8")
    for measure in LESSON:
        assert (house_price / f"{chart_name(measure)}.png").read_bytes().startswith(PNG)
        assert f'<figure id="{chart_name(measure)}"><img' in html
    assert "--vary house-price=50,150" in html and html.count("<thead>") == len(LESSON)


# -- the rules changed -----------------------------------------------------------------------------------
def test_a_value_changed_in_the_rules_is_written_beside_the_report_as_a_rules_file_that_loads(house_price):
    for price in (50, 150):
        rules = load_rules(house_price / f"rules-house-price-{price}.toml")
        assert rules.house_price == price and rules.house_rent == 10


def test_a_games_replay_command_plays_that_very_game_again_with_its_changed_rules(house_price, tmp_path, monkeypatch):
    row = _games(house_price, "house_price")["150", "landlordism"][2]
    play = shlex.split(row["replay"].split(" && ")[0])
    assert play[play.index("--rules") + 1] == str(house_price / "rules-house-price-150.toml")
    monkeypatch.chdir(tmp_path)
    assert main(play[1:]) == 0
    game = load_game(tmp_path / play[play.index("--save") + 1],
                     rules=load_rules(house_price / "rules-house-price-150.toml"))
    assert game.state.over and game.state.round == int(row["rounds"])
    assert game.engine.winner(game.state) + 1 == int(row["winner_seat"])


def test_varying_the_players_gives_rounds_csv_a_column_for_every_seat_blank_where_a_game_has_fewer(tmp_path):
    assert main(["report", "--games", "2", "--seed", "4", "--workers", "1", "--regimes", "landlordism",
                 "--vary", "players=2,3", "--out", str(tmp_path)]) == 0
    with open(tmp_path / "rounds.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert {r["players"] for r in rows} == {"2", "3"}
    assert all((r["cash_3"] == "") == (r["players"] == "2") for r in rows)
    assert _summary(tmp_path)["vary"]["against"] is None       # each number of players is its own deal


def test_any_whole_number_of_the_rules_file_can_be_varied_by_its_dotted_key_within_its_schema_bounds():
    from landlord.engine import load_default_rules
    from landlord.report.vary import parameter_named, parse_variation
    variation = parse_variation("money.wages=50,150")
    assert variation.values == (50, 150) and variation.parameter.column == "money_wages"
    rules = load_default_rules()
    assert variation.parameter.rules_change(rules, 50) == {"money.wages": 50}
    assert parameter_named("wages_times") is parameter_named("wages-times"), "either spelling of a setting"
    with pytest.raises(ValueError, match=r"houses.price: 0 is out of range \(1 to"):
        parse_variation("houses.price=0,50")
    for not_a_number in ("meta.title", "houses", "board.start", "houses.nothing"):
        with pytest.raises(ValueError, match=f"unknown parameter '{not_a_number}'"):
            parameter_named(not_a_number)
