"""The expert's playouts judge a candidate by what would follow it at the table: the expert's own
next decisions as its prior makes them, prices and business between players as strong players set them,
every candidate scored at the same round, and a candidate that plays as the prior does dropped."""
from __future__ import annotations

import random

from landlord.ai.search import search
from landlord.ai.search.playout import PlayoutSeats, play_out
from landlord.ai.search.worlds import determinised, search_engine
from landlord.engine import Decision

from expert_positions import SMALL, position


class Named:
    """An agent that answers with its own name, so a test can see who was asked."""

    def __init__(self, name: str) -> None:
        self.name = name

    def choose(self, engine, state, decision):
        return self.name


def seats_told_apart(searcher: int) -> PlayoutSeats:
    seats = PlayoutSeats(searcher, root=0)
    seats.fast, seats.strong = Named("fast"), Named("strong")
    seats.begin()
    return seats


class Game:
    """As much of a game as the seats read: its choices so far."""

    def __init__(self) -> None:
        self.history: list[object] = []


def ask(seats: PlayoutSeats, actor: int, kind: str = "turn", game: Game | None = None) -> str:
    game = game or Game()
    answer = seats.answer(None, game, Decision(actor, kind, ("fast", "strong"), "?"))
    game.history.append(answer)
    return answer


def ben_with_too_little_to_trade(engine):
    """Ben's turn, the last of round 6 (Ann plays first); he holds Wayback and $20, so the strong
    player would roll, and would cancel a trade if one were opened."""
    return engine.start_from(position(1, 'cash = 300\ncards = ["boomtown"]', 'cash = 20\ncards = ["wayback"]'))


def test_the_searchers_next_decisions_are_its_priors_until_another_player_decides():
    seats = seats_told_apart(searcher=1)
    assert ask(seats, 1) == "strong" and ask(seats, 1, "trade_card") == "strong"
    assert ask(seats, 0) == "fast"
    assert ask(seats, 1) == "fast"


def test_the_dice_end_the_searchers_own_decisions_too():
    seats = seats_told_apart(searcher=0)
    seats.played(steps=2)               # "roll" and the throw that followed it
    assert ask(seats, 0) == "fast"


def test_the_searchers_own_answers_before_the_dice_are_worked_out_once_for_every_world():
    seats = seats_told_apart(searcher=0)
    asked = []
    seats.strong.choose = lambda engine, world, decision: asked.append(decision.kind) or "strong"
    for _world in range(3):
        seats.begin()
        game = Game()
        ask(seats, 0, "trade_card", game)
        ask(seats, 0, "turn", game)
    assert asked == ["trade_card", "turn"]


def test_bids_purchases_votes_and_answers_to_trades_and_trusts_are_the_strong_players_in_every_seat():
    seats = seats_told_apart(searcher=0)
    ask(seats, 2)
    for kind in ("bid", "deal_offer", "first_option", "single_tax_vote", "trade_answer", "trust_answer"):
        assert ask(seats, 0, kind) == "strong" and ask(seats, 3, kind) == "strong"


def test_every_candidate_is_scored_at_the_same_round_whatever_its_first_step_does(engine):
    every_lot = ", ".join(f'"{space.id}"' for space in engine.rules.spaces if space.kind == "lot")
    state = engine.start_from(position(1, f"cash = 300\ncards = [{every_lot}]", "cash = 300"))
    ended = set()
    for dice in range(6):       # in some of these worlds Ben's throw ends his turn, and the round, at once
        for first in ("roll", "trade"):
            world = determinised(state, dice)
            play_out(search_engine(engine), world, first, 2, PlayoutSeats(1, len(state.history)))
            ended.add(world.round)
    assert ended == {state.round + 2}


def test_an_option_the_expert_would_only_cancel_plays_as_rolling_and_is_dropped_at_the_first_review(engine):
    state = ben_with_too_little_to_trade(engine)
    decision = engine.pending(state)
    result = search(search_engine(engine), state, decision, ["roll", "trade"], SMALL, random.Random(1))
    trade = result.figures("trade")
    assert result.choice == "roll" and trade.gain == 0 and trade.spread == 0 and trade.worlds == SMALL.review
    assert result.playouts == 2 * SMALL.review < SMALL.playouts
