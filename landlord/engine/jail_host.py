"""The host side of the Jail (Rules 5 and 6): runs the chosen jail game and guards the game.

Every result of a jail game is validated here (pluggy does not). When a jail game
raises or returns something invalid, the host logs it, tells the players, and carries on
with the classic 1906 jail, so a faulty plugin never loses a game.
"""
from __future__ import annotations

import logging
import marshal
from itertools import compress
from operator import attrgetter
from collections.abc import Mapping
from typing import Any

from .frames import Frame
from . import board
from .classic_jail import CLASSIC_ID
from .context import Ctx
from .decision import CHANCE, Choice, Decision
from .holdings import holdings
from .jail_api import OUTCOMES, JailContext, JailStep
from .movement import offer_moves, start_throw
from .plain_data import decision_problem, proven_copy
from . import plugin_guard
from .plugin_guard import MAX_FROM_BANK_PER_ANSWER_IN_WAGES, PLUGIN_CALL_BUDGET_S, PluginFault, bank_problem, warn_once
from .ledger import RENTS_AND_FINES
from .state import MISC, GameState

log = logging.getLogger("landlord.jail")

FALLBACK = CLASSIC_ID        # the id the engine's own 1906 jail plays under
#: Safety bounds on a plugin jail game: decisions in one turn, and turns one prisoner may
#: spend. The classic jail is exempt: under Rule 6 a penniless prisoner may wait on for a double.
MAX_STEPS_PER_TURN = 500
MAX_JAIL_TURNS = 12
#: What a jail game may hand out of the bank, per step (and per round and game: ``plugin_guard``).
MAX_RECEIVE_PER_STEP_IN_WAGES = MAX_FROM_BANK_PER_ANSWER_IN_WAGES


class JailGameFault(PluginFault):
    """A jail game broke the contract; the message says how."""


# -- entry points from the rest of the engine ----------------------------------------
def imprison(ctx: Ctx, seat: int) -> None:
    """Hand a player to the jail game. A prisoner sent to Jail again (the Broker caught in a
    skin game while jailed, say) keeps the stay he is serving: its turns, its count and its
    limit, and whatever the jail game holds for him. The host guarantees it, for every jail game."""
    player = ctx.state.players[seat]
    if player.in_jail:
        ctx.emit("jailed_again", f"{player.name} is already in Jail; his stay goes on as before.", seat=seat)
        return
    player.in_jail = True
    player.jail_turns = 0
    _guarded(ctx, seat, lambda game, jctx, slot: _store(ctx, game.on_jailed(jctx, slot)))


def begin_jail_turn(ctx: Ctx, seat: int) -> None:
    player = ctx.state.players[seat]
    player.jail_turns += 1
    frame = ctx.push("jail", seat=seat, steps=0)
    longest = longest_stay(ctx.engine.jail_game(ctx.state))
    if player.jail_turns > longest and ctx.state.jail_game != FALLBACK:
        _fallback(ctx, f"kept {player.name} for more than {longest} turns, its longest stay")
    _prepare(ctx, frame)


def longest_stay(game: Any) -> int:
    """The most turns a jail game keeps a prisoner: what it declares (``longest_stay``), within
    the host's own bound of :data:`MAX_JAIL_TURNS`; the bound if it declares nothing usable."""
    declared = getattr(game, "longest_stay", None)
    if isinstance(declared, bool) or not isinstance(declared, int) or declared < 1:
        return MAX_JAIL_TURNS
    return min(declared, MAX_JAIL_TURNS)


def jail_decision(ctx: Ctx, frame: Frame) -> Decision:
    d = frame["decision"]
    options, probs = d["options"], d["probs"]
    if type(options) is not tuple:      # a frame written out as plain data reads its tuples back as lists
        options = tuple(tuple(o) if isinstance(o, list) else o for o in options)
    return Decision(d["actor"], d["kind"], options, d["prompt"],
                    tuple(probs) if probs is not None else None, d["context"])


