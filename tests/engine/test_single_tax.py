"""The Single Tax (1906): the vote and Rules 1 to 8, with scripted dice.

Seats in a beginners' game: Ann holds average hand one (Beggarman's Court, The Bowery, Wall
Street, Royal Rusher R. R., Gee Whiz R. R.), Ben hand two (Boomtown, Fairhope Avenue, Grand
Boulevard, Shooting Star R. R., Slambang Trolley), Cal hand three.
"""
from __future__ import annotations

from landlord.engine import MISC, TREASURY


def fund_treasury(game, amount: int) -> None:
    """Put money in the Public Treasury directly (from Miscellaneous, so the total is kept), as
    land rents and fines: under the Single Tax, the fund Rule 6 spends."""
    game.state.accounts[TREASURY] += amount
    game.state.accounts[MISC] -= amount
    if game.state.single_tax_adopted:
        game.state.single_tax["fund"] += amount


# -- the vote -------------------------------------------------------------------------------
def test_the_single_tax_is_adopted_with_two_votes_in_favour(new_game):
    game = new_game(players=3).play("propose_single_tax")
    assert game.pending.kind == "single_tax_vote"
    game.play("yes", "yes", "no")
    assert game.state.single_tax_adopted
    assert "single_tax_adopted" in game.names()


def test_the_single_tax_fails_with_only_one_vote_in_favour(new_game):
    game = new_game(players=3).play("propose_single_tax", "yes", "no", "no")
    assert not game.state.single_tax_adopted
    assert "single_tax_rejected" in game.names()
    assert game.pending.kind == "turn" and "propose_single_tax" not in game.pending.options


def test_every_player_votes_in_turn_starting_with_the_proposer(new_game):
    game = new_game(players=3, first=1).play("propose_single_tax")
    voters = []
    for vote in ("no", "no", "no"):
        voters.append(game.pending.actor)
        game.play(vote)
    assert voters == [1, 2, 0]


def test_the_majority_option_needs_more_than_half_the_players(new_game):
    game = new_game(players=4, single_tax_majority=True).play("propose_single_tax", "yes", "yes", "no", "no")
    assert not game.state.single_tax_adopted
    game = new_game(players=4, single_tax_majority=True).play("propose_single_tax", "yes", "yes", "yes", "no")
    assert game.state.single_tax_adopted


def test_adoption_empties_the_public_treasury_and_lasts_the_rest_of_the_game(new_game):
    game = new_game(players=2)
    fund_treasury(game, 30)
    misc = game.misc
    game.play("propose_single_tax", "yes", "yes")
    assert game.treasury == 0 and game.misc == misc + 30
    game.play("roll", (1, 2))           # Ann to Lonely Lane: her land rent opens the new Treasury
    assert game.treasury == 2
    assert "propose_single_tax" not in game.pending.options


# -- Rule 1 -----------------------------------------------------------------------------------
def test_rule_1_no_taxes_are_paid_on_the_absolute_necessities(new_game):
    game = new_game(players=2, single_tax=True)
    game.play("roll", (1, 1))           # Mother Earth to Fuel
    assert game.where(0) == "fuel" and game.cash(0) == 75 and game.treasury == 0
    assert "untaxed" in game.names()


# -- Rules 2 and 4 ----------------------------------------------------------------------------
def test_rules_2_and_4_land_rent_on_an_unimproved_lot_goes_to_the_treasury_not_the_deed_holder(new_game):
    game = new_game(players=2, single_tax=True).set_cash(0, 300)
    game.play("roll", (5, 6))           # Ann to Boomtown, whose deed Ben holds
    assert game.treasury == 6 and game.cash(1) == 75
    assert game.pending.kind == "build_here" and game.pending.options == ("build", "skip")
    game.play("build")
    assert game.state.houses["boomtown"] == 1 and game.state.house_owner["boomtown"] == 0
    assert game.cash(0) == 300 - 6 - 100


