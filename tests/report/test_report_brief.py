"""The report in a few plain sentences, as the window shows them under its chart: the answer box
of the report's page, a question and its answer a line."""
from __future__ import annotations

import math

from landlord.report.answers import answers
from landlord.report.brief import sentences
from landlord.report.collect import Report, ReportPlan
from landlord.report.regimes import BY_ID
from landlord.report.series import round_columns
from landlord.report.tally import Tally

COLUMNS = round_columns(2)


def _game(gini_earned: float, land: float) -> dict:
    """A one-round game of two players, ending with these values."""
    values = {"round": 1, "gini_earned": gini_earned, "top_land_share": land, "wage_rate": 100}
    row = tuple(values.get(name, 0) for name in COLUMNS)
    return {"observed": {"rows": [row], "end": ""}, "winner": 0, "rounds": 1, "ended_by": "wages",
            "single_tax_round": None, "cash": [0, 0]}


def _tally(regime: str, games: list[tuple[float, float]]) -> Tally:
    tally = Tally(BY_ID[regime], ("heuristic", "heuristic"))
    for gini_earned, land in games:
        tally.add(_game(gini_earned, land))
    return tally


def _report(*tallies: Tally) -> Report:
    plan = ReportPlan(games=3, seed=0, agents=("heuristic",) * 2, jail="classic",
                      regimes=tuple(t.regime for t in tallies))
    return Report(plan, {}, list(tallies))


def test_the_median_of_a_measure_is_the_middle_games_value():
    tally = _tally("landlordism", [(0.1, 1.0), (0.5, 0.5), (0.3, 0.25)])
    assert tally.median("gini_earned") == 0.3 and tally.median("top_land_lots") == 11
    assert math.isnan(_tally("monarch", []).median("gini_earned"))


def test_the_window_shows_the_answer_box_a_question_and_its_answer_a_line():
    report = _report(_tally("landlordism", [(0.1, 1.0), (0.5, 0.5), (0.3, 0.25)]),
                     _tally("single-tax-from-start", [(0.2, 0.0), (0.1, 0.0), (0.3, 0.0)]))
    assert sentences(report) == [f"{a.question} {a.sentence}" for a in answers(report)]
    assert [line.split("?")[0] for line in sentences(report)] == [
        "Does the land end up in one player's hands", "Do wages and earnings rise under the Single Tax",
        "Is anything more equal under the Single Tax"]


def test_the_land_answer_says_how_often_one_landlord_ended_with_all_the_land():
    report = _report(_tally("landlordism", [(0.1, 1.0), (0.5, 0.5), (0.3, 0.25)]))
    assert "one player held every lot in 1 of 3 games" in sentences(report)[0]


def test_without_the_1906_rules_there_is_one_line_saying_so_and_without_games_none():
    assert sentences(_report(_tally("monarch", [(0.4, 0.0)]))) == [
        "These rule sets are compared with the 1906 rules, which were not played here."]
    assert sentences(_report(_tally("monarch", []))) == []
