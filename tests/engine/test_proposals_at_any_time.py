"""The Single Tax vote and the Trust "at any time" (I-26, I-12), proposed out of turn.

1906, the Single Tax: "they may at any time during the game put the single tax into operation
by a vote of at least two of the players." Rule 9: "If two players own all of the RAILROADS
between them, they may at any time pool their railroad interests and form a Trust".
"""
from __future__ import annotations

import pytest

from landlord.engine import IllegalChoiceError

ANN, BEN, CAL = 0, 1, 2


def cals_turn(position, jail: str = "classic", ann_jailed: bool = False, turn: int = CAL):
    """Cal's turn begins (seat 2 of three). Ann and Ben own the four railroads between them. A
    throw of 3 takes Ann and Ben to the Food tax, Cal to the Shelter tax: no one is asked."""
    return position(f'''
        turn = {turn}
        [jail]
        id = "{jail}"
        [[players]]
        name = "Ann"
        cash = 300
        cards = ["royal-rusher-rr", "shooting-star-rr"]
        space = "{'shelter' if ann_jailed else 'beggarmans-court'}"
        in_jail = {str(ann_jailed).lower()}
        [[players]]
        name = "Ben"
        cash = 300
        cards = ["gee-whiz-rr", "pdq-rr"]
        space = "beggarmans-court"
        [[players]]
        name = "Cal"
        cash = 300
        space = "the-farm"
    ''')


# -- the Single Tax --------------------------------------------------------------------------
def test_a_player_may_propose_the_single_tax_while_another_players_turn_waits(position):
    game = cals_turn(position)
    assert game.pending.kind == "turn" and game.pending.actor == CAL
    assert ("propose", ANN, "single_tax") in game.engine.proposals(game.state)
    game.play(("propose", ANN, "single_tax"))
    voters = []
    for vote in ("yes", "yes", "no"):
        voters.append(game.pending.actor)
        game.play(vote)
    assert voters == [ANN, BEN, CAL]                 # from the proposer, to the left
    assert game.state.single_tax_adopted
    assert game.state.single_tax_votes == [{"turn": game.state.turns_played, "proposer": ANN, "adopted": True}]


def test_after_the_vote_play_returns_to_the_decision_it_interrupted(position):
    game = cals_turn(position)
    game.play(("propose", BEN, "single_tax"), "no", "no", "no")
    assert game.pending.kind == "turn" and game.pending.actor == CAL
    game.play("roll", (1, 2))                      # Cal throws as he was about to
    assert game.where(CAL) == "shelter"


def test_the_player_whose_turn_it_is_proposes_through_his_own_turn_not_out_of_turn(position):
    game = cals_turn(position)
    assert "propose_single_tax" in game.pending.options
    assert all(p[1] != CAL for p in game.engine.proposals(game.state))
    with pytest.raises(IllegalChoiceError, match="own turn"):
        game.play(("propose", CAL, "single_tax"))


def test_a_proposal_voted_down_cannot_be_put_again_by_its_proposer_until_play_has_gone_round(position):
    game = cals_turn(position)
    game.play(("propose", ANN, "single_tax"), "no", "no", "no")
    assert ("propose", ANN, "single_tax") not in game.engine.proposals(game.state)
    with pytest.raises(IllegalChoiceError, match="less than a round ago"):
        game.play(("propose", ANN, "single_tax"))
    assert ("propose", BEN, "single_tax") in game.engine.proposals(game.state)   # others still may
    game.play("roll", (1, 2))                      # Cal's turn ends: Ann's own turn
    assert game.pending.actor == ANN and "propose_single_tax" not in game.pending.options
    game.play("roll", (1, 2), "roll", (1, 2))      # Ann's and Ben's turns
    assert game.pending.actor == CAL               # three turns since she proposed: round the table
    assert ("propose", ANN, "single_tax") in game.engine.proposals(game.state)


