"""The Rogue's skills (Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Rogue), each played
through the engine with scripted dice and d20s.

Ann is the rogue and plays first; Ben is a fighter. Both hold the beginners' hands and $75 and
start on Mother Earth. Dollar figures are the text's halved (D-18): Pick Pockets $10 a level, Rob
Bank $25 a level passing Mother Earth and $50 landing; damage $10 a level (D-32). A skill passes
on a d20 at or under her ranks in it.
"""
from __future__ import annotations

import pytest

from landlord_plugins.dungeonopoly import rogue, rogue_ranks
from landlord_plugins.dungeonopoly.classes import ROGUE
from landlord_plugins.dungeonopoly.progress import SkillAllocationError

NO_RANKS = {"open_locks": 0, "pick_pockets": 0, "rob_bank": 0, "sneak": 0, "steal": 0}
#: A level-1 rogue with every point placed, as a computer places them.
COMPUTERS = {"open_locks": 8, "pick_pockets": 7, "rob_bank": 15}


def rogue_and_fighter(dungeon, level: int = 1, **ranks):
    """Ann a rogue of that level with those ranks (the rest of her points not yet placed), started
    from a position as a lesson would be."""
    return dungeon(classes=["rogue", "fighter"]).character(0, level=level, class_data={"ranks": {**NO_RANKS, **ranks}})


def ranks_of(game, seat: int = 0) -> dict[str, int]:
    return game.sheet(seat)["class_data"]["ranks"]


def ben_jailed_before_anns_turn(game):
    """Ann moves to her own railroad; on Ben's turn she is jailed; Ben moves to Boomtown, his own."""
    game.put(1, "the-farm").play("roll", (2, 3))
    game.jail(0).play("roll", (1, 3))
    return game


# -- ranks ----------------------------------------------------------------------------------------
def test_a_new_rogue_places_her_thirty_points_in_a_few_clicks_on_her_first_turn(dungeon):
    game = dungeon(classes=["rogue", "fighter"])
    assert game.offered() == ["skills"]                    # no skill works with 0 ranks
    assert game.words("skills") == ("Place your skill points: 30 to place (at most 15 in a skill; placed "
                                    "points stay)")
    game.use("skills")
    assert game.pending.kind == "house.dungeonopoly.skill" and game.pending.actor == 0
    assert game.pending.options == ("open_locks", "pick_pockets", "rob_bank", "sneak", "steal", "later")
    assert game.pending.context["labels"]["later"] == "Keep the 30 points for later"
    game.play("rob_bank")
    assert game.pending.kind == "house.dungeonopoly.points" and game.pending.options == tuple(range(1, 16))
    game.play(15, "open_locks", 8, "pick_pockets", 7)
    assert ranks_of(game) == {"open_locks": 8, "pick_pockets": 7, "rob_bank": 15, "sneak": 0, "steal": 0}
    assert "Ann puts 15 points into Rob Bank: 15 ranks." in game.lines()
    assert game.pending.kind == "turn" and "skills" not in game.offered()     # every point placed


def test_no_skill_takes_more_than_fifteen_ranks(dungeon):
    game = dungeon(classes=["rogue", "fighter"]).use("skills").play("sneak", 15)
    assert "sneak" not in game.pending.options and game.pending.options[-1] == "later"
    game.play("steal")
    assert game.pending.options == tuple(range(1, 16))    # the 15 left, and 15 the most for Steal


def test_points_may_wait_for_later_and_are_offered_again(dungeon):
    game = dungeon(classes=["rogue", "fighter"]).use("skills").play("rob_bank", 10, "later")
    assert "Ann keeps 20 skill points for later." in game.lines()
    assert ranks_of(game)["rob_bank"] == 10
    assert "skills" in game.offered()
    assert game.words("skills").startswith("Place your skill points: 20 to place")


def test_a_level_gained_brings_five_more_points_and_placed_ranks_stay(dungeon):
    game = rogue_and_fighter(dungeon, level=2, rob_bank=15, open_locks=8, pick_pockets=7)
    assert game.words("skills").startswith("Place your skill points: 5 to place")
    game.use("skills")
    assert "rob_bank" not in game.pending.options          # full at 15
    game.play("pick_pockets")
    assert game.pending.options == (1, 2, 3, 4, 5)         # only the five new points
    game.play(5)
    assert ranks_of(game) == {"open_locks": 8, "pick_pockets": 12, "rob_bank": 15, "sneak": 0, "steal": 0}
    assert game.pending.kind == "turn"


