"""The Bard's abilities (Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Bard), each
played through the engine with scripted dice and answers.

Ann is the bard and plays first; Ben is a fighter unless a scenario needs another class. Both hold
the beginners' hands (Ann: Beggarman's Court, The Bowery, Wall Street and two railroads; Ben:
Boomtown, Fairhope Avenue, Grand Boulevard, a railroad and a franchise) and $75. Beggarman's Court
rents for $8 and Boomtown for $6 unimproved. Damage is $10 a level of the attacker (D-32).
"""
from __future__ import annotations


def bard_and_fighter(dungeon, level: int = 1, melodies: tuple[str, ...] = (), classes=("bard", "fighter")):
    game = dungeon(classes=list(classes)).level(0, level)
    if melodies:
        game.sheet(0)["class_data"]["picks"] = {"bardic_music": list(melodies)}
    return game


# -- level 1: Fascinate ---------------------------------------------------------------------------------
def test_fascinate_pulls_an_opponent_in_range_onto_her_square_where_he_lands_and_pays_rent(dungeon):
    # "pulling all characters within limited range onto her square. Characters count as passing
    # over and landing on squares as usual."
    game = bard_and_fighter(dungeon).put(0, "beggarmans-court").put(1, "shooting-star-rr")
    assert game.offered() == ["fascinate"]
    assert "pull Ben onto your square" in game.words("fascinate")
    ep = game.ep(0)
    game.use("fascinate")
    assert game.at(1) == "beggarmans-court"
    assert game.cash(1) == 75 - 8                          # Ben landed on Ann's lot and paid its rent
    assert game.ep(0) == ep + 1


def test_fascinate_does_not_reach_beyond_her_range(dungeon):
    game = bard_and_fighter(dungeon).put(0, "beggarmans-court").put(1, "rickety-row")   # two squares off
    assert "fascinate" not in game.offered()


def test_a_hidden_character_is_pulled_but_lands_on_nothing(dungeon):
    # "Hidden characters are affected, but still do not count as passing over or landing on squares."
    game = bard_and_fighter(dungeon).put(0, "beggarmans-court").put(1, "shooting-star-rr")
    game.sheet(1)["hidden"] = True
    game.use("fascinate")
    assert game.at(1) == "beggarmans-court" and game.cash(1) == 75


def test_each_character_is_fascinated_only_once_a_turn(dungeon):
    # "Each character can be affected only once per turn."
    game = bard_and_fighter(dungeon).put(0, "beggarmans-court").put(1, "shooting-star-rr")
    game.use("fascinate").play("roll", (1, 1))             # on to Shooting Star, Ben behind her again
    assert "fascinate" not in game.offered()


def test_an_ascended_cleric_is_not_fascinated(dungeon):
    # "Fascinate is a mental effect"; an Ascended cleric "is immune to mental effects".
    game = bard_and_fighter(dungeon, classes=("bard", "cleric")).level(1, 9)
    game.put(0, "beggarmans-court").put(1, "shooting-star-rr")
    assert "fascinate" not in game.offered()


# -- level 2 and every even level to 8: Bardic Music -----------------------------------------------------
def test_she_learns_one_melody_at_level_two_and_another_at_four_six_and_eight(dungeon):
    # "She begins play with one melody"; "At level 4, the bard learns a second Bardic Music melody"
    game = bard_and_fighter(dungeon, level=4)
    assert "bardic_music-learn" in game.offered()
    game.use("bardic_music-learn")
    assert len(game.pending.options) == 7
    game.play("dirge_of_doom").use("bardic_music-learn")
    assert "dirge_of_doom" not in game.pending.options
    game.play("cutting_words")
    assert "bardic_music-learn" not in game.offered()
    assert game.sheet(0)["class_data"]["picks"] == {"bardic_music": ["dirge_of_doom", "cutting_words"]}


def test_dirge_of_doom_doubles_the_rent_owed_where_she_stands(dungeon):
    # "Dirge of Doom - The rent owed is doubled."
    game = bard_and_fighter(dungeon, level=2, melodies=("dirge_of_doom",))
    game.put(0, "beggarmans-court").put(1, "shooting-star-rr")
    game.use("bardic_music-dirge_of_doom")                 # her standing melody for others' rents
    ep = game.ep(0)
    game.use("fascinate")
    assert game.cash(1) == 75 - 16
    assert "Ann plays Dirge of Doom on Ben's rent." in game.lines()
    assert game.ep(0) == ep + 2                            # Fascinate, and the melody


def test_inspire_courage_has_the_bank_pay_half_her_own_rent(dungeon):
    # "Inspire Courage - The bank pays half the rent owed on behalf of the character."
    game = bard_and_fighter(dungeon, level=2, melodies=("inspire_courage",)).put(0, "the-farm")
    game.play("roll", (1, 3))                              # to Ben's Boomtown: $6
    assert game.pending.kind == "house.rent_owed" and game.offered() == ["bardic_music-inspire_courage"]
    game.use("bardic_music-inspire_courage")
    assert game.cash(0) == 75 - 3 and game.cash(1) == 75 + 6


