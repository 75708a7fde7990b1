"""The host side of house rules: asks the active house rules, checks their answers, carries them out.

The rule modules of the engine reach it only through the rule hooks (``engine/hooks.py``),
whose house-rule answers (``engine/house_hooks.py``) call in here at the points and triggers
named in ``engine/house_api.py``; a game without house rules has the do-nothing hooks instead
and runs none of this code.
Every answer of a house rule is validated here; one that raises or answers with something
invalid is switched off for the rest of the game (the reason is kept in the save and said in
the log) and the game goes on under the rules without it.

What the host keeps, in ``state.plugin_data``: each rule's slot under ``"house:<id>"``, and its
own table under ``"house"``: the rules switched off (``disabled``), the standing modifiers the
rules set (``modifiers``, read by ``board.stop_cost`` so that what a stop costs has one answer),
and the plan of the throw in hand (``plan``).
"""
from __future__ import annotations

import logging
import marshal
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Iterator

from .frames import Frame
from . import board, landing, movement
from .decision import CHANCE, Choice, Decision
from .house_modifiers import HOST, modified_payees
from .house_api import AMENDABLE, EFFECT_SHAPES, POINTS, HouseRule, HouseStep, SpaceView, TableView
from .holdings import table_stamps
from .ledger import RENTS_AND_FINES
from .memos import StampMemo
from .plain_data import decision_problem, is_plain, plain_data_problem
from .state import MISC, TREASURY, GameState, seat_account, seat_of

if TYPE_CHECKING:
    from .context import Ctx

log = logging.getLogger("landlord.house")

PASS = "house:pass"            # the choice that lets a held action stand, or ends a point
#: The most a house rule may hand out of the bank in one answer, in wages (as for jail games).
MAX_RECEIVE_IN_WAGES = 50
#: Options that put a point's frame back more often than this in one turn are a fault (a loop).
MAX_CHOICES_PER_TURN = 200


class HouseRuleFault(Exception):
    """A house rule broke the contract; the message says how."""


def slot_key(rule_id: str) -> str:
    return f"house:{rule_id}"


def pot_account(rule_id: str) -> str:
    return f"pot:{rule_id}"


# -- which rules are in play -------------------------------------------------------------
def chosen(state: GameState) -> list[str]:
    """The house rules chosen at set-up, in the order they were chosen."""
    chosen_ids: list[str] = state.options.get("house_rules", [])
    return chosen_ids


def active(ctx: Ctx) -> Iterator[tuple[str, HouseRule]]:
    disabled = ctx.state.plugin_data.get(HOST, {}).get("disabled", {})
    for rule_id in chosen(ctx.state):
        if rule_id not in disabled:
            yield rule_id, ctx.engine.house_rules[rule_id]


def start(ctx: Ctx, settings: Mapping[str, Mapping[str, Any]]) -> None:
    """A new game: each chosen rule sets up its slot from its settings.

    A rule that refuses its settings (or fails) stops the set-up with a one-line SetupError
    naming it: a game the players chose with a house rule must not begin without it.
    """
    from .errors import SetupError
    ctx.state.plugin_data[HOST] = {"disabled": {}, "modifiers": {}, "plan": {}, "closing": []}
    for rule_id, rule in list(active(ctx)):
        ctx.state.accounts.setdefault(pot_account(rule_id), 0)
        table = table_view(ctx, ctx.state.turn, rule_id)
        try:
            _store(ctx, rule_id, rule.setup(table, marshal.loads(marshal.dumps(dict(settings.get(rule_id, {}))))))
        except Exception as exc:  # a plugin's refusal may be any exception; the set-up says which
            raise SetupError(f"house settings: {rule_id}: {exc}") from None


