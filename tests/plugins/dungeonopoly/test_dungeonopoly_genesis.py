"""The Psion's Genesis (Dungeonopoly by Curtis & Kelsey Rueden, Psion abilities, level 7), played
through the engine with scripted dice: demiplanes between the squares of the 1906 board.

Ann is the level-7 psion (range 4 squares, 7 PP) and plays first; Ben is a fighter unless a scenario
needs another class. Both hold the beginners' hands and $75. The text's $40 is $20 in 1906 money
(D-18). Squares: Mother Earth 0, Wayback 1, Fuel 2, Lonely Lane 3, D. F. Hogg's Game Preserves 4, the
Royal Rusher 5, The Pike 6, The Farm 7, Speculation 8, Rubeville 9, Shelter 10.
"""
from __future__ import annotations

PASS = "house:pass"


def psion_and(dungeon, other: str = "fighter"):
    return dungeon(classes=["psion", other]).level(0, 7).level(1, 7 if other != "fighter" else 1)


def demiplane(game, behind: str, card: str, side: str = "foes", by: int = 0, standing=()):
    """A demiplane as Genesis leaves one: on the slot, its card held out of the pack by the host."""
    game.slot["spaces"][behind] = [{"id": "genesis", "by": by, "mental": False, "card": card, "side": side,
                                    "standing": list(standing)}]
    game.state.plugin_data["house"]["modifiers"].setdefault("chance_aside", []).append(card)
    return game


def aside(game) -> list[str]:
    return game.state.plugin_data["house"]["modifiers"].get("chance_aside", [])


# -- making one ------------------------------------------------------------------------------------------
def test_genesis_puts_a_chance_card_between_two_squares_within_her_range_for_4_pp_and_20_dollars(dungeon):
    # "the creation of a unique demiplane between two adjacent squares of the board within limited
    # range. The psion chooses a card ... The chosen card is not returned to the deck"
    game = psion_and(dungeon).put(0, "the-pike")
    gaps = sorted(int(o.partition("-")[2]) for o in game.offered() if o.startswith("genesis-"))
    assert gaps == [2, 3, 4, 5, 6, 7, 8, 9]                  # squares 2 to 10 are within 4 of The Pike
    assert game.words("genesis-3").startswith("Genesis between Lonely Lane and D. F. Hogg")
    game.use("genesis-3")
    assert game.pending.kind == "house.dungeonopoly.genesis"
    assert "Fined for scorching" in game.pending.context["labels"]["foes:fined-for-speeding"]
    game.play("foes:fined-for-speeding")
    assert game.slot["spaces"]["lonely-lane"][0]["card"] == "fined-for-speeding"
    assert game.cash(0) == 75 - 20 and game.sheet(0)["class_data"]["pp_spent"] == 4
    assert aside(game) == ["fined-for-speeding"]


def test_a_card_under_a_demiplane_is_not_drawn_from_the_pack(dungeon):
    game = demiplane(psion_and(dungeon).put(0, "cottage-terrace"), "lonely-lane", "fined-for-speeding")
    game.play("roll", (1, 2))                                 # onto the first Chance
    assert game.pending.kind == "chance_card" and "fined-for-speeding" not in game.pending.options
    assert len(game.pending.options) == 12


def test_a_new_demiplane_between_the_same_squares_collapses_the_old_and_its_card_goes_back(dungeon):
    # "If a demiplane already exists between the two chosen squares, the existing one collapses"
    game = demiplane(psion_and(dungeon).put(0, "the-pike"), "lonely-lane", "inheritance")
    game.use("genesis-3").play("foes:doctors-bill")
    assert [e["card"] for e in game.slot["spaces"]["lonely-lane"]] == ["doctors-bill"]
    assert aside(game) == ["doctors-bill"]
    assert "The demiplane between Lonely Lane and D. F. Hogg's Game Preserves collapses." in game.lines()


