"""The rules text the window shows: a space's hover card (price, rent, owner, houses, rule), the
marks that set the project's reconstructions apart from Magie's 1906 text, and the game log's
lines with those marks.

Rules 13 to 17 and the Chance card texts of 1906 are lost. Wherever the window states one of
the game's stand-ins for them, it adds a mark such as "(reconstructed, I-16)"; the number is the
entry of ``rules/INTERPRETATIONS.md`` that says what was lost and why the stand-in was chosen.
"""
from __future__ import annotations

from typing import Sequence

from ..engine import Event, board
from ..engine.classic_jail import CLASSIC_ID
from ..engine.ledger import ACCOUNT_NAMES
from ..engine.rules import Rules, Space
from ..engine.state import GameState

#: What the game plays that is not in the surviving 1906 text: key -> (what, in words; the entry
#: of rules/INTERPRETATIONS.md). The one list of them: the Help screen, the hover cards, the
#: new-game and end screens and the log mark them with ``mark(key)``, and the tests check that the
#: Help, the README's rules section and the rules file's comments mark every one.
RECONSTRUCTED: dict[str, tuple[str, str]] = {
    "players": ("five and six players, $400 each", "I-1"),
    "luxury": ("Rule 13, Luxury: $75 for a Luxury card, and the Luxury cards", "I-15"),
    "houses": ("Rule 14, houses: building on one's own lots at $100 a house", "I-16"),
    "selling": ("Rule 15, selling cards between players", "I-17"),
    "borrowing": ("Rule 16, borrowing $100 notes on the security of cards", "I-18"),
    "doubles": ("Rule 17, a double as a railroad pass", "I-8"),
    "chance": ("the Chance card texts", "I-13"),
    "end": ("the end of the game after five wages", "I-22"),
    "monarch end": ("the Monarch of the World's end, when nobody but the landlord can pay", "I-37"),
}

#: Readings of unclear 1906 text that the window states as rules: key -> (what; the entry).
READINGS: dict[str, tuple[str, str]] = {
    "auction": ("how an auction runs (bids in $5 steps, the lander's first option)", "I-9"),
    "jail corner": ("the Jail and Shelter share a corner", "I-7"),
    "vote": ("'at any time': whenever play waits between pieces of business, once a round each", "I-26"),
    "sections": ("a section's land rent doubled by the fewest houses on any of its lots", "I-19"),
}

ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


def roman(n: int) -> str:
    """A section's number as the board prints it."""
    return ROMAN[n] if 0 < n < len(ROMAN) else str(n)


def mark(key: str) -> str:
    """The short mark for a reconstruction or a reading, e.g. ``(reconstructed, I-16)``."""
    if key in RECONSTRUCTED:
        return f"(reconstructed, {RECONSTRUCTED[key][1]})"
    return f"(reading, {READINGS[key][1]})"


RULE_NOTES = {
    "start": "Rule 3: $100 wages on reaching or passing.", "lot": "Rule 7: land rent to the holder; for sale if unowned.",
    "tax": "Rule 4: a tax to the Public Treasury.", "trespass": "Rule 5: trespassers go to Jail.",
    "railroad": "Rule 9: fares 5/10/20/50 by railroads held; a Trust charges 40.",
    "utility": "Rule 9: $5, or $25 for a municipal cinch.",
    "speculation": "Rule 8: you may refuse to move here; ante $10, then throw.",
    "park": "Rule 10: free. Rule 12: the Poor House.", "chance": "Rule 11: draw a Chance card.",
    "luxury": "Rule 13 is lost.",
}


def _reconstructed_notes(rules: Rules, state: GameState) -> dict[str, str]:
    """A second line, by kind of space, for the rules there that are the project's own."""
    times = state.options.get("end_wages_times", rules.end_wages_times)
    return {
        "start": f"Drawing wages {times} times ends the game {mark('end')}",
        "lot": f"Houses cost ${rules.house_price} {mark('houses')}",
        "railroad": f"A double may ride to the next railroad {mark('doubles')}",
        "chance": f"The card texts are ours {mark('chance')}",
        "luxury": f"Pay ${rules.luxury_price} for a Luxury card worth {rules.card_value} {mark('luxury')}",
    }


def space_card(rules: Rules, state: GameState, index: int, names: list[str]) -> list[str]:
    """A space's card: price, rent, holder, houses, its section, what stopping there costs now
    (section doubling, the Single Tax and all), and the rule."""
    space = rules.spaces[index]
    lines = [space.title]
    if space.price:
        lines.append(f"Price ${space.price}")
    if space.kind == "lot":
        lines.append(f"Land rent ${board.land_rent(rules, state, space)} (printed {space.rent})")
        lines.append(_houses_line(rules, state, space, names))
    if space.kind in ("railroad", "utility"):
        lines.append(f"Fare now ${board.fare(rules, state, space)}")
    if space.kind == "tax":
        lines.append(f"Tax now ${board.tax(rules, state)}")
    holder = state.owner.get(space.id)
    if space.has_card:
        lines.append(f"Held by {names[holder]}" if holder is not None else "In the pack: for sale")
    lines += section_lines(rules, state, space, names)
    lines += single_tax_lines(rules, state, space)
    visitor = visitor_pays(rules, state, space, names)
    if visitor:
        lines.append(visitor)
    lines.append(RULE_NOTES.get(space.kind, f"Rule {space.rule}"))
    note = _reconstructed_notes(rules, state).get(space.kind)
    if note:
        lines.append(note)
    if space.id == rules.jail_space:
        lines.append(f"Rule 6: the Jail shares this corner {mark('jail corner')}")
        lines.append(jail_note(state.jail_game))
    return lines


