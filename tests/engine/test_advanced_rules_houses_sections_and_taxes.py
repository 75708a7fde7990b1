"""The rules "for advanced and scientific players" (1906): house limit, house rent, section
rent doubling and the tax table. They are on unless the game is set up with advanced=False.

"When ten houses have been erected -- whether by one or more players -- taxes (blue spaces) are
doubled (20): when twenty-five houses have been erected taxes are again doubled ($40) ...
When all the lots in any one section have been improved with at least one house each the land
rent on every lot in that section is doubled. When the lots in any one section have been
improved with two houses each the land rent is again doubled; and three houses doubles it again.
... the number of houses that may be erected on each lot is limited to three. The house rent
remains as before -- $10 for each house in addition to land rent."
"""
from __future__ import annotations

import pytest

from landlord.engine import IllegalChoiceError
from landlord.engine.board import land_rent

# The 1906 LAND RENT TABLE: base rent, then one, two and three houses on every lot of the section.
LAND_RENT_TABLE = [(2, 4, 8, 16), (4, 8, 16, 32), (6, 12, 24, 48), (8, 16, 32, 64), (10, 20, 40, 80),
                   (12, 24, 48, 96), (14, 28, 56, 112), (16, 32, 64, 128), (18, 36, 72, 144),
                   (20, 40, 80, 160), (22, 44, 88, 176)]


# -- the house limit ----------------------------------------------------------------------------
def test_no_more_than_three_houses_may_stand_on_a_lot(new_game):
    game = new_game()
    game.set_cash(0, 400)                 # set up directly: Ann has $400
    game.play("build:wall-street", "build:wall-street", "build:wall-street")
    assert game.state.houses["wall-street"] == 3
    assert "build:wall-street" not in game.pending.options
    assert "build:the-bowery" in game.pending.options
    with pytest.raises(IllegalChoiceError, match="build:wall-street"):
        game.play("build:wall-street")
    assert game.state.houses["wall-street"] == 3 and game.cash(0) == 100


# -- house rent ------------------------------------------------------------------------------
def ben_lands_on_wall_street(game):
    game.play("roll", (4, 6))             # Ann to Shelter
    game.put(1, "grand-boulevard")        # set up directly: Ben on Grand Boulevard (36)
    game.play("roll", (1, 1), "forward")  # 38: Wall Street, Ann's ($22 land rent)
    assert game.where(1) == "wall-street"
    return game


@pytest.mark.parametrize("houses, rent", [(0, 22), (1, 32), (2, 42), (3, 52)])
def test_house_rent_is_10_for_each_house_in_addition_to_land_rent(new_game, houses, rent):
    game = new_game()
    game.build_houses(wall_street=houses)  # set up directly: Ann's houses on Wall Street
    ben_lands_on_wall_street(game)          # Grand Boulevard, the section's other lot, has none
    assert game.cash(1) == 75 - rent
    assert game.cash(0) == 75 - 10 + rent


# -- section rent doubling ------------------------------------------------------------------------
def ann_holds_section_seven(position, broadway: int, madison: int, fifth: int, advanced: bool = True):
    """Ben's turn: he stands on Fairhope Avenue (26) with $500, enough for any rent; Ann, on
    Shelter, holds the whole of section 7 (Broadway, Madison Square, Fifth Avenue) and its houses."""
    return position(f"""
        turn = 1
        [game]
        advanced = {str(advanced).lower()}
        [[players]]
        name = "Ann"
        cash = 75
        space = "shelter"
        cards = ["broadway", "madison-square", "fifth-avenue"]
        houses = {{ broadway = {broadway}, madison-square = {madison}, fifth-avenue = {fifth} }}
        [[players]]
        name = "Ben"
        cash = 500
        space = "fairhope-avenue"
    """)


def ben_lands_on_broadway(game):
    game.play("roll", (2, 3), "forward")  # 31: Broadway ($18 land rent)
    assert game.where(1) == "broadway"
    return 500 - game.cash(1)