# -- moving: a square for those it exists for, nothing for the others ------------------------------------------
def test_an_opponent_counts_a_chance_demiplane_and_landing_on_it_follows_its_card(dungeon):
    # "For characters of compatible polar alignment ... It must be passed over as usual ... A character
    # landing on the demiplane is affected by the text of the chosen card, as though she had drawn it"
    game = psion_and(dungeon).put(0, "the-pike").put(1, "mother-earth")
    game.use("genesis-3").play("foes:fined-for-speeding")
    game.play("roll", (1, 2)).to_turn_of(1)
    game.play("roll", (1, 3))                                 # Wayback, Fuel, Lonely Lane, the demiplane
    assert game.at(1) == "lonely-lane" and game.cash(1) == 75 - 50
    assert "Ben lands on the demiplane between Lonely Lane and D. F. Hogg's Game Preserves: its card is hers as " \
           "though drawn." in game.lines()
    assert game.slot["spaces"]["lonely-lane"][0]["standing"] == [1]


def test_a_throw_past_a_demiplane_ends_a_square_short(dungeon):
    game = demiplane(psion_and(dungeon).put(0, "beggarmans-court").put(1, "mother-earth"), "lonely-lane",
                     "fined-for-speeding")
    game.play("roll", (1, 2)).to_turn_of(1)
    game.play("roll", (2, 4))                                 # six squares: the demiplane is one of them
    assert game.at(1) == "royal-rusher-rr"


def test_the_psion_ignores_her_opponents_demiplane(dungeon):
    # "For characters of opposite polar alignment, the square does not exist. It is ignored when moving"
    game = demiplane(psion_and(dungeon).put(0, "mother-earth"), "wayback", "fined-for-speeding")
    game.play("roll", (1, 2))
    assert game.at(0) == "lonely-lane" and game.cash(0) == 75


def test_her_own_demiplane_is_a_square_for_her_alone(dungeon):
    # "Community Chest demiplanes exist only for the psion": a card of her own choosing
    game = psion_and(dungeon).put(0, "the-pike").put(1, "mother-earth")
    game.use("genesis-8").play("own:bumper-crop")
    game.play("roll", (1, 2))                                 # The Farm, Speculation, her demiplane
    assert game.at(0) == "speculation" and game.cash(0) == 75 - 20 + 50
    game.to_turn_of(1)
    game.play("roll", (4, 5))                                 # Ben does not see it: nine squares
    assert game.at(1) == "rubeville"


def test_a_psion_shoved_by_telekinesis_counts_her_own_demiplane_and_stops_on_it_without_landing(dungeon):
    # "if a wizard uses Telekinesis to shove a psion, the psion's trajectory will include her Community
    # Chest demiplanes"
    game = dungeon(classes=["wizard", "psion"]).level(0, 9).level(1, 7).put(0, "wayback").put(1, "lonely-lane")
    demiplane(game, "lonely-lane", "inheritance", side="own", by=1)
    game.use("telekinesis-1").play(2)                         # her demiplane, then Hogg's: passed, not landed on
    assert game.at(1) == "hoggs-game-preserves" and not game.state.players[1].in_jail


def test_a_push_of_one_square_onto_her_demiplane_leaves_her_standing_on_it_without_its_card(dungeon):
    game = dungeon(classes=["wizard", "psion"]).level(0, 9).level(1, 7).put(0, "wayback").put(1, "lonely-lane")
    demiplane(game, "lonely-lane", "inheritance", side="own", by=1)
    game.use("telekinesis-1").play(1)
    assert game.at(1) == "lonely-lane" and game.cash(1) == 75
    assert game.slot["spaces"]["lonely-lane"][0]["standing"] == [1]


def test_divine_favor_may_refuse_the_card_of_a_demiplane(dungeon):
    # "Hence, the cleric's Divine Favor ability applies"
    game = demiplane(psion_and(dungeon, "cleric").put(0, "beggarmans-court").put(1, "mother-earth"),
                     "lonely-lane", "fined-for-speeding")
    game.play("roll", (1, 2)).to_turn_of(1)
    game.play("roll", (1, 3))
    while game.pending.kind == "house.dice_thrown":
        game.play(PASS)
    assert game.pending.kind == "house.chance_drawn" and "divine_favor" in game.offered()
    game.use("divine_favor")
    assert game.cash(1) == 75