def apply_jail(ctx: Ctx, frame: Frame, choice: Any) -> None:
    seat = frame["seat"]
    frame["steps"] += 1
    step: JailStep | None = None
    asked: JailContext | None = None

    def run(game: Any, jctx: JailContext, slot: Mapping[str, Any]) -> None:
        nonlocal step, asked
        result = game.apply(jctx, slot, choice)
        _check_step(ctx, result, jctx)
        _store(ctx, result.slot)
        step, asked = result, jctx

    if frame["steps"] > MAX_STEPS_PER_TURN and ctx.state.jail_game != FALLBACK:
        _fallback(ctx, f"asked more than {MAX_STEPS_PER_TURN} decisions in one turn")
    elif _guarded(ctx, seat, run, _advised_context(ctx, seat)) and step is not None and asked is not None:
        _carry_out(ctx, frame, step, asked)
        return
    _prepare(ctx, frame)          # after a fallback the classic jail asks afresh


def suggestion(ctx: Ctx, decision: Decision) -> Choice | None:
    """The jail game's own advice for a computer prisoner (its optional ``suggest``), or None.

    Advice is optional: a failing adviser is warned of once and ignored. One that runs over its
    budget may stand (the choice it leads to is recorded, so replays need no clock), but the game
    is not asked again. The context it was given is kept for the ``apply`` that answers the
    decision (``Engine.advised_contexts``)."""
    state, engine = ctx.state, ctx.engine
    game = engine.jail_game(state)
    suggest = getattr(game, "suggest", None)
    if (suggest is None or state.jail_game in engine.slow_advisers
            or not state.stack or state.stack[-1]["kind"] != "jail"):
        return None
    seat = state.stack[-1]["seat"]
    jctx, slot = jail_context(ctx, seat), stored_slot_copy(ctx)
    engine.advised_contexts.put(state, (len(state.history), jctx))
    began = engine.clock() if engine.clock is not None else 0.0
    try:
        choice = suggest(jctx, slot, decision)
    except Exception as exc:  # advice is optional: a failing adviser must not stop the game
        warn_once(engine, ("jail game", state.jail_game, "suggest"), "jail game %r: suggest() failed (%s: %s); "
                  "its advice is ignored", state.jail_game, type(exc).__name__, exc, logger=log)
        return None
    if engine.clock is not None and (spent := engine.clock() - began) > engine.call_budget:
        engine.slow_advisers.add(state.jail_game)
        log.warning("jail game %r: suggest() took %.1f s, over its budget of %g s; it is not asked again",
                    state.jail_game, spent, engine.call_budget)
    return choice if choice in decision.options else None


# -- plumbing ---------------------------------------------------------------------------
def _advised_context(ctx: Ctx, seat: int) -> JailContext | None:
    """The context the decision being answered was advised with, if it was (``Engine.
    jail_suggestion``) and no other choice has been made since: the choice just made is the
    only one after it."""
    advised = ctx.engine.advised_contexts.get(ctx.state)
    if advised is not None and advised[0] == len(ctx.state.history) - 1 and advised[1].seat == seat:
        return advised[1]
    return None


def jail_context(ctx: Ctx, seat: int) -> JailContext:
    state, rules = ctx.state, ctx.rules
    players = state.players
    return JailContext(
        seat=seat, turn_number=players[seat].jail_turns,
        prisoners=tuple(compress(range(len(players)), map(_IN_JAIL, players))),
        names=tuple(map(_NAME, players)), cash=tuple(map(state.cash, range(len(players)))),
        property_value=holdings(rules, state).property_values(len(players), rules.house_price),
        jail_fine=rules.jail_fine, wages=board.wages(rules, state),
        settings=rules.jail_settings.get(state.jail_game, {}))


_IN_JAIL, _NAME = attrgetter("in_jail"), attrgetter("name")


def slot_copy(state: GameState, stored_as: tuple[Any, bytes] | None = None) -> dict[str, Any]:
    """A fresh copy of the jail game's slot for one call: whatever the plugin does to it in
    place cannot reach the game. The stored slot is validated plain data, which marshal copies
    several times faster than ``copy.deepcopy``.

    :param stored_as: the slot the host last stored and its marshal bytes
        (``Engine.stored_slots``): while that very table is still the stored one, its bytes are
        copied without writing them out again.
    """
    stored = state.plugin_data.get("jail", {})
    data = stored_as[1] if stored_as is not None and stored_as[0] is stored else marshal.dumps(stored)
    slot: dict[str, Any] = marshal.loads(data)
    return slot


