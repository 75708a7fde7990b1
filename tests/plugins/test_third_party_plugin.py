"""A third-party jail game (examples/landlord-jail-coin) and the host's guard against faulty ones.

The example is registered with ``make_plugin_manager(extra=[module])``, exactly what its
entry point does once it is pip-installed; the tests never install it.
"""
from __future__ import annotations

import copy
import dataclasses
import importlib
import logging
import random
import sys
import tomllib
from pathlib import Path
from typing import Any, Callable

import pytest

from landlord import CHANCE, JailContext, JailGame, JailStep, hookimpl
from landlord.engine import COMPILED, Engine, GameState
from landlord.engine.jail_host import MAX_RECEIVE_PER_STEP_IN_WAGES, MAX_JAIL_TURNS, MAX_STEPS_PER_TURN
from landlord.plugin_host import collect_jail_games, make_plugin_manager

#: The most a jail game may pay a prisoner in one step, at the 1906 wages of $100.
RECEIVE_LIMIT = MAX_RECEIVE_PER_STEP_IN_WAGES * 100

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "landlord-jail-coin"


def import_example():
    if str(EXAMPLE) not in sys.path:
        sys.path.insert(0, str(EXAMPLE))
    return importlib.import_module("landlord_jail_coin")


coin = import_example()
CoinJail = coin.CoinJail


class Offering:
    """A plugin object offering the given jail games, as a third-party module would."""

    def __init__(self, *games: Any) -> None:
        self.games = games

    @hookimpl
    def landlord_jail_games(self) -> list[Any]:
        return list(self.games)


def engine_with(rules, *plugins) -> Engine:
    registry = collect_jail_games(make_plugin_manager(extra=plugins))
    assert registry.problems == []
    return Engine(rules, registry.games)


@pytest.fixture(scope="module")
def coin_engine(rules):
    return engine_with(rules, coin)


def context(turn: int = 1, settings: dict | None = None) -> JailContext:
    return JailContext(seat=1, turn_number=turn, prisoners=(1,), names=("Ann", "Ben"), cash=(500, 500),
                       property_value=(0, 0), jail_fine=50, wages=100, settings=settings or {})


def answer(engine: Engine, state: GameState, decision: Any, rng: random.Random) -> Any:
    """CHANCE draws from the game's seeded RNG; players choose at random, but never propose the
    Single Tax, which would annul Jail for trespass and leave the Jail nearly empty."""
    if decision.is_chance:
        return engine.sample_chance(state, decision)
    return rng.choice([o for o in decision.options if o != "propose_single_tax"] or decision.options)


def play(engine: Engine, state: GameState, rng: random.Random, until: Callable[[Any], bool] | None = None,
         limit: int = 50_000) -> list:
    """Answer decisions until the game ends or ``until(decision)`` is true; returns the events."""
    events = []
    for _ in range(limit):
        decision = engine.pending(state)
        if decision is None or (until is not None and until(decision)):
            return events
        events += engine.apply(state, answer(engine, state, decision, rng))
    raise AssertionError(f"no end after {limit} decisions")


# -- the package ------------------------------------------------------------------------------
def test_the_example_package_registers_its_module_in_the_landlord_entry_point_group():
    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["entry-points"]["landlord"] == {"coin": "landlord_jail_coin"}
    assert (EXAMPLE / "README.md").is_file()


def test_the_example_imports_nothing_of_the_game_but_the_landlord_package():
    source = (EXAMPLE / "landlord_jail_coin.py").read_text(encoding="utf-8")
    imports = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
    assert imports == ["from __future__ import annotations", "from typing import Any, Mapping",
                       "from landlord import CHANCE, Decision, JailContext, JailStep, hookimpl"]


def test_the_plugin_guide_quotes_the_example_package_in_full():
    guide = (EXAMPLE.parents[1] / "docs" / "plugins.md").read_text(encoding="utf-8")
    for name in ("landlord_jail_coin.py", "pyproject.toml"):
        assert (EXAMPLE / name).read_text(encoding="utf-8") in guide, f"docs/plugins.md quotes an old {name}"


def test_the_example_plugin_offers_the_coin_game_beside_the_classic_jail():
    registry = collect_jail_games(make_plugin_manager(extra=[coin]))
    assert registry.problems == []
    assert {"classic", "coin"} <= set(registry.games)
    game = registry.get("coin")
    assert isinstance(game, JailGame)
    assert (game.title, game.version, game.business_while_jailed) == ("Heads or Tails", "1.0", True)


