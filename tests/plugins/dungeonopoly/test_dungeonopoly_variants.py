"""The text's variants, each a setting of the rule (Dungeonopoly by Curtis & Kelsey Rueden,
Advanced and alternative rules), played through the engine with scripted dice and cards.

Ann and Ben play with the beginners' hands, $75 each, under the 1906 jail; Ann goes first. The
Quicker game deals three cards from the pack to each and the Blitz game drafts the whole pack,
both as Ann makes the first throw of the game, before the dice fall (D-75, D-78)."""
from __future__ import annotations

import pytest

from landlord.house_setup import declared
from landlord_plugins.dungeonopoly import Dungeonopoly
from landlord_plugins.dungeonopoly.settings import settled


def held(game, seat: int) -> list[str]:
    return sorted(card for card, who in game.state.owner.items() if who == seat)


def in_the_pack(game) -> list[str]:
    return [s.id for s in game.engine.rules.spaces
            if s.kind in ("lot", "railroad", "utility", "speculation") and s.id not in game.state.owner]


# -- the settings ------------------------------------------------------------------------------------
def test_each_variant_is_a_switch_of_the_rule_off_unless_the_table_turns_it_on():
    switches = declared(Dungeonopoly(), "dungeonopoly").switches
    assert {key: switches[key].default for key in ("quicker_game", "blitz_game", "strict_politics")} == {
        "quicker_game": False, "blitz_game": False, "strict_politics": False}
    assert switches["quicker_game"].words == "Quicker game: three cards dealt each, one turn in Jail, 5 EP a level"


def test_the_help_page_says_what_each_variant_does_and_where_to_switch_it_on():
    page = Dungeonopoly.help_text
    text = page[page.index("VARIANTS") + 1]
    assert text.startswith("Switch them on under Dungeonopoly on the new-game screen.")
    assert all(name in text for name in ("Quicker game:", "Blitz game:", "Strict rules:"))


def test_the_quicker_game_levels_every_five_ep_unless_the_table_sets_another_step():
    # "5 EP per level" (Quicker game)
    assert settled({"quicker_game": True}, 2)["ep_per_level"] == 5
    assert settled({"quicker_game": True, "ep_per_level": 8}, 2)["ep_per_level"] == 8
    assert settled({}, 2)["ep_per_level"] == 10


def test_a_variant_switch_that_is_not_true_or_false_is_refused_in_one_line():
    with pytest.raises(ValueError, match=r"^blitz_game: true or false, not 'yes'$"):
        settled({"blitz_game": "yes"}, 2)


# -- the Quicker game ----------------------------------------------------------------------------------
def test_the_quicker_game_deals_three_cards_from_the_pack_to_each_player_before_the_first_throw(dungeon):
    # "Shuffle properties and deal three to each player to start" (Quicker game)
    game = dungeon(quicker_game=True)
    hands, cash = [held(game, 0), held(game, 1)], [game.cash(0), game.cash(1)]
    game.play("roll")
    assert game.pending.kind == "house.dungeonopoly.deal" and game.pending.is_chance
    assert list(game.pending.options) == in_the_pack(game)
    game.play("wayback", "lonely-lane", "the-pike", "the-farm", "speculation", "rubeville")
    assert held(game, 0) == sorted(hands[0] + ["wayback", "the-pike", "speculation"])
    assert held(game, 1) == sorted(hands[1] + ["lonely-lane", "the-farm", "rubeville"])
    assert [game.cash(0), game.cash(1)] == cash and game.ep(0) == game.ep(1) == 0     # dealt, not bought
    assert "Ann is dealt Wayback." in game.lines()
    assert game.pending.kind == "dice"                     # then Ann's throw, which was waiting
    assert game.slot["opening"] == {"done": True}


def test_the_quicker_game_lets_a_prisoner_spend_one_turn_in_jail_then_he_pays_and_comes_out(dungeon):
    # "Spend only one turn max in jail rather than three" (Quicker game): D-76
    game = dungeon(quicker_game=True)
    game.slot["opening"] = {"done": True}
    game.jail(1).put(0, "boomtown").play("roll", (1, 2))    # Ann to her own lot; Ben's turn, in Jail
    assert game.pending.kind == "jail.classic"
    game.play("throw", (1, 2))                             # no double: he stays, and his turn ends
    assert not game.state.players[1].in_jail and game.at(1) == "shelter"
    assert game.cash(1) == 75 - 50 and game.pot == 50      # Rule 6's fine, into the pot (D-33)
    assert "Quicker game: Ben has spent his turn in Jail; he pays $50 and comes out." in game.lines()
    game.play("roll", (1, 2))
    assert game.pending.actor == 1 and game.pending.kind == "turn"      # his next turn, a free man


