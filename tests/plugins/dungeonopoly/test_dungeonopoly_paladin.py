"""The Paladin's abilities (Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Paladin), each
played through the engine with scripted dice.

Ann plays first. She is the paladin, unless a scenario needs someone to strike or pass a paladin,
when Ben is. Both hold the beginners' hands (Ann: Beggarman's Court, The Bowery, Wall Street and two
railroads; Ben: Boomtown, Fairhope Avenue, Grand Boulevard, a railroad and a franchise) and $75.
Damage is $10 a level of the attacker (D-18).
"""
from __future__ import annotations


def paladin_and(dungeon, other: str = "fighter", level: int = 1):
    return dungeon(classes=["paladin", other]).level(0, level)


def against_paladin(dungeon, attacker: str = "fighter", level: int = 1, paladin_level: int = 1):
    return dungeon(classes=[attacker, "paladin"]).level(0, level).level(1, paladin_level)


# -- level 1: Counter ------------------------------------------------------------------------------------
def test_counter_strikes_back_at_an_opponent_within_reach(dungeon):
    # "When the paladin takes damage from an opponent within reach, the paladin may choose to counter"
    game = against_paladin(dungeon, level=2, paladin_level=3)
    game.use("attack-1")
    assert game.pending.kind == "house.dungeonopoly.strike_back" and game.pending.actor == 1
    ep = game.ep(1)
    game.play("counter")
    assert game.cash(0) == 75 - 30 and game.cash(1) == 75 - 20
    assert game.ep(1) == ep + 1


def test_a_paladin_may_let_a_blow_pass(dungeon):
    game = against_paladin(dungeon).use("attack-1").play("let it pass")
    assert game.cash(0) == 75


def test_no_counter_to_a_blow_from_beyond_her_reach(dungeon):
    game = against_paladin(dungeon, attacker="wizard", level=5).put(1, "lonely-lane")    # 3 squares off
    game.use("magic_missile-1")
    assert game.pending.kind != "house.dungeonopoly.strike_back" and game.cash(1) == 25


def test_holy_sword_reaches_two_squares(dungeon):
    # "At level 10 ... The paladin's reach increases to two squares away"
    game = against_paladin(dungeon, attacker="wizard", level=3, paladin_level=10).put(1, "fuel")
    game.use("magic_missile-1")
    assert game.pending.kind == "house.dungeonopoly.strike_back"


# -- level 2: Challenge ------------------------------------------------------------------------------------
def test_challenge_auctions_a_card_of_each_between_the_two(dungeon):
    # "The two properties are then immediately auctioned as a pair ... The winner of the auction pays
    # the loser (not the bank). Winning the auction counts as purchasing property"
    game = paladin_and(dungeon, level=2).put(1, "wayback")
    assert "challenge-1" in game.offered()
    mine, theirs = game.words("challenge-1").split("you stake ")[1].split("; the pair")[0].split(", she stakes ")
    ep = game.ep(0)
    game.use("challenge-1")
    assert game.pending.actor == 0 and game.pending.kind == "house.dungeonopoly.bid"
    game.play(50)
    assert game.pending.actor == 1
    game.play(30)                                          # Ann wins, at Ben's 30 and $5 more
    assert game.cash(0) == 75 - 35 and game.cash(1) == 75 + 35
    owned = [s.name for s in game.engine.rules.spaces if game.state.owner.get(s.id) == 0]
    assert mine in owned and theirs in owned
    assert game.ep(0) == ep + 2                            # the purchase and the Challenge
    assert "challenge-1" not in game.offered()             # single use


# -- level 3: Celestial Mount ---------------------------------------------------------------------------------
def test_mounting_earns_ep_and_the_mount_trots_on_two_eight_sided_dice(dungeon):
    # "Once per turn, the paladin may summon + mount ...; these actions earn EP ... the first move is at a
    # trot and rolls 2d8"
    game = paladin_and(dungeon, level=3).put(1, "wall-street")
    ep = game.ep(0)
    game.use("celestial_mount-mount")
    assert game.ep(0) == ep + 1 and "celestial_mount-dismount" not in game.offered()    # once a turn
    game.use("ride")
    assert game.pending.options[-1] == (8, 8)
    game.play((8, 7))
    assert game.at(0) == "shooting-star-rr"


def test_the_mount_canters_then_gallops(dungeon):
    # "the second move is at a canter and rolls 2d10; and third and later moves are at a gallop"
    game = paladin_and(dungeon, level=3)
    game.sheet(0)["class_data"].update(mounted=True, rides=1)
    assert "canter" in game.words("ride")
    game.sheet(0)["class_data"]["rides"] = 5
    assert "two 12-sided dice" in game.words("ride")


