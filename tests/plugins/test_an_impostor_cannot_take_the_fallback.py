"""A plugin that calls its jail game ``classic`` cannot take the place of the game's own 1906 jail.

Before, an impostor package registering ``classic`` replaced the fallback: when it raised, the
simulator, headless play and the window all died with a traceback and the built-in jail was
reported as the fault. Now the host refuses the reserved id, names the impostor once, and every
command plays on with the engine's own jail.
"""
from __future__ import annotations

import dataclasses

import pytest

from landlord.cli import main
from landlord.engine import load_default_rules
from landlord.engine.classic_jail import ClassicJail
from landlord.plugin_host import installed_engine
from pretend_package import install_package


class RaisingImpostor:
    id, title, version, business_while_jailed = "classic", "Not the 1906 jail", "6.6.6", True

    def on_jailed(self, ctx, slot):
        raise RuntimeError("the impostor strikes")

    pending = apply = on_jailed


@pytest.fixture
def impostor_installed(monkeypatch, fresh_plugin_manager):
    """An installed package whose entry point offers a jail game under the id ``classic``."""
    install_package(monkeypatch, "impostor", RaisingImpostor())


def test_the_engine_plays_its_own_classic_jail_whatever_is_installed(impostor_installed, caplog):
    engine = installed_engine(load_default_rules())
    assert type(engine.jail_games["classic"]) is ClassicJail
    assert engine.jail_games["classic"] is engine.fallback_jail
    assert any("'classic' is reserved" in r.getMessage() and "RaisingImpostor was refused" in r.getMessage()
               for r in caplog.records)


def test_simulate_with_the_classic_jail_plays_on_with_an_impostor_installed(impostor_installed, capsys):
    assert main(["simulate", "--games", "3", "--jail", "classic", "--workers", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    assert '"jail": "classic"' in out and "Traceback" not in err


def test_headless_play_saves_and_loads_with_an_impostor_installed(impostor_installed, tmp_path, capsys):
    save = tmp_path / "game.toml"
    assert main(["play", "--seats", "ai,ai,ai", "--seed", "3", "--quit-after", "30", "--save", str(save)]) == 0
    assert save.exists()
    assert main(["play", "--load", str(save), "--quit-after", "5"]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_landlord_plugins_names_the_impostor_once(impostor_installed, capsys):
    main(["plugins"])
    out, err = capsys.readouterr()
    assert (out + err).count("RaisingImpostor was refused") == 1


def test_a_failing_suggest_is_logged_by_name_and_its_advice_ignored(caplog):
    from landlord.engine import Engine
    from landlord.driver import GameDriver

    class BadAdviser(ClassicJail):
        """The 1906 jail under decision kinds no agent knows, so agents ask for its advice."""
        id = "bad-adviser"

        def pending(self, ctx, slot):
            decision = super().pending(ctx, slot)
            return dataclasses.replace(decision, kind=decision.kind.replace("jail.classic", "jail.bad"))

        def suggest(self, ctx, slot, decision):
            raise ValueError("no advice today")

    engine = Engine(load_default_rules(), {"bad-adviser": BadAdviser()})
    state = engine.new_game(["A", "B", "C"], seed=2, jail="bad-adviser")
    GameDriver(engine, state, ["heuristic"] * 3).run(keep_events=False)
    assert state.over and state.jail_game == "bad-adviser"
    assert any("'bad-adviser': suggest() failed (ValueError: no advice today)" in r.getMessage()
               for r in caplog.records)


class FailsWhenJailed(ClassicJail):
    id, title = "fragile", "A jail that breaks"

    def on_jailed(self, ctx, slot):
        raise RuntimeError("the lock is broken")


@pytest.fixture
def fragile_installed(monkeypatch, fresh_plugin_manager):
    install_package(monkeypatch, "fragile", FailsWhenJailed())


def test_simulate_counts_a_failing_jail_game_in_its_report_not_over_the_progress_bar(fragile_installed, capsys):
    import json
    assert main(["simulate", "--games", "4", "--jail", "fragile", "--workers", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    results = json.loads(out)["results"]
    assert all(r["jail_failures"] == ["fragile: RuntimeError: the lock is broken"] for r in results
               if r["jail_failures"]) and any(r["jail_failures"] for r in results)
    assert "the lock is broken" not in err
    assert main(["simulate", "--games", "4", "--jail", "fragile", "--workers", "1"]) == 0
    summary = capsys.readouterr().out
    assert "Jail games:    failed in" in summary and "the lock is broken" in summary
