"""A program reads its plugins once: every command builds one plugin manager, however many
registries and engines it needs (``landlord simulate`` built three before)."""
from __future__ import annotations

import pytest

import landlord.plugin_host as host
from landlord.cli import main


@pytest.fixture
def managers_built(monkeypatch, fresh_plugin_manager) -> list[dict]:
    """The options of every plugin manager built from now on, in order."""
    built: list[dict] = []
    real = host.make_plugin_manager

    def counted(**options):
        built.append(options)
        return real(**options)

    monkeypatch.setattr(host, "make_plugin_manager", counted)
    return built


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "2", "--players", "2", "--workers", "1", "--json"],
    ["simulate", "--games", "2", "--players", "2", "--workers", "2", "--json"],
    ["plugins"],
    ["play", "--seats", "ai,ai", "--seed", "1", "--quit-after", "5"],
    ["report", "--games", "2", "--players", "2", "--workers", "1", "--regimes", "landlordism", "--out", "{tmp}"],
])
def test_a_command_builds_one_plugin_manager(argv, managers_built, tmp_path, capsys):
    assert main([arg.format(tmp=tmp_path) for arg in argv]) == 0
    assert len(managers_built) == 1


def test_a_fresh_manager_is_built_only_after_the_cache_is_cleared(managers_built):
    first = host.installed_plugin_manager()
    assert host.installed_plugin_manager() is first and len(managers_built) == 1
    host.installed_plugin_manager.cache_clear()
    assert host.installed_plugin_manager() is not first and len(managers_built) == 2
