"""Computer players and the Cleric: the house rule's advice (its ``suggest``), from the text's Cleric
tactics. Keep Shield of Faith up; hide in Sanctuary from a fighter close behind; smite the leader when
she is short of cash; bless her own improved lots and curse her rivals'; ward her own with a glyph;
refuse the cards that hurt; make a lucky opponent throw again, or herself off a ruinous rent; bring
down the Wrath when the houses are many; never spend below her reserve."""
from __future__ import annotations

import random

import pytest

from landlord.ai.heuristic import HeuristicAgent

MINE = "house:dungeonopoly:"
PASS = "house:pass"


def cleric_and_fighter(dungeon, level: int, players: int = 2):
    return dungeon(classes=["cleric"] + ["fighter"] * (players - 1)).level(0, level)


def shielded(game):
    return game.enchant(0, "shield_of_faith", by=0)


# -- her own turn ----------------------------------------------------------------------------------
def test_a_computer_cleric_keeps_shield_of_faith_up(dungeon):
    game = cleric_and_fighter(dungeon, level=2).put(1, "wall-street")
    assert game.advice() == MINE + "shield_of_faith" and game.heuristic() == MINE + "shield_of_faith"


def test_with_her_shield_up_and_nothing_worth_doing_she_leaves_the_turn_to_the_agent(dungeon):
    game = shielded(cleric_and_fighter(dungeon, level=2).put(1, "wall-street"))
    assert game.advice() is None and game.heuristic() in game.pending.options


def test_with_her_shield_up_she_hides_in_sanctuary_from_a_fighter_close_behind(dungeon):
    game = cleric_and_fighter(dungeon, level=3).put(0, "beggarmans-court").put(1, "boomtown")
    assert game.advice() == MINE + "shield_of_faith"                       # the shield first
    shielded(game)
    assert game.advice() == MINE + "sanctuary-forgo"


def test_a_fighter_far_off_is_no_reason_to_hide(dungeon):
    game = shielded(cleric_and_fighter(dungeon, level=3)).put(0, "beggarmans-court").put(1, "central-park")
    assert game.advice() is None


def test_she_smites_the_leader_when_he_is_short_of_cash(dungeon):
    game = shielded(cleric_and_fighter(dungeon, level=5, players=3)).put(1, "central-park").put(2, "central-park")
    game.give("goat-alley", 1).set_cash(2, 60).set_cash(1, 90)          # Ben leads in cards, and is short too
    assert game.advice() == MINE + "holy_smite-1"
    game.set_cash(1, 300)                                                  # Ben can pay: Cal, short, then
    assert game.advice() == MINE + "holy_smite-2"


def test_she_smites_nobody_who_can_pay_twice_over(dungeon):
    game = shielded(cleric_and_fighter(dungeon, level=5)).put(1, "central-park").set_cash(1, 100)
    assert game.advice() is None


def test_she_blesses_her_own_improved_lot(dungeon):
    game = cleric_and_fighter(dungeon, level=1).put(0, "wall-street").put(1, "central-park").set_cash(0, 100)
    assert game.advice() is None                                            # no house: nothing to bless
    game.build("wall-street", 1)
    assert game.advice() == MINE + "bless_curse-bless"


def test_she_never_spends_below_her_reserve(dungeon):
    game = cleric_and_fighter(dungeon, level=1).put(0, "wall-street").put(1, "central-park").set_cash(0, 74)
    game.build("wall-street", 1)
    assert "bless_curse-bless" in game.offered() and game.advice() is None


def test_she_curses_a_rivals_improved_lot(dungeon):
    game = cleric_and_fighter(dungeon, level=1).put(0, "grand-boulevard").put(1, "central-park")
    game.set_cash(0, 100).build("grand-boulevard", 2)
    assert game.advice() == MINE + "bless_curse-curse"


def test_she_wards_her_improved_lot_with_a_glyph(dungeon):
    game = shielded(cleric_and_fighter(dungeon, level=8)).put(0, "wall-street").put(1, "central-park")
    game.set_cash(0, 200).set_cash(1, 300).build("wall-street", 2)
    game.slot["spaces"]["wall-street"] = [{"id": "bless", "by": 0, "mental": False, "percent": 40}]
    assert game.advice() == MINE + "glyph_of_warding"


