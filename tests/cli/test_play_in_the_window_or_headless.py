"""`landlord play` opens the window unless asked to play headless (--headless, or --quit-after
without a screenshot), so computers alone can be watched; --window-size sizes the window and
its screenshots, and a bad size is one line and exit 2."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from landlord.commands import play as play_command
from landlord.cli import main
from landlord.engine.limits import MAX_WINDOW_SIZE, MIN_WINDOW_SIZE


@pytest.fixture
def opened(monkeypatch):
    """What _open_window was asked for, instead of opening it; headless play is refused."""
    calls = []
    monkeypatch.setattr(play_command, "open_window", lambda rules, screenshot, **kw: calls.append((screenshot, kw)) or 0)
    monkeypatch.setattr(play_command, "play_headless", lambda *a: pytest.fail("played headless"))
    return calls


def test_play_with_only_computer_seats_opens_the_window_to_watch_them(opened):
    assert main(["play", "--seats", "ai,strong,easy", "--seed", "3"]) == 0
    [(screenshot, kw)] = opened
    assert screenshot is None and kw["kinds"] == ["heuristic", "strong", "easy"] and kw["seed"] == 3


def test_a_loaded_game_of_computers_opens_in_the_window_too(tmp_path, monkeypatch, capsys):
    save = tmp_path / "g.toml"
    assert main(["play", "--seats", "ai,ai", "--seed", "1", "--quit-after", "1", "--save", str(save)]) == 0
    calls = []
    monkeypatch.setattr(play_command, "open_window", lambda rules, screenshot, **kw: calls.append(kw) or 0)
    assert main(["play", "--load", str(save)]) == 0
    assert len(calls) == 1 and calls[0]["game"].kinds == ["heuristic", "heuristic"]


@pytest.mark.parametrize("args", [["--headless"], ["--quit-after", "1"], ["--headless", "--quit-after", "1"]],
                         ids=["--headless", "--quit-after", "both"])
def test_headless_or_a_round_limit_plays_without_a_window(monkeypatch, capsys, args):
    monkeypatch.setattr(play_command, "open_window", lambda *a, **kw: pytest.fail("opened a window"))
    assert main(["play", "--seats", "ai,ai", "--seed", "2", *args]) == 0
    out = capsys.readouterr().out
    assert out.startswith("New game, seed 2: Heuristic 1, Heuristic 2") and "Wealth:" in out


def test_headless_without_seats_plays_three_computers(monkeypatch, capsys):
    monkeypatch.setattr(play_command, "open_window", lambda *a, **kw: pytest.fail("opened a window"))
    assert main(["play", "--headless", "--quit-after", "1", "--seed", "1"]) == 0
    assert capsys.readouterr().out.startswith("New game, seed 1: Heuristic 1, Heuristic 2, Heuristic 3")


def test_the_window_size_is_passed_to_the_window(opened):
    assert main(["play", "--window-size", "1024x768"]) == 0
    assert main(["play", "--seats", "human,ai", "--window-size", "2560X1440"]) == 0
    assert [kw["size"] for _, kw in opened] == [(1024, 768), (2560, 1440)]


def test_a_screenshot_is_taken_at_the_window_size_given(tmp_path):
    out = tmp_path / "newgame.png"
    assert main(["play", "--screenshot", str(out), "--window-size", "800x600"]) == 0
    assert pygame.image.load(str(out)).get_size() == (800, 600)


BAD_SIZES = ["big", "1024", "1024x", "x768", "1024x768x2", "-800x600", "800.5x600", "1e3x800",
             f"{MIN_WINDOW_SIZE[0] - 1}x{MIN_WINDOW_SIZE[1]}", f"{MAX_WINDOW_SIZE[0]}x{MAX_WINDOW_SIZE[1] + 1}",
             "9" * 40 + "x600"]


@pytest.mark.parametrize("size", BAD_SIZES)
def test_a_bad_window_size_is_refused_in_one_line_with_exit_2(capsys, size):
    with pytest.raises(SystemExit) as stop:
        main(["play", "--screenshot", "x.png", "--window-size", size])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and "argument --window-size: " in err, err
    assert len(err) < 200, "the value is shown shortened"


@pytest.mark.parametrize("args, says", [
    (["--headless", "--screenshot", "x.png"], "--headless and --screenshot"),
    (["--headless", "--window-size", "1024x768"], "--window-size goes with the window"),
    (["--quit-after", "2", "--window-size", "1024x768"], "--window-size goes with the window"),
    (["--seats", "ai,ai", "--save", "g.toml"], "--save goes with headless play"),
])
def test_options_that_cannot_go_together_are_refused_in_one_line(capsys, args, says):
    assert main(["play", *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err, err


def test_the_limits_of_the_window_size_are_the_documented_ones():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "limits.md").read_text(encoding="utf-8")
    for name, (w, h) in (("MIN_WINDOW_SIZE", MIN_WINDOW_SIZE), ("MAX_WINDOW_SIZE", MAX_WINDOW_SIZE)):
        row = next(line for line in doc.splitlines() if f"`{name}`" in line)
        assert f"{w:,} × {h:,}" in row
