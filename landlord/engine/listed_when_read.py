"""Options listed when somebody reads them: the turn's business, worked out only if looked at.

Nearly every turn decision is answered "roll" (the throw is always open), yet listing the rest of
the turn's business (the lots he may build on, whether he may borrow, repay, trade, propose) means
asking about his cards, loans and partners. A decision whose options are a
:class:`ListedWhenRead` lists them the first time they are read (iterated, counted, indexed or
compared) and answers ``choice in options`` for the one option known to be open without listing
anything. To whoever reads them they are the tuple of options they stand for.

They are listed from the game as it stands, so they must be read before a choice is applied:
read afterwards they would describe another point of the game, and reading them then is refused.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable, Iterator, overload

from .decision import Choice


class OptionsReadTooLate(RuntimeError):
    """A decision's options were first read after the game had moved on from it."""


class ListedWhenRead(Sequence[Choice]):
    """A decision's options, listed by ``list_them`` when first read; ``always`` is open without
    listing. ``moves_made`` says how far the game has gone (its count of choices made): the list
    is made only while that is what it was when the decision was asked."""

    __slots__ = ("_list_them", "_always", "_moves_made", "_asked_at", "_listed")

    def __init__(self, list_them: Callable[[], tuple[Choice, ...]], always: Choice,
                 moves_made: Callable[[], int]) -> None:
        self._list_them: Callable[[], tuple[Choice, ...]] | None = list_them
        self._always = always
        self._moves_made = moves_made
        self._asked_at = moves_made()
        self._listed: tuple[Choice, ...] | None = None

    def listed(self) -> tuple[Choice, ...]:
        """The options as a tuple, listed now if they have not been."""
        if self._listed is None:
            if self._moves_made() != self._asked_at or self._list_them is None:
                raise OptionsReadTooLate("a decision's options were first read after a choice was applied; "
                                         "read them before applying one")
            self._listed, self._list_them = self._list_them(), None
        return self._listed

    def __contains__(self, choice: object) -> bool:
        # ``type`` first: True == 1, and no bool or number is the open text option.
        return (type(choice) is type(self._always) and choice == self._always) or choice in self.listed()

    def __len__(self) -> int:
        return len(self.listed())

    def __iter__(self) -> Iterator[Choice]:
        return iter(self.listed())

    @overload
    def __getitem__(self, index: int) -> Choice: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Choice, ...]: ...

    def __getitem__(self, index: int | slice) -> Choice | tuple[Choice, ...]:
        return self.listed()[index]

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, ListedWhenRead):
            other = other.listed()
        return bool(self.listed() == other)

    def __ne__(self, other: Any) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self.listed())          # equal to the tuple it stands for, so hashed alike

    def __repr__(self) -> str:
        return repr(self.listed())
