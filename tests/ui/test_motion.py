"""The table tells the story: tokens walk, dice tumble, money floats and figures tick, in the
order things happened, at the chosen pace; computer play waits for it, and nothing waits at
"instant". The motion is pure, so it is tested here without a display."""
from __future__ import annotations

from landlord.engine import Event
from landlord.ui.motion import Motion, Walk

ACCOUNTS = {"p0": 100, "p1": 100, "treasury": 0, "misc": 1000}


def table(places=(3, 0), pace="normal") -> Motion:
    return Motion(40, list(places), dict(ACCOUNTS), pace)


def dice(seat, a, b) -> Event:
    return Event("dice", f"throws {a} and {b}", {"seat": seat, "dice": [a, b]})


def moved(seat, frm, to) -> Event:
    return Event("moved", "moves", {"seat": seat, "frm": frm, "to": to})


def paid(src, dst, amount) -> Event:
    return Event("money", "pays", {"from": src, "to": dst, "amount": amount, "why": "rent"})


def play(motion: Motion, seconds: float, dt: float = 1 / 60) -> list:
    """Frames of ``seconds``; where seat 0's token stood at each."""
    seen = []
    for _ in range(int(seconds / dt)):
        motion.update(dt)
        seen.append(motion.where(0))
    return seen


def spaces_visited(seen) -> list:
    """The spaces the token stood nearest, frame by frame, each once in a row."""
    out = []
    for a, b, k, _ in seen:
        place = a if k < 0.5 else b
        if not out or out[-1] != place:
            out.append(place)
    return out


def test_a_token_walks_through_every_space_between_its_start_and_its_stop():
    motion = table()
    for event in (dice(0, 2, 3), moved(0, 3, 8)):
        motion.notice(event, "normal")
    assert spaces_visited(play(motion, 5)) == [3, 4, 5, 6, 7, 8]
    assert motion.places[0] == 8 and not motion.holding


def test_a_walk_past_the_start_goes_round_the_corner():
    motion = table(places=(37, 0))
    for event in (dice(0, 3, 3), moved(0, 37, 3)):
        motion.notice(event, "normal")
    assert spaces_visited(play(motion, 5)) == [37, 38, 39, 0, 1, 2, 3]


def test_a_move_back_by_the_throw_walks_backward():
    motion = table(places=(30, 0))
    for event in (dice(0, 1, 4), moved(0, 30, 25)):
        motion.notice(event, "normal")
    assert spaces_visited(play(motion, 5)) == [30, 29, 28, 27, 26, 25]


def test_a_card_that_sends_a_token_three_back_walks_three_back():
    motion = table(places=(10, 0))
    motion.notice(moved(0, 10, 7), "normal")          # no throw: a Chance card
    assert spaces_visited(play(motion, 5)) == [10, 9, 8, 7]


def test_the_dice_tumble_then_settle_on_the_throw():
    motion = table()
    motion.notice(dice(0, 6, 2), "normal")
    motion.update(0.01)
    throw = motion.throw
    assert throw is not None and throw.tumbling and throw.spin() > 0
    shown = set()
    for _ in range(20):
        motion.update(0.02)
        shown.add(throw.faces())
    assert len(shown) > 1, "the faces change while the dice tumble"
    play(motion, 1)
    assert not throw.tumbling and throw.faces() == (6, 2) and throw.spin() == 0


def test_computer_play_waits_while_a_throw_is_shown_and_then_goes_on():
    motion = table()
    motion.notice(dice(0, 1, 1), "normal")
    assert motion.holding
    play(motion, 0.6)
    assert motion.holding, "the settled throw stays a while before play goes on"
    play(motion, 3)
    assert not motion.holding


def test_a_slower_pace_holds_the_throw_longer():
    def held_for(pace: str) -> float:
        motion = table(pace=pace)
        motion.notice(dice(0, 4, 4), pace)
        frames = 0
        while motion.holding:
            motion.update(1 / 60)
            frames += 1
        return frames
    assert held_for("slow") > held_for("normal") > held_for("fast") > 0


def test_at_the_instant_pace_nothing_waits_and_nothing_floats():
    motion = table(pace="instant")
    for event in (dice(0, 2, 3), moved(0, 3, 8), paid("p0", "p1", 22)):
        motion.notice(event, "instant")
    assert not motion.holding and not motion.floats
    assert motion.places[0] == 8 and motion.figure("p0") == 78 and motion.figure("p1") == 122


def test_money_floats_from_the_payer_and_arrives_at_the_payee():
    motion = table()
    motion.notice(paid("p0", "treasury", 22), "normal")
    motion.update(0.01)
    texts = {(f.account, f.text) for f in motion.floats}
    assert texts == {("p0", "-$22"), ("treasury", "+$22")}
    play(motion, 3)
    assert not motion.floats


def test_cash_figures_tick_toward_their_new_value():
    motion = table()
    motion.notice(paid("p0", "p1", 22), "normal")
    play(motion, 0.2)
    assert 78 < motion.figure("p0") < 100 and 100 < motion.figure("p1") < 122
    play(motion, 2)
    assert motion.figure("p0") == 78 and motion.figure("p1") == 122


def test_rent_paid_on_arrival_shows_when_the_token_arrives():
    motion = table()
    for event in (dice(0, 2, 3), moved(0, 3, 8), paid("p0", "p1", 8)):
        motion.notice(event, "normal")
    for _ in range(600):
        if motion.places[0] == 8:
            break
        assert not motion.floats, "no money moves before the token reaches the space"
        motion.update(1 / 60)
    play(motion, 0.1)
    assert motion.places[0] == 8 and {f.text for f in motion.floats} == {"-$8", "+$8"}


def test_floats_at_one_place_stack_rather_than_overprint():
    motion = table()
    motion.notice(paid("p0", "treasury", 5), "normal")
    motion.notice(paid("p0", "treasury", 7), "normal")
    play(motion, 0.45)
    rows = [f.row for f in motion.floats if f.account == "p0"]
    assert len(rows) == 2 and len(set(rows)) == 2


def test_skip_ends_everything_at_once():
    motion = table()
    for event in (dice(0, 2, 3), moved(0, 3, 8), paid("p0", "p1", 8)):
        motion.notice(event, "normal")
    motion.update(0.1)
    motion.skip()
    assert not motion.holding and not motion.floats and not motion.busy
    assert motion.places[0] == 8 and motion.figure("p0") == 92 and motion.throw.faces() == (2, 3)


def test_a_token_sent_to_jail_glides_there_once_the_story_has_caught_up():
    motion = table(places=(4, 0))
    motion.settle([10, 0], ACCOUNTS)
    assert motion.holding and isinstance(motion.current or motion.queue[0], Walk)
    motion.update(0.1)
    a, b, k, jump = motion.where(0)
    assert (a, b, jump) == (4, 10, True) and 0 < k < 1
    play(motion, 2)
    assert motion.places[0] == 10


def test_the_table_does_not_catch_up_with_the_state_before_the_story_has_played():
    motion = table()
    for event in (dice(0, 2, 3), moved(0, 3, 8)):
        motion.notice(event, "normal")
    motion.settle([10, 0], ACCOUNTS)          # sent to Jail after the move: told after the walk
    walks = [b for b in list(motion.queue) if isinstance(b, Walk)]
    assert [w.path[-1] for w in walks] == [8]
    play(motion, 5)
    motion.settle([10, 0], ACCOUNTS)
    play(motion, 2)
    assert motion.places[0] == 10