@pytest.mark.parametrize("houses, rent", [
    ((0, 0, 0), 18),
    ((1, 0, 1), 18 + 10),                 # one lot unimproved: no doubling
    ((1, 1, 1), 36 + 10),                 # every lot one house: land rent doubled
    ((3, 1, 1), 36 + 30),                 # doubling goes by the least improved lot
    ((2, 2, 2), 72 + 20),                 # two each: doubled again
    ((2, 3, 3), 72 + 20),
    ((3, 3, 3), 144 + 30),                # three each: and again
])
def test_land_rent_doubles_with_each_level_of_improvement_of_the_whole_section(position, houses, rent):
    assert ben_lands_on_broadway(ann_holds_section_seven(position, *houses)) == rent


def test_section_doubling_applies_whoever_owns_the_lots_of_the_section(position):
    game = position("""
        turn = 1
        [[players]]
        name = "Ann"
        cash = 75
        space = "shelter"
        cards = ["broadway", "fifth-avenue"]
        houses = { broadway = 1, fifth-avenue = 1 }
        [[players]]
        name = "Ben"                      # Ben holds the section's third lot, with its house
        cash = 500
        space = "fairhope-avenue"
        cards = ["madison-square"]
        houses = { madison-square = 1 }
    """)
    assert ben_lands_on_broadway(game) == 36 + 10


def test_without_the_advanced_rules_land_rent_is_never_doubled(position):
    game = ann_holds_section_seven(position, 3, 3, 3, advanced=False)
    assert ben_lands_on_broadway(game) == 18 + 30


@pytest.mark.parametrize("row", LAND_RENT_TABLE)
def test_every_row_of_the_1906_land_rent_table_is_reproduced(new_game, row):
    game = new_game()
    rules = game.rules
    lot = next(s for s in rules.spaces_of_kind("lot") if s.rent == row[0])
    section = [s.id for s in rules.section_lots(lot.section)]
    for level, expected in enumerate(row):
        game.state.houses.update({s: level for s in section})     # set up directly
        assert land_rent(rules, game.state, lot) == expected


def test_every_lot_with_a_rent_lies_in_one_of_eight_sections(rules):
    sections = {s.section for s in rules.spaces_of_kind("lot")}
    assert sections == set(range(1, 9))


# -- the tax table -------------------------------------------------------------------------------
def houses_on_the_board(game, count):
    """Stand ``count`` houses on the board, three a lot (set up directly)."""
    lots = [s.id for s in game.rules.spaces_of_kind("lot")]
    for i, lot in enumerate(lots):
        game.state.houses[lot] = max(0, min(3, count - 3 * i))
    assert game.state.total_houses() == count


@pytest.mark.parametrize("houses, tax", [(0, 10), (9, 10), (10, 20), (24, 20), (25, 40), (40, 40), (66, 40)])
def test_taxes_are_20_once_ten_houses_stand_and_40_once_twenty_five_do(new_game, houses, tax):
    game = new_game()
    houses_on_the_board(game, houses)
    game.play("roll", (1, 1))             # Fuel
    assert game.cash(0) == 75 - tax and game.treasury == tax


def test_without_the_advanced_rules_taxes_stay_at_10(new_game):
    game = new_game(advanced=False)
    houses_on_the_board(game, 30)
    game.play("roll", (1, 1))
    assert game.treasury == 10


def test_the_tenth_house_built_doubles_the_tax_at_once(new_game):
    game = new_game()
    houses_on_the_board(game, 9)          # on Wayback, Lonely Lane and The Pike
    game.set_cash(0, 175)                 # set up directly: Ann can build one house
    game.play("build:wall-street")
    assert game.state.total_houses() == 10
    game.play("roll", (1, 1))             # Fuel
    assert game.cash(0) == 175 - 100 - 20
