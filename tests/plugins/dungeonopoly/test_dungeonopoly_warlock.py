"""The Warlock's abilities (Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Warlock), each
played through the engine with scripted dice and answers.

Ann is the warlock and plays first; Ben is a fighter unless a scenario needs another class. Both
hold the beginners' hands (Ann: Beggarman's Court, The Bowery, Wall Street, the Royal Rusher and
Gee Whiz railroads; Ben: Boomtown, Fairhope Avenue, Grand Boulevard, a railroad and a franchise)
and $75. Damage is $10 a level of the attacker (D-32); Crown of Madness's $200 is $100 (D-18).
"""
from __future__ import annotations

from landlord.engine.context import Ctx
from landlord.engine.house_view import slot_copy, table_view
from landlord_plugins.dungeonopoly import warlock as warlock_module
from landlord_plugins.dungeonopoly.play import Play
from landlord_plugins.dungeonopoly.rule import HOST_EFFECTS


def play_of(game, seat: int = 0) -> Play:
    """The house rule's view of the game as it stands, to read the players' panel."""
    return Play(table_view(Ctx(game.engine, game.state), seat, "dungeonopoly"),
                slot_copy(game.state, "dungeonopoly"), HOST_EFFECTS)


def warlock(dungeon, level: int = 1, pact: str = "", enhancements: tuple[str, ...] = (),
            classes=("warlock", "fighter")):
    game = dungeon(classes=list(classes)).level(0, level)
    picks = {"pact": [pact]} if pact else {}
    if enhancements:
        picks["eldritch_blast"] = list(enhancements)
    game.sheet(0)["class_data"]["picks"] = picks
    return game


# -- the pact -------------------------------------------------------------------------------------------
def test_she_chooses_her_pact_once_before_her_first_throw(dungeon):
    # "Every warlock chooses a pact: Infernal, Fey or Dark."
    game = warlock(dungeon)
    assert "pact-learn" in game.offered()
    game.use("pact-learn")
    assert game.pending.options == ("infernal", "fey", "dark")
    game.play("fey")
    assert "pact-learn" not in game.offered()
    assert "Pact: Fey" in warlock_module.describe(play_of(game), 0)


# -- level 1: Hex ---------------------------------------------------------------------------------------
def test_a_hexed_opponents_next_wages_go_to_the_pot(dungeon):
    # "The next time that opponent collects money from any source, the money is instead deposited
    # into the central pot. Once money has been redirected in this way, the character is no longer
    # considered cursed."
    game = warlock(dungeon, pact="infernal").put(1, "luxury")          # one square behind Ann
    ep = game.ep(0)
    game.use("hex-1")
    assert game.ep(0) == ep + 1
    assert [e["id"] for e in game.sheet(1)["enchantments"]] == ["hex"]
    game.play("roll", (2, 3))                              # Ann to her own Royal Rusher
    pot = game.pot
    game.play("roll", (2, 4))                              # Ben past Mother Earth to Ann's railroad
    assert game.pot == pot + 100                           # his wages
    assert game.cash(1) == 75 - 10                         # and he pays Ann's fare as usual
    assert game.sheet(1)["enchantments"] == []


def test_a_hexed_landlords_rent_goes_to_the_pot(dungeon):
    game = warlock(dungeon, pact="infernal").put(0, "the-farm").enchant(1, "hex", 0)
    pot = game.pot
    game.play("roll", (1, 3))                              # Ann owes Ben $6 on Boomtown
    assert game.cash(0) == 75 - 6 and game.cash(1) == 75 and game.pot == pot + 6


# -- level 2: Eldritch Blast, and its enhancements at 4, 6 and 8 ------------------------------------------
def test_eldritch_blast_damages_a_hexed_opponent_in_range(dungeon):
    # "the warlock can shoot a blast of force at a cursed opponent within limited range. The opponent
    # takes damage."
    game = warlock(dungeon, level=2, pact="infernal")
    assert "eldritch_blast-1" not in game.offered()        # Ben is not hexed
    game.enchant(1, "hex", 0)
    assert game.words("eldritch_blast-1").startswith("Eldritch Blast at Ben, hexed: $20 damage")
    game.use("eldritch_blast-1")
    assert game.cash(1) == 75 - 20


def test_she_chooses_an_enhancement_at_level_four(dungeon):
    game = warlock(dungeon, level=4, pact="infernal")
    game.use("eldritch_blast-learn")
    assert game.pending.options == ("agonizing_blast", "eldritch_spear", "repelling_blast", "vampiric_blast")
    game.play("agonizing_blast")
    assert "eldritch_blast-learn" not in game.offered()


