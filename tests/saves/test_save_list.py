"""The saves a player can find: each listed from its header (when, round, players, rules, jail),
newest first; a bad file listed with one short reason, never hiding the others; the newest
unfinished autosave found for Continue."""
from __future__ import annotations

import datetime as dt
import os

import pytest

from landlord.autosaves import Autosaver, latest_unfinished
from landlord.driver import GameDriver
from landlord.paths import autosaves_dir, saves_dir
from landlord.save_file import SaveError, read_header, read_save
from landlord.save_list import AUTOSAVE, OLD_AUTOSAVE, SAVE, read_entry, saved_games
from landlord.saves import save_game

from save_helpers import new_game

KINDS = ["human", "heuristic", "strong"]
PLAYED = ["heuristic", "heuristic", "heuristic"]     # who answers while the test plays the game


def a_save(engine, path, seed: int, decisions: int, when: dt.datetime | None = None, **options):
    """A save of a game ``decisions`` choices in, seated as KINDS, written ``when``."""
    state = new_game(engine, KINDS, seed, **options)
    GameDriver(engine, state, PLAYED).run(decisions=decisions)
    save_game(path, engine, state, KINDS)
    if when is not None:
        text = path.read_text("utf-8")
        stamp = when.isoformat()
        path.write_text("\n".join(f"saved_at = {stamp}" if line.startswith("saved_at = ") else line
                                  for line in text.splitlines()) + "\n", "utf-8")
    return state


def test_the_list_gives_each_saves_date_round_players_rules_and_jail_newest_first(engine, private_data_dir):
    older = dt.datetime(2026, 11, 20, 9, 30, tzinfo=dt.timezone.utc)
    newer = dt.datetime(2026, 11, 21, 16, 32, 31, tzinfo=dt.timezone.utc)
    first = a_save(engine, saves_dir() / "a.toml", 1, 150, when=older, start="beginners")
    second = a_save(engine, saves_dir() / "b.toml", 2, 40, when=newer, jail="classic")
    listed = saved_games()
    assert [e.path.name for e in listed] == ["b.toml", "a.toml"]
    b, a = listed
    assert (b.when, a.when) == (newer, older) and b.kind == a.kind == SAVE
    assert a.header.position["round"] == first.round > 1 and b.header.position["round"] == second.round
    assert [(s.name, s.kind) for s in a.header.seats] == list(zip([p.name for p in first.players], KINDS))
    assert a.header.setup["start"] == "beginners" and a.header.jail_id == first.jail_game
    assert b.header.jail_id == "classic" and b.header.rules_id == engine.rules.id
    assert not a.over and a.readable and a.problem is None


def test_a_corrupt_file_is_listed_with_its_reason_and_the_good_ones_still_list(engine, private_data_dir):
    a_save(engine, saves_dir() / "good.toml", 3, 30)
    bad = {
        "not-toml.toml": b"format = 1\n[rules\n",
        "newer.toml": b"format = 2\n",
        "empty.toml": b"",
        "not-utf8.toml": b"format = 1\n\xff\xfe",
    }
    for name, raw in bad.items():
        (saves_dir() / name).write_bytes(raw)
    (saves_dir() / "a-folder.toml").mkdir()
    hand_edited = (saves_dir() / "good.toml").read_text("utf-8").replace('seed = ', 'seed = "seven" # ')
    (saves_dir() / "typo.toml").write_text(hand_edited, "utf-8")

    listed = {e.path.name: e for e in saved_games()}
    assert set(listed) == set(bad) | {"good.toml", "a-folder.toml", "typo.toml"}
    assert listed["good.toml"].readable
    reasons = {name: e.problem for name, e in listed.items() if not e.readable}
    assert reasons["not-toml.toml"].startswith("is not valid TOML")
    assert reasons["newer.toml"].startswith("format: this is a format-2 save")
    assert reasons["empty.toml"] == "is empty"
    assert reasons["not-utf8.toml"].startswith("is not UTF-8 text")
    assert reasons["a-folder.toml"] == "is a folder, not a file"
    assert reasons["typo.toml"].startswith("game.seed: must be a whole number")
    assert all("\n" not in r and str(private_data_dir) not in r for r in reasons.values()), "short, one line"


def test_a_file_that_breaks_the_reader_in_an_unforeseen_way_is_listed_not_raised(engine, private_data_dir,
                                                                                 monkeypatch):
    a_save(engine, saves_dir() / "good.toml", 4, 30)
    (saves_dir() / "odd.toml").write_text("format = 1\n")
    real = read_header

    def fragile(path):
        if path.name == "odd.toml":
            raise RecursionError("a reader bug")
        return real(path)
    monkeypatch.setattr("landlord.save_list.read_header", fragile)
    listed = {e.path.name: e for e in saved_games()}
    assert listed["good.toml"].readable
    assert listed["odd.toml"].problem == "cannot be read (RecursionError)"


def test_the_header_is_read_without_the_choices_or_a_replay(engine, private_data_dir, monkeypatch):
    path = saves_dir() / "long.toml"
    a_save(engine, path, 5, 200)
    text = path.read_text("utf-8")
    assert text.rstrip().endswith("]") and "\n[history]\n" in text
    path.write_text(text + "this line is not TOML, and only the history's part of the file holds it\n", "utf-8")
    monkeypatch.setattr("landlord.saves.replay_choices", lambda *a, **k: pytest.fail("a listing replayed a game"))
    header = read_header(path)
    assert header.position["decisions"] == 200 and header.seats[1].kind == "heuristic"
    with pytest.raises(SaveError, match="is not valid TOML"):
        read_save(path)                       # the whole file is still refused when it is loaded


def test_a_hand_edited_save_with_its_history_in_the_middle_is_read_whole(engine, private_data_dir):
    path = saves_dir() / "moved.toml"
    a_save(engine, path, 6, 50)
    text = path.read_text("utf-8")
    head, _, history = text.partition("[history]\n")
    first_table = head.index("\n[")
    path.write_text(head[:first_table] + "\n[history]\n" + history + head[first_table:], "utf-8")
    assert read_save(path).position == read_header(path).position       # still the same game


def test_the_autosave_of_older_versions_is_listed_as_such(engine, private_data_dir):
    a_save(engine, private_data_dir / "autosave.toml", 7, 30)
    (entry,) = saved_games()
    assert entry.kind == OLD_AUTOSAVE and entry.readable


def test_continue_finds_the_newest_autosave_of_an_unfinished_game(engine, private_data_dir):
    def autosave(seed, decisions, at):
        state = new_game(engine, PLAYED, seed)
        autosaver = Autosaver(PLAYED)
        GameDriver(engine, state, PLAYED).run(decisions=decisions, on_step=lambda s: autosaver.notice(engine, s))
        os.utime(autosaver.path, ns=(at * 10**9, at * 10**9))
        return autosaver.path
    assert latest_unfinished() is None
    older = autosave(8, 60, at=1)
    newer = autosave(9, 60, at=2)
    finished = autosave(10, None, at=3)          # played to the end: newest, but over
    (autosaves_dir() / "game-000000000000.toml").write_text("format = 1\n")   # newest, unreadable
    found = latest_unfinished()
    assert found.path == newer and found.kind == AUTOSAVE and read_entry(finished).over
    assert latest_unfinished(rules_id="another-rules") is None
    newer.unlink()
    assert latest_unfinished().path == older
