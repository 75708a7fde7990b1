"""Saving is atomic: a crash while a save is written never spoils the last good save."""
from __future__ import annotations

import os
import stat
import subprocess
import sys
import time

import pytest

from landlord.atomic_file import STALE_AFTER_SECONDS
from landlord.game_record import state_digest
from landlord.saves import SaveError, load_game, save_game

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


# -- permissions and litter -----------------------------------------------------------------------
posix_only = pytest.mark.skipif(os.name != "posix", reason="permission bits and process ids are POSIX's")


def mode_of(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


@posix_only
@pytest.mark.parametrize("mode", [0o644, 0o640, 0o600, 0o664])
def test_a_save_over_an_existing_file_keeps_its_permission_bits(engine, tmp_path, two_states, umask_022, mode):
    path = tmp_path / "game.toml"
    path.write_text("old save")
    os.chmod(path, mode)
    save_game(path, engine, two_states[0])
    assert mode_of(path) == mode


@posix_only
def test_a_new_save_gets_the_usual_permissions_for_the_umask_not_private_ones(engine, tmp_path, two_states, umask_022):
    path = save_game(tmp_path / "game.toml", engine, two_states[0])
    assert mode_of(path) == 0o644


def dead_process_id() -> int:
    """The id of a process that has finished."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


@posix_only
def test_temporary_files_left_by_a_killed_save_are_removed_by_the_next_save(engine, tmp_path, two_states):
    path = save_game(tmp_path / "game.toml", engine, two_states[0])
    killed = [tmp_path / f".game.toml.{dead_process_id()}-a1b2c3d4.tmp",     # its writer is gone
              tmp_path / ".game.toml.k2x9_q1w.tmp"]                          # an older version's name
    for leftover in killed:
        leftover.write_bytes(b"format = 1\ndigest = ")
    old = time.time() - STALE_AFTER_SECONDS - 5
    os.utime(killed[1], (old, old))                                          # ... and long abandoned
    save_game(path, engine, two_states[1])
    assert leftovers(tmp_path) == []


@posix_only
def test_a_temporary_file_of_a_save_still_being_written_is_left_alone(engine, tmp_path, two_states):
    path = save_game(tmp_path / "game.toml", engine, two_states[0])
    writer = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        in_progress = tmp_path / f".game.toml.{writer.pid}-a1b2c3d4.tmp"     # a live process, just now
        in_progress.write_bytes(b"format = 1\n")
        save_game(path, engine, two_states[1])
        assert leftovers(tmp_path) == [in_progress.name]
    finally:
        writer.kill()
        writer.wait()


@posix_only
def test_only_the_saves_own_temporary_files_are_ever_removed(engine, tmp_path, two_states):
    path = save_game(tmp_path / "game.toml", engine, two_states[0])
    others = [".other.toml.1-a1b2c3d4.tmp", ".game.toml.1-a1b2c3d4.tmp.keep", "game.toml.1-a1b2c3d4.tmp",
              ".game.toml.notes.txt"]
    old = time.time() - STALE_AFTER_SECONDS - 5
    for name in others:
        (tmp_path / name).write_text("not ours")
        os.utime(tmp_path / name, (old, old))
    (tmp_path / ".game.toml.1-link.tmp").symlink_to(tmp_path / others[0])    # a link is never followed or removed
    save_game(path, engine, two_states[1])
    assert leftovers(tmp_path) == sorted(others + [".game.toml.1-link.tmp"])
