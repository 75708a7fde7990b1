"""``landlord report --lesson long``: games as long as Magie's "two or three sittings", every one played
to round 99 with the advanced rules, its rules written beside the report, and its answer box saying
what games this long cannot tell in its own words."""
from __future__ import annotations

import csv
import json
import re

import pytest

from landlord.cli import main
from landlord.engine import load_rules
from landlord.engine.limits import MAX_WAGES_TIMES
from landlord.paths import rules_dir
from landlord.report.lessons import DECISIVE_WORDS, LONG, ROUNDS_PER_SITTING, SITTINGS, SITTINGS_WORDS


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    out = tmp_path_factory.mktemp("long")
    assert main(["report", "--lesson", "long", "--games", "3", "--players", "3", "--seed", "2", "--workers", "1",
                 "--regimes", "landlordism,single-tax-at-20", "--out", str(out)]) == 0
    return out


def _words(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_the_lesson_quotes_magie_as_the_interpretations_do():
    interpretations = _words((rules_dir() / "INTERPRETATIONS.md").read_text(encoding="utf-8"))
    entry = interpretations[interpretations.index("**I-38."):]
    assert SITTINGS_WORDS in entry and DECISIVE_WORDS in entry
    assert f"**{SITTINGS * ROUNDS_PER_SITTING} rounds**" in entry


def test_every_game_of_the_lesson_is_played_to_round_99(made):
    with open(made / "games.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 6
    assert all(row["rounds"] == str(SITTINGS * ROUNDS_PER_SITTING) and row["ended_by"] == "round_limit"
               for row in rows)


def test_its_rules_are_the_1906_rules_with_the_end_moved_written_beside_the_report(made):
    rules = load_rules(made / LONG.rules_file_name)
    assert rules.round_limit == SITTINGS * ROUNDS_PER_SITTING and rules.end_wages_times == MAX_WAGES_TIMES
    assert rules.land_rent_multipliers == (1, 2, 4, 8) and rules.tax_escalation      # the advanced rules
    with open(made / "games.csv", newline="", encoding="utf-8") as f:
        assert all(f"--rules {made / LONG.rules_file_name}" in row["replay"] for row in csv.DictReader(f))


def test_the_page_and_the_handout_say_what_the_lesson_plays_and_how_to_play_it_again(made):
    summary = json.loads((made / "summary.json").read_text(encoding="utf-8"))
    assert "--lesson long" in summary["command"] and "--rules" not in summary["command"]
    for page in ("index.html", "handout.html"):
        html = _words((made / page).read_text(encoding="utf-8").replace("&quot;", '"'))
        assert f'"{SITTINGS_WORDS}"' in html and "I-38" in html
    assert "at the end of round 99: every game is played to it" in (made / "index.html").read_text(encoding="utf-8")


def test_where_the_games_cannot_tell_the_answer_box_does_not_call_them_short(made):
    answers = " ".join(a["answer"] for a in json.loads((made / "summary.json").read_text(encoding="utf-8"))["answers"])
    assert "not in a game this short" not in answers
    assert "too close to call" not in answers or f"too close to call ({LONG.cannot_tell})" in answers