def test_placed_points_never_move(dungeon):
    game = rogue_and_fighter(dungeon, rob_bank=15)
    from landlord.engine.context import Ctx
    from landlord.engine.house_view import slot_copy, table_view
    from landlord_plugins.dungeonopoly.play import Play
    play = Play(table_view(Ctx(game.engine, game.state), 0, "dungeonopoly"), slot_copy(game.state, "dungeonopoly"))
    with pytest.raises(SkillAllocationError):
        rogue_ranks.place(play, 0, "rob_bank", -5)         # D-17
    with pytest.raises(SkillAllocationError):
        rogue_ranks.place(play, 0, "rob_bank", 1)          # 16 ranks


def test_the_panel_shows_her_ranks_her_free_points_and_her_order_at_mother_earth(dungeon):
    game = rogue_and_fighter(dungeon, level=2, rob_bank=15, open_locks=8, pick_pockets=7)
    game.sheet(0)["class_data"]["rob_bank"] = True
    rule = game.engine.house_rules["dungeonopoly"]
    from landlord.engine.context import Ctx
    from landlord.engine.house_view import table_view
    assert rule.describe(table_view(Ctx(game.engine, game.state), 0, "dungeonopoly"), game.slot, 0)[1:] == [
        "Skills: Open Locks 8, Pick Pockets 7, Rob Bank 15, Sneak 0, Steal 0", "Skill points to place: 5",
        "Robs the bank whenever she reaches Mother Earth"]


# -- Open Locks -----------------------------------------------------------------------------------
def test_open_locks_lets_her_out_of_jail_without_the_fine(dungeon):
    game = ben_jailed_before_anns_turn(rogue_and_fighter(dungeon, **COMPUTERS))
    assert game.pending.kind == "house.in_jail" and game.offered() == ["open_locks"]
    assert game.words("open_locks") == ("Open Locks: a d20 of 8 or less (40%) and you walk out of Jail without "
                                        "paying the fine; a failure costs nothing but the try")
    ep = game.ep(0)
    game.use("open_locks")
    assert game.pending.kind == "house.dungeonopoly.d20"
    game.play(8)
    assert not game.state.players[0].in_jail and game.cash(0) == 75 and game.pot == 0
    assert "Ann picks the lock (8): she walks out of Jail without paying the fine." in game.lines()
    assert game.ep(0) == ep + 1
    assert game.pending.kind == "dice" and game.pending.options[0] == (1, 1)   # she throws at once
    game.play((1, 3))
    assert game.at(0) == "beggarmans-court"


def test_a_failed_open_locks_costs_nothing_but_the_try(dungeon):
    game = ben_jailed_before_anns_turn(rogue_and_fighter(dungeon, **COMPUTERS))
    ep = game.ep(0)
    game.use("open_locks").play(9)
    assert game.state.players[0].in_jail and game.cash(0) == 75 and game.ep(0) == ep
    assert "Ann cannot pick the lock (9): she stays in Jail." in game.lines()
    assert game.pending.kind.startswith("jail.")           # the jail game goes on as usual


def test_open_locks_may_be_tried_on_the_turn_she_is_jailed(dungeon):
    game = rogue_and_fighter(dungeon, open_locks=8).put(1, "wall-street")
    game.play("roll", (1, 3))                              # Hogg's Game Preserves: to Jail
    assert game.state.players[0].in_jail
    assert game.pending.kind == "house.dungeonopoly.escape" and game.pending.actor == 0
    assert game.pending.options == ("try", "stay")
    game.play("try", 3)
    assert not game.state.players[0].in_jail and game.at(0) == "shelter"
    assert game.pending.actor == 1                         # out, but her turn is over: no throw


def test_she_may_stay_in_jail_on_the_turn_she_is_jailed(dungeon):
    game = rogue_and_fighter(dungeon, open_locks=8).put(1, "wall-street")
    game.play("roll", (1, 3), "stay")
    assert game.state.players[0].in_jail and game.pending.actor == 1


