"""Which options a search tries: all of them when few, else a handful that span the choice.

A bid or a trade price may list dozens of amounts; trying each in the same worlds would spend
the budget on near-twins. Kept, in this order, until :attr:`Level.candidates` are chosen: the
strong player's choice (the prior the search must beat), the fast playout agent's choice, the
options that spend nothing (``pass``, ``decline`` and the like), then the rest spread evenly
through the list (so the cheapest and dearest bids are among them). Every candidate is one of
the decision's own options, so whatever the search picks is legal.
"""
from __future__ import annotations

from ...engine import Choice, Decision

#: Options that spend or commit nothing, worth trying beside any prior.
RESTRAINED = ("roll", "throw", "pass", "decline", "reject", "return", "cancel", "no")


def candidates(decision: Decision, preferred: list[Choice], most: int) -> list[Choice]:
    """At most ``most`` of ``decision.options``: ``preferred`` first (the agents' choices), the
    restrained options next, then the rest spread through the list."""
    options = tuple(decision.options)
    chosen: list[Choice] = []

    def keep(option: Choice) -> None:
        if len(chosen) < most and option in options and option not in chosen:
            chosen.append(option)

    for option in preferred:
        keep(option)
    for option in RESTRAINED:
        keep(option)
    rest = [o for o in options if o not in chosen]
    room = most - len(chosen)
    if room >= len(rest):
        for option in rest:
            keep(option)
    elif room > 0:
        step = (len(rest) - 1) / max(room - 1, 1)
        for i in range(room):
            keep(rest[round(i * step)])
    return chosen
