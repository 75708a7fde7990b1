"""House rules, the second kind of plugin (engine/house_api.py), through the worked example.

The example (examples/landlord-house-jackpot: the Central Park jackpot, and haggling over rent)
is registered as its entry point would register it; faulty rules are written here to break the
contract in each way the host must catch. Every scenario uses scripted dice and d20s.
"""
from __future__ import annotations

import dataclasses
import importlib
import random
import sys
from pathlib import Path

import pytest

from landlord import hookimpl
from landlord.engine import Engine, load_default_rules
from landlord.engine.board import stop_cost
from landlord.engine.errors import SetupError
from landlord.engine.plugin_guard import MAX_FROM_BANK_PER_ANSWER_IN_WAGES as MAX_RECEIVE_IN_WAGES
from landlord.engine.ledger import total_money
from landlord.game_record import state_digest
from landlord.plugin import CHANCE, Decision, HouseStep
from landlord.plugin_host import collect_house_rules, make_plugin_manager
from landlord.save_file import SaveError
from landlord.saves import load_game, save_game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "landlord-house-jackpot"
if str(EXAMPLE) not in sys.path:
    sys.path.insert(0, str(EXAMPLE))
example = importlib.import_module("landlord_house_jackpot")

FUEL, LONELY_LANE, CENTRAL_PARK = 2, 3, 20


def engine_with(*rules) -> Engine:
    return Engine(load_default_rules(), house_rules={rule.id: rule for rule in rules})


def start(engine: Engine, chosen=("jackpot", "haggle"), players: int = 2, **options):
    state = engine.new_game(["Ann", "Ben", "Cal"][:players], seed=0, start="beginners", jail="classic",
                            house_rules=list(chosen), **options)
    engine.apply(state, 0)                      # Ann throws first
    return state


def play(engine: Engine, state, *choices) -> list:
    events = []
    for choice in choices:
        events += engine.apply(state, choice)
    return events


@pytest.fixture
def engine() -> Engine:
    return engine_with(example.Jackpot(), example.Haggle())


# -- the jackpot: a trigger amended, a pot paid out ---------------------------------------------------
def test_a_tax_goes_into_the_jackpot_instead_of_the_treasury(engine):
    state = start(engine)
    treasury = state.accounts["treasury"]
    play(engine, state, "roll", (1, 1))          # Ann stops on Fuel, a tax space
    assert state.players[0].position == FUEL
    assert state.accounts["pot:jackpot"] > 0
    assert state.accounts["treasury"] == treasury


def test_whoever_stops_on_central_park_takes_the_jackpot(engine):
    state = start(engine)
    play(engine, state, "roll", (1, 1))          # Ann's tax feeds the pot
    pot = state.accounts["pot:jackpot"]
    state.players[1].position = CENTRAL_PARK - 4
    ben = state.cash(1)
    events = play(engine, state, "roll", (1, 3))  # Ben stops on Central Park
    assert state.players[1].position == CENTRAL_PARK
    assert state.cash(1) == ben + pot and state.accounts["pot:jackpot"] == 0
    assert any(e.name == "house_log" and "jackpot" in e.text for e in events)


# -- haggling: an option where rent is owed, a d20 of its own, the held charge amended --------------------
def ann_owes_rent_on_lonely_lane(engine, **options):
    state = start(engine, **options)
    state.owner["lonely-lane"] = 1               # Ben's, with three houses: $32 rent
    state.houses["lonely-lane"], state.house_owner["lonely-lane"] = 3, 1
    play(engine, state, "roll", (1, 2))
    return state


def test_owing_rent_a_player_is_offered_to_haggle_or_pay(engine):
    state = ann_owes_rent_on_lonely_lane(engine)
    decision = engine.pending(state)
    assert decision.actor == 0 and decision.kind == "house.rent_owed"
    assert decision.options == ("house:haggle:haggle", "house:pass")
    assert "d20" in decision.context["labels"]["house:haggle:haggle"]


