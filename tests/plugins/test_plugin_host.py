"""The plugin host: finding plugins through entry points, collecting jail games, reporting problems."""
from __future__ import annotations

import importlib
import importlib.metadata
import logging

import pytest

from landlord import hookimpl
from landlord.engine import Engine, SetupError
from landlord.plugin_host import ENTRY_POINT_GROUP, collect_jail_games, make_plugin_manager
from landlord_plugins.classic_jail import ClassicJail


class Offering:
    """A plugin object that offers the given jail games (or raises, when given an exception)."""

    def __init__(self, *games, raises: Exception | None = None, returns=...) -> None:
        self.games, self.raises, self.returns = games, raises, returns

    @hookimpl
    def landlord_jail_games(self):
        if self.raises is not None:
            raise self.raises
        return self.returns if self.returns is not ... else list(self.games)


class NamedJail(ClassicJail):
    """The classic jail under another id and title, to fill the registry."""

    def __init__(self, game_id: str, title: str = "Another jail") -> None:
        self.id, self.title = game_id, title


# -- entry points ------------------------------------------------------------------------
def test_the_classic_jail_is_registered_in_the_landlord_entry_point_group():
    entry_points = {ep.name: ep for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)}
    assert ENTRY_POINT_GROUP == "landlord"
    assert entry_points["classic"].value == "landlord_plugins.classic_jail"
    assert hasattr(entry_points["classic"].load(), "landlord_jail_games")


def test_collect_jail_games_lists_the_classic_jail_found_through_its_entry_point():
    pm = make_plugin_manager()
    assert pm.get_plugin("classic") is importlib.import_module("landlord_plugins.classic_jail")
    registry = collect_jail_games(pm)
    assert isinstance(registry.get("classic"), ClassicJail)
    assert registry.problems == []


def test_the_classic_jail_is_there_even_when_no_entry_points_are_loaded():
    registry = collect_jail_games(make_plugin_manager(entrypoints=False))
    assert list(registry.games) == ["classic"]


def test_an_extra_plugin_adds_its_jail_games_beside_the_installed_ones():
    registry = collect_jail_games(make_plugin_manager(extra=[Offering(NamedJail("stocks", "The Stocks"))]))
    assert set(registry.games) >= {"classic", "stocks"}
    assert registry.get("stocks").title == "The Stocks"
    assert registry.problems == []


def test_passing_an_installed_plugin_again_as_extra_is_harmless():
    classic_module = importlib.import_module("landlord_plugins.classic_jail")
    registry = collect_jail_games(make_plugin_manager(extra=[classic_module]))
    assert "classic" in registry.games
    assert registry.problems == []


# -- problems are reported, never fatal -----------------------------------------------------
def test_a_plugin_whose_hook_raises_is_reported_and_the_others_still_count():
    registry = collect_jail_games(make_plugin_manager(extra=[
        Offering(raises=RuntimeError("no database")), Offering(NamedJail("stocks"))]))
    assert set(registry.games) >= {"classic", "stocks"}
    assert len(registry.problems) == 1
    assert "failed to list its jail games: no database" in registry.problems[0]


def test_a_plugin_offering_the_reserved_classic_id_is_refused_and_the_games_own_jail_keeps_it():
    registry = collect_jail_games(make_plugin_manager(extra=[Offering(NamedJail("classic", "An impostor"))]))
    assert isinstance(registry.get("classic"), ClassicJail)
    assert registry.get("classic").title == "The 1906 Jail"
    assert len(registry.problems) == 1
    assert "jail game id 'classic' is reserved for the game's own 1906 jail" in registry.problems[0]
    assert "NamedJail was refused" in registry.problems[0]


def test_two_plugins_offering_the_same_new_id_are_both_refused_and_reported_once():
    first, second = NamedJail("stocks", "First stocks"), NamedJail("stocks", "Second stocks")
    registry = collect_jail_games(make_plugin_manager(extra=[Offering(first), Offering(second)]))
    assert "stocks" not in registry.games           # which one was found first must not decide
    assert [p for p in registry.problems if "'stocks' is claimed by" in p] == registry.problems
    assert len(registry.problems) == 1


