"""Proposals a player may put at any time: the Single Tax vote and the railroad Trust.

The 1906 text lets the players "at any time during the game put the single tax into operation
by a vote of at least two of the players", and two players who own all the railroads "may at
any time pool their railroad interests and form a Trust" (Rule 9). Read as (I-26, I-12):

* **When.** Whenever play waits for a player with no other business open: a turn's business
  before the throw (``turn``) and a prisoner's decisions in Jail (``jail``). Not in the middle
  of an auction, a debt, a trade, a vote or a landing, where a change of the rules would leave
  that business half under each (adopting the Single Tax changes who is owed land rent and
  what a deed is worth).
* **Who.** Any player, whoever's turn it is, unless he is in a jail that forbids business. The
  player whose turn it is puts his proposals through his own ``turn`` options
  (``"propose_single_tax"``, ``"trust:<partner>"``); everyone else puts them as a choice
  ``("propose", seat, "single_tax")`` or ``("propose", seat, "trust:<partner>")``, which
  ``Engine.apply`` takes at any such point (``Engine.proposals`` lists those open now).
* **How often.** A player may put a proposal of a kind again only once play has gone round the
  table since he last put it (as many turns as there are players), so a proposal voted down
  cannot be repeated to stall the game: at most one vote a player a round.
"""
from __future__ import annotations

from typing import Any, TypeGuard

from . import board
from .context import Ctx
from .decision import CHANCE, Choice, Decision
from .errors import IllegalChoiceError
from .views import at_rest

#: The first part of a proposal put out of turn: ("propose", seat, what).
PROPOSE = "propose"
SINGLE_TAX = "single_tax"


#: A choice that :func:`is_proposal`: ``("propose", seat, what)``. The seat and what are as the
#: player put them (anything, from a save or a script); :func:`put` checks them.
Proposal = tuple[Any, Any, Any]
#: A proposal as :func:`open_proposals` lists it: ``(PROPOSE, seat, what)``, the seat a whole
#: number and what ``"single_tax"`` or ``"trust:<partner>"``.
OpenProposal = tuple[str, int, str]


def is_proposal(choice: object) -> TypeGuard[Proposal]:
    """Is ``choice`` a proposal put out of turn (rather than an answer to the pending decision)?"""
    return type(choice) is tuple and len(choice) == 3 and choice[0] == PROPOSE


def proposer(choice: Proposal) -> int:
    """The seat that put a proposal."""
    seat: int = choice[1]
    return seat


# -- may he propose? ------------------------------------------------------------------------
def _round_since(ctx: Ctx, turn: int | None) -> bool:
    """Has play gone round the table since ``turn`` (None: never proposed)?"""
    return turn is None or ctx.state.turns_played - turn >= len(ctx.state.players)


def _last_by(records: list[dict[str, Any]], seat: int) -> int | None:
    """The turn of ``seat``'s latest proposal among ``records``, if any."""
    # records[::-1], not reversed(records): mypyc 2.4 crashes compiling reversed() over a list
    # of dict[str, Any] (the compiled build, docs/performance.md); the lists are short.
    for record in records[::-1]:
        if record["proposer"] == seat:
            turn: int = record["turn"]
            return turn
    return None


def last_single_tax_proposal(ctx: Ctx, seat: int) -> int | None:
    return _last_by(ctx.state.single_tax_votes, seat)


def last_trust_proposal(ctx: Ctx, seat: int) -> int | None:
    return _last_by(ctx.state.trust_proposals, seat)


def may_propose_single_tax(ctx: Ctx, seat: int) -> bool:
    """The Single Tax is not yet adopted and ``seat`` has not proposed it within a round."""
    return not ctx.state.single_tax_adopted and _round_since(ctx, last_single_tax_proposal(ctx, seat))


def _railroad_owners(ctx: Ctx) -> frozenset[int]:
    """The two players who own all the railroads between them while no Trust is formed (Rule 9),
    else nobody."""
    state = ctx.state
    if state.trust:
        return frozenset()
    holders = board.railroad_holders(ctx.rules, state)
    return frozenset(holders) if len(holders) == 2 and None not in holders else frozenset()   # type: ignore[arg-type]