@pytest.mark.parametrize("d20, share", [(15, 0.5), (20, 0.5), (10, 1.0), (4, 1.25), (1, 1.25)])
def test_a_haggle_pays_half_on_fifteen_or_more_and_a_quarter_more_on_four_or_less(engine, d20, share):
    state = ann_owes_rent_on_lonely_lane(engine)
    ann, ben = state.cash(0), state.cash(1)
    rent = stop_cost(engine.rules, state, 0, LONELY_LANE).total
    play(engine, state, "house:haggle:haggle")
    assert engine.pending(state).kind == "house.haggle.d20"
    play(engine, state, d20)
    expected = -(-rent // 2) if share == 0.5 else rent + rent // 4 if share == 1.25 else rent
    assert state.cash(0) == ann - expected and state.cash(1) == ben + expected
    assert engine.pending(state).actor == 1      # one haggle a rent: play passes to Ben


def test_letting_the_rent_stand_pays_it_in_full(engine):
    state = ann_owes_rent_on_lonely_lane(engine)
    rent = stop_cost(engine.rules, state, 0, LONELY_LANE).total
    ann = state.cash(0)
    play(engine, state, "house:pass")
    assert state.cash(0) == ann - rent
    assert engine.pending(state).actor == 1      # and play passes to Ben


def test_two_house_rules_play_at_once_and_each_keeps_its_own_slot(engine):
    state = ann_owes_rent_on_lonely_lane(engine)
    play(engine, state, "house:haggle:haggle", 12)
    assert state.plugin_data["house:haggle"]["haggles"] == [1, 0]
    assert state.plugin_data["house:jackpot"] == {"paid_out": 0}


def test_the_heuristic_computer_takes_the_house_rules_advice(engine):
    from landlord.ai.heuristic import HeuristicAgent
    state = ann_owes_rent_on_lonely_lane(engine)
    decision = engine.pending(state)
    assert HeuristicAgent(random.Random(0)).choose(engine, state, decision) == "house:haggle:haggle"


# -- set-up and saves -------------------------------------------------------------------------------------
def test_a_game_without_house_rules_keeps_no_house_data():
    engine = engine_with(example.Jackpot())
    state = engine.new_game(["Ann", "Ben"], seed=0, start="beginners", jail="classic")
    assert "house" not in state.plugin_data and "pot:jackpot" not in state.accounts


def test_a_house_rule_that_is_not_installed_cannot_be_chosen():
    with pytest.raises(SetupError, match="house rules: 'haggle' not installed"):
        start(engine_with(example.Jackpot()))


def test_settings_a_house_rule_refuses_stop_the_set_up_with_one_line(engine):
    class Fussy(example.Jackpot):
        id = "fussy"

        def setup(self, table, settings):
            raise ValueError("classes: 'bard' is not a class")

    with pytest.raises(SetupError, match="house settings: fussy: classes: 'bard' is not a class"):
        start(engine_with(Fussy()), chosen=("fussy",))


def test_a_game_with_house_rules_saves_loads_and_goes_on_identically(engine, tmp_path):
    state = start(engine, players=3)
    rng = random.Random(5)
    for _ in range(250):
        d = engine.pending(state)
        engine.apply(state, engine.sample_chance(state, d) if d.is_chance else rng.choice(d.options))
    path = tmp_path / "haggled.toml"
    save_game(path, engine, state, ["heuristic"] * 3)
    loaded = load_game(path, engine=engine).state
    assert state_digest(loaded) == state_digest(state)
    for _ in range(100):                         # the same choices lead to the same game
        d = engine.pending(state)
        choice = engine.sample_chance(state, d) if d.is_chance else rng.choice(d.options)
        engine.apply(state, choice)
        engine.apply(loaded, choice)
    assert state_digest(loaded) == state_digest(state)


def test_a_save_naming_a_house_rule_that_is_not_installed_is_refused_in_one_line(engine, tmp_path):
    state = start(engine)
    path = tmp_path / "haggled.toml"
    save_game(path, engine, state, ["human", "heuristic"])
    with pytest.raises(SaveError) as refused:
        load_game(path, engine=engine_with(example.Jackpot()))
    message = str(refused.value)
    assert "\n" not in message
    assert message.endswith("plugins.haggle: the save needs the house rule 'haggle' version 1.0, which is not "
                            "installed (installed: jackpot)")


# -- registration ---------------------------------------------------------------------------------------
def test_the_example_registers_both_house_rules_through_its_hook():
    registry = collect_house_rules(make_plugin_manager(entrypoints=False, extra=[example]))
    assert set(registry.rules) == {"jackpot", "haggle"} and not registry.problems


def test_a_house_rule_missing_its_api_version_or_with_a_taken_id_is_reported_not_registered():
    class Unversioned(example.Jackpot):
        id = "unversioned"
    del_api = type("NoApi", (), {k: v for k, v in vars(example.Jackpot).items() if k != "api_version"})

    class Plugin:
        @hookimpl
        def landlord_house_rules(self):
            return [example.Jackpot(), example.Jackpot(), del_api(), "not a rule"]

    registry = collect_house_rules(make_plugin_manager(entrypoints=False, extra=[Plugin()]))
    assert list(registry.rules) == ["jackpot"]
    problems = " | ".join(registry.problems)
    assert "already taken" in problems and "lacks api_version" in problems and "(str) lacks" in problems


# -- a faulty house rule is switched off, and the game goes on ------------------------------------------------
class Faulty(example.Jackpot):
    """A rule that answers ``landed`` with whatever the test gives it."""

    id = "faulty"

    def __init__(self, answer) -> None:
        self.answer = answer

    def react(self, table, slot, trigger, info):
        if trigger != "landed":
            return None
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer(slot, info)


@pytest.mark.parametrize("answer, reason", [
    (RuntimeError("boom"), "RuntimeError: boom"),
    (lambda slot, info: "not a step", "not a HouseStep"),
    (lambda slot, info: HouseStep({"x": object()}), "not plain data"),
    (lambda slot, info: HouseStep({"x": None}), "not plain data"),
    (lambda slot, info: HouseStep(slot, effects=({"teleport": 3},)), "is not one of"),
    (lambda slot, info: HouseStep(slot, effects=({"pay": MAX_RECEIVE_IN_WAGES * 100 + 1, "from": "misc",
                                                  "to": info["seat"]},)), "more than 50 wages"),
    (lambda slot, info: HouseStep(slot, effects=({"pay": 10, "from": 7, "to": "misc"},)), "not a seat"),
    (lambda slot, info: HouseStep(slot, effects=({"amend": [["p0", 5]]},)), "not something due"),
    (lambda slot, info: HouseStep(slot, effects=({"reroll": True},)), "needs a held throw"),
    (lambda slot, info: HouseStep(slot, effects=({"add_house": "fuel"},)), "is not a lot"),
    (lambda slot, info: HouseStep(slot, log="one line, not a tuple"), "tuple of lines"),
    (lambda slot, info: HouseStep(slot, ask=Decision(info["seat"], "house.faulty.q", ("a", "b"), "A or B?",
                                                     (0.5, 0.5))), "only a CHANCE decision"),
    (lambda slot, info: HouseStep(slot, ask=Decision(CHANCE, "house.faulty.q", ("a", "b"), "A or B?")),
     "one probability per option"),
    (lambda slot, info: HouseStep(slot, ask=Decision(info["seat"], "faulty.q", ("a",), "A?")), "must start with"),
])
def test_a_house_rule_that_breaks_the_contract_is_switched_off_with_a_line_in_the_log(answer, reason):
    engine = engine_with(Faulty(answer), example.Haggle())
    state = start(engine, chosen=("faulty", "haggle"))
    cash, money = [state.cash(i) for i in range(2)], total_money(state)
    events = play(engine, state, "roll", (1, 1))
    failed = [e for e in events if e.name == "house_rule_failed"]
    assert len(failed) == 1 and reason in failed[0].text, [e.text for e in events]
    assert "faulty" in state.plugin_data["house"]["disabled"]
    assert total_money(state) == money
    assert state.cash(0) <= cash[0]              # no gift got through before the fault
    play(engine, state, *(["house:pass"] if engine.pending(state).kind == "house.rent_owed" else []))
    for _ in range(40):                          # the game goes on without it
        d = engine.pending(state)
        engine.apply(state, engine.sample_chance(state, d) if d.is_chance else d.options[0])
    assert total_money(state) == money


def test_a_house_rule_sees_the_houses_left_and_the_note_margin_and_may_not_build_past_the_supply():
    seen = []

    class Builder(Faulty):
        id = "builder"

        def __init__(self) -> None:
            super().__init__(lambda slot, info: HouseStep(slot, effects=({"add_house": "beggarmans-court"},)))

        def react(self, table, slot, trigger, info):
            if trigger == "landed":
                seen.append((table.houses_left, table.note_margin))
            return super().react(table, slot, trigger, info)

    rules = dataclasses.replace(load_default_rules(), house_supply=2)
    engine = Engine(rules, house_rules={"builder": Builder()})
    state = engine.new_game(["Ann", "Ben"], seed=0, start="beginners", jail="classic", house_rules=["builder"])
    engine.apply(state, 0)
    state.houses["the-bowery"] = 2                # the whole supply of two stands on Ann's other lot
    state.house_owner["the-bowery"] = 0
    events = play(engine, state, "roll", (1, 2))
    assert seen == [(0, rules.loan_margin)] and rules.loan_margin == 10
    failed = [e.text for e in events if e.name == "house_rule_failed"]
    assert len(failed) == 1 and "the supply of 2 houses is used up" in failed[0]
    assert "beggarmans-court" not in state.houses


# -- the invariants hold with house rules on -------------------------------------------------------------------
@pytest.mark.parametrize("single_tax", [False, True])
def test_random_games_with_both_house_rules_conserve_money_and_end(engine, single_tax):
    for seed in range(12):
        state = engine.new_game(["Ann", "Ben", "Cal"], seed=seed, start="beginners", jail="classic",
                                house_rules=["jackpot", "haggle"], single_tax=single_tax)
        rng, money = random.Random(seed), total_money(state)
        for _ in range(6000):
            if state.over:
                break
            d = engine.pending(state)
            engine.apply(state, engine.sample_chance(state, d) if d.is_chance else rng.choice(d.options))
            assert total_money(state) == money
            assert all(state.accounts[a] >= 0 for a in state.accounts if a != "misc")
        assert state.over, f"seed {seed} did not end"
        assert not state.plugin_data["house"]["disabled"]
