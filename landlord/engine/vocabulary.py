"""The board's vocabulary: the kinds of space and what a Chance card can do, declared once.

The rules file names them as text (``kind = "lot"``, ``effect = "goto"``); the schema
(``rules_check.py``) accepts exactly these, and the rule modules compare against the members,
which are text too (``StrEnum``), so a rules file, a save and the code read the same words.
"""
from __future__ import annotations

from enum import StrEnum


class SpaceKind(StrEnum):
    """What a space of the board is (Rules 1-13 and the reconstructed Luxury)."""

    START = "start"
    LOT = "lot"
    TAX = "tax"
    TRESPASS = "trespass"
    RAILROAD = "railroad"
    UTILITY = "utility"
    SPECULATION = "speculation"
    PARK = "park"
    CHANCE = "chance"
    LUXURY = "luxury"


class ChanceEffect(StrEnum):
    """What a Chance card does (Rule 11; the cards themselves are reconstructed, I-3)."""

    GOTO = "goto"                    # go to a named space, passing Mother Earth forward
    MOVE = "move"                    # move so many steps, forward or back
    JAIL = "jail"                    # go to Jail
    PAY = "pay"                      # pay the Treasury (a fine, if the card says so)
    RECEIVE = "receive"              # receive from Miscellaneous
    PAY_PER_HOUSE = "pay_per_house"  # pay the Treasury so much a house held


#: What each Chance effect needs its card to say, beside its text: the key of the rules file's
#: Chance table that must be given (``rules_check.py`` refuses a card without it), or None.
CHANCE_NEEDS: dict[ChanceEffect, str | None] = {
    ChanceEffect.GOTO: "space", ChanceEffect.MOVE: "steps", ChanceEffect.JAIL: None,
    ChanceEffect.PAY: "amount", ChanceEffect.RECEIVE: "amount", ChanceEffect.PAY_PER_HOUSE: "amount",
}

SPACE_KINDS: tuple[str, ...] = tuple(kind.value for kind in SpaceKind)
#: Kinds of space that have a green card (title deed, charter or licence) in the pack.
CARD_KINDS: tuple[str, ...] = (SpaceKind.LOT.value, SpaceKind.RAILROAD.value, SpaceKind.UTILITY.value,
                               SpaceKind.SPECULATION.value)
CHANCE_EFFECTS: tuple[str, ...] = tuple(effect.value for effect in ChanceEffect)
