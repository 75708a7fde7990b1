"""GameState: everything about a game in progress, as plain data.

Only str-keyed dicts, lists, ints, strs and bools, plus one seeded ``random.Random``:
a state can be deep-copied for look-ahead and written out for saves. The engine is the
only code that changes it.
"""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .frames import Frame
from .holdings import StampedDict
from .limits import MAX_PLAYERS

TREASURY = "treasury"        # the PUBLIC TREASURY
MISC = "misc"                # the MISCELLANEOUS pile: the bank of all money not in use
#: What MISCELLANEOUS starts with. The 1906 bank is unlimited in practice; a finite,
#: large amount keeps the ledger's conservation check meaningful.
BANK_FLOAT = 10_000_000


#: The accounts of the seats a rules file may have, named once: the name is asked for at every
#: payment and every reading of a player's cash.
_SEAT_ACCOUNTS = tuple(f"p{seat}" for seat in range(MAX_PLAYERS))


def seat_account(seat: int) -> str:
    return _SEAT_ACCOUNTS[seat] if 0 <= seat < MAX_PLAYERS else f"p{seat}"


def seat_of(account: str) -> int | None:
    """The seat whose account this is (``p3`` is seat 3), or None for the bank's and the pots."""
    return int(account[1:]) if account[:1] == "p" and account[1:].isdigit() else None


@dataclass
class Player:
    name: str
    position: int = 0
    in_jail: bool = False
    in_poor_house: bool = False
    wages_drawn: int = 0
    draws_wages: bool = True          # False for the Monarch of the World's landlord
    luxuries: list[str] = field(default_factory=list)
    jail_turns: int = 0               # turns begun in Jail since he was jailed
    notes: int = 0                    # Rule 16 (reconstructed): $100 notes owed to MISCELLANEOUS
    educations: int = 0               # Single Tax Rule 7: blue Education cards
    professors: int = 0               # Single Tax Rule 7: Professor cards, 100 each at the end
    opportunity: str = ""             # Single Tax Rule 8: the Natural Opportunity he stands on


# A state is its fields and nothing else. What the engine remembers about a state between calls
# (the decision ``pending`` gave, the RNG's next draw, the holdings summary, the rents a house rule
# is shown) is kept outside it (``engine/memos.py``), so asking a question writes nothing here, and
# a copy for look-ahead carries nothing but the game.


#: Fields added after the save format's first version (see ``GameState.to_data``).
_LEFT_OUT_WHILE_EMPTY = frozenset({"trust_proposals", "teams"})


def _copy_players(players: list[Player]) -> list[Player]:
    """Players hold numbers, text and lists of text: a new object and new lists suffice."""
    return [replace(p, **_copied_lists(p)) for p in players]


def _copied_lists(player: Player) -> dict[str, Any]:
    return {f.name: list(getattr(player, f.name)) for f in fields(player) if isinstance(getattr(player, f.name), list)}


