"""The hand-over screen between two people at one desk, at each point where they answer one after
the other within one piece of business: two bids in the same auction, an offer and its answer
(and back), and the Single Tax votes. Each person's question is answered only once the board
shows it, and whenever the one answering is not the one who answered last, the hand-over screen
passed him the desk first. Also: a computer's proposal on a person's turn does not count as that
person taking the desk (it did, and his vote then came without a hand-over)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from landlord.engine import Decision
from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.handover import ARMING_SECONDS, HandOverScene
from landlord.ui.session import GameSession, Seat

from ui_events import key

OPTIONS = {"jail": "classic", "start": "beginners"}
ANN, BEN, CAL = 0, 1, 2


@dataclass
class Answer:
    """A person's answer as the window took it, and the hand-over just before it, if any."""

    kind: str
    actor: int
    turn: int                                    # state.turns_played: one piece of business or another
    context: dict = field(default_factory=dict)
    handed_to: int | None = None                 # the seat the hand-over screen passed the desk to
    title: str = ""                              # what that screen said


Policy = Callable[[GameSession, Decision], object]


def board_with(app, kinds, seed, single_tax_at=None) -> BoardScene:
    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(("Ann", "Ben", "Cal"), kinds))]
    session = GameSession(app.engine, seats, seed, options=dict(OPTIONS), pace="instant", autosave=False,
                          single_tax_at=single_tax_at)
    board = BoardScene(app, session)
    app.stack.push(board)
    return board


def plainly(s: GameSession, d: Decision):
    """Throw, pass at auctions, else the first option."""
    return "roll" if d.kind == "turn" else "pass" if d.kind == "bid" else d.options[0]


def play(app, board: BoardScene, policy: Policy, done: Callable[[list[Answer]], bool],
         frames: int = 20_000) -> list[Answer]:
    """Step the window until ``done``; each person's question is answered by ``policy`` once the
    board shows it; a hand-over screen is dismissed (with a key, once armed) by the next person."""
    s = board.session
    answers: list[Answer] = []
    handed: tuple[int | None, str] = (None, "")
    for _ in range(frames):
        if done(answers):
            return answers
        top = app.stack.top
        if isinstance(top, HandOverScene):
            handed = (top.seat, top.title())
            for _ in range(int(ARMING_SECONDS / 0.1) + 1):
                app.step([], 0.1)
            app.step([key(pygame.K_SPACE, " ")], 0.016)
            continue
        d = s.human_decision()
        if top is board and board.panel is not None and d is not None:
            answers.append(Answer(d.kind, d.actor, s.state.turns_played, dict(d.context or {}), *handed))
            handed = (None, "")
            s.submit(policy(s, d))
        app.step([], 0.05)
    raise AssertionError("the game did not get there")


def assert_the_desk_was_passed(answers: list[Answer]) -> None:
    """Whenever another person answers than the one before, the hand-over screen came first."""
    for before, now in zip(answers, answers[1:]):
        if now.actor != before.actor:
            assert now.handed_to == now.actor, f"{now} came straight after {before}"
        else:
            assert now.handed_to is None, f"{now} was handed over to the one who had the desk"


def consecutive(answers: list[Answer], first: Callable[[Answer], bool], then: Callable[[Answer, Answer], bool]):
    return next(((a, b) for a, b in zip(answers, answers[1:]) if first(a) and then(a, b)), None)


# -- two bids in the same auction ---------------------------------------------------------------------
def test_two_people_bidding_in_one_auction_are_handed_the_desk_between_bids(app):
    board = board_with(app, ["human", "human", "heuristic"], seed=4)
    s = board.session
    bid_in: set[tuple] = set()

    def bid_once(session, d):
        """Each person bids the least he may, once an auction, then passes."""
        if d.kind != "bid":
            return plainly(session, d)
        mine = (d.context["card"], session.state.turns_played, d.actor)
        if mine in bid_in or len(d.options) < 2:
            return "pass"
        bid_in.add(mine)
        return d.options[1]

    def two_bids(answers):
        return consecutive(answers, lambda a: a.kind == "bid",
                           lambda a, b: b.kind == "bid" and b.actor != a.actor and b.turn == a.turn
                           and b.context["card"] == a.context["card"] and b.context["high"] > 0)

    answers = play(app, board, bid_once, lambda answers: two_bids(answers) is not None and s.state.round >= 3)
    first, second = two_bids(answers)
    assert {first.actor, second.actor} == {ANN, BEN}
    assert second.context["high"] > first.context["high"], "the second person answers the first one's bid"
    assert second.handed_to == second.actor and second.title == f"{s.seats[second.actor].name} to answer"
    assert_the_desk_was_passed(answers)