def _trust_partner(ctx: Ctx, seat: int, owners: frozenset[int]) -> int | None:
    """The other railroad owner, if ``seat`` is one and the other may do business."""
    seat = ctx.state.purse(seat)            # in team play the owners are teams, each by its first seat
    if seat not in owners:
        return None
    (partner,) = owners - {seat}
    return partner if ctx.engine.can_do_business(ctx.state, partner) else None


def _trust_proposals(ctx: Ctx, seat: int, owners: frozenset[int]) -> list[str]:
    partner = _trust_partner(ctx, seat, owners)
    if partner is None or not _round_since(ctx, last_trust_proposal(ctx, seat)):
        return []
    return [f"trust:{partner}"]


def own_turn_options(ctx: Ctx, seat: int) -> list[str]:
    """The proposals among the options of ``seat``'s own turn: ``"propose_single_tax"`` and
    ``"trust:<partner>"``, each if open to him."""
    opts = ["propose_single_tax"] if may_propose_single_tax(ctx, seat) else []
    return opts + _trust_proposals(ctx, seat, _railroad_owners(ctx))


def open_proposals(ctx: Ctx, decision: Decision | None) -> tuple[OpenProposal, ...]:
    """Every proposal a player may put out of turn while ``decision`` is pending, seat by seat
    from the player deciding, leftwards. (Asked at every turn decision of a game with computer
    players, so what is closed to all is found before any seat is looked at.)"""
    state = ctx.state
    if decision is None or decision.actor == CHANCE or not at_rest(state):
        return ()
    single_tax_open = not state.single_tax_adopted
    owners = _railroad_owners(ctx)
    if not single_tax_open and not owners:
        return ()
    n = len(state.players)
    found: list[OpenProposal] = []
    for k in range(n):
        seat = (decision.actor + k) % n
        if (k == 0 and decision.kind == "turn") or not ctx.engine.can_do_business(state, seat):
            continue          # the mover's own turn options hold his proposals
        if single_tax_open and _round_since(ctx, last_single_tax_proposal(ctx, seat)):
            found.append((PROPOSE, seat, SINGLE_TAX))
        found += [(PROPOSE, seat, what) for what in _trust_proposals(ctx, seat, owners)]
    return tuple(found)


def why_not(ctx: Ctx, decision: Decision | None, choice: Proposal) -> str:
    """Why ``choice`` cannot be put now, in one clause."""
    state = ctx.state
    seat, what = choice[1], choice[2]
    if type(seat) is not int or not 0 <= seat < len(state.players):
        return f"{seat!r} is not a seat of this game"
    if what != SINGLE_TAX and not (isinstance(what, str) and what.startswith("trust:")):
        return f"{what!r} is not a proposal (propose {SINGLE_TAX!r} or 'trust:<partner>')"
    if decision is None or decision.actor == CHANCE or not at_rest(state):
        return "play is not waiting between pieces of business (proposals are put at a turn's business or in Jail)"
    if decision.kind == "turn" and decision.actor == seat:
        return f"it is {ctx.name(seat)}'s own turn: his turn's options hold his proposals"
    if not ctx.engine.can_do_business(state, seat):
        return f"{ctx.name(seat)} is in a jail that allows no business"
    if what == SINGLE_TAX:
        if state.single_tax_adopted:
            return "the Single Tax is already adopted"
        return f"{ctx.name(seat)} proposed the Single Tax less than a round ago"
    if state.trust:
        return "a Trust is already formed"
    partner = _trust_partner(ctx, seat, _railroad_owners(ctx))
    if partner is None or what != f"trust:{partner}":
        return f"{ctx.name(seat)} and {what[6:]!r} do not own all the railroads between them, or may not do business"
    return f"{ctx.name(seat)} proposed a Trust less than a round ago"


# -- putting one -------------------------------------------------------------------------------
def put(ctx: Ctx, decision: Decision | None, choice: Proposal) -> None:
    """Put a proposal made out of turn: the vote or the Trust's answer comes before the
    decision it interrupted, which is asked again afterwards.

    :raises IllegalChoiceError: if it cannot be put now, saying why.
    """
    if type(choice[1]) is not int or choice not in open_proposals(ctx, decision):   # True must not be seat 1
        raise IllegalChoiceError(f"{choice!r} cannot be proposed now: {why_not(ctx, decision, choice)}")
    seat, what = choice[1], choice[2]
    if what == SINGLE_TAX:
        ctx.push("propose_single_tax", seat=seat)
    else:
        ctx.push("propose_trust", seat=seat, partner=int(what[6:]))
