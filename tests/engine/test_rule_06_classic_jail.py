"""Rule 6 (1906): the Jail, as played by the classic jail game.

"A player in JAIL must remain there until his next turn. Then he may come out upon paying
into the PUBLIC TREASURY a fine of $50, or if he throws a double (which is called "serving his
time") he may come out without paying the fine. If he does not pay the fine or throw a double
he must wait until his next turn. He cannot, however, miss more than three turns if he has
sufficient property on which to realize the amount of his fine. When he does come out of JAIL
he must begin to count his move on the space immediately in front of the JAIL (Shelter)."
"""
from __future__ import annotations


def jailed_ann(new_game, **options):
    """A two-player game where Ann has just trespassed on Hogg's Game Preserves (turn 1)."""
    game = new_game(**options)
    game.play("roll", (1, 3))
    assert game.state.players[0].in_jail
    return game


def bens_quiet_turn(game):
    """Ben throws from Mother Earth to his own Boomtown: a turn with nothing to pay or decide."""
    game.put(1, "mother-earth")           # set up directly: Ben back on Mother Earth each time
    game.play("roll", (5, 6))


def test_a_jailed_player_remains_in_jail_until_his_next_turn(new_game):
    game = jailed_ann(new_game)
    assert game.pending.kind == "turn" and game.pending.actor == 1
    bens_quiet_turn(game)
    decision = game.pending
    assert decision.kind == "jail.classic" and decision.actor == 0
    assert decision.options == ("pay", "throw")
    assert game.state.players[0].in_jail and game.where(0) == "shelter"


def test_a_prisoners_choice_tells_the_fine_and_turns_missed_and_carries_no_probabilities(new_game):
    """A person's decision has no odds; its context says what the window and agents show (the
    1906 jail once passed its context where the probabilities go)."""
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    decision = game.pending
    assert decision.probs is None
    assert dict(decision.context) == {"fine": 50, "missed": 0}
    game.play("throw")
    game.play((1, 2))                     # no double: a turn missed
    bens_quiet_turn(game)
    assert game.pending.probs is None and dict(game.pending.context) == {"fine": 50, "missed": 1}


def test_a_prisoner_may_pay_a_50_fine_into_the_public_treasury_and_then_throw(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    treasury = game.treasury
    game.play("pay")
    assert game.cash(0) == 75 - 50
    assert game.treasury == treasury + 50
    assert not game.state.players[0].in_jail
    assert game.pending.kind == "dice" and game.pending.context["seat"] == 0
    game.play((1, 3))
    assert game.where(0) == "beggarmans-court"     # counted from Shelter: 10 + 4 = 14


def test_a_prisoner_who_throws_a_double_serves_his_time_and_moves_by_it_without_a_fine(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    game.play("throw")
    assert game.pending.kind == "jail.classic.throw" and game.pending.is_chance
    game.play((2, 2))
    assert not game.state.players[0].in_jail
    assert game.where(0) == "beggarmans-court"     # Shelter (10) + 4
    assert game.cash(0) == 75
    assert "released" in game.names()


def test_a_prisoner_who_neither_pays_nor_throws_a_double_waits_until_his_next_turn(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    game.play("throw", (1, 2))
    assert game.state.players[0].in_jail
    assert game.where(0) == "shelter"
    assert game.cash(0) == 75
    assert game.pending.kind == "turn" and game.pending.actor == 1
    bens_quiet_turn(game)
    assert game.pending.kind == "jail.classic" and game.pending.actor == 0


def test_a_prisoner_who_cannot_pay_the_fine_may_only_throw(new_game):
    game = jailed_ann(new_game)
    game.set_cash(0, 49)                  # set up directly: Ann is $1 short of the fine
    bens_quiet_turn(game)
    assert game.pending.options == ("throw",)


def test_a_prisoner_who_fails_twice_to_throw_a_double_is_still_in_jail(new_game):
    game = jailed_ann(new_game)
    for _ in range(2):
        bens_quiet_turn(game)
        game.play("throw", (1, 2))
    assert game.state.players[0].in_jail
    assert game.cash(0) == 75 and game.treasury == 0


def test_after_three_missed_turns_a_prisoner_must_pay_the_fine_on_his_fourth_and_then_throws(new_game):
    # "He cannot, however, miss more than three turns" (INTERPRETATIONS I-24).
    game = jailed_ann(new_game)
    for _ in range(3):
        bens_quiet_turn(game)
        game.play("throw", (1, 2))
    assert game.state.players[0].in_jail          # three missed turns so far
    bens_quiet_turn(game)
    assert game.pending.kind == "jail.classic" and game.pending.options == ("pay",)
    game.play("pay", (1, 3))
    assert not game.state.players[0].in_jail
    assert game.cash(0) == 75 - 50
    assert game.treasury == 50
    assert game.where(0) == "beggarmans-court"      # Shelter (10) + 4


def test_a_double_on_the_third_turn_still_frees_the_prisoner_without_a_fine(new_game):
    game = jailed_ann(new_game)
    for _ in range(2):
        bens_quiet_turn(game)
        game.play("throw", (1, 2))
    bens_quiet_turn(game)
    game.play("throw", (2, 2))
    assert not game.state.players[0].in_jail
    assert game.cash(0) == 75 and game.treasury == 0


def test_a_prisoner_with_property_but_no_cash_must_realize_the_fine_when_his_time_is_up(new_game):
    game = jailed_ann(new_game)
    game.set_cash(0, 0)                   # set up directly: Ann has her cards but no cash
    for _ in range(3):
        bens_quiet_turn(game)
        game.play("throw", (1, 2))
    bens_quiet_turn(game)
    game.play("pay")
    decision = game.pending
    assert decision.kind == "raise_funds" and decision.actor == 0
    assert decision.context["owed"] == 50
    game.play("borrow")                   # Rule 16: a $100 note on her cards
    assert game.cash(0) == 100 - 50
    assert game.treasury == 50
    assert game.state.players[0].notes == 1
    game.play((1, 3))                     # released, she throws and moves
    assert game.where(0) == "beggarmans-court"
    assert not game.state.players[0].in_jail


def test_a_penniless_prisoner_without_property_waits_on_for_a_double(position):
    game = position("""
        turn = 1
        [[players]]
        name = "Ann"                      # in Jail, with no cash and no cards
        cash = 0
        in_jail = true
        [[players]]
        name = "Ben"
        cash = 75
        cards = ["boomtown"]
    """)
    for _ in range(14):                   # longer than the host's safety bound on plugin jails (12)
        bens_quiet_turn(game)
        assert game.pending.options == ("throw",)
        game.play("throw", (1, 2))
        assert game.state.players[0].in_jail
    bens_quiet_turn(game)
    game.play("throw", (3, 3))            # Shelter + 6 = Rickety Row (16): a double passing a railroad
    assert not game.state.players[0].in_jail


def test_a_prisoner_still_collects_rent_on_his_lots(new_game):
    game = jailed_ann(new_game)
    game.put(1, "lonely-lane")            # set up directly: Ben on Lonely Lane (3)
    game.play("roll", (5, 6))             # 3 + 11 = Beggarman's Court (14), Ann's
    assert game.where(1) == "beggarmans-court"
    assert game.cash(0) == 75 + 8
