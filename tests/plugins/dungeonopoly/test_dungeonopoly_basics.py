"""The basic rules of Dungeonopoly (Curtis & Kelsey Rueden, Introduction and basic rules) on the
1906 board, each with its switch: twice the wages for landing on Mother Earth, fees into a pot
that Central Park pays out, building only on one's own turn; and, from the technical terms, no
rent to a player in jail."""
from __future__ import annotations

import pytest


def two_wizards(dungeon, **settings):
    return dungeon(classes=["wizard", "wizard"], **settings)


# -- wages at Mother Earth ---------------------------------------------------------------------------
@pytest.mark.parametrize("switch, wages", [(True, 200), (False, 100)])
def test_landing_exactly_on_mother_earth_pays_twice_the_wages(dungeon, switch, wages):
    game = two_wizards(dungeon, double_wages_on_landing=switch).put(0, "chance-2")
    game.play("roll", (1, 2))
    assert game.at(0) == "mother-earth" and game.cash(0) == 75 + wages


def test_passing_mother_earth_pays_the_wages_once(dungeon):
    game = two_wizards(dungeon).put(0, "chance-2")
    game.play("roll", (1, 4))                              # on to Fuel, a tax going into the pot
    assert game.cash(0) == 75 + 100 - 10


def test_a_chance_card_that_sends_her_to_mother_earth_pays_twice_too(dungeon):
    game = two_wizards(dungeon).put(0, "central-park")
    game.play("roll", (1, 1), "back-to-the-land")
    assert game.at(0) == "mother-earth" and game.cash(0) == 75 + 200


# -- the pot -----------------------------------------------------------------------------------------
def test_a_tax_goes_into_the_pot(dungeon):
    game = two_wizards(dungeon)
    treasury = game.state.accounts["treasury"]
    game.play("roll", (1, 1))                              # Fuel
    assert game.pot == 10 and game.state.accounts["treasury"] == treasury


def test_a_chance_fine_goes_into_the_pot(dungeon):
    game = two_wizards(dungeon).put(0, "central-park")
    game.play("roll", (1, 1), "fined-for-speeding")
    assert game.pot == 50 and game.cash(0) == 25


def test_the_jail_fine_goes_into_the_pot(dungeon):
    game = two_wizards(dungeon).put(1, "speculation")
    game.play("roll", (1, 3))                              # Hogg's Game Preserves: trespass, to Jail
    assert game.state.players[0].in_jail
    game.play("roll", (1, 2))                              # Ben's turn, to his own Boomtown
    game.play("pay")                                       # Ann pays her fine
    assert game.pot == 50


def test_whoever_stops_on_central_park_takes_the_pot(dungeon):
    game = two_wizards(dungeon).put(1, "rickety-row")
    game.play("roll", (1, 1))                              # Ann's tax: $10 in the pot
    game.play("roll", (1, 3))                              # Ben stops on Central Park
    assert game.pot == 0 and game.cash(1) == 85
    assert "Ben takes the pot in Central Park: $10." in game.lines()


def test_with_the_switch_off_fees_go_to_the_treasury(dungeon):
    game = two_wizards(dungeon, fees_to_pot=False)
    game.play("roll", (1, 1))
    assert game.pot == 0 and game.state.accounts["treasury"] == 10 + 0


def test_under_the_single_tax_fees_fund_the_treasury_and_no_pot_is_kept(dungeon):
    game = two_wizards(dungeon, options={"single_tax": True}).put(0, "central-park")
    game.play("roll", (1, 1), "fined-for-speeding")
    assert game.pot == 0 and "Ann pays $50 to the Public Treasury (a Chance card)." in game.log()
    assert game.state.single_tax["public"] == ["soakum-lighting"]      # the fine bought a franchise


def test_the_pot_goes_back_to_miscellaneous_when_the_single_tax_is_adopted(dungeon):
    game = two_wizards(dungeon)
    game.play("roll", (1, 1))                              # $10 in the pot
    misc = game.state.accounts["misc"]
    game.play("propose_single_tax", "yes", "yes")          # Ben proposes and both vote for it
    game.play("roll", (1, 2))
    assert game.pot == 0 and game.state.accounts["misc"] >= misc + 10


# -- building on one's own turn ----------------------------------------------------------------------
@pytest.mark.parametrize("switch", [True, False])
def test_building_is_only_ever_on_ones_own_turn_either_way(dungeon, switch):
    game = two_wizards(dungeon, build_on_own_turn=switch).set_cash(0, 500).set_cash(1, 500)
    assert any(str(o).startswith("build:") for o in game.pending.options)
    game.put(1, "speculation").play("roll", (1, 2))       # Ann to Lonely Lane: Ben may only bid
    assert game.pending.kind == "bid" and not any(str(o).startswith("build:") for o in game.pending.options)


# -- no rent to a prisoner ----------------------------------------------------------------------------
def test_a_player_in_jail_collects_no_rent(dungeon):
    game = dungeon(classes=["fighter", "wizard"]).level(0, 4).put(0, "speculation").jail(1)
    ep = game.ep(0)
    game.play("roll", (1, 2))                              # Boomtown, Ben's
    assert game.cash(0) == 75 and game.cash(1) == 75
    assert game.ep(0) == ep                                # no rent paid, no EP for it
