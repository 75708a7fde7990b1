"""What a house rule sees of the game: the :class:`TableView` of each call, the copy of its own
slot, and the names of its places in the state (its slot and its pot).

Kept apart from the host that guards the calls (``engine/house_host.py``) because the window's
words and the rules' own tests build views too, and because the view is where a light rule's
cost goes. Here each field is said once: how it is read from the game (:data:`ON_FIRST_READ`),
or set when a view is made (:func:`made_now`: the call's seat and turn, and what the rules fix,
made once per rules). :func:`table_view` reads every field at once; a call of the host's gets a
view that reads each only when the rule first asks for it (``engine/live_table.py``). The rents
are worked out once and kept (``engine/memos.py``).
"""
from __future__ import annotations

import marshal
from typing import TYPE_CHECKING, Any, Callable, Mapping

from . import board
from .holdings import table_stamps
from .house_api import ChanceView, SpaceView, TableView
from .house_modifiers import HOST
from .memos import StampMemo
from .state import GameState

if TYPE_CHECKING:
    from .context import Ctx
    from .rules import Rules


def slot_key(rule_id: str) -> str:
    return f"house:{rule_id}"


def pot_account(rule_id: str) -> str:
    return f"pot:{rule_id}"


def chosen(state: GameState) -> list[str]:
    """The house rules chosen at set-up, in the order they were chosen."""
    chosen_ids: list[str] = state.options.get("house_rules", [])
    return chosen_ids


# -- the fields of a view ------------------------------------------------------------------------
def made_now(ctx: Ctx, seat: int) -> dict[str, Any]:
    """The fields set when a view is made: the call's own, and the rules' (made once)."""
    state = ctx.state
    fields = _of_rules(ctx.rules).copy()
    fields["seat"], fields["turn"], fields["round"] = seat, state.turn, state.round
    fields["single_tax"] = bool(state.single_tax)
    return fields


#: The fields read from the game only when a rule asks for them: each from the call's context,
#: the rule's id and the action the call's point holds.
ON_FIRST_READ: dict[str, Callable[[Ctx, str, Mapping[str, Any] | None], Any]] = {
    "names": lambda ctx, _, __: tuple(p.name for p in ctx.state.players),
    "positions": lambda ctx, _, __: tuple(p.position for p in ctx.state.players),
    "cash": lambda ctx, _, __: tuple(ctx.state.cash(i) for i in range(len(ctx.state.players))),
    "in_jail": lambda ctx, _, __: tuple(p.in_jail for p in ctx.state.players),
    "in_poor_house": lambda ctx, _, __: tuple(p.in_poor_house for p in ctx.state.players),
    "notes": lambda ctx, _, __: tuple(ctx.state.purse_player(i).notes for i in range(len(ctx.state.players))),
    "teams": lambda ctx, _, __: tuple(ctx.state.purse(i) for i in range(len(ctx.state.players))),
    "owner": lambda ctx, _, __: dict(ctx.state.owner),
    "houses": lambda ctx, _, __: dict(ctx.state.houses),
    "rent": lambda ctx, _, __: _rents(ctx),
    "wages": lambda ctx, _, __: board.wages(ctx.rules, ctx.state),
    "pots": lambda ctx, _, __: {rule: ctx.state.accounts.get(pot_account(rule), 0) for rule in chosen(ctx.state)},
    "settings": lambda ctx, rule_id, _: dict(ctx.state.options.get("house_settings", {}).get(rule_id, {})),
    "held": lambda _, __, held: marshal.loads(marshal.dumps(dict(held))) if held is not None else None,
    "houses_left": lambda ctx, _, __: ctx.rules.house_supply - ctx.state.total_houses(),
}


def table_view(ctx: Ctx, seat: int, rule_id: str, held: Mapping[str, Any] | None = None) -> TableView:
    """The whole view of the table for ``seat``, every field read now: for the set-up, the
    window's words and tests, which keep it as long as they like."""
    fields = made_now(ctx, seat)
    fields.update({name: read(ctx, rule_id, held) for name, read in ON_FIRST_READ.items()})
    return TableView(**fields)


# -- what is the same for every view of a game ------------------------------------------------------
_OF_RULES: dict[int, tuple[Rules, dict[str, Any]]] = {}


def _of_rules(rules: Rules) -> dict[str, Any]:
    """The fields fixed by the rules (the spaces, the Chance pack, the prices), made once for each rules."""
    kept = _OF_RULES.get(id(rules))
    if kept is None or kept[0] is not rules:
        spaces = tuple(SpaceView(s.index, s.id, s.kind, s.name, int(getattr(s, "price", 0) or 0),
                                 int(getattr(s, "section", 0) or 0)) for s in rules.spaces)
        chance = tuple(ChanceView(c.id, c.text, str(c.effect), c.amount, c.steps, c.space, c.fine)
                       for c in rules.chance)
        fixed = {"spaces": spaces, "chance": chance, "house_price": rules.house_price,
                 "houses_per_lot": rules.houses_per_lot, "note_value": rules.loan_note,
                 "note_margin": rules.loan_margin,
                 "start_index": rules.index_of(rules.start_space), "jail_index": rules.index_of(rules.jail_space)}
        kept = _OF_RULES[id(rules)] = (rules, fixed)
    return kept[1]


#: Rent tables by what they were worked out from (stamps are never reused; see engine/memos.py).
_RENT_TABLES: StampMemo[tuple[Any, dict[str, int]]] = StampMemo(size=1024)


def _rents(ctx: Ctx) -> dict[str, int]:
    """What stopping on each space that charges costs its visitors now (the most any pays), worked
    out again only when what it depends on has changed: cards, houses, the Trust, the Single Tax,
    the wages (the tax escalates with them) and the house rules' standing modifiers; and, as the
    memo is shared by every game, the advanced rules and the number of seats that fix the rest."""
    state, rules = ctx.state, ctx.rules
    stamps = table_stamps(state)        # None for plain dicts put in by hand: nothing can be kept for them
    key = None if stamps is None else (
        *stamps, tuple(state.trust), marshal.dumps(state.single_tax), state.options.get("wage_rise", 0),
        marshal.dumps(state.plugin_data[HOST]["modifiers"]), state.options.get("advanced", True), len(state.players),
        tuple(state.teams))
    kept = _RENT_TABLES.get(key) if key is not None else None
    if kept is not None and kept[0] is rules:
        return dict(kept[1])
    rent = {}
    seats = range(len(state.players))
    for space in rules.spaces:
        if space.kind in ("lot", "railroad", "utility", "tax"):
            visitors = [i for i in seats if not state.same_purse(i, state.owner.get(space.id))] or [0]
            rent[space.id] = max(board.stop_cost(rules, state, i, space.index).total for i in visitors)
    if key is not None:
        _RENT_TABLES.put(key, (rules, rent))
    return dict(rent)


def slot_copy(state: GameState, rule_id: str) -> dict[str, Any]:
    """A fresh copy of the rule's slot for one call: what it does to it in place cannot reach the game."""
    slot: dict[str, Any] = marshal.loads(marshal.dumps(state.plugin_data.get(slot_key(rule_id), {})))
    return slot