def test_the_turn_she_is_jailed_on_is_not_her_turn_in_jail(dungeon):
    game = dungeon(quicker_game=True)
    game.slot["opening"] = {"done": True}
    game.play("roll", (1, 3))                              # Ann trespasses on Hogg's Game Preserves
    assert game.state.players[0].in_jail and game.pending.actor == 1
    assert game.cash(0) == 75 and game.pot == 0            # she stays for her turn in Jail


def test_houses_cap_at_three_in_the_quicker_game_as_they_already_do_on_the_1906_board(dungeon):
    # "Houses cap out at three rather than four" (Quicker game): Rule 10 (1906) already caps them at three
    game = dungeon(quicker_game=True)
    assert game.engine.rules.houses_per_lot == 3


# -- the Blitz game -------------------------------------------------------------------------------------
def test_in_the_blitz_game_characters_begin_at_level_ten(dungeon):
    # "Characters begin play at level 10" (Blitz game)
    game = dungeon(classes=["fighter", "wizard"], blitz_game=True)
    assert [game.sheet(0)["level"], game.sheet(1)["level"]] == [10, 10] and game.ep(0) == 90


def test_in_the_blitz_game_the_players_draft_every_card_in_turns_before_the_first_throw(dungeon):
    # "Before the game starts, players take turns choosing one property at a time until all are taken"
    game = dungeon(blitz_game=True)
    left = in_the_pack(game)
    game.play("roll")
    for turn, card in enumerate(left):
        assert game.pending.kind == "house.dungeonopoly.draft" and game.pending.actor == turn % 2
        assert game.pending.context["labels"][card] == game.engine.rules.space(card).name
        game.play(card)
    assert in_the_pack(game) == [] and game.pending.kind == "dice"
    assert held(game, 0)[:1] and f"Ann drafts {game.engine.rules.space(left[0]).name}." in game.lines()


def test_a_computer_drafts_a_lot_of_a_section_it_holds_before_a_dearer_card(dungeon):
    game = dungeon(blitz_game=True).play("roll")            # Ann holds The Bowery, in section 6
    assert game.advice() == "johnson-circle"                # $75, also section 6, before Broadway's $100
    game.play("johnson-circle")
    assert game.advice() == "goat-alley"                    # Ben: section 3, as his Boomtown
    game.give("boomtown", None).give("fairhope-avenue", None).give("grand-boulevard", None)
    assert game.advice() == "broadway"                      # none of his sections left: the dearest


# -- Politics: the strict rules ---------------------------------------------------------------------------
def ann_offers_for_boomtown(dungeon, price: int, **settings):
    game = dungeon(**settings).set_cash(0, 200)
    game.play("trade", "boomtown")
    assert game.pending.kind == "trade_price" and price in game.pending.options
    return game.play(price)


def test_under_the_strict_rules_a_card_changes_hands_only_at_its_listed_value(dungeon):
    # "money and property cannot be given or traded to other players except at listed value" (Politics): D-79
    game = ann_offers_for_boomtown(dungeon, 75, strict_politics=True)
    assert "Strict rules: Boomtown changes hands only at its listed value, $50, not $75." in game.lines()
    assert game.pending.kind == "turn" and game.pending.actor == 0        # the offer is not put to Ben
    game.play("trade", "boomtown", 50)
    assert game.pending.kind == "trade_answer" and game.pending.actor == 1
    game.play("accept")
    assert game.state.owner["boomtown"] == 0 and game.cash(0) == 150


def test_a_lot_with_houses_is_listed_at_its_price_and_its_houses(dungeon):
    game = dungeon(strict_politics=True).set_cash(0, 200).build("boomtown", 1)
    game.play("trade", "boomtown")
    listed = 50 + game.engine.rules.house_price
    assert listed in game.pending.options
    game.play(listed)
    assert game.pending.kind == "trade_answer"


def test_without_the_strict_rules_any_agreed_price_is_offered(dungeon):
    game = ann_offers_for_boomtown(dungeon, 75)
    assert game.pending.kind == "trade_answer" and game.pending.context["price"] == 75
