"""A jail game's optional words for people (describe_option, explain_option, rules_card,
stay_summary): asked when offered, documented in the plugin guide, and never a reason to stop a
game: a member that is missing, raises or answers with anything but text is passed over, and a
failure is logged once, naming the game."""
from __future__ import annotations

import logging
from pathlib import Path

import pytest

from landlord import Decision
from landlord.plugin_host import JAIL_WORDS, jail_words
from landlord_plugins.classic_jail import ClassicJail

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "plugins.md"
DECISION = Decision(0, "jail.talk", ("pay", "throw"), "Pay or throw?")


class Talking(ClassicJail):
    id = "talk"

    def describe_option(self, decision, option, names):
        return f"{names[decision.actor]} may {option}"

    def rules_card(self):
        return ["Pay the fine, or throw for a double."]


class Broken(ClassicJail):
    id = "broken"

    def describe_option(self, decision, option, names):
        raise RuntimeError("no words today")

    def explain_option(self, decision, option, names):
        return 42

    def rules_card(self):
        return ["fine", 3]


def test_the_words_a_jail_game_offers_are_used():
    assert jail_words(Talking(), "describe_option", DECISION, "pay", ["Ann"]) == "Ann may pay"
    assert jail_words(Talking(), "rules_card") == ["Pay the fine, or throw for a double."]


def test_a_jail_game_without_words_gives_none():
    assert jail_words(Talking(), "explain_option", DECISION, "pay", ["Ann"]) is None
    assert jail_words(ClassicJail(), "stay_summary", None, {}, "pay") is None


def test_a_failing_member_gives_none_and_is_logged_once_by_the_game_s_id(caplog):
    with caplog.at_level(logging.WARNING, logger="landlord.plugins"):
        for _ in range(3):
            assert jail_words(Broken(), "describe_option", DECISION, "pay", ["Ann"]) is None
    failures = [r.getMessage() for r in caplog.records if "describe_option() failed" in r.getMessage()]
    assert len(failures) == 1 and "'broken'" in failures[0] and "no words today" in failures[0]


@pytest.mark.parametrize("member, args", [("explain_option", (DECISION, "pay", ["Ann"])), ("rules_card", ())])
def test_an_answer_that_is_not_text_is_passed_over(member, args):
    assert jail_words(Broken(), member, *args) is None


def test_the_plugin_guide_documents_every_optional_member_and_says_no_api_version_asks_for_them():
    guide = GUIDE.read_text(encoding="utf-8")
    for member in JAIL_WORDS:
        assert f"`{member}(" in guide, member
    assert "no new API version" in guide
