"""The end of the game and its scoring.

Object of the game (1906): "the player who has the most in cash, cards and houses at the
end of the game is the winner ... Every card and every house counts the holder or owner
100". Loans still owed to Miscellaneous are deducted (Rule 16, reconstructed). Under the
Single Tax title deeds count nothing and Professor cards count 100 (Single Tax Rule 7).
"""
from __future__ import annotations

from .credit import can_borrow
from .public_land import counted_cards
from .rules import Rules
from .state import GameState


def wealth(rules: Rules, state: GameState, seat: int) -> int:
    player = state.purse_player(seat)           # in team play, the team's (engine/teams.py)
    return (state.cash(seat) + rules.card_value * counted_cards(rules, state, seat)
            + rules.st_professor_value * player.professors
            + rules.house_value * state.houses_of(seat) - rules.loan_note * player.notes)


def all_wealth(rules: Rules, state: GameState) -> list[int]:
    return [wealth(rules, state, s) for s in range(len(state.players))]


def winner(rules: Rules, state: GameState) -> int:
    """The seat with the most wealth; a tie goes to the one with more cash, then the earlier seat."""
    return max(range(len(state.players)), key=lambda s: (wealth(rules, state, s), state.cash(s), -s))


#: Why a game ended, as the table is told: ``state.ended_by`` -> the reason in words.
END_REASONS = {
    "wages": "a player drew wages {times} times",
    "monarch": "the landlord is Monarch of the World: no other player has anything left to pay with",
    "round_limit": "the round limit was reached",
}


def end_reason(rules: Rules, state: GameState) -> str:
    """Why the game should end after the current turn, or "" to go on."""
    times = state.options.get("end_wages_times") or rules.end_wages_times
    if any(p.wages_drawn >= times for p in state.players):
        return "wages"
    if state.options.get("start") == "monarch" and others_ruined(rules, state, state.options["monarch_seat"]):
        return "monarch"
    if state.round > (state.options.get("round_limit") or rules.round_limit):
        return "round_limit"
    return ""


def others_ruined(rules: Rules, state: GameState, landlord: int) -> bool:
    """Monarch of the World: "the land monopolist is monarch of the world" once every other
    player is penniless, holds nothing he could sell and nothing to borrow on (I-37)."""
    return all(state.cash(seat) == 0 and not state.cards_of(seat) and not state.houses_of(seat)
               and not can_borrow(rules, state, seat)
               for seat in range(len(state.players)) if not state.same_purse(seat, landlord))


def describe_end(rules: Rules, state: GameState, reason: str | None = None) -> str:
    """Why ``state`` ended (or would end for ``reason``, an :func:`end_reason`), in words."""
    reason = state.ended_by if reason is None else reason
    times = state.options.get("end_wages_times") or rules.end_wages_times
    return END_REASONS.get(reason, reason).format(times=times)
