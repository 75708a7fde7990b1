"""Business a player may do on his turn before throwing: houses, loans, the Trust, trading.

Rule 14 (reconstructed): an owner builds on his own lots, at most three houses a lot,
paying the house price to Miscellaneous. Rule 15 (reconstructed): cards change hands
between players at an agreed price, houses going with their lot. Rule 16
(reconstructed from the 1904 patent): $100 notes from Miscellaneous, secured by cards,
with interest due whenever wages are drawn. Rule 9: the railroad Trust.
"""
from __future__ import annotations

from typing import Any

from .frames import Frame
from . import board
from .context import Ctx
from .credit import card_worth, may_part_with
from .dealing import tradable_cards
from .decision import Decision
from .state import MISC, GameState, seat_account
from .rules import Rules


# -- houses ---------------------------------------------------------------------------
def build(ctx: Ctx, seat: int, lot: str) -> None:
    ctx.pay(seat_account(seat), MISC, ctx.rules.house_price, "a house")
    ctx.state.houses[lot] = ctx.state.houses.get(lot, 0) + 1
    ctx.state.house_owner[lot] = seat
    ctx.emit("built", f"{ctx.name(seat)} builds a house on {ctx.rules.space(lot).name}.", seat=seat, lot=lot)


# -- loans ----------------------------------------------------------------------------
def borrow(ctx: Ctx, seat: int) -> None:
    ctx.state.purse_player(seat).notes += 1
    ctx.receive(seat, ctx.rules.loan_note, "a loan on mortgage")
    ctx.emit("borrowed", f"{ctx.name(seat)} borrows ${ctx.rules.loan_note} on mortgage.", seat=seat)


def repay(ctx: Ctx, seat: int) -> None:
    ctx.state.purse_player(seat).notes -= 1
    ctx.pay(seat_account(seat), MISC, ctx.rules.loan_note, "repaying a loan")
    ctx.emit("repaid", f"{ctx.name(seat)} repays a ${ctx.rules.loan_note} note.", seat=seat)


# -- the Trust (Rule 9) ----------------------------------------------------------------
def propose_trust(ctx: Ctx, seat: int, partner: int) -> None:
    """Rule 9: the partner is asked; the proposal is recorded when he answers."""
    ctx.emit("trust_proposed", f"{ctx.name(seat)} proposes a railroad Trust to {ctx.name(partner)}.",
             seat=seat, partner=partner)
    ctx.push("trust_answer", seat=seat, partner=partner)


def trust_decision(ctx: Ctx, frame: Frame) -> Decision:
    return Decision(frame["partner"], "trust_answer", ("accept", "decline"),
                    f"{ctx.name(frame['partner'])}: pool the railroads in a Trust with {ctx.name(frame['seat'])}?",
                    context={"proposer": frame["seat"]})


def apply_trust(ctx: Ctx, frame: Frame, choice: str) -> None:
    ctx.pop()
    a, b = frame["seat"], frame["partner"]
    formed = choice == "accept" and board.can_form_trust(ctx.rules, ctx.state, a, b)
    # Recorded so that a proposal is not repeated within a round (engine/proposals.py).
    ctx.state.trust_proposals.append({"turn": ctx.state.turns_played, "proposer": a, "partner": b,
                                      "formed": formed})
    if formed:
        ctx.state.trust = sorted([a, b])
        ctx.emit("trust", f"{ctx.name(a)} and {ctx.name(b)} form a railroad Trust: "
                          f"${ctx.rules.trust_fare} a railroad, profits divided.", members=[a, b])
    else:
        ctx.emit("trust_declined", f"{ctx.name(b)} declines the Trust.", seat=b)


# -- trading (Rule 15, reconstructed) --------------------------------------------------
PRICE_FACTORS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)


#: Multiples of what a card counts at the end of the game, also offered: a $25 lot still
#: counts 100, so its holder may reasonably ask more than three times its printed price.
END_VALUE_FACTORS = (1.0, 1.5, 2.0)


