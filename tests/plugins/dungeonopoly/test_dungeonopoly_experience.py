"""Experience: one EP for each thing the text lists (Dungeonopoly by Curtis & Kelsey Rueden,
Introduction and basic rules), a level for every ten, told in the log. Ann and Ben are wizards
here, whose abilities are not written yet: every class earns EP and levels alike."""
from __future__ import annotations


def two_wizards(dungeon, **settings):
    return dungeon(classes=["wizard", "wizard"], **settings)


def test_buying_property_from_the_bank_earns_one_ep(dungeon):
    game = two_wizards(dungeon).put(1, "wall-street")
    game.play("roll", (1, 2), "pass", "buy")               # Lonely Lane, from the pack
    assert game.state.owner["lonely-lane"] == 0 and game.ep(0) == 1


def test_buying_a_card_at_the_deal_earns_nothing(dungeon_engine):
    state = dungeon_engine.new_game(["Ann", "Ben"], seed=0, start="deal", jail="classic",
                                    house_rules=["dungeonopoly"])
    while dungeon_engine.pending(state).kind == "deal_offer":
        decision = dungeon_engine.pending(state)
        dungeon_engine.apply(state, "buy" if "buy" in decision.options else "return")
    assert any(owner == 0 for owner in state.owner.values())
    assert [p["ep"] for p in state.plugin_data["house:dungeonopoly"]["players"]] == [0, 0]


def test_paying_rent_to_an_opponent_earns_one_ep(dungeon):
    game = two_wizards(dungeon).put(0, "speculation")
    game.play("roll", (1, 2))                              # Boomtown, Ben's: $6
    assert game.cash(0) == 69 and game.ep(0) == 1 and game.ep(1) == 0


def test_a_fare_is_rent_too(dungeon):
    game = two_wizards(dungeon).put(0, "goat-alley")
    game.play("roll", (1, 2))                              # the Shooting Star, Ben's railroad: $5
    assert game.cash(0) == 70 and game.ep(0) == 1


def test_doubles_earn_one_ep(dungeon):
    game = two_wizards(dungeon).put(0, "goat-alley")
    game.play("roll", (1, 1))                              # to Beggarman's Court, her own
    assert game.ep(0) == 1


def test_a_lucky_seven_earns_one_ep(dungeon):
    game = two_wizards(dungeon).put(0, "the-farm")
    game.play("roll", (3, 4))                              # to Beggarman's Court
    assert game.ep(0) == 1


def test_a_throw_that_is_neither_earns_nothing(dungeon):
    game = two_wizards(dungeon).put(0, "boomtown")
    game.play("roll", (1, 2))
    assert game.ep(0) == 0


def test_drawing_wages_at_mother_earth_earns_one_ep(dungeon):
    game = two_wizards(dungeon).put(0, "chance-2")
    game.play("roll", (1, 2))
    assert game.ep(0) == 1


def test_ten_ep_make_a_level_and_the_log_says_so(dungeon):
    game = two_wizards(dungeon).ep_to(0, 9).put(0, "chance-2")
    game.play("roll", (1, 2))
    assert game.sheet(0)["level"] == 2
    assert "Ann reaches level 2 as a Wizard: Expeditious Retreat." in game.lines()


def test_the_quicker_game_levels_every_five_ep(dungeon):
    game = two_wizards(dungeon, ep_per_level=5).ep_to(0, 4).put(0, "chance-2")
    game.play("roll", (1, 2))
    assert game.sheet(0)["level"] == 2


def test_ep_beyond_level_ten_buy_nothing(dungeon):
    game = two_wizards(dungeon).ep_to(0, 99).put(0, "chance-2")
    game.play("roll", (1, 2), "house:pass")             # at level 10 her Wish could copy a reroll (D-50)
    assert game.ep(0) == 100 and game.sheet(0)["level"] == 10
