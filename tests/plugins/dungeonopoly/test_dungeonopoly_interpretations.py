"""The interpretations: the Dungeonopoly section of rules/INTERPRETATIONS.md, numbered entries that
each quote the passage they read, with the authors named. They are numbered without gaps or
repeats and in order; every D-n the code cites exists, and every reading made for a class is
cited by the code; the mapping table covers every Monopoly notion the text leans on; and the
1906 facts they lean on are the ones the rules file holds."""
from __future__ import annotations

import re
from pathlib import Path

from landlord.engine import load_default_rules

import landlord_plugins.dungeonopoly as dungeonopoly

FOLDER = Path(dungeonopoly.__file__).parent
_GAME = (Path(__file__).resolve().parents[3] / "rules" / "INTERPRETATIONS.md").read_text(encoding="utf-8")
_START = _GAME.index("\n## Dungeonopoly")
_END = _GAME.find("\n## ", _START + 1)
SECTION = _GAME[_START:_END if _END != -1 else len(_GAME)]
MAPPING = re.compile(r"\n#+ Mapping")
ENTRY = re.compile(r"(?m)^\*\*(D-(\d+))\. ([^*]+)\*\*")
RULES = load_default_rules()


def _entries(text: str) -> dict[str, str]:
    starts = list(ENTRY.finditer(text))
    ends = [m.start() for m in starts[1:]] + [MAPPING.search(text).start()]
    return {m.group(1): " ".join(text[m.start():end].split()) for m, end in zip(starts, ends)}


ENTRIES = _entries(SECTION)
TABLE = MAPPING.split(SECTION)[1]
CODE = {path.name: path.read_text(encoding="utf-8") for path in FOLDER.glob("*.py")}


def test_the_entries_are_numbered_from_one_in_order_without_gaps_or_repeats():
    numbers = [int(m.group(2)) for m in ENTRY.finditer(SECTION)]
    assert numbers == list(range(1, len(numbers) + 1))
    assert len(numbers) >= 73


def test_every_entry_quotes_the_passage_it_reads_and_names_the_authors():
    for key, text in ENTRIES.items():
        assert re.search(r'"[^"]{8,}"', text), f"{key} quotes nothing"
        assert "Dungeonopoly by Curtis & Kelsey Rueden" in text, f"{key} does not name the authors"


def test_every_entry_the_code_cites_exists():
    cited = set()
    for text in CODE.values():
        cited |= set(re.findall(r"\bD-\d+\b", text))
    assert cited, "the code cites no entry"
    assert cited <= set(ENTRIES), sorted(cited - set(ENTRIES))


def test_the_code_cites_every_reading_made_in_building_the_rules():
    cited = " ".join(CODE.values())
    added = [key for key in ENTRIES if int(key[2:]) >= 27]
    missing = [key for key in added if not re.search(rf"\b{key}\b", cited)]
    assert added and not missing, missing


def test_each_class_has_its_readings_and_its_module_cites_them():
    for name, first, last in (("Fighter", 27, 39), ("Wizard", 40, 51), ("Cleric", 52, 60), ("Rogue", 61, 73),
                              ("Bard", 80, 90), ("Warlock", 91, 96), ("Druid", 97, 106), ("Paladin", 107, 113),
                              ("Psion", 114, 116)):
        part = SECTION[SECTION.index(f"### The {name}"):]
        assert f"**D-{first}." in part.split("\n### ")[0] and f"**D-{last}." in part.split("\n### ")[0], name
        own = " ".join(text for file, text in CODE.items() if file.startswith(name.lower()))
        assert any(re.search(rf"\bD-{n}\b", own) for n in range(first, last + 1)), name


def test_the_mapping_table_covers_every_notion_it_was_asked_for():
    for notion in ("GO", "Mortgage", "Fortify", "Conquer", "Wish", "hotel", "Central pot", "Free Parking",
                   "Bankruptcy", "Community Chest", "Doubles", "Income Tax", "Luxury Tax", "Jail fee",
                   "Fireball", "Wrath of God", "Go to Jail", "Just Visiting"):
        assert notion in TABLE, notion


def test_the_1906_facts_the_readings_lean_on_are_the_rules_files():
    assert RULES.wages == 100 and "$100" in SECTION
    assert RULES.jail_fine == 50 and "The jail fine, $50" in SECTION
    assert RULES.houses_per_lot == 3 and "Three houses, the 1906 limit" in SECTION
    assert RULES.bid_step == 5 and "multiple of $5" in SECTION
    assert RULES.loan_note == 100 and RULES.loan_margin == 10
    assert max(s.price for s in RULES.spaces if getattr(s, "price", None)) == 100
    assert RULES.poor_house_space == "central-park" and RULES.space("central-park").index == 20
    assert [s.index for s in RULES.spaces if s.kind == "trespass"] == [4, 30]


def test_the_dearest_1906_rent_is_the_206_the_readings_quote():
    wall_street = RULES.space("wall-street")
    top = wall_street.rent * RULES.land_rent_multipliers[-1] + RULES.houses_per_lot * RULES.house_rent
    assert top == 206 and "$206" in SECTION
