"""The pure, deterministic rules engine: no pygame, no clock, no files after loading rules."""
from __future__ import annotations

from importlib.machinery import ExtensionFileLoader

from .decision import CHANCE, Choice, Decision, Event
from .engine import Engine
from .errors import EndlessGameError, IllegalChoiceError, PositionError, RulesError, SetupError
from .game_setup import NewGame, new_game_of
from .jail_api import JailContext, JailGame, JailStep
from .rules import Rules, load_rules
from .state import MISC, TREASURY, GameState, seat_account
from . import rules as _a_compiled_module

#: True when the engine runs compiled by mypyc (the compiled build, ``docs/performance.md``): its
#: modules (rules.py among them; setup.py lists the few left as Python) were then imported from C
#: extensions, which Python prefers to the ``.py`` beside them.
COMPILED: bool = isinstance(_a_compiled_module.__loader__, ExtensionFileLoader)


def load_default_rules() -> Rules:
    """The 1906 rules file that ships with the game."""
    from ..paths import default_rules_path
    return load_rules(default_rules_path())


__all__ = ["CHANCE", "COMPILED", "Choice", "Decision", "EndlessGameError", "Engine", "Event", "GameState", "IllegalChoiceError", "JailContext",
           "JailGame", "JailStep", "MISC", "NewGame", "new_game_of", "PositionError", "Rules", "RulesError", "SetupError", "TREASURY", "load_default_rules",
           "load_rules", "seat_account"]
