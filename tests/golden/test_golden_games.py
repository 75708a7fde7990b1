"""Every golden game still plays exactly as it was recorded: same choices, same winner, same wealth."""
from __future__ import annotations

import json

import pytest

from .golden_games import GOLDEN_FILE, golden_cases, make_engine, play_record

RECORDS = {(r["batch"], r["index"]): r for r in json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))}
CASES = list(golden_cases())


@pytest.fixture(scope="module")
def golden_engine():
    return make_engine()


def test_the_golden_file_holds_every_case():
    assert set(RECORDS) == {(batch, index) for batch, index, *_ in CASES}


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_a_golden_game_plays_exactly_as_recorded(golden_engine, case):
    assert play_record(golden_engine, *case) == RECORDS[case[:2]]
