"""Rule 12 (1906): the Poor House.

"If at any time a player has not enough money to pay his expenses, and cannot borrow any (see
Rule 16) or cannot sell or mortgage any of his property, he must go to the POOR HOUSE, where he
remains until his next turn. Then he throws again and moves out if he can afford to make the
move."  The Poor House shares its corner with Central Park (20).
"""
from __future__ import annotations


def penniless_ann(new_game, cash=3):
    """Ann with ``cash`` dollars and no cards at all (set up directly: her hand back in the pack)."""
    game = new_game()
    game.set_cash(0, cash)
    for card in game.state.cards_of(0):
        game.give(card, None)
    return game


def ann_owes_bens_boomtown_rent(game):
    game.play("roll", (5, 6))             # 11: Boomtown, Ben's, $6 rent
    return game


def test_a_player_who_cannot_pay_borrow_or_sell_goes_to_the_poor_house(new_game):
    game = ann_owes_bens_boomtown_rent(penniless_ann(new_game))
    decision = game.pending
    assert decision.kind == "raise_funds" and decision.actor == 0
    assert decision.options == ("poor_house",)
    assert decision.context["owed"] == 6
    game.play("poor_house")
    player = game.state.players[0]
    assert player.in_poor_house
    assert game.where(0) == "central-park"
    assert "poor_house" in game.names()


def test_a_player_going_to_the_poor_house_pays_what_he_has_and_the_rest_is_forgiven(new_game):
    game = ann_owes_bens_boomtown_rent(penniless_ann(new_game, cash=4))
    money = game.money_total()
    game.play("poor_house")
    assert game.cash(0) == 0
    assert game.cash(1) == 75 + 4
    assert game.money_total() == money


def test_going_to_the_poor_house_ends_his_turn(new_game):
    game = ann_owes_bens_boomtown_rent(penniless_ann(new_game)).play("poor_house")
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_a_player_who_can_borrow_is_not_sent_to_the_poor_house(new_game):
    game = new_game()
    game.set_cash(0, 3)                   # set up directly: Ann has $3 and her average hand
    ann_owes_bens_boomtown_rent(game)
    assert "borrow" in game.pending.options and "poor_house" not in game.pending.options
    game.play("borrow")
    assert game.cash(0) == 3 + 100 - 6 and game.cash(1) == 81
    assert not game.state.players[0].in_poor_house


def test_a_player_may_sell_a_card_to_another_player_to_pay(new_game):
    game = penniless_ann(new_game)
    game.give("wayback", 0)               # set up directly: Ann holds only Wayback ($25), too little to borrow on
    ann_owes_bens_boomtown_rent(game)
    assert game.pending.options == ("sell:wayback",)
    game.play("sell:wayback")
    decision = game.pending
    assert decision.kind == "bid" and decision.actor == 1 and decision.context["seller"] == 0
    assert min(decision.options[1:]) == 5                 # a card offered for sale starts at $5
    game.play(10)                         # Ben bids $10 for it
    assert game.state.owner["wayback"] == 1
    assert game.cash(0) == 3 + 10 - 6
    assert game.cash(1) == 75 - 10 + 6
    assert not game.state.players[0].in_poor_house


def test_a_player_whose_cards_nobody_buys_goes_to_the_poor_house(new_game):
    game = penniless_ann(new_game)
    game.give("wayback", 0)               # set up directly: Ann holds only Wayback
    ann_owes_bens_boomtown_rent(game)
    game.play("sell:wayback", "pass")     # Ben will not buy it
    assert game.state.owner["wayback"] == 0
    assert game.pending.options == ("poor_house",)
    game.play("poor_house")
    assert game.state.players[0].in_poor_house
    assert game.state.owner["wayback"] == 0          # he keeps the card nobody wanted


def test_next_turn_he_throws_and_moves_out_by_a_move_he_can_afford(new_game):
    game = ann_owes_bens_boomtown_rent(penniless_ann(new_game)).play("poor_house")
    game.play("roll", (4, 6))             # Ben to Shelter
    game.set_cash(0, 5)                   # set up directly: Ann has come by $5
    game.play("roll", (3, 4))             # 27: Slambang Trolley, Ben's: a $5 fare she can pay
    assert game.where(0) == "slambang-trolley"
    assert not game.state.players[0].in_poor_house
    assert "poor_house_leave" in game.names()
    assert game.cash(0) == 0


def test_a_player_who_cannot_afford_his_move_stays_in_the_poor_house(new_game):
    game = ann_owes_bens_boomtown_rent(penniless_ann(new_game)).play("poor_house")
    game.play("roll", (4, 6))             # Ben to Shelter
    game.play("roll", (3, 4))             # Ann (with $0): Slambang's $5 fare is too much
    assert game.where(0) == "central-park"
    assert game.state.players[0].in_poor_house
    assert "poor_house_stay" in game.names()
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_a_player_in_the_poor_house_may_move_to_a_space_that_costs_nothing(new_game):
    game = ann_owes_bens_boomtown_rent(penniless_ann(new_game)).play("poor_house")
    game.play("roll", (4, 6))             # Ben to Shelter
    game.play("roll", (1, 1))             # Ann (with $0): 22, a Chance space costs nothing to stop on
    assert game.where(0) == "chance-1"
    assert not game.state.players[0].in_poor_house
    assert game.pending.kind == "chance_card"


def test_in_the_poor_house_only_the_affordable_way_is_offered(new_game):
    game = ann_owes_bens_boomtown_rent(penniless_ann(new_game)).play("poor_house")
    game.play("roll", (4, 6))             # Ben to Shelter
    game.give("grand-boulevard", 0)       # set up directly: Grand Boulevard (36) is now Ann's
    game.play("roll", (3, 3))             # forward: 26, Ben's Fairhope ($16); by rail: 25 -> 35 + 1 = 36
    assert game.where(0) == "grand-boulevard"        # the only way she can afford, taken at once
    assert "rail_pass" in game.names()
    assert not game.state.players[0].in_poor_house


def test_a_move_out_he_can_afford_only_with_the_wages_he_draws_on_the_way_is_open_to_him(position):
    """ "he throws again and moves out if he can afford to make the move": wages are paid to a
    player who "reaches or passes" Mother Earth (Rule 3), so they count. A double's railroad pass
    (Rule 17, reconstructed) takes him from Central Park past Mother Earth to Fuel; the plain
    moves, to Clothing or back to Rubeville, cost what he does not have."""
    game = position("""
        turn = 0
        [[players]]
        name = "Ann"
        cash = 0
        in_poor_house = true
        [[players]]
        name = "Ben"
        cash = 75
    """)
    game.play("roll", (6, 6))
    assert game.where(0) == "fuel" and not game.state.players[0].in_poor_house
    assert game.state.players[0].wages_drawn == 1
