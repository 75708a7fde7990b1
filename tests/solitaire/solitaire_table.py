"""Oubliette (Julian Jimenez's solitaire) played from a scripted deck (the tests' shared helper).

``table(piles=..., equipped=..., deck=...)`` deals a game whose every card the test names: each
pile is given bottom first (its last card shows), then the Equipped card, then the deck top first;
the cards nobody named follow at the bottom of the deck in a fixed order. The deal gives every pile
five cards; a pile given fewer keeps only those (the others are moved to the bottom of the deck, a
position set up directly), unless ``full=True`` leaves the unnamed cards under them. The table
is played with the text's turn (one action a card, S-11) unless ``turn="generous"``, and starts
as if a card had just been met: the player's action is still his to take (set up directly: a
dealt game has none before its first card). Tests that
build a position directly (a Path already laid, cards already in the Graveyard) say so; those
helpers take hidden cards (from the deck or under a pile), so every card is still somewhere, and
every step checks that no card is lost or doubled.
"""
from __future__ import annotations

from collections import Counter
from itertools import repeat
from typing import Any, Iterable

from landlord_plugins.oubliette_solitaire import cards, layout, moves, path

#: Piles whose face-up cards and an Equipped 5 add up to 12: a King (13) cannot be beaten with
#: them, so the player may yield to one (S-20).
TOO_WEAK_FOR_A_KING = [["3S"], ["4H"]]


def script(piles: list[list[str]], equipped: str, deck: list[str], jokers: int = 2) -> list[str]:
    """The whole deck in dealing order for this layout."""
    named = [c for p in piles for c in p] + [equipped] + list(deck)
    assert len(set(named)) == len(named), "a card is named twice"
    assert all(c in cards.full_deck(jokers) for c in named), f"unknown cards in {named}"
    filler = [c for c in cards.full_deck(jokers) if c not in named]
    # Fill the piles' bottoms with quiet cards first (no 10 or 2, which would begin the Path).
    filler.sort(key=lambda c: cards.is_number(c) and cards.value(c) in (2, 10))
    order: list[str] = []
    for i in range(layout.PILES):
        given = piles[i] if i < len(piles) else []
        assert len(given) <= layout.PILE_SIZE
        order += [filler.pop(0) for _ in range(layout.PILE_SIZE - len(given))] + list(given)
    return order + [equipped] + list(deck) + filler


def shuffled(jail: Any, ctx: Any, slot: dict, draws: Iterable[int] = repeat(7)) -> dict:
    """The jail's deck shuffled for the prisoner at ``ctx.seat`` (who has chosen to play): CHANCE's
    draws taken from ``draws`` (each an index among the cards not yet placed, taken modulo their
    number) until the game is dealt."""
    draws = iter(draws)
    key = str(ctx.seat)
    while slot[key]["phase"] == "new":
        d = jail.pending(ctx, slot)
        slot = dict(jail.apply(ctx, slot, next(draws) % len(d.options)).slot)
    return slot


class Table:
    """A scripted game of Oubliette."""

    def __init__(self, piles: list[list[str]], equipped: str, deck: list[str], jokers: int = 2, seed: int = 0,
                 full: bool = False, turn: str = layout.TEXT_TURN):
        self.state = moves.deal(script(piles, equipped, deck, jokers), jokers, seed, turn)
        self.state["acted"] = False
        if not full:
            for i, pile in enumerate(self.state["piles"]):
                given = len(piles[i]) if i < len(piles) else 0
                self.state["deck"] += pile[:len(pile) - given]
                del pile[:len(pile) - given]
        self.full = Counter(cards.full_deck(jokers))
        self.log: list[str] = []

    # -- playing -------------------------------------------------------------------------------------
    def play(self, *choices: str) -> "Table":
        for choice in choices:
            assert choice in self.options, f"{choice!r} is not an option of {self.kind}: {self.options}"
            self.log += moves.apply(self.state, choice)
            assert layout.every_card(self.state) == self.full, "a card went missing or was doubled"
        return self

    @property
    def options(self) -> tuple[str, ...]:
        return moves.options(self.state)

    @property
    def kind(self) -> str | None:
        return None if self.state["result"] else self.state["step"]["k"]

    # -- setting up a position directly ---------------------------------------------------------------
    def _out_of_deck(self, card: str) -> str:
        """Take a hidden card: from the deck, or from under a pile's top (the deck's bottom card
        takes its place there, so the piles keep their size)."""
        if card in self.state["deck"]:
            self.state["deck"].remove(card)
            return card
        for pile in self.state["piles"]:
            if card in pile[:-1]:
                pile[pile.index(card)] = self.state["deck"].pop()
                return card
        raise AssertionError(f"{card} is not hidden in the deck or under a pile")

    def give_path(self, *path_cards: str) -> "Table":
        """Lay these cards (now in the deck) as the Path, first to last."""
        for c in path_cards:
            self._out_of_deck(c)
            if not path.begun(self.state):
                path.begin(self.state, c)
            else:
                path.lay(self.state, [c], cards.value(c))
        return self

    def equip(self, card: str) -> "Table":
        """Put this card (now hidden) in the Equipped slot; the card there goes to the deck's bottom."""
        if self.state["equipped"]:
            self.state["deck"].append(self.state["equipped"])
        self.state["equipped"] = self._out_of_deck(card)
        return self

    def to_graveyard(self, *graveyard_cards: str) -> "Table":
        """Put these cards (now in the deck) in the Graveyard, the last on top."""
        for c in graveyard_cards:
            self.state["graveyard"].append(self._out_of_deck(c))
        return self

    # -- reading --------------------------------------------------------------------------------------
    @property
    def path_values(self) -> list[int]:
        return [room["value"] for room in self.state["path"]]

    @property
    def tops(self) -> list[str]:
        return [layout.top(self.state, i) for i in range(layout.PILES)]

    @property
    def result(self) -> str:
        return self.state["result"]

    def __getitem__(self, key: str) -> Any:
        return self.state[key]
