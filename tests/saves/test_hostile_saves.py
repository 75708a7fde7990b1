"""A hostile save never gives a traceback or a hang: a pipe, an endless device, a huge or deeply nested
file, or any bytes at all are refused in one line (exit code 2 at the command line)."""
from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from landlord.cli import main
from landlord.engine.limits import MAX_SAVE_FILE_BYTES
from landlord.saves import SaveError, dumps, load_game

from save_helpers import played

FAST = settings(max_examples=200, deadline=timedelta(seconds=1), database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this system has no named pipes")
needs_devices = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="this system has no /dev/zero")
COMMANDS = {"play --load": ["play", "--load", "{}", "--quit-after", "1"], "replay": ["replay", "{}", "--text"],
            "rules check": ["rules", "check", "{}"], "simulate --rules": ["simulate", "--rules", "{}"]}


def landlord(*args: str) -> subprocess.CompletedProcess:
    """The command in a process of its own, which must finish within 30 seconds (nothing may block)."""
    return subprocess.run([sys.executable, "-m", "landlord", *args], capture_output=True, text=True, timeout=30)


def assert_one_line_refusal(result: subprocess.CompletedProcess, path: Path, problem: str) -> None:
    assert result.returncode == 2, result
    assert result.stderr == f"landlord: error: {path}: {problem}\n", result.stderr
    assert result.stdout == ""


@needs_fifo
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_fifo_given_as_a_save_or_rules_file_is_refused_at_once(tmp_path, command):
    fifo = tmp_path / "game.toml"
    os.mkfifo(fifo)
    result = landlord(*[part.format(fifo) for part in COMMANDS[command]])
    assert_one_line_refusal(result, fifo, "is a pipe, not a regular file")


@needs_devices
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_symlink_to_an_endless_device_is_refused_without_reading_it(tmp_path, device, command):
    link = tmp_path / "game.toml"
    link.symlink_to(device)
    result = landlord(*[part.format(link) for part in COMMANDS[command]])
    assert_one_line_refusal(result, link, "is a device, not a regular file")


def test_a_save_over_the_size_cap_is_refused_before_it_is_read(tmp_path, capsys):
    path = tmp_path / "huge.toml"
    with open(path, "wb") as out:
        out.truncate(MAX_SAVE_FILE_BYTES + 1)    # sparse: no disk used
    assert main(["replay", str(path), "--text"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{MAX_SAVE_FILE_BYTES + 1:,} bytes; the game reads at most" in err


@pytest.mark.parametrize("nesting", ["[" * 100_000 + "]" * 100_000, "{a=" * 100_000 + "1" + "}" * 100_000],
                         ids=["arrays", "inline tables"])
def test_a_save_nested_100000_deep_is_refused_in_one_line(tmp_path, capsys, nesting):
    path = tmp_path / "deep.toml"
    path.write_text(f"format = 1\nseats = {nesting}\n", "utf-8")
    assert main(["play", "--load", str(path), "--quit-after", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is not valid TOML (nested too deeply)" in err and "line 2" in err


@pytest.fixture(scope="module")
def good_save(engine):
    """The text of a short real game's save."""
    return dumps(engine, played(engine, ["heuristic", "random"], 8, decisions=60))


@FAST
@given(st.binary(max_size=3_000))
def test_any_bytes_given_as_a_save_are_refused_with_one_save_error(tmp_path_factory, engine, data):
    path = tmp_path_factory.mktemp("saves") / "any.toml"
    path.write_bytes(data)
    with pytest.raises(SaveError) as caught:
        load_game(path, engine=engine)
    assert str(caught.value).startswith(f"{path}: ") and "\n" not in str(caught.value)


@FAST
@given(st.data())
def test_any_damage_to_a_real_save_gives_the_game_or_one_save_error(tmp_path_factory, engine, good_save, data):
    raw = bytearray(good_save.encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(raw)))
        cut = data.draw(st.integers(0, 8))
        raw[at:at + cut] = data.draw(st.binary(max_size=8) | st.sampled_from([b"[", b"{", b'"', b"\n", b"=", b"1"]))
    path = tmp_path_factory.mktemp("saves") / "damaged.toml"
    path.write_bytes(bytes(raw))
    try:
        load_game(path, engine=engine)
    except SaveError as exc:
        assert str(exc).startswith(f"{path}: ") and "\n" not in str(exc)
