"""The Landlord's Game (Elizabeth Magie, 1906) with pluggable jail games.

Plugin authors import what they need from here or from ``landlord.plugin``, the public,
versioned plugin API (everything a plugin may use)::

    from landlord import hookimpl, JailStep, JailContext, Decision, CHANCE
"""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from .engine.decision import CHANCE, Decision, Event
from .engine.jail_api import PLUGIN_API_VERSION, JailContext, JailGame, JailStep
from .hookspecs import hookimpl

try:
    __version__ = version("landlords-game")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"

__all__ = ["CHANCE", "PLUGIN_API_VERSION", "Decision", "Event", "JailContext", "JailGame", "JailStep", "hookimpl",
           "__version__"]
