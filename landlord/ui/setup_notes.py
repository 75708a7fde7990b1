"""The one-line explanations on the new-game screen: each jail game, each start, each way of
bringing in the Single Tax, and the rules for advanced players.

A jail game describes itself (its optional ``description``, docs/plugins.md); every other
figure comes from the rules file, so an edited board is described as it plays.
"""
from __future__ import annotations

from typing import Any

from ..engine.rules import Rules
from .cards_text import mark

#: The starts a game may have (``Engine.new_game(start=...)``), as the screen names them.
STARTS = {"deal": "Rule 1: deal and buy", "beginners": "Beginners' average hands",
          "monarch": "Monarch of the World"}

#: How the Single Tax comes in: ``"players"`` (1906: when a player proposes it and the vote
#: carries), ``"start"`` (in force from the first throw), or a round at which it is put to the vote.
SINGLE_TAX_PLAYERS, SINGLE_TAX_START = "players", "start"
#: The latest round the screen offers for putting the Single Tax to the vote (games last 30 to 40).
LATEST_PROPOSAL_ROUND = 60
NO_DESCRIPTION = "(its plugin gives no description)"


def jail_note(game: Any) -> str:
    """The jail game's own one-line description, if it gives one as text."""
    text = getattr(game, "description", None)
    return " ".join(text.split()) if isinstance(text, str) and text.strip() else NO_DESCRIPTION


def start_note(rules: Rules, start: str, players: int, landlord: str) -> str:
    """What the start deals out, with the rules file's figures."""
    if start == "beginners":
        hands = len(rules.hands)
        return (f"Each player takes one of the {hands} average hands and ${rules.beginners_cash}"
                f" (so at most {hands} players).")
    if start == "monarch":
        return (f"{landlord} holds all the land; the others share the railroads and franchises. "
                f"${rules.monarch_cash} each; the landlord draws no wages.")
    cash = rules.starting_cash.get(players)
    each = f" ${cash} each." if cash is not None else ""
    return (f"{rules.deal_count} green cards are dealt round; each player may buy his at the printed "
            f"price.{each}")


def single_tax_value(mode: str | int) -> str:
    if mode == SINGLE_TAX_START:
        return "in force from the start"
    if mode == SINGLE_TAX_PLAYERS:
        return "when a player proposes it (1906)"
    return f"put to the vote in round {mode}"


def single_tax_note(mode: str | int, votes: str) -> str:
    """What each way of bringing in the Single Tax means, in one line."""
    if mode == SINGLE_TAX_START:
        return "Land rent goes to the Public Treasury from the first throw; title deeds count for nothing."
    if mode == SINGLE_TAX_PLAYERS:
        return f"Anyone may propose it at any time (T) {mark('vote')}; {votes} adopt it."
    return f"Proposed in round {mode}; everyone votes, people for themselves, computers by their interest."


def votes_value(majority: bool) -> str:
    return "a majority of the players" if majority else "two votes (1906)"


def advanced_note(rules: Rules, advanced: bool) -> str:
    if not advanced:
        return f"The simpler game: taxes stay ${rules.tax}, and land rent is never raised by houses."
    steps = " and ".join(f"${step.amount} at {step.houses}" for step in rules.tax_escalation)
    taxes = f"Taxes rise to {steps} houses; l" if steps else "L"
    return f"{taxes}and rent doubles with each level of houses on a section."
