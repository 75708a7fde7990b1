"""Rules 7 and 9 auctions, and the forced sale of a card to raise money (Rule 12).

A card from the pack is offered at its printed price (never less, Rule 1). The other
players bid in turn from the lander's left; a player who passes is out; bids must rise
by at least the rules' bid step and never exceed the bidder's cash ("the player bidding
the highest price must take the lot"). Bids only rise and are capped by cash, so every
auction ends. Then the lander has the first option at the highest bid; if he declines,
the highest bidder takes the card at his bid.
"""
from __future__ import annotations

from typing import Any

from .frames import Frame
from .context import Ctx
from .decision import Decision
from .public_land import privilege_price
from .state import TREASURY, seat_account

#: The raises offered above the minimum bid, in bid steps. A short fixed menu keeps
#: decisions small for people and agents while allowing big jumps.
RAISE_STEPS = (0, 1, 2, 5, 10, 20)


def open_auction(ctx: Ctx, card: str, lander: int, purpose: str) -> None:
    """Start bidding for a card. ``purpose``: "landing", "speculation" or "sale" (seller = lander)."""
    state = ctx.state
    n = len(state.players)
    # In team play the lander's teammates do not bid: they would bid the lander's own purse.
    bidders = [(lander + k) % n for k in range(1, n)
               if ctx.engine.can_do_business(state, (lander + k) % n)
               and not (state.teams and state.same_purse(lander, (lander + k) % n))]
    space = ctx.rules.space(card)
    frame = ctx.push("auction", seat=lander, card=card, purpose=purpose, active=bidders, high=0,
                     high_bidder=None, next=0)
    what = "offered for sale" if purpose == "sale" else "for sale"
    ctx.emit("auction", f"{space.name} is {what}.", card=card, seat=lander)
    _advance(ctx, frame)


def minimum_bid(ctx: Ctx, frame: Frame) -> int:
    step = ctx.rules.bid_step
    high: int = frame["high"]
    if high:
        return high + step
    if frame["purpose"] == "privilege":     # Single Tax Rule 4: outbid the builder's rent
        return privilege_price(ctx.rules, ctx.state, frame["card"]) + step
    return step if frame["purpose"] == "sale" else ctx.rules.space(frame["card"]).price


def budget(ctx: Ctx, frame: Frame, seat: int) -> int:
    """What a bidder can bid: his cash, less the house he must build if he wins a privilege."""
    return ctx.state.cash(seat) - (ctx.rules.house_price if frame["purpose"] == "privilege" else 0)


def _advance(ctx: Ctx, frame: Frame) -> None:
    """Drop bidders who cannot meet the minimum; close when nobody is left to outbid."""
    while True:
        rivals = [b for b in frame["active"] if b != frame["high_bidder"]]
        if not rivals:
            ctx.pop()
            _close(ctx, frame)
            return
        bidder = _current(frame)
        if budget(ctx, frame, bidder) < minimum_bid(ctx, frame):
            frame["active"].remove(bidder)
            continue
        return


def _current(frame: Frame) -> int:
    """The next active bidder who is not already the highest bidder."""
    active: list[int] = frame["active"]
    idx: int = frame["next"] % len(active)
    if active[idx] == frame["high_bidder"]:
        idx = (idx + 1) % len(active)
        frame["next"] = idx
    return active[idx]


def bid_decision(ctx: Ctx, frame: Frame) -> Decision:
    bidder = _current(frame)
    low, step, cash = minimum_bid(ctx, frame), ctx.rules.bid_step, budget(ctx, frame, bidder)
    bids = tuple(low + k * step for k in RAISE_STEPS if low + k * step <= cash)
    space = ctx.rules.space(frame["card"])
    high = f"${frame['high']} by {ctx.name(frame['high_bidder'])}" if frame["high"] else "no bid yet"
    return Decision(bidder, "bid", ("pass",) + bids,
                    f"{ctx.name(bidder)}: bid for {space.name}? ({high})",
                    context={"card": frame["card"], "high": frame["high"], "purpose": frame["purpose"],
                             "seller" if frame["purpose"] == "sale" else "lander": frame["seat"]})