def test_rule_4_on_another_players_house_land_rent_goes_to_the_treasury_and_house_rent_to_its_owner(new_game):
    game = new_game(players=2, single_tax=True)
    game.state.houses["boomtown"] = 1      # Ben's house stands on Boomtown
    game.state.house_owner["boomtown"] = 1
    game.play("roll", (5, 6))
    assert game.treasury == 6
    assert game.cash(1) == 75 + 10 and game.cash(0) == 75 - 16
    assert game.pending.kind == "turn" and game.pending.actor == 1     # no building on an improved lot


def test_rule_4_a_player_may_build_on_any_unimproved_lot_when_nobody_bids_against_him(new_game):
    game = new_game(players=3, single_tax=True).set_cash(0, 400).set_cash(1, 400).set_cash(2, 400)
    game.play("privilege:wall-street")
    assert game.pending.kind == "bid" and game.pending.options[1] == 27   # rent 22 plus a step
    game.play("pass", "pass")
    assert game.state.house_owner["wall-street"] == 0 and game.state.houses["wall-street"] == 1
    assert game.treasury == 22 and game.cash(0) == 400 - 22 - 100


def test_rule_4_a_higher_bid_takes_the_building_privilege_and_the_bid_goes_to_the_treasury(new_game):
    game = new_game(players=3, single_tax=True).set_cash(0, 400).set_cash(1, 400).set_cash(2, 400)
    game.play("privilege:wall-street", 27, "pass")
    assert game.pending.kind == "first_option" and game.pending.actor == 0
    game.play("decline")
    assert game.state.house_owner["wall-street"] == 1
    assert game.treasury == 27 and game.cash(1) == 400 - 27 - 100 and game.cash(0) == 400


# -- Rule 3 -------------------------------------------------------------------------------------
def test_rule_3_fares_go_to_the_owner_until_the_public_takes_the_railroad_over(new_game):
    game = new_game(players=2, single_tax=True, first=1)
    game.play("roll", (1, 4))           # Ben to Royal Rusher; Ann holds two railroads: $10
    assert game.cash(0) == 85 and game.cash(1) == 65


def test_rule_3_a_railroad_the_public_owns_is_free(new_game):
    game = new_game(players=2, single_tax=True, first=1)
    game.state.single_tax["public"].append("royal-rusher-rr")
    game.play("roll", (1, 4))
    assert game.cash(1) == 75 and "free_ride" in game.names()


# -- Rule 6 -------------------------------------------------------------------------------------
def test_rule_6_the_first_50_dollars_buys_soakum_lighting_and_goes_to_miscellaneous_if_nobody_holds_it(new_game):
    game = new_game(players=2, single_tax=True)
    misc = game.misc
    fund_treasury(game, 50)
    game.play("roll")
    assert game.state.single_tax["public"] == ["soakum-lighting"]
    assert game.treasury == 0 and game.misc == misc


def test_rule_6_the_next_50_dollars_buys_slambang_trolley_from_its_holder_and_returns_the_card(new_game):
    game = new_game(players=2, single_tax=True)
    fund_treasury(game, 100)
    game.play("roll")
    assert game.state.single_tax["public"] == ["soakum-lighting", "slambang-trolley"]
    assert "slambang-trolley" not in game.state.owner and game.cash(1) == 75 + 50


def test_rule_6_railroads_then_two_colleges_then_wages_rise_10_for_every_further_50(new_game):
    game = new_game(players=2, single_tax=True)
    fund_treasury(game, 50 * 10)
    game.play("roll")
    st = game.state.single_tax
    assert st["public"] == ["soakum-lighting", "slambang-trolley", "pdq-rr", "gee-whiz-rr",
                            "shooting-star-rr", "royal-rusher-rr"]
    assert st["colleges"] == ["lord-bluebloods-estate", "hoggs-game-preserves"]
    assert game.state.options["wage_rise"] == 20
    assert game.treasury == 0
    assert not game.state.owner.keys() & set(st["public"])


def test_rule_6_a_treasury_holding_many_steps_raises_wages_by_all_of_them_in_one_payment(new_game):
    game = new_game(players=2, single_tax=True)
    fund_treasury(game, 50 * (8 + 1000))              # the 8 improvements, then 1,000 wage steps
    game.play("roll")
    assert game.state.options["wage_rise"] == 10 * 1000 and game.treasury == 0
    assert game.state.single_tax["steps"] == 8 + 1000
    raised = game.events_named("wages_raised")
    assert len(raised) == 1 and raised[0].text == "Wages are raised to $10100."


