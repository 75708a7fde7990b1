"""The Wizard's Counterspell: lift an enchantment within her range, or stop a spell cast anywhere.

From Dungeonopoly by Curtis & Kelsey Rueden, Wizard abilities, level 7; the rules here are our own
summaries. Cast on her own turn, it dispels one enchantment on a character or a property within her
limited range: a Bless or a Curse on a lot, a Charm on herself, a Mage Armor or a Shield of Faith on
an opponent. Or, when anyone else casts a spell anywhere on the board, she may cancel it as it is
cast. Counterspell aims at the spell or the enchantment, never at a character, so hiding, Shield of
Faith and Sanctuary are no defence against it (a Sanctuary can itself be dispelled). It is single
use, as spells are; a Wish may stand in for it (``wizard_wish``, D-50).

A class module whose enchantment needs more undoing than leaving the sheet or the space (a rent
modifier, say) may define ``lifted(play, holder, enchantment)``: each module's is called when an
enchantment is dispelled, ``holder`` being a seat or a space id.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import geometry, registry, spells, targets
from .classes import ability_name, casting_cost, get_ability
from .money import to_1906_dollars, wish_duplicate_cost
from .play import Ask, Play
from .sheet import space_enchantments, tidy_spaces
from .terms import may_cast, ready, succeed, use

CLASS_ID = "wizard"
CASTING_POINTS = ("before_throw", "after_move")
#: Not counter it: the answer that lets a spell through.
LET_IT_BE = "no"


# -- Dispel ---------------------------------------------------------------------------------------------
def _in_reach(play: Play, caster: int) -> list[tuple[int | str, str, list[dict[str, Any]]]]:
    """(holder, its name, its enchantments) for every character and property within her range;
    never a character in a jail cell, whose cell keeps spells out (D-4, D-46)."""
    me, level, size = targets.place(play, caster), play.level(caster), play.table.size
    found: list[tuple[int | str, str, list[dict[str, Any]]]] = [
        (seat, "yourself" if seat == caster else play.name(seat), play.sheet(seat)["enchantments"])
        for seat in range(play.table.players) if geometry.in_range(me, targets.place(play, seat), level, size)]
    for space_id, held in play.slot["spaces"].items():
        space = play.space_of(space_id)
        if held and geometry.square_in_range(me, space.index, level, size):
            found.append((space_id, space.name, held))
    return found


def _whose(play: Play, enchantment: Mapping[str, Any]) -> str:
    return f"{play.name(enchantment['by'])}'s " if enchantment["by"] >= 0 else ""


def dispel_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    """One aim for each enchantment within reach: ``<seat or space>.<enchantment>.<caster of it>``."""
    if point not in CASTING_POINTS:
        return {}
    return {f"{holder}.{e['id']}.{e['by']}": f"Counterspell: dispel {_whose(play, e)}{ability_name(e['id'])} on {name}"
            for holder, name, held in _in_reach(play, caster) for e in held}


def dispel(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Wizard abilities, level 7, "This spell dispels an enchantment within limited
    # range"; it aims at the enchantment, so no ward turns it aside (D-46)
    where, enchantment_id, by = aim.rsplit(".", 2)
    holder: int | str = int(where) if where.isdigit() else where
    held = play.sheet(holder)["enchantments"] if isinstance(holder, int) else space_enchantments(play.slot, holder)
    found = next((e for e in held if e["id"] == enchantment_id and e["by"] == int(by)), None)
    if found is None:
        tidy_spaces(play.slot)
        return False
    held.remove(found)
    tidy_spaces(play.slot)
    name = play.name(holder) if isinstance(holder, int) else play.space_of(holder).name
    play.say(f"{play.name(caster)} dispels {_whose(play, found)}{ability_name(enchantment_id)} on {name}.")
    for module in registry.modules():
        undo = getattr(module, "lifted", None)
        if undo is not None:
            undo(play, holder, found)
    return True


# -- Counter --------------------------------------------------------------------------------------------
def wish_price(play: Play) -> int:
    """A Wish standing in for Counterspell: its cost ($0) or the Wish's $10 minimum, halved (D-18, D-50)."""
    cost = casting_cost(get_ability(CLASS_ID, "counterspell"))
    return to_1906_dollars(wish_duplicate_cost(cost))