def test_agonizing_blast_does_half_as_much_damage_again(dungeon):
    # "The blast does 50% more damage—i.e., $30 per level instead of the normal $20."
    game = warlock(dungeon, level=4, pact="infernal", enhancements=("agonizing_blast",)).enchant(1, "hex", 0)
    game.set_cash(1, 200).use("eldritch_blast-1")
    assert game.cash(1) == 200 - 60


def test_vampiric_blast_pays_the_damage_to_the_warlock(dungeon):
    # "The damage is paid to the warlock instead of to the bank."
    game = warlock(dungeon, level=4, pact="infernal", enhancements=("vampiric_blast",)).enchant(1, "hex", 0)
    game.use("eldritch_blast-1")
    assert game.cash(1) == 75 - 40 and game.cash(0) == 75 + 40


def test_eldritch_spear_reaches_along_her_edge(dungeon):
    # "The blast's range extends to line of sight."
    game = warlock(dungeon, level=4, pact="infernal", enhancements=("eldritch_spear",))
    game.put(1, "the-farm").enchant(1, "hex", 0)           # seven squares along the first edge
    assert "eldritch_blast-1" in game.offered()


def test_repelling_blast_pushes_the_target_away_passing_and_landing_as_usual(dungeon):
    # "In addition to damaging the opponent, the blast also pushes her up to 2 squares away. This
    # movement counts as passing over and landing on squares as usual."
    game = warlock(dungeon, level=4, pact="infernal", enhancements=("repelling_blast",))
    game.put(0, "goat-alley").put(1, "soakum-lighting").enchant(1, "hex", 0).set_cash(1, 200)
    game.use("eldritch_blast-1")
    assert game.pending.kind == "house.dungeonopoly.repel" and game.pending.options == (0, 1, 2)
    game.play(1)
    assert game.at(1) == "beggarmans-court"
    assert game.cash(1) == 200 - 40 - 8                    # the blast, then Ann's rent where he lands


# -- level 3: the pact's spell -----------------------------------------------------------------------------
def bens_attack_on_ann(dungeon, pact: str, level: int = 3, ben_level: int = 1):
    """Ann ends her turn on Royal Rusher, where Ben stands; Ben attacks her before his throw."""
    game = warlock(dungeon, level=level, pact=pact).put(1, "royal-rusher-rr").level(1, ben_level)
    game.play("roll", (2, 3))
    if game.pending.actor == 0:
        game.play("house:pass")
    return game.use("attack-0")


def test_hellish_rebuke_damages_the_attacker_in_return(dungeon):
    # "[Infernal] In response to taking damage, the warlock can cast this spell to damage the attacker in return."
    game = bens_attack_on_ann(dungeon, "infernal")
    assert game.cash(0) == 75 - 10
    assert game.cash(1) == 75 - 30
    assert "pact_spell" in game.sheet(0)["used"]


def test_misty_escape_takes_her_away_hidden_touching_no_square(dungeon):
    # "[Fey] teleport herself up to 5 squares forward or backward, and become hidden until her next
    # turn. The warlock does not count as passing over the intervening squares, nor landing"
    game = bens_attack_on_ann(dungeon, "fey")
    assert game.pending.kind == "house.dungeonopoly.escape" and game.pending.actor == 0
    game.play(-5)
    assert game.at(0) == "mother-earth" and game.sheet(0)["hidden"] is True
    assert game.cash(0) == 75 - 10                         # no wages: Mother Earth is not landed on


def test_dark_delirium_ends_the_attackers_turn(dungeon):
    # "[Dark] The attacker's turn immediately ends, with no opportunity to use abilities"
    game = bens_attack_on_ann(dungeon, "dark", ben_level=3)
    assert game.offered() == []                            # no Far Shot, nothing more
    assert "Ben is lost in a Dark Delirium: her turn ends." in game.lines()


# -- level 5: the pact's gift --------------------------------------------------------------------------------
def test_fiendish_resilience_halves_a_tax(dungeon):
    # "[Infernal] Any time she owes a fee (Luxury Tax, Income Tax, ...), she pays only half the cost, rounded up."
    game = warlock(dungeon, level=5, pact="infernal", enhancements=("agonizing_blast",)).put(0, "the-farm")
    pot = game.pot
    game.play("roll", (1, 2))                              # Shelter, a $10 tax
    assert game.cash(0) == 75 - 5 and game.pot == pot + 5


def test_beguiling_defenses_hex_whoever_enchants_her(dungeon):
    # "[Fey] Any time the warlock is targeted by an enchantment, the aggressor becomes cursed"
    game = warlock(dungeon, level=5, pact="fey", enhancements=("vampiric_blast",), classes=("warlock", "wizard"))
    game.level(1, 4).put(1, "royal-rusher-rr").play("roll", (2, 3))      # Ann to Royal Rusher, with Ben
    if game.pending.actor == 0:
        game.play("house:pass")
    game.use("slow-0")
    assert any(e["id"] == "hex" for e in game.sheet(1)["enchantments"])


