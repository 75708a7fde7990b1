"""The Cleric, "who has the ear of heaven": her ten abilities on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Cleric; the rules here are our own
summaries. She raises or lowers the rent of the property she stands on by 5% a level, a blessing
also keeping its houses (Bless/Curse, level 1); turns aside the next blow or spell (Shield of
Faith, 2); cannot be touched until her next turn, losing her throw if she hides before it
(Sanctuary, 3); owes no tax and may refuse the Chance cards she draws (Divine Favor, 4); damages
an opponent anywhere (Holy Smite, 5); makes anyone throw again (Divine Intervention, 6); draws the
Chance cards and takes the pot she passes (Divine Power, 7, in ``cleric_moves``); leaves a glyph
that stops and hurts the next to pass it (Glyph of Warding, 8, sprung in ``cleric_moves``); cannot
be charmed or jailed (Ascended, 9); and damages every opponent and knocks a house off each of their
lots (Wrath of God, 10).

Every spell is cast through ``spells`` (``SPELLS`` below): a wizard may counter it, and a wizard's
Wish may copy it at her own level, so a spell's code works for any caster. Option ids are
``<spell>-<aim>`` (``holy_smite-1``, ``bless_curse-curse``); the interface is ``registry``'s.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from . import cleric_moves, deeds, demiplanes, dice, spells, targets
from .classes import ability_name
from .cleric_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .damage import owed, strike
from .money import BLESS_PERCENT_PER_LEVEL, blessed_rent, cursed_rent, damage
from .play import Play
from .sheet import disenchant, enchant, enchanted, space_enchantments, tidy_spaces
from .spells import Spell

CLASS_ID = "cleric"
#: Where a spell of hers is cast on her own turn: before she throws or after her move (Spellcasting).
CASTING_POINTS = ("before_throw", "after_move")
#: The spaces Bless and Curse work on: those that charge rent, a fare or a rate (D-2).
RENTED_KINDS = ("lot", "railroad", "utility")
#: Sanctuary's aim when it is cast before the throw, which it costs her (level 3).
FORGO = "forgo"
BLESS, CURSE = "bless", "curse"


def _here(play: Play, caster: int) -> str:
    return play.space_id_at(caster)


def _wards(play: Play, seat: int) -> list[dict[str, Any]]:
    return play.sheet(seat)["enchantments"]


def _blow(play: Play, caster: int) -> int:
    """What one of her blows costs a defender who is no Veteran ($10 a level: D-32)."""
    return damage(play.level(caster), play.settings["damage_per_level"])


# -- Bless / Curse (level 1) -----------------------------------------------------------------------
def _form_on(play: Play, space_id: str) -> dict[str, Any] | None:
    """The Bless or Curse on a space, if any (one at most: each lifts the other)."""
    return next((e for e in play.slot["spaces"].get(space_id, []) if e["id"] in (BLESS, CURSE)), None)


def _percent(form: str, level: int) -> int:
    """What the form does to the rent: +5% a level for Bless, -5% a level for Curse."""
    # Dungeonopoly: Cleric abilities, level 1, "5% rent per level of the cleric"
    return BLESS_PERCENT_PER_LEVEL * level * (1 if form == BLESS else -1)


def _bless_curse_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    space_id = _here(play, caster)
    if point not in CASTING_POINTS or play.space_of(space_id).kind not in RENTED_KINDS:
        return {}                                   # lots, railroads, franchises: Dungeonopoly D-2
    name, present = play.space_of(space_id).name, _form_on(play, space_id)
    offers = {}
    for form in (BLESS, CURSE):
        cost = spells.cost(play, "bless_curse", form)
        if present is None:
            offers[form] = f"{ability_name(form)} {name}: {_rent_words(play, space_id, form, caster)} (${cost})"
        elif present["id"] != form:                 # nothing stacks: the same form again: D-52
            offers[form] = (f"{ability_name(form)} {name}: lifts {_whose(play, present)}{ability_name(present['id'])} "
                            f"(${cost})")
    return offers


def _rent_words(play: Play, space_id: str, form: str, caster: int) -> str:
    rent, level = play.table.rent.get(space_id, 0), play.level(caster)
    after = blessed_rent(rent, level) if form == BLESS else cursed_rent(rent, level)
    sign = "+" if form == BLESS else ""
    guard = ", and its houses cannot be knocked down" if form == BLESS else ""
    return f"its rent ${rent} becomes ${after} ({sign}{_percent(form, level)}%){guard}"


def _whose(play: Play, enchantment: Mapping[str, Any]) -> str:
    return f"{play.name(enchantment['by'])}'s " if enchantment["by"] >= 0 else "the "


def _bless_curse(play: Play, caster: int, form: str, via: str) -> bool:
    # Dungeonopoly: Cleric abilities, level 1, on the property she stands on: Dungeonopoly D-52
    space_id = _here(play, caster)
    name, present = play.space_of(space_id).name, _form_on(play, space_id)
    if play.space_of(space_id).kind not in RENTED_KINDS or (present is not None and present["id"] == form):
        return False                                # nothing to bless, or nothing stacks: D-2, D-52
    held = space_enchantments(play.slot, space_id)
    if present is not None:
        # "If cast on a cursed land, Bless simply dispels the curse" (and Curse the blessing)
        disenchant(held, present["id"])
        tidy_spaces(play.slot)
        play.effect(modifier="rent_percent", space=space_id, percent=0)
        play.say(f"{play.name(caster)}'s {ability_name(form)} lifts {_whose(play, present)}"
                 f"{ability_name(present['id'])} on {name}.")
        return True
    percent = _percent(form, play.level(caster))
    enchant(held, form, caster, percent=percent)
    # The host scales the rent by the percentage, rounding a blessing down and a curse's rent up,
    # as the text's examples do ($650 to $747 and $553 at level 3): Dungeonopoly D-2, D-3
    play.effect(modifier="rent_percent", space=space_id, percent=percent)
    play.say(f"{play.name(caster)} {'blesses' if form == BLESS else 'curses'} {name}: its rent "
             f"{'+' if percent > 0 else ''}{percent}%.")
    return True


# -- Shield of Faith (level 2) ----------------------------------------------------------------------
def _shield_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    # "cannot be stacked": while one is up, another would add nothing (Dungeonopoly D-58)
    if point not in CASTING_POINTS or enchanted(_wards(play, caster), "shield_of_faith"):
        return {}
    return {"": "Shield of Faith: the next damage done to you, or spell cast at you, does nothing"}


def _shield(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Cleric abilities, level 2 (the ward itself: damage.WARDS, spells.aimed_at)
    enchant(_wards(play, caster), "shield_of_faith", caster)
    play.say(f"{play.name(caster)} raises a Shield of Faith.")
    return True


# -- Sanctuary (level 3) -----------------------------------------------------------------------------
def _sanctuary_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS or enchanted(_wards(play, caster), "sanctuary"):
        return {}
    words = "Sanctuary: nothing can target or damage you until your next turn"
    if point == "before_throw":      # "If cast before moving, the cleric forfeits her movement roll"
        return {FORGO: f"{words}; you forgo this turn's throw"}
    return {"": words}


def _sanctuary(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Cleric abilities, level 3 (targets.UNTARGETABLE, damage.WARDS; lifted as her
    # next turn begins: ``react``): Dungeonopoly D-58
    enchant(_wards(play, caster), "sanctuary", caster)
    if aim == FORGO:
        play.effect(skip_throw=True)
    play.say(f"{play.name(caster)} is in Sanctuary until her next turn"
             + (", and forgoes her throw." if aim == FORGO else "."))
    return True


# -- Holy Smite (level 5) ----------------------------------------------------------------------------
def _smite_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    # Anywhere on the board, but never into a jail cell, nor at the hidden, the Poor House or a
    # Sanctuary (targets.targetable): Dungeonopoly D-4, D-39, D-60
    return {str(foe): f"Holy Smite on {play.name(foe)}, anywhere on the board: ${owed(play, caster, foe)} damage"
            for foe in play.opponents(caster) if targets.targetable(play, foe, by=caster)}


def _smite(play: Play, caster: int, aim: str, via: str) -> bool:
    foe = int(aim)
    if not targets.targetable(play, foe, by=caster):    # hidden or jailed while a counter was asked
        return False
    return strike(play, caster, foe, "Holy Smite")


# -- Divine Intervention (level 6) -------------------------------------------------------------------
def _intervention_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point == dice.POINT:                         # the house rule's own dice: D-24
        return dice.reroll_words(play)
    held = play.table.held
    if point != "dice_thrown" or not held or held.get("action") != "throw" or held.get("reroll"):
        return {}
    # Movement throws, where the host holds them (the rule's own dice above): Dungeonopoly D-24
    thrower = held["seat"]
    who = "your" if thrower == caster else f"{play.name(thrower)}'s"
    return {"": f"Divine Intervention: {who} throw of {dice.shown(held['dice'])} is discarded and made again"}


def _intervention(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Cleric abilities, level 6; on her own turn it is her spell for the turn (terms.use),
    # on another's it is not (terms.may_cast): Dungeonopoly D-60. It aims at the dice: D-58
    if aim:                                         # the rule's own dice, aimed at by their kind
        return dice.thrown_again(play, caster)
    held = play.table.held
    if not held or held.get("action") != "throw":
        return False                                # no throw in hand to make again
    thrower = held["seat"]
    play.effect(reroll=True)
    play.say(f"{play.name(caster)}'s Divine Intervention: {play.name(thrower)} must throw again.")
    return True


def _intervention_countered(play: Play, caster: int, aim: str) -> None:
    """Countered on the rule's own dice, the roll stands, and the next who may reroll it is asked."""
    if aim and dice.held(play):
        dice.ask_next(play)


