"""The host side of house rules: which rules are in play, the guard around each call into them,
switching a faulty one off, and telling them what happens (the triggers).

The rule modules of the engine reach it only through the rule hooks (``engine/hooks.py``),
whose house-rule answers (``engine/house_hooks.py``) call in here at the points and triggers
named in ``engine/house_api.py``; a game without house rules has the do-nothing hooks instead
and runs none of this code. The host is split by concept: what a rule sees
(``house_view.py``), where players answer it (``house_points.py``) and how its answers are
carried out (``house_effects.py``); every call into a rule goes through :func:`call`, which
holds it to the guarantees shared with jail games (``plugin_guard.py``: the time budget, loop
limits, the record a replay needs).

A rule that raises, answers with something invalid, runs over its time budget or loops is
switched off for the rest of the game (the reason is kept in the save and said in the log, once)
and the game goes on under the rules without it.

What the host keeps, in ``state.plugin_data``: each rule's slot under ``"house:<id>"``, and its
own table under ``"house"``: the rules switched off (``disabled``) and the calls that ran over
their budget (``timeouts``, [choice, call, reason] each, for the save), the standing modifiers the
rules set (``modifiers``, read by ``board.stop_cost`` so that what a stop costs has one answer),
the plan of the throw in hand (``plan``), and this turn's counts of calls (``calls``) and choices
(``choices``) of each rule.
"""
from __future__ import annotations

import logging
import marshal
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Callable

from . import plugin_guard
from .decision import CHANCE, Choice, Decision
from .house_api import AMENDABLE, POINTS, TRIGGERS, HouseRule, HouseStep, declared_interest
from .house_effects import HouseRuleFault, carry_out, checked, payees_problem
from .house_modifiers import HOST
from .house_view import chosen, pot_account, slot_copy, slot_key
from .live_table import close_tables, open_table
from .plain_data import proven_copy
from .plugin_guard import MAX_CALLS_PER_TURN, MAX_FROM_BANK_PER_ANSWER_IN_WAGES, CallId
from .state import GameState

if TYPE_CHECKING:
    from .context import Ctx

log = logging.getLogger("landlord.house")


# -- which rules are in play -------------------------------------------------------------
def active(ctx: Ctx) -> list[tuple[str, HouseRule]]:
    """The chosen rules not switched off, in the order chosen (a list kept: not to be changed)."""
    return hearing(ctx, "", "")


def hearing(ctx: Ctx, member: str, name: str) -> list[tuple[str, HouseRule]]:
    """The active rules that hear of the trigger or the point ``name`` (``member``: ``"triggers"``
    or ``"points"``): those that declared it, and those that declared nothing; ``"suggest"``: those
    that advise; ``""``: every active rule. A list kept: not to be changed.

    Asked many times a turn, so the answer is kept on the engine for as long as the game's chosen
    rules (the same list) and those switched off (the same table, as many) stay as they were;
    read with as few calls as can be, as it is the most of what a rule that hears little costs."""
    state, engine = ctx.state, ctx.engine
    try:
        disabled = state.plugin_data[HOST]["disabled"]
        kept = engine.house_hearing[name]        # no trigger is named as a point is
        if kept[0] is state.options["house_rules"] and kept[1] is disabled and kept[2] == len(disabled):
            found: list[tuple[str, HouseRule]] = kept[3]
            return found
    except KeyError:
        disabled = state.plugin_data.get(HOST, {}).get("disabled", {})
    rules = engine.house_rules
    found = [(rule_id, rules[rule_id]) for rule_id in chosen(state)
             if rule_id not in disabled and (not member or _hears(rules[rule_id], member, name))]
    engine.house_hearing[name] = (chosen(state), disabled, len(disabled), found)
    return found


def _hears(rule: HouseRule, member: str, name: str) -> bool:
    if member == "suggest":
        return callable(getattr(rule, "suggest", None))
    kept = _DECLARED.get((id(rule), member))
    if kept is None or kept[0] is not rule:
        kept = _DECLARED[(id(rule), member)] = (rule, declared_interest(rule, member, _KNOWN[member]))
    return kept[1] is None or name in kept[1]


_KNOWN = {"triggers": tuple(TRIGGERS), "points": POINTS}
assert not set(TRIGGERS) & set(POINTS), "hearing() keeps its answers by the trigger's or the point's name"
#: What each rule object declared it hears of, read once (a rule is asked nothing it did not ask for).
_DECLARED: dict[tuple[int, str], tuple[HouseRule, frozenset[str] | None]] = {}


def is_active(state: GameState, rule_id: str) -> bool:
    return rule_id in chosen(state) and rule_id not in state.plugin_data.get(HOST, {}).get("disabled", {})


