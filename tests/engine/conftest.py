"""Rule scenario helpers: the shared ``new_game`` fixture, plus plain ways to set up a position.

A scenario may begin from a position written out in full (the ``position`` fixture: TOML, as
``docs/api.md`` describes), or from a new game put into a position directly (a checker moved, a
card handed over, cash adjusted), which the test says. Cash is only ever adjusted against
MISCELLANEOUS, so the total money in the game stays what it was and the ledger's conservation
still holds.
"""
from __future__ import annotations

import textwrap
import tomllib

import pytest

from landlord.engine import MISC, TREASURY, seat_account
from landlord.engine.ledger import total_money
from landlord.engine.state import BANK_FLOAT


class Scene:
    """A scripted game (the shared ``Script``) with helpers for setting up positions."""

    def __init__(self, script) -> None:
        self.script = script

    # -- the shared Script's interface --------------------------------------------------
    def play(self, *choices):
        self.script.play(*choices)
        return self

    def __getattr__(self, name):
        return getattr(self.script, name)

    @property
    def rules(self):
        return self.script.engine.rules

    # -- reading the position ---------------------------------------------------------------
    def cash(self, seat: int) -> int:
        return self.state.cash(seat)

    @property
    def treasury(self) -> int:
        return self.state.accounts[TREASURY]

    @property
    def misc(self) -> int:
        return self.state.accounts[MISC]

    def where(self, seat: int) -> str:
        """The id of the space the seat's checker stands on."""
        return self.rules.spaces[self.state.players[seat].position].id

    def money_total(self) -> int:
        return total_money(self.state)

    def events_named(self, name: str) -> list:
        return [e for e in self.events if e.name == name]

    # -- setting up a position directly ----------------------------------------------------
    def put(self, seat: int, space: str) -> Scene:
        """Stand the seat's checker on ``space`` (no move, no landing)."""
        self.state.players[seat].position = self.rules.index_of(space)
        return self

    def give(self, card: str, seat: int | None) -> Scene:
        """Hand a green card to a seat (None: back to the pack) without payment."""
        if seat is None:
            self.state.owner.pop(card, None)
        else:
            self.state.owner[card] = seat
        return self

    def set_cash(self, seat: int, amount: int) -> Scene:
        """Give the seat exactly ``amount``, moving the difference from or to MISCELLANEOUS."""
        acct = seat_account(seat)
        diff = amount - self.state.accounts[acct]
        self.state.accounts[acct] += diff
        self.state.accounts[MISC] -= diff
        return self

    def build_houses(self, **lots: int) -> Scene:
        """Stand houses on lots (lot ids with underscores for dashes), without paying for them.

        The houses belong to the lot's holder, as if he had built them.
        """
        for lot, n in lots.items():
            lot = lot.replace("_", "-")
            self.state.houses[lot] = n
            if lot in self.state.owner:
                self.state.house_owner[lot] = self.state.owner[lot]
        return self


@pytest.fixture
def new_game(new_game):
    """The shared fixture, returning a :class:`Scene`.

    After the test, every game it made is checked: the money is all still there (set-ups only
    move it to and from MISCELLANEOUS) and no player's cash is below zero.
    """
    made: list[Scene] = []

    def make(*args, **kwargs) -> Scene:
        # These are tests of the 1906 rules, whose Jail is Rule 6: the classic jail, not the
        # default Open Oubliette (tested in tests/oubliette).
        kwargs.setdefault("jail", "classic")
        scene = Scene(new_game(*args, **kwargs))
        made.append(scene)
        return scene

    yield make
    check_money(made)


@pytest.fixture
def position(engine, script):
    """``position(toml)``: a :class:`Scene` started from a position (``Engine.start_from``) at the
    first decision of its turn. The rules id is filled in, and the 1906 jail unless a ``[jail]``
    table is given; the money is checked after the test as for ``new_game``.

    For example (Ben's turn; Ann stands on Mother Earth with nothing but $75)::

        game = position('''
            turn = 1
            [[players]]
            name = "Ann"
            cash = 75
            [[players]]
            name = "Ben"
            cash = 75
            space = "fairhope-avenue"
        ''')
    """
    made: list[Scene] = []

    def start(text: str) -> Scene:
        given = tomllib.loads(textwrap.dedent(text))
        scene = Scene(script(engine.start_from({"rules": engine.rules.id, "jail": {"id": "classic"}, **given})))
        made.append(scene)
        return scene

    yield start
    check_money(made)


def check_money(scenes: list[Scene]) -> None:
    """Every game a test made still has all its money, and no player's cash is below zero."""
    for scene in scenes:
        assert scene.money_total() == BANK_FLOAT, "money was created or destroyed"
        assert all(scene.cash(s) >= 0 for s in range(len(scene.state.players))), "a player's cash is negative"
