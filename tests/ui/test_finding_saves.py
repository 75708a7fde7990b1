"""Saves a player can find: the Load screen tells each game (when, round, players, rules, jail),
a game left unfinished is offered to continue at launch, and F5 says where it saved."""
from __future__ import annotations

import datetime as dt
import os

import pygame
import pytest

from landlord.autosaves import Autosaver
from landlord.driver import GameDriver
from landlord.paths import saves_dir, shown_path
from landlord.saves import load_game, save_game
from landlord.ui import theme
from landlord.ui.app import App
from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.load import LoadScene
from landlord.ui.scenes.newgame import NewGameScene
from landlord.ui.scenes.start import StartScene, first_scene
from landlord.ui.session import GameSession, Seat

from ui_events import click, key

NAMES = ["Lizzie", "Charles", "Henry"]
KINDS = ["human", "heuristic", "strong"]


def autosaved(app, seed: int, decisions: int | None, names=NAMES, kinds=KINDS, at: int | None = None):
    """A game autosaved as the window does, ``decisions`` choices in (None: to the end)."""
    engine = app.engine
    state = engine.new_game(list(names), seed=seed)
    autosaver = Autosaver(kinds)
    GameDriver(engine, state, ["heuristic"] * len(kinds)).run(
        decisions=decisions, on_step=lambda s: autosaver.notice(engine, s))
    if at is not None:
        os.utime(autosaver.path, ns=(at * 10**9, at * 10**9))
    return state, autosaver.path


def written_at(path, when: dt.datetime) -> None:
    """Say in the file that it was saved ``when`` (saved_at is for people; the digest ignores it)."""
    lines = path.read_text("utf-8").splitlines()
    path.write_text("\n".join(f"saved_at = {when.isoformat()}" if line.startswith("saved_at = ") else line
                              for line in lines) + "\n", "utf-8")


def continues(board, path) -> bool:
    """Does the board play on the game saved in ``path`` (its choices, and perhaps a few more)?"""
    saved = load_game(path, engine=board.session.engine).state.history
    return len(saved) > 0 and board.session.state.history[:len(saved)] == saved


def a_long_named_save(app):
    """Six seats with the longest names the new-game screen allows, computers all but one."""
    names = ["Wwwwwwwwwwwwwwwwww", "Mmmmmmmmmmmmmmmmmm", "Elizabeth Magie Ph", "Charles B. Darrowy",
             "Henry George Jr. W", "Louis Thun Goodman"]
    state = app.engine.new_game(names, seed=8)
    GameDriver(app.engine, state, ["heuristic"] * 6).run(decisions=30)
    return save_game(saves_dir() / "long.toml", app.engine, state, ["human"] + ["strong"] * 5)


# -- the Load screen ------------------------------------------------------------------------------
def test_the_load_screen_gives_each_saves_date_round_players_rules_and_jail_newest_first(app):
    first, older = autosaved(app, seed=3, decisions=200)
    written_at(older, dt.datetime(2020, 2, 14, 9, 5).astimezone())
    second = app.engine.new_game(["Ann", "Ben"], seed=4, jail="classic", start="beginners")
    GameDriver(app.engine, second, ["heuristic", "heuristic"]).run(decisions=20)
    newer = save_game(saves_dir() / "game-1.toml", app.engine, second, ["human", "human"])
    written_at(newer, dt.datetime(2020, 2, 15, 16, 32).astimezone())
    load = LoadScene(app)
    app.stack.push(load)
    assert load.files == [newer, older]
    jails = app.registry.games
    assert load.row_texts(0) == [
        "game-1.toml",
        f"Sat 15 Feb 2020, 16:32  \u00b7  Round {second.round}, {second.players[second.turn].name} to play",
        "Players: Ann, Ben",
        f"{app.rules.title}, beginners' hands  \u00b7  jail: {jails['classic'].title}"]
    assert load.row_texts(1) == [
        "Autosave",
        f"Fri 14 Feb 2020, 09:05  \u00b7  Round {first.round}, {first.players[first.turn].name} to play",
        "Players: Lizzie, Charles (computer), Henry (computer, strong)",
        f"{app.rules.title}, dealt start  \u00b7  jail: {jails[first.jail_game].title}"]
    assert first.round > 1