def test_open_locks_from_shelter_frees_a_prisoner_then_his_pockets_are_in_reach(dungeon):
    game = rogue_and_fighter(dungeon, level=2, open_locks=10, pick_pockets=10).put(0, "shelter").jail(1)
    assert "pick_pockets-1" not in game.offered()          # nobody reaches into a cell (D-4)
    assert game.words("open_locks-1") == ("Open Locks for Ben: a d20 of 10 or less (50%) and the prisoner walks "
                                          "out of Jail free (one try a turn for each prisoner)")
    ep = game.ep(0)
    game.use("open_locks-1").play(10)
    assert not game.state.players[1].in_jail and game.at(1) == "shelter" and game.cash(1) == 75
    assert game.ep(0) == ep + 1
    assert "open_locks-1" not in game.offered() and "pick_pockets-1" in game.offered()
    game.use("pick_pockets-1").play(1)
    assert game.cash(1) == 75 - 20 and game.cash(0) == 75 + 20


def test_one_try_a_turn_for_each_prisoner(dungeon):
    game = rogue_and_fighter(dungeon, open_locks=10).put(0, "shelter").jail(1)
    game.use("open_locks-1").play(11)
    assert game.state.players[1].in_jail and "open_locks-1" not in game.offered()


def test_open_locks_does_not_reach_a_hidden_prisoner_nor_work_off_the_jail_corner(dungeon):
    game = rogue_and_fighter(dungeon, open_locks=10).put(0, "shelter").jail(1)
    game.sheet(1)["hidden"] = True
    assert "open_locks-1" not in game.offered()
    game.sheet(1)["hidden"] = False
    game.put(0, "rubeville")
    assert "open_locks-1" not in game.offered()


# -- Pick Pockets ---------------------------------------------------------------------------------
def test_pick_pockets_takes_ten_dollars_a_level_from_an_opponent_on_her_square(dungeon):
    game = rogue_and_fighter(dungeon, level=3, pick_pockets=10)
    assert game.words("pick_pockets-1") == ("Pick Ben's pockets: a d20 of 10 or less (50%) takes $30 of the cash "
                                            "in hand; otherwise you go to Jail (one try a turn for each opponent)")
    ep = game.ep(0)
    game.use("pick_pockets-1").play(10)
    assert game.cash(1) == 45 and game.cash(0) == 105 and game.ep(0) == ep + 1
    assert "Ann picks Ben's pockets (10): $30." in game.lines()
    assert "pick_pockets-1" not in game.offered()          # one try a turn


def test_pick_pockets_takes_what_he_has_when_he_has_less(dungeon):
    game = rogue_and_fighter(dungeon, level=3, pick_pockets=10).set_cash(1, 12)
    game.use("pick_pockets-1").play(2)
    assert game.cash(1) == 0 and game.cash(0) == 87 and not game.state.players[1].in_poor_house


def test_a_failed_pick_pockets_sends_her_to_jail(dungeon):
    game = rogue_and_fighter(dungeon, level=3, pick_pockets=10)
    ep = game.ep(0)
    game.use("pick_pockets-1").play(11)
    assert game.state.players[0].in_jail and game.cash(0) == 75 and game.cash(1) == 75 and game.ep(0) == ep
    assert "Ann goes to Jail for picking Ben's pockets." in game.log()
    assert game.pending.actor == 1                         # the jailing ended her turn


def test_no_pockets_picked_in_a_cell_or_of_the_hidden(dungeon):
    game = rogue_and_fighter(dungeon, pick_pockets=10)
    game.sheet(1)["hidden"] = True
    assert "pick_pockets-1" not in game.offered()
    game.sheet(1)["hidden"] = False
    game.put(0, "shelter").jail(1)                         # Ben in his cell on her corner (D-4)
    assert "pick_pockets-1" not in game.offered()


def test_a_skill_without_ranks_is_not_offered(dungeon):
    game = rogue_and_fighter(dungeon, open_locks=15, rob_bank=15)
    assert not any(option.startswith(("pick_pockets", "sneak", "steal")) for option in game.offered())


