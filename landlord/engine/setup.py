"""Setting up a game: seats, cash, and the three starts (Rule 1 deal, beginners' hands, Monarch).

* ``deal`` (Rule 1): shuffle the green cards, deal one at a time to the left until the
  deal count is reached; each player may buy any of his dealt cards at its printed price,
  paid into the Public Treasury; cards not bought go back to the pack.
* ``beginners`` ("To Beginners"): one average hand each and $75.
* ``monarch`` (The Monarch of the World): one landlord holds all the land; everyone has
  $100; the landlord draws no wages.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from .frames import Frame
from .context import Ctx
from .decision import Decision
from .errors import SetupError
from .rules import Rules
from .state import BANK_FLOAT, MISC, TREASURY, GameState, Player, seat_account

STARTS = ("deal", "beginners", "monarch")


def check_setup(rules: Rules, seats: Sequence[str], start: str, monarch_seat: int) -> None:
    n = len(seats)
    if not rules.min_players <= n <= rules.max_players:
        raise SetupError(f"players: {n} seats given; these rules allow {rules.min_players} to {rules.max_players}")
    if start not in STARTS:
        raise SetupError(f"start: {start!r} is not one of {', '.join(STARTS)}")
    if start == "beginners" and n > len(rules.hands):
        raise SetupError(f"start: the beginners' start has {len(rules.hands)} average hands, not enough for {n}")
    if start == "monarch" and not 0 <= monarch_seat < n:
        raise SetupError(f"monarch seat: {monarch_seat} is not a seat of this game")
    if any(not str(name).strip() for name in seats):
        raise SetupError("players: every seat needs a name")


def initial_state(rules: Rules, seats: Sequence[str], seed: int, options: dict[str, Any]) -> GameState:
    accounts = {seat_account(i): 0 for i in range(len(seats))}
    accounts.update({TREASURY: 0, MISC: BANK_FLOAT})
    state = GameState(rules_id=rules.id, seed=seed, options=options,
                      players=[Player(name=str(n)) for n in seats], accounts=accounts,
                      rng=random.Random(seed))
    state.luxury_pack = [lux.id for lux in rules.luxuries]
    state.rng.shuffle(state.luxury_pack)
    return state


def deal(ctx: Ctx) -> None:
    """Hand out cash and cards for the chosen start; queue the Rule 1 purchase decisions."""
    rules, state = ctx.rules, ctx.state
    n, start = len(state.players), state.options["start"]
    cash = {"deal": rules.starting_cash[n], "beginners": rules.beginners_cash, "monarch": rules.monarch_cash}[start]
    for seat in range(n):
        ctx.pay(MISC, seat_account(seat), cash, "starting cash")
    if start == "beginners":
        for seat in range(n):
            for card in rules.hands[seat]:
                ctx.give_card(card, seat)
        ctx.emit("hands", "Each player takes an average hand and $75.")
    elif start == "monarch":
        deal_monarch(ctx, state.options["monarch_seat"])
    else:
        pack = list(rules.card_ids())
        state.rng.shuffle(pack)
        dealt: list[list[str]] = [[] for _ in range(n)]
        for k, card in enumerate(pack[: rules.deal_count]):
            dealt[k % n].append(card)
        for seat in reversed(range(n)):
            if dealt[seat]:
                ctx.push("deal_offer", seat=seat, cards=dealt[seat])
        ctx.emit("deal", f"{min(rules.deal_count, len(pack))} green cards are dealt.")


def deal_monarch(ctx: Ctx, landlord: int) -> None:
    """The Monarch of the World: "giving to one player all of the land and giving to the other
    players all other advantages of the game". The landlord takes every lot; the railroads, the
    franchises and the Broker's License are dealt one at a time, in board order, to the others,
    starting at the landlord's left (I-4). The landlord draws no wages."""
    state, rules = ctx.state, ctx.rules
    for lot in rules.spaces_of_kind("lot"):
        ctx.give_card(lot.id, landlord)
    n = len(state.players)
    others = [(landlord + k) % n for k in range(1, n)]
    advantages = [space.id for space in rules.spaces if space.kind in ("railroad", "utility", "speculation")]
    for k, card in enumerate(advantages):
        ctx.give_card(card, others[k % len(others)])
    state.players[landlord].draws_wages = False
    ctx.emit("monarch", f"{state.players[landlord].name} holds all the land: the Monarch of the World. "
                        "The railroads, the franchises and the Broker's License are dealt to the others.")


def deal_decision(ctx: Ctx, frame: Frame) -> Decision:
    seat, card = frame["seat"], frame["cards"][0]
    space = ctx.rules.space(card)
    # Under the Single Tax from the start a title deed is worth nothing, so it is not for sale.
    worthless = ctx.state.options.get("single_tax_from_start") and space.kind == "lot"
    options = ("buy", "return") if ctx.state.cash(seat) >= space.price and not worthless else ("return",)
    return Decision(seat, "deal_offer", options,
                    f"{ctx.name(seat)}: buy {space.name} for ${space.price}?",
                    context={"card": card, "price": space.price, "left": list(frame["cards"][1:])})


def apply_deal(ctx: Ctx, frame: Frame, choice: str) -> None:
    seat, card = frame["seat"], frame["cards"].pop(0)
    space = ctx.rules.space(card)
    if choice == "buy":
        ctx.pay(seat_account(seat), TREASURY, space.price, f"buying {space.name}")
        ctx.give_card(card, seat)
        ctx.emit("bought", f"{ctx.name(seat)} buys {space.name} for ${space.price}.", seat=seat, card=card,
                 price=space.price)
    else:
        ctx.emit("returned", f"{ctx.name(seat)} returns {space.name} to the pack.", seat=seat, card=card)
    if not frame["cards"]:
        ctx.pop()


def first_player_decision(ctx: Ctx, frame: Frame) -> Decision:
    seats = tuple(range(len(ctx.state.players)))
    return Decision(-1, "first_player", seats, "Throw to see who goes first.",
                    tuple(1 / len(seats) for _ in seats))


def apply_first_player(ctx: Ctx, frame: Frame, seat: int) -> None:
    """"Determine first player by throwing dice": modelled as one fair draw among the seats."""
    ctx.pop()
    state = ctx.state
    state.options["first_seat"] = seat
    ctx.push("begin_turn", seat=seat)
    ctx.emit("first_player", f"{ctx.name(seat)} goes first.", seat=seat)
    if state.options.get("single_tax_from_start"):
        # After the deal, so the cards' purchase money does not fund public improvements
        # ("Begin game under single tax with empty PUBLIC TREASURY"); recorded as round 0.
        ctx.push("adopt_single_tax", round=0)
