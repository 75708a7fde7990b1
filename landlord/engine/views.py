"""What the window, the computer players and plugin views may read of a game in play.

The engine's stack of steps is its own business: its frames change shape as the rules are
reworked, and nothing outside the engine reads them. What others need of it is answered here,
as small read-only records, through :class:`~landlord.engine.Engine`'s accessors
(``prisoner_in_play``, ``at_rest``, ``business_in_hand``, ``house_question``). ``docs/api.md``
documents each record's fields.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping, NamedTuple

from .state import GameState

#: The business a card on the table shows, innermost first: an auction (with the lander's first
#: option), a trade being offered, the Single Tax vote.
AUCTION_KINDS = ("auction", "first_option")
TRADE_KINDS = ("trade_buyer", "trade_price", "trade_answer")
VOTE_KIND = "single_tax_vote"
#: Where play waits for a player with no other business open (proposals may be put: proposals.py).
RESTING_KINDS = frozenset({"turn", "jail"})
#: The house-rule host's own steps: a point's options, and a rule's own question.
HOUSE_KINDS = ("house_point", "house_ask")


class PrisonerTurn(NamedTuple):
    """A turn in Jail being played: whose (``seat``), his how-manieth in this stay
    (``jail_turn``, from 1), and the game's turn count (``game_turn``), which no other turn
    shares, so a view can tell one turn in Jail from the next."""

    seat: int
    jail_turn: int
    game_turn: int


@dataclass(frozen=True, slots=True)
class BusinessInHand:
    """An auction, a trade or a Single Tax vote under way: its ``kind`` (``"auction"``,
    ``"first_option"``, ``"trade_buyer"``, ``"trade_price"``, ``"trade_answer"`` or
    ``"single_tax_vote"``) and its figures, read-only (``docs/api.md`` lists them)."""

    kind: str
    figures: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class HouseQuestion:
    """A house rule's point or question under way: the rule asking (``rule``: its id, or None at
    a point open to every rule) and the action it holds up (``held``: plain data, or None)."""

    rule: str | None
    held: Mapping[str, Any] | None


def _read_only(frame: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType({key: value for key, value in frame.items() if key != "kind"})


def prisoner_in_play(state: GameState) -> PrisonerTurn | None:
    top = state.stack[-1] if state.stack else None
    if top is None or top["kind"] != "jail":
        return None
    seat = top["seat"]
    return PrisonerTurn(seat, state.players[seat].jail_turns, state.turns_played)


def at_rest(state: GameState) -> bool:
    return bool(state.stack) and state.stack[-1]["kind"] in RESTING_KINDS


def business_in_hand(state: GameState) -> BusinessInHand | None:
    for frame in reversed(state.stack):
        kind = frame["kind"]
        if kind in AUCTION_KINDS or kind in TRADE_KINDS or kind == VOTE_KIND:
            return BusinessInHand(kind, _read_only(frame))
    return None


def house_question(state: GameState) -> HouseQuestion | None:
    top = state.stack[-1] if state.stack else None
    if top is None or top["kind"] not in HOUSE_KINDS:
        return None
    held = top.get("held")
    return HouseQuestion(top.get("rule") if top["kind"] == "house_ask" else None,
                         MappingProxyType(dict(held)) if held is not None else None)
