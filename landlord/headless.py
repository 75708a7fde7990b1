"""Playing at the terminal: a person's seat answered by typing a number.

The driver (``landlord.driver``) plays the game; this module only asks a person.
"""
from __future__ import annotations

from .engine import Choice, Decision, GameState


def ask_at_terminal(state: GameState, decision: Decision) -> Choice | None:
    """Show the decision and its options numbered, and read a number; None when input ends."""
    name = state.players[decision.actor].name
    print(f"{name}: {decision.prompt or decision.kind}")
    for i, option in enumerate(decision.options, 1):
        print(f"  {i}. {option}")
    while True:
        try:
            text = input("> ").strip()
        except (EOFError, OSError):       # input ended, or there is no terminal to read
            return None
        if text.isdigit() and 1 <= int(text) <= len(decision.options):
            return decision.options[int(text) - 1]
        print(f"Type a number from 1 to {len(decision.options)}.")
