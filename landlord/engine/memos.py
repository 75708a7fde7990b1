"""What the engine remembers between calls, kept outside the game states it is about.

A ``GameState`` is its fields and nothing else: saving, comparing or copying it meets nothing
more, and asking what the game waits for (``Engine.pending``) writes nothing to it. What is
worth remembering lives here instead:

* :class:`StateMemo`: a note on each of the few states most recently noted, keyed by the
  object's identity, so a memo keeps only those few alive and a copy of a state (a new object,
  for look-ahead) starts with no notes: it is asked afresh.
* :class:`NextDraws`: the uniform number each state's RNG gives next, known without drawing it.
* :class:`StampMemo`: results worked out from stamped tables (``holdings.StampedDict``), keyed by
  the stamps, which no two versions of any table ever share; it holds no state at all.
"""
from __future__ import annotations

import random
from typing import Any, Generic, Hashable, TypeVar

Value = TypeVar("Value")

#: How many states a :class:`StateMemo` keeps notes on: the game in play, the copies a computer
#: player looks ahead with, a window's game beside a simulation.
STATES_NOTED = 32


class StateMemo(Generic[Value]):
    """One value for each of the most recent states noted, keyed by the object's identity.

    A note holds its state, so no other object can be given that identity while the note is
    kept; beyond :data:`STATES_NOTED` states the oldest note is dropped (that state is asked
    afresh), so a memo keeps only a few states alive, whatever number of games is played. A copy
    of a state (a new object, for look-ahead) starts with no notes.

    (Held, not weakly referenced: ``GameState`` is a compiled class in the compiled build, and a
    compiled class takes no weak references without an import the engine may not make.)
    """

    def __init__(self) -> None:
        self._notes: dict[int, tuple[object, Value]] = {}

    def get(self, state: object) -> Value | None:
        note = self._notes.get(id(state))
        return note[1] if note is not None and note[0] is state else None

    def put(self, state: object, value: Value) -> None:
        notes = self._notes
        key = id(state)
        if key not in notes and len(notes) >= STATES_NOTED:
            del notes[next(iter(notes))]          # the oldest note
        notes[key] = (state, value)

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
