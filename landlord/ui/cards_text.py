"""The rules text the window shows: a space's hover card (price, rent, owner, houses, rule), the
marks that set the project's reconstructions apart from Magie's 1906 text, and the game log's
lines with those marks.

Rules 13 to 17 and the Chance card texts of 1906 are lost. Wherever the window states one of
the game's stand-ins for them, it adds a mark such as "(reconstructed, I-16)"; the number is the
entry of ``rules/INTERPRETATIONS.md`` that says what was lost and why the stand-in was chosen.
"""
from __future__ import annotations

from ..engine import Event, board
from ..engine.classic_jail import CLASSIC_ID
from ..engine.rules import Rules
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
}


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
    note = _reconstructed_notes(rules, state).get(space.kind)
    if note:
        lines.append(note)
    if space.id == rules.jail_space:
        lines.append(f"Rule 6: the Jail shares this corner {mark('jail corner')}")
        lines.append(jail_note(state.jail_game))
    return lines


def jail_note(jail_id: str) -> str:
    """Which jail game this is, and whether it is the 1906 one."""
    if jail_id == CLASSIC_ID:
        return f"Jail game: {jail_id}, the 1906 jail (Rule 6)"
    return f"Jail game: {jail_id}; the 1906 jail (Rule 6) is {CLASSIC_ID}"


#: Game-log events whose text is a reconstruction: event name -> its mark's key.
LOG_MARKS = {"chance": "chance", "luxury": "luxury"}


def log_text(event: Event) -> str:
    """The line the window's log shows for an event: its text, marked if it is reconstructed."""
    key = LOG_MARKS.get(event.name)
    return f"{event.text} {mark(key)}" if key else event.text