# -- the view --------------------------------------------------------------------------------
def table_view(ctx: Ctx, seat: int, rule_id: str, held: Mapping[str, Any] | None = None) -> TableView:
    state, rules = ctx.state, ctx.rules
    players = state.players
    return TableView(
        seat=seat, turn=state.turn, round=state.round, names=tuple(p.name for p in players),
        positions=tuple(p.position for p in players), cash=tuple(state.cash(i) for i in range(len(players))),
        in_jail=tuple(p.in_jail for p in players), in_poor_house=tuple(p.in_poor_house for p in players),
        notes=tuple(p.notes for p in players), owner=dict(state.owner), houses=dict(state.houses),
        spaces=_space_views(rules), rent=_rents(ctx), wages=board.wages(rules, state), house_price=rules.house_price,
        houses_per_lot=rules.houses_per_lot, note_value=rules.loan_note,
        start_index=rules.index_of(rules.start_space), jail_index=rules.index_of(rules.jail_space),
        single_tax=state.single_tax_adopted,
        pots={rule: state.accounts.get(pot_account(rule), 0) for rule in chosen(state)},
        settings=dict(state.options.get("house_settings", {}).get(rule_id, {})),
        held=marshal.loads(marshal.dumps(dict(held))) if held is not None else None,
        note_margin=rules.loan_margin, houses_left=rules.house_supply - state.total_houses())


_SPACE_VIEWS: dict[int, tuple[Any, tuple[SpaceView, ...]]] = {}
#: Rent tables by what they were worked out from (stamps are never reused; see engine/memos.py).
_RENT_TABLES: StampMemo[tuple[Any, dict[str, int]]] = StampMemo(size=1024)


def _space_views(rules: Any) -> tuple[SpaceView, ...]:
    kept = _SPACE_VIEWS.get(id(rules))
    if kept is None or kept[0] is not rules:
        views = tuple(SpaceView(s.index, s.id, s.kind, s.name, int(getattr(s, "price", 0) or 0),
                                int(getattr(s, "section", 0) or 0)) for s in rules.spaces)
        kept = _SPACE_VIEWS[id(rules)] = (rules, views)
    return kept[1]


def _rents(ctx: Ctx) -> dict[str, int]:
    """What stopping on each space that charges costs its visitors now (the most any pays), worked
    out again only when what it depends on has changed: cards, houses, the Trust, the Single Tax,
    the wages (the tax escalates with them) and the house rules' standing modifiers; and, as the
    memo is shared by every game, the advanced rules and the number of seats that fix the rest."""
    state, rules = ctx.state, ctx.rules
    stamps = table_stamps(state)        # None for plain dicts put in by hand: nothing can be kept for them
    key = None if stamps is None else (
        *stamps, tuple(state.trust), marshal.dumps(state.single_tax), state.options.get("wage_rise", 0),
        marshal.dumps(state.plugin_data[HOST]["modifiers"]), state.options.get("advanced", True), len(state.players))
    kept = _RENT_TABLES.get(key) if key is not None else None
    if kept is not None and kept[0] is rules:
        return dict(kept[1])
    rent = {}
    seats = range(len(state.players))
    for space in rules.spaces:
        if space.kind in ("lot", "railroad", "utility", "tax"):
            visitors = [i for i in seats if state.owner.get(space.id) != i] or [0]
            rent[space.id] = max(board.stop_cost(rules, state, i, space.index).total for i in visitors)
    if key is not None:
        _RENT_TABLES.put(key, (rules, rent))
    return dict(rent)


def slot_copy(state: GameState, rule_id: str) -> dict[str, Any]:
    """A fresh copy of the rule's slot for one call: what it does to it in place cannot reach the game."""
    slot: dict[str, Any] = marshal.loads(marshal.dumps(state.plugin_data.get(slot_key(rule_id), {})))
    return slot


def _store(ctx: Ctx, rule_id: str, slot: Any) -> None:
    if not isinstance(slot, Mapping):
        raise HouseRuleFault(f"the slot must be a table with text keys, not a {type(slot).__name__}")
    slot = dict(slot)
    if not is_plain(slot):
        raise HouseRuleFault(plain_data_problem(slot, "slot") or "the slot is not plain data")
    ctx.state.plugin_data[slot_key(rule_id)] = marshal.loads(marshal.dumps(slot))


# -- guarding the calls ------------------------------------------------------------------
def _guarded(ctx: Ctx, rule_id: str, call: Any) -> bool:
    """Run ``call()``; on any fault switch the rule off. True if it ran."""
    try:
        call()
    except Exception as exc:  # a plugin may fail in any way; the game must go on
        disable(ctx, rule_id, f"{type(exc).__name__}: {exc}")
        return False
    return True


def _left_out(rule_id: str, call: Any) -> bool:
    """Run ``call()`` while a pending decision is worked out, which must not change the game: a
    fault leaves the rule out of this decision (logged) instead of switching it off. True if it ran."""
    try:
        call()
    except Exception as exc:  # a plugin may fail in any way; pending stays pure
        log.warning("house rule %r: options() failed (%s: %s); left out of this decision",
                    rule_id, type(exc).__name__, exc)
        return False
    return True