# -- the coin game on its own ---------------------------------------------------------------------
def test_the_prisoner_calls_heads_or_tails_first():
    decision = CoinJail().pending(context(), CoinJail().on_jailed(context(turn=0), {}))
    assert (decision.actor, decision.kind, decision.options) == (1, "jail.coin.call", ("heads", "tails"))


def test_after_his_call_chance_tosses_a_fair_coin():
    step = CoinJail().apply(context(), {}, "heads")
    assert (step.outcome, step.slot) == ("continue", {"1": "heads"})
    decision = CoinJail().pending(context(), step.slot)
    assert (decision.actor, decision.kind) == (CHANCE, "jail.coin.toss")
    assert decision.options == ("heads", "tails") and decision.probs == (0.5, 0.5)


def test_a_right_call_releases_him_to_throw_and_move():
    step = CoinJail().apply(context(), {"1": "tails"}, "tails")
    assert (step.outcome, step.slot, step.effects) == ("release_roll", {}, ())


def test_a_wrong_call_ends_his_turn_in_jail():
    assert CoinJail().apply(context(turn=2), {"1": "tails"}, "heads").outcome == "wait"


def test_after_a_wrong_call_on_his_third_turn_he_is_released_anyway():
    step = CoinJail().apply(context(turn=3), {"1": "tails"}, "heads")
    assert (step.outcome, step.slot) == ("release_end", {})


def test_the_rules_file_may_change_how_many_turns_he_serves():
    assert CoinJail().apply(context(turn=3, settings={"turns": 5}), {"1": "tails"}, "heads").outcome == "wait"
    assert CoinJail().apply(context(turn=1, settings={"turns": 1}), {"1": "tails"}, "heads").outcome == "release_end"


def test_jailing_a_player_keeps_the_other_prisoners_calls():
    assert CoinJail().on_jailed(context(turn=0), {"0": "heads", "1": "tails"}) == {"0": "heads"}


# -- the coin game inside whole games ----------------------------------------------------------
def first_call(engine: Engine, seed: int = 0, jail: str = "coin") -> tuple[GameState, random.Random, int]:
    """A 3-player coin game played at random up to a prisoner's first call."""
    state = engine.new_game(["Ann", "Ben", "Cal"], seed=seed, start="beginners", jail=jail)
    rng = random.Random(seed)
    play(engine, state, rng, until=lambda d: d.kind == "jail.coin.call")
    decision = engine.pending(state)
    assert decision is not None and decision.kind == "jail.coin.call"
    return state, rng, decision.actor


def test_a_prisoner_who_calls_right_comes_out_and_throws_the_dice_at_once(coin_engine):
    state, _, seat = first_call(coin_engine)
    coin_engine.apply(state, "heads")
    toss = coin_engine.pending(state)
    assert (toss.actor, toss.kind, toss.probs) == (CHANCE, "jail.coin.toss", (0.5, 0.5))
    events = coin_engine.apply(state, "heads")
    assert [e.name for e in events] == ["jail_log", "released"]
    assert not state.players[seat].in_jail and state.plugin_data["jail"] == {}
    throw = coin_engine.pending(state)
    assert (throw.actor, throw.kind, throw.context["seat"]) == (CHANCE, "dice", seat)


def test_a_prisoner_who_calls_wrong_stays_in_jail_and_play_passes_on(coin_engine):
    state, _, seat = first_call(coin_engine)
    coin_engine.apply(state, "heads")
    events = coin_engine.apply(state, "tails")
    assert "The coin shows tails" in events[0].text
    assert state.players[seat].in_jail and state.turn != seat


def test_a_prisoner_who_calls_wrong_three_turns_running_is_let_out_and_his_turn_ends(coin_engine):
    state, rng, seat = first_call(coin_engine)
    for turn in (1, 2, 3):
        assert state.players[seat].jail_turns == turn
        coin_engine.apply(state, "heads")
        events = coin_engine.apply(state, "tails")
        if turn < 3:
            assert state.players[seat].in_jail
            play(coin_engine, state, rng, until=lambda d: d.kind == "jail.coin.call" and d.actor == seat)
    assert "after 3 turns" in events[0].text and events[1].name == "released"
    assert not state.players[seat].in_jail and state.turn != seat


def test_whole_random_games_with_the_coin_jail_see_every_outcome_and_end(coin_engine):
    seen: set[str] = set()
    for seed in range(30):
        state = coin_engine.new_game(["Ann", "Ben", "Cal"], seed=seed, start="beginners", jail="coin")
        events = play(coin_engine, state, random.Random(seed))
        assert state.over and state.jail_game == "coin"
        assert not [e for e in events if e.name == "jail_game_failed"]
        lines = " ".join(e.text for e in events if e.name == "jail_log")
        seen |= {outcome for outcome, text in (("release_roll", "is free and throws"),
                                               ("wait", "stays in Jail"), ("release_end", "is let out"))
                 if text in lines}
        if len(seen) == 3:
            break
    assert seen == {"release_roll", "wait", "release_end"}


