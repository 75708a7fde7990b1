"""Hook specifications for Landlord's Game plugins (pluggy project name ``landlord``).

A plugin is a module or object with functions marked ``@hookimpl`` (import it from
``landlord``), registered through the ``landlord`` entry-point group. Engine hooks are
pure: no I/O, no pygame, no global ``random``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from landlord.command_api import PluginCommand
    from landlord.engine.house_api import HouseRule
    from landlord.engine.jail_api import JailGame

hookspec = pluggy.HookspecMarker("landlord")
hookimpl = pluggy.HookimplMarker("landlord")


# -- registration hooks -----------------------------------------------------------------
@hookspec
def landlord_jail_games() -> list[JailGame]:
    """Return the jail games this plugin contributes.

    :returns: objects following :class:`landlord.engine.jail_api.JailGame`; each ``id``
        must be unique among installed plugins. The game set-up (or the rules file's
        ``[jail] default``) chooses one by id.
    """
    raise NotImplementedError   # a specification: pluggy calls the plugins' implementations, never this


@hookspec
def landlord_commands() -> list[PluginCommand]:
    """Return the commands this plugin adds to ``landlord`` (``landlord NAME ...``).

    :returns: objects following :class:`landlord.command_api.PluginCommand`; a name may not be
        one of landlord's own commands or another plugin's.
    """
    raise NotImplementedError   # a specification: pluggy calls the plugins' implementations, never this


@hookspec
def landlord_house_rules() -> list[HouseRule]:
    """Return the house rules this plugin contributes.

    :returns: objects following :class:`landlord.engine.house_api.HouseRule`; each ``id`` must be
        unique among installed plugins. The game's set-up chooses any number of them by id, and a
        save records which were chosen.
    """
    raise NotImplementedError   # a specification: pluggy calls the plugins' implementations, never this