def stored_slot_copy(ctx: Ctx) -> dict[str, Any]:
    """:func:`slot_copy` of the slot as the host last stored it for this game."""
    return slot_copy(ctx.state, ctx.engine.stored_slots.get(ctx.state))


def _store(ctx: Ctx, slot: Any) -> None:
    """Keep the slot a plugin returned, as a copy of its own, once it is proven plain data
    (``plain_data.proven_copy``)."""
    proven = proven_copy(slot, ctx.state.plugin_data.get("jail", {}))
    if isinstance(proven, str):
        raise JailGameFault(proven)
    fresh, data = proven
    ctx.state.plugin_data["jail"] = fresh
    ctx.engine.stored_slots.put(ctx.state, (fresh, data))    # the next call's copy is made from these bytes


def _guarded(ctx: Ctx, seat: int, call: Any, jctx: JailContext | None = None) -> bool:
    """Run ``call(game, jail_context, slot)``; on any fault switch to the classic jail.

    The host's own work (the context, the slot's copy) is done before the guard, so a fault in
    it is the host's and is never blamed on the plugin; the engine's own 1906 jail is never
    guarded either (its fault is a bug of the game, and is raised).

    :param jctx: the context of the call just made in this step, when nothing it tells has
        changed since (a jail turn that goes on: the table is as it was when the step was asked).
    """
    engine = ctx.engine
    game = engine.jail_game(ctx.state)
    jctx, slot = jctx or jail_context(ctx, seat), stored_slot_copy(ctx)
    if game is engine.fallback_jail:
        call(game, jctx, slot)
        return True
    return plugin_guard.guarded(ctx, lambda: call(game, jctx, slot),
                                lambda reason, timed_out: _fallback(ctx, reason, timed_out))


def _fallback(ctx: Ctx, reason: str, timed_out: tuple[int, int] | None = None) -> None:
    """Hand the game to the 1906 jail for good, and record why (with which call, if it was the
    clock's doing: a save carries that, so its replay fails the same call, untimed)."""
    state = ctx.state
    failed = state.jail_game
    log.warning("jail game %r failed: %s; continuing with the classic jail", failed, reason)
    record: dict[str, Any] = {"game": failed, "reason": reason, "round": state.round}
    if timed_out is not None:
        record["choice"], record["call"] = timed_out
    state.jail_failures.append(record)
    ctx.emit("jail_game_failed", f"The jail game '{failed}' failed ({reason}); "
                                 "the classic 1906 jail takes over.", failed=failed, reason=reason)
    state.jail_game = FALLBACK
    state.plugin_data["jail"] = {}
    classic = ctx.engine.fallback_jail
    for seat, player in enumerate(state.players):
        if player.in_jail:
            _store(ctx, classic.on_jailed(jail_context(ctx, seat), slot_copy(state)))


def _prepare(ctx: Ctx, frame: Frame, jctx: JailContext | None = None) -> None:
    """Ask the jail game for its next decision, validate it and keep it in the frame (``jctx``:
    the context of the step that goes on, which nothing has changed since)."""
    seat = frame["seat"]
    holder: dict[str, Decision] = {}

    def ask(game: Any, jctx: JailContext, slot: Mapping[str, Any]) -> None:
        decision = game.pending(jctx, slot)
        _check_decision(decision, seat)
        holder["d"] = decision

    if not _guarded(ctx, seat, ask, jctx):
        _guarded(ctx, seat, ask)      # the classic jail now answers, asked afresh
    d = holder["d"]
    # Kept as the plain data of the frame (tuples are plain data too: they digest as lists).
    frame["decision"] = {"actor": d.actor, "kind": d.kind, "options": tuple(d.options), "prompt": d.prompt,
                         "probs": tuple(d.probs) if d.probs is not None else None, "context": dict(d.context)}


