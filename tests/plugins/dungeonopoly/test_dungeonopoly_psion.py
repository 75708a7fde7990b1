"""The Psion's powers (Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Psion), each played
through the engine with scripted dice and d20s.

Ann plays first. She is the psion, unless a scenario needs one to answer another's spell, when Ben
is. Both hold the beginners' hands (Ann: Beggarman's Court, The Bowery, Wall Street and two
railroads; Ben: Boomtown, Fairhope Avenue, Grand Boulevard, a railroad and a franchise) and $75.
The text's dollars are halved to 1906 money (D-18).
"""
from __future__ import annotations


def psion_and(dungeon, other: str = "fighter", level: int = 1):
    return dungeon(classes=["psion", other]).level(0, level)


def points(game, seat: int = 0) -> int:
    return game.sheet(seat)["level"] - game.sheet(seat)["class_data"].get("pp_spent", 0)


def to_bens_turn(game):
    """Ann lets her turn run out: no ability, no bid, no purchase."""
    return game.to_turn_of(1)


# -- power points and Mind Thrust (level 1) ------------------------------------------------------------------
def test_mind_thrust_hurts_by_the_table_and_spends_power_points(dungeon):
    # "A psion has a number of PP equal to her level" and Mind Thrust's table: 3 PP, $60 ($30 in 1906)
    game = psion_and(dungeon, level=3)
    ep = game.ep(0)
    game.use("mind_thrust-1")
    assert game.pending.kind == "house.dungeonopoly.power_points" and game.pending.options == (1, 2, 3)
    game.play(3)
    assert game.cash(1) == 75 - 30 and points(game) == 0 and game.ep(0) == ep + 1


def test_one_power_a_turn(dungeon):
    # "only one power can be manifested per turn, even if doubles are rolled"
    game = psion_and(dungeon, level=3).use("mind_thrust-1").play(1)
    assert not game.offered()


def test_reach_beyond_her_range_costs_a_point_a_square(dungeon):
    # "for each additional PP spent in this manner, that manifestation affects targets one square further"
    game = psion_and(dungeon, level=2).put(1, "fuel")              # 2 squares: her range is 1
    game.use("mind_thrust-1")
    assert game.pending.options == (1,)                              # one for the distance, one for the blow
    game.play(1)
    assert game.cash(1) == 70 and points(game) == 0


def test_mother_earth_refills_her_points(dungeon):
    # "Passing GO refills the psion's available PP"
    game = psion_and(dungeon, level=3).put(0, "wall-street").put(1, "wall-street")
    game.use("mind_thrust-1").play(3)
    game.play("roll", (1, 2))                                        # past Mother Earth
    assert points(game) == 3


# -- level 2: Empty Mind -----------------------------------------------------------------------------------------
def test_empty_mind_takes_the_table_off_a_rent(dungeon):
    # "In response to owing money, the amount owed is reduced according to the table given above"
    game = psion_and(dungeon, level=2).put(0, "speculation").put(1, "wall-street")
    game.play("roll", (1, 2))                                        # Boomtown, Ben's: $6
    assert game.pending.kind == "house.rent_owed" and "empty_mind" in game.offered()
    game.use("empty_mind").play(1)                                   # $10 in the text, $5 in 1906
    assert game.cash(0) == 74 and game.cash(1) == 76


# -- level 3: Ego Whip ----------------------------------------------------------------------------------------------
def test_ego_whip_forfeits_the_next_move(dungeon):
    # "the next time she rolls for movement, the movement is forfeit. She moves no squares, and counts as
    # landing on her current square again"
    game = psion_and(dungeon, level=3).put(1, "wayback")
    game.use("ego_whip-1")
    assert points(game) == 1
    to_bens_turn(game.play("roll", (3, 4)))
    game.play("roll", (2, 3))
    assert game.at(1) == "wayback"
    assert "Ben is dazed: her throw moves her nowhere." in game.lines()


