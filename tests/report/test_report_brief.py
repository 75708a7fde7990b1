"""The report in two plain sentences, as the window shows them under its chart: the median game's
Gini of earnings for each rule set, and how the land ended up under the 1906 rules."""
from __future__ import annotations

import math

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
    assert tally.median("gini_earned") == 0.3 and tally.median("top_land_share") == 0.5
    assert math.isnan(_tally("monarch", []).median("gini_earned"))


def test_the_first_sentence_gives_every_rule_sets_median_gini_of_earnings():
    report = _report(_tally("landlordism", [(0.1, 1.0), (0.5, 0.5), (0.3, 0.25)]),
                     _tally("single-tax-from-start", [(0.2, 0.0)]))
    first = sentences(report)[0]
    assert "Gini" in first and "0: everyone has the same" in first
    assert "1906 rules (landlordism): 0.30; Single Tax from the start: 0.20." in first


def test_the_second_sentence_says_how_often_one_landlord_ended_with_all_the_land():
    report = _report(_tally("landlordism", [(0.1, 1.0), (0.5, 0.5), (0.3, 0.25)]))
    assert sentences(report)[1] == ("Under the 1906 rules the biggest landlord collected the rent of 50% of the lots "
                                    "at the end of the median game, and one player collected it all in 1 of 3 games.")


def test_without_the_1906_rules_there_is_one_sentence_and_without_games_none():
    assert len(sentences(_report(_tally("monarch", [(0.4, 0.0)])))) == 1
    assert sentences(_report(_tally("monarch", []))) == []