def test_dates_read_today_yesterday_or_in_full():
    from landlord.ui.save_text import when_text
    now = dt.datetime(2026, 11, 21, 18, 0).astimezone()
    assert when_text(dt.datetime(2026, 11, 21, 9, 7).astimezone(), now) == "Today, 09:07"
    assert when_text(dt.datetime(2026, 11, 20, 23, 59).astimezone(), now) == "Yesterday, 23:59"
    assert when_text(dt.datetime(2026, 11, 1, 8, 0).astimezone(), now) == "Sun 1 Nov 2026, 08:00"


def test_a_corrupt_file_is_listed_with_its_reason_while_the_good_ones_still_list(app):
    autosaved(app, seed=5, decisions=40)
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "broken.toml").write_bytes(b"format = 1\n[rules\n")
    load = LoadScene(app)
    app.stack.push(load)
    app.step([], 0.016)                      # drawing a bad row raises nothing
    rows = {load.entries[i].path.name: load.row_texts(i) for i in range(len(load.entries))}
    assert len(rows) == 2
    assert rows["broken.toml"][:2] == ["broken.toml", "Cannot be read"]
    assert rows["broken.toml"][2].startswith("is not valid TOML (")
    good = next(texts for name, texts in rows.items() if name != "broken.toml")
    assert good[0] == "Autosave" and good[2].startswith("Players: Lizzie")


def test_a_game_chosen_on_the_load_screen_by_keyboard_is_loaded(app):
    _, path = autosaved(app, seed=6, decisions=60)
    app.stack.push(NewGameScene(app))
    app.step([key(pygame.K_F9)], 0.016)
    assert isinstance(app.stack.top, LoadScene)
    app.step([key(pygame.K_DOWN), key(pygame.K_UP), key(pygame.K_RETURN)], 0.016)
    board = app.stack.top
    assert isinstance(board, BoardScene) and app.stack.scenes == [board]
    assert continues(board, path)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_no_text_on_the_load_screen_runs_out_of_its_row(size, private_data_dir):
    app = App(size=size, sound=False)
    try:
        a_long_named_save(app)
        for seed in range(9, 13):
            autosaved(app, seed=seed, decisions=30, names=[f"Player number {k} of many" for k in range(3)])
        (saves_dir() / ("a file with a very long name, " * 4 + ".toml")).write_text("format = 7\n")
        load = LoadScene(app)
        app.stack.push(load)
        app.step([], 0.016)
        rows = load.row_rects(size)
        assert len(rows) >= 5, "at least five saves show at once"
        assert rows[-1][1].bottom <= size[1] - theme.font(16).get_linesize(), "the rows end above the hint line"
        for _, rect in rows:                 # just right of each row, only the background shows
            for x in range(rect.right + 1, rect.right + 4):
                for y in range(rect.top, rect.bottom):
                    assert app.screen.get_at((x, y))[:3] == theme.BACKGROUND, f"text runs out of a row at {x},{y}"
        hint_y = rows[-1][1].bottom + 8
        for y in range(hint_y, size[1]):
            assert app.screen.get_at((size[0] - 2, y))[:3] == theme.BACKGROUND, "the hint line fits too"
    finally:
        pygame.quit()


# -- Continue at launch ----------------------------------------------------------------------------
def test_continue_at_launch_takes_up_the_latest_unfinished_game_by_keyboard(app):
    autosaved(app, seed=13, decisions=80, at=1)
    _, latest = autosaved(app, seed=14, decisions=80, names=["Ann", "Ben", "Cal"], at=2)
    autosaved(app, seed=15, decisions=None, at=3)               # newer, but over
    scene = first_scene(app)
    assert isinstance(scene, StartScene) and scene.focus == 0
    app.stack.push(scene)
    app.step([], 0.016)
    app.step([key(pygame.K_RETURN)], 0.016)
    board = app.stack.top
    assert isinstance(board, BoardScene) and app.stack.scenes == [board]
    assert [s.name for s in board.session.seats] == ["Ann", "Ben", "Cal"]
    assert continues(board, latest)
    assert app.toast_text.startswith("Continuing the game autosaved ")


