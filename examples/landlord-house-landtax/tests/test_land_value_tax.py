"""The Land Value Tax keeps the house-rule contract, taxes land at Mother Earth, and refuses
settings it cannot use in one line."""
from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from landlord.engine import Engine, SetupError, load_default_rules
from landlord.testing import check_house_rule

# The module beside these tests, installed or not, read from its file: putting its folder on
# sys.path would also show any build of it made there (an .egg-info) as an installed plugin to
# every other test in the run.
_spec = importlib.util.spec_from_file_location(
    "landlord_house_landtax", Path(__file__).resolve().parents[1] / "landlord_house_landtax.py")
assert _spec is not None and _spec.loader is not None
_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_module)
LandValueTax = _module.LandValueTax


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
