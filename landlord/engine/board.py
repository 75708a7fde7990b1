"""What a space costs the player who stops on it: land rent, fares, taxes.

Pure queries on rules and state; nothing here changes the game.
"""
from __future__ import annotations

from dataclasses import dataclass

from .holdings import holdings
from .rules import Rules, Space
from .ledger import RENTS_AND_FINES, pooled_account
from .house_modifiers import modified_payees
from .state import MISC, TREASURY, GameState, seat_account


def wages(rules: Rules, state: GameState) -> int:
    """The wages in force (Rule 3), raised step by step under the Single Tax (Rule 6)."""
    rise: int = state.options.get("wage_rise", 0)
    return rules.wages + rise


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
    if state.teams:                       # a team's railroads are one holding (engine/teams.py)
        return sum(1 for s in rules.spaces_of_kind("railroad") if state.same_purse(seat, state.owner.get(s.id)))
    return sum(1 for s in rules.spaces_of_kind("railroad") if state.owner.get(s.id) == seat)


def in_trust(state: GameState, seat: int | None) -> bool:
    """True if ``seat`` (or, in team play, his team) is a member of the railroad Trust."""
    if seat is None or not state.trust:
        return False
    return any(state.same_purse(seat, member) for member in state.trust)


def trust_covers(rules: Rules, state: GameState, space: Space) -> bool:
    return space.kind == "railroad" and bool(state.trust) and in_trust(state, state.owner.get(space.id))


def fare(rules: Rules, state: GameState, space: Space) -> int:
    """Rule 9: what an owned franchise charges a player who is not its owner."""
    holder = state.owner.get(space.id)
    if state.single_tax_adopted and space.id in state.single_tax["public"]:
        return 0                          # Single Tax Rule 3: public franchises are free
    if holder is None:
        return rules.fare
    if space.kind == "utility":
        utilities = rules.spaces_of_kind("utility")
        if state.teams:                   # one team's franchises are one holding (engine/teams.py)
            cinch = len(utilities) > 1 and all(state.same_purse(holder, state.owner.get(u.id)) for u in utilities)
        else:
            cinch = len(utilities) > 1 and all(state.owner.get(u.id) == holder for u in utilities)
        return rules.municipal_cinch_fare if cinch else rules.fare
    if trust_covers(rules, state, space):
        return rules.trust_fare
    held = railroads_held(rules, state, holder)
    return rules.railroad_fares[min(held, len(rules.railroad_fares)) - 1]


def can_form_trust(rules: Rules, state: GameState, a: int, b: int) -> bool:
    """Rule 9 Trust: two players who between them own all the railroads (each at least one)."""
    if state.teams:        # two teams, each holding a railroad (teammates hold theirs together already)
        return not state.trust and not state.same_purse(a, b) and railroad_holders(rules, state) == {
            state.purse(a), state.purse(b)}
    return not state.trust and a != b and railroad_holders(rules, state) == {a, b}


def railroad_holders(rules: Rules, state: GameState) -> set[int | None]:
    """Who holds the railroads (None for any still in the pack; a team's first seat in team play)."""
    holders = {state.owner.get(s.id) for s in rules.spaces_of_kind("railroad")}
    return {None if h is None else state.purse(h) for h in holders} if state.teams else holders


@dataclass(frozen=True, slots=True)
class StopCost:
    """What stopping on a space costs a player at once, and to whom.

    :param payees: (account, dollars) pairs, each at least $1 and none to the player himself.
    :param reason: what is paid ("rent", "fare", "tax", ...), with ``place`` the space it is
        paid on ("" when the reason says it all); ``why`` joins them for the ledger. They are
        kept apart so that pricing a move (the agents do it for every way to move) formats no text.
    """

    payees: tuple[tuple[str, int], ...] = ()
    reason: str = ""
    place: str = ""

    @property
    def total(self) -> int:
        return sum(amount for _, amount in self.payees)

    @property
    def why(self) -> str:
        return f"{self.reason} on {self.place}" if self.place else self.reason


NOTHING = StopCost()


