"""A replay shows the saved game exactly as it was played: the whole log, or one choice at a time."""
from __future__ import annotations

from landlord.driver import GameDriver
from landlord.replay import ReplayCursor, game_log
from landlord.game_record import state_digest
from landlord.saves import load_game, save_game

from save_helpers import new_game

KINDS = ["heuristic", "random", "heuristic"]


def test_the_text_replay_is_the_log_of_the_game_as_it_was_played(engine, tmp_path):
    state = new_game(engine, KINDS, 44, jail="oubliette")
    played = GameDriver(engine, state, KINDS).run(decisions=400).events
    game = load_game(save_game(tmp_path / "g.toml", engine, state, KINDS), engine=engine)
    assert game_log(game) == [e.text for e in played]


def test_a_replay_cursor_steps_forward_and_back_through_the_game(engine, tmp_path):
    state = new_game(engine, KINDS, 45)
    GameDriver(engine, state, KINDS).run(decisions=300)
    game = load_game(save_game(tmp_path / "g.toml", engine, state, KINDS), engine=engine)
    cursor = ReplayCursor.of(game)
    assert len(cursor) == 300 and cursor.index == 0 and cursor.decision.kind == engine.pending(
        new_game(engine, KINDS, 45)).kind
    texts = []
    while not cursor.at_end:
        texts += [e.text for e in cursor.forward()]
    assert texts == game_log(game) and state_digest(cursor.state) == state_digest(state)
    cursor.seek(120)
    assert cursor.index == 120 and cursor.state.history == state.history[:120]
    cursor.seek(10_000)
    assert cursor.at_end and state_digest(cursor.state) == state_digest(state)
    assert cursor.forward() == []
