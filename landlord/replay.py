"""Replays of saved games: the whole game log as text, a cursor to step through a game, and the
position at the start of any turn.

``landlord replay FILE --text`` prints :func:`game_log`; the window replay (``landlord replay
FILE``, in ``landlord.ui.replay_window``) can walk a :class:`ReplayCursor` back and forth;
``landlord replay FILE --position-at N`` writes :func:`turn_start_at`. All rebuild the game from
the save's choices exactly as loading does, so what is shown is what was played.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence, TextIO

from .engine import Choice, Decision, Engine, Event, GameState
from .engine.plugin_guard import timeouts_of
from .engine.position import at_turn_start, position_of
from .game_record import replay_choices, setup_of
from .saves import LoadedGame, SaveError, Seat


def game_log(game: LoadedGame) -> list[str]:
    """Every event's text, in order, from the first choice to the save."""
    return [event.text for event in game.events]


def print_log(game: LoadedGame, out: TextIO) -> None:
    for line in game_log(game):
        print(line, file=out)


@dataclass
class ReplayCursor:
    """A saved game shown one choice at a time.

    ``state`` is the game after ``index`` choices; ``forward()`` applies the next one and
    returns its events; ``seek(n)`` goes to any point (going back rebuilds from the start,
    which takes a few milliseconds for a whole game).
    """

    engine: Engine
    seats: list[Seat]
    seed: int
    setup: dict
    choices: Sequence[Choice]
    index: int = 0
    #: Jail game calls that ran over their time budget in play: (choice, call, reason).
    timeouts: Sequence[tuple[int, int, str]] = ()
    state: GameState = field(init=False)

    def __post_init__(self) -> None:
        self.state = self._rebuild(self.index)

    @classmethod
    def of(cls, game: LoadedGame) -> "ReplayCursor":
        return cls(game.engine, list(game.seats), game.state.seed, setup_of(game.state),
                   tuple(game.state.history), timeouts=timeouts_of(game.state))

    def __len__(self) -> int:
        return len(self.choices)

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.choices)

    @property
    def decision(self) -> Decision | None:
        """The decision the next choice answers (None at the end of a finished game)."""
        return self.engine.pending(self.state)

    def forward(self) -> list[Event]:
        if self.at_end:
            return []
        with self.engine.replaying(self.timeouts):          # as played: untimed, same faults
            events = self.engine.apply(self.state, self.choices[self.index])
        self.index += 1
        return events

    def seek(self, index: int) -> None:
        index = max(0, min(index, len(self.choices)))
        if index < self.index:
            self.state, self.index = self._rebuild(index), index
        while self.index < index:
            self.forward()

    def _rebuild(self, index: int) -> GameState:
        try:
            state, _, _ = replay_choices(self.engine, [s.name for s in self.seats], self.seed, self.setup,
                                         self.choices[:index], timeouts=self.timeouts)
        except SaveError as exc:      # the save was checked when loaded; this would be an engine bug
            raise RuntimeError(str(exc)) from None
        return state


@dataclass(frozen=True)
class TurnStart:
    """The position at the start of a turn, and where in the game that turn began."""

    position: dict
    choices: int          # how many choices had been made when the turn began
    round: int
    seat: int             # whose turn it is


def turn_start_at(game: LoadedGame, choices: int) -> TurnStart:
    """The position at the start of the turn in play after ``choices`` choices of a saved game:
    the latest turn start at or before that point (the very point, if a turn began there).

    :raises ValueError: if the game has fewer choices, or no turn had begun yet (the deal).
    """
    made = len(game.state.history)
    if choices > made:
        raise ValueError(f"{choices} is beyond the game's {made} choices")
    cursor = ReplayCursor.of(game)
    latest = _turn_start(cursor) if at_turn_start(cursor.state) else None    # a game begun from a position
    while cursor.index < choices:
        # A turn begins inside the choice that ends the one before (or the throw for who goes
        # first); ``turn.begin_turn`` says so with its "turn" event.
        if any(event.name == "turn" for event in cursor.forward()) and at_turn_start(cursor.state):
            latest = _turn_start(cursor)
    if latest is None:
        raise ValueError(f"after {choices} choices the game is still being set up; no turn has begun")
    return latest


def _turn_start(cursor: ReplayCursor) -> TurnStart:
    state = cursor.state
    return TurnStart(position_of(cursor.engine, state), cursor.index, state.round, state.turn)
