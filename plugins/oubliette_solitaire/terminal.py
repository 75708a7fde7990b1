"""Oubliette (Julian Jimenez's solitaire) at the terminal: shows the layout and the options in
words (:mod:`.words`, the same words as the window's) and reads a choice.

Nothing here changes a game; :mod:`.standalone` plays it and asks :func:`ask` for a person's choices.
"""
from __future__ import annotations

from typing import Callable

from landlord import Decision
from landlord.plugin import read_choice

from .layout import State
from .words import RULES_SUMMARY, layout_text, option_text

# -- asking a person ---------------------------------------------------------------------------------------------
def ask(state: State, decision: Decision, read: Callable[[str], str] | None = None,
        say: Callable[[str], None] = print) -> str:
    """Show the layout and the options in words, and read a choice: its number or its text.
    "?" or "help" shows the rules; "quit" stops the game (``SystemExit``). ``read`` is ``input``
    unless given (looked up when asked, so a test may replace ``input``)."""
    say("")
    say(layout_text(state))
    say(decision.prompt)
    for i, option in enumerate(decision.options, 1):
        say(f"  {i:>2}. {option_text(decision.context, str(option))}   [{option}]")
    return read_choice(decision.options, game="solitaire", help_text=RULES_SUMMARY, read=read, say=say)
