"""The agent tests' fixtures: whole games with a hook on every decision (``watched_games``)."""
from __future__ import annotations

from collections.abc import Sequence

import pytest

from landlord.engine import GameState
from watched_games import play


@pytest.fixture(scope="session")
def whole_game(engine):
    """``whole_game(kinds, seed, **options)``: :func:`play` with the session's engine."""

    def run(kinds: Sequence[str], seed: int, **options) -> GameState:
        return play(engine, kinds, seed, **options)

    return run
