"""Abilities taken from other classes' lists: one mechanism for the Wish, Jack-of-All-Trades and
the Book of Shadows.

From Dungeonopoly by Curtis & Kelsey Rueden, in our words: a wizard's Wish may "duplicate the
effects of any other spell of any class" for one casting; a bard of level 10 learns "three
abilities of level 5 or less from any combination of other class lists" (Jack-of-All-Trades,
rogue skills fixed at 12 ranks); a warlock of level 9 learns "three spells of level 4 or less from
any combination of other class lists" (Book of Shadows). All three read the same catalogue,
:func:`lendable`: every ability of every class that has a module in ``registry``, so a class added
there can be borrowed from with no word more here.

A *loan* (the Wish) is one casting of another spell, offered by :func:`loan_offers`. A *lesson*
(Jack-of-All-Trades, the Book of Shadows) is kept on her sheet (``play.BORROWED``): from then on
``Play.has`` and ``Play.ability`` know the ability as hers, so the lending class's own module
offers it, carries it out and answers its questions for her at her own level, exactly as for one
of its own (:func:`offers`, :func:`choose`, :func:`answer`). She picks her lessons one at a time
from an option before she throws (:func:`lesson_offers`), as a rogue places her points (D-80).
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, Iterator, Mapping

from . import registry
from .classes import CLASSES, Ability, ability_name
from .play import BORROWED, Ask, Play

#: The answer that leaves a lesson for later.
LATER = "later"


# -- the catalogue ---------------------------------------------------------------------------------
def lendable(*, spells_only: bool, max_level: int = 10, besides: str = "") -> Iterator[tuple[str, Ability]]:
    """(class id, ability) for every ability another class lends, of at most ``max_level``, in the
    order of ``registry`` and of each list; ``besides`` is a class left out (the borrower's own).
    A spell is one its module casts (``SPELLS``); a part of another ability (Backstab, part of
    Sneak) comes with that ability and is not lent alone, nor is a choice made once (a pact) or
    what rests on one (a pact's spell) (D-81)."""
    for module in registry.modules():
        class_id = module.CLASS_ID
        if class_id == besides:
            continue
        abilities = {a.id: a for a in CLASSES[class_id].abilities}
        ids = getattr(module, "SPELLS", {}) if spells_only else abilities
        for ability_id in ids:
            ability = abilities[ability_id]
            if ability.level <= max_level and not ability.part_of and not _rests_on_a_choice(ability):
                yield class_id, ability


def _rests_on_a_choice(ability: Ability) -> bool:
    return bool(ability.choose_on_gain) or any(option.requires for option in ability.options)


def _lender_module(play: Play, seat: int, ability_id: str) -> ModuleType | None:
    lender = play.class_for(seat, ability_id)
    return None if play.is_a(seat, lender) else registry.MODULES.get(lender)


# -- loans: one casting (the Wish) ----------------------------------------------------------------------
def loan_offers(play: Play, caster: int, point: str, *, besides: tuple[str, ...]) -> Iterator[tuple[str, str, str]]:
    """(spell id, aim, words) for every spell of every class that could be cast at ``point`` by
    ``caster`` at her own level, but ``besides`` (a spell cannot lend itself)."""
    for class_id, ability in lendable(spells_only=True):
        if ability.id in besides:
            continue
        spell = registry.MODULES[class_id].SPELLS[ability.id]
        for aim, words in spell.offers(play, caster, point).items():
            yield ability.id, aim, words


# -- lessons: kept for good (Jack-of-All-Trades, Book of Shadows) -----------------------------------------
def lessons(play: Play, seat: int) -> list[str]:
    """The ability ids she has borrowed, in the order she learned them."""
    return [ability_id for _, ability_id in play.borrowed(seat)]


def learn(play: Play, seat: int, class_id: str, ability_id: str) -> None:
    play.sheet(seat)["class_data"].setdefault(BORROWED, []).append([class_id, ability_id])


def choices(play: Play, seat: int, *, spells_only: bool, max_level: int) -> list[str]:
    """What she may still learn: ``<class>.<ability>`` for each lendable ability of a class not
    hers (neither of a Gestalt character's two: D-118) that is not hers already."""
    return [f"{class_id}.{ability.id}" for class_id, ability in lendable(spells_only=spells_only, max_level=max_level)
            if not play.is_a(seat, class_id) and not play.has(seat, ability.id)]


def lesson_offers(play: Play, seat: int, teacher: Ability) -> dict[str, str]:
    """The option ``<teacher>-learn`` while her teacher (Jack-of-All-Trades) has lessons left."""
    left = teacher.borrow_count - len(lessons(play, seat))
    if not (play.has(seat, teacher.id) and left > 0):
        return {}
    return {f"{teacher.id}-learn": f"{teacher.name}: learn {left} more of another class's abilities of level "
                                   f"{teacher.borrow_max_level} or less, to keep"}


def ask_lesson(play: Play, seat: int, teacher: Ability, *, spells_only: bool) -> None:
    offered = choices(play, seat, spells_only=spells_only, max_level=teacher.borrow_max_level)
    ask = Ask(seat, "borrow", (*offered, LATER),
              f"{play.name(seat)}'s {teacher.name}: which ability to learn? ('{LATER}': choose later)")
    play.question(seat, ask, teacher.id)          # the teacher's own class answers


def lesson_learned(play: Play, pending: Mapping[str, Any], choice: str) -> None:
    """Her answer: the ability is hers for good (D-80); another question while lessons are left."""
    if choice == LATER:
        return
    seat = pending["seat"]
    class_id, _, ability_id = choice.partition(".")
    learn(play, seat, class_id, ability_id)
    play.say(f"{play.name(seat)} learns {ability_name(ability_id)} from the {CLASSES[class_id].name}'s list.")


# -- playing what she learned ----------------------------------------------------------------------------
def offers(play: Play, seat: int, point: str, asker: str) -> dict[str, str]:
    """Her borrowed abilities' options at ``point``: each lending module's own options for her,
    kept to the abilities she borrowed (its others are not hers: ``Play.has`` says so). Asked by
    her own class's module (``asker``) only: a lending module asked for her options is not to
    ask the lenders again."""
    if not play.is_a(seat, asker):
        return {}
    borrowed = set(lessons(play, seat))
    found: dict[str, str] = {}
    for lender in dict.fromkeys(class_id for class_id, _ in play.borrowed(seat)):
        options_of = getattr(registry.MODULES.get(lender), "options", None)
        if options_of is None:
            continue
        for option, words in options_of(play, seat, point).items():
            if option.partition("-")[0] in borrowed:
                found[option] = words
    return found


def is_borrowed(play: Play, seat: int, option: str, asker: str) -> bool:
    """Whether the option uses an ability she borrowed, asked by her own class's module (``asker``)."""
    return play.is_a(seat, asker) and option.partition("-")[0] in lessons(play, seat)


def choose(play: Play, seat: int, option: str) -> None:
    """She uses a borrowed ability: its own class's module carries it out."""
    module = _lender_module(play, seat, option.partition("-")[0])
    assert module is not None, option
    module.choose(play, seat, option)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> bool:
    """An answer to a question a lending module put about her (a step of a borrowed skill that
    is not the skill's own id): that module takes it. False if no lender knows the question."""
    for lender in dict.fromkeys(class_id for class_id, _ in play.borrowed(pending["seat"])):
        module = registry.MODULES.get(lender)
        if module is not None and pending["ability"] in getattr(module, "ANSWERS", {}):
            module.answer(play, pending, choice)
            return True
    return False


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """A computer's pick among her borrowed options: what the lending class's own advice would pick."""
    for lender in dict.fromkeys(class_id for class_id, _ in play.borrowed(seat)):
        mine = [o for o in offered if play.class_for(seat, o.partition("-")[0]) == lender]
        pick = registry.call(lender, "suggest", play, seat, mine, point) if mine else None
        if pick in mine:
            return pick
    return None


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """A computer's answer to a lending module's question put in her own class's name."""
    for lender in dict.fromkeys(class_id for class_id, _ in play.borrowed(pending["seat"])):
        if pending["ability"] in getattr(registry.MODULES.get(lender), "ANSWERS", {}):
            return registry.call(lender, "advise", play, pending, decision)
    return None
