"""The text of a space's card, as the hover popup shows it (price, rent, owner, houses, rule)."""
from __future__ import annotations

from ..engine import board
from ..engine.rules import Rules
from ..engine.state import GameState

RULE_NOTES = {
    "start": "Rule 3: $100 wages on reaching or passing.", "lot": "Rule 7: land rent to the holder; for sale if unowned.",
    "tax": "Rule 4: a tax to the Public Treasury.", "trespass": "Rule 5: trespassers go to Jail.",
    "railroad": "Rule 9: fares 5/10/20/50 by railroads held; a Trust charges 40.",
    "utility": "Rule 9: $5, or $25 for a municipal cinch.",
    "speculation": "Rule 8: you may refuse to move here; ante $10, then throw.",
    "park": "Rule 10: free. Rule 12: the Poor House.", "chance": "Rule 11: draw a Chance card.",
    "luxury": "Rule 13: pay $75 for a Luxury card worth 100.",
}


def space_card(rules: Rules, state: GameState, index: int, names: list[str]) -> list[str]:
    space = rules.spaces[index]
    lines = [space.title]
    if space.price:
        lines.append(f"Price ${space.price}")
    if space.kind == "lot":
        lines.append(f"Land rent ${board.land_rent(rules, state, space)} (printed {space.rent})")
        n = state.houses.get(space.id, 0)
        if n:
            lines.append(f"{n} house(s), ${board.house_rent(rules, state, space)} house rent, "
                         f"owned by {names[state.house_owner[space.id]]}")
    if space.kind in ("railroad", "utility"):
        lines.append(f"Fare now ${board.fare(rules, state, space)}")
    if space.kind == "tax":
        lines.append(f"Tax now ${board.tax(rules, state)}")
    holder = state.owner.get(space.id)
    if space.has_card:
        lines.append(f"Held by {names[holder]}" if holder is not None else "In the pack: for sale")
    lines.append(RULE_NOTES.get(space.kind, f"Rule {space.rule}"))
    return lines
