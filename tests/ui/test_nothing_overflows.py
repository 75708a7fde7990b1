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



def _board(app, kinds, choices=(), seed=3, **options) -> BoardScene:
    """A board scene whose game (``OPTIONS`` and ``options``) has had ``choices`` played into it
    (persons answer nothing else)."""
    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(("Ann", "Ben", "Cal", "Dot"), kinds))]
    session = GameSession(app.engine, seats, seed, options={**OPTIONS, **options}, pace="instant", autosave=False)
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


def test_the_new_game_screen_fits_with_a_house_rule_chosen(window):
    """Six seats, each with a class, and the rule's switches under it (and two more rules offered)."""
    import pygame as pg
    from house_fakes import Faulty, Guild, Plain, install
    from landlord.ui.scenes.newgame import NewGameScene
    app, recorder = window
    install(app, Guild(), Plain(), Faulty())
    scene = NewGameScene(app)
    scene.count = 6
    app.stack.push(scene)
    scene.focus = next(k for k, line in enumerate(scene.lines()) if line.ident == "house rule guild")
    app.step([pg.event.Event(pg.KEYDOWN, key=pg.K_RIGHT, mod=0, unicode="")], 0.016)
    assert scene.house_on["guild"] and len(scene.chosen_seat_choices()) == 1
    assert frame_problems(app, recorder) == []
    shown = {p.text for p in app.screen.texts}
    assert {"Class", "Fighter", "Rogue"} <= shown, "the seat table has its class column"
    assert any(text.startswith("Double wages") for text in shown), "and the rule's switches are listed"
    assert any(text.startswith("Every player takes a class") for text in shown), "each rule with its description"


def test_the_board_fits_with_house_rules_in_the_players_panel(window):
    from house_fakes import Guild, install

    class Wordy(Guild):
        def describe(self, table, slot, seat):
            return [f"{table.names[seat]} is a level 10 Wizard with 12,500 experience points to his name",
                    "Shield of Faith (2 turns), Bless (until he passes Mother Earth), Haste", "hidden"]

    app, recorder = window
    install(app, Wordy())
    seats = [Seat(name, "human", i) for i, name in enumerate(("Ann", "Ben", "Cal", "Dot", "Eve", "Fay"))]
    session = GameSession(app.engine, seats, 3, options={**OPTIONS, "start": "deal", "house_rules": ["guild"]},
                          pace="instant", autosave=False)
    board = BoardScene(app, session)
    app.stack.push(board)
    assert frame_problems(app, recorder, frames=3) == []
    assert any(p.text.startswith("Ann is a level 10") for p in app.screen.texts), "the rule's lines are shown"
    assert board.log_rect.h >= 3 * 16, "the log keeps room for a few lines"


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


def recorded_dice(recorder, monkeypatch) -> None:
    """The dice are pictures, not text; record each die as if it were text, so that text under
    one counts as text run into."""
    from landlord.ui.scenes import board as board_scene
    make_die = board_scene.die_face

    def die_face(face: int, size: int):
        die = make_die(face, size)
        recorder.rendered[id(die)] = f"a die showing {face}"
        recorder.keep.append(die)
        return die
    monkeypatch.setattr(board_scene, "die_face", die_face)


def test_under_the_single_tax_the_rules_in_force_are_read_clear_of_the_dice(window, monkeypatch):
    app, recorder = window
    recorded_dice(recorder, monkeypatch)
    _board(app, ["human", "heuristic", "heuristic"], choices=[0, "roll", (1, 1)], single_tax=True)   # Ann stops on Fuel
    app.step([], 0.016)                  # the adoption's card on the table, then put away
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")], 0.016)
    problems = frame_problems(app, recorder, frames=3)
    shown = [p.text for p in app.screen.texts]
    assert any("SINGLE TAX" in text for text in shown), "the board says the Single Tax is in force"
    assert sum(text.startswith("a die") for text in shown) == 2, "the dice are on the table"
    assert problems == []


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


