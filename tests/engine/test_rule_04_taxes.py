"""Rule 4 (1906): taxes on the Absolute Necessities.

"the blue spaces; FOOD, FUEL, SHELTER and CLOTHING, represent the Absolute Necessities of life
and when a player stops upon one of these spaces he pays $10 taxes into the PUBLIC TREASURY."
(The tax table of the advanced rules is tested in test_advanced_rules_houses_and_sections.py.)
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("start, dice, tax_space", [
    ("mother-earth", (1, 1), "fuel"),
    ("the-pike", (1, 3), "shelter"),
    ("boomtown", (2, 4), "food"),
    ("fairhope-avenue", (2, 4), "clothing"),
])
def test_a_player_who_stops_on_a_blue_space_pays_10_taxes_into_the_public_treasury(new_game, start, dice,
                                                                                   tax_space):
    game = new_game()
    game.put(0, start)                    # set up directly: Ann six spaces or fewer before the tax
    game.play("roll", dice)
    if game.pending.kind == "move":       # Fairhope Avenue lies between the Chances
        game.play("forward")
    assert game.where(0) == tax_space
    assert game.cash(0) == 75 - 10
    assert game.treasury == 10
    taxes = [e for e in game.events_named("money") if e.data["to"] == "treasury"]
    assert [(e.data["from"], e.data["amount"]) for e in taxes] == [("p0", 10)]


def test_stopping_on_shelter_by_a_throw_is_a_tax_not_a_jail_sentence(new_game):
    game = new_game()
    game.play("roll", (4, 6))             # Mother Earth + 10 = Shelter, the Jail's corner
    assert game.where(0) == "shelter"
    assert not game.state.players[0].in_jail
    assert game.cash(0) == 65
    game.play("roll", (4, 6))             # Ben to Shelter too; then Ann's next turn is an ordinary one
    assert game.pending.kind == "turn" and game.pending.actor == 0


def test_passing_over_a_tax_space_costs_nothing(new_game):
    game = new_game()
    game.give("lonely-lane", 0)           # set up directly: Lonely Lane (3) is Ann's
    game.play("roll", (1, 2))             # over Fuel (2) to Lonely Lane
    assert game.cash(0) == 75 and game.treasury == 0
