"""A decision's options by type, for agents that read them.

An option is text, a whole number or a tuple of them (``Choice``), and a decision's kind says
which: a turn's business and a move are text (``"roll"``, ``"build:<lot>"``, ``"forward"``), an
auction's bids and a trade's prices whole numbers beside one word (``"pass"``, ``"cancel"``).
These helpers pick out the options of one type, in the decision's order, so an agent reads
``"sell:<card>"[5:]`` or compares a bid with a limit knowing what it holds; an agent that
breaks ties by order or draws from the list chooses as it did from the options themselves.
"""
from __future__ import annotations

from ..engine import Decision


def text_options(decision: Decision) -> list[str]:
    """The options that are text, in order."""
    return [o for o in decision.options if isinstance(o, str)]


def options_starting(decision: Decision, prefix: str) -> list[str]:
    """The text options that begin with ``prefix`` (``"build:"``, ``"sell:"``), in order."""
    return [o for o in text_options(decision) if o.startswith(prefix)]


def amounts(decision: Decision) -> list[int]:
    """The options that are whole numbers (bids, prices), in order: the words beside them
    (``"pass"``, ``"cancel"``) left out."""
    return [o for o in decision.options if isinstance(o, int)]
