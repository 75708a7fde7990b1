"""Look-ahead off the event loop: an expert's move, or a hint, worked out in a worker thread.

The window must keep drawing and answering while the expert searches (a tenth of a second to a
few seconds a decision). A :class:`Thinking` runs one piece of work in a daemon thread on its
own copy of the game and an engine of its own (``search.worlds.private_engine``: untimed, with
memos no other thread touches, a stale hint still stopping included), so the thread shares
nothing the window or another worker changes. The window polls
:attr:`done`; leaving the game or closing the window calls :meth:`stop`, which the search sees
between playouts (it raises ``SearchStopped``, and the thread ends without an answer). Being a
daemon, a thread still running never keeps the program from exiting.
"""
from __future__ import annotations

import copy
import random
import threading
from typing import Callable, Generic, TypeVar

from ..ai.expert import ExpertAgent
from ..ai.search import LEVELS, SearchResult, SearchStopped
from ..ai.search.worlds import private_engine
from ..driver import GameDriver
from ..engine import Choice, Engine, GameState

Result = TypeVar("Result")
#: The level a person's hint searches at.
HINT_LEVEL = LEVELS["expert"]


class Thinking(Generic[Result]):
    """One piece of work in a daemon thread; ``work(stopped)`` should give up when ``stopped()``."""

    def __init__(self, work: Callable[[Callable[[], bool]], Result]) -> None:
        self._stop = threading.Event()
        self._done = threading.Event()
        self.result: Result | None = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(work,), name="landlord-thinking", daemon=True)
        self._thread.start()

    def _run(self, work: Callable[[Callable[[], bool]], Result]) -> None:
        try:
            self.result = work(self._stop.is_set)
        except SearchStopped:
            pass
        except Exception as exc:       # reported to the window, which plays on without the answer
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def stop(self) -> None:
        """Ask the work to end; it is not waited for."""
        self._stop.set()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the work (tests); True once it is done."""
        return self._done.wait(seconds)


def computer_choice(engine: Engine, state: GameState, kinds: list[str]) -> Thinking[Choice]:
    """A computer seat's answer as headless play gives it (``GameDriver.unasked_choice``: its agent,
    seeded from the game, or another computer's proposal), worked out on a copy of the game."""
    private, game = private_engine(engine), copy.deepcopy(state)

    def work(stopped: Callable[[], bool]) -> Choice:
        driver = GameDriver(private, game, kinds)
        decision = private.pending(game)
        assert decision is not None
        agent = driver.agent(decision.actor) if decision.actor >= 0 else None
        if isinstance(agent, ExpertAgent):
            agent.stop = stopped
        return driver.unasked_choice(decision)

    return Thinking(work)


def hint(engine: Engine, state: GameState) -> Thinking[SearchResult]:
    """What the expert would do in the pending decision's seat, and its figures (never played)."""
    private, game = private_engine(engine), copy.deepcopy(state)
    rng = random.Random(f"hint:{state.seed}:{len(state.history)}")

    def work(stopped: Callable[[], bool]) -> SearchResult:
        decision = private.pending(game)
        assert decision is not None and not decision.is_chance
        return ExpertAgent(rng, HINT_LEVEL, stop=stopped).think(private, game, decision)

    return Thinking(work)
