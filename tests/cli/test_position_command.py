"""Positions at the command line: ``landlord play --position FILE`` and ``landlord replay FILE
--position-at N``; a bad or hostile position file is one line a problem, naming the file and the
key, and exit code 2."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from landlord.cli import main
from landlord.engine.limits import MAX_POSITION_FILE_BYTES
from landlord.engine.position import at_turn_start, position_of
from landlord.paths import DATA_DIR_ENV
from landlord.replay import ReplayCursor
from landlord.saves import load_game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "positions" / "single-tax-classroom.toml"


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    """Autosaves go to a folder of the test's own."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))


def errors_of(capsys) -> list[str]:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.splitlines()


# -- play --position --------------------------------------------------------------------------------
def test_the_example_position_plays_headless_saves_and_loads_again(tmp_path, capsys):
    save = tmp_path / "lesson.toml"
    assert main(["play", "--position", str(EXAMPLE), "--quit-after", "2", "--save", str(save)]) == 0
    assert "Stopped in round 8" in capsys.readouterr().out
    game = load_game(save)
    assert [seat.kind for seat in game.seats] == ["heuristic"] * 4
    assert [p.name for p in game.state.players] == ["Ann", "Ben", "Cal", "Dot"]
    assert game.state.single_tax["round"] == 3
    assert main(["play", "--load", str(save), "--quit-after", "1"]) == 0
    assert "Stopped in round 9" in capsys.readouterr().out


def test_play_from_a_position_takes_the_seats_given(tmp_path, capsys):
    save = tmp_path / "g.toml"
    assert main(["play", "--position", str(EXAMPLE), "--seats", "ai,random,easy,ai", "--quit-after", "1",
                 "--save", str(save)]) == 0
    assert [seat.kind for seat in load_game(save).seats] == ["heuristic", "random", "easy", "heuristic"]


def test_play_from_a_position_in_the_window_ends_in_a_screenshot(tmp_path, capsys):
    picture = tmp_path / "lesson.png"
    assert main(["play", "--position", str(EXAMPLE), "--screenshot", str(picture), "--quit-after", "1"]) == 0
    assert picture.read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize("extra, line", [
    (["--seats", "ai,ai"], "landlord: error: --seats: 2 seats given; the position has 4 players"),
    (["--seed", "3"], "landlord: error: --seed cannot go with --position: the position holds its game, seed and jail"),
    (["--jail", "classic"], "landlord: error: --jail cannot go with --position"),
    (["--load", "game.toml"], "landlord: error: --load cannot go with --position"),
])
def test_play_from_a_position_refuses_options_that_contradict_it_in_one_line(capsys, extra, line):
    assert main(["play", "--position", str(EXAMPLE), "--quit-after", "1", *extra]) == 2
    lines = errors_of(capsys)
    assert len(lines) == 1 and lines[0].startswith(line), lines


