"""The ``table`` fixture: a scripted game of Oubliette (see solitaire_table.py)."""
from __future__ import annotations

import pytest

from solitaire_table import Table


@pytest.fixture
def table():
    def make(piles=(), equipped="7C", deck=(), jokers=2, seed=0, full=False, turn="text") -> Table:
        return Table([list(p) for p in piles], equipped, list(deck), jokers, seed, full, turn)
    return make
