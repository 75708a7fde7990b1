"""What happens on the space a player stops on (Rules 4, 5, 7, 8, 9, 10, 11, 13)."""
from __future__ import annotations

from typing import Any

from .frames import Frame
from . import board, house_modifiers, public_land
from .context import Ctx
from .decision import Decision
from .ledger import RENTS_AND_FINES
from .state import TREASURY, seat_account
from .vocabulary import ChanceEffect


def land(ctx: Ctx, seat: int) -> None:
    rules, state = ctx.rules, ctx.state
    space = rules.spaces[state.players[seat].position]
    if not ctx.hooks.landing_due(ctx, seat, space.index):
        # a house rule holds that he stopped somewhere the board has no space for (a demiplane)
        ctx.emit("landing_refused", f"{ctx.name(seat)} does not land on {space.name}.", seat=seat)
        return
    ctx.hooks.landed(ctx, seat, space.index)
    holder = state.owner.get(space.id)
    kind = space.kind
    if kind == "lot" and state.single_tax_adopted:           # Single Tax Rules 2 and 4
        ctx.push("single_tax_lot", seat=seat, lot=space.id)
    elif kind in ("railroad", "utility") and public_land.is_public(state, space.id):
        ctx.emit("free_ride", f"{space.name} is public: {ctx.name(seat)} rides free.", seat=seat)
    elif kind in ("lot", "railroad", "utility"):
        if holder is None:                                   # Rules 7 and 9: for sale
            ctx.push("open_auction", card=space.id, lander=seat, purpose="landing")
        elif holder != seat and not (state.teams and state.same_purse(seat, holder)):   # a teammate's is his own
            charge_stop(ctx, seat, space.index)
    elif kind == "tax" and state.single_tax_adopted:         # Single Tax Rule 1
        ctx.emit("untaxed", f"No tax on {space.name} under the Single Tax.", seat=seat)
    elif kind == "tax":                                      # Rule 4
        charge_stop(ctx, seat, space.index)
    elif kind == "trespass" and public_land.has_college(state, space.id):   # Single Tax Rules 5, 7
        ctx.push("college", seat=seat, site=space.id)
    elif kind == "trespass":                                 # Rule 5
        send_to_jail(ctx, seat, f"trespassing on {space.name}")
    elif kind == "speculation":                              # Rule 8
        ctx.push("speculation", seat=seat)
    elif kind == "chance":                                   # Rule 11
        ctx.push("chance_draw", seat=seat)
    elif kind == "luxury":                                   # Rule 13 (reconstructed)
        buy_luxury(ctx, seat)
    # start and park (Rule 10, Central Park): nothing to pay




def charge_stop(ctx: Ctx, seat: int, position: int) -> None:
    """Charge what stopping on ``position`` costs ``seat`` (``board.stop_cost``, the one answer),
    unless the rule hooks take the rent over (``rent_owed``: a house rule may let him off)."""
    cost = board.stop_cost(ctx.rules, ctx.state, seat, position)
    payees = list(cost.payees)
    if not ctx.hooks.rent_owed(ctx, seat, payees, cost.why, cost.reason, position):
        ctx.charge(seat, payees, cost.why, kind=cost.reason)


def send_to_jail(ctx: Ctx, seat: int, why: str) -> None:
    """Rules 5 and 6: the checker goes to the Jail and the jail game takes him in."""
    player = ctx.state.players[seat]
    if not ctx.hooks.jail_due(ctx, seat, why):
        ctx.emit("jail_refused", f"{player.name} is not sent to Jail ({why}).", seat=seat, why=why)
        return
    player.position = ctx.rules.index_of(ctx.rules.jail_space)
    player.in_poor_house = False
    ctx.emit("jailed", f"{player.name} goes to Jail for {why}.", seat=seat, why=why)
    if seat == ctx.state.turn:
        # Going to Jail ends the turn: whatever else the turn still held is dropped.
        ctx.state.stack[:] = [f for f in ctx.state.stack if f.get("seat") != seat or f["kind"] == "raise_funds"]
    ctx.jail.imprison(ctx, seat)


