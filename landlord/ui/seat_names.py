"""Names a family would use for the window's seats nobody named: a person is "Player 2", a
computer the first name of its seat. The names belong to the seats, not the game, so the same
seat is called the same every game (and screenshots stay alike); what plays a seat (a person, a
computer of some kind) is shown beside the name, never as it.

Headless play and saves keep the driver's names ("Heuristic 2"), which logs and reports read.
"""
from __future__ import annotations

from typing import Sequence

#: A computer's name by its seat: first names of 1906, none of them a person's default name.
COMPUTER_NAMES = ("Agnes", "Bertram", "Clara", "Daniel", "Edith", "Frank")


def default_name(seat: int, kind: str) -> str:
    """The name of seat ``seat`` (from 0) played by ``kind`` ("human" or an agent's name)."""
    if kind == "human":
        return f"Player {seat + 1}"
    return COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]


def table_names(kinds: Sequence[str]) -> list[str]:
    """The default names of seats played by ``kinds``, in order."""
    return [default_name(seat, kind) for seat, kind in enumerate(kinds)]