def test_cutting_words_damages_the_landlord_once_the_rent_is_paid(dungeon):
    # "Cutting Words - After rent is paid, the property owner takes damage."
    game = bard_and_fighter(dungeon, level=2, melodies=("cutting_words",)).put(0, "the-farm")
    game.play("roll", (1, 3)).use("bardic_music-cutting_words")
    assert game.cash(0) == 75 - 6
    assert game.cash(1) == 75 + 6 - 20                     # $10 a level of the bard


def test_song_of_freedom_sends_the_payer_on_to_central_park(dungeon):
    # "Song of Freedom - After rent is paid, the character advances to Free Parking"
    game = bard_and_fighter(dungeon, level=2, melodies=("song_of_freedom",)).put(0, "the-farm")
    game.play("roll", (1, 3)).use("bardic_music-song_of_freedom")
    assert game.at(0) == "central-park"


def test_inspire_greatness_moves_the_payer_on_by_two_dice(dungeon):
    # "Inspire Greatness - After rent is paid, the character rolls 2d6 and moves forward that many squares."
    game = bard_and_fighter(dungeon, level=2, melodies=("inspire_greatness",)).put(0, "the-farm")
    game.play("roll", (1, 3)).use("bardic_music-inspire_greatness")
    assert game.pending.kind == "house.dungeonopoly.2d6" and game.pending.options == tuple(range(2, 13))
    game.play(3)
    assert game.at(0) == "beggarmans-court"


def test_frightening_tune_sends_the_payer_back_by_one_die(dungeon):
    # "Frightening Tune - After rent is paid, the character rolls 1d6 and flees backward that many squares."
    game = bard_and_fighter(dungeon, level=2, melodies=("frightening_tune",)).put(0, "the-farm")
    game.play("roll", (1, 3)).use("bardic_music-frightening_tune")
    assert game.pending.kind == "house.dungeonopoly.d6"
    game.play(2)
    assert game.at(0) == "rubeville"


def test_song_of_rest_ends_the_turn_and_gives_back_spent_abilities(dungeon):
    # "Song of Rest - After rent is paid, the character's turn immediately ends, with no opportunity
    # to use abilities ... The character regains all single-use abilities."
    game = bard_and_fighter(dungeon, level=2, melodies=("song_of_rest",)).put(0, "the-farm")
    game.sheet(0)["used"] = ["bardic_knowledge"]
    game.play("roll", (1, 3)).use("bardic_music-song_of_rest")
    assert game.sheet(0)["used"] == []
    assert game.pending.actor == 1                         # no after-move abilities: Ben's turn


def test_her_standing_melody_is_for_others_rents_not_her_own(dungeon):
    game = bard_and_fighter(dungeon, level=2, melodies=("dirge_of_doom",)).put(0, "the-farm")
    game.use("bardic_music-dirge_of_doom").play("roll", (1, 3))       # Ann owes Ben's rent herself
    game.play("house:pass")                                # she plays nothing on it when asked
    assert game.cash(0) == 75 - 6                          # not doubled (D-84)


def test_no_melody_plays_on_a_rent_owed_where_she_does_not_stand(dungeon):
    # "whenever a character ... owes rent with the bard present on that rental property"
    game = bard_and_fighter(dungeon, level=2, melodies=("dirge_of_doom",)).put(0, "the-farm")
    game.use("bardic_music-dirge_of_doom").put(1, "wayback").play("roll", (2, 5))
    game.play("roll", (1, 3))                              # Ben to Ann's Royal Rusher; Ann is on Beggarman's Court
    assert game.cash(1) == 75 - 10                         # the fare for her two railroads, not doubled
    assert not any("Dirge of Doom on Ben" in line for line in game.lines())


# -- level 3: Suggestion ----------------------------------------------------------------------------------
def test_suggestion_makes_a_character_in_range_move_with_her(dungeon):
    # "Until the end of the current turn, when the bard moves, the affected character also moves that
    # same number of squares. This movement counts as passing over and landing on squares as usual"
    game = bard_and_fighter(dungeon, level=3).put(0, "goat-alley").put(1, "soakum-lighting")
    assert "suggestion-1" in game.offered()
    ep = game.ep(0)
    game.use("suggestion-1")
    assert game.ep(0) == ep + 1
    game.play("roll", (1, 2))                              # three squares from Goat Alley
    assert game.at(0) == "shooting-star-rr"
    assert game.at(1) == "rickety-row"                     # three squares too
    assert "Ben follows Ann 3 squares." in game.lines()


