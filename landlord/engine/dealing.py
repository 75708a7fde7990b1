"""What business a player may do now: the lots he may build on (Rule 14, reconstructed) and the
cards he may offer to sell or to buy (Rule 15, reconstructed).

Queries only: the turn lists its business from them, the business rules check against them and
the computer players read them; they change nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from .credit import notes_owed, spare_security
from .holdings import holdings
from .rules import Rules
from .state import GameState

if TYPE_CHECKING:
    from .context import Ctx


def buildable_lots(rules: Rules, state: GameState, seat: int) -> list[str]:
    """Rule 14: his own lots; under the Single Tax, the lots his own houses stand on."""
    held = holdings(rules, state)
    if state.cash(seat) < rules.house_price or held.total_houses >= rules.house_supply:
        return []
    if state.single_tax_adopted:
        return [lot for lot, n in state.houses.items()
                if n and state.same_purse(seat, state.house_owner.get(lot)) and n < rules.houses_per_lot]
    return [lot for lot in held.lots.get(seat, ()) if state.houses.get(lot, 0) < rules.houses_per_lot]


def _tradable(ctx: Ctx, seat: int) -> Iterator[str]:
    state, rules, engine = ctx.state, ctx.rules, ctx.engine
    teams = state.teams           # in team play a teammate's cards are his own, and no partner
    partners = {o for o in range(len(state.players))
                if o != seat and not (teams and teams[o] == teams[seat]) and engine.can_do_business(state, o)}
    if not partners:
        return
    spare: dict[int, int] = {}      # may_part_with, with each holder's spare security worked out once
    notes = [notes_owed(state, holder) for holder in range(len(state.players))]
    for card, holder in state.owner.items():
        if holder == seat or holder in partners or (teams and teams[holder] == teams[seat]):
            if notes[holder] == 0:
                yield card
                continue
            if holder not in spare:
                spare[holder] = spare_security(rules, state, holder)
            if spare[holder] >= rules.space(card).price:
                yield card


def tradable_cards(ctx: Ctx, seat: int) -> list[str]:
    """Cards ``seat`` could offer to sell, and other players' cards he could offer to buy."""
    return sorted(_tradable(ctx, seat), key=ctx.rules.index_of)


def can_trade(ctx: Ctx, seat: int) -> bool:
    """Is there any card ``seat`` could offer to sell, or offer to buy from a partner?"""
    state, rules = ctx.state, ctx.rules
    held = holdings(rules, state)
    for other in range(len(state.players)):
        if other != seat and not (state.teams and state.same_purse(seat, other)) \
                and ctx.engine.can_do_business(state, other):
            break
    else:
        return False                  # nobody to trade with
    for holder in range(len(state.players)):
        if holder not in held.cards or (holder != seat and not (state.teams and state.same_purse(seat, holder))
                                        and not ctx.engine.can_do_business(state, holder)):
            continue
        # may_part_with for his cheapest card, the easiest to let go of
        if notes_owed(state, holder) == 0 or spare_security(rules, state, holder) >= held.cheapest[holder]:
            return True
    return False
