"""A save names every jail game the game has used, with its version; loading needs them installed."""
from __future__ import annotations

import re
import tomllib

import pytest

from landlord.engine import Engine
from landlord.driver import GameDriver
from landlord.game_record import state_digest
from landlord.saves import SaveError, load_game, save_game
from landlord_plugins.classic_jail import ClassicJail

from save_helpers import new_game

KINDS = ["heuristic", "heuristic", "random"]


class FlakyJail(ClassicJail):
    """A third-party jail game that fails whenever a prisoner throws for a double."""

    id = "flaky"
    title = "A jail that breaks"
    version = "2.3"

    def apply(self, ctx, slot, choice):
        if choice == "throw":
            raise RuntimeError("the cell door is stuck")
        return super().apply(ctx, slot, choice)


@pytest.fixture(scope="module")
def flaky_engine(rules):
    return Engine(rules, {"classic": ClassicJail(), "flaky": FlakyJail()})


def test_a_game_whose_jail_game_failed_saves_both_jail_games_and_loads_exactly(flaky_engine, tmp_path):
    for seed in range(30):
        state = new_game(flaky_engine, KINDS, seed, jail="flaky")
        player = GameDriver(flaky_engine, state, KINDS)
        player.run(decisions=1500)
        if state.jail_game == "classic":
            break
    else:
        pytest.fail("the flaky jail never failed")
    path = save_game(tmp_path / "g.toml", flaky_engine, state, KINDS)
    data = tomllib.loads(path.read_text("utf-8"))
    assert data["jail"] == {"id": "flaky", "version": "2.3"}
    assert data["plugins"] == {"flaky": "2.3", "classic": "1.0"}
    loaded = load_game(path, engine=flaky_engine)
    assert loaded.state.jail_game == "classic" and state_digest(loaded.state) == state_digest(state)
    assert any(e.name == "jail_game_failed" for e in loaded.events)
    # Played on, the loaded game goes as the original does.
    GameDriver(flaky_engine, state, KINDS).run()
    GameDriver(flaky_engine, loaded.state, KINDS).run()
    assert state_digest(loaded.state) == state_digest(state)


def test_a_save_needing_a_jail_game_that_is_not_installed_is_refused_naming_it(flaky_engine, engine, tmp_path):
    state = new_game(flaky_engine, KINDS, 1, jail="flaky")
    GameDriver(flaky_engine, state, KINDS).run(decisions=50)
    path = save_game(tmp_path / "g.toml", flaky_engine, state, KINDS)
    installed = re.escape(", ".join(sorted(engine.jail_games)))     # the built-in ones and any plugin installed
    with pytest.raises(SaveError, match=r"plugins\.flaky: the save needs the jail game 'flaky' version 2\.3, "
                                        rf"which is not installed \(installed: {installed}\)"):
        load_game(path, engine=engine)