# -- Rob Bank -------------------------------------------------------------------------------------
def test_rob_bank_is_a_standing_order_she_gives_before_throwing(dungeon):
    game = rogue_and_fighter(dungeon, level=2, rob_bank=15)
    assert game.words("rob_bank-on") == ("Rob Bank whenever you reach Mother Earth: a d20 of 15 or less (75%) "
                                         "adds $50 to the wages passing, $100 landing; otherwise you lose the wages "
                                         "and go to Jail")
    game.use("rob_bank-on")
    assert "rob_bank-off" in game.offered() and "rob_bank-on" not in game.offered()
    assert "Ann will rob the bank at Mother Earth." in game.lines()


def test_rob_bank_passing_mother_earth_adds_twenty_five_dollars_a_level(dungeon):
    game = rogue_and_fighter(dungeon, level=2, rob_bank=15).put(0, "luxury").put(1, "wall-street")
    game.use("rob_bank-on")
    ep = game.ep(0)
    game.play("roll", (2, 4))                              # past Mother Earth to her own railroad
    assert game.pending.kind == "house.dungeonopoly.d20"
    assert game.cash(0) == 75                              # the wages wait on the die
    game.play(15)
    assert game.cash(0) == 75 + 100 + 50
    assert "Ann robs the bank (15): $100 wages and $50 more." in game.lines()
    assert game.ep(0) == ep + 2                            # the wages (D-19) and the skill
    assert game.at(0) == "royal-rusher-rr"


def test_rob_bank_landing_on_mother_earth_adds_fifty_dollars_a_level_to_the_doubled_wages(dungeon):
    game = rogue_and_fighter(dungeon, level=2, rob_bank=15).put(0, "chance-2").put(1, "wall-street")
    game.use("rob_bank-on").play("roll", (1, 2), 1)
    assert game.cash(0) == 75 + 200 + 100


def test_a_failed_rob_bank_forfeits_the_wages_and_sends_her_to_jail(dungeon):
    game = rogue_and_fighter(dungeon, level=2, rob_bank=15).put(0, "luxury").put(1, "wall-street")
    ep = game.ep(0)
    game.use("rob_bank-on").play("roll", (2, 4), 16)
    assert game.cash(0) == 75 and game.ep(0) == ep         # no wages, so no EP for them (D-19)
    assert game.state.players[0].in_jail and game.at(0) == "shelter"
    assert "Ann is caught robbing the bank (16): the $100 wages are lost." in game.lines()
    assert game.pending.actor == 1


def test_without_the_order_she_draws_her_wages_as_usual(dungeon):
    game = rogue_and_fighter(dungeon, level=2, rob_bank=15).put(0, "luxury").put(1, "wall-street")
    game.play("roll", (2, 4))
    assert game.cash(0) == 175 and game.pending.actor == 1


# -- Sneak ----------------------------------------------------------------------------------------
def test_sneak_moves_one_die_unseen_past_the_rent_and_hides_her(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10).put(0, "rubeville").put(1, "wall-street").build("boomtown", 2)
    assert game.words("sneak") == ("Sneak: a d20 of 10 or less (50%) and you move by one die unseen, passing and "
                                   "landing on nothing (no rent, no wages), hidden until your next turn; otherwise "
                                   "you throw as usual")
    ep = game.ep(0)
    game.use("sneak").play(10)
    assert "Ann sneaks (10): one die, unseen." in game.lines()
    assert game.sheet(0)["hidden"] and game.sheet(0)["turn"]["sneaking"]     # before her throw: the wizard reads it
    game.play("roll")
    assert game.pending.options == ((1,), (2,), (3,), (4,), (5,), (6,))
    game.play((2,))                                        # onto Ben's Boomtown, two houses: $26 not owed
    assert game.at(0) == "boomtown" and game.cash(0) == 75 and game.cash(1) == 75
    assert game.ep(0) == ep + 1
    assert game.sheet(0)["hidden"]


def test_a_failed_sneak_throws_and_moves_as_usual_and_earns_nothing(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10).put(0, "rubeville").put(1, "wall-street")
    ep = game.ep(0)
    game.use("sneak").play(11)
    assert "Ann fails to sneak (11): she throws as usual." in game.lines()
    assert "sneak" not in game.offered() and not game.sheet(0)["hidden"]
    game.play("roll", (1, 4))                              # two dice, to her own Beggarman's Court
    assert game.at(0) == "beggarmans-court" and game.ep(0) == ep


