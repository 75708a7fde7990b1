"""One question of the rule's in hand at a time (D-107), however long the host takes to ask it.

The host asks a question of the rule's once whatever was set going before it is settled, so a
question put as a turn begins waits under the whole turn, and triggers come meanwhile. The slot
keeps one question; a second put over it left the first one's answer to arrive as a choice of
nobody's option (the Blitz balance run's game 1,489 switched Dungeonopoly off so: KeyError 'counter').
"""
from __future__ import annotations

COUNTER = "house.dungeonopoly.strike_back"


def a_counter_waiting_under_bens_turn(dungeon):
    """Ann, a paladin of level 7, ends her turn beside Ben, an infernal warlock: as his turn begins
    her Holy Aura burns him, his Hellish Rebuke burns her, and her Counter's question waits under his
    turn. Cal, a psion, holds Ben's Boomtown by Modify Memory, so rent paid there has Ben throw to
    remember it."""
    game = dungeon(classes=["paladin", "warlock", "psion"]).level(0, 7).level(1, 3).level(2, 4)
    game.sheet(1)["class_data"]["picks"] = {"pact": ["infernal"]}
    game.sheet(1)["enchantments"].append({"id": "modify_memory", "by": 2, "mental": True, "card": "boomtown"})
    game.give("boomtown", 2).put(1, "the-pike").set_cash(1, 400)
    game.play("roll", (2, 3))                              # Ann to Royal Rusher, beside Ben
    while game.pending.actor == 0:
        game.play("house:pass")
    return game


def test_a_throw_to_remember_is_not_put_over_a_counter_that_waits(dungeon):
    game = a_counter_waiting_under_bens_turn(dungeon)
    assert game.slot["pending"]["ability"] == "counter"
    game.play("roll", (2, 3))                              # Ben onto Boomtown: rent to Cal
    while game.pending.kind != COUNTER:
        assert game.pending.kind != "house.dungeonopoly.d20", "a second question put over the Counter"
        game.play(game.pending.options[0])
    cash = game.cash(1)
    game.play("counter")
    assert game.cash(1) == cash - 70                       # $10 a level of the paladin (D-18)
    assert "Ann's Counter hits Ben: $70 damage." in game.lines()