def test_continue_at_launch_answers_the_mouse_too(app):
    _, path = autosaved(app, seed=16, decisions=50)
    app.stack.push(first_scene(app))
    app.step([], 0.016)
    rects = app.stack.top.item_rects(app.screen.get_size())
    app.step([click(rects[0].center)], 0.016)
    assert isinstance(app.stack.top, BoardScene)
    assert continues(app.stack.top, path)


def test_the_first_screen_offers_a_new_game_and_the_load_screen_beside_continue(app):
    autosaved(app, seed=17, decisions=50)
    app.stack.push(first_scene(app))
    app.step([key(pygame.K_l)], 0.016)
    assert isinstance(app.stack.top, LoadScene)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert isinstance(app.stack.top, StartScene) and app.stack.top.focus == 2, "back where it was left"
    app.step([key(pygame.K_UP), key(pygame.K_RETURN)], 0.016)
    assert isinstance(app.stack.top, NewGameScene) and len(app.stack.scenes) == 1


def test_without_an_unfinished_autosave_the_window_opens_at_the_new_game_screen(app):
    assert isinstance(first_scene(app), NewGameScene)
    autosaved(app, seed=18, decisions=None)                     # a finished game only
    saves_dir().mkdir(parents=True)
    save_game(saves_dir() / "kept.toml", *_unfinished(app))    # a save made with F5 is not an autosave
    assert isinstance(first_scene(app), NewGameScene)


def test_a_game_played_in_the_window_is_autosaved_in_a_file_of_its_own(app, private_data_dir):
    seats = [Seat("P0", "human", 0), Seat("P1", "heuristic", 1)]
    boards = []
    for seed in (19, 20):
        board = BoardScene(app, GameSession(app.engine, seats, seed, pace="instant"))
        app.stack.scenes[:] = [board]
        app.step([], 0.05)
        app.step([key(pygame.K_1)], 0.05)         # the person's first choice; the computers play on
        for _ in range(30):
            app.step([], 0.05)
        boards.append(board)
    files = sorted((private_data_dir / "autosaves").glob("game-*.toml"))
    assert len(files) == 2
    assert {b.session.autosaver.path for b in boards} == set(files)


def test_a_game_of_computers_alone_watched_in_the_window_writes_no_autosave(app, private_data_dir):
    board = BoardScene(app, GameSession.for_kinds(app.engine, ["heuristic", "easy"], 22, pace="instant"))
    app.stack.push(board)
    for _ in range(5):
        app.step([], 0.05)
    assert board.session.state.turns_played > 1 and board.session.autosaver is None
    assert not (private_data_dir / "autosaves").exists()


# -- F5 ------------------------------------------------------------------------------------------
def test_the_save_message_names_the_folder_it_wrote_to(app, private_data_dir):
    board = BoardScene(app, GameSession(app.engine, [Seat("P0", "human", 0), Seat("P1", "heuristic", 1)], 2,
                                        pace="instant"))
    app.stack.push(board)
    app.step([], 0.05)
    app.step([key(pygame.K_F5)], 0.016)
    (saved,) = (private_data_dir / "saves").glob("*.toml")
    assert app.toast_text == f"Saved {saved.name}\nin {shown_path(private_data_dir / 'saves')}  (F9 to load)"


def test_a_folder_under_the_home_folder_is_shown_from_tilde(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert shown_path(tmp_path / ".local" / "share" / "landlords-game" / "saves") == \
        os.path.join("~", ".local", "share", "landlords-game", "saves")
    assert shown_path(tmp_path.parent / "elsewhere") == str(tmp_path.parent / "elsewhere")


def _unfinished(app):
    state = app.engine.new_game(["Ann", "Ben"], seed=21)
    GameDriver(app.engine, state, ["heuristic", "heuristic"]).run(decisions=30)
    return app.engine, state, ["human", "heuristic"]