def test_sneaking_past_mother_earth_draws_no_wages(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10, rob_bank=15).put(0, "wall-street").put(1, "the-farm")
    game.sheet(0)["class_data"]["rob_bank"] = True
    game.use("sneak").play(1, "roll", (3,))
    assert game.at(0) == "wayback" and game.cash(0) == 75
    assert game.state.owner.get("wayback") is None         # not landed on: no sale either


def test_a_slowed_rogue_sneaks_half_a_die_and_the_slow_is_spent(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10).put(0, "rubeville").put(1, "wall-street").enchant(0, "slow", by=1)
    game.use("sneak").play(4)
    assert game.pending.kind == "house.dungeonopoly.d6" and game.pending.options == (1, 2, 3, 4, 5, 6)
    game.play(5)                                           # 3 squares for a 5
    assert game.at(0) == "goat-alley" and game.sheet(0)["enchantments"] == []
    assert "Ann creeps 3 squares (5 on the die)." in game.lines()
    assert not any(e.name == "dice" for e in game.events)  # no throw of the game's own


def test_a_hidden_rogue_cannot_be_attacked(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10).put(0, "rubeville").put(1, "boomtown")
    game.use("sneak").play(1, "roll", (2,))                # onto Ben's square, unseen
    game.play("house:pass")
    assert game.pending.actor == 1 and "attack-0" not in game.offered()


def test_backstab_damages_each_opponent_she_crept_past_for_an_extra_ep(dungeon):
    game = rogue_and_fighter(dungeon, level=3, sneak=10).put(0, "rubeville").put(1, "shelter")
    game.use("sneak").play(1, "roll", (2,))                # past Ben on Shelter to Boomtown
    assert game.pending.kind == "house.after_move"
    assert game.words("backstab-1") == "Backstab Ben, whom you crept past: $30 damage (each opponent passed, once)"
    ep = game.ep(0)
    game.use("backstab-1")
    assert game.cash(1) == 45 and game.ep(0) == ep + 1     # D-11
    assert "Ann's Backstab hits Ben: $30 damage." in game.lines()
    assert "backstab-1" not in game.offered()


def test_backstab_reaches_only_those_passed_not_where_she_stops(dungeon):
    game = rogue_and_fighter(dungeon, level=3, sneak=10).put(0, "rubeville").put(1, "boomtown")
    game.use("sneak").play(1, "roll", (2,))
    assert "backstab-1" not in game.offered() and "pick_pockets-1" not in game.offered()


def test_she_picks_the_pockets_of_those_she_crept_past(dungeon):
    game = rogue_and_fighter(dungeon, level=3, sneak=10, pick_pockets=10).put(0, "rubeville").put(1, "shelter")
    game.use("sneak").play(1, "roll", (2,))
    assert "pick_pockets-1" in game.offered()
    game.use("backstab-1").use("pick_pockets-1").play(3)   # the safe EP first, then his pockets
    assert game.cash(1) == 75 - 30 - 30 and game.cash(0) == 105


def test_come_out_of_sneak_lands_her_where_she_stands_with_all_it_brings(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10).put(0, "rubeville").put(1, "wall-street").build("boomtown", 2)
    game.use("sneak").play(1, "roll", (2,))
    assert game.words("come_out_of_sneak") == ("Come out of sneak: land on Boomtown after all, with all it brings "
                                               "(rent, buying, the pot ...), and be seen again")
    ep = game.ep(0)
    game.use("come_out_of_sneak")
    assert game.cash(0) == 75 - 26 and game.cash(1) == 75 + 26
    assert not game.sheet(0)["hidden"] and game.at(0) == "boomtown"
    assert game.ep(0) == ep + 1                            # the rent paid (D-14); coming out earns none (D-12)
    assert "Ann comes out of sneak on Boomtown." in game.lines()
    assert "moves unseen" not in game.log().split("comes out of sneak")[1]   # she lands; she does not go round
    assert game.offered() == []                            # nothing more to offer: the point only says Done
    assert game.play("house:pass").pending.actor == 1


def test_come_out_of_sneak_on_central_park_takes_the_pot(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10).put(0, "market-place").put(1, "wall-street")
    game.state.accounts["pot:dungeonopoly"] += 40
    game.state.accounts["misc"] -= 40
    game.use("sneak").play(1, "roll", (2,))
    assert game.cash(0) == 75
    game.use("come_out_of_sneak")
    assert game.cash(0) == 115 and game.pot == 0


