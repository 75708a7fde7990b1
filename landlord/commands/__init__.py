"""The ``landlord`` sub-commands, one module each (``play``, ``simulate``, ``report``, ``rules``,
``plugins``, ``replay``; their shared options and checks are ``options``).

The contract every command shares with those plugins add lives in ``landlord/command_api.py``
(imported by the plugin host, which the sub-commands use: kept out of this package so the two
do not import each other); its names are here too, where earlier versions had them.
"""
from __future__ import annotations

from ..command_api import (BUILT_IN_COMMANDS, CommandError, PluginCommand, command_problem, read_choice, seed_number,
                           whole_number)

__all__ = ["BUILT_IN_COMMANDS", "CommandError", "PluginCommand", "command_problem", "read_choice", "seed_number",
           "whole_number"]