def _single_tax_table(app, recorder, monkeypatch) -> BoardScene:
    """Ann's turn again under the Single Tax, after Ben's and Cal's throws; the dice on the table."""
    recorded_dice(recorder, monkeypatch)
    board = _board(app, ["human", "heuristic", "heuristic"], choices=[0, "roll", (1, 1)], single_tax=True)
    for _ in range(50):
        if board.session.human_decision() is not None and board.session.state.turn == 0:
            break
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")], 0.05)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")], 0.016)
    return board


def test_in_your_turn_the_dice_left_by_another_are_labelled_as_his_last_turns(window, monkeypatch):
    app, recorder = window
    board = _single_tax_table(app, recorder, monkeypatch)
    thrower = board.motion.throw.seat
    assert board.session.state.turn == 0 and thrower != 0
    frame_problems(app, recorder)
    labels = [p.text for p in app.screen.texts if p.text.startswith(f"{board.names[thrower]}'s throw")]
    assert labels == [f"{board.names[thrower]}'s throw (last turn)"]


def test_a_long_notice_and_the_treasurys_amounts_leave_the_title_readable(window, monkeypatch):
    from landlord.engine.state import MISC, TREASURY
    from landlord.ui.motion import Float
    app, recorder = window
    board = _single_tax_table(app, recorder, monkeypatch)
    board.session.pace = "normal"          # at "instant" the table shows no amounts at all
    app.step([], 0.016)
    board.banner.text, board.banner.left = ("Ben pays $16 to the Public Treasury (land rent on Fairhope Avenue), "
                                            "and the Treasury buys Royal Rusher R. R. for the public."), 30.0
    board.motion.floats += [Float(TREASURY, 16, 30.0, t=20.0), Float(TREASURY, -50, 30.0, row=1, t=20.0),
                            Float(MISC, 50, 30.0, t=20.0)]
    problems = frame_problems(app, recorder)
    shown = [p.text for p in app.screen.texts]
    assert any("LANDLORD" in text for text in shown), "the title is not covered"
    assert "+$16" in shown and "-$50" in shown and any(text.startswith("Ben pays") for text in shown)
    assert not [p for p in problems if "LANDLORD" in p or "SINGLE TAX" in p]


def test_every_players_cash_and_worth_can_be_read_in_the_players_panel(window):
    """Issue 23, item 4: at 800x600 the players' lines were cut off before their worth."""
    app, recorder = window
    board = _board(app, ["human", "heuristic", "heuristic", "heuristic"], choices=[0])
    for _ in range(200):
        if board.session.state.round > 2:
            break
        events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")] if board.panel else []
        app.step(events, 0.05)
    frame_problems(app, recorder, frames=2)
    lines = [p.text for p in app.screen.texts if ": $" in p.text]
    assert len(lines) == 4, lines
    import re
    assert all(re.search(r"\$[\d,]+, .*worth [\d,]+", line) or re.search(r"worth [\d,]+(;|$)", line)
               for line in lines), lines


def test_the_dice_label_stays_clear_of_the_inner_corners_boxes(window):
    """Issue 23, item 4: at 800x600 the label under the dice ran over the lower Natural
    Opportunities' boxes; it now keeps between them, on two lines if it must."""
    app, recorder = window
    board = _board(app, ["human", "heuristic", "heuristic", "heuristic"], choices=[0])
    for _ in range(200):
        if board.session.state.round > 2 and board.motion.throw is not None \
                and board.motion.throw.seat != board.session.state.turn:
            break
        events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")] if board.panel else []
        app.step(events, 0.05)
    assert board.motion.throw is not None
    frame_problems(app, recorder, frames=2)
    thrower = board.names[board.motion.throw.seat]
    label = [p for p in app.screen.texts if p.text.startswith(f"{thrower}'s") or p.text == "(last turn)"]
    assert label, "the dice are labelled"
    boxes = [pygame.Rect(b.x, b.y, b.w, b.h) for b in board.view.inner]
    assert not [(p.text, box) for p in label for box in boxes if p.rect.colliderect(box)]
