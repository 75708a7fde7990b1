"""The Druid, "a primal avatar of natural forces": her abilities on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Druid; the rules here are our own
summaries. She lays a primal spell on the square she stands on for good, one of six, knowing one,
then two from level 4 and three from level 7 (Primal Enchantment, level 1; what each does on the
board is ``druid_ground`` and ``druid_paths``); shields her purse against the next money she owes
(Barkskin, 2, ``druid_bark``); takes animal forms (Wild Shape, 3, 6 and 9, ``druid_shapes``); on a
double goes instead to a property of hers (Tree Stride, 5); calls up to seven bolts on the squares
around her (Call Lightning, 8); and sends insects through her square's whole group of lots
(Creeping Doom, 10).

Every spell is cast through ``spells`` (so a wizard may counter it and a Wish copy it), and none in
animal form. Option ids are a spell's id, with ``-`` and its aim (``primal_enchantment-hallow``,
``tree_stride-14``: to the property on square 14).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, druid_bark, druid_ground, druid_paths, druid_shapes, geometry, spells
from .classes import ability_name
from .damage import strike
from .druid_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .menus import Offers, offered
from .money import to_1906_dollars
from .play import Play
from .progress import level_for
from .sheet import enchant, enchanted, space_enchantments, tidy_spaces
from .spells import Spell

CLASS_ID = "druid"
CASTING_POINTS = ("before_throw", "after_move")
#: The levels that bring a second and a third primal spell (Druid abilities, levels 4 and 7).
MORE_PRIMAL_AT = (4, 7)
#: Call Lightning: "up to 7 bolts of lightning, each of which strikes a different square".
BOLTS = 7
#: Creeping Doom: "$40 per house" of repairs in the text's dollars (hotels: none in 1906).
REPAIRS_PER_HOUSE = 40
#: The cleric's forms on a square, which an Antimagic Field puts to sleep (D-99).
RENT_FORMS = ("bless", "curse")


def _data(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["class_data"]


def _here(play: Play, seat: int) -> str:
    return play.space_id_at(seat)


# -- Primal Enchantment (levels 1, 4, 7) ----------------------------------------------------------------
def primal_known(play: Play, seat: int) -> list[str]:
    return _data(play, seat).get("primal", [])


def _primal_learnable(play: Play, seat: int) -> tuple[str, ...]:
    """The primal spells she may cast: those she knows, and any while she has one to learn (D-97)."""
    have, slots = primal_known(play, seat), 1 + sum(play.level(seat) >= at for at in MORE_PRIMAL_AT)
    return druid_ground.PRIMAL if len(have) < slots else tuple(have)


def _primal_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    space_id = _here(play, caster)
    if point not in CASTING_POINTS or play.table.in_jail[caster] or druid_ground.deadened_square(play, space_id):
        return {}       # the field's square "cannot be the target of enchantments": D-99
    name, offers = play.space_of(space_id).name, {}
    for form in _primal_learnable(play, caster):
        was = druid_ground.where(play, caster, form)
        if was == space_id:
            continue
        moved = f" (it leaves {play.space_of(was).name})" if was else ""
        offers[form] = f"Primal Enchantment, {ability_name(form)}, on {name} for good{moved}"
    return offers


def _sleep_rent_forms(play: Play, space_id: str, awake: bool) -> None:
    """An Antimagic Field puts a Bless or Curse on its square to sleep, and it wakes when the
    field moves on (D-99): the host's rent modifier is cleared and set again."""
    for found in play.slot["spaces"].get(space_id, []):
        if found["id"] in RENT_FORMS:
            play.effect(modifier="rent_percent", space=space_id, percent=found["percent"] if awake else 0)


def _primal(play: Play, caster: int, form: str, via: str) -> bool:
    # Dungeonopoly: Druid abilities, level 1; one square a spell, the old one left (D-98)
    space_id = _here(play, caster)
    if druid_ground.deadened_square(play, space_id):
        return False
    was = druid_ground.where(play, caster, form)
    if was:
        space_enchantments(play.slot, was)[:] = [e for e in play.slot["spaces"][was]
                                                 if not (e["id"] == form and e["by"] == caster)]
        if form == druid_ground.DEADENS:
            _sleep_rent_forms(play, was, awake=True)
    space_enchantments(play.slot, space_id).append({"id": form, "by": caster, "mental": False})
    tidy_spaces(play.slot)
    if form == druid_ground.DEADENS:
        _sleep_rent_forms(play, space_id, awake=False)
    if form not in primal_known(play, caster):
        _data(play, caster).setdefault("primal", []).append(form)         # learned: D-97
    play.say(f"{play.name(caster)} lays {ability_name(form)} on {play.space_of(space_id).name}.")
    return True


