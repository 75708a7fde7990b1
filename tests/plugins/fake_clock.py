"""A clock for the plugin hosts' time budget that moves only when a test's plugin says it dawdled."""
from __future__ import annotations


class FakeClock:
    """A clock that moves only when a plugin under test dawdles (``clock.now += seconds``)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now
