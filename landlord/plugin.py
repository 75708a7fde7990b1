"""Everything a plugin may use, in one place: the public, versioned plugin API.

Import from here (or the same names from ``landlord``); nothing else in the game is promised
to stay put. ``PLUGIN_API_VERSION`` says which version of this API the game serves; a jail game
says which it was written for (``api_version``), and the host refuses one written for a later
version. ``docs/plugins.md`` documents every name.

* the jail game contract: :class:`JailGame` (its members ``id``, ``title``, ``version``,
  ``business_while_jailed``, ``on_jailed``, ``pending``, ``apply``; optional ``api_version``,
  ``suggest``, ``make_view``, and its words for people: ``describe_option``, ``explain_option``,
  ``rules_card`` and ``stay_summary``, which need no new API version), :class:`JailContext`,
  :class:`JailStep`, ``OUTCOMES``;
* the decision vocabulary: :class:`Decision`, ``CHANCE``, :class:`Event`, ``TWO_DICE``,
  ``TWO_DICE_PROBS``, :func:`dice_decision`; :func:`plain_data_problem` says why a slot is not
  plain data;
* the 1906 jail, :class:`ClassicJail`, to build on;
* the house-rule contract (plugin API version 2): :class:`HouseRule`, :class:`TableView`,
  :class:`SpaceView`, :class:`ChanceView`, :class:`HouseStep`, and the names of its ``POINTS``, ``TRIGGERS`` (with the
  keys of each one's ``info`` in ``TRIGGER_INFO``) and ``EFFECTS`` (``engine/house_api.py``);
* commands a plugin adds to ``landlord``: :class:`PluginCommand`, :class:`CommandError`,
  :func:`whole_number`, ``seed_number``;
* data files: :func:`read_toml` (the game's one reader: regular files only, size and nesting
  capped, :class:`FileRefused` otherwise) and :func:`rules_dir` (where the game's data files live);
* for a jail game's own view in the window (``make_view``, pygame imported inside it only):
  ``theme`` (fonts and colours) and :func:`track_boxes` (a square track's spaces as boxes).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .command_api import CommandError, PluginCommand, read_choice, seed_number, whole_number
from .engine.classic_jail import ClassicJail
from .engine.decision import CHANCE, TWO_DICE, TWO_DICE_PROBS, Decision, Event, dice_decision
from .engine.house_api import (EFFECTS, POINTS, TRIGGER_INFO, TRIGGERS, ChanceView, HouseRule, HouseStep, SpaceView,
                               TableView)
from .engine.jail_api import OUTCOMES, PLUGIN_API_VERSION, JailContext, JailGame, JailStep
from .engine.plain_data import plain_data_problem
from .engine.toml_reader import FileRefused, read_toml
from .hookspecs import hookimpl
from .paths import rules_dir

__all__ = ["CHANCE", "EFFECTS", "POINTS", "TRIGGERS", "TRIGGER_INFO", "ChanceView", "HouseRule", "HouseStep",
           "SpaceView", "TableView",
           "OUTCOMES", "PLUGIN_API_VERSION", "TWO_DICE", "TWO_DICE_PROBS", "ClassicJail", "CommandError",
           "Decision", "Event", "FileRefused", "JailContext", "JailGame", "JailStep", "PluginCommand",
           "dice_decision", "hookimpl", "plain_data_problem", "read_choice", "read_toml", "rules_dir", "seed_number",
           "whole_number", "theme", "track_boxes"]


if TYPE_CHECKING:                     # what __getattr__ below hands out, for the type checker
    from .ui import theme
    from .ui.layout import track_boxes


def __getattr__(name: str) -> object:
    """``theme`` and ``track_boxes`` come from the window's package, loaded only when asked for,
    so that a headless plugin never imports pygame."""
    if name == "theme":
        from .ui import theme
        return theme
    if name == "track_boxes":
        from .ui.layout import track_boxes
        return track_boxes
    raise AttributeError(f"module 'landlord.plugin' has no attribute {name!r}")
