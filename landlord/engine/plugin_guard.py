"""The one guard layer around every call into a plugin's game code, shared by the jail host and
the house-rule host: the time budget, the record of faults that replays need, the loop limits,
the bounds on what a plugin may take from the bank, and warnings said once.

Each host decides what a fault costs (a jail game is replaced by the 1906 jail, a house rule is
switched off); what counts as a fault, and how it is recorded so that a replay meets it at the
same point, is decided here once.

Time: the engine reads no clock of its own. The game's commands and window hand it one
(``Engine(clock=time.perf_counter)``); a call that ran over :data:`PLUGIN_CALL_BUDGET_S` is then
a fault. The host cannot interrupt a call, so it is judged when it returns. Each call is named
by the choice being carried out and its count among the plugin calls of that choice; a save
keeps the names of the calls that ran over (``timeouts_of``), and a replay, untimed, fails the
same calls (``Engine.replaying``). A call made while a pending decision is worked out (which
must change nothing) and runs over is noted on the engine, and charged at the start of the next
choice applied to that state (:func:`charge_noted_overruns`), under a call number of its own.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable

from .state import GameState

if TYPE_CHECKING:
    from .context import Ctx
    from .engine import Engine

#: The longest one call of a plugin (jail game or house rule) may take, in seconds, where the
#: host times the calls (the game's commands and window do; replays are untimed). Open
#: Oubliette's and Dungeonopoly's calls take well under a millisecond.
PLUGIN_CALL_BUDGET_S = 2.0
#: The most a plugin may hand out of the bank (Miscellaneous) in one answer, in wages: Open
#: Oubliette's whole treasure deck is worth about 32 wages.
MAX_FROM_BANK_PER_ANSWER_IN_WAGES = 50
#: ... over one round of play, in wages (a Dungeonopoly rogue's robberies come to a few wages a round).
MAX_FROM_BANK_PER_ROUND_IN_WAGES = 100
#: ... and over a whole game, in wages.
MAX_FROM_BANK_PER_GAME_IN_WAGES = 1_000
#: The most calls a house rule may answer in one turn; more is a loop (an option or a question
#: offered for ever, a reaction that sets off itself). A Dungeonopoly turn asks a rule a few dozen times.
MAX_CALLS_PER_TURN = 2_000

CallId = tuple[int, int]
#: Where the shared table of the guard lives in ``state.plugin_data`` (what each plugin has taken
#: from the bank), beside the hosts' own tables.
GUARD = "guard"

log = logging.getLogger("landlord.plugins")


class PluginFault(Exception):
    """A plugin broke the contract; the message says how."""


def call_id(ctx: Ctx) -> CallId:
    """The name of the next plugin call of this step: (choices made, its count in the step)."""
    ctx.plugin_calls += 1
    return len(ctx.state.history), ctx.plugin_calls


def over_budget(engine: Engine, spent: float, member: str = "") -> str:
    return f"{f'{member}()' if member else 'a call'} took {spent:.1f} s, over its budget of {engine.call_budget:g} s"


def guarded(ctx: Ctx, call: Callable[[], None], fail: Callable[[str, CallId | None], None], member: str = "") -> bool:
    """Run ``call()`` as one plugin call of this step (to the plugin's ``member``); True if it ran well.

    On a fault ``fail(reason, timed_out)`` is called, with the call's name when the clock was
    the cause (the save records it), and False returned.
    """
    engine = ctx.engine
    name = call_id(ctx)
    if name in engine.forced_timeouts:        # it ran over when the game was played
        fail(engine.forced_timeouts[name], name)
        return False
    began = engine.clock() if engine.clock is not None else 0.0
    try:
        call()
    except Exception as exc:  # a plugin may fail in any way; the game must go on
        fail(f"{type(exc).__name__}: {exc}", None)
        return False
    if engine.clock is not None and (spent := engine.clock() - began) > engine.call_budget:
        fail(over_budget(engine, spent, member), name)
        return False
    return True


def asked(ctx: Ctx, kind: str, plugin: str, member: str, call: Callable[[], None]) -> bool:
    """Run ``call()`` while a pending decision is worked out (nothing may change the game): a
    failure is warned of once and leaves the plugin out of this answer (False); a call that runs
    over its budget stands, but is noted and charged at the next choice applied (the clock's
    verdict must reach the save)."""
    engine = ctx.engine
    began = engine.clock() if engine.clock is not None else 0.0
    try:
        call()
    except Exception as exc:  # a plugin may fail in any way; pending stays pure
        warn_once(engine, (kind, plugin, member), "%s %r: %s() failed (%s: %s); left out of this decision",
                  kind, plugin, member, type(exc).__name__, exc)
        return False
    if engine.clock is not None and (spent := engine.clock() - began) > engine.call_budget:
        note_overrun(engine, ctx.state, plugin, over_budget(engine, spent, member))
    return True


def note_overrun(engine: Engine, state: GameState, plugin: str, reason: str) -> None:
    noted = engine.overruns.get(state) or {}
    noted.setdefault(plugin, reason)
    engine.overruns.put(state, noted)


def nothing_to_charge(engine: Engine) -> bool:
    """No call has been noted over its budget, and none is to fail in a replay: the usual case, in
    which a choice's beginning only takes one call number for each plugin."""
    return not engine.forced_timeouts and not len(engine.overruns)


def charge_noted_overruns(ctx: Ctx, plugins: list[str], fail: Callable[[str, str, CallId], None]) -> None:
    """At the start of a choice: each of ``plugins`` in turn takes one call number, and one whose
    call ran over while the decision was asked (noted; or recorded so, in a replay) fails there."""
    engine = ctx.engine
    if nothing_to_charge(engine):
        ctx.plugin_calls += len(plugins)
        return
    noted = engine.overruns.get(ctx.state) or {}
    engine.overruns.forget(ctx.state)
    for plugin in plugins:
        name = call_id(ctx)
        reason = engine.forced_timeouts.get(name) or noted.get(plugin)
        if reason is not None:
            fail(plugin, reason, name)


# -- warnings said once ---------------------------------------------------------------------------
class WarnOnce:
    """What has been warned of already, so that a plugin's repeated failure is one line, not one
    per decision. A game engine keeps its own (``Engine.warned``): a new engine (a test, another
    run) warns afresh; the words shown to people keep one for the program (``plugin_host``)."""

    def __init__(self) -> None:
        self._said: set[tuple[str, ...]] = set()

    def __call__(self, key: tuple[str, ...], logger: logging.Logger, message: str, *args: Any) -> None:
        if key not in self._said:
            self._said.add(key)
            logger.warning(message, *args)

    def __contains__(self, key: tuple[str, ...]) -> bool:
        return key in self._said

    def forget(self, key: tuple[str, ...]) -> None:
        """Warn of ``key`` afresh next time (a test that plays the program from its start)."""
        self._said.discard(key)


def warn_once(engine: Any, key: tuple[str, ...], message: str, *args: Any, logger: logging.Logger = log) -> None:
    """Log ``message`` the first time ``engine`` meets ``key``."""
    warned: WarnOnce = engine.warned
    warned(key, logger, message, *args)


# -- the bank -----------------------------------------------------------------------------------
def bank_problem(ctx: Ctx, plugin: str, amount: int, in_answer: int) -> str | None:
    """Why ``plugin`` may not take ``amount`` more from the bank, having taken ``in_answer`` in
    this answer already; None if it may (then the amount is counted against its round and game)."""
    wages = ctx.rules.wages
    state = ctx.state
    taken = state.plugin_data.setdefault(GUARD, {}).setdefault("bank", {})
    mine = taken.get(plugin)
    if mine is None or mine[0] != state.round:
        mine = [state.round, 0, mine[2] if mine is not None else 0]
    bounds = ((in_answer, MAX_FROM_BANK_PER_ANSWER_IN_WAGES, "in one answer"),
              (mine[1], MAX_FROM_BANK_PER_ROUND_IN_WAGES, "in one round"),
              (mine[2], MAX_FROM_BANK_PER_GAME_IN_WAGES, "in one game"))
    for already, bound, span in bounds:
        if already + amount > bound * wages:
            return (f"${amount} more out of the bank (${already} already) is more than {bound} wages "
                    f"(${bound * wages}) {span}")
    taken[plugin] = [mine[0], mine[1] + amount, mine[2] + amount]
    return None


def timeouts_of(state: GameState) -> list[tuple[int, int, str]]:
    """The plugin calls that ran over their budget in this game, jail games' and house rules'
    alike: (choice, call, reason), in the order of play (a save keeps them, a replay fails them)."""
    jail = [(f["choice"], f["call"], f["reason"]) for f in state.jail_failures if "choice" in f]
    house = [tuple(t) for t in state.plugin_data.get("house", {}).get("timeouts", [])]
    return sorted(jail + house)
