"""One call of the house rule: the table as it sees it, the slot it changes, the answer it builds.

The host hands every call a read-only view of the table and a fresh copy of the slot, and takes
back the new slot, the effects it is to carry out, lines for the log and at most one question. A
:class:`Play` gathers those as the core and the class modules work, so that an ability reads as
what it does ("she pays", "she is asked for a d20") rather than as the host's data. Nothing here
imports the game: ``rule.py`` turns a finished Play into the host's ``HouseStep``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal, Mapping

from .classes import Ability, get_ability, get_class, has_ability
from .levels import check_level

#: The house rule's id, by which the host knows it (its pot is the account ``pot:<id>``).
RULE_ID = "dungeonopoly"
POT_ACCOUNT = f"pot:{RULE_ID}"
#: The actor of a question no player answers: a throw of the dice (the host's CHANCE).
CHANCE_ACTOR: Final = "chance"
#: Where a sheet's ``class_data`` keeps the abilities she borrowed (``borrowing``).
BORROWED = "borrowed"


@dataclass(frozen=True)
class Ask:
    """A question of the house rule's own. ``kind`` follows ``"house.dungeonopoly."``; a question
    for CHANCE gives the probability of each option (``probs``)."""

    actor: int | Literal["chance"]                 # a seat, or CHANCE_ACTOR
    kind: str
    options: tuple[Any, ...]
    prompt: str
    probs: tuple[float, ...] = ()
    context: Mapping[str, Any] = field(default_factory=dict)


def account_seat(account: str) -> int:
    """The seat whose ledger account this is (``p3`` is seat 3), or -1 for the bank's and the pots.

    >>> account_seat("p3"), account_seat("treasury")
    (3, -1)
    """
    return int(account[1:]) if account[:1] == "p" and account[1:].isdigit() else -1


class Play:
    """What one call sees and does. ``slot`` is the call's own copy, changed in place;
    ``host_effects`` the effects the host can carry out (an ability needing one it lacks is not
    offered)."""

    def __init__(self, table: Any, slot: dict[str, Any], host_effects: frozenset[str] = frozenset()) -> None:
        self.table = table
        self.slot = slot
        self.host_effects = host_effects
        self.effects: list[dict[str, Any]] = []
        self.log: list[str] = []
        self.ask: Ask | None = None
        #: For a trigger ending in ``_due``: what is due, as each part of the rule leaves it.
        self.due: Any = None
        self._by_id: dict[str, Any] = {}

    # -- reading -------------------------------------------------------------------------------
    @property
    def settings(self) -> Mapping[str, Any]:
        return self.slot["settings"]

    def sheet(self, seat: int) -> dict[str, Any]:
        return self.slot["players"][seat]

    def class_of(self, seat: int) -> str:
        """Her class, or the first of her two in a Gestalt game (``classes_of``)."""
        return self.sheet(seat)["class"]

    def classes_of(self, seat: int) -> tuple[str, ...]:
        """Her classes: one, or two in a Gestalt game (the sheet's ``second_class``: D-117)."""
        sheet = self.sheet(seat)
        second = sheet.get("second_class", "")
        return (sheet["class"], second) if second else (sheet["class"],)

    def is_a(self, seat: int, class_id: str) -> bool:
        """Whether that class is one of hers (her own, or either of a Gestalt character's two)."""
        return class_id in self.classes_of(seat)

    def level(self, seat: int) -> int:
        return check_level(self.sheet(seat)["level"])

    def borrowed(self, seat: int) -> list[list[str]]:
        """The abilities she learned from other classes' lists, ``[class id, ability id]`` each
        (``borrowing``: a Bard's Jack-of-All-Trades, a Warlock's Book of Shadows)."""
        return self.sheet(seat)["class_data"].get(BORROWED, [])

    def class_for(self, seat: int, ability_id: str) -> str:
        """The class whose list gives her the ability: one of her own, else the class she borrowed
        it from, else her first (whose lookups then say she has no such ability)."""
        for own in self.classes_of(seat):
            if any(a.id == ability_id for a in get_class(own).abilities):
                return own
        return next((lender for lender, borrowed in self.borrowed(seat) if borrowed == ability_id),
                    self.class_of(seat))

    def draws_on(self, seat: int, class_id: str) -> bool:
        """Whether she plays any of that class's abilities: it is hers, or she borrowed from it."""
        return self.is_a(seat, class_id) or any(lender == class_id for lender, _ in self.borrowed(seat))

    def has(self, seat: int, ability_id: str) -> bool:
        """Whether one of her classes and her level give her the ability, or she borrowed it (at any
        level: she learned it when her own level allowed)."""
        level = self.level(seat)
        if any(has_ability(own, level, ability_id) for own in self.classes_of(seat)):
            return True
        return not self.is_a(seat, self.class_for(seat, ability_id))

    def ability(self, seat: int, ability_id: str) -> Ability:
        return get_ability(self.class_for(seat, ability_id), ability_id)

    def name(self, seat: int) -> str:
        return self.table.names[seat]

    def opponents(self, seat: int) -> list[int]:
        """Everyone else; under the Team rules, the other teams' players (D-126)."""
        return [other for other in range(self.table.players) if not self.table.teammates(seat, other)]

    def space(self, index: int) -> Any:
        return self.table.spaces[index]

    def space_id_at(self, seat: int) -> str:
        return self.table.spaces[self.table.positions[seat]].id

    def space_of(self, space_id: str) -> Any:
        """The space with that id (its kind, name, price)."""
        if not self._by_id:
            self._by_id = {space.id: space for space in self.table.spaces}
        return self._by_id[space_id]

    @property
    def pot(self) -> int:
        """What Central Park's pot holds."""
        return self.table.pots.get(RULE_ID, 0)

    # -- answering -------------------------------------------------------------------------------
    def say(self, line: str) -> None:
        self.log.append(line)

    def effect(self, **effect: Any) -> None:
        self.effects.append(effect)

    def pay(self, amount: int, frm: int | str, to: int | str, why: str) -> None:
        """A payment through the ledger; a seat short of the money raises it as for any debt."""
        if amount > 0:
            self.effect(pay=amount, **{"from": frm, "to": to, "why": why})

    def show(self, target: int, what: str) -> None:
        """Say on the board who acts on whom (the window draws it; the log reads it)."""
        self.effect(show=True, target=target, what=what)

    @property
    def question_in_hand(self) -> bool:
        """Whether a question of the rule's waits for its answer: one this call put, or one an
        earlier call put that the host has not asked yet. The host asks a question once what was
        set going before it is settled (a debt being raised, a move's landing), and triggers come
        meanwhile; the slot keeps one question, so none may be put over another (D-107)."""
        return self.ask is not None or bool(self.slot["pending"])

    def question(self, seat: int, ask: Ask, ability_id: str, *, module: str = "", **keep: Any) -> None:
        """Put a question; its answer comes back to the class module with what is kept here. That
        is the module of the class the ability is from (her own, or the one she borrowed it from),
        or ``module`` (a class id) when another class's code asks on her behalf: a wizard's Wish
        copying a cleric's spell, say. A question that may come while another waits (one put at a
        trigger) is put only if ``question_in_hand`` says none is."""
        self.ask = ask
        asker = module or self.class_for(seat, ability_id)       # a borrowed ability's own module answers
        self.slot["pending"] = {"seat": seat, "class": asker, "ability": ability_id, **keep}
