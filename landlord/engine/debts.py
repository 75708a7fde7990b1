"""Raising money to pay a debt, and the Poor House (Rules 12 and 16).

A player who owes more than his cash may borrow on mortgage (Rule 16, reconstructed) or
offer his cards for sale to the other players. Only when he can neither borrow nor find
a buyer for any card does he go to the Poor House: he pays what cash he has, the rest is
forgiven, and his turn ends there (Rule 12).
"""
from __future__ import annotations

from typing import Any

from .frames import Frame
from .credit import can_borrow, may_part_with
from .context import Ctx
from .decision import Decision
from .state import seat_account


def owed(frame: Frame) -> int:
    return sum(amount for _, amount in frame["payees"])


def options(ctx: Ctx, frame: Frame) -> tuple[str, ...]:
    seat, state, rules = frame["seat"], ctx.state, ctx.rules
    opts: list[str] = []
    if can_borrow(rules, state, seat):
        opts.append("borrow")
    opts += [f"sell:{c}" for c in sorted(state.cards_of(seat), key=rules.index_of)
             if c not in frame["tried"] and may_part_with(rules, state, seat, c)]
    if opts:
        return tuple(opts)
    return ("natural_opportunity",) if state.single_tax_adopted else ("poor_house",)


def raise_decision(ctx: Ctx, frame: Frame) -> Decision:
    seat = frame["seat"]
    return Decision(seat, "raise_funds", options(ctx, frame),
                    f"{ctx.name(seat)} must find ${owed(frame)} ({frame['why']}), having ${ctx.state.cash(seat)}.",
                    context={"owed": owed(frame), "why": frame["why"]})


def apply_raise(ctx: Ctx, frame: Frame, choice: str) -> None:
    seat = frame["seat"]
    if choice == "borrow":
        ctx.push("borrow", seat=seat)
    elif choice.startswith("sell:"):
        card = choice[5:]
        frame["tried"].append(card)
        ctx.push("open_auction", card=card, lander=seat, purpose="sale")
    else:
        go_to_poor_house(ctx, frame)
        return
    settle_if_possible(ctx, frame)


def settle_if_possible(ctx: Ctx, frame: Frame) -> None:
    """Pay the debt as soon as the cash is there (called again after a sale closes)."""
    seat = frame["seat"]
    if ctx.state.stack and ctx.state.stack[-1] is frame and ctx.state.cash(seat) >= owed(frame):
        ctx.pop()
        for account, amount in frame["payees"]:
            ctx.pay(seat_account(seat), account, amount, frame["why"])


def go_to_poor_house(ctx: Ctx, frame: Frame) -> None:
    """Rule 12: pay what he can, in order owed; then to the Poor House until his next turn."""
    seat, state = frame["seat"], ctx.state
    ctx.pop()
    for account, amount in frame["payees"]:
        ctx.pay(seat_account(seat), account, min(amount, state.cash(seat)), frame["why"] + " (all he has)")
    player = state.players[seat]
    state.stack[:] = [f for f in state.stack if f.get("seat") != seat]
    if state.single_tax_adopted:          # Single Tax Rule 8: no Poor House; he works the land instead
        ctx.push("offer_opportunity", seat=seat, target=player.position, why="cannot pay")
        return
    player.in_poor_house = True
    player.position = ctx.rules.index_of(ctx.rules.poor_house_space)
    ctx.emit("poor_house", f"{player.name} cannot pay and goes to the Poor House.", seat=seat)