def disable(ctx: Ctx, rule_id: str, reason: str) -> None:
    """Switch a house rule off for the rest of the game, and drop the decisions it put."""
    state = ctx.state
    host = state.plugin_data.setdefault(HOST, {"disabled": {}, "modifiers": {}, "plan": {}})
    if rule_id in host["disabled"]:
        return
    log.warning("house rule %r failed: %s; the game goes on without it", rule_id, reason)
    host["disabled"][rule_id] = reason
    title = getattr(ctx.engine.house_rules.get(rule_id), "title", rule_id)
    ctx.emit("house_rule_failed", f"The house rule '{title}' failed ({reason}); the game goes on without it.",
             rule=rule_id, reason=reason)
    # Its own questions go; a point's frame holding an action lets the action stand.
    held = [f for f in state.stack if f["kind"] == "house_point" and f.get("held")]
    state.stack[:] = [f for f in state.stack if not (f["kind"] == "house_ask" and f["rule"] == rule_id)]
    for frame in held:
        if not point_options(ctx, frame["point"], frame["seat"], frame["held"]) and frame in state.stack:
            _release(ctx, frame)


# -- points: options added to a player's decision ------------------------------------------
def point_options(ctx: Ctx, point: str, seat: int, held: Mapping[str, Any] | None = None, *,
                  asking: bool = False) -> dict[str, str]:
    """The house rules' options for ``seat`` at ``point`` (holding ``held``): choice -> words for a person.

    :param asking: called to work out a pending decision, which must not change the game: a rule
        that fails then is left out of the options (and logged), and is switched off only when the
        game next asks it in earnest, in an ``apply``.
    """
    found: dict[str, str] = {}
    for rule_id, rule in list(active(ctx)):
        answer: dict[str, Any] = {}

        def ask(rule: HouseRule = rule, rule_id: str = rule_id) -> None:
            offered = rule.options(table_view(ctx, seat, rule_id, held), slot_copy(ctx.state, rule_id), point, seat)
            if not isinstance(offered, Mapping):
                raise HouseRuleFault(f"options() returned a {type(offered).__name__}, not a table")
            for option, words in offered.items():
                if not isinstance(option, str) or not option or ":" in option or not isinstance(words, str):
                    raise HouseRuleFault(f"option {option!r}: ids must be text without ':' and words text")
            answer.update(offered)

        if _left_out(rule_id, ask) if asking else _guarded(ctx, rule_id, ask):
            found.update({f"house:{rule_id}:{option}": words for option, words in answer.items()})
    return found


def choose(ctx: Ctx, seat: int, choice: str, point: str, held: dict[str, Any] | None = None) -> None:
    """``seat`` chose a house rule's option (``house:<rule>:<option>``) at ``point``."""
    _, rule_id, option = choice.split(":", 2)
    rule = ctx.engine.house_rules[rule_id]
    step: dict[str, HouseStep] = {}

    def run() -> None:
        step["s"] = _checked(rule.apply(table_view(ctx, seat, rule_id, held), slot_copy(ctx.state, rule_id), seat,
                                        option))
        _store(ctx, rule_id, step["s"].slot)

    if _guarded(ctx, rule_id, run):
        carry_out(ctx, rule_id, seat, step["s"], point=point, held=held)


def open_point(ctx: Ctx, point: str, seat: int, held: dict[str, Any] | None = None,
               queue: list[int] | None = None) -> bool:
    """Put ``point`` to ``seat`` if a house rule offers him something there (else to the next
    seat of ``queue``). True if a point was put; when none is, a held action is the caller's."""
    seats = [seat] + list(queue or [])
    for i, who in enumerate(seats):
        if point_options(ctx, point, who, held):
            ctx.push("house_point", point=point, seat=who, held=held, queue=seats[i + 1:], chosen=0)
            return True
    return False


def point_decision(ctx: Ctx, frame: Frame) -> Decision:
    labels = point_options(ctx, frame["point"], frame["seat"], frame.get("held"), asking=True)
    labels[PASS] = {"rent_owed": "Pay as due", "dice_thrown": "Let the throw stand",
                    "chance_drawn": "Follow the card"}.get(frame["point"], "Done")
    return Decision(frame["seat"], f"house.{frame['point']}", tuple(labels),
                    f"{ctx.name(frame['seat'])}: {_POINT_PROMPTS[frame['point']]}", context={"labels": labels})