def test_nothing_can_be_proposed_once_the_single_tax_is_adopted(position):
    game = cals_turn(position)
    game.play(("propose", ANN, "single_tax"), "yes", "yes", "yes")
    assert not [p for p in game.engine.proposals(game.state) if p[2] == "single_tax"]


# -- the Trust -------------------------------------------------------------------------------
def test_the_two_railroad_owners_may_form_a_trust_while_a_third_players_turn_waits(position):
    game = cals_turn(position)
    assert ("propose", ANN, "trust:1") in game.engine.proposals(game.state)
    game.play(("propose", ANN, "trust:1"))
    assert game.pending.kind == "trust_answer" and game.pending.actor == BEN
    game.play("accept")
    assert game.state.trust == [ANN, BEN]
    assert game.pending.kind == "turn" and game.pending.actor == CAL
    assert not [p for p in game.engine.proposals(game.state) if str(p[2]).startswith("trust")]


def test_a_declined_trust_cannot_be_proposed_again_by_the_same_player_within_a_round(position):
    game = cals_turn(position)
    game.play(("propose", ANN, "trust:1"), "decline")
    assert game.state.trust_proposals == [{"turn": game.state.turns_played, "proposer": ANN, "partner": BEN,
                                           "formed": False}]
    assert ("propose", ANN, "trust:1") not in game.engine.proposals(game.state)
    assert ("propose", BEN, "trust:0") in game.engine.proposals(game.state)


def test_a_player_who_holds_no_railroad_cannot_propose_a_trust(position):
    game = cals_turn(position, turn=BEN)
    with pytest.raises(IllegalChoiceError, match="do not own all the railroads"):
        game.play(("propose", CAL, "trust:0"))


# -- when play waits ------------------------------------------------------------------------
def test_nothing_can_be_proposed_in_the_middle_of_an_auction(position):
    game = cals_turn(position)
    game.play("roll", (1, 4))                      # Cal to Goat Alley, in the pack: auctioned
    assert game.pending.kind in ("bid", "first_option")
    assert game.engine.proposals(game.state) == ()
    with pytest.raises(IllegalChoiceError, match="not waiting between pieces of business"):
        game.play(("propose", ANN, "single_tax"))


def test_a_prisoner_in_a_jail_that_forbids_business_cannot_propose_but_still_votes(position):
    game = cals_turn(position, jail="oubliette", ann_jailed=True)
    assert all(p[1] != ANN for p in game.engine.proposals(game.state))
    with pytest.raises(IllegalChoiceError, match="allows no business"):
        game.play(("propose", ANN, "single_tax"))
    game.play(("propose", BEN, "single_tax"))
    assert game.pending.actor == BEN
    game.play("yes")
    assert game.pending.actor == CAL and game.pending.kind == "single_tax_vote"
    game.play("no")
    assert game.pending.actor == ANN and game.pending.kind == "single_tax_vote"


def test_a_prisoner_of_the_1906_jail_may_propose_while_his_jail_turn_waits(position):
    game = cals_turn(position, ann_jailed=True)
    game.play("roll", (1, 2))                      # Cal's turn ends on the Shelter tax: Ann's jail turn
    assert game.pending.actor == ANN and game.pending.kind == "jail.classic"
    assert ("propose", ANN, "single_tax") in game.engine.proposals(game.state)
    game.play(("propose", ANN, "single_tax"), "yes", "yes", "no")
    assert game.state.single_tax_adopted
    assert game.pending.actor == ANN and game.pending.kind.startswith("jail")


def test_a_seat_that_is_not_in_the_game_or_given_as_true_is_refused(position):
    game = cals_turn(position)
    with pytest.raises(IllegalChoiceError, match="not a seat"):
        game.play(("propose", 7, "single_tax"))
    with pytest.raises(IllegalChoiceError):
        game.play(("propose", True, "single_tax"))  # True == 1, but it is not Ben's seat
    with pytest.raises(IllegalChoiceError, match="is not a proposal"):
        game.play(("propose", ANN, "a holiday"))
    assert game.state.history == []                 # nothing refused was recorded