def stop_cost(rules: Rules, state: GameState, seat: int, position: int) -> StopCost:
    """The one answer to "what would stopping on ``position`` cost ``seat`` now, and to whom".

    Landing charges exactly this (Rules 4, 7, 8, 9 and Single Tax Rules 1 to 4); the moves a
    player may make from the Poor House (Rule 12) or under the Single Tax (Rule 8) are judged by
    its total; the computer players price moves with it. A card nobody holds costs what the
    lander pays if it goes unsold at auction (Rules 7 and 9). Purchases (a card at auction, a
    Luxury) are exchanges, not costs, and are left out, as are Chance cards (not yet drawn).
    """
    space = rules.spaces[position]
    kind = space.kind
    mine = seat_account(seat)
    if kind == "lot":
        rent = land_rent(rules, state, space)
        if state.single_tax_adopted:                     # Single Tax Rules 2 and 4
            builder = state.house_owner.get(space.id) if state.houses.get(space.id) else None
            payees = [(RENTS_AND_FINES, rent)]
            if builder is not None and not state.same_purse(seat, builder):
                payees.append((seat_account(builder), house_rent(rules, state, space)))
                return _rent(state, seat, space, payees, "land rent and house rent")
            return _rent(state, seat, space, payees, "land rent")
        holder = state.owner.get(space.id)
        if holder is None:                               # Rule 7: unsold, the rent goes to the public
            return _rent(state, seat, space, [(RENTS_AND_FINES, rent)], "rent")
        return _rent(state, seat, space, [(seat_account(holder), rent + house_rent(rules, state, space))], "rent")
    if kind in ("railroad", "utility"):
        holder = state.owner.get(space.id)
        if state.single_tax_adopted and space.id in state.single_tax["public"]:
            return NOTHING                               # Single Tax Rule 3: public franchises are free
        if holder is None:                               # Rule 9: unsold, the fare goes to the public
            return _rent(state, seat, space, [(TREASURY, rules.fare)], "fare")
        if trust_covers(rules, state, space):            # Rule 9 Trust: members ride free, profits divided
            if in_trust(state, seat):
                return NOTHING
            amount = fare(rules, state, space)
            a, b = state.trust
            return _rent(state, seat, space, [(seat_account(a), amount - amount // 2), (seat_account(b), amount // 2)],
                         "Trust fare")
        return _rent(state, seat, space, [(seat_account(holder), fare(rules, state, space))], "fare")
    if kind == "tax":                                    # Rule 4; none under Single Tax Rule 1
        return NOTHING if state.single_tax_adopted else _cost(state, [(TREASURY, tax(rules, state))], mine, "tax",
                                                              space.name)
    if kind == "speculation":                            # Rule 8: the ante to the Broker
        broker = state.owner.get(space.id)
        return _cost(state, [(MISC if broker is None else seat_account(broker), rules.spec_ante)], mine,
                     "the Speculation ante", "")
    return NOTHING


def _rent(state: GameState, seat: int, space: Space, payees: list[tuple[str, int]], reason: str) -> StopCost:
    """Rent or a fare, after the standing modifiers of the game's house rules if it has any
    (a blessed or cursed space, a waived debt: ``engine/house_host.py``)."""
    if "house" in state.plugin_data:
        payees = modified_payees(state, seat, space.id, payees)
    payer = f"p{seat}"                  # seat_account, inline: this runs for every rent priced
    if state.teams:
        return _cost(state, payees, payer, reason, space.name)
    kept = [(account, amount) for account, amount in payees if amount > 0 and account != payer]
    return StopCost(tuple(kept), reason, space.name) if kept else NOTHING


def _cost(state: GameState, payees: list[tuple[str, int]], payer: str, reason: str, place: str) -> StopCost:
    """Drop nothing-owed entries and payments to oneself (the Broker antes to himself, say), or
    in team play to his own team's purse (engine/teams.py)."""
    if state.teams:
        own = pooled_account(state, payer)
        kept = [(account, amount) for account, amount in payees
                if amount > 0 and pooled_account(state, account) != own]
    else:
        kept = [(account, amount) for account, amount in payees if amount > 0 and account != payer]
    return StopCost(tuple(kept), reason, place) if kept else NOTHING