def test_a_coin_game_can_be_copied_mid_jail_and_replayed_the_same_way(coin_engine):
    state, _, _ = first_call(coin_engine)
    twin = copy.deepcopy(state)
    a = play(coin_engine, state, random.Random(7))
    b = play(coin_engine, twin, random.Random(7))
    assert [e.text for e in a] == [e.text for e in b]
    assert coin_engine.wealth(state) == coin_engine.wealth(twin)


# -- money ----------------------------------------------------------------------------------------
class TollCoin(CoinJail):
    """Calling costs a toll to the Treasury; a small tip comes back from Miscellaneous."""
    id, title = "coin-toll", "Heads or Tails with a toll"

    def __init__(self, toll: int) -> None:
        self.toll = toll

    def apply(self, ctx, slot, choice):
        step = CoinJail.apply(self, ctx, slot, choice)
        if step.outcome != "continue":
            return step
        return dataclasses.replace(step, effects=({"pay": self.toll, "to": "treasury"}, {"receive": 3}))


def test_a_jail_game_s_payments_are_carried_out_through_the_ledger(rules):
    engine = engine_with(rules, Offering(TollCoin(10)))
    state, _, seat = first_call(engine, jail="coin-toll")
    before = state.cash(seat)
    events = engine.apply(state, "heads")
    assert [e.text for e in events if e.name == "money"] == [
        f"{state.players[seat].name} pays $10 to the Public Treasury (Heads or Tails with a toll).",
        f"Miscellaneous pays $3 to {state.players[seat].name} (Heads or Tails with a toll)."]
    assert state.cash(seat) == before - 7


def test_a_prisoner_short_of_a_jail_game_s_toll_raises_the_money_as_for_any_debt(rules):
    engine = engine_with(rules, Offering(TollCoin(100_000)))
    state, rng, seat = first_call(engine, jail="coin-toll")
    events = engine.apply(state, "heads")
    assert "short" in [e.name for e in events]
    assert state.stack[-1]["kind"] == "raise_funds" and state.stack[-1]["seat"] == seat
    events = play(engine, state, rng)
    assert state.over and "jail_game_failed" not in [e.name for e in events]


# -- business while jailed --------------------------------------------------------------------
class StrictCoin(CoinJail):
    id = "coin-strict"
    title = "Heads or Tails, no business from the cell"
    business_while_jailed = False


def bids_by_prisoners(engine: Engine, jail: str) -> tuple[int, int]:
    """(bids asked of prisoners, auctions held while someone else was in Jail) over a few games."""
    asked = held = 0
    for seed in range(6):
        state = engine.new_game(["Ann", "Ben", "Cal", "Dot"], seed=seed, start="beginners", jail=jail)
        rng = random.Random(seed)
        while (decision := engine.pending(state)) is not None:
            prisoners = {s for s, p in enumerate(state.players) if p.in_jail}
            if decision.kind == "bid":
                asked += decision.actor in prisoners
                held += bool(prisoners - {state.stack[-1]["seat"]})
            if decision.kind == "trade_answer":
                assert decision.actor not in prisoners or engine.can_do_business(state, decision.actor)
            engine.apply(state, answer(engine, state, decision, rng))
    return asked, held


def test_a_jail_without_business_keeps_prisoners_out_of_auctions(rules):
    engine = engine_with(rules, Offering(StrictCoin()))
    asked, held = bids_by_prisoners(engine, "coin-strict")
    assert held > 0
    assert asked == 0


def test_a_jail_with_business_lets_prisoners_bid(coin_engine):
    asked, held = bids_by_prisoners(coin_engine, "coin")
    assert asked > 0


def test_a_prisoner_of_a_jail_without_business_can_do_none(rules):
    engine = engine_with(rules, Offering(StrictCoin()))
    state, _, seat = first_call(engine, jail="coin-strict")
    assert state.players[seat].in_jail
    assert not engine.can_do_business(state, seat)
    assert all(engine.can_do_business(state, s) for s, p in enumerate(state.players) if not p.in_jail)