def test_a_jail_game_without_the_protocol_methods_is_reported():
    class Incomplete:
        id, title, version = "half", "Half a jail", "0.1"

    registry = collect_jail_games(make_plugin_manager(extra=[Offering(Incomplete())]))
    assert "half" not in registry.games
    assert "lacks business_while_jailed, on_jailed, pending, apply" in registry.problems[0]


def test_a_jail_game_without_a_text_id_is_reported():
    registry = collect_jail_games(make_plugin_manager(extra=[Offering(NamedJail(""))]))
    assert "has no text id" in registry.problems[0]


def test_a_hook_returning_one_game_instead_of_a_list_is_reported():
    registry = collect_jail_games(make_plugin_manager(extra=[Offering(returns=ClassicJail())]))
    assert "landlord_jail_games() must return a list of jail games, not ClassicJail" in registry.problems[0]


@pytest.mark.parametrize("returned, said", [(None, "not NoneType"), ("classic", "not str"), ([], "returned no jail game"),
                                            ({"id": "x"}, "not dict")])
def test_every_kind_of_malformed_hook_result_is_reported_once_by_name(returned, said):
    registry = collect_jail_games(make_plugin_manager(extra=[Offering(returns=returned)]))
    assert len(registry.problems) == 1 and said in registry.problems[0]
    assert isinstance(registry.get("classic"), ClassicJail)


def test_a_plugin_with_a_misspelt_hook_is_left_out_with_a_warning(caplog):
    class Misspelt:
        @hookimpl
        def landlord_jail_game(self):  # the hook is landlord_jail_games
            return [NamedJail("typo")]

    with caplog.at_level(logging.WARNING, logger="landlord.plugins"):
        pm = make_plugin_manager(extra=[Misspelt()])
    assert "typo" not in collect_jail_games(pm).games
    assert "landlord_jail_game" in caplog.text and "left out" in caplog.text


# -- choosing a jail ----------------------------------------------------------------------
def test_a_new_game_with_an_unknown_jail_id_raises_a_setup_error_naming_the_installed_ids(rules):
    engine = Engine(rules, collect_jail_games(make_plugin_manager(extra=[Offering(NamedJail("stocks"))])).games)
    with pytest.raises(SetupError) as caught:
        engine.new_game(["Ann", "Ben"], seed=1, jail="dungeon")
    message = str(caught.value)
    assert "'dungeon'" in message
    assert "installed:" in message and "classic" in message and "stocks" in message


def test_a_new_game_plays_the_jail_it_chose(rules):
    engine = Engine(rules, collect_jail_games(make_plugin_manager(extra=[Offering(NamedJail("stocks"))])).games)
    assert engine.new_game(["Ann", "Ben"], seed=1, jail="stocks").jail_game == "stocks"
    assert engine.new_game(["Ann", "Ben"], seed=1).jail_game == rules.default_jail == "oubliette"


def test_an_engine_given_no_classic_jail_adds_it_as_the_fallback(rules):
    engine = Engine(rules, {"stocks": NamedJail("stocks")})
    assert isinstance(engine.jail_games["classic"], ClassicJail)


def test_a_plugin_command_may_not_take_a_built_in_name_or_another_plugins():
    from landlord.plugin_host import installed_commands

    class Named:
        help = "a command"

        def __init__(self, name):
            self.name = name

        def add_arguments(self, parser):
            pass

        def run(self, args):
            return 0

    class Offers:
        def __init__(self, *commands):
            self.commands = commands

        @hookimpl
        def landlord_commands(self):
            return list(self.commands)

    commands, problems = installed_commands(make_plugin_manager(extra=[
        Offers(Named("simulate"), Named("toss")), Offers(Named("toss"))]))
    assert "simulate" not in commands and "toss" in commands and "oubliette" in commands
    assert sorted(p.reason for p in problems) == ["command 'simulate' is one of landlord's own",
                                                   "command 'toss' is already taken"]