# -- level 4: Modify Memory ---------------------------------------------------------------------------------------
def test_modify_memory_takes_her_cheapest_card_until_she_remembers(dungeon):
    # "Control of the opponent's least expensive property ... transfers to the psion. Each time someone owes
    # rent on the property, the original owner rolls a d20: if she rolls her level or less, she remembers"
    game = psion_and(dungeon, level=4).put(0, "the-farm").put(1, "rubeville")
    assert game.words("modify_memory-1").startswith("Modify Memory on Ben: Boomtown is yours")
    game.use("modify_memory-1")
    assert game.state.owner["boomtown"] == 0
    to_bens_turn(game.play("roll", (1, 6)))                          # Ann to Goat Alley ... then Ben's turn
    game.play("roll", (1, 1))                                        # Ben onto Boomtown: rent to Ann
    while game.pending.kind != "house.dungeonopoly.d20":
        game.play(game.pending.options[0])
    game.play(1)                                                     # he remembers
    assert game.state.owner["boomtown"] == 1
    assert "Ben remembers (1): Boomtown and its rent are hers again." in game.lines()


# -- level 5: Thought Leech -----------------------------------------------------------------------------------------
def test_thought_leech_takes_an_enchantment_for_three_points(dungeon):
    # "For every 3 PP spent, an enchantment currently affecting the target opponent transfers to the psion"
    game = psion_and(dungeon, level=5).enchant(1, "mage_armor", by=1)
    game.use("thought_leech-1_1")
    assert [e["id"] for e in game.sheet(0)["enchantments"]] == ["mage_armor"] and not game.sheet(1)["enchantments"]
    assert points(game) == 2


# -- level 6: Id Insinuation ----------------------------------------------------------------------------------------------
def test_id_insinuation_sends_the_next_move_backward(dungeon):
    # "the next time she rolls for movement, she moves backwards around the board instead of forwards"
    game = psion_and(dungeon, level=6).put(0, "goat-alley").put(1, "beggarmans-court")
    game.use("id_insinuation-1")
    to_bens_turn(game.play("roll", (3, 4)))
    game.play("roll", (2, 3))
    assert game.at(1) == "rubeville"


# -- level 8: Psionic Blast ---------------------------------------------------------------------------------------------------
def test_psionic_blast_pushes_opponents_just_outside_her_range(dungeon):
    # "All opponents are pushed to the square just outside of the affected range"
    game = psion_and(dungeon, level=8).put(1, "fuel")                # 2 squares ahead; her range is 4
    game.use("psionic_blast-0")
    assert game.at(1) == "royal-rusher-rr" and points(game) == 4


# -- level 9: Intellect Fortress --------------------------------------------------------------------------------------------
def test_intellect_fortress_makes_a_spell_on_someone_in_range_do_nothing(dungeon):
    # "the psion may use it in response to any character within range being affected by any ability"
    game = dungeon(classes=["wizard", "psion"]).level(0, 4).level(1, 9)
    game.use("slow-1")
    assert game.pending.kind == "house.dungeonopoly.fortress" and game.pending.actor == 1
    game.play("fortress")
    assert not game.sheet(1)["enchantments"] and points(game, 1) == 4


# -- level 10: Psychic Crush --------------------------------------------------------------------------------------------------
def test_psychic_crush_returns_an_opponent_to_mother_earth_without_wages(dungeon):
    # "The opponent is returned to GO. The opponent does not collect $200"
    game = psion_and(dungeon, level=10).put(1, "fifth-avenue")
    game.use("psychic_crush-1")
    assert game.at(1) == "mother-earth" and game.cash(1) == 75


def test_intellect_fortress_is_not_raised_against_a_spell_aimed_at_a_square(dungeon):
    # "in response to any character within range being affected" (D-116): a Glitterdust is aimed at
    # a square (its aim a space's number, 16, not a player's), so no Fortress is asked and the rule
    # does not fail looking for player 16
    game = dungeon(classes=["bard", "psion"]).level(0, 5).level(1, 9)
    game.put(0, "beggarmans-court").put(1, "rickety-row")
    game.use("glitterdust-16")
    assert game.pending is None or game.pending.kind != "house.dungeonopoly.fortress"
    assert [e["id"] for e in game.sheet(1)["enchantments"]] == ["glitterdust"], "the dust fell on her square"
    assert not game.state.plugin_data.get("house", {}).get("disabled"), "Dungeonopoly is still on"
