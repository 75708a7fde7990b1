"""The turn: business before the throw, the throw, and passing play to the left (Rule 2).

At the start of his turn a player may build, borrow, repay, propose the Single Tax or a
Trust, or make a trade offer, then throws. Other players may propose the Single Tax or a
Trust meanwhile (engine/proposals.py). A jailed player's turn belongs to the jail game instead.
"""
from __future__ import annotations

from typing import Any

from .frames import Frame
from . import credit, dealing, proposals, public_land
from .context import Ctx
from .decision import Decision
from .listed_when_read import ListedWhenRead


def begin_turn(ctx: Ctx, seat: int) -> None:
    state = ctx.state
    state.turn = seat
    player = state.players[seat]
    where = " (in Jail)" if player.in_jail else " (in the Poor House)" if player.in_poor_house else ""
    ctx.emit("turn", f"Round {state.round}: {player.name}'s turn{where}.", seat=seat, round=state.round)
    # The house rules hear that the turn begins once its steps are on the stack, so whatever they
    # start then (a question, a debt to raise) comes first and the turn follows it, instead of
    # waiting under the whole turn.
    if player.in_jail:
        ctx.jail.begin_jail_turn(ctx, seat)
        ctx.hooks.turn_begins(ctx, seat)
        ctx.hooks.in_jail(ctx, seat)           # options in Jail come before the jail game's
    else:
        ctx.push("turn", seat=seat, offers=0, borrowed=False, repaid=False)
        if player.opportunity:                 # Single Tax Rule 8: wages and rent before throwing
            ctx.push("work_opportunity", seat=seat)
        ctx.hooks.turn_begins(ctx, seat)


def turn_options(ctx: Ctx, frame: Frame) -> tuple[str, ...]:
    rules, state, seat = ctx.rules, ctx.state, frame["seat"]
    player = state.players[seat]
    own_proposals = proposals.own_turn_options(ctx, seat)      # the Single Tax and the Trust
    opts = ["roll"] + [o for o in own_proposals if o == "propose_single_tax"]
    opts += [f"build:{lot}" for lot in dealing.buildable_lots(rules, state, seat)]
    if state.single_tax_adopted:              # Single Tax Rule 4: build anywhere unless outbid
        opts += [f"privilege:{lot}" for lot in public_land.privilege_lots(rules, state, seat)]
    if not frame["repaid"] and credit.can_borrow(rules, state, seat):
        opts.append("borrow")
    if not frame["borrowed"] and credit.notes_owed(state, seat) and state.cash(seat) >= rules.loan_note:
        opts.append("repay")
    opts += [o for o in own_proposals if o.startswith("trust:")]
    if frame["offers"] < rules.trade_offers_per_turn and dealing.can_trade(ctx, seat):
        opts.append("trade")
    opts += ctx.hooks.options_before_throw(ctx, seat) or ()
    return tuple(opts)


def turn_decision(ctx: Ctx, frame: Frame) -> Decision:
    seat = frame["seat"]
    context: dict[str, Any] = {"cash": ctx.state.cash(seat), "offers_made": frame["offers"]}
    labels = ctx.hooks.options_before_throw(ctx, seat)
    if labels is not None:                     # the words for the options the hooks added
        context["labels"] = labels
    # Listed when read: nearly every turn is answered "roll", which is always open (Rule 2).
    options = ListedWhenRead(lambda: turn_options(ctx, frame), "roll", lambda: len(ctx.state.history))
    return Decision(seat, "turn", options, f"{ctx.name(seat)}: do business or throw the dice.", context=context)


def apply_turn(ctx: Ctx, frame: Frame, choice: str) -> None:
    seat = frame["seat"]
    if choice == "roll":
        ctx.pop()
        ctx.push("start_throw", seat=seat)
    elif choice.startswith("build:"):
        ctx.push("build", seat=seat, lot=choice[6:])
    elif choice == "borrow":
        frame["borrowed"] = True
        ctx.push("borrow", seat=seat)
    elif choice == "repay":
        frame["repaid"] = True
        ctx.push("repay", seat=seat)
    elif choice.startswith("trust:"):
        ctx.push("propose_trust", seat=seat, partner=int(choice[6:]))
    elif choice == "propose_single_tax":
        ctx.push("propose_single_tax", seat=seat)
    elif choice.startswith("privilege:"):
        ctx.push("open_auction", card=choice[10:], lander=seat, purpose="privilege")
    elif choice == "trade":
        frame["offers"] += 1
        ctx.push("trade_card", seat=seat)
    elif choice.startswith("house:"):
        ctx.hooks.choose(ctx, seat, choice, "before_throw")
