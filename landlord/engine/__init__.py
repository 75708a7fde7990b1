"""The pure, deterministic rules engine: no pygame, no clock, no files after loading rules."""
from __future__ import annotations

from .decision import CHANCE, Choice, Decision, Event
from .engine import Engine
from .errors import EndlessGameError, IllegalChoiceError, PositionError, RulesError, SetupError
from .game_setup import NewGame, new_game_of
from .jail_api import JailContext, JailGame, JailStep
from .rules import Rules, load_rules
from .state import MISC, TREASURY, GameState, seat_account


def load_default_rules() -> Rules:
    """The 1906 rules file that ships with the game."""
    from ..paths import default_rules_path
    return load_rules(default_rules_path())


__all__ = ["CHANCE", "Choice", "Decision", "EndlessGameError", "Engine", "Event", "GameState", "IllegalChoiceError", "JailContext",
           "JailGame", "JailStep", "MISC", "NewGame", "new_game_of", "PositionError", "Rules", "RulesError", "SetupError", "TREASURY", "load_default_rules",
           "load_rules", "seat_account"]