def trade_prices(ctx: Ctx, card: str, buyer: int) -> tuple[int, ...]:
    rules, state = ctx.rules, ctx.state
    step = rules.bid_step
    worth = card_worth(rules, state, card)
    end_value = rules.card_value + state.houses.get(card, 0) * rules.house_value
    anchors = [worth * f for f in PRICE_FACTORS] + [end_value * f for f in END_VALUE_FACTORS]
    prices = sorted({max(step, int(a) // step * step) for a in anchors})
    return tuple(p for p in prices if p <= state.cash(buyer))


def trade_card_decision(ctx: Ctx, frame: Frame) -> Decision:
    seat = frame["seat"]
    return Decision(seat, "trade_card", ("cancel",) + tuple(tradable_cards(ctx, seat)),
                    f"{ctx.name(seat)}: which card to sell or to buy?")


def apply_trade_card(ctx: Ctx, frame: Frame, choice: str) -> None:
    ctx.pop()
    if choice == "cancel":
        return
    seat = frame["seat"]
    holder = ctx.state.owner[choice]
    if ctx.state.same_purse(seat, holder):      # his own card, or in team play his team's
        buyers = [o for o in range(len(ctx.state.players))
                  if not ctx.state.same_purse(seat, o) and ctx.engine.can_do_business(ctx.state, o)]
        ctx.push("trade_buyer", seat=seat, card=choice, buyers=buyers)
    else:
        ctx.push("trade_price", seat=seat, card=choice, seller=holder, buyer=seat)


def trade_buyer_decision(ctx: Ctx, frame: Frame) -> Decision:
    return Decision(frame["seat"], "trade_buyer", ("cancel",) + tuple(frame["buyers"]),
                    f"{ctx.name(frame['seat'])}: offer {ctx.rules.space(frame['card']).name} to whom?",
                    context={"card": frame["card"]})


def apply_trade_buyer(ctx: Ctx, frame: Frame, choice: Any) -> None:
    ctx.pop()
    if choice != "cancel":
        ctx.push("trade_price", seat=frame["seat"], card=frame["card"], seller=frame["seat"], buyer=int(choice))


def trade_price_decision(ctx: Ctx, frame: Frame) -> Decision:
    prices = trade_prices(ctx, frame["card"], frame["buyer"])
    verb = "sell" if frame["seller"] == frame["seat"] else "buy"
    return Decision(frame["seat"], "trade_price", ("cancel",) + prices,
                    f"{ctx.name(frame['seat'])}: {verb} {ctx.rules.space(frame['card']).name} at what price?",
                    context={"card": frame["card"], "seller": frame["seller"], "buyer": frame["buyer"]})


def apply_trade_price(ctx: Ctx, frame: Frame, choice: Any) -> None:
    ctx.pop()
    if choice == "cancel":
        return
    other = frame["buyer"] if frame["seller"] == frame["seat"] else frame["seller"]
    if not ctx.hooks.sale_due(ctx, frame["seat"], frame["card"], frame["seller"], frame["buyer"], int(choice)):
        ctx.emit("sale_refused", f"The house rules refuse the sale of {ctx.rules.space(frame['card']).name} "
                                 f"for ${choice}.", seat=frame["seat"], card=frame["card"], price=int(choice))
        return
    ctx.push("trade_answer", seat=frame["seat"], answerer=other, card=frame["card"], seller=frame["seller"],
             buyer=frame["buyer"], price=int(choice))
    ctx.emit("offer", f"{ctx.name(frame['seat'])} offers: {ctx.rules.space(frame['card']).name} from "
                      f"{ctx.name(frame['seller'])} to {ctx.name(frame['buyer'])} for ${choice}.",
             seat=frame["seat"], card=frame["card"], price=int(choice))


def trade_answer_decision(ctx: Ctx, frame: Frame) -> Decision:
    return Decision(frame["answerer"], "trade_answer", ("accept", "reject"),
                    f"{ctx.name(frame['answerer'])}: accept the offer for "
                    f"{ctx.rules.space(frame['card']).name} at ${frame['price']}?",
                    context={k: frame[k] for k in ("card", "seller", "buyer", "price")})


def apply_trade_answer(ctx: Ctx, frame: Frame, choice: str) -> None:
    ctx.pop()
    card, seller, buyer, price = frame["card"], frame["seller"], frame["buyer"], frame["price"]
    state = ctx.state
    still_valid = (state.same_purse(seller, state.owner.get(card)) and state.cash(buyer) >= price
                   and may_part_with(ctx.rules, state, seller, card))
    state.trade_offers.append({"turn": state.turns_played, "seat": frame["seat"], "card": card, "seller": seller,
                               "buyer": buyer, "price": price, "accepted": choice == "accept" and still_valid})
    if choice != "accept" or not still_valid:
        ctx.emit("rejected", f"{ctx.name(frame['answerer'])} rejects the offer.", seat=frame["answerer"])
        return
    ctx.pay(seat_account(buyer), seat_account(seller), price, f"buying {ctx.rules.space(card).name}")
    ctx.give_card(card, buyer)
    ctx.emit("sold", f"{ctx.name(seller)} sells {ctx.rules.space(card).name} to {ctx.name(buyer)} for ${price}.",
             seat=seller, buyer=buyer, card=card, price=price)
