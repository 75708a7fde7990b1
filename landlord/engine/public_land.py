"""The Single Tax's public land: what the public owns, what the Treasury will buy next, and what
a builder pays for a privilege (Single Tax Rules 1, 4, 5 and 6).

Queries only, read by the rule modules, the scoring and the window: they change nothing.
"""
from __future__ import annotations

from . import board
from .rules import Rules
from .state import GameState


def is_public(state: GameState, space_id: str) -> bool:
    return state.single_tax_adopted and space_id in state.single_tax["public"]


def has_college(state: GameState, space_id: str) -> bool:
    return state.single_tax_adopted and space_id in state.single_tax["colleges"]


def next_improvement(rules: Rules, state: GameState) -> tuple[str, str]:
    """("public", franchise id), ("college", site id) or ("wages", "")."""
    done = state.single_tax
    for sid in rules.st_public_order:
        if sid not in done["public"]:
            return "public", sid
    for sid in rules.st_college_sites:
        if sid not in done["colleges"]:
            return "college", sid
    return "wages", ""


def improvement_fund(state: GameState) -> int:
    """The Treasury's cash "from land rents and fines" not yet spent on improvements (Rule 6)."""
    return state.single_tax.get("fund", 0) if state.single_tax else 0


def unimproved_lots(rules: Rules, state: GameState) -> list[str]:
    return [s.id for s in rules.spaces_of_kind("lot") if not state.houses.get(s.id)]


def privilege_price(rules: Rules, state: GameState, lot: str) -> int:
    """The least a builder pays the Treasury for the privilege: the lot's land rent ("bid money (or rent)")."""
    return max(board.land_rent(rules, state, rules.space(lot)), rules.bid_step)


def privilege_lots(rules: Rules, state: GameState, seat: int) -> list[str]:
    """Rule 4: lots he may try to build on from anywhere, if he can pay rent and a house."""
    if state.total_houses() >= rules.house_supply:
        return []
    cash = state.cash(seat)
    return [lot for lot in unimproved_lots(rules, state)
            if cash >= privilege_price(rules, state, lot) + rules.house_price]


def counted_cards(rules: Rules, state: GameState, seat: int) -> int:
    """Cards that count 100 at the end: under the Single Tax, "the Title Deeds are of no value"."""
    cards = state.cards_of(seat)
    if state.single_tax_adopted:
        cards = [c for c in cards if rules.space(c).kind != "lot"]
    return len(cards) + len(state.purse_player(seat).luxuries)
