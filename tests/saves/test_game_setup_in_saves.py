"""A save is written from a game's set-up (GameSetup) and loads back to the same set-up."""
from __future__ import annotations

import dataclasses
import tomllib

from landlord.game_setup import GameSetup
from landlord.saves import load_game, save_game
from landlord.simulate import simulate, summary

TABLE = GameSetup.for_seats(["heuristic", "strong", "human"], 12, jail="classic", start="beginners",
                            end_wages_times=6, round_limit=200, single_tax_at=9)


def test_a_saved_game_loads_to_the_set_up_it_began_with(engine, tmp_path):
    state = TABLE.deal(engine)
    path = save_game(tmp_path / "g.toml", engine, state, TABLE.kinds, single_tax_at=TABLE.single_tax_at)
    assert load_game(path, engine=engine).setup == TABLE


def test_the_vote_round_is_saved_only_when_the_caller_gives_it_never_remembered_for_the_state(engine, tmp_path):
    state = TABLE.deal(engine)
    save_game(tmp_path / "set.toml", engine, state, TABLE.kinds, single_tax_at=TABLE.single_tax_at)
    plain = save_game(tmp_path / "plain.toml", engine, state, TABLE.kinds)
    assert "single_tax_at" not in tomllib.loads(plain.read_text("utf-8"))["game"]
    assert load_game(plain, engine=engine).setup == dataclasses.replace(TABLE, single_tax_at=None)


def test_the_simulators_summary_counts_a_house_at_what_the_rules_say_a_house_counts(engine):
    report = simulate(engine, GameSetup.for_seats(["heuristic"] * 3, 4, jail="classic"), games=2)
    report["results"] = [{**r, "cash": [0, 0, 0], "houses": [1, 0, 0]} for r in report["results"]]
    dearer = dataclasses.replace(engine.rules, house_value=250)
    assert "cash and houses (deeds aside) 100 a game" in summary(report, engine.rules)
    assert "cash and houses (deeds aside) 250 a game" in summary(report, dearer)


def test_the_window_pace_is_saved_when_given_and_a_save_without_it_still_loads(engine, tmp_path):
    state = TABLE.deal(engine)
    paced = save_game(tmp_path / "paced.toml", engine, state, TABLE.kinds, pace="fast")
    plain = save_game(tmp_path / "plain.toml", engine, state, TABLE.kinds)
    assert load_game(paced, engine=engine).pace == "fast"
    assert "pace" not in tomllib.loads(plain.read_text("utf-8")) and load_game(plain, engine=engine).pace is None


def test_a_save_naming_no_pace_the_window_knows_is_refused_naming_the_key(engine, tmp_path):
    import pytest
    from landlord.saves import SaveError
    path = save_game(tmp_path / "g.toml", engine, TABLE.deal(engine), TABLE.kinds, pace="fast")
    path.write_text(path.read_text("utf-8").replace('pace = "fast"', 'pace = "breakneck"'), "utf-8")
    with pytest.raises(SaveError, match="pace"):
        load_game(path, engine=engine)
