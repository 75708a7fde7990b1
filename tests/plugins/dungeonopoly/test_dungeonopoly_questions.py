"""One question of the rule's in hand at a time (D-107), however long the host takes to ask it.

The host asks a question of the rule's once whatever was set going before it is settled, and
triggers may come meanwhile. The slot keeps one question; a second put over it left the first
one's answer to arrive as a choice of nobody's option (the Blitz balance run's game 1,489 switched
Dungeonopoly off so: KeyError 'counter'). There the Counter waited under the whole of the next
player's turn, because the engine told the rule that turn began before putting the turn's steps
on the stack; now it is asked as the turn begins, before the turn goes on.
"""
from __future__ import annotations

COUNTER = "house.dungeonopoly.strike_back"


def bens_turn_begins_beside_a_paladin(dungeon):
    """Ann, a paladin of level 7, ends her turn beside Ben, an infernal warlock: as his turn begins
    her Holy Aura burns him, his Hellish Rebuke burns her, and her Counter's question is put. Cal, a
    psion, holds Ben's Boomtown by Modify Memory, so rent paid there has Ben throw to remember it."""
    game = dungeon(classes=["paladin", "warlock", "psion"]).level(0, 7).level(1, 3).level(2, 4)
    game.sheet(1)["class_data"]["picks"] = {"pact": ["infernal"]}
    game.sheet(1)["enchantments"].append({"id": "modify_memory", "by": 2, "mental": True, "card": "boomtown"})
    game.give("boomtown", 2).put(1, "the-pike").set_cash(1, 400)
    game.play("roll", (2, 3))                              # Ann to Royal Rusher, beside Ben
    while game.pending.actor == 0 and game.pending.kind != COUNTER:
        game.play("house:pass")
    return game


def test_a_counter_put_as_a_turn_begins_is_asked_before_the_turn_goes_on(dungeon):
    game = bens_turn_begins_beside_a_paladin(dungeon)
    assert game.pending.kind == COUNTER and game.pending.actor == 0
    cash = game.cash(1)
    game.play("counter")
    assert game.cash(1) == cash - 70                       # $10 a level of the paladin (D-18)
    assert "Ann's Counter hits Ben: $70 damage." in game.lines()
    assert game.pending.actor == 1 and game.state.stack[-1]["kind"] == "turn"


def test_a_throw_to_remember_is_not_put_over_a_question_that_waits(dungeon):
    game = bens_turn_begins_beside_a_paladin(dungeon)
    waiting = dict(game.slot["pending"])
    game.play("let it pass")
    game.slot["pending"] = waiting                          # set by hand: the Counter waits again
    cal = game.cash(2)
    game.play("roll", (2, 3))                              # Ben onto Boomtown: rent to Cal
    assert game.cash(2) > cal                              # the rent was paid, and no throw put over it
    assert game.pending.kind != "house.dungeonopoly.d20", "a second question put over the Counter"
