"""The end of the game and its scoring.

Object of the game (1906): "the player who has the most in cash, cards and houses at the
end of the game is the winner ... Every card and every house counts the holder or owner
100". Loans still owed to Miscellaneous are deducted (Rule 16, reconstructed). Under the
Single Tax title deeds count nothing and Professor cards count 100 (Single Tax Rule 7).
"""
from __future__ import annotations

from .rules import Rules
from .state import GameState


def wealth(rules: Rules, state: GameState, seat: int) -> int:
    from .single_tax import counted_cards
    player = state.players[seat]
    return (state.cash(seat) + rules.card_value * counted_cards(rules, state, seat)
            + rules.st_professor_value * player.professors
            + rules.house_value * state.houses_of(seat) - rules.loan_note * player.notes)


def all_wealth(rules: Rules, state: GameState) -> list[int]:
    return [wealth(rules, state, s) for s in range(len(state.players))]


def winner(rules: Rules, state: GameState) -> int:
    """The seat with the most wealth; a tie goes to the one with more cash, then the earlier seat."""
    return max(range(len(state.players)), key=lambda s: (wealth(rules, state, s), state.cash(s), -s))


def end_reason(rules: Rules, state: GameState) -> str:
    """Why the game should end after the current turn, or "" to go on."""
    times = state.options.get("end_wages_times") or rules.end_wages_times
    if any(p.wages_drawn >= times for p in state.players):
        return "wages"
    if state.round > (state.options.get("round_limit") or rules.round_limit):
        return "round_limit"
    return ""
