"""What a house rule may do with the Chance pack and with a landing (engine/house_api.py): see the
pack, hand a player a card of it, hold a card out of it, and say a stop is no landing.

A small rule written here does each, on Ann's first throw with scripted dice: from Mother Earth a
3 stops her on Lonely Lane, a lot for sale, and a card followed at once shows in her cash.
"""
from __future__ import annotations

from typing import Any, Mapping

from landlord.engine import Engine, load_default_rules
from landlord.plugin import HouseStep

LONELY_LANE = 3


class CardsAndLandings:
    """Its settings say what it does when Ann stops: ``refuse`` her landing, ``hand`` her a card,
    set ``aside`` cards at the start of the game."""

    id, title, version, api_version = "cards", "Cards and landings", "1.0", 2
    triggers = ("landing_due", "turn_begins")
    points = ()

    def setup(self, table, settings: Mapping[str, Any]) -> Mapping[str, Any]:
        return {"seen": [card.text for card in table.chance], "aside_done": False}

    def options(self, table, slot, point, seat):
        return {}

    def apply(self, table, slot, seat, choice):
        return HouseStep(slot)

    def react(self, table, slot, trigger, info):
        settings = table.settings
        if trigger == "turn_begins" and not slot["aside_done"]:
            effects = tuple({"modifier": "chance_aside", "card": card} for card in settings.get("aside", ()))
            return HouseStep({**slot, "aside_done": True}, effects=effects)
        if trigger == "landing_due" and settings.get("refuse"):
            return HouseStep(slot, effects=({"amend": False},))
        if trigger == "landing_due" and settings.get("hand"):
            return HouseStep(slot, effects=({"amend": False}, {"draw_chance": info["seat"], "card": settings["hand"]}))
        return None

    def describe(self, table, slot, seat):
        return []


def game(**settings: Any) -> tuple[Engine, Any]:
    rule = CardsAndLandings()
    engine = Engine(load_default_rules(), house_rules={rule.id: rule})
    state = engine.new_game(["Ann", "Ben"], seed=0, start="beginners", jail="classic", house_rules=[rule.id],
                            house_settings={rule.id: settings})
    engine.apply(state, 0)                          # Ann throws first
    return engine, state


def test_a_house_rule_sees_every_card_of_the_chance_pack():
    engine, state = game()
    seen = state.plugin_data["house:cards"]["seen"]
    assert seen == [card.text for card in engine.rules.chance] and len(seen) == 13


def test_a_stop_the_rule_refuses_as_a_landing_is_no_landing():
    engine, state = game(refuse=True)
    events = engine.apply(state, "roll") + engine.apply(state, (1, 2))
    assert state.players[0].position == LONELY_LANE
    assert "landing_refused" in [e.name for e in events] and "auction" not in [e.name for e in events]


def test_a_rule_may_hand_a_player_a_card_of_the_pack_to_follow_as_though_drawn():
    engine, state = game(hand="inheritance")
    cash = state.cash(0)
    events = engine.apply(state, "roll") + engine.apply(state, (1, 2))
    assert state.cash(0) == cash + 100
    assert "Chance: A distant uncle leaves you a legacy: receive $100." in [e.text for e in events]


def test_a_card_held_out_of_the_pack_is_never_drawn():
    engine, state = game(aside=["inheritance", "bumper-crop"])
    state.players[0].position = 19                  # three before the first Chance
    engine.apply(state, "roll"), engine.apply(state, (1, 2))
    drawn = engine.pending(state)
    assert drawn.kind == "chance_card" and len(drawn.options) == 11
    assert "inheritance" not in drawn.options and "bumper-crop" not in drawn.options


def test_the_pack_keeps_one_card_a_rule_cannot_set_aside():
    every = [card.id for card in load_default_rules().chance]
    engine, state = game(aside=every)
    assert "cards" in state.plugin_data["house"]["disabled"]
    assert len(state.plugin_data["house"]["modifiers"].get("chance_aside", [])) < len(every)
