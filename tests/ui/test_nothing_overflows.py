"""At 800x600, 1280x800 and 2560x1440 no text of the main scenes leaves the window or runs into
other text (tests/ui/text_boxes.py records where each text lands; text painted over by a panel
drawn later does not count, since it is hidden, not in the way).

Each scene is set up at a moment that fills it: the board with an auction on the table, the
Single Tax vote, a long log; the end screen after a whole game; the load screen with a save."""
from __future__ import annotations

import pygame
import pytest

from landlord.driver import Seat
from landlord.ui.app import App
from landlord.ui.scenes.board import BoardScene
from landlord.ui.session import GameSession

from text_boxes import TextRecorder

SIZES = [(800, 600), (1280, 800), (2560, 1440)]
OPTIONS = {"jail": "classic", "start": "beginners"}


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def window(request, monkeypatch):
    """An App drawing into a recorded surface of the given size (no display needed)."""
    recorder = TextRecorder().install(monkeypatch)
    screen = recorder.screen(request.param)
    app = App(size=request.param, surface=screen, sound=False)
    yield app, recorder
    pygame.quit()


def frame_problems(app, recorder, frames: int = 1) -> list[str]:
    """Draw ``frames`` frames; what the last one got wrong."""
    for _ in range(frames - 1):
        app.step([], 0.016)
    recorder.begin_frame(app.screen)
    app.step([], 0.016)
    assert len(app.screen.texts) >= 5, "the recorder saw almost no text: it is not watching this scene"
    return recorder.problems(app.screen)


def test_the_recorder_finds_text_that_runs_into_other_text_or_leaves_the_window(window):
    app, recorder = window
    from landlord.ui import theme
    words = theme.font(20).render("Wall Street", True, (0, 0, 0))
    recorder.begin_frame(app.screen)
    app.screen.blit(words, (10, 10))
    app.screen.blit(theme.font(20).render("rent 6", True, (0, 0, 0)), (30, 14))
    app.screen.blit(words, (app.screen.get_width() - 20, 40))
    found = recorder.problems(app.screen)
    assert any("runs into 'rent 6'" in line for line in found) and any("leaves the" in line for line in found)
    app.screen.fill((255, 255, 255), pygame.Rect(0, 0, 200, 60))        # a panel painted over them hides them
    assert not any("rent 6" in line for line in recorder.problems(app.screen))



def _board(app, kinds, choices=(), seed=3) -> BoardScene:
    """A board scene whose game has had ``choices`` played into it (persons answer nothing else)."""
    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(("Ann", "Ben", "Cal", "Dot"), kinds))]
    session = GameSession(app.engine, seats, seed, options=dict(OPTIONS), pace="instant", autosave=False)
    for choice in choices:
        session.submit(choice)
    board = BoardScene(app, session)
    app.stack.push(board)
    return board


def test_the_new_game_screen_fits(window):
    from landlord.ui.scenes.newgame import NewGameScene
    app, recorder = window
    app.stack.push(NewGameScene(app))
    assert frame_problems(app, recorder) == []


def test_the_board_fits_at_the_first_turn(window):
    app, recorder = window
    _board(app, ["human", "human", "human"], choices=[0])
    assert frame_problems(app, recorder, frames=3) == []


def test_the_board_fits_with_an_auction_on_the_table(window):
    app, recorder = window
    board = _board(app, ["human", "heuristic", "heuristic"], choices=[0, "roll", (3, 4)])   # Ann stops on The Farm
    app.step([], 0.016)                    # the computers bid; Ann has the first option
    assert board.session.state.stack[-1]["kind"] in ("auction", "first_option")
    assert frame_problems(app, recorder, frames=3) == []
    assert any(p.text.startswith("Auction: The Farm") for p in app.screen.texts), "the auction is on the table"


def test_the_board_fits_during_the_single_tax_vote(window):
    app, recorder = window
    board = _board(app, ["human", "human", "human"], choices=[0, "propose_single_tax"])
    assert board.session.state.stack[-1]["kind"] == "single_tax_vote"
    assert frame_problems(app, recorder, frames=3) == []
    assert any(p.text == "The Single Tax vote" for p in app.screen.texts), "the vote is on the table"


def test_the_board_fits_after_many_rounds_of_computer_play(window):
    app, recorder = window
    board = _board(app, ["human", "heuristic", "heuristic", "heuristic"], choices=[0])
    for _ in range(400):               # the person answers "1" whenever asked; the log grows long
        if board.session.over or board.session.state.round > 8:
            break
        events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")] if board.panel else []
        app.step(events, 0.05)
    assert board.session.state.round > 3, "the game did not get far enough to fill the board"
    assert frame_problems(app, recorder, frames=2) == []


def test_the_help_screen_fits(window):
    from landlord.ui.scenes.help import HelpScene
    app, recorder = window
    app.stack.push(HelpScene(app))
    assert frame_problems(app, recorder) == []


def test_the_load_screen_fits_with_a_save_listed(window):
    from landlord.paths import saves_dir
    from landlord.saves import save_game
    from landlord.ui.scenes.load import LoadScene
    app, recorder = window
    board = _board(app, ["human", "heuristic", "heuristic"], choices=[0])
    save_game(saves_dir() / "game-20261123-101500.toml", app.engine, board.session.state, board.session.kinds)
    app.stack.push(LoadScene(app))
    assert frame_problems(app, recorder) == []


def test_the_end_screen_fits(window):
    from landlord.ui.scenes.end import EndScene
    app, recorder = window
    seats = [Seat(name, "heuristic", i) for i, name in enumerate(("Ann", "Ben", "Cal"))]
    session = GameSession(app.engine, seats, 5, options=dict(OPTIONS), pace="instant", autosave=False)
    for _ in range(100_000):
        if session.over:
            break
        session.advance(1.0)
    assert session.over
    app.stack.push(EndScene(app, session))
    assert frame_problems(app, recorder, frames=2) == []