# -- an offer made by one person to another, its answer, and back -------------------------------------------
def test_an_offer_from_one_person_to_another_is_handed_over_for_the_answer_and_back(app):
    board = board_with(app, ["human", "human", "heuristic"], seed=4)
    s = board.session
    offered: list[int] = []

    def offer_to_ben(session, d):
        """Ann, on her first turn that allows it, offers Ben a card (his to buy from, or hers to sell)."""
        state = session.state
        if d.kind == "turn" and d.actor == ANN and "trade" in d.options and not offered:
            offered.append(state.turns_played)
            return "trade"
        if d.kind == "trade_card":
            return next((c for c in d.options[1:] if state.owner.get(c) == BEN),
                        next((c for c in d.options[1:] if state.owner.get(c) == ANN), "cancel"))
        if d.kind == "trade_buyer":
            return BEN if BEN in d.options else "cancel"
        if d.kind == "trade_price":
            return d.options[1] if len(d.options) > 1 else "cancel"
        if d.kind == "trade_answer":
            return "reject"
        return plainly(session, d)

    def answered(answers):
        return consecutive(answers, lambda a: a.kind == "trade_answer", lambda a, b: True)

    answers = play(app, board, offer_to_ben, lambda answers: answered(answers) is not None)
    kinds = [(a.kind, a.actor) for a in answers if a.turn == offered[0]]
    asked = kinds.index(("trade_answer", BEN))
    assert kinds[asked - 1] == ("trade_price", ANN), "Ben answers Ann's offer"
    answer, after = answered(answers)
    assert answer.handed_to == BEN and answer.title == "Ben to answer"
    assert after.actor == ANN and after.handed_to == ANN, "and the desk goes back to Ann for her turn"
    assert s.state.trade_offers[-1]["seat"] == ANN and not s.state.trade_offers[-1]["accepted"]
    assert_the_desk_was_passed(answers)


# -- the Single Tax votes ---------------------------------------------------------------------------------
def test_two_peoples_single_tax_votes_are_handed_over_between_them(app):
    board = board_with(app, ["human", "human", "heuristic"], seed=4)
    s = board.session

    def ann_proposes(session, d):
        if d.kind == "turn" and "propose_single_tax" in d.options and not session.state.single_tax_votes:
            return "propose_single_tax"
        return "yes" if d.kind == "single_tax_vote" else plainly(session, d)

    answers = play(app, board, ann_proposes, lambda answers: bool(s.state.single_tax_votes))
    votes = [a for a in answers if a.kind == "single_tax_vote"]
    assert [v.actor for v in votes] == [votes[0].actor, 1 - votes[0].actor], "both people vote, one after the other"
    assert votes[1].handed_to == votes[1].actor and votes[1].title == f"{s.seats[votes[1].actor].name} to answer"
    assert_the_desk_was_passed(answers)


def test_the_votes_on_a_single_tax_put_at_round_r_are_handed_over_too(app):
    board = board_with(app, ["human", "heuristic", "human"], seed=7, single_tax_at=2)
    s = board.session
    answers = play(app, board, lambda session, d: "no" if d.kind == "single_tax_vote" else plainly(session, d),
                   lambda answers: bool(s.state.single_tax_votes))
    votes = [a for a in answers if a.kind == "single_tax_vote"]
    assert sorted(v.actor for v in votes) == [ANN, CAL]
    assert votes[1].handed_to == votes[1].actor
    assert_the_desk_was_passed(answers)


def test_a_computers_proposal_on_a_persons_turn_does_not_hand_him_the_desk(app):
    """Cal (a computer) proposes the Single Tax while Ann's turn waits and Ben had the desk last:
    Ann has not answered anything, so her vote must still come behind the hand-over screen."""
    seats = [Seat("Cal", "heuristic", 0), Seat("Ann", "human", 1), Seat("Ben", "human", 2)]
    s = GameSession(app.engine, seats, 4, options=dict(OPTIONS), pace="fast", autosave=False)
    proposal = ("propose", 0, "single_tax")
    for _ in range(5_000):
        d = s.decision
        if d.kind == "turn" and d.actor == 1 and s.at_desk == 2 and proposal in s.engine.proposals(s.state):
            break
        if s.human_decision() is not None:
            if s.hand_over_to() is not None:
                s.handed_over(s.hand_over_to())
            s.submit(plainly(s, d))
        else:
            s.advance(1.0)
    else:
        raise AssertionError("never reached Ann's turn with Ben at the desk")
    assert s.hand_over_to() == 1
    s.submit(proposal)                     # as GameSession.advance submits a computer's proposal
    assert s.at_desk == 2, "Ann has not taken the desk: the computer proposed, she answered nothing"
    while s.human_decision() is None:
        s.advance(1.0)                     # Cal votes first, as the proposer
    assert s.decision.kind == "single_tax_vote" and s.decision.actor == 1
    assert s.hand_over_to() == 1
