"""Rule 1 (1906): the deal of the green cards, the option to buy them, and the starting cash.

"Shuffle the green cards and deal out one around, to the left, until 24 have been dealt ...
Each player has the privilege or option of buying any or all of the cards which have been
dealt to him, the sale price of the cards being paid into the PUBLIC TREASURY. Cards not
purchased must be returned to the pack."  Also "To Beginners" (an average hand and $75 each)
and the starting cash: "$600; if three players, each $500; if four players, each $400".
"""
from __future__ import annotations

import pytest

from landlord.engine import SetupError

AVERAGE_HANDS = [
    {"beggarmans-court", "the-bowery", "wall-street", "royal-rusher-rr", "gee-whiz-rr"},
    {"boomtown", "fairhope-avenue", "grand-boulevard", "shooting-star-rr", "slambang-trolley"},
    {"lonely-lane", "goat-alley", "easy-street", "george-street", "pdq-rr", "speculation"},
    {"the-pike", "market-place", "cottage-terrace", "broadway", "fifth-avenue"},
]


def dealt_cards(game) -> dict[int, list[str]]:
    """The cards waiting in the deal-offer frames, by seat (what each player was dealt)."""
    return {f["seat"]: list(f["cards"]) for f in game.state.stack if f["kind"] == "deal_offer"}


def answer_deal(game, buy: set[str]) -> list[tuple[int, str]]:
    """Answer every deal offer: buy the cards in ``buy``, return the rest. Returns (seat, card) offered."""
    offered = []
    while game.pending.kind == "deal_offer":
        decision = game.pending
        card = decision.context["card"]
        offered.append((decision.actor, card))
        game.play("buy" if card in buy else "return")
    return offered


# -- the deal --------------------------------------------------------------------------
def test_twenty_four_green_cards_are_dealt_one_around_to_the_left(new_game):
    game = new_game(players=2, start="deal")
    hands = dealt_cards(game)
    every = hands[0] + hands[1]
    assert len(every) == 24 and len(set(every)) == 24
    assert set(every) <= set(game.rules.card_ids())
    assert len(hands[0]) == len(hands[1]) == 12
    assert game.state.owner == {}                 # dealt cards are only offered, not owned yet


def test_twenty_four_cards_among_five_players_give_the_first_four_five_cards_and_the_last_four(new_game):
    game = new_game(players=5, start="deal")
    assert [len(cards) for _, cards in sorted(dealt_cards(game).items())] == [5, 5, 5, 5, 4]


def test_the_pack_left_after_the_deal_holds_the_other_five_cards(new_game):
    game = new_game(players=3, start="deal")
    every = [c for cards in dealt_cards(game).values() for c in cards]
    assert len(game.rules.card_ids()) == 29
    assert len(set(game.rules.card_ids()) - set(every)) == 5


def test_each_player_is_offered_every_card_dealt_to_him_starting_with_the_first_seat(new_game):
    game = new_game(players=2, start="deal")
    hands = dealt_cards(game)
    offered = answer_deal(game, buy=set())
    assert offered[0][0] == 0
    assert [c for s, c in offered if s == 0] == hands[0]
    assert [c for s, c in offered if s == 1] == hands[1]
    assert game.pending.kind == "first_player"      # then the dice decide who goes first


def test_a_dealt_card_that_is_bought_is_paid_for_into_the_public_treasury(new_game):
    game = new_game(players=2, start="deal")
    card = game.pending.context["card"]
    price = game.rules.space(card).price
    game.play("buy")
    assert game.state.owner[card] == 0
    assert game.cash(0) == 600 - price
    assert game.treasury == price
    assert game.names()[-1] == "bought"


def test_a_dealt_card_that_is_not_bought_goes_back_to_the_pack(new_game):
    game = new_game(players=2, start="deal")
    card = game.pending.context["card"]
    game.play("return")
    assert card not in game.state.owner
    assert game.cash(0) == 600 and game.treasury == 0
    assert game.names()[-1] == "returned"


