"""The classic 1906 Jail (Rule 6), offered to players as the jail game ``classic``.

The jail itself belongs to the engine (``landlord.engine.classic_jail``), which keeps its own
instance as the fallback when a plugin jail game fails; this plugin registers it through the
``landlord`` entry points exactly as a third-party jail game registers, so the players can
choose it and ``landlord plugins`` lists it.
"""
from __future__ import annotations

from landlord.plugin import ClassicJail, hookimpl

__all__ = ["ClassicJail", "landlord_jail_games"]


@hookimpl
def landlord_jail_games() -> list[ClassicJail]:
    return [ClassicJail()]
