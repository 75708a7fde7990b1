"""What the engine remembers between calls, kept outside the game states it is about.

A ``GameState`` is its fields and nothing else: saving, comparing or copying it meets nothing
more, and asking what the game waits for (``Engine.pending``) writes nothing to it. What is
worth remembering lives here instead:

* :class:`StateMemo`: a note on each live state object, keyed by the object's identity and
  dropped when the object is collected, so a memo keeps no state alive and a copy of a state (a
  new object, for look-ahead) starts with no notes: it is asked afresh.
* :class:`NextDraws`: the uniform number each state's RNG gives next, known without drawing it.
* :class:`StampMemo`: results worked out from stamped tables (``holdings.StampedDict``), keyed by
  the stamps, which no two versions of any table ever share; it holds no state at all.
"""
from __future__ import annotations

import random
import weakref
from typing import Any, Generic, Hashable, TypeVar

Value = TypeVar("Value")


class StateMemo(Generic[Value]):
    """One value per live state object, forgotten with the object."""

    def __init__(self) -> None:
        self._notes: dict[int, tuple[weakref.ref[Any], Value]] = {}

    def get(self, state: object) -> Value | None:
        note = self._notes.get(id(state))
        return note[1] if note is not None and note[0]() is state else None

    def put(self, state: object, value: Value) -> None:
        key = id(state)
        note = self._notes.get(key)
        if note is not None and note[0]() is state:
            ref = note[0]
        else:
            # The callback runs as the state is collected, before its id can be given to another
            # object, and holds the table but never the state.
            notes = self._notes
            ref = weakref.ref(state, lambda _gone: notes.pop(key, None))
        self._notes[key] = (ref, value)

    def forget(self, state: object) -> None:
        if self.get(state) is not None:
            del self._notes[id(state)]

    def __len__(self) -> int:
        return len(self._notes)


class _Twin:
    """A copy of one state's RNG kept one draw ahead of it, and that draw."""

    __slots__ = ("of", "ahead", "next")

    def __init__(self, rng: random.Random) -> None:
        self.of = rng
        self.ahead = random.Random()
        self.ahead.setstate(rng.getstate())
        self.next = self.ahead.random()


class NextDraws:
    """The draw each state's RNG will give next, known without taking it.

    A CHANCE decision takes one uniform draw from the game's RNG, when it is applied. To say the
    outcome before that without moving the state's RNG, a state asked about gets a twin RNG here,
    one draw ahead of its own. Copying an RNG's position costs about as much as a whole decision,
    so it is done once for each state, and every draw the engine takes moves the twin on by one.
    A draw that is not the one foreseen (the RNG replaced or drawn from by other code) drops the
    twin, and the next question copies the RNG afresh.
    """

    def __init__(self) -> None:
        self._twins: StateMemo[_Twin] = StateMemo()

    def peek(self, state: Any) -> float:
        twin = self._twins.get(state)
        if twin is None or twin.of is not state.rng:
            twin = _Twin(state.rng)
            self._twins.put(state, twin)
        return twin.next

    def take(self, state: Any) -> float:
        """Draw from the state's RNG, as applying a CHANCE decision does."""
        draw: float = state.rng.random()
        twin = self._twins.get(state)
        if twin is not None:
            if twin.of is state.rng and twin.next == draw:
                twin.next = twin.ahead.random()
            else:
                self._twins.forget(state)
        return draw

    def __len__(self) -> int:
        return len(self._twins)


class StampMemo(Generic[Value]):
    """Results keyed by the stamps (and whatever else) they were worked out from, at most
    ``size`` of them: once full it is emptied and fills again with what is asked next. Emptying
    at once, rather than evicting one at a time, keeps it safe to share between threads."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: dict[Hashable, Value] = {}

    def get(self, key: Hashable) -> Value | None:
        return self._kept.get(key)

    def put(self, key: Hashable, value: Value) -> None:
        if len(self._kept) >= self.size:
            self._kept.clear()
        self._kept[key] = value