def test_she_brings_down_the_wrath_when_the_opponents_houses_are_many(dungeon):
    game = shielded(cleric_and_fighter(dungeon, level=10)).put(1, "central-park").set_cash(0, 300).set_cash(1, 300)
    game.build("boomtown", 1).build("fairhope-avenue", 1)
    assert game.advice() is None                                            # two houses: not worth $150
    game.build("grand-boulevard", 1)
    assert game.advice() == MINE + "wrath_of_god"


# -- the cards and the throws ----------------------------------------------------------------------
def ann_draws(dungeon, card: str):
    game = cleric_and_fighter(dungeon, level=4).put(0, "cottage-terrace").put(1, "wall-street")
    return game.play("roll", (1, 2), card)                  # onto the first Chance


def test_she_refuses_a_card_that_costs_her(dungeon):
    game = ann_draws(dungeon, "fined-for-speeding")
    assert game.advice() == MINE + "divine_favor" and game.heuristic() == MINE + "divine_favor"


def test_she_keeps_a_card_that_pays_her(dungeon):
    game = ann_draws(dungeon, "inheritance")
    assert game.advice() == PASS


def test_a_card_that_moves_her_is_judged_by_where_it_leads(dungeon):
    game = ann_draws(dungeon, "washout")                     # back three, to Cottage Terrace: nobody's
    assert game.advice() == PASS
    game.give("cottage-terrace", 1)                          # now Ben's: a rent to pay
    assert game.advice() == MINE + "divine_favor"


def test_she_makes_an_opponent_throw_again_when_he_dodges_her_improved_lot(dungeon):
    game = cleric_and_fighter(dungeon, level=6).put(0, "boomtown").put(1, "speculation")
    game.build("beggarmans-court", 2).give("shooting-star-rr", 0)
    game.play("roll", (1, 2), PASS, PASS)                    # Ann's turn, on to her own lot
    game.play("roll", (3, 4))                                # Ben, past Beggarman's Court to her railroad
    assert game.advice() == PASS                              # it is hers too: he pays there
    game.give("shooting-star-rr", 1)
    assert game.advice() == MINE + "divine_intervention"      # his own: he escaped her


def test_she_lets_a_throw_onto_her_improved_lot_stand(dungeon):
    game = cleric_and_fighter(dungeon, level=6).put(0, "boomtown").put(1, "speculation")
    game.build("beggarmans-court", 2)
    game.play("roll", (1, 2), PASS, PASS)
    game.play("roll", (2, 4))                                # Ben onto Beggarman's Court
    assert game.advice() == PASS


def test_she_throws_again_off_a_ruinous_rent(dungeon):
    game = cleric_and_fighter(dungeon, level=6).put(0, "cottage-terrace").put(1, "wall-street")
    game.build("fairhope-avenue", 3)                         # $46 of her $75
    game.play("roll", (3, 4))
    assert game.pending.actor == 0 and game.advice() == MINE + "divine_intervention"


def test_a_computer_goes_on_with_a_move_a_card_broke_off(dungeon):
    game = cleric_and_fighter(dungeon, level=7).put(0, "easy-street").put(1, "wall-street")
    game.play("roll", (2, 3), PASS, "ruskin", PASS)          # past the Chance, where she took $25
    assert game.advice() == MINE + "divine_power"


# -- whole games ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(2))
def test_computer_clerics_play_whole_games_and_never_switch_dungeonopoly_off(dungeon_engine, seed):
    classes = ["cleric", "wizard", "cleric", "fighter"]
    state = dungeon_engine.new_game(["A", "B", "C", "D"], seed=seed, start="beginners", jail="classic",
                                    house_rules=["dungeonopoly"],
                                    house_settings={"dungeonopoly": {"classes": classes, "ep_per_level": 2}})
    agent, used = HeuristicAgent(random.Random(seed)), set()
    for _ in range(20_000):
        decision = dungeon_engine.pending(state)
        if decision is None:
            break
        choice = dungeon_engine.sample_chance(state, decision) if decision.is_chance else \
            agent.choose(dungeon_engine, state, decision)
        if isinstance(choice, str) and choice.startswith(MINE):
            used.add(choice[len(MINE):].partition("-")[0])
        dungeon_engine.apply(state, choice)
        assert not state.plugin_data["house"]["disabled"], state.plugin_data["house"]["disabled"]
    assert state.over
    assert {"shield_of_faith", "holy_smite", "divine_favor"} <= used
