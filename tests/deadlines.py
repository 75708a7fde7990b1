"""A deadline for a test that plays a game which used to hang: the test fails instead of hanging."""
from __future__ import annotations

import signal
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Fail the test, instead of hanging it, if the block runs past ``seconds``."""
    def expired(signum, frame):
        raise TimeoutError(f"still running after {seconds} s: the game hangs")
    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
