"""Wherever the game states its rules, a reader can tell Magie's 1906 text from the project's
reconstructions (issue 11): the README's rules section, the Help screen, the board's hover cards,
the game log and the rules file mark every reconstruction with its entry in
rules/INTERPRETATIONS.md, and every entry they cite exists.

The one list of reconstructions is ``landlord.ui.cards_text.RECONSTRUCTED``.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from landlord.engine import Event, load_default_rules
from landlord.engine.classic_jail import CLASSIC_ID
from landlord.ui.cards_text import READINGS, RECONSTRUCTED, log_text, mark, space_card
from landlord.ui.scenes.help import HELP

ROOT = Path(__file__).resolve().parents[1]
INTERPRETATIONS = (ROOT / "rules" / "INTERPRETATIONS.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")
RULES_SECTION = README.split("\n## The rules implemented\n")[1].split("\n## ")[0]
RULES_FILE = (ROOT / "rules" / "landlords-1906.toml").read_text(encoding="utf-8")
CITED = re.compile(r"\bI-\d+\b")

#: Words that state a reconstructed rule: a sentence that has them must carry that rule's mark.
TELLTALES = {"five times": "end", "Luxury card": "luxury", "may ride": "doubles", "$100 notes": "borrowing"}

#: The rules file's values that are reconstructions: "section.key" -> the RECONSTRUCTED key.
RULES_FILE_VALUES = {
    "houses.price": "houses", "houses.supply": "houses", "luxury.price": "luxury",
    "loans.note": "borrowing", "loans.security_margin": "borrowing", "loans.interest": "borrowing",
    "turns.trade_offers_per_turn": "selling", "end.wages_times": "end",
}


def _entries() -> dict[str, str]:
    """Each entry of INTERPRETATIONS.md (``I-n``) with its text and its section's heading."""
    entries, heading = {}, ""
    for part in re.split(r"(?m)^(?=\*\*[IOSD]-\d+\.|## )", INTERPRETATIONS):
        if part.startswith("## "):
            heading = part.splitlines()[0]
        elif m := re.match(r"\*\*(I-\d+)\.", part):
            entries[m.group(1)] = heading + "\n" + part
    return entries


ENTRIES = _entries()


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.:])\s+", " ".join(text.split()))


def _unmarked(text: str) -> list[str]:
    """Sentences of ``text`` that state a reconstructed rule without its mark."""
    return [s for s in _sentences(text) for words, key in TELLTALES.items() if words in s and mark(key) not in s]


def _cards() -> list[str]:
    rules = load_default_rules()
    from landlord.engine import Engine
    state = Engine(rules, {}).new_game(["Ann", "Ben"], seed=1, jail=CLASSIC_ID)
    return [line for i in range(rules.size) for line in space_card(rules, state, i, ["Ann", "Ben"])]


def test_the_list_cites_real_entries_and_holds_every_lost_rule():
    for key, (_, entry) in {**RECONSTRUCTED, **READINGS}.items():
        assert entry in ENTRIES, f"{key!r} cites {entry}, which rules/INTERPRETATIONS.md does not have"
    listed = {entry for _, entry in RECONSTRUCTED.values()}
    # What INTERPRETATIONS.md itself calls lost or reconstructed, and the end after five wages.
    lost = {e for e, text in ENTRIES.items() if re.search(r"\blost\b|reconstruct", text, re.I)}
    assert lost | {"I-22"} <= listed, f"not in cards_text.RECONSTRUCTED: {sorted(lost - listed)}"
    assert {"I-8", "I-13", "I-15", "I-16", "I-17", "I-18", "I-22"} <= listed   # Rules 13-17, Chance, the end


@pytest.mark.parametrize("key", sorted(RECONSTRUCTED))
def test_the_help_screen_and_the_readme_mark_each_reconstruction(key):
    assert mark(key) in HELP, f"the Help screen does not mark {RECONSTRUCTED[key][0]}"
    assert mark(key) in " ".join(RULES_SECTION.split()), \
        f"the README's rules section does not mark {RECONSTRUCTED[key][0]}"


def test_no_reconstruction_is_stated_without_its_mark():
    for where, text in [("Help", HELP), ("README", RULES_SECTION), ("hover cards", "\n".join(_cards()))]:
        assert not _unmarked(text), f"{where} states a reconstruction unmarked: {_unmarked(text)}"


def test_the_readme_says_which_jail_is_1906_and_how_to_choose_it():
    text = " ".join(RULES_SECTION.split())
    for words in ("`classic`", f"--jail {CLASSIC_ID}", "Open Oubliette, by design", "new-game screen"):
        assert words in text, f"the README's rules section does not say {words!r} of the Jail"
    intro = README.split("\n## ")[0]
    assert "`classic`" in intro, "the README's intro does not name the 1906 jail"
    assert "A faithful" not in intro, "the README's intro calls the game faithful without saying where"


def test_the_hover_cards_and_the_log_mark_reconstructions():
    cards = _cards()
    for key in ("end", "houses", "doubles", "chance", "luxury"):
        assert any(mark(key) in line for line in cards), f"no hover card marks {RECONSTRUCTED[key][0]}"
    assert any("1906 jail (Rule 6)" in line for line in cards)
    assert log_text(Event("chance", "Chance: Advance three spaces.")).endswith(mark("chance"))
    assert log_text(Event("luxury", "Ann buys a luxury: Steam Yacht.")).endswith(mark("luxury"))
    assert log_text(Event("moved", "Ann moves to The Pike.")) == "Ann moves to The Pike."


def _value_line(section: str, key: str) -> str:
    current = ""
    for line in RULES_FILE.splitlines():
        if m := re.match(r"\[+([\w.]+)\]+", line):
            current = m.group(1)
        elif current == section and re.match(rf"{key}\s*=", line):
            return line
    raise AssertionError(f"rules/landlords-1906.toml has no {section}.{key}")


@pytest.mark.parametrize("path", sorted(RULES_FILE_VALUES))
def test_the_rules_file_marks_each_reconstructed_value(path):
    key = RULES_FILE_VALUES[path]
    line = _value_line(*path.split("."))
    assert f"reconstructed ({RECONSTRUCTED[key][1]})" in line, f"{path} is not marked as reconstructed: {line}"


def test_the_rules_file_marks_the_reconstructed_packs_and_the_jail():
    for key in ("chance", "luxury"):
        assert f"RECONSTRUCTED ({RECONSTRUCTED[key][1]})" in RULES_FILE, f"the rules file does not mark {key}"
    assert "not 1906" in _value_line("jail", "default"), "jail.default does not say it is not the 1906 jail"


def test_every_entry_cited_exists():
    from landlord.ui.cards_text import RULE_NOTES
    texts = {"Help": HELP, "README": README, "rules file": RULES_FILE, "hover cards": "\n".join(_cards()),
             "rule notes": "\n".join(RULE_NOTES.values())}
    texts |= {f"docs/{p.name}": p.read_text(encoding="utf-8") for p in sorted((ROOT / "docs").glob("*.md"))}
    for where, text in texts.items():
        missing = sorted(set(CITED.findall(text)) - set(ENTRIES))
        assert not missing, f"{where} cites {missing}, not entries of rules/INTERPRETATIONS.md"