_POINT_PROMPTS = {"before_throw": "use an ability before throwing?", "after_move": "use an ability before your turn ends?",
                  "rent_owed": "rent is owed here: use an ability?", "dice_thrown": "the dice are thrown: use an ability?",
                  "chance_drawn": "a Chance card is drawn: use an ability?", "in_jail": "in Jail: use an ability?"}


def apply_point(ctx: Ctx, frame: Frame, choice: str) -> None:
    if choice == PASS:
        _release(ctx, frame)
        return
    frame["chosen"] += 1
    if frame["chosen"] > MAX_CHOICES_PER_TURN:
        disable(ctx, choice.split(":")[1], f"offered options at {frame['point']} more than "
                                           f"{MAX_CHOICES_PER_TURN} times in a row")
    else:
        choose(ctx, frame["seat"], choice, frame["point"], held=frame.get("held"))
    close_finished_points(ctx)


def close_finished_points(ctx: Ctx) -> None:
    """A point on top of the stack with nothing left to offer is over (its questions answered)."""
    stack = ctx.state.stack
    while stack and stack[-1]["kind"] == "house_point" and not point_options(
            ctx, stack[-1]["point"], stack[-1]["seat"], stack[-1].get("held")):
        _release(ctx, stack[-1])


def _release(ctx: Ctx, frame: Frame) -> None:
    """The point is over for its seat: the next seat in the queue, else the held action goes on."""
    ctx.state.stack.remove(frame)
    held = frame.get("held")
    if open_point(ctx, frame["point"], frame["queue"][0], held, frame["queue"][1:]) if frame["queue"] else False:
        return
    if held is not None and not held.get("cancelled"):
        _resume(ctx, held)


def settle_stop(ctx: Ctx, held: Mapping[str, Any]) -> None:
    """Charge a rent or fare that house rules let stand, and tell them who was paid."""
    seat = held["seat"]
    payees = [(account, amount) for account, amount in
              amend(ctx, "charge_due", held["payees"], seat, kind=held["kind"], why=held["why"], rent=True)]
    ctx.charge(seat, payees, held["why"], kind=held["kind"], amend=False)
    for account, amount in payees:
        owner = seat_of(account)
        if owner is not None:
            notify(ctx, "rent_paid", seat, owner=owner, amount=amount, space=held["space"])


def _resume(ctx: Ctx, held: dict[str, Any]) -> None:
    kind = held["action"]
    if kind == "charge":
        settle_stop(ctx, held)
    elif kind == "throw":
        if held.get("reroll"):
            ctx.emit("reroll", f"The throw of {ctx.name(held['seat'])} is made again.", seat=held["seat"])
            movement.start_throw(ctx, held["seat"])
        else:
            movement.offer_moves(ctx, held["seat"], tuple(held["dice"]))
    elif kind == "chance":
        landing.follow_chance(ctx, held["seat"], held["card"])


# -- a house rule's own decisions ------------------------------------------------------------
def ask_decision(ctx: Ctx, frame: Frame) -> Decision:
    d = frame["decision"]
    options = tuple(tuple(o) if isinstance(o, list) else o for o in d["options"])
    return Decision(d["actor"], d["kind"], options, d["prompt"], tuple(d["probs"]) if d["probs"] else None,
                    d["context"])


def apply_ask(ctx: Ctx, frame: Frame, choice: Any) -> None:
    ctx.state.stack.remove(frame)
    rule_id, seat = frame["rule"], frame["seat"]
    rule = ctx.engine.house_rules[rule_id]
    step: dict[str, HouseStep] = {}

    def run() -> None:
        step["s"] = _checked(rule.apply(table_view(ctx, seat, rule_id, frame.get("held")),
                                        slot_copy(ctx.state, rule_id), seat, choice))
        _store(ctx, rule_id, step["s"].slot)

    if _guarded(ctx, rule_id, run):
        carry_out(ctx, rule_id, seat, step["s"], point=frame.get("point"), held=frame.get("held"))
    close_finished_points(ctx)


