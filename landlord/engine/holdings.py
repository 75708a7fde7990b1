"""Who holds what, summed up once per change: the counts the rules and the agents read every turn.

Every turn asks the same questions of the cards and houses: may he borrow (the printed value of
his cards), may he build (his lots, the houses on the board), could he trade, what is each
player's property worth to a jail game, does he hold all but one lot of a section. Scanning the
cards for each answer was a large share of all the work, yet cards and houses change hands only a
few dozen times a game. So the answers are worked out together in one pass and kept (outside
the state, in a memo of this module) until the cards or houses change.

Change is noticed, not announced: ``owner``, ``houses`` and ``house_owner`` are
:class:`StampedDict` objects that take a fresh stamp at every write, whoever makes it (the engine,
a test setting up a position, a save being replayed). The summary is kept with the stamps it was
made at, and made again when they differ. A test compares it with a recount at every step of many games.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Self

from .memos import StampMemo

if TYPE_CHECKING:
    from .rules import Rules
    from .state import GameState


_STAMPS = itertools.count(1)


class StampedDict(dict[str, int]):
    """A dict that takes a new stamp, never used before by any StampedDict, at every write.

    What was worked out from it remembers the stamp it was worked out at, and is good for as
    long as the stamp is the same: a dict put in another's place, or copied, has a stamp of its
    own, so no mix-up is possible.
    """

    __slots__ = ("stamp",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.stamp = next(_STAMPS)

    def __setitem__(self, key: Any, value: Any) -> None:
        dict.__setitem__(self, key, value)
        self.stamp = next(_STAMPS)

    def __delitem__(self, key: Any) -> None:
        dict.__delitem__(self, key)
        self.stamp = next(_STAMPS)

    def pop(self, key: str, *default: Any) -> Any:
        self.stamp = next(_STAMPS)
        # The default by hand, not dict.pop(self, key, *default): mypy types that call by the
        # values (int), which the compiled build (mypyc) checks at run time, and pop(lot, None)
        # gives None for a lot nobody holds.
        if default and key not in self:
            return default[0]
        return dict.pop(self, key)

    def popitem(self) -> tuple[Any, Any]:
        self.stamp = next(_STAMPS)
        return dict.popitem(self)

    def setdefault(self, key: Any, default: Any = None) -> Any:
        self.stamp = next(_STAMPS)
        return dict.setdefault(self, key, default)

    def update(self, *args: Any, **kwargs: Any) -> None:
        dict.update(self, *args, **kwargs)
        self.stamp = next(_STAMPS)

    def clear(self) -> None:
        dict.clear(self)
        self.stamp = next(_STAMPS)

    # |= takes a mapping or pairs, as dict's does; typeshed declares dict's |= with a protocol of
    # its own and dict's | with dicts only, which no subclass can match (dict has the same mismatch).
    def __ior__(self, other: Mapping[str, int] | Iterable[tuple[str, int]]) -> Self:  # type: ignore[override,misc]
        dict.update(self, other)
        self.stamp = next(_STAMPS)
        return self

    # Copies are plain copies of the contents (the values are numbers), with stamps of their own.
    def copy(self) -> StampedDict:
        return StampedDict(self)

    def __copy__(self) -> StampedDict:
        return StampedDict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> StampedDict:
        return StampedDict(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return StampedDict, (dict(self),)


@dataclass(frozen=True)
class Holdings:
    """The cards and houses of every seat, summed up.

    :param cards: each seat's cards, in the order they left the pack.
    :param card_prices: the printed prices of each seat's cards, added up.
    :param lot_prices: the same for his title deeds (lots) alone.
    :param houses: the houses each seat owns.
    :param total_houses: every house on the board.
    :param section_lots: (seat, section) -> how many lots of that section the seat holds.
    :param lots: each seat's lots, in board order.
    :param cheapest: the lowest printed price among each seat's cards.
    :param one_short: each seat's sections of two lots or more that he holds all but one
        lot of, as (section, the lot he lacks), in section order.
    """

    cards: dict[int, list[str]]
    card_prices: dict[int, int]
    lot_prices: dict[int, int]
    houses: dict[int, int]
    total_houses: int
    section_lots: dict[tuple[int, int], int]
    lots: dict[int, list[str]]
    cheapest: dict[int, int]
    one_short: dict[int, list[tuple[int, str]]]

    def cards_of(self, seat: int) -> list[str]:
        return self.cards.get(seat, [])

    def property_values(self, seats: int, house_price: int) -> tuple[int, ...]:
        """Each seat's cards at their printed prices plus his houses at the house price."""
        return tuple(self.card_prices.get(s, 0) + self.houses.get(s, 0) * house_price for s in range(seats))


