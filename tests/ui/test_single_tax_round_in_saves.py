"""A game set up to put the Single Tax to the vote at round R keeps that in its saves: saved at
round 3 for round 12, it loads set for round 12 and plays on exactly as the game never saved; a
save made after the vote was put says nothing of it, so loading never puts it twice. Older saves,
without the key, load as before."""
from __future__ import annotations

import tomllib

import pygame
import pytest

from landlord.save_file import SaveError, read_header, read_save
from landlord.saves import load_game, save_game
from landlord.ui.save_text import rules_text
from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.load import LoadScene
from landlord.ui.session import GameSession, Seat

from ui_events import key

KINDS = ("heuristic", "strong", "heuristic")
OPTIONS = {"jail": "classic", "start": "beginners"}
SEED = 21
ROUND = 12
PACE = "fast"


def computers(app, at=ROUND, seed=SEED) -> GameSession:
    """A game of computers alone, so it plays on with no one to answer, set for the vote at ``at``."""
    seats = [Seat(f"C{i + 1}", kind, i) for i, kind in enumerate(KINDS)]
    return GameSession(app.engine, seats, seed, options=dict(OPTIONS), pace=PACE, autosave=False,
                       single_tax_at=at)


def play_to(session: GameSession, round_: int) -> None:
    """Play until ``round_`` begins, one decision a call (at any pace but instant, a second's
    wait is more than the rest after a decision), so it stops at the round's first decision."""
    while not session.over and session.state.round < round_:
        session.advance(1.0)


@pytest.fixture
def never_saved(app) -> GameSession:
    """The game played to round 14 without a save: the vote was put at round 12."""
    session = computers(app)
    play_to(session, ROUND + 2)
    assert session.state.round == ROUND + 2 and len(session.state.single_tax_votes) >= 1
    assert any(line.startswith(f"Round {ROUND}: the Single Tax is put") for line in session.log)
    return session


def test_a_game_saved_at_round_3_set_for_round_12_loads_set_for_round_12(app, tmp_path):
    session = computers(app)
    play_to(session, 3)
    path = session.save_to(tmp_path / "g.toml")   # as F5 saves it
    assert tomllib.loads(path.read_text("utf-8"))["game"]["single_tax_at"] == ROUND
    assert read_header(path).single_tax_at == read_save(path).single_tax_at == ROUND
    loaded = load_game(path, engine=app.engine)
    assert loaded.single_tax_at == ROUND and loaded.state.round == 3
    again = GameSession.from_loaded(loaded, pace=PACE)
    assert again.single_tax_at == again.player.single_tax_at == ROUND


def test_a_game_continued_after_loading_plays_exactly_as_the_one_never_saved(app, tmp_path, never_saved):
    session = computers(app)
    play_to(session, 3)
    path = session.save_to(tmp_path / "g.toml")
    again = GameSession.from_loaded(load_game(path, engine=app.engine), pace=PACE)
    play_to(again, ROUND + 2)
    assert again.state.history == never_saved.state.history
    assert again.state.single_tax_votes == never_saved.state.single_tax_votes
    assert again.log == never_saved.log, "the vote is put at round 12, and only then"


def test_a_save_made_after_the_vote_was_put_does_not_put_it_again(app, tmp_path, never_saved):
    session = computers(app)
    play_to(session, ROUND + 1)
    assert session.player.single_tax_at is None, "the driver puts it once"
    path = session.save_to(tmp_path / "g.toml")
    assert "single_tax_at" not in tomllib.loads(path.read_text("utf-8"))["game"]
    loaded = load_game(path, engine=app.engine)
    assert loaded.single_tax_at is None
    again = GameSession.from_loaded(loaded, pace=PACE)
    play_to(again, ROUND + 2)
    assert again.state.history == never_saved.state.history


def test_f5_and_the_autosave_record_it_and_the_load_screen_shows_it(app):
    seats = [Seat("Ann", "human", 0), Seat("C2", "heuristic", 1)]
    session = GameSession(app.engine, seats, 4, options=dict(OPTIONS), pace="instant", single_tax_at=ROUND)
    board = BoardScene(app, session)
    app.stack.push(board)
    for _ in range(200):                      # a few turns, the person answering with his first option
        if session.state.turns_played >= 3:
            break
        app.step([key(pygame.K_1)] if board.panel is not None else [], 0.05)
    assert session.autosaver is not None and session.autosaver.path is not None
    assert read_header(session.autosaver.path).single_tax_at == ROUND
    app.step([key(pygame.K_F5)], 0.016)
    app.step([key(pygame.K_F9)], 0.016)
    load = app.stack.top
    assert isinstance(load, LoadScene)
    saved = next(i for i, entry in enumerate(load.entries) if entry.path.parent.name == "saves")
    head = load.entries[saved].header
    assert head.single_tax_at == ROUND
    shown = f"Single Tax put to the vote in round {ROUND}"
    assert shown in rules_text(head, app) and shown in " ".join(load.row_texts(saved))
    load.load(load.entries[saved].path)
    top = app.stack.top
    assert isinstance(top, BoardScene) and top is not board
    assert top.session.player.single_tax_at == ROUND


# -- the file ------------------------------------------------------------------------------------------
def test_an_older_save_without_the_key_loads_with_none(app, tmp_path):
    session = computers(app, at=None)
    play_to(session, 2)
    path = save_game(tmp_path / "old.toml", session.engine, session.state, session.kinds)
    assert "single_tax_at" not in path.read_text("utf-8"), "a game not set for it saves as before"
    header = read_header(path)
    assert header.single_tax_at is None and "Single Tax put to the vote" not in rules_text(header, app)
    assert GameSession.from_loaded(load_game(path, engine=app.engine)).player.single_tax_at is None


@pytest.mark.parametrize("value, problem", [("0", "must be >= 1, not 0"), ("true", "must be a whole number, not bool"),
                                            ('"12"', "must be a whole number, not str")])
def test_a_bad_round_is_refused_naming_the_key(app, tmp_path, value, problem):
    session = computers(app)
    play_to(session, 2)
    text = session.save_to(tmp_path / "g.toml").read_text("utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace(f"single_tax_at = {ROUND}", f"single_tax_at = {value}"), "utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(bad)
    assert caught.value.key == "game.single_tax_at" and problem in caught.value.problem


def test_an_explicit_round_is_written_for_a_state_no_session_plays(app, tmp_path):
    state = app.engine.new_game(["A", "B"], seed=1, **OPTIONS)
    path = save_game(tmp_path / "g.toml", app.engine, state, single_tax_at=7)
    assert read_header(path).single_tax_at == 7
    assert load_game(path, engine=app.engine).single_tax_at == 7
