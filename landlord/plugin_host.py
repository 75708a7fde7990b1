"""The plugin manager factory and the registry of installed jail games.

One plugin manager per game, built by :func:`make_plugin_manager`; plugins come from
the ``landlord`` entry-point group, exactly as a third-party package registers its
own. A plugin that fails to load or to answer is reported, never fatal.
"""
from __future__ import annotations

import importlib
import importlib.metadata
import logging
from dataclasses import dataclass, field
from typing import Iterable

import pluggy

from . import hookspecs
from .engine.jail_api import JailGame

log = logging.getLogger("landlord.plugins")

ENTRY_POINT_GROUP = "landlord"
#: The jail every game can fall back on; shipped in plugins/ and registered by entry point.
FALLBACK_JAIL_MODULE = "landlord_plugins.classic_jail"


def make_plugin_manager(*, entrypoints: bool = True, extra: Iterable[object] = ()) -> pluggy.PluginManager:
    """A fresh plugin manager with the hook specs, installed plugins and ``extra`` ones.

    :param entrypoints: load plugins installed under the ``landlord`` entry-point group.
    :param extra: plugin objects or modules to register too (tests, scripts).
    """
    pm = pluggy.PluginManager("landlord")
    pm.add_hookspecs(hookspecs)
    if entrypoints:
        for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
            if pm.get_plugin(ep.name) is not None or pm.is_blocked(ep.name):
                continue
            try:
                pm.register(ep.load(), name=ep.name)
            except Exception as exc:  # a broken third-party package must not stop the game
                log.warning("plugin %r (%s) could not be loaded: %s", ep.name, ep.value, exc)
    for plugin in extra:
        if not pm.is_registered(plugin):      # already installed through its entry point
            pm.register(plugin)
    while True:
        try:
            pm.check_pending()
            return pm
        except pluggy.PluginValidationError as exc:  # e.g. a misspelt hook name: leave that plugin out
            log.warning("plugin %r was left out: %s", pm.get_name(exc.plugin), exc)
            pm.unregister(exc.plugin)


@dataclass
class JailRegistry:
    """Jail games by id, and what went wrong while collecting them."""

    games: dict[str, JailGame] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def get(self, game_id: str) -> JailGame:
        return self.games[game_id]


REQUIRED = ("id", "title", "version", "business_while_jailed", "on_jailed", "pending", "apply")


def collect_jail_games(pm: pluggy.PluginManager) -> JailRegistry:
    """Ask every plugin for its jail games; keep the well-formed ones, report the rest."""
    registry = JailRegistry()
    for impl in pm.hook.landlord_jail_games.get_hookimpls():
        try:
            offered = list(impl.function() or [])
        except Exception as exc:
            registry.problems.append(f"plugin {impl.plugin_name!r} failed to list its jail games: {exc}")
            continue
        for game in offered:
            missing = [a for a in REQUIRED if not hasattr(game, a)]
            if missing:
                registry.problems.append(f"plugin {impl.plugin_name!r}: a jail game lacks {', '.join(missing)}")
            elif not isinstance(game.id, str) or not game.id:
                registry.problems.append(f"plugin {impl.plugin_name!r}: a jail game has no text id")
            elif game.id in registry.games:
                registry.problems.append(f"plugin {impl.plugin_name!r}: jail game id {game.id!r} is already taken")
            else:
                registry.games[game.id] = game
    if "classic" not in registry.games:
        # The fallback must always exist, even if the package metadata was lost.
        classic = importlib.import_module(FALLBACK_JAIL_MODULE)
        registry.games["classic"] = classic.ClassicJail()
    for problem in registry.problems:
        log.warning(problem)
    return registry


def installed_jail_games(extra: Iterable[object] = ()) -> JailRegistry:
    return collect_jail_games(make_plugin_manager(extra=extra))