# -- triggers --------------------------------------------------------------------------------
def notify(ctx: Ctx, trigger: str, seat: int, **info: Any) -> None:
    """Tell every active house rule what happened."""
    amend(ctx, trigger, None, seat, **info)


def amend(ctx: Ctx, trigger: str, due: Any, seat: int, **info: Any) -> Any:
    """Tell every active house rule; for a ``*_due`` trigger, return what is due after each rule
    has had its say (each sees what the one before it made of it)."""
    for rule_id, rule in list(active(ctx)):
        step: dict[str, HouseStep | None] = {}
        told = {"seat": seat, **info}
        if trigger in AMENDABLE:
            told["due"] = due

        def run(rule: HouseRule = rule, rule_id: str = rule_id) -> None:
            answer = rule.react(table_view(ctx, seat, rule_id), slot_copy(ctx.state, rule_id), trigger, told)
            step["s"] = None if answer is None else _checked(answer)
            if answer is not None:
                _store(ctx, rule_id, answer.slot)

        if not _guarded(ctx, rule_id, run) or step["s"] is None:
            continue
        amended = [e["amend"] for e in step["s"].effects if "amend" in e]
        if amended:
            if trigger not in AMENDABLE:
                disable(ctx, rule_id, f"amended {trigger!r}, which is not something due")
                continue
            problem = _amend_problem(ctx, trigger, amended[-1])
            if problem:
                disable(ctx, rule_id, problem)
                continue
            due = amended[-1]
        carry_out(ctx, rule_id, seat, step["s"])
    return due


def _amend_problem(ctx: Ctx, trigger: str, value: Any) -> str | None:
    ok = True
    if trigger == "wages_due":
        ok = type(value) is int and 0 <= value <= MAX_RECEIVE_IN_WAGES * ctx.rules.wages
    elif trigger == "jail_due":
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


def payees_problem(ctx: Ctx, value: Any) -> str | None:
    """Why ``value`` is not a list of [account, dollars] the ledger can pay, or None."""
    if not isinstance(value, (list, tuple)) or not all(
            isinstance(p, (list, tuple)) and len(p) == 2 and isinstance(p[0], str)
            and (p[0] in ctx.state.accounts or p[0] == RENTS_AND_FINES) and type(p[1]) is int and p[1] >= 0
            for p in value):
        return f"{value!r} is not a list of [account, dollars] (accounts as the payees given name them)"
    return None


# -- carrying out a step ---------------------------------------------------------------------
def _checked(step: Any) -> HouseStep:
    if not isinstance(step, HouseStep):
        raise HouseRuleFault(f"answered with a {type(step).__name__}, not a HouseStep")
    if isinstance(step.log, str) or not all(isinstance(line, str) for line in step.log):
        raise HouseRuleFault("log must be a tuple of lines of text")
    if not isinstance(step.effects, (tuple, list)) or not all(isinstance(e, Mapping) for e in step.effects):
        raise HouseRuleFault("effects must be a tuple of tables")
    return step


def carry_out(ctx: Ctx, rule_id: str, seat: int, step: HouseStep, point: str | None = None,
              held: dict[str, Any] | None = None) -> None:
    """Log the step's lines, put its question, then carry out its effects in order.

    The question goes on the stack first, so whatever the effects queue (a landing, a debt to
    raise) is settled before it is asked. An effect that breaks the contract switches the rule
    off; the effects before it stand (each was a whole, valid change of the game).
    """
    for line in step.log:
        ctx.emit("house_log", line, rule=rule_id, seat=seat)
    if step.ask is not None:
        try:
            _put_question(ctx, rule_id, seat, step.ask, point, held)
        except HouseRuleFault as fault:
            disable(ctx, rule_id, str(fault))
            return
    received = 0
    for effect in step.effects:
        try:
            received += _effect(ctx, rule_id, seat, dict(effect), point, held, received)
        except HouseRuleFault as fault:
            disable(ctx, rule_id, str(fault))
            return


