"""Saving is atomic: a crash while a save is written never spoils the last good save."""
from __future__ import annotations

import os

import pytest

from landlord.saves import SaveError, load_game, save_game, state_digest

from save_helpers import played


@pytest.fixture
def two_states(engine):
    first = played(engine, ["heuristic", "random"], 5, decisions=80)
    second = played(engine, ["heuristic", "random"], 5, decisions=160)
    return first, second


def leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name != "game.toml")


@pytest.mark.parametrize("broken", ["os.replace", "os.fsync"])
def test_a_failure_while_writing_leaves_the_last_good_save_intact_and_no_temporary_file(
        engine, tmp_path, monkeypatch, two_states, broken):
    first, second = two_states
    path = save_game(tmp_path / "game.toml", engine, first)
    before = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, broken.split(".")[1], crash)
    with pytest.raises(SaveError, match="game.toml: could not be written .No space left on device"):
        save_game(path, engine, second)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert leftovers(tmp_path) == []
    assert state_digest(load_game(path, engine=engine).state) == state_digest(first)


def test_an_interruption_at_the_moment_of_replacing_leaves_the_last_good_save_intact(
        engine, tmp_path, monkeypatch, two_states):
    first, second = two_states
    path = save_game(tmp_path / "game.toml", engine, first)
    before = path.read_bytes()
    written = {}

    def interrupted(src, dst):
        written["tmp"] = open(src, "rb").read()           # the new save was complete on disk ...
        raise KeyboardInterrupt                             # ... when the player pulled the plug

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_game(path, engine, second)
    monkeypatch.undo()
    assert path.read_bytes() == before and leftovers(tmp_path) == []
    assert written["tmp"] != before


def test_a_temporary_file_left_by_a_crash_does_not_disturb_loading_or_the_next_save(engine, tmp_path, two_states):
    first, second = two_states
    path = save_game(tmp_path / "game.toml", engine, first)
    (tmp_path / ".game.toml.x1y2.tmp").write_bytes(b"format = 1\ndigest = ")   # what a killed process leaves
    assert state_digest(load_game(path, engine=engine).state) == state_digest(first)
    save_game(path, engine, second)
    assert state_digest(load_game(path, engine=engine).state) == state_digest(second)


def test_a_save_into_a_new_folder_creates_it(engine, tmp_path, two_states):
    path = save_game(tmp_path / "saves" / "deep" / "game.toml", engine, two_states[0])
    assert path.exists()


def test_a_save_that_cannot_be_written_says_where_in_one_line(engine, tmp_path, two_states):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(SaveError) as caught:
        save_game(blocker / "game.toml", engine, two_states[0])
    assert str(caught.value).startswith(str(blocker / "game.toml")) and "\n" not in str(caught.value)
