"""Each plugin contract is declared once, as Protocols of what a plugin object must and may have,
and the host checks plugins against those declarations: a member added to a contract is required
by the host with no second list to keep in step."""
from __future__ import annotations

from pathlib import Path

import pytest

from landlord import hookimpl
from landlord.commands import PluginCommand, command_problem
from landlord.engine import house_api, jail_api
from landlord.engine.contract import declared_methods
from landlord.plugin_host import JAIL_WORDS, collect_house_rules, collect_jail_games, make_plugin_manager
from landlord_plugins.classic_jail import ClassicJail

JACKPOT = Path(__file__).resolve().parents[2] / "examples" / "landlord-house-jackpot"


def only(source: object, members: tuple[str, ...], *, but: str | None = None) -> object:
    """An object with ``source``'s ``members`` and nothing else (less ``but``)."""
    kept = {name: getattr(source, name) for name in members if name != but}
    return type(f"Without_{but}", (), kept)()


def offering(hook: str, item: object) -> object:
    return type("Plugin", (), {hook: hookimpl(staticmethod(lambda: [item]))})()


def test_the_contracts_declare_what_the_plugin_guide_promises():
    assert jail_api.REQUIRED_MEMBERS == ("id", "title", "version", "business_while_jailed",
                                         "on_jailed", "pending", "apply")
    assert house_api.REQUIRED_MEMBERS == ("id", "title", "version", "api_version",
                                          "setup", "options", "apply", "react", "describe")
    assert {"api_version", "suggest", "make_view", "longest_stay", "description"} <= set(jail_api.OPTIONAL_MEMBERS)
    assert {"description", "seat_choice", "more_seat_choices", "switches", "numbers", "jail", "triggers", "points",
            "help_text", "explain_option", "seat_record", "place_seat", "suggest"} == set(house_api.OPTIONAL_MEMBERS)


@pytest.mark.parametrize("member", jail_api.REQUIRED_MEMBERS)
def test_a_jail_game_lacking_any_member_its_contract_declares_is_refused_by_name(member):
    game = only(ClassicJail(), jail_api.REQUIRED_MEMBERS, but=member)
    registry = collect_jail_games(make_plugin_manager(entrypoints=False, extra=[offering("landlord_jail_games", game)]))
    assert registry.games.keys() == {"classic"}
    assert f"lacks {member}" in registry.problems[0]


def test_a_jail_game_with_only_the_required_members_is_registered():
    game = only(ClassicJail(), jail_api.REQUIRED_MEMBERS)
    game.id = "bare"
    registry = collect_jail_games(make_plugin_manager(entrypoints=False, extra=[offering("landlord_jail_games", game)]))
    assert "bare" in registry.games and not registry.problems


@pytest.mark.parametrize("member", house_api.REQUIRED_MEMBERS)
def test_a_house_rule_lacking_any_member_its_contract_declares_is_refused_by_name(member, monkeypatch):
    monkeypatch.syspath_prepend(str(JACKPOT))
    from landlord_house_jackpot import Jackpot
    rule = only(Jackpot(), house_api.REQUIRED_MEMBERS, but=member)
    registry = collect_house_rules(make_plugin_manager(entrypoints=False, extra=[offering("landlord_house_rules", rule)]))
    assert not registry.rules and f"lacks {member}" in registry.problems[0]


@pytest.mark.parametrize("method", declared_methods(PluginCommand))
def test_a_command_lacking_a_method_its_contract_declares_is_refused_by_name(method):
    command = type("Half", (), {"name": "half", "help": "half a command", "add_arguments": print, "run": print})()
    setattr(command, method, None)
    assert command_problem(command) == f"command 'half' lacks {method}()"


def test_the_jail_games_words_for_people_are_optional_members_of_its_contract():
    assert set(JAIL_WORDS) <= set(jail_api.OPTIONAL_MEMBERS)


def test_a_jail_games_view_must_draw_and_may_draw_a_picture_for_the_rules_card():
    from landlord.engine.contract import missing_members
    from landlord.plugin_host import installed_jail_games
    games = installed_jail_games().games
    solitaire, oubliette = games["solitaire"].make_view(), games["oubliette"].make_view()
    assert jail_api.VIEW_REQUIRED_MEMBERS == ("draw",)
    assert jail_api.VIEW_OPTIONAL_MEMBERS == ("draw_rules_picture",)
    assert not missing_members(solitaire, jail_api.JailView) and not missing_members(oubliette, jail_api.JailView)
    assert not missing_members(solitaire, jail_api.JailViewExtras), "the solitaire's view draws a picture"
    assert missing_members(oubliette, jail_api.JailViewExtras), "Open Oubliette's, without one, is a view all the same"
