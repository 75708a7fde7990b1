"""The latest turn in Jail as the table tells it: the lines the jail game logged in it, and, once
it is over, how much longer the table keeps it up before play moves on.

A turn in a jail game is many small steps, and its last one (the throw that ends a fight, the
draw, the step that lets the prisoner out) is the one a player most wants to read. Without a pause
the window would put the board back the moment the engine passed play on, the result left to the
log. So the session keeps the turn on the table a while after it ends (:data:`ENDING_SECONDS` at
the computers' pace; a person's own prisoner at least :data:`PERSON_SECONDS`, or until he moves on),
and computer play waits meanwhile. The game itself is never touched: this only reads the events.
"""
from __future__ import annotations

from typing import Sequence

from ..engine import Event
from ..engine.views import PrisonerTurn

#: Seconds the end of a computer prisoner's turn stays on the table, by computer pace.
ENDING_SECONDS = {"slow": 4.0, "normal": 2.5, "fast": 1.2, "instant": 0.0}
#: A person's own prisoner: his turn's end stays this long at any pace (or until he moves on).
PERSON_SECONDS = 6.0


def ending_seconds(pace: str, person: bool) -> float:
    """How long the end of a turn in Jail stays on the table."""
    seconds = ENDING_SECONDS.get(pace, ENDING_SECONDS["normal"])
    return max(seconds, PERSON_SECONDS) if person else seconds


class JailStory:
    def __init__(self) -> None:
        self.turn: PrisonerTurn | None = None      # the latest turn in Jail a choice was made in
        self.lines: list[str] = []                 # what the jail game logged in it, in order
        self.left = 0.0                            # seconds its end stays on the table
        #: Does the table show turns in Jail in a view of their own (the jail game's)? Only then is
        #: a turn's end kept up: on the board, the banner and the log tell it as it happens.
        self.shown = False

    @property
    def ending(self) -> bool:
        """Is the turn over, and still on the table?"""
        return self.left > 0

    def notice(self, before: PrisonerTurn | None, after: PrisonerTurn | None, events: Sequence[Event],
               seconds: float) -> None:
        """A choice was made: ``before`` and ``after`` are the turns in Jail that were and are in
        play (None for none); ``seconds``, how long the turn's end stays if this choice ended it."""
        if before is None:
            return
        if before != self.turn:
            self.turn, self.lines, self.left = before, [], 0.0
        self.lines += [event.text for event in events if event.name == "jail_log"]
        if after != before and self.shown:
            self.left = seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def move_on(self) -> None:
        """Back to the board at once (the person pressed a key or clicked)."""
        self.left = 0.0

    def forget(self) -> None:
        """Another game, or the same taken back: nothing of the old turn is told."""
        self.turn, self.lines, self.left = None, [], 0.0
