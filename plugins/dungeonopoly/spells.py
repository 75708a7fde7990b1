"""Casting a spell: the rules every spell of every class shares, in one place.

Dungeonopoly by Curtis & Kelsey Rueden, Technical terms, "Spellcasting has a few special rules":
a spell is single use unless it is a cantrip (the data of ``classes``, kept by ``terms``), only one
is cast a turn on the caster's own turn (``terms.may_cast``), none from a jail cell or into one
(``targets``), and a spell's casting cost goes to the bank (Miscellaneous, halved to 1906 dollars
as every figure is: D-18). Two abilities of the Wizard work on *other* classes' spells: Counterspell
stops a spell as it is cast anywhere on the board, and Wish casts any spell of any class. So a spell
is not cast by calling its code directly, but through :func:`begin`, which spends it, charges
for it, lets a counter in, and only then carries it out.

A class module with spells lists them in ``SPELLS``, spell id -> :class:`Spell`:

``offers(play, caster, point) -> {aim: words}``
    What casting it at ``point`` could do now, one entry per aim (a seat's number, a form such
    as ``bless``, or ``""`` for a spell with no aim); the words say what it does, its range and
    its cost. It does not ask whether the caster *has* the spell or may cast it now: the caller
    does that (:func:`spell_options` for her own, the Wizard's module for a Wish).
``cast(play, caster, aim, via) -> True | False | None``
    Carry it out, as cast by ``caster`` at her own level. True: it worked, and earns the EP of
    ``via`` (the ability she used: the spell itself, or ``wish``); False: it did nothing; None: it
    put a question (``play.question(..., module=<its class id>, via=via)``), whose answer
    finishes it and calls :func:`worked` if it worked.

A class module may also define ``interrupt(play, caster, spell_id, aim, via) -> bool``: told of
every spell about to be carried out, it may put a question that holds the spell (a wizard asked
whether to counter it) and return True; its answer then calls :func:`carry_out` or lets the spell
go. Only one question is ever in hand, so the first module to interrupt is the only one asked.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping

from . import druid_ground, gestalt, registry
from .classes import ability_name, casting_cost, get_ability
from .money import to_1906_dollars
from .play import Play
from .sheet import disenchant, enchanted
from .terms import may_cast, ready, succeed, use

#: Where casting costs go: the bank, Miscellaneous (the mapping table's "The bank" row).
COST_ACCOUNT = "misc"


@dataclass(frozen=True)
class Spell:
    """One spell as the casting rules need it (see the module docstring)."""

    offers: Callable[[Play, int, str], dict[str, str]]
    cast: Callable[[Play, int, str, str], bool | None]
    #: Told when it is countered, with its caster and aim: a spell that held something up for its
    #: casting lets it go on (Divine Intervention on the rule's own dice: the roll stands).
    countered: Callable[[Play, int, str], None] | None = None


def every_spell() -> Iterator[tuple[str, str, Spell]]:
    """(class id, spell id, spell) for every spell of every class that has a module."""
    for module in registry.modules():
        for spell_id, spell in getattr(module, "SPELLS", {}).items():
            yield module.CLASS_ID, spell_id, spell


def find(spell_id: str) -> tuple[str, Spell]:
    """The class a spell belongs to, and the spell; KeyError for a spell no module casts."""
    for class_id, found_id, spell in every_spell():
        if found_id == spell_id:
            return class_id, spell
    raise KeyError(f"no Dungeonopoly class module casts {spell_id!r}")


def cost(play: Play, spell_id: str, aim: str = "") -> int:
    """What casting the spell costs in 1906 dollars: its own figure (or its form's, when the aim
    names a form such as ``curse``), halved as every figure of the text is, by Rule 3's wages and
    not by the wages in force, which the Single Tax raises (D-18, D-72)."""
    class_id, _ = find(spell_id)
    ability = get_ability(class_id, spell_id)
    form = aim if any(option.id == aim for option in ability.options) else ""
    return to_1906_dollars(casting_cost(ability, form))


def option_id(spell_id: str, aim: str) -> str:
    """The option that casts a spell at an aim: ``slow-2`` (Slow on seat 2), ``mage_armor``."""
    return f"{spell_id}-{aim}" if aim else spell_id


def spell_options(play: Play, seat: int, point: str, spells: dict[str, Spell]) -> dict[str, str]:
    """Her own spells she may cast at ``point``: she has each and has not spent it, she has cast
    no spell yet this turn (on her own turn), and she has the cash for its cost."""
    if not may_cast(play, seat):
        return {}
    offers: dict[str, str] = {}
    for spell_id, spell in spells.items():
        if not ready(play, seat, spell_id):
            continue
        for aim, words in spell.offers(play, seat, point).items():
            if cost(play, spell_id, aim) <= play.table.cash[seat]:
                offers[option_id(spell_id, aim)] = words
    return offers


def choose(uses: Mapping[str, Callable[[Play, int, str], None]], play: Play, seat: int, option: str) -> None:
    """An option of a class with spells and other abilities: one of ``uses`` (ability id -> what
    choosing it does, with its aim), or else a spell of hers to cast."""
    ability_id, _, aim = option.partition("-")
    if ability_id in uses:
        uses[ability_id](play, seat, aim)
    else:
        begin(play, seat, ability_id, aim)


def begin(play: Play, caster: int, spell_id: str, aim: str, *, via: str = "", price: int | None = None) -> None:
    """She casts a spell: ``via`` (the spell itself unless given: ``wish``) is used up whatever comes
    of it, ``price`` (the spell's own cost unless given) is paid, and then the spell is carried out
    unless a class module holds it for a question (Counterspell)."""
    via = via or spell_id
    use(play, caster, via)
    paid = cost(play, spell_id, aim) if price is None else price
    play.pay(paid, caster, COST_ACCOUNT, f"casting {ability_name(spell_id)}")
    play.say(f"{play.name(caster)} casts {ability_name(spell_id)}"
             + (" by a Wish" if via != spell_id else "") + ".")
    for module in registry.modules():
        interrupt = getattr(module, "interrupt", None)
        if interrupt is not None and interrupt(play, caster, spell_id, aim, via):
            return
    carry_out(play, caster, spell_id, aim, via)


def carry_out(play: Play, caster: int, spell_id: str, aim: str, via: str) -> None:
    """The spell takes effect (nobody countered it); EP for ``via`` if it worked at once."""
    _, spell = find(spell_id)
    if spell.cast(play, caster, aim, via):
        worked(play, caster, via)


def countered(play: Play, caster: int, spell_id: str, aim: str) -> None:
    """The spell was countered and does nothing: whatever it held up goes on without it."""
    _, spell = find(spell_id)
    if spell.countered is not None:
        spell.countered(play, caster, aim)


def worked(play: Play, caster: int, via: str) -> None:
    """A spell worked: the EP of the ability she used to cast it."""
    succeed(play, caster, via)


def aimed_at(play: Play, caster: int, target: int, spell_id: str) -> bool:
    """Whether a spell cast at ``target`` reaches her. Shield of Faith turns aside "the next time
    someone either damages her or casts a spell at her" (Dungeonopoly by Curtis & Kelsey Rueden,
    Cleric abilities, level 2) and is used up doing it; a spell that does damage goes through
    ``damage.strike``, whose wards include the shield, and need not ask here as well. A spell
    she casts at herself is not turned aside."""
    if druid_ground.deadened(play, target) and get_ability(find(spell_id)[0], spell_id).has("enchantment"):
        play.say(f"The Antimagic Field around {play.name(target)} swallows {ability_name(spell_id)}.")
        return False                          # Dungeonopoly D-99
    wards = [] if druid_ground.deadened(play, target) else play.sheet(target)["enchantments"]
    if target != caster and enchanted(wards, "shield_of_faith"):
        disenchant(wards, "shield_of_faith")
        play.say(f"{play.name(target)}'s Shield of Faith turns aside {play.name(caster)}'s "
                 f"{ability_name(spell_id)}.")
        return False
    class_id, _ = find(spell_id)
    if target != caster and get_ability(class_id, spell_id).has("enchantment"):
        # her class's gifts against enchantments (a warlock's Entropic Ward, Beguiling Defenses)
        gift = gestalt.shrugs_off(play, target, caster, "enchantment")
        if gift:
            play.say(f"{play.name(target)}'s {ability_name(gift)} turns aside {play.name(caster)}'s "
                     f"{ability_name(spell_id)}.")
            return False
    return True


def held_by(pending: Mapping[str, Any]) -> str:
    """The ability a pending spell's EP goes to (``via``, kept by its question)."""
    return pending.get("via") or pending["ability"]
