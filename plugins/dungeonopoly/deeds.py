"""Property as the abilities see it: whose a space is, its houses, and whether it is pledged.

Dungeonopoly's "property" is a Monopoly deed; on the 1906 board it is a green card's space (a
lot, railroad, franchise or the Broker's License), and only lots carry houses. Its "mortgaged
property" is, on the 1906 board, a *pledged* card: one its holder could not sell because his other
cards would no longer secure his notes (rules/INTERPRETATIONS.md I-18; Dungeonopoly D-36).
Under the Single Tax title deeds are worth nothing and houses belong to whoever built them, so
no lot is anyone's property to raze, fortify or conquer (Dungeonopoly D-31).
"""
from __future__ import annotations

from .play import Play
from .sheet import enchanted

PROPERTY_KINDS = ("lot", "railroad", "utility", "speculation")
#: The enchantment a cleric's Bless leaves on a space (the cleric module puts it there).
BLESSED = "bless"


def holder(play: Play, space_id: str) -> int:
    """The seat holding the card, or -1 for the pack."""
    return play.table.owner.get(space_id, -1)


def mine(play: Play, space_id: str, seat: int) -> bool:
    """Whether the card is ``seat``'s property: hers, or under the Team rules her team's ("one
    collection of properties", D-126)."""
    return play.table.teammates(seat, play.table.owner.get(space_id))


def theirs(play: Play, space_id: str, seat: int) -> bool:
    """Whether the card is an opponent's property: held, and not by ``seat`` or her team."""
    held_by = play.table.owner.get(space_id)
    return held_by is not None and not play.table.teammates(seat, held_by)


def is_lot(play: Play, space_id: str) -> bool:
    return play.space_of(space_id).kind == "lot"


def houses(play: Play, space_id: str) -> int:
    return play.table.houses.get(space_id, 0)


def deeds_count(play: Play) -> bool:
    """Whether lots are anyone's property for Raze, Fortify and Conquer: not under the Single Tax."""
    return not play.table.single_tax            # Dungeonopoly D-31


def security(play: Play, seat: int) -> int:
    """The printed prices of the cards securing his notes."""
    return sum(play.space_of(card).price for card, who in play.table.owner.items() if play.table.teammates(seat, who))


def pledged(play: Play, space_id: str) -> bool:
    """Whether the card is pledged: its holder owes notes and without it his other cards would
    no longer cover them (I-18). A player with no notes, or ample security, pledges nothing."""
    seat = holder(play, space_id)
    if seat < 0 or not play.table.notes[seat]:
        return False
    # Dungeonopoly D-36
    needed = play.table.notes[seat] * note_cover(play)
    return security(play, seat) - play.space_of(space_id).price < needed


def note_cover(play: Play) -> int:
    """What each note needs in cards' printed prices: its value and the margin (I-18: $110)."""
    return play.table.note_value + play.table.note_margin


def may_build(play: Play, space_id: str) -> bool:
    """Whether a house could go up on the lot: below the 1906 limit, and one left in the supply."""
    return houses(play, space_id) < play.table.houses_per_lot and play.table.houses_left > 0


def guarded(play: Play, space_id: str) -> bool:
    """A blessed property "is immune to effects that destroy buildings, such as ... Raze"
    (Dungeonopoly by Curtis & Kelsey Rueden, Cleric abilities, level 1)."""
    return enchanted(play.slot["spaces"].get(space_id, []), BLESSED)