def _houses_line(rules: Rules, state: GameState, space: Space, names: list[str]) -> str:
    n = state.houses.get(space.id, 0)
    if not n:
        return f"No houses (up to {rules.houses_per_lot}, ${rules.house_rent} house rent each)"
    return (f"{n} house{'s' if n > 1 else ''}, ${board.house_rent(rules, state, space)} house rent, "
            f"owned by {names[state.house_owner[space.id]]}")


def section_lines(rules: Rules, state: GameState, space: Space, names: list[str]) -> list[str]:
    """Rule 9 (1906) and the advanced rules: the space's section, who holds it, and how far
    its houses have doubled its land rent."""
    lots = rules.section_lots(space.section)
    if space.section <= 0 or not lots:
        return []
    holders = {state.owner.get(lot.id) for lot in lots}
    sole = next(iter(holders)) if len(holders) == 1 else None
    whole = f", all held by {names[sole]}" if sole is not None else ""
    lines = [f"Section {roman(space.section)}: " + ", ".join(lot.name for lot in lots) + whole]
    if space.kind == "lot" and state.options.get("advanced", True):
        level = board.section_level(rules, state, space.section)
        times = rules.land_rent_multipliers
        now = times[min(level, len(times) - 1)]
        houses = f"{level + 1} house{'s' if level else ''}"
        built = sum(1 for lot in lots if state.houses.get(lot.id, 0) > level)
        step = (f": {built} of {len(lots)} lots have {houses}; {houses} on each makes it ×{times[level + 1]}"
                if level + 1 < len(times) else "")
        lines.append(f"Section land rent ×{now}{step} {mark('sections')}")
    return lines


def single_tax_lines(rules: Rules, state: GameState, space: Space) -> list[str]:
    """What the Single Tax, if adopted, changes on this space (Single Tax Rules 1 to 6, and 8)."""
    if not state.single_tax_adopted:
        return []
    if space.id in state.single_tax["public"]:
        return ["Single Tax Rule 6: bought by the public, free to all"]
    if space.id in state.single_tax["colleges"]:
        return ["Single Tax Rule 6: a Free College stands here (no Jail)"]
    if space.id == rules.poor_house_space:
        return ["Single Tax Rule 8: the Poor House is closed; a player short of money works a Natural Opportunity"]
    return {"lot": ["Single Tax Rules 2 and 4: land rent goes to the Public Treasury; the deed counts nothing"],
            "tax": ["Single Tax Rule 1: no tax on the Absolute Necessities"]}.get(space.kind, [])


def visitor_pays(rules: Rules, state: GameState, space: Space, names: list[str]) -> str:
    """What a player who is not its holder (nor its houses' owner) pays on stopping here now."""
    involved = {state.owner.get(space.id), state.house_owner.get(space.id) if state.houses.get(space.id) else None}
    visitor = next((seat for seat in range(len(state.players)) if seat not in involved), None)
    if visitor is None or space.kind not in ("lot", "railroad", "utility", "tax", "speculation"):
        return ""
    cost = board.stop_cost(rules, state, visitor, space.index)
    if not cost.payees:
        return "A visitor pays nothing here now"
    to = ", ".join(f"${amount} to {_account(account, names)}" for account, amount in cost.payees)
    if space.has_card and state.owner.get(space.id) is None and space.kind != "speculation":
        return f"If nobody buys it, the lander pays {to} ({cost.reason})"      # Rules 7 and 9
    return f"A visitor pays {to} ({cost.reason})"


def _account(account: str, names: list[str]) -> str:
    if account.startswith("treasury"):
        return ACCOUNT_NAMES["treasury"]
    if account in ACCOUNT_NAMES:
        return ACCOUNT_NAMES[account]
    return names[int(account[1:])]


def jail_note(jail_id: str) -> str:
    """Which jail game this is, and whether it is the 1906 one."""
    if jail_id == CLASSIC_ID:
        return f"Jail game: {jail_id}, the 1906 jail (Rule 6)"
    return f"Jail game: {jail_id}; the 1906 jail (Rule 6) is {CLASSIC_ID}"


#: Game-log events whose text is a reconstruction: event name -> its mark's key.
LOG_MARKS = {"chance": "chance", "luxury": "luxury"}


#: Events whose line already says what was paid for a card, and to whom it went.
PURCHASE_EVENTS = ("bought", "sold")


#: What the log puts before a house rule's failure (it is switched off; the game goes on).
WARNING = "Warning:"


def log_lines(events: Sequence[Event], names: Sequence[str] = ()) -> list[str]:
    """The log's lines for a batch of events: one line an event, except that a purchase is one
    line ("Ann buys The Farm for $25."), not that and the payment behind it. ``names`` (the
    players', by seat) let a house rule's action name its target ("Ann: Magic Missile at Ben")."""
    told = any(e.name in PURCHASE_EVENTS for e in events)
    return [log_text(e, names) for e in events
            if not (told and e.name == "money" and str(e.data.get("why", "")).startswith("buying "))]


def log_text(event: Event, names: Sequence[str] = ()) -> str:
    """The line the window's log shows for an event: its text, marked if it is reconstructed; a
    house rule's action with its target, and a house rule's failure as a warning."""
    if event.name == "house_action":
        from .house_words import action_text
        return action_text(event, names)
    if event.name == "house_rule_failed":
        return f"{WARNING} {event.text}"
    key = LOG_MARKS.get(event.name)
    return f"{event.text} {mark(key)}" if key else event.text