def _carry_out(ctx: Ctx, frame: Frame, step: JailStep, asked: JailContext) -> None:
    seat = frame["seat"]
    player = ctx.state.players[seat]
    for line in step.log:
        ctx.emit("jail_log", line, seat=seat)
    if step.outcome == "continue":    # nothing the context tells has changed: only the slot and the log
        _prepare(ctx, frame, asked)
    else:
        ctx.pop()
        if step.outcome.startswith("release"):
            player.in_jail = False
            player.jail_turns = 0
            ctx.emit("released", f"{player.name} comes out of Jail.", seat=seat)
            ctx.hooks.released(ctx, seat)
        if step.outcome == "release_roll":
            start_throw(ctx, seat)
        elif step.outcome == "release_move":
            assert step.dice is not None
            offer_moves(ctx, seat, (int(step.dice[0]), int(step.dice[1])))
    # Money last: a shortfall pushes raise_funds on top of whatever the release queued.
    for effect in step.effects:
        if "pay" in effect:
            # What a jail takes for the Treasury is a fine (Single Tax Rule 6's "land rents and fines").
            ctx.charge(seat, [(RENTS_AND_FINES if effect["to"] == "treasury" else MISC, int(effect["pay"]))],
                       f"{ctx.engine.jail_game(ctx.state).title}", kind="jail")
        else:
            ctx.receive(seat, int(effect["receive"]), f"{ctx.engine.jail_game(ctx.state).title}")


# -- validation ---------------------------------------------------------------------------
def _check_decision(d: Any, seat: int) -> None:
    if not isinstance(d, Decision):
        raise JailGameFault(f"pending() returned a {type(d).__name__}, not a Decision")
    if d.actor not in (seat, CHANCE):
        raise JailGameFault(f"pending() gave the decision to seat {d.actor}, not to the prisoner {seat}")
    if not isinstance(d.kind, str) or not d.kind.startswith("jail."):
        raise JailGameFault(f"decision kind {d.kind!r} must start with 'jail.'")
    if (problem := decision_problem(d)) is not None:
        raise JailGameFault(problem)


def _check_step(ctx: Ctx, step: Any, jctx: JailContext) -> None:
    if not isinstance(step, JailStep):
        raise JailGameFault(f"apply() returned a {type(step).__name__}, not a JailStep")
    if step.outcome not in OUTCOMES:
        raise JailGameFault(f"unknown outcome {step.outcome!r}")
    if step.outcome == "release_move":
        # Read untyped: a plugin's dice, checked here. Read as JailStep.dice, the compiled build
        # (mypyc) checks the declared type at the read and refuses a list before this check names it.
        dice: object = getattr(step, "dice")
        if not (isinstance(dice, tuple) and len(dice) == 2 and all(isinstance(x, int) and 1 <= x <= 6 for x in dice)):
            raise JailGameFault(f"release_move needs two dice from 1 to 6, not {dice!r}")
    limit = MAX_RECEIVE_PER_STEP_IN_WAGES * jctx.wages
    received = 0                  # the limit is for the whole step, however it is split
    for effect in step.effects:
        if not isinstance(effect, Mapping):
            raise JailGameFault(f"effect {effect!r} is not a table")
        keys = set(effect)
        amount = effect.get("pay", effect.get("receive"))
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise JailGameFault(f"effect {dict(effect)!r} needs a whole, non-negative amount")
        if keys == {"pay", "to"} and effect["to"] in ("treasury", "misc"):
            continue
        if keys == {"receive"} and received + amount <= limit:
            received += amount
            continue
        raise JailGameFault(f"effect {dict(effect)!r} is not allowed (pay to treasury/misc, or receive "
                            f"at most ${limit} in one step)")
    if received and (problem := bank_problem(ctx, f"jail:{ctx.state.jail_game}", received, 0)):
        raise JailGameFault(f"receive: {problem}")
    if isinstance(step.log, str):
        raise JailGameFault("log must be a tuple of lines, not one text (write (line,) with the comma)")
    if not all(isinstance(line, str) for line in step.log):
        raise JailGameFault("log lines must be text")
