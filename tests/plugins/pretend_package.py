"""A jail game installed as if from a package: for tests of what users meet with plugins."""
from __future__ import annotations

import importlib.metadata
import sys
import types

from landlord import hookimpl


def install_package(monkeypatch, name: str, game) -> None:
    """As if a package were installed whose ``landlord`` entry point offers ``game``. The test
    also asks for the ``fresh_plugin_manager`` fixture, so the program reads its plugins anew."""
    from landlord.plugin_host import installed_plugin_manager
    assert installed_plugin_manager.cache_info().currsize == 0, "ask for the fresh_plugin_manager fixture too"
    module = types.ModuleType(f"{name}_jail")
    module.landlord_jail_games = hookimpl(lambda: [game])
    monkeypatch.setitem(sys.modules, module.__name__, module)
    point = importlib.metadata.EntryPoint(name, module.__name__, "landlord")
    real = importlib.metadata.entry_points
    monkeypatch.setattr(importlib.metadata, "entry_points",
                        lambda **params: (*real(**params), point) if params.get("group") == "landlord"
                        else real(**params))