# -- level 5: Glitterdust ---------------------------------------------------------------------------------
def test_glitterdust_reveals_the_hidden_and_spoils_their_next_hiding(dungeon):
    # "Hidden characters are revealed ... the next time an affected character would become hidden,
    # the effect fizzles instead."
    game = bard_and_fighter(dungeon, level=5, classes=("bard", "wizard")).level(1, 5)
    game.put(0, "beggarmans-court").put(1, "rickety-row")
    game.sheet(1)["hidden"] = True
    assert "glitterdust-16" in game.offered()
    game.use("glitterdust-16")
    assert game.sheet(1)["hidden"] is False
    assert [e["id"] for e in game.sheet(1)["enchantments"]] == ["glitterdust"]
    game.give("george-street", 0).play("roll", (4, 5))     # Ann to her own lot; Ben, a wizard, turns invisible
    game.use("invisibility")
    assert game.sheet(1)["hidden"] is False and game.sheet(1)["enchantments"] == []
    assert "Ben glitters: she cannot hide." in game.lines()


# -- level 7: Bardic Knowledge ---------------------------------------------------------------------------
def test_bardic_knowledge_moves_seven_squares_instead_of_throwing_without_a_lucky_seven(dungeon):
    # "instead of rolling, she may choose to move seven squares forward. This does not count as
    # rolling 'lucky seven' ... This ability is single use only."
    game = bard_and_fighter(dungeon, level=7).put(0, "the-farm")
    ep = game.ep(0)
    game.use("bardic_knowledge")
    assert game.at(0) == "beggarmans-court"
    assert game.ep(0) == ep + 1                            # the ability; no seven
    assert "bardic_knowledge" in game.sheet(0)["used"]


# -- level 9: Mass Suggestion ---------------------------------------------------------------------------
def test_mass_suggestion_makes_everyone_in_range_move_with_her_the_hidden_touching_nothing(dungeon):
    # "affects all characters within limited range, including hidden characters. However, hidden
    # character movement still does not count as passing over or landing on squares."
    game = dungeon(classes=["bard", "fighter", "fighter"]).level(0, 9)
    game.put(0, "goat-alley").put(1, "soakum-lighting").put(2, "boomtown")
    game.sheet(2)["hidden"] = True
    assert "mass_suggestion" in game.offered()
    game.use("mass_suggestion").play("roll", (1, 2))
    assert game.at(1) == "rickety-row" and game.at(2) == "beggarmans-court"
    assert game.cash(2) == 75                              # hidden: no rent on Ann's lot


# -- level 10: Jack-of-All-Trades ------------------------------------------------------------------------
def test_jack_of_all_trades_learns_three_abilities_of_level_five_or_less_from_other_lists(dungeon):
    # "learning three abilities of level 5 or less from any combination of other class lists"
    game = bard_and_fighter(dungeon, level=10).set_cash(1, 200)
    game.use("jack_of_all_trades-learn")
    offered = game.pending.options
    assert "fighter.attack" in offered and "wizard.slow" in offered and "rogue.sneak" in offered
    assert "fighter.raze" not in offered and "rogue.backstab" not in offered     # level 6; part of Sneak
    assert not any(o.startswith("bard.") for o in offered)
    game.play("fighter.attack")
    assert "attack-1" in game.offered() and "jack_of_all_trades-learn" in game.offered()     # two to go
    game.use("attack-1")
    assert game.cash(1) == 200 - 100                       # $10 a level of the bard
    assert "Ann's Attack hits Ben: $100 damage." in game.lines()


def test_a_borrowed_rogue_skill_is_fixed_at_twelve_ranks(dungeon):
    # "The bard may select rogue skills, but each skill selected is fixed at 12 ranks."
    game = bard_and_fighter(dungeon, level=10)
    game.use("jack_of_all_trades-learn").play("rogue.pick_pockets")
    assert "pick_pockets-1" in game.offered()
    game.use("pick_pockets-1")
    assert game.pending.kind == "house.dungeonopoly.d20" and "12" in game.pending.prompt
    game.play(12)
    assert game.cash(0) == 75 + 75                         # all Ben's cash: $100 due, $75 in hand


def test_a_borrowed_spell_is_cast_as_a_spell_one_a_turn(dungeon):
    game = bard_and_fighter(dungeon, level=10).set_cash(1, 200)
    game.use("jack_of_all_trades-learn").play("wizard.magic_missile")
    game.use("magic_missile-1")
    assert game.cash(1) == 200 - 100
    assert "suggestion-1" not in game.offered()            # one spell a turn, hers or borrowed


def test_a_wish_copies_a_bards_spell_once_the_bard_is_registered(dungeon):
    # Wish: "Duplicate the effects of any other spell of any class": the one borrowing mechanism
    game = dungeon(classes=["wizard", "fighter"]).level(0, 10).put(1, "wayback")
    assert "wish-suggestion.1" in game.offered()


# -- the words in the window -------------------------------------------------------------------------------
def test_the_help_page_names_every_melody_and_the_new_game_screen_offers_the_bard():
    from landlord_plugins.dungeonopoly import Dungeonopoly, guide
    page = " ".join(guide.help_text())
    for melody in ("Inspire Courage", "Cutting Words", "Song of Freedom", "Inspire Greatness", "Song of Rest",
                   "Frightening Tune", "Dirge of Doom"):
        assert melody in page, melody
    assert Dungeonopoly.seat_choice["options"]["bard"] == "Bard"
    assert Dungeonopoly.seat_choice["notes"]["bard"].startswith("The Bard, who sings")