def start(ctx: Ctx, settings: Mapping[str, Mapping[str, Any]]) -> None:
    """A new game: each chosen rule sets up its slot from its settings.

    A rule that refuses its settings (or fails) stops the set-up with a one-line SetupError
    naming it: a game the players chose with a house rule must not begin without it.
    """
    from .errors import SetupError
    ctx.state.plugin_data[HOST] = {"disabled": {}, "modifiers": {}, "plan": {}, "closing": []}
    for rule_id, rule in list(active(ctx)):
        ctx.state.accounts.setdefault(pot_account(rule_id), 0)
        chosen_settings = marshal.loads(marshal.dumps(dict(settings.get(rule_id, {}))))
        try:
            try:
                slot = rule.setup(open_table(ctx, ctx.state.turn, rule_id), chosen_settings)
            finally:
                close_tables()
            store(ctx, rule_id, slot)
        except Exception as exc:  # a plugin's refusal may be any exception; the set-up says which
            raise SetupError(f"house settings: {rule_id}: {exc}") from None


def store(ctx: Ctx, rule_id: str, slot: Any) -> None:
    """Keep the slot a rule answered with, once it is proven plain data, as a copy of its own
    (``plain_data.proven_copy``: only the parts that changed are walked).

    Each call's copy is written out afresh from the stored slot (``house_view.slot_copy``), not
    from these bytes: a rule's own tests edit its stored slot by hand between choices."""
    proven = proven_copy(slot, ctx.state.plugin_data.get(slot_key(rule_id), {}))
    if isinstance(proven, str):
        raise HouseRuleFault(proven)
    ctx.state.plugin_data[slot_key(rule_id)] = proven[0]


# -- guarding the calls ------------------------------------------------------------------
def call(ctx: Ctx, rule_id: str, member: str, run: Callable[[], None], *, asking: bool = False) -> bool:
    """Run ``run()``, a call of the rule's ``member``, under the guard; True if it ran well.

    In earnest (in an ``apply``) a fault switches the rule off, and so do more than
    :data:`MAX_CALLS_PER_TURN` calls in one turn (a loop). ``asking`` (a pending decision is
    worked out, which must change nothing): a failure leaves the rule out of this answer, and a
    call over its budget is charged at the next choice (``plugin_guard.asked``).
    """
    def run_then_close_its_tables() -> None:
        try:
            run()
        finally:            # before the game changes: a fault's switching off, the step's effects
            close_tables()

    if asking:
        return plugin_guard.asked(ctx, "house rule", rule_id, member, run_then_close_its_tables)
    counts = ctx.state.plugin_data[HOST].setdefault("calls", {})
    counts[rule_id] = counts.get(rule_id, 0) + 1
    if counts[rule_id] > MAX_CALLS_PER_TURN:
        disable(ctx, rule_id, f"was called more than {MAX_CALLS_PER_TURN:,} times in one turn (a loop?)")
        return False
    return plugin_guard.guarded(ctx, run_then_close_its_tables,
                                lambda reason, timed_out: disable(ctx, rule_id, reason, timed_out), member)


def choice_begins(ctx: Ctx) -> None:
    """A choice is being carried out: a rule whose call ran over its budget while the decision
    was asked (its options, its advice) is switched off first, under a call number of its own."""
    if plugin_guard.nothing_to_charge(ctx.engine):          # at every choice: said with few calls
        ctx.plugin_calls += len(active(ctx))
        return
    plugin_guard.charge_noted_overruns(ctx, [rule_id for rule_id, _ in active(ctx)],
                                       lambda rule_id, reason, name: disable(ctx, rule_id, reason, name))


def disable(ctx: Ctx, rule_id: str, reason: str, timed_out: CallId | None = None) -> None:
    """Switch a house rule off for the rest of the game, and drop the decisions it put. A switch
    made by the clock records which call it was (a save carries it, so its replay fails alike)."""
    state = ctx.state
    host = state.plugin_data.setdefault(HOST, {"disabled": {}, "modifiers": {}, "plan": {}})
    if rule_id in host["disabled"]:
        return
    log.warning("house rule %r failed: %s; the game goes on without it", rule_id, reason)
    host["disabled"][rule_id] = reason
    if timed_out is not None:
        host.setdefault("timeouts", []).append([timed_out[0], timed_out[1], reason])
    title = getattr(ctx.engine.house_rules.get(rule_id), "title", rule_id)
    ctx.emit("house_rule_failed", f"The house rule '{title}' failed ({reason}); the game goes on without it.",
             rule=rule_id, reason=reason)
    ctx.hooks.rule_switched_off(ctx, rule_id)          # its questions go, the actions its points held go on


def failures_of(state: GameState) -> dict[str, str]:
    """The house rules switched off in this game, with why."""
    failed: dict[str, str] = state.plugin_data.get(HOST, {}).get("disabled", {})
    return dict(failed)


# -- triggers --------------------------------------------------------------------------------
def notify(ctx: Ctx, trigger: str, seat: int, **info: Any) -> None:
    """Tell every active house rule that hears of it what happened."""
    if hearing(ctx, "triggers", trigger):
        amend(ctx, trigger, None, seat, **info)