def _put_question(ctx: Ctx, rule_id: str, seat: int, d: Any, point: str | None, held: dict[str, Any] | None) -> None:
    if not isinstance(d, Decision):
        raise HouseRuleFault(f"ask must be a Decision, not a {type(d).__name__}")
    if type(d.actor) is not int or not (d.actor == CHANCE or 0 <= d.actor < len(ctx.state.players)):
        raise HouseRuleFault(f"a question for seat {d.actor!r}, who is not at the table")
    if not isinstance(d.kind, str) or not d.kind.startswith("house."):
        raise HouseRuleFault(f"decision kind {d.kind!r} must start with 'house.'")
    if (problem := decision_problem(d)) is not None:
        raise HouseRuleFault(problem)
    ctx.push("house_ask", rule=rule_id, seat=seat, point=point, held=held,
             decision={"actor": d.actor, "kind": d.kind, "options": list(d.options), "prompt": d.prompt,
                       "probs": list(d.probs) if d.probs is not None else None, "context": dict(d.context)})


def _seat(ctx: Ctx, value: Any, what: str) -> int:
    if type(value) is not int or not 0 <= value < len(ctx.state.players):
        raise HouseRuleFault(f"{what}: {value!r} is not a seat at the table")
    return value


def _account(ctx: Ctx, rule_id: str, who: Any) -> str:
    if type(who) is int:
        return seat_account(_seat(ctx, who, "pay"))
    accounts = {"treasury": TREASURY, "fines": RENTS_AND_FINES, "misc": MISC, "pot": pot_account(rule_id)}
    if who not in accounts:
        raise HouseRuleFault(f"pay: {who!r} is not a seat, 'treasury', 'fines', 'misc' or 'pot'")
    return accounts[who]


def _whole(effect: Mapping[str, Any], key: str) -> int:
    value = effect.get(key)
    if type(value) is not int:
        raise HouseRuleFault(f"effect {dict(effect)!r}: {key} must be a whole number")
    return value


#: The keys each effect may hold, by its verb (``house_api.EFFECT_SHAPES``, the one declaration).
_SHAPES = {shape.verb: frozenset(shape.keys) for shape in EFFECT_SHAPES}


