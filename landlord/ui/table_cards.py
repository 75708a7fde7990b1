"""What is being decided on the table, in words: the auction, the trade and the Single Tax vote
in progress, the vote's result, and the Public Treasury's tracker.

Each function reads the game and returns a :class:`TableCard` (plain text, no pygame), so the
words are tested without a display; ``landlord/ui/table_view.py`` draws them over the board.
The card stays up while computers bid or vote, so a person watches the business as it comes
in, not just its outcome in the log.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..engine import board
from ..engine.rules import Rules
from ..engine.public_land import improvement_fund, next_improvement
from ..engine.single_tax import votes_needed
from ..engine.state import TREASURY, GameState
from ..engine.views import AUCTION_KINDS, TRADE_KINDS, business_in_hand

#: Stack frames that put business on the table, the innermost first wins.


@dataclass(frozen=True)
class TableCard:
    """A card laid on the table: a title, sentences, and one (who, where he stands) row a player."""

    title: str
    lines: tuple[str, ...] = ()
    rows: tuple[tuple[str, str], ...] = ()


def business_card(rules: Rules, state: GameState, names: Sequence[str]) -> TableCard | None:
    """The auction, trade or Single Tax vote under way, or None when there is none."""
    business = business_in_hand(state)
    if business is None:
        return None
    kind, figures = business.kind, business.figures
    if kind in AUCTION_KINDS:
        return _auction_card(rules, state, names, kind, figures)
    if kind in TRADE_KINDS:
        return _trade_card(rules, state, names, kind, figures)
    return _vote_card(rules, state, names, figures)


# -- the auction (Rules 7 and 9; Single Tax Rule 4's building privilege) ---------------------
def _auction_card(rules: Rules, state: GameState, names: Sequence[str], kind: str,
                  frame: Mapping[str, Any]) -> TableCard:
    space = rules.space(frame["card"])
    lander, purpose = frame["seat"], frame.get("purpose", "landing")
    if kind == "first_option":
        high, high_bidder = frame["price"], frame.get("high_bidder")
        active: Sequence[int] = ()
    else:
        high, high_bidder, active = frame["high"], frame["high_bidder"], frame["active"]
    what = {"privilege": f"the right to build on {space.name}",
            "sale": f"{space.name}, sold by {names[lander]}"}.get(purpose, f"{space.name} (printed price ${space.price})")
    lines = [f"Standing bid: ${high:,} by {names[high_bidder]}." if high_bidder is not None
             else "No bid yet." if kind == "auction" else "Nobody bid."]
    if kind == "first_option":
        lines.append(f"Bidding is over: {names[lander]}, who landed here, decides whether to take it "
                     f"for ${high:,}.")
    elif purpose != "sale":
        lines.append(f"{names[lander]} landed here and has the first option: he may take it at the highest "
                     "bid when the bidding ends.")
    rows = []
    for seat, name in enumerate(names):
        if seat == lander and purpose != "sale":
            stand = "first option"
        elif seat == lander:
            stand = "selling"
        elif seat == high_bidder:
            stand = f"high bid ${high:,}"
        elif seat in active:
            stand = "bidding"
        else:
            stand = "out"
        rows.append((name, f"{stand}; cash ${state.cash(seat):,}"))
    return TableCard(f"Auction: {what}", tuple(lines), tuple(rows))


# -- a trade between two players (Rule 12, business at any time) -----------------------------
def _trade_card(rules: Rules, state: GameState, names: Sequence[str], kind: str,
                frame: Mapping[str, Any]) -> TableCard:
    space = rules.space(frame["card"])
    seller = frame.get("seller", frame["seat"])
    buyer = frame.get("buyer")
    rent = board.land_rent(rules, state, space) if space.kind == "lot" else None
    lines = [f"{names[seller]} gives {space.name}" + (f" (land rent ${rent} now)." if rent is not None else ".")]
    if buyer is None:
        lines.append(f"{names[seller]} is choosing whom to offer it to.")
    elif kind == "trade_price":
        lines.append(f"{names[buyer]} pays cash; {names[frame['seat']]} is naming the price.")
    else:
        lines.append(f"The offer: ${frame['price']:,} from {names[buyer]}. "
                     f"{names[frame['answerer']]} accepts or rejects it.")
    sides = [seller] + ([buyer] if buyer is not None else [])
    rows = tuple((names[seat], f"${state.cash(seat):,} cash; holds "
                  + (", ".join(rules.space(card).name for card in sorted(state.cards_of(seat), key=rules.index_of)) or "no cards"))
                 for seat in sides)
    return TableCard(f"Trade: {space.name}", tuple(lines), rows)


# -- the Single Tax vote -------------------------------------------------------------------------
ADOPTING_CHANGES = ("All land rent goes to the Public Treasury; title deeds count nothing at the end.",
                    "Taxes on necessities are abolished and the Poor House is closed.",
                    "The Treasury buys the franchises for the public, then Free Colleges, then higher wages.")


def _vote_card(rules: Rules, state: GameState, names: Sequence[str], frame: Mapping[str, Any]) -> TableCard:
    needed = votes_needed(rules, state)
    rows = []
    for voter in frame["voters"]:
        vote = "yes" if voter in frame["yes"] else "no" if voter in frame["no"] else "waiting to vote"
        rows.append((names[voter], vote))
    lines = (f"{names[frame['seat']]} proposes the Single Tax. {needed} yes votes adopt it "
             f"({len(frame['yes'])} so far).",) + ADOPTING_CHANGES
    return TableCard("The Single Tax vote", lines, tuple(rows))


def vote_result_card(rules: Rules, state: GameState, names: Sequence[str], event: Any) -> TableCard:
    """The vote's result and what it did, from the engine's ``single_tax_adopted`` event (whose
    ``emptied`` is what the Treasury held and gave back) or ``single_tax_rejected`` event."""
    last = state.single_tax_votes[-1] if state.single_tax_votes else {}
    proposer = last.get("proposer")
    by = f" (proposed by {names[proposer]})" if isinstance(proposer, int) and 0 <= proposer < len(names) else ""
    if event.name != "single_tax_adopted":
        yes = event.data.get("yes", 0)
        return TableCard("The Single Tax is voted down",
                         (f"{yes} yes, {len(names) - yes} no{by}; {votes_needed(rules, state)} yes votes were needed.",
                          "Play goes on under the 1906 rules; it may be proposed again in a later round."))
    return TableCard("The Single Tax is adopted",
                     (f"Adopted{by}.",
                      f"The Public Treasury's ${event.data.get('emptied', 0):,} went back to Miscellaneous; it starts empty "
                      "and fills with the land rent.",
                      f"Wages stay ${wage_rate(rules, state)} until the Treasury has bought the franchises "
                      f"and built the colleges; then every further ${rules.st_step} of land rent raises them "
                      f"by ${rules.st_wage_rise}.")
                     + ADOPTING_CHANGES[:2])


# -- the Public Treasury's tracker -----------------------------------------------------------------
def wage_rate(rules: Rules, state: GameState) -> int:
    """The wages paid at Mother Earth now (1906 $100, raised by the Single Tax's steps)."""
    return rules.wages + state.options.get("wage_rise", 0)


def treasury_lines(rules: Rules, state: GameState, shown: int | None = None) -> list[str]:
    """The centre of the board: the Treasury (``shown``: its figure as it ticks toward the
    state's), the wages, and under the Single Tax what the Treasury buys next."""
    treasury = state.accounts[TREASURY] if shown is None else shown
    lines = [f"PUBLIC TREASURY  ${treasury:,}", f"Wages ${wage_rate(rules, state)}"]
    if state.single_tax_adopted:
        kind, sid = next_improvement(rules, state)
        fund = improvement_fund(state)
        aim = {"public": f"buys {rules.space(sid).name} for the public" if sid else "",
               "college": f"builds a Free College on {rules.space(sid).name}" if sid else "",
               "wages": f"raises wages by ${rules.st_wage_rise}"}[kind]
        lines.append(f"Next: {aim} (${fund:,} of ${rules.st_step} saved)")
    return lines


#: How long the vote's result stays on the table (play goes on under it; a click or Tab clears it).
RESULT_SECONDS = 8.0


class TableCards:
    """Which card lies on the table now: the business under way, else for a while the result of
    the last Single Tax vote."""

    def __init__(self) -> None:
        self.result: TableCard | None = None
        self.result_left = 0.0

    def notice(self, event: Any, rules: Rules, state: GameState, names: Sequence[str]) -> None:
        if event.name in ("single_tax_adopted", "single_tax_rejected"):
            self.result, self.result_left = vote_result_card(rules, state, names, event), RESULT_SECONDS

    def update(self, dt: float) -> None:
        self.result_left = max(0.0, self.result_left - dt)
        if not self.result_left:
            self.result = None

    def clear(self) -> None:
        self.result, self.result_left = None, 0.0

    def current(self, rules: Rules, state: GameState, names: Sequence[str]) -> TableCard | None:
        return business_card(rules, state, names) or self.result