def amend(ctx: Ctx, trigger: str, due: Any, seat: int, **info: Any) -> Any:
    """Tell every active house rule; for a ``*_due`` trigger, return what is due after each rule
    has had its say (each sees what the one before it made of it)."""
    for rule_id, rule in list(hearing(ctx, "triggers", trigger)):
        step: dict[str, HouseStep | None] = {}
        told = {"seat": seat, **info}
        if trigger in AMENDABLE:
            told["due"] = due

        def run(rule: HouseRule = rule, rule_id: str = rule_id) -> None:
            answer = rule.react(open_table(ctx, seat, rule_id), slot_copy(ctx.state, rule_id), trigger, told)
            step["s"] = None if answer is None else checked(answer)
            if answer is not None:
                store(ctx, rule_id, answer.slot)

        if not call(ctx, rule_id, "react", run) or step["s"] is None:
            continue
        amended = [e["amend"] for e in step["s"].effects if "amend" in e]
        if amended:
            problem = _amend_problem(ctx, trigger, amended[-1])
            if problem:
                disable(ctx, rule_id, problem)
                continue
            due = amended[-1]
        fault = carry_out(ctx, rule_id, seat, step["s"])
        if fault is not None:
            disable(ctx, rule_id, fault)
    return due


def _amend_problem(ctx: Ctx, trigger: str, value: Any) -> str | None:
    """Why ``value`` cannot stand for what is due at ``trigger``, or None: the refusal names the
    limit that was broken, not only the shape asked for."""
    if trigger not in AMENDABLE:
        return f"amended {trigger!r}, which is not something due"
    ok = True
    if trigger == "wages_due":
        ok = type(value) is int and value >= 0
        most = MAX_FROM_BANK_PER_ANSWER_IN_WAGES * ctx.rules.wages
        if ok and value > most:
            return (f"amended 'wages_due' to ${value}, more than {MAX_FROM_BANK_PER_ANSWER_IN_WAGES} wages "
                    f"(${most}), the most wages may be")
    elif trigger in ("jail_due", "landing_due", "sale_due"):
        ok = value is False
    elif trigger == "throw_due":
        ok = (isinstance(value, Mapping) and set(value) <= set(PLAIN_THROW)
              and value.get("dice", 2) in (1, 2, 3) and value.get("times", 1) in (1, 2)
              and isinstance(value.get("unseen", False), bool) and isinstance(value.get("doubles", True), bool))
    elif trigger == "move_due":
        ok = type(value) is int and 0 <= value < ctx.rules.size
    elif trigger == "charge_due":
        ok = payees_problem(ctx, value) is None
    return None if ok else f"amended {trigger!r} with {value!r}; it must be {AMENDABLE[trigger]}"


# -- the turn ------------------------------------------------------------------------------
def turn_begins(ctx: Ctx, seat: int) -> None:
    host = ctx.state.plugin_data[HOST]
    host["plan"] = {}
    host["closing"] = []        # what has been done of the end of this turn (before_play_passes)
    host["calls"], host["choices"] = {}, {}       # the loop limits count a turn at a time
    notify(ctx, "turn_begins", seat)


# -- the throw -----------------------------------------------------------------------------
PLAIN_THROW = {"dice": 2, "times": 1, "unseen": False, "doubles": True}


def throw_plan(ctx: Ctx, seat: int) -> dict[str, Any]:
    """How ``seat`` throws for his move now: the rules' plan (``throw_due``), kept for the move."""
    plan = {**PLAIN_THROW, **amend(ctx, "throw_due", dict(PLAIN_THROW), seat)}
    ctx.state.plugin_data[HOST]["plan"] = plan
    return dict(plan)


def current_plan(state: GameState) -> Mapping[str, Any]:
    plan: Mapping[str, Any] = state.plugin_data.get(HOST, {}).get("plan", {})
    return plan


# -- advice for computer players ---------------------------------------------------------------
def suggestion(ctx: Ctx, decision: Decision) -> Choice | None:
    """The first active house rule's advice (its optional ``suggest``) for ``decision``, if it is one
    of the options; None otherwise. Advice never changes the game there and then: a rule whose
    ``suggest`` fails is warned of once and not heeded; one that runs over its time budget is
    switched off at the next choice, as for any call made while a decision is asked."""
    if decision.actor == CHANCE:
        return None
    advisers = hearing(ctx, "suggest", "suggest")
    if not advisers:
        return None
    top = ctx.state.stack[-1] if ctx.state.stack else {}
    held = top.get("held") if top.get("kind") in ("house_point", "house_ask") else None
    for rule_id, rule in advisers:
        suggest = getattr(rule, "suggest", None)
        if suggest is None:
            continue
        answer: list[Any] = []

        def ask(suggest: Any = suggest, rule_id: str = rule_id) -> None:
            answer.append(suggest(open_table(ctx, decision.actor, rule_id, held), slot_copy(ctx.state, rule_id),
                                  decision))

        if call(ctx, rule_id, "suggest", ask, asking=True) and answer[0] is not None \
                and answer[0] in decision.options:
            advice: Choice = answer[0]
            return advice
    return None
