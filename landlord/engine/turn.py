"""The turn: business before the throw, the throw, and passing play to the left (Rule 2).

At the start of his turn a player may build, borrow, repay, propose a Trust or make a
trade offer, then throws. A jailed player's turn belongs to the jail game instead.
"""
from __future__ import annotations

from typing import Any

from . import business
from .context import Ctx
from .decision import Decision
from .movement import start_throw


def begin_turn(ctx: Ctx, seat: int) -> None:
    state = ctx.state
    state.turn = seat
    player = state.players[seat]
    where = " (in Jail)" if player.in_jail else " (in the Poor House)" if player.in_poor_house else ""
    ctx.emit("turn", f"Round {state.round}: {player.name}'s turn{where}.", seat=seat, round=state.round)
    if player.in_jail:
        from .jail_host import begin_jail_turn
        begin_jail_turn(ctx, seat)
    else:
        ctx.push("turn", seat=seat, offers=0, borrowed=False, repaid=False)


def turn_options(ctx: Ctx, frame: dict[str, Any]) -> tuple[str, ...]:
    rules, state, seat = ctx.rules, ctx.state, frame["seat"]
    player = state.players[seat]
    opts = ["roll"]
    opts += [f"build:{lot}" for lot in business.buildable_lots(rules, state, seat)]
    if not frame["repaid"] and business.can_borrow(rules, state, seat):
        opts.append("borrow")
    if not frame["borrowed"] and player.notes and state.cash(seat) >= rules.loan_note:
        opts.append("repay")
    opts += [f"trust:{o}" for o in business.trust_partners(rules, state, seat)
             if not frame.get("trust_asked")]
    if frame["offers"] < rules.trade_offers_per_turn and business.can_trade(ctx, seat):
        opts.append("trade")
    return tuple(opts)


def turn_decision(ctx: Ctx, frame: dict[str, Any]) -> Decision:
    seat = frame["seat"]
    return Decision(seat, "turn", turn_options(ctx, frame),
                    f"{ctx.name(seat)}: do business or throw the dice.", context={"cash": ctx.state.cash(seat)})


def apply_turn(ctx: Ctx, frame: dict[str, Any], choice: str) -> None:
    seat = frame["seat"]
    if choice == "roll":
        ctx.pop()
        start_throw(ctx, seat)
    elif choice.startswith("build:"):
        business.build(ctx, seat, choice[6:])
    elif choice == "borrow":
        frame["borrowed"] = True
        business.borrow(ctx, seat)
    elif choice == "repay":
        frame["repaid"] = True
        business.repay(ctx, seat)
    elif choice.startswith("trust:"):
        frame["trust_asked"] = True
        ctx.push("trust_answer", seat=seat, partner=int(choice[6:]))
    elif choice == "trade":
        frame["offers"] += 1
        ctx.push("trade_card", seat=seat)
