"""What a house rule sees of the game: the :class:`TableView` of each call, the copy of its own
slot, and the names of its places in the state (its slot and its pot).

Kept apart from the host that guards the calls (``engine/house_host.py``) because the window's
words and the rules' own tests build views too, and because the view is where a light rule's
cost goes: the rents and the spaces are worked out once and kept (``engine/memos.py``).
"""
from __future__ import annotations

import marshal
from typing import TYPE_CHECKING, Any, Mapping

from . import board
from .holdings import table_stamps
from .house_api import SpaceView, TableView
from .house_modifiers import HOST
from .memos import StampMemo
from .state import GameState

if TYPE_CHECKING:
    from .context import Ctx


def slot_key(rule_id: str) -> str:
    return f"house:{rule_id}"


def pot_account(rule_id: str) -> str:
    return f"pot:{rule_id}"


def chosen(state: GameState) -> list[str]:
    """The house rules chosen at set-up, in the order they were chosen."""
    chosen_ids: list[str] = state.options.get("house_rules", [])
    return chosen_ids


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