def test_a_jail_without_business_keeps_prisoners_out_of_railroad_trusts(rules):
    engine = engine_with(rules, Offering(StrictCoin()))
    state = engine.new_game(["Ann", "Ben", "Cal"], seed=0, start="beginners", jail="coin-strict")
    play(engine, state, random.Random(0), until=lambda d: d.kind == "turn")
    seat = state.turn
    partner = (seat + 1) % 3
    railroads = [s.id for s in rules.spaces_of_kind("railroad")]
    for i, card in enumerate(railroads):           # the two of them hold every railroad
        state.owner[card] = seat if i % 2 else partner
    assert f"trust:{partner}" in engine.pending(state).options
    state.players[partner].in_jail = True
    assert f"trust:{partner}" not in engine.pending(state).options


# -- faulty jail games: the classic jail takes over and the game goes on --------------------------
def broken(**methods: Callable) -> Any:
    """The coin game under the id "broken", with some methods replaced."""
    cls = type("BrokenJail", (CoinJail,), {"id": "broken", "title": "A broken jail", **methods})
    return cls()


def raising(where: str) -> Callable:
    def method(self, *args):
        raise RuntimeError(f"boom in {where}")
    return method


def slot_from_on_jailed(value: Any) -> Callable:
    return lambda self, ctx, slot: value


def pending_returns(make: Callable[[Any, JailContext], Any]) -> Callable:
    return lambda self, ctx, slot: make(CoinJail.pending(self, ctx, slot), ctx)


def step_with(**changes: Any) -> Callable:
    return lambda self, ctx, slot, choice: dataclasses.replace(CoinJail.apply(self, ctx, slot, choice), **changes)


