"""Rule 10 (1906): "Central Park is supposed to be maintained by public funds, and therefore a
player may stop in it without paying anything." """
from __future__ import annotations


def test_a_player_who_stops_in_central_park_pays_nothing(new_game):
    game = new_game()
    game.put(0, "beggarmans-court")       # set up directly: Ann on Beggarman's Court (14)
    money = game.money_total()
    game.play("roll", (2, 4))             # 20: Central Park
    assert game.where(0) == "central-park"
    assert game.cash(0) == 75 and game.treasury == 0
    assert [e for e in game.events_named("money")] == []
    assert game.money_total() == money


def test_stopping_in_central_park_is_not_going_to_the_poor_house(new_game):
    game = new_game()
    game.put(0, "beggarmans-court")       # set up directly
    game.play("roll", (2, 4))
    assert not game.state.players[0].in_poor_house
    assert game.pending.kind == "turn" and game.pending.actor == 1