def test_rule_6_raised_wages_are_paid_on_passing_mother_earth(new_game):
    game = new_game(players=2, single_tax=True)
    fund_treasury(game, 50 * 9)
    game.put(0, "wall-street").play("roll", (1, 2))     # 38 -> 1, passing Mother Earth
    bought_from_ann = 2 * 50                            # her two railroads went public
    assert game.cash(0) == 75 + bought_from_ann + 110


# -- Rules 5 and 7 -------------------------------------------------------------------------------
def test_rule_5_the_government_reservations_stay_jail_until_their_college_is_built(new_game):
    game = new_game(players=2, single_tax=True)
    game.play("roll", (1, 3))           # Ann to Hogg's Game Preserves
    assert game.state.players[0].in_jail


def test_rule_7_after_a_college_is_built_going_to_college_earns_an_education_card(new_game):
    game = new_game(players=2, single_tax=True)
    game.state.single_tax["colleges"].append("hoggs-game-preserves")
    game.play("roll", (1, 3))
    assert not game.state.players[0].in_jail
    assert game.state.players[0].educations == 1


def test_rule_7_four_education_cards_become_a_professor_card_counting_100(new_game):
    game = new_game(players=2, single_tax=True)
    game.state.single_tax["colleges"].append("hoggs-game-preserves")
    game.state.players[0].educations = 3
    before = game.engine.wealth(game.state)[0]
    game.play("roll", (1, 3))
    player = game.state.players[0]
    assert (player.educations, player.professors) == (0, 1)
    assert game.engine.wealth(game.state)[0] == before + 100


# -- Rule 8 ---------------------------------------------------------------------------------------
def test_rule_8_a_player_who_cannot_afford_his_move_goes_to_a_natural_opportunity_behind_it(new_game):
    game = new_game(players=2, single_tax=True).set_cash(0, 0)
    game.play("roll", (5, 6))           # Boomtown's rent is 6; Ann has nothing
    assert game.pending.kind == "opportunity"
    assert game.pending.options == ("timberland", "farmlands")
    game.play("farmlands")
    assert game.state.players[0].opportunity == "farmlands" and game.where(0) == "shelter"


def test_rule_8_before_his_next_throw_he_draws_its_wages_and_pays_its_rent(new_game):
    game = new_game(players=2, single_tax=True).set_cash(0, 0)
    game.play("roll", (1, 2))           # Lonely Lane (rent 2): only Timberland lies behind
    assert game.state.players[0].opportunity == "timberland"
    game.play("roll", (3, 4))           # Ben's turn
    treasury = game.treasury
    assert game.cash(0) == 40 - 10 and game.treasury == treasury
    assert game.state.players[0].opportunity == ""
    assert game.pending.actor == 0 and game.pending.kind == "turn"


def test_rule_8_the_poor_house_is_abolished(new_game):
    game = new_game(players=2, single_tax=True).set_cash(0, 0)
    for card in list(game.state.cards_of(0)):
        game.give(card, None)
    game.put(0, "cottage-terrace").play("roll", (1, 2), "fined-for-speeding")
    assert game.pending.kind == "raise_funds" and game.pending.options == ("natural_opportunity",)
    game.play("natural_opportunity")
    assert not game.state.players[0].in_poor_house
    assert game.pending.kind == "opportunity"


# -- scoring ----------------------------------------------------------------------------------------
def test_after_adoption_title_deeds_count_nothing_but_charters_still_count_100(new_game):
    game = new_game(players=2)
    assert game.engine.wealth(game.state)[0] == 75 + 5 * 100
    game.play("propose_single_tax", "yes", "yes")
    assert game.engine.wealth(game.state)[0] == 75 + 2 * 100     # two railroad charters