# -- Glyph of Warding (level 8) ----------------------------------------------------------------------
def _glyph_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    space_id = _here(play, caster)
    if (point not in CASTING_POINTS or play.space_of(space_id).kind not in deeds.PROPERTY_KINDS
            or cleric_moves.glyph_on(play, space_id) is not None):
        return {}
    return {"": (f"Glyph of Warding on {play.space_of(space_id).name}: the next character to pass it (you too) "
                 f"stops there and takes ${_blow(play, caster)} damage (${spells.cost(play, 'glyph_of_warding')})")}


def _glyph(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Cleric abilities, level 8 (sprung in cleric_moves): Dungeonopoly D-56
    space_id = _here(play, caster)
    enchant(space_enchantments(play.slot, space_id), cleric_moves.GLYPH, caster)
    play.say(f"{play.name(caster)} leaves a Glyph of Warding on {play.space_of(space_id).name}.")
    return True


# -- Wrath of God (level 10) -------------------------------------------------------------------------
def wrath_victims(play: Play, caster: int) -> list[int]:
    """Every opponent, hidden ones too (it targets nobody), but none in a jail cell, whose antimagic
    keeps every spell out, nor in the Poor House, nor on a demiplane not there for her: Dungeonopoly
    D-4, D-39, D-59, D-124."""
    return [foe for foe in play.opponents(caster)
            if not play.table.in_jail[foe] and not play.table.in_poor_house[foe]
            and demiplanes.seen_by(play, caster, foe)]


def wrath_lots(play: Play, caster: int) -> list[str]:
    """Each opponent's lot with a house, unless it is blessed; none under the Single Tax (D-31)."""
    if not deeds.deeds_count(play):
        return []
    return [lot for lot, n in sorted(play.table.houses.items())
            if n and deeds.theirs(play, lot, caster) and not deeds.guarded(play, lot)]


def _wrath_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    foes, lots = wrath_victims(play, caster), wrath_lots(play, caster)
    if point not in CASTING_POINTS or not (foes or lots):
        return {}
    return {"": (f"Wrath of God: damage to {len(foes)} opponent{'s' if len(foes) != 1 else ''} "
                 f"(${_blow(play, caster)} each), and {len(lots)} of their lots lose a house "
                 f"(${spells.cost(play, 'wrath_of_god')})")}


def _wrath(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Cleric abilities, level 10: first the damage, then one house off every lot (D-59)
    lots = wrath_lots(play, caster)
    hits = [strike(play, caster, foe, "Wrath of God") for foe in wrath_victims(play, caster)]
    for lot in lots:
        play.effect(remove_house=lot)
    if lots:
        play.say("Wrath of God knocks a house off " + ", ".join(play.space_of(lot).name for lot in lots) + ".")
    return bool(lots) or any(hits)                  # a wrath that does nothing is no success: D-32


# -- Divine Favor (level 4): the Chance card and the taxes -------------------------------------------
def _favor_offers(play: Play, seat: int) -> dict[str, str]:
    held = play.table.held
    if not (held and held.get("action") == "chance" and held["seat"] == seat and not held.get("cancelled")
            and play.has(seat, "divine_favor")):
        return {}
    # "choose whether to accept the consequences of any ... Chance cards she draws": D-54
    return {"divine_favor": "Divine Favor: refuse the card; it does nothing"}


def _refuse(play: Play, seat: int, _: str) -> None:
    play.effect(cancel=True)
    play.say(f"{play.name(seat)} refuses the Chance card by Divine Favor.")
    cleric_moves.go_on(play, seat)                  # a card drawn passing by: Dungeonopoly D-55


def _untaxed(play: Play, seat: int, kind: str) -> None:
    """"She can ignore Luxury Tax and Income Tax payments": on the 1906 board, the Necessities
    taxes; the jail fine she still pays, and the Luxury space sells a card (Dungeonopoly D-53)."""
    if kind == "tax" and play.has(seat, "divine_favor") and play.due:
        play.due = []
        play.say(f"{play.name(seat)} owes no tax: Divine Favor.")


# -- Ascended (level 9) -------------------------------------------------------------------------------
def _not_jailed(play: Play, seat: int) -> None:
    """"immune to ... any effect that would send her to jail" (Dungeonopoly D-57)."""
    if play.has(seat, "ascended") and play.due is not False:
        play.due = False
        play.say(f"{play.name(seat)} is Ascended: no jail can hold her.")


# -- the class module interface (registry) ------------------------------------------------------------
#: Her spells, in the order she learns them (``spells``: what Counterspell counters and Wish copies).
SPELLS: dict[str, Spell] = {
    "bless_curse": Spell(_bless_curse_offers, _bless_curse),
    "shield_of_faith": Spell(_shield_offers, _shield),
    "sanctuary": Spell(_sanctuary_offers, _sanctuary),
    "holy_smite": Spell(_smite_offers, _smite),
    "divine_intervention": Spell(_intervention_offers, _intervention, countered=_intervention_countered),
    "glyph_of_warding": Spell(_glyph_offers, _glyph),
    "wrath_of_god": Spell(_wrath_offers, _wrath),
}
#: Her options that are not spells: refusing a card, and going on with a move a card broke.
USES: dict[str, Callable[[Play, int, str], None]] = {
    "divine_favor": _refuse, "divine_power": lambda play, seat, _: cleric_moves.go_on(play, seat)}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    if point == "after_move" and cleric_moves.broken_off(play, seat):
        return cleric_moves.go_on_offer(play, seat)    # the rest of her move comes first: D-55
    offers = spells.spell_options(play, seat, point, SPELLS)
    if point == "chance_drawn":
        offers.update(_favor_offers(play, seat))
    return offers


def choose(play: Play, seat: int, option: str) -> None:
    spells.choose(USES, play, seat, option)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    """None of her spells puts a question (Divine Intervention on the rule's own dice is asked
    by ``dice``); one kept from an older save is let go."""
    return None


def lifted(play: Play, holder: int | str, enchantment: Mapping[str, Any]) -> None:
    """A Counterspell dispelled an enchantment: a Bless or Curse takes its rent change with it."""
    if isinstance(holder, str) and enchantment["id"] in (BLESS, CURSE):
        play.effect(modifier="rent_percent", space=holder, percent=0)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    if trigger == "turn_begins" and disenchant(_wards(play, seat), "sanctuary"):
        play.say(f"{play.name(seat)}'s Sanctuary ends as her turn begins.")    # "until her next turn"
    elif trigger == "charge_due":
        _untaxed(play, seat, info["kind"])
    elif trigger == "jail_due":
        _not_jailed(play, seat)
    cleric_moves.react(play, trigger, info)


def describe(play: Play, seat: int) -> list[str]:
    """The properties she has blessed, cursed or warded, and a move still to finish."""
    lines = []
    for space_id, held in sorted(play.slot["spaces"].items()):
        for e in held:
            if e["by"] == seat:
                extra = f" ({e['percent']:+d}%)" if "percent" in e else ""
                lines.append(f"{ability_name(e['id'])} on {play.space_of(space_id).name}{extra}")
    if cleric_moves.broken_off(play, seat):
        lines.append("Divine Power: the rest of her move is still to come")
    return lines