def apply_bid(ctx: Ctx, frame: Frame, choice: Any) -> None:
    bidder = _current(frame)
    if choice == "pass":
        ctx.emit("pass", f"{ctx.name(bidder)} passes.", seat=bidder)
        frame["active"].remove(bidder)
    else:
        frame["high"], frame["high_bidder"] = int(choice), bidder
        frame["next"] = frame["active"].index(bidder) + 1
        ctx.emit("bid", f"{ctx.name(bidder)} bids ${choice}.", seat=bidder, amount=int(choice))
    _advance(ctx, frame)


def _close(ctx: Ctx, frame: Frame) -> None:
    if frame["purpose"] == "sale":
        _close_sale(ctx, frame)
        return
    lander, card = frame["seat"], frame["card"]
    if frame["purpose"] == "privilege":
        price = frame["high"] or privilege_price(ctx.rules, ctx.state, card)
    else:
        price = frame["high"] or ctx.rules.space(card).price
    unopposed_privilege = frame["purpose"] == "privilege" and frame["high_bidder"] is None
    if unopposed_privilege:                 # nobody bid against him: the privilege is his
        settle(ctx, lander, card, "privilege", buyer=lander, price=price)
    elif budget(ctx, frame, lander) >= price:
        ctx.push("first_option", seat=lander, card=card, price=price, purpose=frame["purpose"],
                 high_bidder=frame["high_bidder"])
    else:
        settle(ctx, lander, card, frame["purpose"], buyer=frame["high_bidder"], price=frame["high"])


def first_option_decision(ctx: Ctx, frame: Frame) -> Decision:
    space = ctx.rules.space(frame["card"])
    what = "build on" if frame["purpose"] == "privilege" else "buy"
    return Decision(frame["seat"], "first_option", ("buy", "decline"),
                    f"{ctx.name(frame['seat'])}: {what} {space.name} for ${frame['price']}?",
                    context={"card": frame["card"], "price": frame["price"], "purpose": frame["purpose"]})


def apply_first_option(ctx: Ctx, frame: Frame, choice: str) -> None:
    ctx.pop()
    if choice == "buy":
        settle(ctx, frame["seat"], frame["card"], frame["purpose"], buyer=frame["seat"], price=frame["price"])
    else:
        hb = frame["high_bidder"]
        settle(ctx, frame["seat"], frame["card"], frame["purpose"], buyer=hb,
               price=frame["price"] if hb is not None else 0)


def settle(ctx: Ctx, lander: int, card: str, purpose: str, buyer: int | None, price: int) -> None:
    """The buyer pays the Public Treasury and takes the card; then the lander's dues (Rule 7)."""
    space = ctx.rules.space(card)
    if purpose == "privilege":
        ctx.push("close_privilege", builder=buyer, lot=card, price=price)     # Single Tax Rule 4
        return
    if buyer is not None:
        ctx.pay(seat_account(buyer), TREASURY, price, f"buying {space.name}")
        ctx.give_card(card, buyer)
        ctx.emit("bought", f"{ctx.name(buyer)} buys {space.name} for ${price}.", seat=buyer, card=card,
                 price=price)
        ctx.hooks.bought(ctx, buyer, card, price)
    else:
        ctx.emit("unsold", f"Nobody buys {space.name}.", card=card)
    if purpose == "speculation":        # Rule 8: then the ante, and the throw to speculate
        ctx.push("after_license", seat=lander)
    elif buyer != lander:               # Rules 7 and 9: rent to the new holder, or to the public if unsold
        ctx.push("charge_stop", seat=lander, position=space.index)


def _close_sale(ctx: Ctx, frame: Frame) -> None:
    """A forced sale: the highest bidder pays the seller and takes the card with its houses."""
    seller, card = frame["seat"], frame["card"]
    name = ctx.rules.space(card).name
    buyer = frame["high_bidder"]
    if buyer is None:
        ctx.emit("unsold", f"Nobody bids for {name}.", card=card)
        return
    ctx.pay(seat_account(buyer), seat_account(seller), frame["high"], f"buying {name}")
    ctx.give_card(card, buyer)
    ctx.emit("sold", f"{ctx.name(seller)} sells {name} to {ctx.name(buyer)} for ${frame['high']}.",
             seat=seller, buyer=buyer, card=card, price=frame["high"])
