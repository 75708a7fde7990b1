"""A jail game call that runs over its time budget hands the game to the 1906 jail, and the
save of such a game loads, undoes and replays as it was played.

Before, a plugin call that slept 30 s hung ``simulate`` and the window with no word. The host
cannot interrupt a call, so it times each one (where the game's commands and window hand it a
clock) and, after a call over ``PLUGIN_CALL_BUDGET_S``, plays on with the 1906 jail.
"""
from __future__ import annotations

import dataclasses
import json
import time

import pytest

from landlord.cli import main
from landlord.driver import GameDriver
from landlord.engine import Engine, load_default_rules
from landlord.engine.classic_jail import ClassicJail
from landlord.engine.jail_host import PLUGIN_CALL_BUDGET_S
from landlord.game_record import setup_of, state_digest
from landlord.engine.plugin_guard import timeouts_of
from landlord.replay import ReplayCursor
from landlord.save_file import Seat
from landlord.saves import load_game, save_game
from landlord.undo import undoable

from pretend_package import install_package
from fake_clock import FakeClock

SEATS = ["A", "B", "C"]


class DawdlingJail(ClassicJail):
    """The 1906 jail, whose ``dawdle_on``-th call to ``pending`` takes ``seconds`` of the clock."""
    id, title = "dawdler", "A jail that dawdles"

    def __init__(self, clock: FakeClock | None = None, dawdle_on: int = 2, seconds: float = 5.0) -> None:
        self.clock, self.dawdle_on, self.seconds, self.calls = clock, dawdle_on, seconds, 0

    def pending(self, ctx, slot):
        self.calls += 1
        if self.clock is not None and self.calls == self.dawdle_on:
            self.clock.now += self.seconds
        return super().pending(ctx, slot)


def timed_engine(seconds: float = 5.0) -> Engine:
    clock = FakeClock()
    return Engine(load_default_rules(), {"dawdler": DawdlingJail(clock, seconds=seconds)}, clock=clock)


def played(engine: Engine, rounds: int | None = None):
    state = engine.new_game(SEATS, seed=4, jail="dawdler")
    GameDriver(engine, state, ["heuristic"] * 3).run(rounds=rounds, keep_events=False)
    return state


def test_a_call_over_its_budget_hands_the_rest_of_the_game_to_the_1906_jail():
    state = played(timed_engine())
    assert state.over and state.jail_game == "classic"
    [failure] = state.jail_failures
    assert failure["game"] == "dawdler"
    assert failure["reason"] == f"a call took 5.0 s, over its budget of {PLUGIN_CALL_BUDGET_S:g} s"


def test_a_call_within_its_budget_is_no_fault():
    state = played(timed_engine(seconds=PLUGIN_CALL_BUDGET_S / 2))
    assert state.jail_game == "dawdler" and state.jail_failures == []


def test_the_engine_alone_times_nothing():
    engine = Engine(load_default_rules(), {"dawdler": DawdlingJail(FakeClock())})
    state = played(engine)
    assert state.jail_game == "dawdler" and state.jail_failures == []


def test_a_saved_game_whose_jail_game_ran_over_loads_as_played_on_an_untimed_engine(tmp_path):
    state = played(timed_engine(), rounds=20)
    assert state.jail_game == "classic" and not state.over
    path = save_game(tmp_path / "slow.toml", timed_engine(), state, ["heuristic"] * 3)
    assert "timeouts" in path.read_text()

    untimed = Engine(load_default_rules(), {"dawdler": DawdlingJail()})      # no clock: the call is fast now
    loaded = load_game(path, engine=untimed)           # the digest is checked: the same game
    assert loaded.state.jail_game == "classic" and loaded.state.jail_failures == state.jail_failures


def test_replaying_and_undoing_such_a_game_fail_the_same_call():
    engine = timed_engine()
    state = played(engine, rounds=20)
    untimed = Engine(load_default_rules(), {"dawdler": DawdlingJail()})
    cursor = ReplayCursor(untimed, [Seat(name, "heuristic") for name in SEATS], state.seed, setup_of(state),
                          tuple(state.history), timeouts=timeouts_of(state))
    cursor.seek(len(cursor))
    assert state_digest(cursor.state) == state_digest(state)

    for seat in range(len(SEATS)):       # undo first rebuilds the game; it must rebuild this one
        assert "cannot be rebuilt" not in undoable(engine, state, seat)[1]


@pytest.fixture
def sleepy_installed(monkeypatch, fresh_plugin_manager):
    """An installed package whose jail game really sleeps past the budget, once."""

    class SleepyJail(ClassicJail):
        id, title = "sleepy", "A jail that sleeps"
        slept = False

        def on_jailed(self, ctx, slot):
            if not SleepyJail.slept:
                SleepyJail.slept = True
                time.sleep(PLUGIN_CALL_BUDGET_S + 0.2)
            return super().on_jailed(ctx, slot)

    install_package(monkeypatch, "sleepy", SleepyJail())


def test_simulate_reports_a_jail_game_that_ran_over_and_plays_on(sleepy_installed, capsys):
    assert main(["simulate", "--games", "2", "--jail", "sleepy", "--workers", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    failures = [f for r in json.loads(out)["results"] for f in r["jail_failures"]]
    assert len(failures) == 1 and failures[0].startswith("sleepy: a call took 2.")
    assert "over its budget" in failures[0] and "Traceback" not in err


def test_a_suggest_over_its_budget_is_logged_and_not_asked_again(caplog):
    clock = FakeClock()

    class SlowAdviser(ClassicJail):
        """The 1906 jail under a kind no agent knows, with advice that takes 3 s."""
        id, asked = "slow-adviser", 0

        def pending(self, ctx, slot):
            decision = super().pending(ctx, slot)
            return dataclasses.replace(decision, kind=decision.kind.replace("jail.classic", "jail.slow"))

        def suggest(self, ctx, slot, decision):
            SlowAdviser.asked += 1
            clock.now += 3.0
            return decision.options[0]

    engine = Engine(load_default_rules(), {"slow-adviser": SlowAdviser()}, clock=clock)
    state = engine.new_game(SEATS, seed=2, jail="slow-adviser")
    GameDriver(engine, state, ["heuristic"] * 3).run(keep_events=False)
    assert state.over and SlowAdviser.asked == 1
    assert any("'slow-adviser': suggest() took 3.0 s, over its budget" in r.getMessage() for r in caplog.records)