# -- Steal ----------------------------------------------------------------------------------------
def test_steal_makes_the_owner_pay_five_percent_of_the_rent_a_level(dungeon):
    game = rogue_and_fighter(dungeon, level=4, sneak=10, steal=10).put(0, "rubeville").put(1, "wall-street")
    game.build("boomtown", 2).use("sneak").play(1, "roll", (2,))      # onto Boomtown unseen: rent $26
    assert game.words("steal") == ("Steal from Ben's Boomtown: a d20 of 10 or less (50%) makes Ben pay you $5; "
                                   "otherwise you pay the $26 rent and go to Jail")
    ep = game.ep(0)
    game.use("steal").play(10)
    assert game.cash(1) == 75 - 5 and game.cash(0) == 75 + 5 and game.ep(0) == ep + 1   # 20% of $26, down
    assert "Ann loots Boomtown (10): Ben pays her $5." in game.lines()
    assert "steal" not in game.offered()


def test_a_failed_steal_pays_the_rent_not_yet_paid_and_goes_to_jail(dungeon):
    game = rogue_and_fighter(dungeon, level=4, sneak=10, steal=10).put(0, "rubeville").put(1, "wall-street")
    game.build("boomtown", 2).use("sneak").play(1, "roll", (2,))
    game.use("steal").play(11)
    assert game.cash(0) == 75 - 26 and game.cash(1) == 75 + 26
    assert game.state.players[0].in_jail and game.pending.actor == 1
    assert "Ann is caught looting Boomtown (11): $26 rent, and to Jail." in game.lines()


def test_a_failed_steal_after_paying_the_rent_on_landing_only_goes_to_jail(dungeon):
    game = rogue_and_fighter(dungeon, level=4, steal=10).put(0, "rubeville").put(1, "wall-street")
    game.build("boomtown", 2).play("roll", (1, 1))         # lands on Boomtown and pays $26
    assert game.cash(0) == 49
    assert game.words("steal").endswith("otherwise you go to Jail (the rent is paid)")
    game.use("steal").play(12)
    assert game.cash(0) == 49 and game.state.players[0].in_jail


def test_steal_needs_a_house_on_an_opponents_lot(dungeon):
    game = rogue_and_fighter(dungeon, level=4, steal=10).put(0, "boomtown").put(1, "wall-street")
    assert "steal" not in game.offered()                   # no house
    game.put(0, "beggarmans-court").build("beggarmans-court", 1)
    assert "steal" not in game.offered()                   # her own
    game.put(0, "boomtown").build("boomtown", 1)
    assert "steal" in game.offered()                       # before throwing, standing there


def test_every_skill_of_the_rogue_has_a_scenario_here():
    tested = {name for name in globals() if name.startswith("test_")}
    for ability in ROGUE.abilities:
        words = ability.name.lower().replace(" ", "_")
        assert any(words in name for name in tested), ability.id
    assert rogue.CLASS_ID == "rogue"


@pytest.mark.parametrize("jail", ["classic", "oubliette"])
def test_random_games_of_four_rogues_keep_the_money_and_never_switch_dungeonopoly_off(dungeon_engine, jail):
    import random

    from landlord.engine.ledger import total_money
    state = dungeon_engine.new_game(["A", "B", "C", "D"], seed=5, start="beginners", jail=jail,
                                    house_rules=["dungeonopoly"],
                                    house_settings={"dungeonopoly": {"classes": ["rogue"] * 4, "ep_per_level": 3}})
    money, rng, used = total_money(state), random.Random(5), set()
    while (decision := dungeon_engine.pending(state)) is not None:
        options = [o for o in decision.options if o != "propose_single_tax"] or list(decision.options)
        choice = dungeon_engine.sample_chance(state, decision) if decision.is_chance else rng.choice(options)
        if isinstance(choice, str) and choice.startswith("house:dungeonopoly:"):
            used.add(choice.split(":")[2].partition("-")[0])
        dungeon_engine.apply(state, choice)
        assert total_money(state) == money and min(state.accounts.values()) >= 0
        assert not state.plugin_data["house"]["disabled"], state.plugin_data["house"]["disabled"]
    assert {"skills", "rob_bank", "sneak", "pick_pockets"} <= used
