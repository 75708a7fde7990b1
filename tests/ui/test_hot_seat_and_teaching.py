"""Teaching and hot-seat play in the window: the Single Tax put to the vote at a chosen round,
computers voting by their own interest as they do headless, and the hand-over screen between
two people at one desk (never with one person, never holding up computers)."""
from __future__ import annotations

import pygame

from landlord.driver import GameDriver, Seat
from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.end import EndScene
from landlord.ui.scenes.handover import ARMING_SECONDS, HandOverScene
from landlord.ui.session import GameSession

from ui_events import click, key

OPTIONS = {"jail": "classic", "start": "beginners"}


def board_with(app, kinds, seed=3, pace="instant", single_tax_at=None) -> BoardScene:
    seats = [Seat(f"P{i + 1}", kind, i) for i, kind in enumerate(kinds)]
    session = GameSession(app.engine, seats, seed, options=dict(OPTIONS), pace=pace, autosave=False,
                          single_tax_at=single_tax_at)
    board = BoardScene(app, session)
    app.stack.push(board)
    return board


def wait_until_armed(app) -> None:
    for _ in range(int(ARMING_SECONDS / 0.1) + 1):      # a frame counts at most 0.1 s
        app.step([], 0.1)


def play_until(app, board, done, frames=20_000, on_handover=None) -> None:
    """Step the window, answering each person's question with its first option (key 1)."""
    for _ in range(frames):
        if done():
            return
        top = app.stack.top
        if isinstance(top, HandOverScene):
            if on_handover is not None:
                on_handover(top)
            wait_until_armed(app)
            app.step([key(pygame.K_SPACE, " ")], 0.016)
        else:
            app.step([key(pygame.K_1)] if top is board and board.panel is not None else [], 0.05)
    raise AssertionError("the game did not get there")


# -- the Single Tax at round R -------------------------------------------------------------------------
def test_the_single_tax_is_put_to_every_players_vote_at_the_round_chosen_in_the_window(app):
    board = board_with(app, ["human", "heuristic", "heuristic"], single_tax_at=3)
    s = board.session
    asked_in = []

    def voted() -> bool:
        d = s.human_decision()
        if d is not None and d.kind == "single_tax_vote" and not asked_in:
            app.step([], 0.016)
            assert board.panel is not None and board.panel.options == ["yes", "no"], "the person votes himself"
            asked_in.append(s.state.round)
        return bool(s.state.single_tax_votes)

    play_until(app, board, voted)
    assert asked_in == [3], "the vote comes in round 3, not before or after"
    put = next(k for k, line in enumerate(s.log) if "the Single Tax is put to every player's vote" in line)
    assert s.log[put].startswith("Round 3:")
    assert sum(" votes yes" in line or " votes no" in line for line in s.log[put:]) == 3, "every player votes"
    assert s.player.single_tax_at is None, "it is put once"


def test_the_round_r_proposal_is_made_on_a_computers_turn_too(app):
    board = board_with(app, ["heuristic", "human", "heuristic"], single_tax_at=2, seed=4)
    s = board.session
    play_until(app, board, lambda: bool(s.state.single_tax_votes))
    proposer = s.state.single_tax_votes[0]["proposer"]
    assert not s.seats[proposer].human and s.state.round == 2


def test_computers_vote_in_the_window_exactly_as_they_do_headless(app):
    board = board_with(app, ["heuristic", "strong", "heuristic"], single_tax_at=3, seed=11)
    s = board.session
    play_until(app, board, lambda: bool(s.state.single_tax_votes))
    played = list(s.state.history)
    headless = app.engine.new_game(["P1", "P2", "P3"], seed=11, **OPTIONS)
    driver = GameDriver(app.engine, headless, ["heuristic", "strong", "heuristic"], single_tax_at=3)
    driver.run(decisions=len(played))
    assert list(headless.history) == played


def test_a_heuristic_computer_votes_yes_exactly_when_the_single_tax_raises_its_share_of_the_wealth(app):
    votes = []
    for seed in range(8):
        seats = [Seat("You", "human", 0), Seat("C1", "heuristic", 1), Seat("C2", "heuristic", 2)]
        s = GameSession(app.engine, seats, seed, options={"jail": "classic"}, pace="slow", autosave=False,
                        single_tax_at=2)
        for _ in range(5_000):
            if s.state.single_tax_votes:
                break
            d = s.human_decision()
            if d is not None:
                s.submit(d.options[0])       # the person buys what he is dealt, and votes yes
                continue
            d = s.decision
            if d.kind == "single_tax_vote":
                gain = s.player.agent(d.actor).single_tax_gain(s.engine, s.state, d.actor)
                s.advance(1.0)
                votes.append((gain > 0, s.state.history[-1]))
            else:
                s.advance(1.0)
    assert votes and all(("yes" if up else "no") == vote for up, vote in votes)
    assert {vote for _, vote in votes} == {"yes", "no"}, "their interest differs from game to game"


# -- the hand-over screen -------------------------------------------------------------------------------
def test_the_hand_over_screen_appears_when_the_next_person_to_answer_is_another_person(app):
    board = board_with(app, ["human", "human", "heuristic"], pace="fast")
    s = board.session
    seen = []
    play_until(app, board, lambda: isinstance(app.stack.top, HandOverScene) or None, frames=5_000)
    handover = app.stack.top
    seen.append(handover.seat)
    assert handover.seat == s.human_decision().actor != s.at_desk
    name = s.seats[handover.seat].name
    assert handover.title() == (f"{name}'s turn" if s.decision.kind == "turn" else f"{name} to answer")
    app.step([key(pygame.K_1)], 0.016)             # keys still coming from the last person are ignored
    assert app.stack.top is handover
    wait_until_armed(app)
    app.step([click((5, 5))], 0.016)
    assert app.stack.top is board and s.at_desk == seen[0] and board.panel is not None


def test_two_people_are_handed_the_desk_in_turn_through_a_whole_round(app):
    board = board_with(app, ["human", "human", "heuristic"], pace="instant")
    s = board.session
    handed = []
    play_until(app, board, lambda: s.state.round >= 4, on_handover=lambda scene: handed.append(scene.seat))
    assert {0, 1} <= set(handed)
    assert all(a != b for a, b in zip(handed, handed[1:])), "each hand-over is to the other person"


def test_there_is_no_hand_over_screen_with_one_person(app):
    board = board_with(app, ["human", "heuristic", "heuristic"], pace="instant")
    handovers = []
    play_until(app, board, lambda: board.session.state.round >= 6, on_handover=handovers.append)
    assert handovers == []


def test_a_game_of_computers_plays_to_the_end_without_waiting_for_anyone(app):
    board = board_with(app, ["heuristic", "easy", "random"], pace="instant")
    for _ in range(20_000):
        if isinstance(app.stack.top, EndScene):
            break
        assert not isinstance(app.stack.top, HandOverScene)
        app.step([], 0.05)
    assert isinstance(app.stack.top, EndScene) and board.session.over