def buy_luxury(ctx: Ctx, seat: int) -> None:
    """Rule 13 (reconstructed): pay the price to the Treasury and take a Luxury card, if one is left."""
    state, price = ctx.state, ctx.rules.luxury_price
    if not state.luxury_pack:
        ctx.emit("luxury_none", "The Luxury pack is empty; nothing to buy.", seat=seat)
        return
    if state.cash(seat) < price:
        ctx.emit("luxury_short", f"{ctx.name(seat)} cannot afford a luxury.", seat=seat)
        return
    ctx.pay(seat_account(seat), TREASURY, price, "a luxury")
    card = state.luxury_pack.pop(0)
    state.purse_player(seat).luxuries.append(card)
    name = ctx.rules.luxury_card(card).name
    ctx.emit("luxury", f"{ctx.name(seat)} buys a luxury: {name}.", seat=seat, card=card)


# -- Rule 11: Chance ------------------------------------------------------------------
def chance_decision(ctx: Ctx, frame: Frame) -> Decision:
    aside = house_modifiers.chance_aside(ctx.state)   # cards a house rule holds out of the pack
    cards = tuple(c.id for c in ctx.rules.chance if c.id not in aside)
    return Decision(-1, "chance_card", cards, f"{ctx.name(frame['seat'])} draws a Chance card.",
                    tuple(1 / len(cards) for _ in cards), {"seat": frame["seat"]})


def apply_chance(ctx: Ctx, frame: Frame, card_id: str) -> None:
    """Follow the card; it goes back into the pack at once (Rule 11), so draws are independent."""
    ctx.pop()
    take_chance(ctx, frame["seat"], card_id)


def take_chance(ctx: Ctx, seat: int, card_id: str) -> None:
    """He has the card in hand, drawn or handed to him by a house rule: it is read out, may wait
    for his answer, and is followed."""
    card = ctx.rules.chance_card(card_id)
    ctx.emit("chance", f"Chance: {card.text}", seat=seat, card=card.id)
    if ctx.hooks.chance_drawn(ctx, seat, card_id):
        return                      # the card waits for an answer first
    follow_chance(ctx, seat, card_id)


def follow_chance(ctx: Ctx, seat: int, card_id: str) -> None:
    """Do what the Chance card says (Rule 11)."""
    card = ctx.rules.chance_card(card_id)
    rules, player = ctx.rules, ctx.state.players[seat]
    if card.effect == ChanceEffect.GOTO:
        dest = rules.index_of(card.space)
        ctx.push("move_and_land", seat=seat, dest=dest, travelled=(dest - player.position) % rules.size or rules.size,
                 direction=1)
    elif card.effect == ChanceEffect.MOVE:
        dest = (player.position + card.steps) % rules.size
        ctx.push("move_and_land", seat=seat, dest=dest, travelled=max(card.steps, 0),
                 direction=1 if card.steps >= 0 else -1)
    elif card.effect == ChanceEffect.JAIL:
        send_to_jail(ctx, seat, "a Chance card")
    elif card.effect == ChanceEffect.PAY:
        ctx.charge(seat, [(RENTS_AND_FINES if card.fine else TREASURY, card.amount)], "a Chance card", kind="chance")
    elif card.effect == ChanceEffect.RECEIVE:
        ctx.receive(seat, card.amount, "a Chance card")
    elif card.effect == ChanceEffect.PAY_PER_HOUSE:
        ctx.charge(seat, [(TREASURY, card.amount * ctx.state.houses_of(seat))], "a Chance card", kind="chance")
    else:                    # a new effect in vocabulary.py needs its rule here (a test plays each)
        raise AssertionError(f"no rule follows the Chance effect {card.effect!r}")