def _copy_rng(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


#: Fields whose values need no deep copy: flat tables of numbers, lists of immutable values.
_CHEAP_COPIES: dict[str, Any] = {
    "players": _copy_players, "accounts": dict, "owner": dict, "houses": dict, "house_owner": dict,
    "luxury_pack": list, "trust": list, "teams": list, "history": list, "rng": _copy_rng,
}


@dataclass
class GameState:
    rules_id: str
    seed: int
    options: dict[str, Any]
    players: list[Player]
    accounts: dict[str, int]
    owner: dict[str, int] = field(default_factory=dict)       # card id -> seat; absent = in the pack
    houses: dict[str, int] = field(default_factory=dict)      # space id -> number of houses
    house_owner: dict[str, int] = field(default_factory=dict) # space id -> seat owning its houses
    luxury_pack: list[str] = field(default_factory=list)
    trust: list[int] = field(default_factory=list)            # the two seats of a railroad Trust
    #: Team play (``engine/teams.py``): for each seat, the seat whose purse and holding it shares
    #: (its team's first seat); empty when every player plays for himself.
    teams: list[int] = field(default_factory=list)
    jail_game: str = "classic"
    #: The Single Tax once adopted: {"round", "public": [...], "colleges": [...], "steps": n}; empty before.
    single_tax: dict[str, Any] = field(default_factory=dict)
    plugin_data: dict[str, Any] = field(default_factory=dict)
    turn: int = 0                     # the seat whose turn it is
    round: int = 1
    turns_played: int = 0
    stack: list[Frame] = field(default_factory=list)      # the pending steps (frames.py)
    #: Every trade offer answered, as the table saw it: {"turn", "seat" (who offered), "card",
    #: "seller", "buyer", "price", "accepted"}. Players (and the strong agent) remember refusals.
    trade_offers: list[dict[str, Any]] = field(default_factory=list)
    #: Every Single Tax vote: {"turn", "proposer", "adopted"}.
    single_tax_votes: list[dict[str, Any]] = field(default_factory=list)
    #: Every Trust proposal answered (Rule 9): {"turn", "proposer", "partner", "formed"}.
    trust_proposals: list[dict[str, Any]] = field(default_factory=list)
    #: A jail game that failed and was replaced by the 1906 jail: {"game", "reason", "round"}.
    jail_failures: list[dict[str, Any]] = field(default_factory=list)
    ended_by: str = ""
    history: list[Any] = field(default_factory=list)
    rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        # Cards and houses are stamped at every change, so the summary of who holds what
        # (engine/holdings.py) is worked out again only when they change.
        self.owner = StampedDict(self.owner)
        self.houses = StampedDict(self.houses)
        self.house_owner = StampedDict(self.house_owner)

    def __deepcopy__(self, memo: dict[int, Any]) -> GameState:
        """A copy for look-ahead, made field by field: the rules are not part of a state, the
        choices made so far are immutable values (a new list of the same items will do). What
        the engine remembers about the original (``engine/memos.py``) is not the copy's: the copy
        is a new object, asked afresh."""
        copied = {}
        for f in fields(self):
            value = getattr(self, f.name)
            cheap = _CHEAP_COPIES.get(f.name)
            copied[f.name] = cheap(value) if cheap is not None else copy.deepcopy(value, memo)
        return GameState(**copied)

    @property
    def over(self) -> bool:
        return bool(self.ended_by)

    # -- a seat's purse and holding: his own, or his team's (``engine/teams.py``) ------------
    def purse(self, seat: int) -> int:
        """The seat whose account and holding ``seat`` plays from: itself, or its team's first seat."""
        return self.teams[seat] if self.teams else seat

    def same_purse(self, seat: int, other: int | None) -> bool:
        """True when ``other`` is ``seat`` or his teammate: money between them goes nowhere."""
        if other is None:
            return False
        return self.teams[seat] == self.teams[other] if self.teams else seat == other

    def purse_player(self, seat: int) -> Player:
        """The player whose notes, Luxuries and Single Tax cards ``seat``'s purse keeps."""
        return self.players[self.teams[seat] if self.teams else seat]

    def cash(self, seat: int) -> int:
        return self.accounts[seat_account(self.teams[seat] if self.teams else seat)]

    def cards_of(self, seat: int) -> list[str]:
        if self.teams:
            return [card for card, holder in self.owner.items() if self.same_purse(seat, holder)]
        return [card for card, holder in self.owner.items() if holder == seat]

    def houses_of(self, seat: int) -> int:
        if self.teams:
            return sum(n for space, n in self.houses.items() if self.same_purse(seat, self.house_owner.get(space)))
        return sum(n for space, n in self.houses.items() if self.house_owner.get(space) == seat)

    @property
    def single_tax_adopted(self) -> bool:
        return bool(self.single_tax)

    def total_houses(self) -> int:
        return sum(self.houses.values())

    def to_data(self) -> dict[str, Any]:
        """The state as plain data (without the RNG), for digests and saves.

        Fields added since saves were first written are left out while they are empty, so a
        game that never used them has the digest it had before they existed and its saves load.
        """
        from dataclasses import asdict
        return {k: v for k, v in asdict(self).items()
                if k != "rng" and not (k in _LEFT_OUT_WHILE_EMPTY and not v)}
