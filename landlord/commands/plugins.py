"""``landlord plugins``: every jail game and house rule the players can choose, and every plugin
that was refused and why."""
from __future__ import annotations

import argparse
from typing import Sequence

from .options import EXIT_FINDINGS

NAME = "plugins"
HELP = "list the installed plugins: jail games and house rules, and any refused"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """It takes no options."""


def _table(rows: Sequence[tuple[str, ...]], header: tuple[str, ...]) -> None:
    widths = [max(len(r[i]) for r in [*rows, header]) for i in range(len(header))]
    for row in [header] + sorted(rows):
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())


def run(args: argparse.Namespace) -> int:
    """Every jail game and house rule the players can choose, then every plugin that was refused and why.

    Problems are part of the listing (once each) and make the exit code 1.
    """
    import logging
    from ..engine import load_default_rules
    from ..engine.jail_api import PLUGIN_API_VERSION
    from ..plugin_host import collect_house_rules, collect_jail_games, installed_plugin_manager
    host_log = logging.getLogger("landlord.plugins")
    host_log.disabled = True          # the listing reports the problems itself, once
    try:
        pm = installed_plugin_manager()
        registry, house = collect_jail_games(pm), collect_house_rules(pm)
    finally:
        host_log.disabled = False
    default = load_default_rules().default_jail
    rows = [(g.id, g.title, g.version, str(getattr(g, "api_version", 1)), "yes" if g.id == default else "",
             registry.offered_by.get(g.id, "(the game's own)")) for g in registry.games.values()]
    _table(rows, ("id", "title", "version", "api", "default", "plugin"))
    if house.rules:
        print("\nHouse rules:")
        _table([(r.id, r.title, r.version, str(r.api_version), house.offered_by[r.id]) for r in house.rules.values()],
               ("id", "title", "version", "api", "plugin"))
    print(f"(plugin API version {PLUGIN_API_VERSION})")
    problems = registry.problems + house.problems
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for problem in problems:
            print(f"  refused: {problem}")
        return EXIT_FINDINGS
    return 0
