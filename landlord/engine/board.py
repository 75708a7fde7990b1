"""What a space costs the player who stops on it: land rent, fares, taxes.

Pure queries on rules and state; nothing here changes the game.
"""
from __future__ import annotations

from .holdings import holdings
from .rules import Rules, Space
from .state import GameState


def section_level(rules: Rules, state: GameState, section: int) -> int:
    """Advanced rules: the number of houses every lot of the section has at least."""
    lots = rules.section_lots(section)
    if not lots:
        return 0
    return min(state.houses.get(lot.id, 0) for lot in lots)


def land_rent(rules: Rules, state: GameState, space: Space) -> int:
    """Rule 7 land rent, doubled per level of section-wide improvement (advanced rules)."""
    if not state.options.get("advanced", True):
        return space.rent
    level = min(section_level(rules, state, space.section), len(rules.land_rent_multipliers) - 1)
    return space.rent * rules.land_rent_multipliers[level]


def house_rent(rules: Rules, state: GameState, space: Space) -> int:
    """$10 a house (the advanced rules: "house rent remains as before")."""
    return rules.house_rent * state.houses.get(space.id, 0)


def tax(rules: Rules, state: GameState) -> int:
    """Rule 4, escalated by the advanced rules' tax table as houses go up."""
    if state.single_tax_adopted:          # Single Tax Rule 1: no taxes on the Absolute Necessities
        return 0
    amount = rules.tax
    if state.options.get("advanced", True):
        built = holdings(rules, state).total_houses
        for step in rules.tax_escalation:
            if built >= step.houses:
                amount = step.amount
    return amount


def railroads_held(rules: Rules, state: GameState, seat: int) -> int:
    return sum(1 for s in rules.spaces_of_kind("railroad") if state.owner.get(s.id) == seat)


def trust_covers(rules: Rules, state: GameState, space: Space) -> bool:
    return space.kind == "railroad" and bool(state.trust) and state.owner.get(space.id) in state.trust


def fare(rules: Rules, state: GameState, space: Space) -> int:
    """Rule 9: what an owned franchise charges a player who is not its owner."""
    holder = state.owner.get(space.id)
    if state.single_tax_adopted and space.id in state.single_tax["public"]:
        return 0                          # Single Tax Rule 3: public franchises are free
    if holder is None:
        return rules.fare
    if space.kind == "utility":
        utilities = rules.spaces_of_kind("utility")
        cinch = len(utilities) > 1 and all(state.owner.get(u.id) == holder for u in utilities)
        return rules.municipal_cinch_fare if cinch else rules.fare
    if trust_covers(rules, state, space):
        return rules.trust_fare
    held = railroads_held(rules, state, holder)
    return rules.railroad_fares[min(held, len(rules.railroad_fares)) - 1]


def can_form_trust(rules: Rules, state: GameState, a: int, b: int) -> bool:
    """Rule 9 Trust: two players who between them own all the railroads (each at least one)."""
    return not state.trust and a != b and railroad_holders(rules, state) == {a, b}


def railroad_holders(rules: Rules, state: GameState) -> set[int | None]:
    """Who holds the railroads (None for any still in the pack)."""
    return {state.owner.get(s.id) for s in rules.spaces_of_kind("railroad")}


def landing_cost(rules: Rules, state: GameState, seat: int, position: int) -> int:
    """What stopping on ``position`` would cost ``seat`` at once (Rule 12: "if he can afford the move")."""
    space = rules.spaces[position]
    holder = state.owner.get(space.id)
    if space.kind == "lot" and state.single_tax_adopted:     # Single Tax Rules 2 and 4
        others_houses = state.houses.get(space.id) and state.house_owner.get(space.id) != seat
        return land_rent(rules, state, space) + (house_rent(rules, state, space) if others_houses else 0)
    if space.kind == "lot":
        return 0 if holder == seat else land_rent(rules, state, space) + (
            house_rent(rules, state, space) if holder is not None else 0)
    if space.kind in ("railroad", "utility"):
        return 0 if holder == seat else fare(rules, state, space)
    if space.kind == "tax":
        return tax(rules, state)
    if space.kind == "speculation":
        return rules.spec_ante
    return 0