def _ways(play: Play, seat: int) -> tuple[str, ...]:
    """How she may counter a spell now: by Counterspell, by a Wish she can pay for, or not at all.
    On her own turn a counter is her spell for the turn (terms.may_cast)."""
    if not may_cast(play, seat):
        return ()
    ways: tuple[str, ...] = ("counterspell",) if ready(play, seat, "counterspell") else ()
    if ready(play, seat, "wish") and play.table.cash[seat] >= wish_price(play):
        ways += ("wish",)
    return ways


def _counterers(play: Play, caster: int, after: int | None) -> list[int]:
    """The others who can counter, in turn order from the caster, after ``after`` if given (D-47)."""
    order = [(caster + i) % play.table.players for i in range(1, play.table.players)]
    if after is not None:
        order = order[order.index(after) + 1:]
    return [seat for seat in order if _ways(play, seat)]


def _spell_words(play: Play, spell_id: str, aim: str) -> str:
    """The spell as the question names it: Slow on Ann, Bless/Curse (Curse), Counterspell."""
    name = ability_name(spell_id)
    head = aim.split(".")[0]
    if head.isdigit() and int(head) < play.table.players:
        return f"{name} on {play.name(int(head))}"
    try:
        return f"{name} ({ability_name(head)})" if head else name
    except KeyError:         # an aim that names a square or a copied spell's target, not a form
        return name


def interrupt(play: Play, caster: int, spell_id: str, aim: str, via: str, after: int | None = None) -> bool:
    """A spell is about to take effect: the first other wizard who can counter it is asked whether
    she will. The counter itself is not a spell anyone can counter in turn (D-47)."""
    found = _counterers(play, caster, after)
    if not found or play.question_in_hand:
        return False
    wizard = found[0]
    ways = _ways(play, wizard)
    words = {"counterspell": "Counterspell", "wish": f"a Wish (${wish_price(play)})"}
    prompt = (f"{play.name(wizard)}: {play.name(caster)} casts {_spell_words(play, spell_id, aim)}. "
              f"Counter it with {' or '.join(words[way] for way in ways)}?")
    play.question(wizard, Ask(wizard, "counter", (*ways, LET_IT_BE), prompt), "counterspell", module=CLASS_ID,
                  caster=caster, spell=spell_id, aim=aim, via=via)
    return True


def counter_answer(play: Play, pending: Mapping[str, Any], choice: str) -> None:
    """She counters the spell (it is still paid for and spent, and does nothing), or lets it be, when
    the next wizard who can counter it is asked, and the spell goes ahead if none will."""
    wizard, caster = pending["seat"], pending["caster"]
    spell_id, aim, via = pending["spell"], pending["aim"], pending["via"]
    if choice == LET_IT_BE:
        if not interrupt(play, caster, spell_id, aim, via, after=wizard):
            spells.carry_out(play, caster, spell_id, aim, via)
        return
    # Dungeonopoly: Wizard abilities, level 7, "cancel out a spell being cast by another character
    # anywhere on the board" (D-47)
    use(play, wizard, choice)
    if choice == "wish":
        play.pay(wish_price(play), wizard, spells.COST_ACCOUNT, "casting Counterspell by a Wish")
    by_wish = " by a Wish" if choice == "wish" else ""
    play.say(f"{play.name(wizard)} counters {play.name(caster)}'s {ability_name(spell_id)}{by_wish}: "
             "it does nothing.")
    succeed(play, wizard, choice)
    spells.countered(play, caster, spell_id, aim)
