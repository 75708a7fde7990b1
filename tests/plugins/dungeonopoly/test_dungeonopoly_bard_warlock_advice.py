"""Computer players and the two additional classes built so far: the house rule's advice, from
each class's own tactics paragraph (Dungeonopoly by Curtis & Kelsey Rueden, Bard tactics and
Warlock tactics)."""
from __future__ import annotations

MINE = "house:dungeonopoly:"


def test_a_computer_bard_learns_a_melody_first_and_takes_dirge_of_doom(dungeon):
    # "Dirge of Doom to maximize rental returns"
    game = dungeon(classes=["bard", "fighter"]).level(0, 2)
    assert game.advice() == MINE + "bardic_music-learn"
    game.use("bardic_music-learn")
    assert game.advice() == "dirge_of_doom"


def test_she_fascinates_opponents_onto_her_own_property(dungeon):
    # "Use Fascinate to pull in opponents"
    game = dungeon(classes=["bard", "fighter"]).level(0, 1).put(0, "beggarmans-court").put(1, "shooting-star-rr")
    assert game.advice() == MINE + "fascinate"


def test_she_does_not_pull_them_onto_a_rivals_property(dungeon):
    game = dungeon(classes=["bard", "fighter"]).level(0, 1).put(0, "boomtown").put(1, "goat-alley")
    assert "fascinate" in game.offered() and game.advice() != MINE + "fascinate"


def test_on_her_own_rent_she_plays_inspire_courage_not_a_dirge(dungeon):
    game = dungeon(classes=["bard", "fighter"]).level(0, 4).put(0, "the-farm")
    game.sheet(0)["class_data"]["picks"] = {"bardic_music": ["dirge_of_doom", "inspire_courage"]}
    game.play("roll", (1, 3))
    assert game.advice() == MINE + "bardic_music-inspire_courage"


def test_jack_of_all_trades_takes_combat_reflexes_first(dungeon):
    # "Song of Freedom combos well with Combat Reflexes"
    game = dungeon(classes=["bard", "fighter"]).level(0, 10)
    game.sheet(0)["class_data"]["picks"] = {"bardic_music": ["dirge_of_doom", "inspire_courage", "cutting_words",
                                                             "song_of_freedom"]}
    game.use("jack_of_all_trades-learn")
    assert game.advice() == "fighter.combat_reflexes"


def test_a_computer_warlock_takes_the_infernal_pact_and_agonizing_blast(dungeon):
    # "For maximum brutality, select the Fiendish pact and choose Agonizing Blast early."
    game = dungeon(classes=["warlock", "fighter"]).level(0, 4)
    assert game.advice() == MINE + "pact-learn"
    game.use("pact-learn")
    assert game.advice() == "infernal"
    game.play("infernal")
    assert game.advice() == MINE + "eldritch_blast-learn"
    game.use("eldritch_blast-learn")
    assert game.advice() == "agonizing_blast"


def test_she_hexes_an_opponent_then_blasts_him(dungeon):
    # "Keep all opponents cursed whenever possible, so that you can blast them for EP."
    game = dungeon(classes=["warlock", "fighter"]).level(0, 2)
    game.sheet(0)["class_data"]["picks"] = {"pact": ["infernal"]}
    assert game.advice() == MINE + "hex-1"
    game.use("hex-1")
    assert game.advice() == MINE + "eldritch_blast-1"


def test_a_repelling_blast_pushes_onto_her_own_rent(dungeon):
    # "Use Repelling Blast to force opponents to pay rent on your properties."
    game = dungeon(classes=["warlock", "fighter"]).level(0, 4).put(0, "goat-alley").put(1, "soakum-lighting")
    game.sheet(0)["class_data"]["picks"] = {"pact": ["infernal"], "eldritch_blast": ["repelling_blast"]}
    game.enchant(1, "hex", 0).set_cash(1, 200).use("eldritch_blast-1")
    assert game.advice() == 1                              # one square on: her Beggarman's Court


def test_before_she_throws_she_sets_dirge_of_doom_to_play_on_others_rents(dungeon):
    game = dungeon(classes=["bard", "fighter"]).level(0, 2).put(1, "wall-street")
    game.sheet(0)["class_data"]["picks"] = {"bardic_music": ["dirge_of_doom"]}
    assert game.advice() == MINE + "bardic_music-dirge_of_doom"
    game.use("bardic_music-dirge_of_doom")
    assert game.advice() is None                           # set once; the turn goes on