FAULTS = {
    "on_jailed raises": (broken(on_jailed=raising("on_jailed")), "RuntimeError: boom in on_jailed"),
    "pending raises": (broken(pending=raising("pending")), "RuntimeError: boom in pending"),
    "apply raises": (broken(apply=raising("apply")), "RuntimeError: boom in apply"),
    "pending returns no Decision": (broken(pending=pending_returns(lambda d, ctx: d.options)),
                                    "pending() returned a tuple, not a Decision"),
    "decision given to another seat": (
        broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(d, actor=(ctx.seat + 1) % 3))),
        "not to the prisoner"),
    "kind without the jail. prefix": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(
        d, kind="coin.call"))), "must start with 'jail.'"),
    "no options": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(d, options=()))),
                   "at least one option"),
    "repeated options": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(
        d, options=("heads", "heads")))), "no repeats"),
    "an object as an option": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(
        d, options=(object(),)))), "is not text, a number or a tuple"),
    "chance odds not summing to one": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(
        d, actor=CHANCE, probs=(0.5, 0.6)))), "summing to 1"),
    "odds on a player's decision": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(
        d, probs=(1 / len(d.options),) * len(d.options)) if d.actor != CHANCE else d)), "only a CHANCE decision"),
    "a list as an option": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(
        d, options=([1, 2],)))), "is not text, a number or a tuple"),
    # The compiled build's Decision checks its fields' types when made (mypyc): there the jail
    # game's own pending() fails, with that TypeError, before the host can look at the prompt.
    "a prompt that is not text": (broken(pending=pending_returns(lambda d, ctx: dataclasses.replace(
        d, prompt=None))), "TypeError: str object expected; got None" if COMPILED else "prompt must be text"),
    "an object in the slot": (broken(on_jailed=slot_from_on_jailed({"x": object()})), "not plain data"),
    "a set in the slot": (broken(on_jailed=slot_from_on_jailed({"called": {"heads"}})), "slot.called holds a set"),
    "a number as a slot key": (broken(on_jailed=slot_from_on_jailed({1: "heads"})), "non-text key 1"),
    "a slot that is no table": (broken(on_jailed=slot_from_on_jailed(["heads"])), "must be a table"),
    "no slot at all": (broken(on_jailed=slot_from_on_jailed(None)), "not a NoneType"),
    "apply returns no JailStep": (broken(apply=lambda self, ctx, slot, choice: {"outcome": "wait"}),
                                  "apply() returned a dict, not a JailStep"),
    "an unknown outcome": (broken(apply=step_with(outcome="escape")), "unknown outcome 'escape'"),
    "release_move without dice": (broken(apply=step_with(outcome="release_move")), "release_move needs two dice"),
    "release_move with a seven": (broken(apply=step_with(outcome="release_move", dice=(7, 1))),
                                  "release_move needs two dice"),
    "release_move with a list of dice": (broken(apply=step_with(outcome="release_move", dice=[3, 3])),
                                         "release_move needs two dice"),
    "paying another seat": (broken(apply=step_with(effects=({"pay": 10, "to": "p0"},))), "is not allowed"),
    "receiving too much": (broken(apply=step_with(effects=({"receive": 1_000_000},))), "is not allowed"),
    "receiving too much in small parts": (broken(apply=step_with(effects=({"receive": RECEIVE_LIMIT // 2 + 100},) * 2)),
                                          "is not allowed"),
    "paying a negative amount": (broken(apply=step_with(effects=({"pay": -10, "to": "treasury"},))),
                                 "non-negative"),
    "a fractional amount": (broken(apply=step_with(effects=({"receive": 2.5},))), "whole"),
    "an effect that is no table": (broken(apply=step_with(effects=("pay 10",))), "is not a table"),
    "one log text instead of lines": (broken(apply=step_with(log="he calls")), "log must be a tuple"),
    "a slot from apply with a set": (broken(apply=step_with(slot={"1": {"heads"}})), "holds a set"),
}


def a_game_with_a_fault(engine: Engine, players: int = 3) -> tuple[GameState, list]:
    """The first whole game (by seed) in which the broken jail game was used, and its events."""
    for seed in range(1, 11):
        state = engine.new_game(["Ann", "Ben", "Cal"][:players], seed=seed, start="beginners", jail="broken")
        events = play(engine, state, random.Random(seed))
        assert state.over
        if any(e.name == "jail_game_failed" for e in events):
            return state, events
    raise AssertionError("the broken jail game was never used in ten games")


@pytest.mark.parametrize("name", FAULTS)
def test_a_faulty_jail_game_is_replaced_by_the_classic_jail_and_the_game_goes_on(rules, name, caplog):
    game, reason = FAULTS[name]
    engine = engine_with(rules, Offering(game))
    with caplog.at_level(logging.WARNING, logger="landlord.jail"):
        state, events = a_game_with_a_fault(engine)
    failures = [e for e in events if e.name == "jail_game_failed"]
    assert len(failures) == 1
    assert failures[0].data["failed"] == "broken"
    assert reason in failures[0].data["reason"]
    assert "the classic 1906 jail takes over" in failures[0].text
    assert "continuing with the classic jail" in caplog.text
    assert state.jail_game == "classic"
    assert state.over
    after = events[events.index(failures[0]):]
    assert any(e.name == "released" for e in after)


def test_prisoners_already_in_the_faulty_jail_are_taken_over_by_the_classic_jail(rules):
    apply_fails_on_toss = broken(apply=lambda self, ctx, slot, choice: CoinJail.apply(self, ctx, slot, choice)
                                 if str(ctx.seat) not in slot else 1 / 0)
    engine = engine_with(rules, Offering(apply_fails_on_toss))
    state = engine.new_game(["Ann", "Ben", "Cal"], seed=1, start="beginners", jail="broken")
    rng = random.Random(1)
    play(engine, state, rng, until=lambda d: d.kind == "jail.coin.toss")
    seat = state.turn
    events = engine.apply(state, engine.sample_chance(state, engine.pending(state)))
    assert [e.name for e in events] == ["jail_game_failed"]
    assert "ZeroDivisionError" in events[0].data["reason"]
    prisoners = [s for s, p in enumerate(state.players) if p.in_jail]
    assert seat in prisoners
    assert set(state.plugin_data["jail"]) == {str(s) for s in prisoners}
    decision = engine.pending(state)
    assert (decision.actor, decision.kind) == (seat, "jail.classic")


def test_a_jail_game_that_never_ends_a_turn_is_replaced_after_the_step_limit(rules):
    endless = broken(apply=lambda self, ctx, slot, choice: JailStep(dict(slot), "continue"),
                     pending=lambda self, ctx, slot: CoinJail.pending(self, ctx, {}))
    engine = engine_with(rules, Offering(endless))
    state, events = a_game_with_a_fault(engine, players=2)
    failures = [e for e in events if e.name == "jail_game_failed"]
    assert len(failures) == 1
    assert f"more than {MAX_STEPS_PER_TURN} decisions" in failures[0].data["reason"]
    assert state.over


def test_a_jail_game_that_never_releases_is_replaced_after_the_turn_limit(rules):
    forever = broken(apply=step_with(outcome="wait"),
                     pending=lambda self, ctx, slot: CoinJail.pending(self, ctx, {}))
    engine = engine_with(rules, Offering(forever))
    state, events = a_game_with_a_fault(engine, players=2)
    failures = [e for e in events if e.name == "jail_game_failed"]
    assert len(failures) == 1
    assert f"more than {MAX_JAIL_TURNS} turns" in failures[0].data["reason"]
    assert state.over
