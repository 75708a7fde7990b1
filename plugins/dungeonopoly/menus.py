"""The tables a class module keeps of its abilities, and the three interface calls they answer.

A class module (``registry``) lists where each of its abilities is offered (``OFFERED_AT``: point
-> the functions that offer options there), what choosing an option does (``USES``: ability id
-> its function, called with what the option is aimed at) and what the answer to each of its
questions does (``ANSWERS``: the ability that asked -> its function). These helpers read the
tables, so each module says only what is its own.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from . import borrowing, spells
from .play import Play

Offers = Callable[[Play, int], dict[str, str]]
Uses = Mapping[str, Callable[[Play, int, str], None]]
Answers = Mapping[str, Callable[[Play, Mapping[str, Any], Any], None]]


def offered(offered_at: Mapping[str, tuple[Offers, ...]], play: Play, seat: int, point: str) -> dict[str, str]:
    """Every option offered at ``point``, in the order the table lists its offers."""
    offers: dict[str, str] = {}
    for offers_of in offered_at.get(point, ()):
        offers.update(offers_of(play, seat))
    return offers


def chosen(uses: Uses, play: Play, seat: int, option: str) -> None:
    """Carry out an option ``<ability>-<aim>`` (or ``<ability>`` alone)."""
    ability_id, _, aim = option.partition("-")
    uses[ability_id](play, seat, aim)


def answered(answers: Answers, play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    """The answer to a question goes to the ability that put it."""
    answers[pending["ability"]](play, pending, choice)


def class_menu(offered_at: Mapping[str, tuple[Offers, ...]], spells_of: Mapping[str, Any], class_id: str,
               play: Play, seat: int, point: str) -> dict[str, str]:
    """A class's options at ``point``: its abilities' (``offered_at``), its spells' (cast through
    ``spells``) and the abilities she borrowed from other classes (``borrowing``)."""
    offers = offered(offered_at, play, seat, point)
    offers.update(spells.spell_options(play, seat, point, dict(spells_of)))
    offers.update(borrowing.offers(play, seat, point, class_id))
    return offers


def class_choice(uses: Uses, spells_of: Mapping[str, Any], class_id: str, play: Play, seat: int, option: str) -> None:
    """Carry out one of ``class_menu``'s options: a borrowed ability by its own class's module, a
    spell through ``spells``, else the ability's use."""
    ability_id, _, aim = option.partition("-")
    if borrowing.is_borrowed(play, seat, option, class_id):
        borrowing.choose(play, seat, option)
    elif ability_id in spells_of:
        spells.begin(play, seat, ability_id, aim)
    else:
        uses[ability_id](play, seat, aim)
