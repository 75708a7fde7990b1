"""Oubliette (Julian Jimenez's solitaire) played on its own, by a person at the terminal or by a
computer player, and the results as plain data for ``landlord solitaire --json``.

Game ``k`` of a run of several with seed ``S`` is dealt with seed ``S + k``, so any game of a run
can be played again on its own (``--seed S+k``).
"""
from __future__ import annotations

import random
from typing import Any, Callable

from landlord import Decision

from . import agent, moves
from .layout import TEXT_TURN, State

PLAYERS = ("human", "computer", "random")

Ask = Callable[[State, Decision], str]


def play(seed: int, jokers: int = 2, player: str = "computer", ask: Ask | None = None,
         show: Callable[[str], None] | None = None, turn: str = TEXT_TURN) -> dict[str, Any]:
    """Play one whole game with the ``turn`` given (:data:`.layout.TURN_RULES`); returns its result
    (see :func:`result`)."""
    if player not in PLAYERS:
        raise ValueError(f"player must be one of {', '.join(PLAYERS)}, not {player!r}")
    state = moves.new_game(random.Random(seed), jokers, turn)
    chooser = random.Random(f"solitaire-random-player/{seed}")     # the random player's own dice
    say = show or (lambda line: None)
    decisions = 0
    while (decision := moves.pending(state)) is not None:
        if player == "human":
            assert ask is not None, "a human player needs someone to ask"
            choice = ask(state, decision)
        elif player == "random":
            choice = agent.choose_random(chooser, decision)
        else:
            choice = agent.choose(state, decision)
        decisions += 1
        for line in moves.apply(state, choice):
            say(line)
    return result(state, seed, decisions)


def result(state: State, seed: int, decisions: int) -> dict[str, Any]:
    """A finished game as plain data: ``won``, ``how`` it ended, the ``path`` laid (each room's
    cards, a Map's joined by "+"), the rooms' ``values``, and how many cards were ``turned`` over."""
    return {"seed": seed, "jokers": state["jokers"], "turn": state["turn"], "won": state["result"] == "won", "how": state["how"],
            "path": ["+".join(room["cards"]) for room in state["path"]],
            "values": [room["value"] for room in state["path"]],
            "turned": state["turned"], "decisions": decisions}


def play_many(games: int, seed: int, jokers: int = 2, player: str = "computer",
              turn: str = TEXT_TURN) -> dict[str, Any]:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ...; the tally."""
    wins = sum(play(seed + k, jokers, player, turn=turn)["won"] for k in range(games))
    return {"games": games, "wins": wins, "win_rate": wins / games, "seed": seed, "jokers": jokers,
            "player": player, "turn": turn}
