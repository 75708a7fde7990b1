"""Open Oubliette played by script: a dungeon whose every throw, draw and choice the test names.

Dice are CHANCE decisions answered with the throw the test wants, e.g. ``(3, 4)``; single dice
are 1 to 6; card draws are answered with the index of the card in its table (found by name
with :meth:`Dungeon.monster`, :meth:`Dungeon.treasure`, ...). Tests that build a position
directly (a checker put on a square, a card handed over) say so; handing a card over takes it
out of its deck, so every card is still somewhere.
"""
from __future__ import annotations

from typing import Any

import pytest

from landlord_plugins.oubliette import turns
from landlord_plugins.oubliette.cards import CardTables, load_cards
from landlord_plugins.oubliette.explorers import DECKS, new_dungeon, new_explorer


@pytest.fixture(scope="session")
def cards() -> CardTables:
    return load_cards()


def card_count(d: dict[str, Any]) -> dict[str, int]:
    """Where every card is: in a deck, in the discards, in a hand, or on the table in a fight."""
    count = {k: len(d["decks"][k]) + len(d["discards"][k]) for k in DECKS}
    for ex in d["explorers"].values():
        count["treasure"] += len(ex["treasure"] + ex["weapons"] + ex["armour"] + ex["banked"])
        count["wound"] += len(ex["wounds"])
        count["event"] += len(ex["kept"] + ex["quests"])
    count["monster"] += sum(1 for f in d["stack"] if f["k"] == "fight" and f["card"] >= 0)
    return count


class Dungeon:
    """A scripted Open Oubliette dungeon; explorers are keyed "0", "1", ... as seats are."""

    def __init__(self, cards: CardTables, mode: str = "standalone", explorers: int = 1) -> None:
        self.cards = cards
        self.d = new_dungeon(cards, mode)
        for i, name in enumerate(["Ann", "Ben", "Cal", "Dot"][:explorers]):
            self.d["explorers"][str(i)] = new_explorer(name)
        self.log: list[str] = []

    # -- playing --------------------------------------------------------------------------
    def turn(self, who: str = "0") -> "Dungeon":
        turns.begin_turn(self.d, who)
        return self

    @property
    def pending(self):
        return turns.pending(self.cards, self.d)

    def play(self, *choices: Any) -> "Dungeon":
        """Answer the pending decisions in order; each answer must be one of the options."""
        for choice in choices:
            decision = self.pending
            assert decision is not None, f"no decision pending for {choice!r}"
            assert choice in decision.options, f"{choice!r} is not an option of {decision.kind}: {decision.options}"
            self.log += turns.apply(self.cards, self.d, choice)
            assert card_count(self.d) == self.cards.deck_sizes(), "a card went missing or was doubled"
        return self

    @property
    def over(self) -> bool:
        """Nothing is pending: the turn (and any extra turn) is over."""
        return self.pending is None

    def kind(self) -> str | None:
        """The pending decision's kind without "jail.oubliette."; None when nothing is pending."""
        p = self.pending
        return None if p is None else p.kind.rsplit(".", 1)[-1]

    def ex(self, who: str = "0") -> dict[str, Any]:
        return self.d["explorers"][who]

    # -- cards by name (a monster, event or wound still in its deck, ready to be drawn) ----------
    def _find(self, deck: str, match) -> int:
        table = {"monster": self.cards.monsters, "treasure": self.cards.treasures,
                 "event": self.cards.events, "wound": self.cards.wounds}[deck]
        for i in self.d["decks"][deck]:
            if match(table[i]):
                return i
        raise LookupError(f"no such card left in the {deck} deck")

    def monster(self, name: str) -> int:
        return self._find("monster", lambda m: m.name == name)

    def treasure(self, name: str) -> int:
        """Treasures have unique names: the card's index wherever it is."""
        return next(i for i, t in enumerate(self.cards.treasures) if t.name == name)

    def event(self, title: str, **params: Any) -> int:
        return self._find("event", lambda e: e.title == title and all(e.params.get(k) == v for k, v in params.items()))

    def wound(self, modifier: int) -> int:
        return self._find("wound", lambda w: w.modifier == modifier)

    # -- setting up a position directly ---------------------------------------------------------
    def put(self, who: str, pos: int) -> "Dungeon":
        self.ex(who)["pos"] = pos
        return self

    def _take(self, deck: str, card: int) -> int:
        self.d["decks"][deck].remove(card)
        return card

    def give_treasure(self, who: str, *names: str, as_: str = "treasure") -> "Dungeon":
        """Hand treasures over (``as_``: "treasure", "weapons", "armour" or "banked")."""
        for name in names:
            self.ex(who)[as_].append(self._take("treasure", self.treasure(name)))
        return self

    def give_wounds(self, who: str, *modifiers: int) -> "Dungeon":
        for m in modifiers:
            self.ex(who)["wounds"].append(self._take("wound", self.wound(m)))
        return self

    def give_kept(self, who: str, title: str, **params: Any) -> "Dungeon":
        self.ex(who)["kept"].append(self._take("event", self.event(title, **params)))
        return self

    # -- reading ---------------------------------------------------------------------------------
    def names(self, who: str = "0", where: str = "treasure") -> list[str]:
        return [self.cards.treasures[t].name for t in self.ex(who)[where]]

    def wound_modifiers(self, who: str = "0") -> list[int]:
        return sorted((self.cards.wounds[w].modifier for w in self.ex(who)["wounds"]), reverse=True)


@pytest.fixture
def dungeon(cards):
    """``dungeon(explorers=1, mode="standalone")``: a fresh dungeon, everyone on the Exit."""
    def make(explorers: int = 1, mode: str = "standalone") -> Dungeon:
        return Dungeon(cards, mode, explorers)
    return make
