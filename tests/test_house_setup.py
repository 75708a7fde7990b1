"""What a house rule declares for its set-up (``landlord/house_setup.py``): a seat choice with its
default, switches with theirs, numbers with their bounds; the defaults a table starts from, and a
setting given as text read against the declaration in one line."""
from __future__ import annotations

import pytest

from landlord.house_setup import declared, defaults, read_setting


class Declares:
    seat_choice = {"key": "exempt", "label": "Tax", "options": {"pays": "Pays", "exempt": "Exempt"},
                   "default": "pays"}
    switches = {"idle": {"words": "Idle land", "default": False}, "loud": "Say it aloud"}
    numbers = {"rate": {"label": "Rate", "default": 5, "min": 0, "max": 50, "step": 5}}


class InTurn:
    seat_choice = {"key": "classes", "label": "Class", "options": {"a": "A", "b": "B"}}


def test_a_table_starts_from_every_declared_default():
    assert defaults(declared(Declares(), "tax"), 3) == {"exempt": ["pays", "pays", "pays"], "idle": False,
                                                        "loud": True, "rate": 5}


def test_without_a_default_the_seats_take_the_options_in_turn():
    assert defaults(declared(InTurn(), "guild"), 3) == {"classes": ["a", "b", "a"]}


def test_a_number_steps_within_its_bounds():
    rate = declared(Declares(), "tax").numbers["rate"]
    assert (rate.stepped(5, 1), rate.stepped(50, 1), rate.stepped(0, -1)) == (10, 50, 0)


@pytest.mark.parametrize("key, text, value", [
    ("rate", "35", 35), ("idle", "on", True), ("loud", "off", False), ("exempt", "exempt,pays", ["exempt", "pays", "exempt"]),
    ("undeclared", "7", 7), ("undeclared", "true", True), ("undeclared", "red", "red"),
])
def test_a_setting_given_as_text_is_read_as_the_rule_declares_it(key, text, value):
    assert read_setting(declared(Declares(), "tax"), key, text, 3) == value


@pytest.mark.parametrize("key, text", [("rate", "55"), ("rate", "-1"), ("rate", "5.5"), ("idle", "sometimes"),
                                       ("exempt", "nobody")])
def test_a_setting_the_declaration_refuses_is_one_line(key, text):
    with pytest.raises(ValueError) as refused:
        read_setting(declared(Declares(), "tax"), key, text, 3)
    assert "\n" not in str(refused.value)


class Malformed:
    seat_choice = {"key": "exempt", "label": "Tax", "options": {"pays": "Pays"}, "default": "free"}
    switches = {"idle": {"words": "Idle", "default": "yes"}}
    numbers = {"rate": {"label": "Rate", "default": 90, "min": 0, "max": 50}}


def test_a_declaration_in_another_shape_is_passed_over():
    asked = declared(Malformed(), "malformed")
    assert (asked.seat_choice, asked.switches, asked.numbers) == (None, {}, {})


class TwoChoices:
    seat_choice = {"key": "classes", "label": "Class", "options": {"a": "A", "b": "B"}}
    more_seat_choices = ({"key": "second", "label": "Second", "options": {"none": "None", "a": "A"},
                          "default": "none"},
                         {"key": "broken", "label": "Broken", "options": {}})


def test_a_rule_s_further_seat_choices_start_on_their_defaults_and_are_read_from_text_like_the_first():
    asked = declared(TwoChoices(), "guild")
    assert [choice.key for choice in asked.seat_choices] == ["classes", "second"]     # the broken one passed over
    assert defaults(asked, 3) == {"classes": ["a", "b", "a"], "second": ["none", "none", "none"]}
    assert read_setting(asked, "second", "a,none", 3) == ["a", "none", "a"]
    with pytest.raises(ValueError, match="'b' is not one of none, a"):
        read_setting(asked, "second", "b", 3)
