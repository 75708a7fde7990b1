"""The shapes of the engine's step frames, declared once.

A turn's pending steps are plain dicts on ``state.stack`` (``ctx.push(kind, **data)``): they are
saved with a game and digested, so a frame is, and stays, a dict of plain data. Each kind's keys
are declared here as a ``TypedDict``; :data:`FRAME_SHAPES` names the declaration of every kind.

Why the stack and the handlers are typed :data:`Frame` (a general dict), not with these: the kind
is a runtime fact (``HANDLERS[frame["kind"]]`` picks the handler), which mypy cannot carry from
the dict's ``"kind"`` to the handler's parameter, and ``ctx.push(kind, **data)`` builds a general
dict. Typing the handlers with their shapes would need a cast at every push whose frame is used
afterwards and at the dispatch, or a ``push`` overloaded once a kind: more noise than checking.
The declarations are held to the code by ``tests/engine/test_frames.py`` instead: every kind the
engine pushes or handles has a declaration, every push gives exactly its required keys and no
undeclared one, and every frame met on the stack in whole games (under every built-in jail game,
the Single Tax and house rules) has all its required keys and no undeclared key.
"""
# No ``from __future__ import annotations`` here: TypedDict reads NotRequired from the evaluated
# annotations to tell optional keys (``__optional_keys__``), which string annotations hide on 3.11.
from typing import Any, NotRequired, TypedDict

#: A frame as the stack holds it: plain data, keyed by text, with its ``kind``.
Frame = dict[str, Any]

#: A seat's debts still to pay: ``[account, amount]`` pairs (lists, as saves read them back).
Payees = list[list[Any]]


# -- frames that wait for a decision (engine.HANDLERS) ---------------------------------------
class DealOfferFrame(TypedDict):
    kind: str
    seat: int
    cards: list[str]


class FirstPlayerFrame(TypedDict):
    kind: str


class TurnFrame(TypedDict):
    kind: str
    seat: int
    offers: int
    borrowed: bool
    repaid: bool


class ThrowFrame(TypedDict):
    kind: str
    seat: int
    dice: NotRequired[int]           # how many dice a house rule has him throw (two without)


class MoveFrame(TypedDict):
    kind: str
    seat: int
    dice: list[int]
    options: dict[str, dict[str, Any]]   # movement.move_options: each way to move, by name


class AuctionFrame(TypedDict):
    kind: str
    seat: int
    card: str
    purpose: str
    active: list[int]
    high: int
    high_bidder: int | None
    next: int


class FirstOptionFrame(TypedDict):
    kind: str
    seat: int
    card: str
    price: int
    purpose: str
    high_bidder: int | None


class SpeculateFrame(TypedDict):
    kind: str
    seat: int


class ChanceDrawFrame(TypedDict):
    kind: str
    seat: int


class RaiseFundsFrame(TypedDict):
    kind: str
    seat: int
    payees: Payees
    why: str
    tried: list[str]


class TrustAnswerFrame(TypedDict):
    kind: str
    seat: int
    partner: int


class TradeCardFrame(TypedDict):
    kind: str
    seat: int


class TradeBuyerFrame(TypedDict):
    kind: str
    seat: int
    card: str
    buyers: list[int]


class TradePriceFrame(TypedDict):
    kind: str
    seat: int
    card: str
    seller: int
    buyer: int


class TradeAnswerFrame(TypedDict):
    kind: str
    seat: int
    answerer: int
    card: str
    seller: int
    buyer: int
    price: int


class JailFrame(TypedDict):
    kind: str
    seat: int
    steps: int
    decision: NotRequired[dict[str, Any]]   # the jail game's decision, as plain data (jail_host._prepare)


class SingleTaxVoteFrame(TypedDict):
    kind: str
    seat: int
    voters: list[int]
    yes: list[int]
    no: list[int]


class BuildHereFrame(TypedDict):
    kind: str
    seat: int
    lot: str


class OpportunityFrame(TypedDict):
    kind: str
    seat: int
    options: list[str]
    why: str


