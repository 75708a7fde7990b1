"""What a player's cards secure, and what he may borrow or part with (Rule 16, reconstructed).

Queries only, read by the rule modules that lend, sell and trade and by the computer players:
a $100 note needs cards of printed value beyond what secures the notes already owed, and a card
may leave its holder only while his loans stay secured without it.
"""
from __future__ import annotations

from .holdings import holdings
from .rules import Rules
from .state import GameState


def notes_owed(state: GameState, seat: int) -> int:
    """The notes his purse owes: his own, or in team play his team's (``engine/teams.py``)."""
    return state.players[state.teams[seat] if state.teams else seat].notes


def security(rules: Rules, state: GameState, seat: int) -> int:
    """The printed value of the cards a player could mortgage (title deeds are of no value
    under the Single Tax)."""
    held = holdings(rules, state)
    total = held.card_prices.get(seat, 0)
    return total - held.lot_prices.get(seat, 0) if state.single_tax_adopted else total


def spare_security(rules: Rules, state: GameState, seat: int) -> int:
    """How much printed value is left over after securing the notes he owes (Rule 16)."""
    # notes_owed inline: the agents ask this many times a turn
    notes = state.players[state.teams[seat] if state.teams else seat].notes
    return security(rules, state, seat) - notes * (rules.loan_note + rules.loan_margin)


def can_borrow(rules: Rules, state: GameState, seat: int) -> bool:
    return spare_security(rules, state, seat) >= rules.loan_note + rules.loan_margin


def may_part_with(rules: Rules, state: GameState, seat: int, card: str) -> bool:
    """A card may leave its holder only if his loans stay secured without it."""
    notes = state.players[state.teams[seat] if state.teams else seat].notes     # notes_owed inline
    return notes == 0 or spare_security(rules, state, seat) >= rules.space(card).price


def card_worth(rules: Rules, state: GameState, card: str) -> int:
    """Printed price plus the houses on it: the anchor for offered prices."""
    return rules.space(card).price + state.houses.get(card, 0) * rules.house_price