# -- Barkskin (level 2) --------------------------------------------------------------------------------------
def _barkskin_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS or enchanted(play.sheet(caster)["enchantments"], druid_bark.BARKSKIN):
        return {}            # "Barkskin cannot be stacked"
    return {"": f"Barkskin: the next money you owe (not a purchase) is ${druid_bark.less_by(play.level(caster))} "
                "less, to $1 at least"}


def _barkskin(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Druid abilities, level 2 (D-100); the level it is cast at is the one it keeps
    enchant(play.sheet(caster)["enchantments"], druid_bark.BARKSKIN, caster, level=play.level(caster))
    play.say(f"{play.name(caster)}'s skin turns to bark.")
    return True


# -- Tree Stride (level 5) ------------------------------------------------------------------------------------
def _her_double(play: Play, caster: int) -> bool:
    held = play.table.held
    return bool(held and held.get("action") == "throw" and held["seat"] == caster and not held.get("reroll")
                and len(held["dice"]) > 1 and held["dice"][0] == held["dice"][1])


def _stride_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    # From the square before Mother Earth the host's move must touch it: no stride from there (D-103)
    here = play.table.positions[caster]
    if point != "dice_thrown" or not _her_double(play, caster) or (here + 1) % play.table.size == play.table.start_index:
        return {}
    return {str(space.index): f"Tree Stride to {space.name}, yours: land there instead of moving by the double "
                              "(no EP for the double, nothing passed)"
            for space in play.table.spaces if space.index != here and space.kind in deeds.PROPERTY_KINDS
            and deeds.mine(play, space.id, caster)}


def _stride(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Druid abilities, level 5, "She does not gain EP from rolling doubles" (D-103)
    sheet = play.sheet(caster)
    sheet["ep"] = max(0, sheet["ep"] - 1)
    sheet["level"] = level_for(sheet["ep"], play.settings["ep_per_level"])
    sheet["turn"]["stride"] = int(aim)
    play.say(f"{play.name(caster)} steps into the trees: the double is set aside.")
    return True


# -- Call Lightning (level 8) ----------------------------------------------------------------------------------
def _squares_in_range(play: Play, caster: int) -> list[int]:
    """The squares within her range, nearest first (the ones a bolt may strike: D-104)."""
    reach, me, size = geometry.range_for_level(play.level(caster)), play.table.positions[caster], play.table.size
    near = [(me + step) % size for d in range(reach + 1) for step in sorted({d, -d})]
    return list(dict.fromkeys(near))


def _standing(play: Play, caster: int, index: int) -> list[int]:
    """Opponents on the square, hidden ones too (a bolt strikes a square); never a prisoner (D-4)."""
    return [foe for foe in play.opponents(caster) if play.table.positions[foe] == index
            and not play.table.in_jail[foe] and not play.table.in_poor_house[foe]]


def _razable(play: Play, caster: int, index: int) -> bool:
    space_id = play.space(index).id
    return (deeds.is_lot(play, space_id) and deeds.houses(play, space_id) > 0 and not deeds.guarded(play, space_id)
            and deeds.theirs(play, space_id, caster))


def _bolts(play: Play, caster: int, first: str) -> list[tuple[int, str]]:
    """Where each bolt strikes and what it does, at most seven, nearest squares first (D-104)."""
    bolts = []
    for index in _squares_in_range(play, caster):
        people, house = _standing(play, caster, index), _razable(play, caster, index)
        kinds = [k for k, can in (("people", bool(people)), ("houses", house)) if can]
        if kinds:
            bolts.append((index, first if first in kinds else kinds[0]))
    return bolts[:BOLTS]


def _lightning_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    offers = {}
    for first, words in (("people", "opponents first"), ("houses", "houses first")):
        bolts = _bolts(play, caster, first)
        hits = sum(kind == "people" for _, kind in bolts)
        if bolts:
            offers[first] = (f"Call Lightning, {words}: {len(bolts)} bolt{'s' if len(bolts) > 1 else ''}, "
                             f"{hits} at opponents, {len(bolts) - hits} at houses")
    return offers


def _lightning(play: Play, caster: int, first: str, via: str) -> bool:
    # Dungeonopoly: Druid abilities, level 8 (D-104)
    done = False
    for index, kind in _bolts(play, caster, first):
        if kind == "houses":
            play.effect(remove_house=play.space(index).id)
            play.say(f"Lightning knocks a house off {play.space(index).name}.")
            done = True
        else:
            foe = max(_standing(play, caster, index), key=lambda seat: (play.table.cash[seat], -seat))
            done = strike(play, caster, foe, "Call Lightning") or done
    return done


# -- Creeping Doom (level 10) ----------------------------------------------------------------------------------
def doomed(play: Play, caster: int) -> list[int]:
    """Her square and the rest of its group: a lot's section (I-19), every railroad, both franchises (D-105)."""
    here = play.space(play.table.positions[caster])
    if here.kind not in deeds.PROPERTY_KINDS or here.kind == "speculation":
        return [here.index]
    if here.kind == "lot":
        return [s.index for s in play.table.spaces if s.kind == "lot" and s.section == here.section]
    return [s.index for s in play.table.spaces if s.kind == here.kind]


def _doom_victims(play: Play, caster: int) -> list[int]:
    return [foe for index in doomed(play, caster) for foe in _standing(play, caster, index)]


def repairs(play: Play, caster: int) -> dict[int, int]:
    """What each holder owes for repairs: $20 a house in 1906 money (D-18, D-105)."""
    bills: dict[int, int] = {}
    for index in doomed(play, caster):
        space_id = play.space(index).id
        if deeds.houses(play, space_id) and deeds.holder(play, space_id) >= 0:
            holder = deeds.holder(play, space_id)
            bills[holder] = bills.get(holder, 0) + deeds.houses(play, space_id) * to_1906_dollars(REPAIRS_PER_HOUSE)
    return bills


def _doom_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    victims, owed = _doom_victims(play, caster), repairs(play, caster)
    if not victims and not any(seat != caster for seat in owed):
        return {}
    parts = [f"{play.name(foe)} takes damage" for foe in victims]
    parts += [f"{'you pay' if seat == caster else play.name(seat) + ' pays'} ${amount} in repairs"
              for seat, amount in owed.items()]
    return {"": f"Creeping Doom on {play.space(play.table.positions[caster]).name} and its group: " + ", ".join(parts)}


def _doom(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Druid abilities, level 10 (D-105)
    hits = [strike(play, caster, foe, "Creeping Doom") for foe in _doom_victims(play, caster)]
    owed = repairs(play, caster)
    for seat, amount in owed.items():
        play.say(f"{play.name(seat)} pays ${amount} to repair the houses the insects ravaged.")
        play.pay(amount, seat, "misc", "repairs after Creeping Doom")
    return any(hits) or any(seat != caster for seat in owed)


# -- the class module interface (registry) ------------------------------------------------------------------------
SPELLS: dict[str, Spell] = {
    "primal_enchantment": Spell(_primal_offers, _primal),
    "barkskin": Spell(_barkskin_offers, _barkskin),
    "tree_stride": Spell(_stride_offers, _stride),
    "call_lightning": Spell(_lightning_offers, _lightning),
    "creeping_doom": Spell(_doom_offers, _doom),
}
#: Her abilities that are not spells, where each is offered.
OFFERED_AT: dict[str, tuple[Offers, ...]] = {
    "before_throw": (druid_shapes.shift_offers, druid_shapes.maul_offers, druid_shapes.scent_offers),
    "after_move": (druid_shapes.shift_offers, druid_shapes.maul_offers, druid_shapes.scent_offers),
}
USES = {"wild_shape": druid_shapes.shift, "maul": druid_shapes.maul, "scent": druid_shapes.scent}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    # "While in animal form, the druid cannot cast spells" (D-101)
    offers = {} if druid_shapes.shape(play, seat) else spells.spell_options(play, seat, point, SPELLS)
    offers.update(offered(OFFERED_AT, play, seat, point))
    return offers


def choose(play: Play, seat: int, option: str) -> None:
    spells.choose(USES, play, seat, option)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    """Every druid's squares act on every mover; her own form and Barkskin on her alone."""
    seat = info["seat"]
    if trigger == "move_due":
        druid_paths.move_due(play, info)
    elif trigger == "moved":
        druid_paths.moved(play, info)
    elif trigger == "charge_due":
        druid_bark.charge_relief(play, seat, info["kind"])
    if play.is_a(seat, CLASS_ID):
        druid_shapes.react(play, trigger, info)


def lifted(play: Play, holder: int | str, enchantment: Mapping[str, Any]) -> None:
    """A primal spell dispelled from a square: an Antimagic Field wakes what it put to sleep."""
    if enchantment["id"] == druid_ground.DEADENS and isinstance(holder, str):
        _sleep_rent_forms(play, holder, awake=True)


def describe(play: Play, seat: int) -> list[str]:
    """Where her primal spells lie, and her form."""
    laid = [f"{ability_name(form)} on {play.space_of(where).name}" for form in primal_known(play, seat)
            if (where := druid_ground.where(play, seat, form))]
    return (["Primal spells: " + ", ".join(laid)] if laid else []) + druid_shapes.describe(play, seat)

