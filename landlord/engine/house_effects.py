"""Carrying out a house rule's answer (a ``HouseStep``): its lines, its question and its effects,
each checked against the contract (``house_api.EFFECTS``) before it changes anything.

An effect that breaks the contract is a fault: the caller switches the rule off
(``house_host.disable``) and the effects before it stand, each a whole, valid change of the game. What a rule may take
from the bank is bounded per answer, per round and per game (``plugin_guard``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from . import landing, movement
from .decision import CHANCE, Decision
from .house_api import EFFECT_SHAPES, HouseStep
from .house_modifiers import HOST
from .house_view import pot_account
from .ledger import RENTS_AND_FINES
from .plain_data import decision_problem
from .plugin_guard import PluginFault, bank_problem
from .state import MISC, TREASURY, seat_account, seat_of

if TYPE_CHECKING:
    from .context import Ctx


class HouseRuleFault(PluginFault):
    """A house rule broke the contract; the message says how."""


def payees_problem(ctx: Ctx, value: Any) -> str | None:
    """Why ``value`` is not a list of [account, dollars] the ledger can pay, or None."""
    if not isinstance(value, (list, tuple)) or not all(
            isinstance(p, (list, tuple)) and len(p) == 2 and isinstance(p[0], str)
            and (p[0] in ctx.state.accounts or p[0] == RENTS_AND_FINES) and type(p[1]) is int and p[1] >= 0
            for p in value):
        return f"{value!r} is not a list of [account, dollars] (accounts as the payees given name them)"
    return None


# -- carrying out a step ---------------------------------------------------------------------
def checked(step: Any) -> HouseStep:
    if not isinstance(step, HouseStep):
        raise HouseRuleFault(f"answered with a {type(step).__name__}, not a HouseStep")
    if isinstance(step.log, str) or not all(isinstance(line, str) for line in step.log):
        raise HouseRuleFault("log must be a tuple of lines of text")
    if not isinstance(step.effects, (tuple, list)) or not all(isinstance(e, Mapping) for e in step.effects):
        raise HouseRuleFault("effects must be a tuple of tables")
    return step


def carry_out(ctx: Ctx, rule_id: str, seat: int, step: HouseStep, point: str | None = None,
              held: dict[str, Any] | None = None) -> str | None:
    """Log the step's lines, put its question, then carry out its effects in order; return the
    fault that stopped it (the caller switches the rule off), or None.

    The question goes on the stack first, so whatever the effects queue (a landing, a debt to
    raise) is settled before it is asked. The effects before one that breaks the contract stand
    (each was a whole, valid change of the game).
    """
    for line in step.log:
        ctx.emit("house_log", line, rule=rule_id, seat=seat)
    received = 0
    try:
        if step.ask is not None:
            _put_question(ctx, rule_id, seat, step.ask, point, held)
        for effect in step.effects:
            received += _effect(ctx, rule_id, seat, dict(effect), point, held, received)
    except HouseRuleFault as fault:
        return str(fault)
    return None


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
        elif src == MISC and (problem := bank_problem(ctx, f"house:{rule_id}", amount, received)):
            raise HouseRuleFault(f"pay: {problem}")
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
        drawer, card = _seat(ctx, effect["draw_chance"], "draw_chance"), effect.get("card")
        if card is None:
            ctx.push("chance_draw", seat=drawer)
        elif isinstance(card, str) and card in {c.id for c in rules.chance}:
            landing.take_chance(ctx, drawer, card)
        else:
            raise HouseRuleFault(f"draw_chance: {card!r} is not a Chance card of these rules")
    elif verb == "show":
        target = effect.get("target")
        ctx.emit("house_action", f"{ctx.name(seat)}: {effect['what']}", rule=rule_id, seat=seat,
                 target=target if type(target) is int else None, what=str(effect.get("what", "")))
    elif verb in ("forgive_note", "take_note"):
        debtor = _seat(ctx, effect[verb], verb)
        if not state.purse_player(debtor).notes:
            raise HouseRuleFault(f"{verb}: {ctx.name(debtor)} owes no note")
        state.purse_player(debtor).notes -= 1
        if verb == "take_note":
            state.purse_player(_seat(ctx, effect.get("to"), verb)).notes += 1
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
    ctx.hooks.released(ctx, seat)
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
    elif kind == "chance_aside":
        _set_aside(ctx, mods, effect.get("card"), bool(effect.get("on", True)))
    else:
        raise HouseRuleFault(f"modifier {kind!r} is not rent_percent, rent_waiver or chance_aside")


def _set_aside(ctx: Ctx, mods: dict[str, Any], card: Any, on: bool) -> None:
    """A Chance card held out of the pack, or put back; the pack always keeps one card to draw."""
    pack = [c.id for c in ctx.rules.chance]
    if not isinstance(card, str) or card not in pack:
        raise HouseRuleFault(f"chance_aside: {card!r} is not a Chance card of these rules")
    aside = mods.setdefault("chance_aside", [])
    if on and card not in aside:
        if len(aside) + 1 >= len(pack):
            raise HouseRuleFault(f"chance_aside: {card!r} would leave no card in the Chance pack")
        aside.append(card)
    elif not on and card in aside:
        aside.remove(card)