def test_a_bad_position_file_gives_one_line_for_each_problem_naming_the_file_and_the_key(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text(EXAMPLE.read_text(encoding="utf-8")
                    .replace('name = "Cal"\ncash = 35', 'name = "Cal"\ncash = -35\ncolour = "red"')
                    .replace('turn = 1 ', 'turn = 9 '), encoding="utf-8")
    assert main(["play", "--position", str(path), "--quit-after", "1"]) == 2
    assert errors_of(capsys) == [
        f"landlord: error: {path}: players[2].cash: must be >= 0, not -35",
        f"landlord: error: {path}: players[2].colour: unknown key (known here: name, cash, space, cards, houses, "
        "luxuries, in_jail, jail_turns, in_poor_house, opportunity, wages_drawn, draws_wages, notes, educations, "
        "professors, house)",
        f"landlord: error: {path}: turn: 9 is no seat (the seats are 0 to 3)",
    ]


def hostile(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.toml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        with open(path, "wb") as out:
            out.truncate(MAX_POSITION_FILE_BYTES + 1)
    elif kind == "nested":
        path.write_text("x = " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    elif kind == "wrong-types":
        path.write_text('rules = 1906\nturn = "Ann"\nplayers = "everyone"\n', encoding="utf-8")
    elif kind == "not-utf8":
        path.write_bytes(b'rules = "\xff"\n')
    elif kind == "not-toml":
        path.write_text("rules = = landlords\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("kind, problem", [
    ("fifo", "is a pipe, not a regular file"),
    ("folder", "is a folder, not a file"),
    ("huge", f"is {MAX_POSITION_FILE_BYTES + 1:,} bytes; the game reads at most {MAX_POSITION_FILE_BYTES:,}"),
    ("nested", "is not valid TOML (nested too deeply): more than 32 levels (line 1)"),
    ("not-utf8", "is not UTF-8 text"),
    ("not-toml", "is not valid TOML"),
    ("missing", "no such file"),
])
def test_a_hostile_position_file_is_one_line_and_exit_code_2(tmp_path, capsys, kind, problem):
    path = hostile(tmp_path, kind)
    assert main(["play", "--position", str(path), "--quit-after", "1"]) == 2
    lines = errors_of(capsys)
    assert len(lines) == 1 and lines[0].startswith(f"landlord: error: {path}: {problem}"), lines


def test_a_position_file_of_wrong_types_names_each_key(tmp_path, capsys):
    path = hostile(tmp_path, "wrong-types")
    assert main(["play", "--position", str(path), "--quit-after", "1"]) == 2
    assert errors_of(capsys) == [
        f"landlord: error: {path}: rules: must be non-empty text, not int",
        f"landlord: error: {path}: turn: must be a whole number, not str",
        f"landlord: error: {path}: players: must be a list of players, not str",
    ]


def test_a_bad_position_file_never_shows_a_traceback(tmp_path):
    path = hostile(tmp_path, "wrong-types")
    result = subprocess.run([sys.executable, "-m", "landlord", "play", "--position", str(path)],
                            capture_output=True, text=True, timeout=60,
                            env={**os.environ, DATA_DIR_ENV: str(tmp_path / "data")})
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert len(result.stderr.splitlines()) == 3


# -- replay --position-at -----------------------------------------------------------------------------
@pytest.fixture
def saved_game(tmp_path, capsys) -> Path:
    save = tmp_path / "game.toml"
    assert main(["play", "--seats", "ai,ai,ai", "--seed", "5", "--quit-after", "4", "--save", str(save)]) == 0
    capsys.readouterr()
    return save


def turn_starts(save: Path) -> dict[int, dict]:
    """The position at every turn start of a saved game, by the number of choices made."""
    game = load_game(save)
    cursor = ReplayCursor.of(game)
    starts = {}
    while not cursor.at_end:
        cursor.forward()
        if at_turn_start(cursor.state):
            starts[cursor.index] = position_of(game.engine, cursor.state)
    return starts


def test_replay_writes_the_position_at_a_turn_start_as_toml(saved_game, capsys):
    starts = turn_starts(saved_game)
    at = sorted(starts)[3]
    assert main(["replay", str(saved_game), "--position-at", str(at)]) == 0
    out, err = capsys.readouterr()
    assert tomllib.loads(out) == starts[at] and err == ""


def test_replay_in_the_middle_of_a_turn_writes_its_start_and_says_so(saved_game, capsys):
    starts = sorted(turn_starts(saved_game))
    begun, next_begun = starts[3], starts[4]
    assert next_begun - begun > 1
    assert main(["replay", str(saved_game), "--position-at", str(begun + 1)]) == 0
    out, err = capsys.readouterr()
    assert tomllib.loads(out) == turn_starts(saved_game)[begun]
    assert err.startswith(f"landlord: note: after choice {begun + 1} the game is in the middle of round ")
    assert err.rstrip().endswith(f"this is the position at the start of that turn (after choice {begun})")


def test_replay_writes_the_position_to_a_file_and_it_plays(saved_game, tmp_path, capsys):
    at = sorted(turn_starts(saved_game))[2]
    out = tmp_path / "positions" / "p.toml"
    assert main(["replay", str(saved_game), "--position-at", str(at), "--output", str(out)]) == 0
    assert capsys.readouterr().out == ""
    assert tomllib.loads(out.read_text(encoding="utf-8")) == turn_starts(saved_game)[at]
    assert main(["play", "--position", str(out), "--quit-after", "1"]) == 0


def test_the_position_of_a_game_begun_from_a_position_is_that_position_at_choice_0(tmp_path, capsys):
    save = tmp_path / "lesson.toml"
    main(["play", "--position", str(EXAMPLE), "--quit-after", "1", "--save", str(save)])
    capsys.readouterr()
    assert main(["replay", str(save), "--position-at", "0"]) == 0
    engine = load_game(save).engine
    started = engine.start_from(tomllib.loads(EXAMPLE.read_text(encoding="utf-8")))
    assert tomllib.loads(capsys.readouterr().out) == position_of(engine, started)


@pytest.mark.parametrize("args, line", [
    (["--position-at", "100000"], "--position-at: 100000 is beyond the game's "),
    (["--position-at", "2"], "--position-at: after 2 choices the game is still being set up; no turn has begun"),
])
def test_replay_at_a_point_with_no_position_is_one_line_and_exit_code_2(saved_game, capsys, args, line):
    assert main(["replay", str(saved_game), *args]) == 2
    lines = errors_of(capsys)
    assert len(lines) == 1 and lines[0].startswith(f"landlord: error: {saved_game}: {line}"), lines


@pytest.mark.parametrize("args, line", [
    (["--output", "p.toml"], "landlord: error: --output goes with --position-at"),
    (["--position-at", "1", "--text"], "landlord: error: --text and --position-at ask for different things"),
])
def test_replay_options_that_do_not_fit_together_are_one_line_and_exit_code_2(saved_game, capsys, args, line):
    assert main(["replay", str(saved_game), *args]) == 2
    lines = errors_of(capsys)
    assert len(lines) == 1 and lines[0].startswith(line), lines


def test_a_choice_count_below_zero_is_one_line_and_exit_code_2(saved_game, capsys):
    with pytest.raises(SystemExit) as exited:
        main(["replay", str(saved_game), "--position-at", "-1"])
    assert exited.value.code == 2
    lines = errors_of(capsys)
    assert len(lines) == 1 and "--position-at: -1 must be at least 0" in lines[0], lines


def test_replay_refuses_to_write_a_position_over_a_pipe(saved_game, tmp_path, capsys):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    assert main(["replay", str(saved_game), "--position-at", "10", "--output", str(fifo)]) == 2
    assert errors_of(capsys) == [f"landlord: error: --output: {fifo} exists and is not a regular file"]