class HousePointFrame(TypedDict):
    kind: str
    point: str
    seat: int
    held: dict[str, Any] | None      # the action the point holds until he answers (house_hooks)
    queue: list[int]


class HouseAskFrame(TypedDict):
    kind: str
    rule: str
    seat: int
    point: str | None
    held: dict[str, Any] | None
    decision: dict[str, Any]         # the rule's question, as plain data


# -- steps that need no decision (engine.STEPS, and ``land``) --------------------------------
class SeatStep(TypedDict):
    """``land``, ``begin_turn``, ``start_throw``, ``speculation``, ``after_license``, ``borrow``,
    ``repay``, ``propose_single_tax``, ``work_opportunity``: what to do, and for whom."""
    kind: str
    seat: int


class MoveAndLandStep(TypedDict):
    kind: str
    seat: int
    dest: int
    travelled: int
    direction: int


class OpenAuctionStep(TypedDict):
    kind: str
    card: str
    lander: int
    purpose: str


class ChargeStopStep(TypedDict):
    kind: str
    seat: int
    position: int


class SendToJailStep(TypedDict):
    kind: str
    seat: int
    why: str


class LotStep(TypedDict):
    """``build``, ``single_tax_lot``: a seat and a lot."""
    kind: str
    seat: int
    lot: str


class ProposeTrustStep(TypedDict):
    kind: str
    seat: int
    partner: int


class AdoptSingleTaxStep(TypedDict):
    kind: str
    round: int


class ClosePrivilegeStep(TypedDict):
    kind: str
    builder: int
    lot: str
    price: int


class OfferOpportunityStep(TypedDict):
    kind: str
    seat: int
    target: int
    why: str


class CollegeStep(TypedDict):
    kind: str
    seat: int
    site: str


#: Every kind of frame the engine pushes, with its declared shape.
FRAME_SHAPES: dict[str, type[Any]] = {
    "deal_offer": DealOfferFrame,
    "first_player": FirstPlayerFrame,
    "turn": TurnFrame,
    "throw": ThrowFrame,
    "move": MoveFrame,
    "auction": AuctionFrame,
    "first_option": FirstOptionFrame,
    "speculate": SpeculateFrame,
    "chance_draw": ChanceDrawFrame,
    "raise_funds": RaiseFundsFrame,
    "trust_answer": TrustAnswerFrame,
    "trade_card": TradeCardFrame,
    "trade_buyer": TradeBuyerFrame,
    "trade_price": TradePriceFrame,
    "trade_answer": TradeAnswerFrame,
    "jail": JailFrame,
    "single_tax_vote": SingleTaxVoteFrame,
    "build_here": BuildHereFrame,
    "opportunity": OpportunityFrame,
    "house_point": HousePointFrame,
    "house_ask": HouseAskFrame,
    "land": SeatStep,
    "begin_turn": SeatStep,
    "start_throw": SeatStep,
    "move_and_land": MoveAndLandStep,
    "open_auction": OpenAuctionStep,
    "charge_stop": ChargeStopStep,
    "send_to_jail": SendToJailStep,
    "speculation": SeatStep,
    "after_license": SeatStep,
    "build": LotStep,
    "borrow": SeatStep,
    "repay": SeatStep,
    "propose_trust": ProposeTrustStep,
    "propose_single_tax": SeatStep,
    "adopt_single_tax": AdoptSingleTaxStep,
    "close_privilege": ClosePrivilegeStep,
    "offer_opportunity": OfferOpportunityStep,
    "work_opportunity": SeatStep,
    "single_tax_lot": LotStep,
    "college": CollegeStep,
}


def shape_problem(frame: Frame) -> str | None:
    """What is wrong with ``frame``'s keys for its kind (a missing or an undeclared key), or None."""
    shape = FRAME_SHAPES.get(frame.get("kind", ""))
    if shape is None:
        return f"no shape is declared for a frame of kind {frame.get('kind')!r}"
    missing = shape.__required_keys__ - frame.keys()
    unknown = frame.keys() - shape.__required_keys__ - shape.__optional_keys__
    if missing or unknown:
        return f"{frame['kind']} frame: missing {sorted(missing)}, undeclared {sorted(unknown)}"
    return None
