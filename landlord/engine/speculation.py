"""Rule 8: Speculation, the Broker's License, the ante, the payouts and the skin game."""
from __future__ import annotations

from typing import Any

from .frames import Frame
from .context import Ctx
from .decision import Decision, dice_decision
from .state import MISC, seat_account

LICENSE_KIND = "speculation"


def license_card(ctx: Ctx) -> str:
    return ctx.rules.spaces_of_kind(LICENSE_KIND)[0].id


def broker_account(ctx: Ctx) -> str:
    """The holder of the Broker's License, or MISCELLANEOUS if nobody holds it."""
    holder = ctx.state.owner.get(license_card(ctx))
    return MISC if holder is None else seat_account(holder)


def begin_speculation(ctx: Ctx, seat: int) -> None:
    """"Ownership of Speculation card ... is determined as are Title Deeds under Rule 7." """
    card = license_card(ctx)
    if card not in ctx.state.owner:
        ctx.push("open_auction", card=card, lander=seat, purpose="speculation")
    else:
        after_license_settled(ctx, seat)


def after_license_settled(ctx: Ctx, seat: int) -> None:
    """Pay the $10 ante to the Broker (or Miscellaneous), then throw again."""
    ctx.push("speculate", seat=seat)
    ctx.push("charge_stop", seat=seat, position=ctx.rules.index_of(license_card(ctx)))


def speculate_decision(ctx: Ctx, frame: Frame) -> Decision:
    return dice_decision(frame["seat"], "speculation", f"{ctx.name(frame['seat'])} throws to speculate.")


def payout(ctx: Ctx, dice: tuple[int, int]) -> int:
    """Any double wins the double payout (a double 2 too: doubles are listed first)."""
    if dice[0] == dice[1]:
        return ctx.rules.spec_double_payout
    return ctx.rules.spec_payouts.get(dice[0] + dice[1], 0)


def apply_speculate(ctx: Ctx, frame: Frame, dice: tuple[int, int]) -> None:
    ctx.pop()
    seat, rules = frame["seat"], ctx.rules
    total = dice[0] + dice[1]
    ctx.emit("dice", f"{ctx.name(seat)} throws {dice[0]} and {dice[1]} at Speculation.", seat=seat,
             dice=list(dice))
    won = payout(ctx, dice)
    if won:
        ctx.receive(seat, won, "Speculation winnings")
        ctx.emit("speculation_win", f"{ctx.name(seat)} wins ${won} speculating.", seat=seat, amount=won)
        share = won * rules.spec_broker_percent // 100
        ctx.pay(seat_account(seat), broker_account(ctx), share, "the Broker's 10 percent")
    elif total in rules.spec_skin_game:
        card = license_card(ctx)
        broker = ctx.state.owner.get(card)
        ctx.emit("skin_game", "A skin game! The speculator wins nothing.", seat=seat)
        if broker is not None:
            ctx.give_card(card, None)
            ctx.emit("license_returned", "The Broker's License goes back to the pack.", seat=broker)
            ctx.push("send_to_jail", seat=broker, why="running a skin game")
    else:
        ctx.emit("speculation_lose", f"{ctx.name(seat)} wins nothing.", seat=seat)