# -- level 4: Fighting Stance ----------------------------------------------------------------------------------
def test_a_stance_ends_her_turn_and_the_thicket_strikes_whoever_passes(dungeon):
    # "An opponent who passes through ... any square within the paladin's reach provokes an attack of
    # opportunity which damages the opponent"
    game = paladin_and(dungeon, level=4).put(0, "speculation").put(1, "wall-street")
    game.play("roll", (1, 2))                              # Boomtown, Ben's
    game.play("pay") if game.pending.kind == "house.rent_owed" else None
    assert "fighting_stance-thicket_of_blades" in game.offered()
    game.use("fighting_stance-thicket_of_blades")
    assert game.pending.actor == 1                         # her turn is over
    cash = game.cash(1)
    game.put(1, "rubeville").play("roll", (1, 3))          # Ben passes Shelter, Boomtown, Goat Alley
    assert game.cash(1) == cash - 40


def test_the_bulwark_makes_each_square_in_reach_dearer_to_cross(dungeon):
    # "each square within the paladin's reach costs an extra square of movement for opponents to pass
    # through"
    game = dungeon(classes=["fighter", "paladin"]).level(1, 4).put(0, "the-farm").put(1, "boomtown")
    game.sheet(1)["class_data"].update(stance="bulwark_of_defense", stances=["bulwark_of_defense"])
    game.play("roll", (3, 4))              # 1 Speculation, 2 Rubeville, 3/4 Shelter, 5/6 Boomtown, 7 Goat Alley
    assert game.at(0) == "goat-alley"


def test_nothing_moves_a_paladin_in_the_bulwark(dungeon):
    # "While in defensive stance, the paladin cannot be moved by any ability (e.g., Telekinesis ...)"
    game = dungeon(classes=["wizard", "paladin"]).level(0, 9).level(1, 4)
    game.sheet(1)["class_data"].update(stance="bulwark_of_defense", stances=["bulwark_of_defense"])
    assert "telekinesis-0" in game.offered() and "telekinesis-1" not in game.offered()


# -- level 5: Knight's Move --------------------------------------------------------------------------------------
def test_knights_move_sets_an_opponent_three_squares_off_and_lands_him(dungeon):
    # "the paladin maneuvers a character—either herself or an opponent within line of sight—three squares
    # either forward or backward. This movement does not count as passing over ... but does count as landing"
    game = paladin_and(dungeon, level=5).put(0, "shelter").put(1, "beggarmans-court")   # a corner sees both edges
    ep = game.ep(0)
    game.use("knights_move-1_back")
    assert game.at(1) == "boomtown" and game.ep(0) == ep + 1
    assert not [o for o in game.offered() if o.startswith("knights_move")]    # single use


def test_knights_move_on_herself(dungeon):
    game = paladin_and(dungeon, level=5).put(1, "wall-street")
    game.use("knights_move-0_fwd")
    assert game.at(0) == "lonely-lane"


# -- level 6: Divine Grace -----------------------------------------------------------------------------------------
def test_divine_grace_on_a_double_lets_her_pay_no_rent(dungeon):
    # "When the paladin rolls doubles ... she is invulnerable, ignoring all damage, fees and rental payments"
    game = paladin_and(dungeon, level=6).put(0, "the-farm").put(1, "wall-street")
    game.play("roll", (2, 2))                              # Boomtown, Ben's
    assert game.cash(0) == 75 and game.cash(1) == 75
    assert "Divine Grace: Ann pays nothing." in game.lines()


# -- level 7: Holy Aura ---------------------------------------------------------------------------------------------
def test_holy_aura_burns_an_opponent_who_starts_his_turn_beside_her(dungeon):
    # "Any time an opponent, even a hidden one, starts her turn within the paladin's reach, that opponent
    # takes damage"
    game = paladin_and(dungeon, level=7).put(1, "the-pike")
    game.sheet(1)["hidden"] = True
    game.play("roll", (2, 3))                              # to her own railroad, beside Ben
    while game.pending.actor == 0:
        game.play("house:pass")
    assert game.cash(1) == 75 - 70


# -- level 9: Heart of the Titan ----------------------------------------------------------------------------------------
def test_the_heart_of_the_titan_takes_the_blow_first(dungeon):
    # "This money forms a “buffer” against damage which is spent before the paladin's own funds"
    game = against_paladin(dungeon, level=10, paladin_level=9).use("attack-1").play("let it pass")
    assert game.cash(1) == 75
    assert "Ben's Heart of the Titan takes $100 of the blow ($150 left)." in game.lines()