def test_from_a_demiplane_a_throw_counts_on_from_it(dungeon):
    game = demiplane(psion_and(dungeon).put(0, "beggarmans-court").put(1, "lonely-lane"), "lonely-lane",
                     "fined-for-speeding", standing=[1])
    game.play("roll", (1, 2)).to_turn_of(1)
    game.play("roll", (1, 2))                                 # Hogg's is the first square after the demiplane
    assert game.at(1) == "the-pike"


# -- range and existence -----------------------------------------------------------------------------------------------
def test_her_own_demiplane_adds_a_square_to_her_limited_range(dungeon):
    # "it adds to the distance between squares for the purpose of limited range calculations"
    game = psion_and(dungeon).put(0, "the-pike").put(1, "shelter")
    assert "1 PP more" not in game.words("mind_thrust-1")
    demiplane(game, "the-farm", "inheritance", side="own")
    assert game.words("mind_thrust-1").endswith("1 PP more for the distance")


def test_whoever_stands_on_a_demiplane_is_out_of_existence_for_the_other_side(dungeon):
    # "characters on the square are considered outside of existence from the perspective of an inversely
    # aligned character. Hence, an inversely aligned character cannot target them with abilities"
    game = psion_and(dungeon).put(0, "the-pike").put(1, "lonely-lane")
    assert "mind_thrust-1" in game.offered()
    demiplane(game, "lonely-lane", "fined-for-speeding", standing=[1])
    assert [o for o in game.offered() if not o.startswith("genesis-")] == []     # every power aimed at Ben


# -- an enchantment effect ---------------------------------------------------------------------------------------------
def test_counterspell_dispels_a_demiplane_and_its_card_goes_back_into_the_pack(dungeon):
    # "The chosen card is not returned to the deck ... unless the demiplane is dispelled"
    game = dungeon(classes=["wizard", "psion"]).level(0, 7).level(1, 7).put(0, "the-pike")
    demiplane(game, "lonely-lane", "fined-for-speeding", by=1)
    game.use("counterspell-lonely-lane.genesis.1")
    assert game.slot["spaces"] == {} and aside(game) == []


# -- the computer's advice -------------------------------------------------------------------------------
def test_a_computer_psion_makes_a_chance_demiplane_on_the_first_edge_with_the_jail_card(dungeon):
    # Psion tactics: "Use Genesis to create Chance demiplanes on the first edge"
    game = psion_and(dungeon).put(0, "the-pike").put(1, "fairhope-avenue")     # Ben far out of her reach
    choice = game.advice()
    assert choice.startswith("house:dungeonopoly:genesis-") and int(choice.rpartition("-")[2]) < 10
    game.play(choice)
    assert game.advice() == "foes:caught-trespassing"


# -- saved --------------------------------------------------------------------------------------------------
def test_a_saved_game_keeps_its_demiplanes_and_the_cards_out_of_the_pack(dungeon, tmp_path):
    from landlord.saves import load_game, save_game
    game = dungeon(classes=["psion", "fighter"]).put(0, "the-pike").character(0, level=7)   # a save replays from it
    game.use("genesis-3").play("foes:fined-for-speeding")
    path = tmp_path / "genesis.toml"
    save_game(path, game.engine, game.state, ["heuristic"] * 2)
    loaded = load_game(path, engine=game.engine).state
    assert loaded.plugin_data["house:dungeonopoly"]["spaces"] == game.slot["spaces"]
    assert loaded.plugin_data["house"]["modifiers"]["chance_aside"] == ["fined-for-speeding"]


def test_a_position_read_from_the_game_keeps_no_demiplane_and_the_whole_pack(dungeon):
    # D-125: a position keeps no enchantment on the board
    game = psion_and(dungeon).put(0, "the-pike")
    game.use("genesis-3").play("foes:fined-for-speeding")
    game.character(0, level=7)                                # started afresh from its position
    assert game.slot["spaces"] == {} and aside(game) == []