def count_holdings(rules: Rules, state: GameState) -> Holdings:
    """Sum up the cards and houses from scratch (the recount the kept summary must equal)."""
    cards: dict[int, list[str]] = {}
    card_prices: dict[int, int] = {}
    lot_prices: dict[int, int] = {}
    section_lots: dict[tuple[int, int], int] = {}
    purse = state.purse           # a team's cards and houses are one holding (engine/teams.py)
    for card, holder in state.owner.items():
        seat = purse(holder)
        space = rules.space(card)
        cards.setdefault(seat, []).append(card)
        card_prices[seat] = card_prices.get(seat, 0) + space.price
        if space.kind == "lot":
            lot_prices[seat] = lot_prices.get(seat, 0) + space.price
            key = (seat, space.section)
            section_lots[key] = section_lots.get(key, 0) + 1
    houses: dict[int, int] = {}
    total = 0
    for space_id, n in state.houses.items():
        total += n
        builder = state.house_owner.get(space_id)
        if builder is not None:
            houses[purse(builder)] = houses.get(purse(builder), 0) + n
    lots: dict[int, list[str]] = {}
    for seat, held in cards.items():
        mine = [card for card in held if rules.space(card).kind == "lot"]
        if mine:
            lots[seat] = sorted(mine, key=rules.index_of)
    cheapest = {seat: min(rules.space(card).price for card in held) for seat, held in cards.items()}
    one_short: dict[int, list[tuple[int, str]]] = {}
    for (seat, section), n in sorted(section_lots.items(), key=lambda item: item[0][1]):
        section_spaces = rules.section_lots(section)
        if len(section_spaces) >= 2 and n == len(section_spaces) - 1:
            lacking = next(s.id for s in section_spaces if not state.same_purse(seat, state.owner.get(s.id)))
            one_short.setdefault(seat, []).append((section, lacking))
    summary = Holdings(cards, card_prices, lot_prices, houses, total, section_lots, lots, cheapest, one_short)
    return _shared_by_teams(state, summary) if state.teams else summary


def _shared_by_teams(state: GameState, summary: Holdings) -> Holdings:
    """The summary with every player of a team given his team's holding, summed under its first
    seat: whichever of them is asked, the answer is the team's."""
    def shared(table: dict[int, Any]) -> dict[int, Any]:
        return {seat: table[first] for seat, first in enumerate(state.teams) if first in table}
    section_lots = {(seat, section): n for (first, section), n in summary.section_lots.items()
                    for seat, team in enumerate(state.teams) if team == first}
    return Holdings(shared(summary.cards), shared(summary.card_prices), shared(summary.lot_prices),
                    shared(summary.houses), summary.total_houses, section_lots, shared(summary.lots),
                    shared(summary.cheapest), shared(summary.one_short))


#: Summaries by the stamps of the three tables they were made from. Stamps are never reused, so
#: a summary can be found only by a state holding those very tables; and the memo holds no state.
_SUMMARIES: StampMemo[tuple[Rules, Holdings]] = StampMemo(size=1024)


def table_stamps(state: GameState) -> tuple[int, int, int] | None:
    """The stamps of the state's three tables of cards and houses, or None when any is a plain
    dict put in by hand (then nothing worked out from them can be kept)."""
    # Read inline, not in a loop: this runs whenever a summary or a rent table is asked for.
    owner: int | None = getattr(state.owner, "stamp", None)
    houses: int | None = getattr(state.houses, "stamp", None)
    house_owner: int | None = getattr(state.house_owner, "stamp", None)
    if owner is None or houses is None or house_owner is None:
        return None
    return owner, houses, house_owner


def holdings(rules: Rules, state: GameState) -> Holdings:
    """The summary of ``state``'s cards and houses, made again only when they have changed."""
    stamps = table_stamps(state)
    if stamps is None:
        return count_holdings(rules, state)
    kept = _SUMMARIES.get(stamps)
    if kept is not None and kept[0] is rules:
        return kept[1]
    summary = count_holdings(rules, state)
    _SUMMARIES.put(stamps, (rules, summary))
    return summary
