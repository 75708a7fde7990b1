"""Oubliette (Julian Jimenez's solitaire) at the terminal: shows the layout and the options in
words (:mod:`.words`, the same words as the window's) and reads a choice.

Nothing here changes a game; :mod:`.standalone` plays it and asks :func:`ask` for a person's choices.
"""
from __future__ import annotations

from typing import Callable

from landlord import Decision

from .layout import State
from .words import RULES_SUMMARY, layout_text, option_text

# -- asking a person ---------------------------------------------------------------------------------------------
def ask(state: State, decision: Decision, read: Callable[[str], str] | None = None,
        say: Callable[[str], None] = print) -> str:
    """Show the layout and the options in words, and read a choice: its number or its text.
    "?" or "help" shows the rules; "quit" stops the game (``SystemExit``). ``read`` is ``input``
    unless given (looked up when asked, so a test may replace ``input``)."""
    read = read or input
    say("")
    say(layout_text(state))
    say(decision.prompt)
    for i, option in enumerate(decision.options, 1):
        say(f"  {i:>2}. {option_text(decision.context, option)}   [{option}]")
    while True:
        try:
            text = read("> ").strip()
        except EOFError:
            raise SystemExit("landlord: input ended; the solitaire is abandoned") from None
        if text in ("?", "help"):
            say(RULES_SUMMARY)
            continue
        if text in ("quit", "q", "exit"):
            raise SystemExit("landlord: the solitaire is abandoned")
        if text.isdigit() and 1 <= int(text) <= len(decision.options):
            return decision.options[int(text) - 1]
        if text in decision.options:
            return text
        say(f"Type a number from 1 to {len(decision.options)}, an option as shown in brackets, or help.")
