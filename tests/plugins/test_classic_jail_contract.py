"""The classic 1906 Jail (Rule 6) keeps the jail game contract, on its own and inside whole games."""
from __future__ import annotations

import random

import pytest

from landlord import CHANCE, JailContext, JailGame, JailStep
from landlord.engine.plain_data import plain_data_problem
from landlord.engine.classic_jail import MOST_TURNS_MISSED, ClassicJail

FINE = 50


def context(seat: int = 0, turn: int = 1, cash: tuple[int, ...] = (500, 500),
            worth: tuple[int, ...] = (0, 0)) -> JailContext:
    names = ("Ann", "Ben", "Cal")[:len(cash)]
    return JailContext(seat=seat, turn_number=turn, prisoners=(seat,), names=names, cash=cash,
                       property_value=worth, jail_fine=FINE, wages=100)


@pytest.fixture
def jail():
    return ClassicJail()


@pytest.fixture
def slot(jail):
    return jail.on_jailed(context(turn=0), {})


# -- the shape of the game ----------------------------------------------------------------
def test_the_classic_jail_follows_the_jail_game_protocol(jail):
    assert isinstance(jail, JailGame)
    assert (jail.id, jail.title, jail.version) == ("classic", "The 1906 Jail", "1.0")
    assert jail.business_while_jailed is True


def test_a_jailed_player_gets_a_slot_entry_keyed_by_his_seat_as_text(jail, slot):
    assert slot == {"0": {"missed": 0, "throwing": False}}
    assert plain_data_problem(slot, "slot") is None


def test_jailing_a_second_player_keeps_the_first_one_s_entry(jail, slot):
    both = jail.on_jailed(context(seat=1, turn=0), slot)
    assert set(both) == {"0", "1"}
    assert slot == {"0": {"missed": 0, "throwing": False}}       # the given slot is not changed


# -- Rule 6 ------------------------------------------------------------------------------------
def test_a_prisoner_who_can_pay_may_pay_the_fine_or_throw_for_a_double(jail, slot):
    decision = jail.pending(context(), slot)
    assert decision.actor == 0 and decision.kind == "jail.classic"
    assert decision.options == ("pay", "throw")


def test_a_prisoner_who_cannot_pay_the_fine_can_only_throw(jail, slot):
    assert jail.pending(context(cash=(FINE - 1, 500)), slot).options == ("throw",)


def test_paying_the_fine_into_the_treasury_releases_him_to_throw(jail, slot):
    step = jail.apply(context(), slot, "pay")
    assert isinstance(step, JailStep)
    assert step.outcome == "release_roll"
    assert step.effects == ({"pay": FINE, "to": "treasury"},)
    assert step.slot == {}


def test_throwing_asks_chance_for_two_dice_at_the_usual_odds(jail, slot):
    step = jail.apply(context(), slot, "throw")
    assert step.outcome == "continue"
    decision = jail.pending(context(), step.slot)
    assert decision.actor == CHANCE and decision.kind.startswith("jail.")
    assert len(decision.options) == 36 and sum(decision.probs) == pytest.approx(1)


def test_a_double_releases_him_to_move_by_it_without_a_fine(jail, slot):
    throwing = jail.apply(context(), slot, "throw").slot
    step = jail.apply(context(), throwing, (4, 4))
    assert (step.outcome, step.dice, step.effects) == ("release_move", (4, 4), ())
    assert step.slot == {}


def test_any_other_throw_keeps_him_in_jail_and_counts_a_missed_turn(jail, slot):
    throwing = jail.apply(context(), slot, "throw").slot
    step = jail.apply(context(), throwing, (2, 5))
    assert step.outcome == "wait"
    assert step.slot == {"0": {"missed": 1, "throwing": False}}


def missed_twice(jail, slot):
    for turn in (1, 2):
        slot = jail.apply(context(turn=turn), jail.apply(context(turn=turn), slot, "throw").slot, (1, 2)).slot
    return jail.apply(context(turn=3), slot, "throw").slot


def missed_three_times(jail, slot):
    """Three failed throws: three missed turns."""
    return jail.apply(context(turn=3), missed_twice(jail, slot), (1, 2)).slot


def test_a_third_failed_throw_is_a_third_missed_turn_and_he_stays_in(jail, slot):
    step = jail.apply(context(turn=3, cash=(10, 500), worth=(FINE, 0)), missed_twice(jail, slot), (1, 2))
    assert step.outcome == "wait"


def test_after_three_missed_turns_a_prisoner_with_the_means_must_pay_on_his_fourth(jail, slot):
    ctx = context(turn=4, cash=(10, 500), worth=(FINE, 0))
    slot = missed_three_times(jail, slot)
    assert MOST_TURNS_MISSED == 3
    assert jail.pending(ctx, slot).options == ("pay",)
    step = jail.apply(ctx, slot, "pay")
    assert step.outcome == "release_roll"
    assert step.effects == ({"pay": FINE, "to": "treasury"},)


def test_after_three_missed_turns_a_prisoner_without_the_means_throws_on(jail, slot):
    ctx = context(turn=4, cash=(10, 500), worth=(0, 0))
    slot = missed_three_times(jail, slot)
    assert jail.pending(ctx, slot).options == ("throw",)
    step = jail.apply(ctx, jail.apply(ctx, slot, "throw").slot, (1, 2))
    assert step.outcome == "wait"


# -- inside whole games --------------------------------------------------------------------------
def random_choice(rng: random.Random, options: tuple) -> object:
    """Any option but proposing the Single Tax, which would annul Jail for trespass and empty the Jail."""
    return rng.choice([o for o in options if o != "propose_single_tax"] or options)


def test_whole_games_with_the_classic_jail_never_fall_back_and_keep_the_slot_to_the_prisoners(engine):
    names = []
    for seed in range(4):
        state = engine.new_game(["Ann", "Ben", "Cal"], seed=seed, start="beginners", jail="classic")
        rng = random.Random(seed)
        while (decision := engine.pending(state)) is not None:
            choice = engine.sample_chance(state, decision) if decision.is_chance else \
                random_choice(rng, decision.options)
            names += [e.name for e in engine.apply(state, choice)]
            prisoners = {str(s) for s, p in enumerate(state.players) if p.in_jail}
            assert set(state.plugin_data.get("jail", {})) == prisoners
            assert plain_data_problem(state.plugin_data, "plugin_data") is None
        assert state.over
    assert names.count("jailed") >= 4 and "released" in names
    assert "jail_game_failed" not in names
