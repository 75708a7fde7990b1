"""A game's set-up is one value, NewGame, that deals the game and is read back from it."""
from __future__ import annotations

import dataclasses

import pytest

from landlord.driver import GameDriver
from landlord.engine import NewGame, SetupError, new_game_of
from landlord.engine.position import position_of
from landlord.game_record import state_digest

OPTIONS = dict(start="beginners", jail="classic", advanced=False, monarch_seat=1, end_wages_times=7,
               round_limit=40, single_tax=True, single_tax_majority=True)


def test_a_game_dealt_from_a_new_game_is_the_game_new_game_deals_from_the_same_keywords(engine):
    keywords = engine.new_game(["Ann", "Ben", "Cy"], seed=5, **OPTIONS)
    whole = engine.new_game_from(NewGame(("Ann", "Ben", "Cy"), 5, **OPTIONS))
    assert state_digest(whole) == state_digest(keywords)


def test_the_set_up_read_back_from_a_game_deals_the_same_game_again(engine):
    setup = NewGame(("Ann", "Ben", "Cy"), 5, **OPTIONS)
    state = engine.new_game_from(setup)
    assert new_game_of(state) == setup
    assert state_digest(engine.new_game_from(new_game_of(state))) == state_digest(state)


def test_the_rules_files_end_is_filled_in_when_the_set_up_leaves_it_open(engine):
    state = engine.new_game_from(NewGame(("Ann", "Ben"), 1, jail="classic"))
    read = new_game_of(state)
    assert (read.end_wages_times, read.round_limit) == (engine.rules.end_wages_times, engine.rules.round_limit)


def test_a_set_up_written_as_a_saves_options_reads_back_as_itself():
    setup = NewGame(("Ann", "Ben"), 9, **OPTIONS, house_rules=("guild",), house_settings={"guild": {"x": 1}})
    assert NewGame.from_options(setup.names, setup.seed, setup.options()) == setup


def test_a_game_started_from_a_position_is_started_again_from_its_set_up(engine):
    first = engine.new_game(["Ann", "Ben", "Cy"], seed=3, jail="classic")
    GameDriver(engine, first, ["heuristic"] * 3).run(rounds=1)      # to the start of round 2
    started = engine.start_from(position_of(engine, first))
    setup = new_game_of(started)
    assert setup.position is not None
    assert state_digest(engine.new_game_from(setup)) == state_digest(started)


def test_a_set_up_the_rules_do_not_allow_is_refused(engine):
    with pytest.raises(SetupError, match="jail"):
        engine.new_game_from(NewGame(("Ann", "Ben"), 1, jail="no-such-jail"))


def test_a_set_up_cannot_be_changed_once_made():
    with pytest.raises(dataclasses.FrozenInstanceError):
        NewGame(("Ann",), 1).seed = 2        # type: ignore[misc]
