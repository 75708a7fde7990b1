"""The host asks the plugins through pluggy's own hook calls, one plugin at a time: pluggy's tracing,
its call monitoring and the plugins' hook wrappers see every call for jail games, house rules and
commands, and a plugin that raises is reported in one line and left out while the others load."""
from __future__ import annotations

import pytest

from landlord import hookimpl
from landlord.plugin_host import (TRACE_ENV, collect_house_rules, collect_jail_games, installed_commands,
                                  installed_plugin_manager, make_plugin_manager)
from landlord_plugins.classic_jail import ClassicJail

HOOKS = ("landlord_jail_games", "landlord_house_rules", "landlord_commands")


class Stocks(ClassicJail):
    id, title = "stocks", "The Stocks"


class Toss:
    name, help = "toss", "toss a coin"

    def add_arguments(self, parser):
        pass

    def run(self, args):
        return 0


class Offers:
    """A plugin answering all three hooks."""

    @hookimpl
    def landlord_jail_games(self):
        return [Stocks()]

    @hookimpl
    def landlord_house_rules(self):
        from landlord_house_jackpot import Jackpot
        return [Jackpot()]

    @hookimpl
    def landlord_commands(self):
        return [Toss()]


class Raises:
    """A plugin that fails at all three hooks."""

    @hookimpl
    def landlord_jail_games(self):
        raise RuntimeError("the cell has no door")

    @hookimpl
    def landlord_house_rules(self):
        raise RuntimeError("the rule book is lost")

    @hookimpl
    def landlord_commands(self):
        raise RuntimeError("the command line is cut")


@pytest.fixture(autouse=True)
def jackpot_importable(monkeypatch):
    from pathlib import Path
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "examples" / "landlord-house-jackpot"))


def collect_everything(pm):
    return collect_jail_games(pm), collect_house_rules(pm), installed_commands(pm)


def test_pluggys_call_monitoring_sees_each_plugin_asked_for_jail_games_house_rules_and_commands():
    offers, raises = Offers(), Raises()
    pm = make_plugin_manager(extra=[offers, raises])
    asked: list[tuple[str, str]] = []
    pm.add_hookcall_monitoring(lambda hook, impls, kwargs: asked.extend((hook, impl.plugin_name) for impl in impls),
                               lambda outcome, hook, impls, kwargs: None)
    collect_everything(pm)
    for hook in HOOKS:
        for plugin in (offers, raises):
            assert (hook, pm.get_name(plugin)) in asked, f"{hook} was not seen asking {plugin}"
    assert ("landlord_jail_games", "oubliette") in asked and ("landlord_house_rules", "dungeonopoly") in asked


def test_pluggys_tracing_writes_a_line_for_every_hook_the_host_calls():
    pm = make_plugin_manager(entrypoints=False, extra=[Offers()])
    lines: list[str] = []
    pm.trace.root.setwriter(lines.append)
    pm.enable_tracing()
    collect_everything(pm)
    traced = "".join(lines)
    for hook in HOOKS:
        assert f"{hook} [hook]" in traced


def test_a_plugins_hook_wrapper_sees_every_other_plugins_answer():
    seen: list[object] = []

    class Watches:
        @hookimpl(wrapper=True)
        def landlord_jail_games(self):
            answer = yield
            seen.append(answer)
            return answer

    registry = collect_jail_games(make_plugin_manager(entrypoints=False, extra=[Offers(), Watches()]))
    assert "stocks" in registry.games
    assert any(answer and isinstance(answer[0][0], Stocks) for answer in seen)


def test_one_raising_plugin_is_reported_in_one_line_at_each_hook_and_the_others_still_load():
    pm = make_plugin_manager(extra=[Raises(), Offers()])
    jails, house, (commands, command_problems) = collect_everything(pm)
    assert "stocks" in jails.games and "oubliette" in jails.games
    assert "jackpot" in house.rules and "dungeonopoly" in house.rules
    assert "toss" in commands and "oubliette" in commands
    for problems, said in ((jails.problems, "the cell has no door"), (house.problems, "the rule book is lost"),
                           (command_problems, "the command line is cut")):
        assert len(problems) == 1 and said in problems[0] and "\n" not in problems[0]


def test_the_process_has_one_plugin_manager():
    assert installed_plugin_manager() is installed_plugin_manager()


def test_the_trace_variable_has_the_process_plugin_manager_trace_every_hook_call(monkeypatch, capsys,
                                                                                  fresh_plugin_manager):
    monkeypatch.setenv(TRACE_ENV, "1")
    collect_jail_games(installed_plugin_manager())
    assert "landlord_jail_games [hook]" in capsys.readouterr().err