def _effect(ctx: Ctx, rule_id: str, seat: int, effect: dict[str, Any], point: str | None,
            held: dict[str, Any] | None, received: int) -> int:
    """Carry out one effect; return what it handed out of the bank (to bound a step's gifts)."""
    verbs = [verb for verb in _SHAPES if verb in effect]
    if len(verbs) != 1 or not set(effect) <= _SHAPES[verbs[0]]:
        raise HouseRuleFault(f"effect {effect!r} is not one of: {', '.join(_SHAPES)} (see house_api.EFFECTS)")
    verb, state, rules = verbs[0], ctx.state, ctx.rules
    why = str(effect.get("why") or getattr(ctx.engine.house_rules.get(rule_id), "title", rule_id))
    if verb == "pay":
        amount = _whole(effect, "pay")
        if amount < 0:
            raise HouseRuleFault(f"pay: a negative amount ({amount})")
        src, dst = _account(ctx, rule_id, effect.get("from")), _account(ctx, rule_id, effect.get("to"))
        if src == RENTS_AND_FINES:
            src = TREASURY
        payer = seat_of(src)
        if payer is not None:
            if effect.get("upto"):
                ctx.pay(src, dst, min(amount, state.cash(payer)), why)
            else:
                ctx.charge(payer, [(dst, amount)], why, kind="house")
            return 0
        if src == TREASURY or src.startswith("pot:"):
            amount = min(amount, state.accounts[src])     # a pool pays out what it holds, no more
        elif received + amount > MAX_RECEIVE_IN_WAGES * rules.wages:
            raise HouseRuleFault(f"pay: ${amount} out of the bank in one answer is more than "
                                 f"{MAX_RECEIVE_IN_WAGES} wages")
        ctx.pay(src, dst, amount, why)
        return amount if src == MISC else 0
    if verb == "move":
        mover, steps = _seat(ctx, effect["move"], "move"), _whole(effect, "steps")
        landing_here = steps == 0 and effect.get("lands", True) and not effect.get("passes", False)
        if not (0 < abs(steps) <= rules.size or landing_here) or state.players[mover].in_jail:
            raise HouseRuleFault(f"move: {steps} steps for {ctx.name(mover)} (1 to {rules.size} either way, or 0 "
                                 "with lands and not passes: a landing where he stands; and not from Jail)")
        movement.move_by(ctx, mover, steps, passes=bool(effect.get("passes", True)),
                         lands=bool(effect.get("lands", True)))
    elif verb == "jail":
        landing.send_to_jail(ctx, _seat(ctx, effect["jail"], "jail"), str(effect.get("why") or why))
    elif verb == "release":
        _release_from_jail(ctx, _seat(ctx, effect["release"], "release"))
    elif verb in ("add_house", "remove_house"):
        _change_houses(ctx, effect[verb], +1 if verb == "add_house" else -1)
    elif verb == "give_card":
        card, to = effect["give_card"], _seat(ctx, effect.get("to"), "give_card")
        if card not in state.owner:
            raise HouseRuleFault(f"give_card: {card!r} is not a card anyone holds")
        ctx.give_card(card, to)
        ctx.emit("card_taken", f"{ctx.name(to)} takes {rules.space(card).name}.", seat=to, card=card)
    elif verb == "take_card":
        card, to = effect["take_card"], _seat(ctx, effect.get("to"), "take_card")
        if not isinstance(card, str) or card not in rules.card_ids() or card in state.owner:
            raise HouseRuleFault(f"take_card: {card!r} is not a card in the pack")
        ctx.give_card(card, to)
        ctx.emit("card_taken", f"{ctx.name(to)} takes {rules.space(card).name} from the pack.", seat=to, card=card)
    elif verb == "modifier":
        _set_modifier(ctx, effect)
    elif verb == "skip_throw":
        if point != "before_throw":
            raise HouseRuleFault("skip_throw is only for before_throw")
        state.stack[:] = [f for f in state.stack if not (f["kind"] == "turn" and f["seat"] == seat)]
        ctx.emit("throw_forfeit", f"{ctx.name(seat)} forgoes the throw.", seat=seat)
    elif verb in ("reroll", "cancel"):
        if held is None or (verb == "reroll") != (held["action"] == "throw"):
            raise HouseRuleFault(f"{verb} needs a held {'throw' if verb == 'reroll' else 'action'}")
        held["reroll" if verb == "reroll" else "cancelled"] = True
    elif verb == "draw_chance":
        ctx.push("chance_draw", seat=_seat(ctx, effect["draw_chance"], "draw_chance"))
    elif verb == "show":
        target = effect.get("target")
        ctx.emit("house_action", f"{ctx.name(seat)}: {effect['what']}", rule=rule_id, seat=seat,
                 target=target if type(target) is int else None, what=str(effect.get("what", "")))
    elif verb in ("forgive_note", "take_note"):
        debtor = _seat(ctx, effect[verb], verb)
        if not state.players[debtor].notes:
            raise HouseRuleFault(f"{verb}: {ctx.name(debtor)} owes no note")
        state.players[debtor].notes -= 1
        if verb == "take_note":
            state.players[_seat(ctx, effect.get("to"), verb)].notes += 1
        ctx.emit("note_moved", f"One of {ctx.name(debtor)}'s notes is "
                               f"{'cancelled' if verb == 'forgive_note' else 'now ' + ctx.name(effect['to']) + chr(39) + 's'}.",
                 seat=debtor)
    elif verb == "amend" and held is not None and held["action"] == "charge":
        problem = payees_problem(ctx, effect["amend"])
        if problem:
            raise HouseRuleFault(f"amend at {point}: {problem}")
        held["payees"] = [list(p) for p in effect["amend"]]
    # Elsewhere "amend" is read by amend() (a trigger's answer), and means nothing more.
    return 0


def _release_from_jail(ctx: Ctx, seat: int) -> None:
    player = ctx.state.players[seat]
    if not player.in_jail:
        raise HouseRuleFault(f"release: {player.name} is not in Jail")
    player.in_jail = False
    player.jail_turns = 0
    ctx.emit("released", f"{player.name} comes out of Jail.", seat=seat)
    stack = ctx.state.stack
    at = next((i for i, f in enumerate(stack) if f["kind"] == "jail" and f["seat"] == seat), None)
    if at is not None:     # on his own turn in Jail: the jail game's turn gives way to his throw,
        del stack[at]                         # which waits under any question still in hand
        throw = movement.start_throw(ctx, seat)
        stack.insert(at, stack.pop())
        assert stack[at] is throw