def test_a_player_may_buy_any_or_all_of_his_dealt_cards_and_the_rest_stay_in_the_pack(new_game):
    game = new_game(players=3, start="deal")
    hands = dealt_cards(game)                  # 8 cards each: at most $800, so Cal can afford them
    game.set_cash(2, 1000)                     # set up directly: Cal has $1000 to buy all of his
    ann_buys = set(hands[0][::2])
    answer_deal(game, buy=ann_buys | set(hands[2]))
    assert set(game.state.cards_of(0)) == ann_buys
    assert game.state.cards_of(1) == []
    assert set(game.state.cards_of(2)) == set(hands[2])
    spent = [sum(game.rules.space(c).price for c in hands_bought) for hands_bought in (ann_buys, set(hands[2]))]
    assert game.cash(0) == 500 - spent[0]
    assert game.cash(1) == 500
    assert game.cash(2) == 1000 - spent[1]
    assert game.treasury == sum(spent)
    for card in (set(hands[0]) - ann_buys) | set(hands[1]):
        assert card not in game.state.owner


def test_a_card_returned_to_the_pack_is_for_sale_when_a_player_stops_on_its_space(new_game):
    game = new_game(players=2, start="deal")
    answer_deal(game, buy=set())
    game.play(0, "roll", (3, 4))               # Ann first; 7: The Farm
    assert game.pending.kind == "bid" and game.pending.context["card"] == "the-farm"
    assert min(game.pending.options[1:]) == 25  # "no card can be bought from the pack for less"


def test_a_player_cannot_buy_a_dealt_card_he_cannot_pay_for(new_game):
    game = new_game(players=2, start="deal")
    price = game.rules.space(game.pending.context["card"]).price
    game.set_cash(0, price - 1)        # set up directly: Ann is short of the card's price
    assert game.pending.options == ("return",)


def test_the_dealt_game_starts_at_mother_earth_once_the_first_player_is_thrown(new_game):
    game = new_game(players=3, start="deal")
    answer_deal(game, buy=set())
    game.play(2)                               # CHANCE: Cal throws highest
    assert game.pending.kind == "turn" and game.pending.actor == 2
    assert all(game.where(s) == "mother-earth" for s in range(3))


# -- starting cash ------------------------------------------------------------------------
@pytest.mark.parametrize("players, cash", [(2, 600), (3, 500), (4, 400), (5, 400), (6, 400)])
def test_each_player_starts_with_the_cash_the_rules_give_for_the_number_of_players(new_game, players, cash):
    game = new_game(players=players, start="deal")
    assert [game.cash(s) for s in range(players)] == [cash] * players


def test_starting_cash_comes_out_of_miscellaneous(new_game):
    game = new_game(players=3, start="deal")
    from landlord.engine.state import BANK_FLOAT
    assert game.misc == BANK_FLOAT - 3 * 500
    assert game.money_total() == BANK_FLOAT


@pytest.mark.parametrize("players", [1, 7])
def test_a_game_needs_two_to_six_players(engine, players):
    with pytest.raises(SetupError, match="players"):
        engine.new_game([f"P{i}" for i in range(players)], seed=0, start="deal")


# -- To Beginners ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_beginners_each_take_an_average_hand_and_75_dollars(new_game, players):
    game = new_game(players=players, start="beginners")
    for seat in range(players):
        assert set(game.state.cards_of(seat)) == AVERAGE_HANDS[seat]
        assert game.cash(seat) == 75
    assert game.treasury == 0


def test_every_average_hand_is_worth_325_dollars(rules):
    for hand in AVERAGE_HANDS:
        assert sum(rules.space(card).price for card in hand) == 325


def test_with_two_beginners_the_cards_of_the_other_hands_stay_in_the_pack(new_game):
    game = new_game(players=2, start="beginners")
    for card in AVERAGE_HANDS[2] | AVERAGE_HANDS[3]:
        assert card not in game.state.owner


def test_there_are_only_four_average_hands_so_five_beginners_cannot_start(engine):
    with pytest.raises(SetupError, match="average hands"):
        engine.new_game(["A", "B", "C", "D", "E"], seed=0, start="beginners")


def test_an_unknown_start_is_refused(engine):
    with pytest.raises(SetupError, match="start"):
        engine.new_game(["A", "B"], seed=0, start="rich")
