"""The class modules: one per class, each adding that class's abilities to the core rules.

A class with no module yet (the wizard, cleric and rogue, for now) is still a class: her
character earns EP and levels like any other, she simply has no ability to use. To add one, write
its module and add it to :data:`MODULES`.

A class module is a Python module with ``CLASS_ID`` (the class's id in ``classes.CLASSES``) and any
of these functions; each takes a :class:`~.play.Play`, reads the table and the slot through it,
changes the slot in place and adds effects, log lines or one question to it::

    options(play, seat, point) -> {option id: words}
        What one of its characters may do at ``point`` (``before_throw``, ``after_move``,
        ``rent_owed``, ``dice_thrown``, ``chance_drawn``, ``in_jail``). An option id is text
        without ':' and begins with the ability's id; the words say what it does, its range and its
        cost. ``terms.ready`` says whether an ability may be used now.
    choose(play, seat, option)
        She chose one of its options: carry it out (``terms.use`` to spend it, ``terms.succeed``
        for its EP, ``damage.strike`` to damage, ``dice.check`` for a d20 check, ``dice.throw`` for other
        dice, ``play.question`` for a choice).
    answer(play, pending, choice)
        The answer to a question it put; ``pending`` is what ``play.question`` kept.
    react(play, trigger, info)
        Something happened (every trigger, for every seat: check whose ``info["seat"]`` is). For a
        trigger ending in ``_due``, ``play.due`` is what is due so far: change it to amend it.
    describe(play, seat) -> [lines]
        More lines for the players' panel about one of its characters.
    suggest(play, seat, offered, point) -> option id | None
        Which of its offered options (ids) a computer uses now; None uses none.
    advise(play, pending, decision) -> choice | None
        A computer's answer to one of its own questions.
    struck(play, attacker, defender, how)
        A blow by ``how`` landed (``damage.strike``): every module is told, and may answer it if
        one of its characters was struck (the Paladin's Counter puts a question, if none is in hand
        yet; the Warlock's pact spell).
    shrugs_off(play, seat, aggressor, kind) -> ability id | ""
        A blow (``kind`` "damage") or an enchantment aimed at her ("enchantment") is about to
        reach one of its characters: the id of the gift that stops it, or "" (a warlock's
        Entropic Ward). It may do more as it is aimed at (Beguiling Defenses hexes the aggressor).

A module may name ``CLASS_DATA`` (the keys it keeps in a sheet's ``class_data``: a position
checks only those against it for a Gestalt character, whose facts hold two classes') and
``OWN_OPTIONS`` (the heads of its option ids that are no ability's id: the Rogue's ``skills``).

A Gestalt character (D-117) has two classes: ``gestalt`` asks both modules for her options, her
description and her gifts, and hands each option and question to the module it belongs to; a
module asks ``play.is_a(seat, CLASS_ID)``, never ``play.class_of(seat) == CLASS_ID``, whether a
character is one of its own.

``menus`` holds the tables a module may keep of where its abilities are offered, what choosing
them does and what answers do, with the calls that read them (the Fighter's and the Rogue's
``options``, ``choose`` and ``answer`` are one line each).

What the core already does for every class: experience and levels, single use and once a turn
(``terms``), reach (``targets``), damage and the wards that stop it (``damage``: an enchantment
with the id ``sanctuary``, ``mage_armor`` or ``shield_of_faith`` on a character's sheet is a ward),
hiding (a sheet's ``hidden``, cleared when her turn comes), enchantments on characters and spaces
(``sheet.enchant``; a space enchanted ``bless`` keeps its houses), the basic rules (``basics``).
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, Iterator

from . import cleric, fighter, wizard, rogue
from . import bard, druid, paladin, psion, warlock

#: The class modules by class id: the core four, then the additional classes.
MODULES: dict[str, ModuleType] = {module.CLASS_ID: module for module in (fighter, wizard, cleric, rogue)}
MODULES.update({module.CLASS_ID: module for module in (bard, druid, paladin, psion, warlock)})


def modules() -> Iterator[ModuleType]:
    return iter(MODULES.values())


def call(class_id: str, function: str, *args: Any, default: Any = None) -> Any:
    """Call a class module's function if the class has a module and the module the function;
    ``default`` otherwise."""
    found = getattr(MODULES.get(class_id), function, None)
    return default if found is None else found(*args)