def _change_houses(ctx: Ctx, lot: Any, by: int) -> None:
    state, rules = ctx.state, ctx.rules
    if not isinstance(lot, str) or not rules.has_space(lot) or rules.space(lot).kind != "lot":
        raise HouseRuleFault(f"houses: {lot!r} is not a lot")
    have = state.houses.get(lot, 0)
    holder = state.owner.get(lot) if by > 0 else state.house_owner.get(lot)
    if by > 0 and (holder is None or have >= rules.houses_per_lot):
        raise HouseRuleFault(f"add_house: {lot} has no holder or already {have} houses (the limit is "
                             f"{rules.houses_per_lot})")
    if by > 0 and state.total_houses() >= rules.house_supply:
        raise HouseRuleFault(f"add_house: the supply of {rules.house_supply} houses is used up")
    if by < 0 and not have:
        raise HouseRuleFault(f"remove_house: {lot} has no house")
    if have + by:
        assert holder is not None, "a lot with houses has their holder, and one a house is added to its card's"
        state.houses[lot] = have + by
        state.house_owner[lot] = holder
    else:
        del state.houses[lot]
        state.house_owner.pop(lot, None)
    name = rules.space(lot).name
    ctx.emit("house_added" if by > 0 else "house_removed",
             f"A house {'goes up' if by > 0 else 'comes down'} on {name}.", lot=lot)


def _set_modifier(ctx: Ctx, effect: Mapping[str, Any]) -> None:
    mods = ctx.state.plugin_data[HOST]["modifiers"]
    kind = effect["modifier"]
    if kind == "rent_percent":
        space, percent = effect.get("space"), _whole(effect, "percent")
        if not isinstance(space, str) or not ctx.rules.has_space(space) or not -100 <= percent <= 100:
            raise HouseRuleFault(f"rent_percent: {space!r} {percent}% (a space, -100 to 100)")
        table = mods.setdefault("rent_percent", {})
        if percent:
            table[space] = percent
        else:
            table.pop(space, None)
    elif kind == "rent_waiver":
        pair = [_seat(ctx, effect.get("payer"), "rent_waiver"), _seat(ctx, effect.get("owner"), "rent_waiver")]
        waivers = mods.setdefault("rent_waivers", [])
        if effect.get("on", True) and pair not in waivers:
            waivers.append(pair)
        elif not effect.get("on", True) and pair in waivers:
            waivers.remove(pair)
    else:
        raise HouseRuleFault(f"modifier {kind!r} is not rent_percent or rent_waiver")


# -- standing modifiers, for the one stop-cost function -----------------------------------------
# -- the turn ------------------------------------------------------------------------------
def turn_begins(ctx: Ctx, seat: int) -> None:
    host = ctx.state.plugin_data[HOST]
    host["plan"] = {}
    host["closing"] = []        # what has been done of the end of this turn (before_play_passes)
    notify(ctx, "turn_begins", seat)


def before_play_passes(ctx: Ctx) -> bool:
    """When a turn's business is over: the ``after_move`` point, then the ``turn_ends`` trigger,
    each once a turn. True if either left something on the stack to settle first."""
    state = ctx.state
    closing = state.plugin_data[HOST].setdefault("closing", [])
    if "after_move" not in closing:
        closing.append("after_move")
        if open_point(ctx, "after_move", state.turn):
            return True
    if "turn_ends" not in closing:
        closing.append("turn_ends")
        notify(ctx, "turn_ends", state.turn)
        return bool(state.stack)
    return False


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
_ADVICE_FAILED: set[str] = set()


def suggestion(ctx: Ctx, decision: Decision) -> Choice | None:
    """The first active house rule's advice (its optional ``suggest``) for ``decision``, if it is one
    of the options; None otherwise. Advice never changes the game: a rule whose ``suggest`` fails
    is logged once and simply not heeded."""
    if decision.actor == CHANCE:
        return None
    top = ctx.state.stack[-1] if ctx.state.stack else {}
    held = top.get("held") if top.get("kind") in ("house_point", "house_ask") else None
    for rule_id, rule in active(ctx):
        suggest = getattr(rule, "suggest", None)
        if suggest is None:
            continue
        try:
            answer = suggest(table_view(ctx, decision.actor, rule_id, held), slot_copy(ctx.state, rule_id), decision)
        except Exception as exc:  # advice is optional: a failing adviser must not stop the game
            if rule_id not in _ADVICE_FAILED:
                _ADVICE_FAILED.add(rule_id)
                log.warning("house rule %r: suggest() failed (%s: %s); its advice is ignored",
                            rule_id, type(exc).__name__, exc)
            continue
        if answer is not None and answer in decision.options:
            advice: Choice = answer
            return advice
    return None
