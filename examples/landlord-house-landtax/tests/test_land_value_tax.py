"""The Land Value Tax keeps the house-rule contract, taxes land at Mother Earth, and refuses
settings it cannot use in one line."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))     # the module, installed or not

from landlord.engine import Engine, SetupError, load_default_rules  # noqa: E402
from landlord.testing import check_house_rule  # noqa: E402
from landlord_house_landtax import LandValueTax  # noqa: E402


def test_the_land_value_tax_keeps_the_contract_with_its_defaults():
    assert check_house_rule(LandValueTax(), games=8) > 0


def test_the_land_value_tax_keeps_the_contract_at_the_highest_rate_without_idle_land():
    assert check_house_rule(LandValueTax(), games=6, seed=40, settings={"rate": 50, "idle_land": False}) > 0


def play(settings: dict, seed: int = 3) -> list[str]:
    """A whole game of random players with the rule; the game log's lines."""
    rule = LandValueTax()
    engine = Engine(load_default_rules(), house_rules={rule.id: rule})
    state = engine.new_game(["Ann", "Ben", "Cal"], seed=seed, jail="classic", house_rules=[rule.id],
                            house_settings={rule.id: settings})
    rng, lines = random.Random(seed), []
    while (decision := engine.pending(state)) is not None:
        choice = engine.sample_chance(state, decision) if decision.is_chance else rng.choice(decision.options)
        lines += [event.text for event in engine.apply(state, choice)]
    return lines


def test_landowners_pay_the_tax_as_they_pass_mother_earth():
    assert any("of land value tax" in line for line in play({}))


def test_exempt_seats_never_pay_it():
    lines = play({"exempt": ["exempt", "exempt", "exempt"]})
    assert not any("of land value tax" in line for line in lines)


@pytest.mark.parametrize("settings, words", [
    ({"rate": 500}, "rate: a whole number from 0 to 50, not 500"),
    ({"exempt": ["pays"]}, "exempt: pays or exempt for each of the 3 seats"),
    ({"idle_land": "yes"}, "idle_land: true or false, not 'yes'"),
])
def test_settings_it_cannot_use_stop_the_set_up_in_one_line(settings, words):
    rule = LandValueTax()
    engine = Engine(load_default_rules(), house_rules={rule.id: rule})
    with pytest.raises(SetupError, match=words):
        engine.new_game(["Ann", "Ben", "Cal"], seed=1, jail="classic", house_rules=[rule.id],
                        house_settings={rule.id: settings})
