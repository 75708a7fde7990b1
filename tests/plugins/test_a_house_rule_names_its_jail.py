"""A house rule may name the jail game it is written for (its ``jail`` member): a new game that
chooses the rule and no jail plays that jail, and a jail chosen explicitly always wins.
Dungeonopoly names the 1906 jail, since its text's jail is Monopoly's (Dungeonopoly D-26)."""
from __future__ import annotations

from landlord.engine import Engine, load_default_rules
from landlord.plugin_host import installed_jail_games
from landlord_plugins.dungeonopoly import Dungeonopoly


class WrittenFor(Dungeonopoly):
    """Dungeonopoly under another id, naming another jail."""

    id = "written"

    def __init__(self, jail: object) -> None:
        self.jail = jail  # type: ignore[assignment]


def engine_with(*rules) -> Engine:
    return Engine(load_default_rules(), installed_jail_games().games,
                  house_rules={rule.id: rule for rule in rules})


def jail_of(engine: Engine, house_rules=("dungeonopoly",), jail: str | None = None) -> str:
    return engine.new_game(["Ann", "Ben"], seed=1, house_rules=list(house_rules), jail=jail).jail_game


def test_a_dungeonopoly_game_that_chooses_no_jail_plays_the_1906_jail():
    engine = engine_with(Dungeonopoly())
    assert engine.rules.default_jail == "oubliette"
    assert jail_of(engine) == "classic"


def test_a_jail_chosen_explicitly_wins_over_the_house_rules_suggestion():
    assert jail_of(engine_with(Dungeonopoly()), jail="oubliette") == "oubliette"


def test_without_house_rules_a_game_plays_the_rules_files_jail():
    assert jail_of(engine_with(Dungeonopoly()), house_rules=()) == "oubliette"


def test_a_jail_that_is_not_installed_or_not_an_id_is_passed_over_for_the_rules_files():
    assert jail_of(engine_with(WrittenFor("moat")), house_rules=("written",)) == "oubliette"
    assert jail_of(engine_with(WrittenFor(["classic"])), house_rules=("written",)) == "oubliette"


def test_the_first_chosen_rule_that_names_an_installed_jail_decides():
    rules = (WrittenFor("moat"), Dungeonopoly())
    assert engine_with(*rules).jail_for(None, ["written", "dungeonopoly"]) == "classic"
