"""What the engine remembers between calls is kept outside the states (engine/memos.py): for
the few most recent state objects, never shared with a copy; the RNG's next draw known
without taking it; results keyed by stamps, bounded."""
from __future__ import annotations

import copy
import gc
import random

from landlord.engine.memos import STATES_NOTED, NextDraws, StampMemo, StateMemo


class Game:
    """Anything a memo may be about: an object with an RNG."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)


def test_a_memo_keeps_notes_on_the_most_recent_states_only():
    """However many games are played, a memo holds (and keeps alive) at most STATES_NOTED
    states: the oldest note goes first, and its state is asked afresh."""
    memo: StateMemo[int] = StateMemo()
    games = [Game(n) for n in range(STATES_NOTED + 5)]
    for n, game in enumerate(games):
        memo.put(game, n)
    assert len(memo) == STATES_NOTED
    assert all(memo.get(game) is None for game in games[:5]), "the oldest notes are dropped"
    assert [memo.get(game) for game in games[5:]] == list(range(5, STATES_NOTED + 5))


def test_a_note_put_again_stays_one_note():
    memo: StateMemo[str] = StateMemo()
    game = Game(1)
    memo.put(game, "first")
    memo.put(game, "second")
    assert len(memo) == 1 and memo.get(game) == "second"


def test_a_copy_of_a_state_has_no_notes_of_its_own():
    memo: StateMemo[str] = StateMemo()
    game = Game(1)
    memo.put(game, "asked")
    assert memo.get(copy.deepcopy(game)) is None


def test_the_next_draw_is_known_without_taking_it_and_is_the_draw_then_taken():
    draws, game, same = NextDraws(), Game(5), random.Random(5)
    for _ in range(50):
        position = game.rng.getstate()
        foreseen = draws.peek(game)
        assert draws.peek(game) == foreseen and game.rng.getstate() == position
        assert draws.take(game) == foreseen == same.random()


def test_a_draw_taken_by_other_code_is_noticed_and_the_next_draw_foreseen_afresh():
    draws, game = NextDraws(), Game(5)
    draws.peek(game)
    game.rng.random()                       # not the engine's draw: the twin is out of step
    draws.take(game)                        # the draw taken is not the one foreseen
    assert draws.peek(game) == copy.deepcopy(game.rng).random()
    game.rng = random.Random(9)             # a new RNG altogether
    assert draws.peek(game) == random.Random(9).random()


def test_a_stamp_memo_holds_no_more_than_its_size():
    memo: StampMemo[int] = StampMemo(size=3)
    for stamp in range(10):
        memo.put(stamp, stamp * 2)
    assert memo.get(9) == 18 and memo.get(0) is None
    assert sum(memo.get(stamp) is not None for stamp in range(10)) <= 3