def test_under_the_single_tax_from_the_start_dealt_title_deeds_are_not_for_sale(new_game):
    game = new_game(players=2, start="deal", single_tax=True)
    offers = {}
    while game.pending.kind == "deal_offer":
        d = game.pending
        offers[d.context["card"]] = d.options
        game.play(d.options[0])
    lots = [c for c in offers if game.rules.space(c).kind == "lot"]
    charters = [c for c in offers if game.rules.space(c).kind != "lot"]
    assert lots and all(offers[c] == ("return",) for c in lots)
    assert charters and all("buy" in offers[c] for c in charters)
    assert not any(game.rules.space(c).kind == "lot" for c in game.state.owner)


PENNILESS_ANN_ON_GRAND_BOULEVARD = """
    turn = 0
    [single_tax]
    adopted = true
    [[players]]
    name = "Ann"
    cash = 0
    space = "grand-boulevard"
    notes = {notes}
    [[players]]
    name = "Ben"
    cash = 75
"""


def test_rule_8_a_move_he_can_afford_with_the_wages_drawn_on_the_way_is_made(position):
    """Rule 3 pays wages to a player who "reaches or passes" Mother Earth, and Rule 8 sends a
    player to a Natural Opportunity only if he "cannot afford to make the move called for by
    his throw": the wages drawn on the way count."""
    game = position(PENNILESS_ANN_ON_GRAND_BOULEVARD.format(notes=0))
    game.play("roll", (3, 4))           # 7: past Mother Earth (+$100) to Lonely Lane (land rent $2)
    assert game.where(0) == "lonely-lane" and game.state.players[0].opportunity == ""
    assert game.cash(0) == 100 - 2 and game.state.players[0].wages_drawn == 1


def test_rule_8_the_wages_he_would_draw_count_less_the_interest_due_with_them(position):
    """Rule 16 (reconstructed): interest on a note is due with the wages: $5 on each of 20
    notes takes all of the $100 wages, and nothing is left for Lonely Lane's $2."""
    game = position(PENNILESS_ANN_ON_GRAND_BOULEVARD.format(notes=20))
    game.play("roll", (3, 4))
    assert game.state.players[0].opportunity == "timberland" and game.where(0) == "mother-earth"


# -- Rule 6: the fund of land rents and fines ---------------------------------------------------------
def test_rule_6_only_land_rents_and_fines_fund_the_public_improvements(new_game):
    """ "When the cash in the PUBLIC TREASURY from land rents and fines amounts to $50 ..." A
    card bought from the pack pays the Treasury, but not from land rents or fines."""
    game = new_game(players=2, single_tax=True).set_cash(0, 200)
    game.give("soakum-lighting", None).put(0, "shelter")
    game.play("roll", (1, 2))                       # to Soakum Lighting, in the pack
    while game.pending.kind in ("bid", "first_option"):      # Ben passes; Ann buys at the opening price
        options = game.pending.options
        game.play("pass" if game.pending.actor == 1 else "buy" if "buy" in options else options[1])
    assert game.state.owner.get("soakum-lighting") == 0, "Ann bought Soakum Lighting from the pack"
    assert game.treasury >= 50 and game.state.single_tax["fund"] == 0
    assert game.state.single_tax["public"] == [] and game.state.owner["soakum-lighting"] == 0


def test_rule_6_land_rent_paid_into_the_treasury_counts_in_its_fund(new_game):
    game = new_game(players=2, single_tax=True)
    game.play("roll", (1, 2))                       # Lonely Lane: $2 land rent
    assert game.treasury == 2 and game.state.single_tax["fund"] == 2


def test_rule_6_a_chance_fine_counts_in_the_fund_and_other_chance_payments_do_not(new_game):
    game = new_game(players=2, single_tax=True).set_cash(0, 200).put(0, "central-park")
    game.play("roll", (1, 1), "fined-for-speeding")              # to Chance: a $50 fine
    assert game.state.single_tax["fund"] == 0 and game.state.single_tax["public"] == ["soakum-lighting"]
    game = new_game(players=2, single_tax=True).set_cash(0, 200).put(0, "central-park")
    game.play("roll", (1, 1), "carnegie")                        # $50 given, not a fine
    assert game.treasury == 50 and game.state.single_tax["fund"] == 0 and game.state.single_tax["public"] == []
