"""The interpretations: numbered entries that each quote the passage they read, with the authors
named, in two places: those the core rules and the Fighter play by (the Dungeonopoly section of
rules/INTERPRETATIONS.md) and the draft that waits for the other classes (INTERPRETATIONS-draft.md). Together they are numbered
without gaps or repeats; every D-n the code cites exists; and the 1906 facts they lean on are the
ones the rules file holds."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from landlord.engine import load_default_rules

import landlord_plugins.dungeonopoly as dungeonopoly

FOLDER = Path(dungeonopoly.__file__).parent
_GAME = (Path(__file__).resolve().parents[3] / "rules" / "INTERPRETATIONS.md").read_text(encoding="utf-8")
FILES = {"core": _GAME[_GAME.index("\n## Dungeonopoly"):],
         "draft": (FOLDER / "INTERPRETATIONS-draft.md").read_text(encoding="utf-8")}
MAPPING = re.compile(r"\n#+ Mapping")
BOTH = "\n".join(FILES.values())
ENTRY = re.compile(r"(?m)^\*\*(D-(\d+))\. ([^*]+)\*\*")
RULES = load_default_rules()


def _entries(text: str) -> dict[str, str]:
    starts = list(ENTRY.finditer(text))
    ends = [m.start() for m in starts[1:]] + [MAPPING.search(text).start()]
    return {m.group(1): " ".join(text[m.start():end].split()) for m, end in zip(starts, ends)}


ENTRIES = {key: text for name in FILES for key, text in _entries(FILES[name]).items()}


def _table(text: str) -> str:
    return MAPPING.split(text)[1]


def test_the_two_files_together_number_their_entries_from_one_without_gaps_or_repeats():
    numbers = sorted(int(m.group(2)) for text in FILES.values() for m in ENTRY.finditer(text))
    assert numbers == list(range(1, len(numbers) + 1))
    assert len(numbers) >= 39


@pytest.mark.parametrize("name", FILES)
def test_each_file_keeps_its_entries_in_order(name):
    numbers = [int(m.group(2)) for m in ENTRY.finditer(FILES[name])]
    assert numbers == sorted(numbers)


def test_every_entry_quotes_the_passage_it_reads_and_names_the_authors():
    for key, text in ENTRIES.items():
        assert re.search(r'"[^"]{8,}"', text), f"{key} quotes nothing"
        assert "Dungeonopoly by Curtis & Kelsey Rueden" in text, f"{key} does not name the authors"


def test_every_entry_the_code_cites_exists():
    cited = set()
    for path in FOLDER.glob("*.py"):
        cited |= set(re.findall(r"\bD-\d+\b", path.read_text(encoding="utf-8")))
    assert cited, "the code cites no entry"
    assert cited <= set(ENTRIES), sorted(cited - set(ENTRIES))


def test_the_code_cites_every_reading_the_core_added():
    cited = " ".join(path.read_text(encoding="utf-8") for path in FOLDER.glob("*.py"))
    added = [key for key in _entries(FILES["core"]) if int(key[2:]) >= 27]
    assert added and all(re.search(rf"\b{key}\b", cited) for key in added), added


def test_what_the_fighter_and_the_core_play_by_is_in_the_core_file():
    core = _entries(FILES["core"])
    for key in ("D-1", "D-4", "D-5", "D-6", "D-7", "D-8", "D-9", "D-10", "D-13", "D-14", "D-15", "D-16", "D-18",
                "D-19", "D-20", "D-22", "D-23", "D-26"):
        assert key in core, key


def test_the_mapping_tables_cover_every_notion_they_were_asked_for():
    tables = _table(FILES["core"]) + _table(FILES["draft"])
    for notion in ("GO", "Mortgage", "Fortify", "Conquer", "Wish", "hotel", "Central pot", "Free Parking",
                   "Bankruptcy", "Community Chest", "Doubles", "Income Tax", "Luxury Tax", "Jail fee"):
        assert notion in tables, notion
    for notion in ("GO", "Mortgage", "Fortify", "Conquer", "Central pot", "Free Parking", "Bankruptcy", "Jail fee"):
        assert notion in _table(FILES["core"]), notion


def test_the_1906_facts_the_readings_lean_on_are_the_rules_files():
    assert RULES.wages == 100 and "$100" in BOTH
    assert RULES.jail_fine == 50 and "The jail fine, $50" in BOTH
    assert RULES.houses_per_lot == 3 and "Three houses, the 1906 limit" in BOTH
    assert RULES.bid_step == 5 and "multiple of $5" in BOTH
    assert RULES.loan_note == 100 and RULES.loan_margin == 10
    assert max(s.price for s in RULES.spaces if getattr(s, "price", None)) == 100
    assert RULES.poor_house_space == "central-park" and RULES.space("central-park").index == 20
    assert [s.index for s in RULES.spaces if s.kind == "trespass"] == [4, 30]


def test_the_dearest_1906_rent_is_the_206_the_readings_quote():
    wall_street = RULES.space("wall-street")
    top = wall_street.rent * RULES.land_rent_multipliers[-1] + RULES.houses_per_lot * RULES.house_rent
    assert top == 206 and "$206" in BOTH