def test_entropic_ward_turns_a_blow_aside_on_a_one(dungeon):
    # "[Dark] Any time the warlock would be affected by an enchantment or take damage, roll 1d6. On a
    # 1, she is unaffected." The die is thrown as a turn ends, ready for the next blow (D-94).
    game = warlock(dungeon, level=5, pact="dark", enhancements=("vampiric_blast",)).put(1, "royal-rusher-rr")
    game.play("roll", (2, 3))
    if game.pending.actor == 0:
        game.play("house:pass")
    assert game.pending.kind == "house.dungeonopoly.d6"    # Ann's turn ends: her ward's die is thrown
    game.play(1).use("attack-0")
    assert game.cash(0) == 75
    assert "Ann's Entropic Ward stops Ben's Attack." in game.lines()


# -- level 7: Dark One's Own Luck ------------------------------------------------------------------------------
def test_dark_ones_own_luck_throws_three_dice_and_keeps_the_two_she_chooses(dungeon):
    # "she may invoke this ability to roll 3d6 and choose which two dice to keep after seeing the
    # results. This ability is single use only."
    game = warlock(dungeon, level=7, pact="dark", enhancements=("vampiric_blast", "agonizing_blast"))
    game.put(0, "the-farm")
    game.use("dark_ones_own_luck").play("roll", (1, 2, 5))
    assert "dark_ones_own_luck-5" in game.offered()
    assert game.words("dark_ones_own_luck-2") == "Dark One's Own Luck: keep 1 and 5, move 6 (drop the 2)"
    game.use("dark_ones_own_luck-1")
    assert game.at(0) == "beggarmans-court"                # 2 + 5 from The Farm
    assert "dark_ones_own_luck" in game.sheet(0)["used"]


# -- level 9: Book of Shadows ---------------------------------------------------------------------------------
def test_book_of_shadows_learns_spells_of_level_four_or_less_from_other_lists(dungeon):
    # "She learns three spells of level 4 or less from any combination of other class lists."
    game = warlock(dungeon, level=9, pact="infernal",
                   enhancements=("agonizing_blast", "repelling_blast", "vampiric_blast"))
    game.use("book_of_shadows-learn")
    offered = game.pending.options
    assert "wizard.mage_armor" in offered and "cleric.sanctuary" in offered and "bard.suggestion" in offered
    assert "wizard.invisibility" not in offered and "fighter.attack" not in offered    # level 5; no spell
    game.play("wizard.mage_armor")
    game.use("mage_armor")
    assert [e["id"] for e in game.sheet(0)["enchantments"]] == ["mage_armor"]


# -- level 10: Crown of Madness -------------------------------------------------------------------------------
def test_crown_of_madness_makes_an_opponent_use_an_ability_of_her_choosing(dungeon):
    # "The warlock forces the opponent to immediately use an ability of the warlock's choice ...
    # Crown of Madness is a mental effect with a $200 casting cost."
    game = dungeon(classes=["warlock", "fighter", "wizard"]).level(0, 10).set_cash(0, 200)
    game.sheet(0)["class_data"]["picks"] = {"pact": ["infernal"], "eldritch_blast": ["agonizing_blast",
                                            "repelling_blast", "vampiric_blast"]}
    game.use("crown_of_madness-1")
    assert game.cash(0) == 200 - 100
    assert game.pending.kind == "house.dungeonopoly.crown" and "attack-2" in game.pending.options
    game.play("attack-2")
    assert game.cash(2) == 75 - 10                         # Ben attacked Cal
    assert "Ben's Attack hits Cal: $10 damage." in game.lines()


def test_the_crown_cannot_force_a_spell_with_a_casting_cost(dungeon):
    game = dungeon(classes=["warlock", "cleric"]).level(0, 10).level(1, 1).set_cash(0, 200)
    game.sheet(0)["class_data"]["picks"] = {"pact": ["infernal"], "eldritch_blast": ["agonizing_blast",
                                            "repelling_blast", "vampiric_blast"]}
    game.use("crown_of_madness-1")                         # Ben's only spell, Bless/Curse, costs $25
    assert game.pending.kind != "house.dungeonopoly.crown"
    assert game.cash(0) == 200 - 100                       # spent and paid for nothing


# -- the words in the window -------------------------------------------------------------------------------
def test_the_help_page_names_every_pact_and_its_spell_and_gift():
    from landlord_plugins.dungeonopoly import guide
    page = " ".join(guide.help_text())
    for words in ("Infernal pact", "Fey pact", "Dark pact", "Hellish Rebuke", "Misty Escape", "Dark Delirium",
                  "Fiendish Resilience", "Beguiling Defenses", "Entropic Ward", "Agonizing Blast", "Vampiric Blast"):
        assert words in page, words
