"""Two installed plugins claiming one id are both refused, naming both; a slow listing is not
waited for and is named; a jail game's ``business_while_jailed`` must be a boolean (issue 24,
faults 5, 14 and 17)."""
from __future__ import annotations

import time

from landlord import hookimpl
from landlord.engine.classic_jail import ClassicJail
from landlord.plugin_host import collect_house_rules, collect_jail_games, make_plugin_manager

from test_house_rule_faults_are_contained import Quiet, deadline


def offering(hook: str, *items):
    class Plugin:
        pass
    setattr(Plugin, hook, hookimpl(lambda self: list(items)))
    return Plugin()


class Real(Quiet):
    id, title = "lvt", "Land Value Tax"


class Impostor(Quiet):
    id, title = "lvt", "Land Value Tax (impostor)"


def test_two_plugins_offering_one_house_rule_id_are_both_refused_in_one_line():
    pm = make_plugin_manager(entrypoints=False, extra=[offering("landlord_house_rules", Real()),
                                                       offering("landlord_house_rules", Impostor())])
    registry = collect_house_rules(pm)
    assert "lvt" not in registry.rules
    [line] = [p for p in registry.problems if "lvt" in p]
    names = [pm.get_name(plugin) for plugin in pm.get_plugins() if hasattr(plugin, "landlord_house_rules")]
    assert "claimed by" in line and "neither is used" in line and all(f"plugin {n!r}" in line for n in names)


def test_two_plugins_offering_one_jail_game_id_are_both_refused():
    class Mine(ClassicJail):
        id, title = "pit", "The pit"
    pm = make_plugin_manager(entrypoints=False, extra=[offering("landlord_jail_games", Mine()),
                                                       offering("landlord_jail_games", Mine())])
    registry = collect_jail_games(pm)
    assert "pit" not in registry.games and any("claimed by" in p for p in registry.problems)


def test_a_plugin_that_lists_its_games_slowly_is_not_waited_for_and_is_named():
    class Slow:
        @hookimpl
        def landlord_jail_games(self):
            time.sleep(10)
            return []

    pm = make_plugin_manager(entrypoints=False, extra=[Slow()])
    name = pm.get_name(next(p for p in pm.get_plugins() if isinstance(p, Slow)))
    began = time.perf_counter()
    with deadline(8):
        registry = collect_jail_games(pm)
    assert time.perf_counter() - began < 5
    assert any(p.plugin == name and "took more than 2 s" in p for p in registry.problems)
    began = time.perf_counter()
    collect_jail_games(pm)                      # left out for the rest of the run: no second wait
    assert time.perf_counter() - began < 1


def test_a_jail_game_whose_business_while_jailed_is_the_text_no_is_refused():
    class Wordy(ClassicJail):
        id, title, business_while_jailed = "wordy", "Wordy", "no"
    registry = collect_jail_games(make_plugin_manager(entrypoints=False, extra=[offering("landlord_jail_games",
                                                                                          Wordy())]))
    assert "wordy" not in registry.games
    assert any("business_while_jailed must be True or False, not str" in p for p in registry.problems)
