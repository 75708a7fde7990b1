"""The Wizard, "who bends the board to her will": her ten spells on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Wizard; the rules here are our own
summaries. She damages an opponent within her range, every turn if she likes (Magic Missile, a
cantrip, level 1); doubles the throw she is about to make (Expeditious Retreat, 2); wards herself
against the next blow (Mage Armor, 3); makes anyone in range, herself too, throw one die fewer
next time (Slow, 4); moves unseen and stays hidden until her next turn (Invisibility, 5); charms an
opponent in range into waiving the next rent she owes him (Charm Person, 6); lifts an enchantment
or stops a spell cast anywhere (Counterspell, 7, in ``wizard_counterspell``); burns the houses and
the opponents on her square (Fireball, 8); pushes anyone on the board one to five squares either
way (Telekinesis, 9); and wishes for any other spell, a pledge cleared, a card or a full lot (Wish,
10, in ``wizard_wish``).

Every spell is cast through ``spells`` (so another wizard may counter it and a Wish may copy it):
``SPELLS`` lists them, each with what casting it could do at a point and what it does when cast.
Option ids are a spell's id, with ``-`` and its aim when it has one (``slow-2``: Slow on seat 2).
One spell a turn on her own turn, a cantrip included (Dungeonopoly D-40); none from a jail cell or
into one (``targets``).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, geometry, spells, targets
from . import wizard_counterspell as counterspell
from . import wizard_wish as wish
from .damage import owed, strike
from .menus import Answers, answered
from .play import Ask, Play, account_seat
from .sheet import disenchant, enchant, enchanted
from .spells import Spell
from .terms import ready
from .wizard_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)

CLASS_ID = "wizard"
#: Where a spell of hers may be cast: before she throws or after her move (Spellcasting).
CASTING_POINTS = ("before_throw", "after_move")
#: Telekinesis: "between one and five squares, either forward or backward" (D-49).
PUSHES = (-5, -4, -3, -2, -1, 1, 2, 3, 4, 5)
#: The enchantment a charm leaves on the charmed, one for each wizard who charms him (D-45).
CHARM = "charm_person"


def _turn(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["turn"]


def _wards(play: Play, seat: int) -> list[dict[str, Any]]:
    return play.sheet(seat)["enchantments"]


def _away(play: Play, caster: int, target: int) -> str:
    """How far off a target is, as the option's words say it."""
    if target == caster:
        return "yourself"
    squares = geometry.distance(play.table.positions[caster], play.table.positions[target], play.table.size)
    return "on your square" if squares == 0 else f"{squares} square{'s' if squares > 1 else ''} away"


# -- Magic Missile (level 1) ------------------------------------------------------------------------
def _missile_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    return {str(foe): f"Magic Missile at {play.name(foe)}, {_away(play, caster, foe)}: "
                      f"${owed(play, caster, foe)} damage (a cantrip: not spent)"
            for foe in targets.in_range(play, caster)}


def _missile(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Wizard abilities, level 1; a blow a ward stops earns nothing (D-32)
    return strike(play, caster, int(aim), "Magic Missile")


# -- Expeditious Retreat (level 2) ---------------------------------------------------------------------
def _retreat_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point != "before_throw" or _turn(play, caster).get("retreat"):
        return {}
    return {"": "Expeditious Retreat: the throw you make now moves you twice as far"}


def _retreat(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Wizard abilities, level 2: "double the results of the next movement roll this
    # turn"; the throw_due plan doubles it (D-41)
    _turn(play, caster)["retreat"] = True
    play.say(f"{play.name(caster)}'s throw this turn will move her twice as far.")
    return True


# -- Mage Armor (level 3) --------------------------------------------------------------------------------
def _armor_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS or enchanted(_wards(play, caster), "mage_armor"):
        return {}            # "cannot be stacked": not cast again while it is on her (D-42)
    return {"": "Mage Armor: the next damage done to you is not (it does not stack)"}


def _armor(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Wizard abilities, level 3; damage.WARDS stops the next blow and lifts it
    enchant(_wards(play, caster), "mage_armor", caster)
    play.say(f"{play.name(caster)} is warded by Mage Armor.")
    return True


# -- Slow (level 4) ----------------------------------------------------------------------------------------
def _slow_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    # "use it on yourself" (Wizard tactics): she is always within her own range (D-43)
    return {str(seat): f"Slow on {'yourself' if seat == caster else play.name(seat)}"
                       f"{'' if seat == caster else ', ' + _away(play, caster, seat)}: one die fewer on the next throw"
            for seat in [caster, *targets.in_range(play, caster)] if not enchanted(_wards(play, seat), "slow")}


def _slow(play: Play, caster: int, aim: str, via: str) -> bool:
    target = int(aim)
    if not spells.aimed_at(play, caster, target, "slow"):
        return False
    enchant(_wards(play, target), "slow", caster)           # Dungeonopoly: Wizard abilities, level 4
    play.show(target, f"Slow on {play.name(target)}")
    play.say(f"{play.name(target)} is slowed: one die fewer on the next throw.")
    return True


def _slowed_throw(play: Play, seat: int) -> None:
    """A slowed character's next movement throw: one die fewer, and the one she keeps is not enough
    for doubles or a seven (D-15). A sneaking rogue is the rogue module's: it halves her sneak and
    lifts the Slow itself. A throw made again (a reroll) is still the slowed throw (D-43). A
    prisoner's throw for a double is the jail game's own, which no house rule plans: the Slow waits
    for the next throw the host plans for her move (D-25)."""
    sheet, turn = play.sheet(seat), _turn(play, seat)
    if turn.get("sneaking"):
        return               # the contract with the rogue module: Dungeonopoly D-43
    if not turn.get("slowed"):
        if not disenchant(sheet["enchantments"], "slow"):
            return
        turn["slowed"] = True
        play.say(f"{play.name(seat)} is slowed: one die fewer for this throw.")
    play.due = {**play.due, "dice": max(1, play.due.get("dice", 2) - 1), "doubles": False}
    turn["usual_dice"] = 1   # a slowed runner's second die is her extra one: Dungeonopoly D-15


# -- Invisibility (level 5) --------------------------------------------------------------------------------
def _invisibility_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS or play.sheet(caster)["hidden"]:
        return {}
    unseen = "your move this turn touches no square (no rent, no wages), and " if point == "before_throw" else ""
    return {"": f"Invisibility: {unseen}you are hidden until your next turn"}


def _invisibility(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Wizard abilities, level 5 (D-44); a Bard's Glitterdust spoils it (D-86)
    if targets.hiding_fails(play, caster):
        return False
    sheet = play.sheet(caster)
    enchant(sheet["enchantments"], "invisibility", caster)
    sheet["hidden"] = True
    sheet["turn"]["unseen"] = True
    play.say(f"{play.name(caster)} turns invisible: hidden until her next turn.")
    return True


def _unseen_throw(play: Play, seat: int) -> None:
    if _turn(play, seat).get("unseen") and enchanted(_wards(play, seat), "invisibility"):
        play.due = {**play.due, "unseen": True}


def lifted(play: Play, holder: int | str, enchantment: Mapping[str, Any]) -> None:
    """An enchantment was dispelled (``wizard_counterspell``): lifting Invisibility ends the hiding."""
    if enchantment["id"] == "invisibility" and isinstance(holder, int):
        play.sheet(holder)["hidden"] = False                  # Dungeonopoly D-44


# -- Charm Person (level 6) ----------------------------------------------------------------------------------
def charmed_by(play: Play, seat: int, wizard: int) -> bool:
    return any(e["id"] == CHARM and e["by"] == wizard for e in _wards(play, seat))


def _charm_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    return {str(foe): f"Charm Person on {play.name(foe)}, {_away(play, caster, foe)}: the next rent you owe "
                      f"{play.name(foe)} is waived"
            for foe in targets.in_range(play, caster)
            if targets.mind_open(play, foe) and not charmed_by(play, foe, caster)}


def _charm(play: Play, caster: int, aim: str, via: str) -> bool:
    target = int(aim)
    if not spells.aimed_at(play, caster, target, CHARM):
        return False
    # Dungeonopoly: Wizard abilities, level 6: a mental enchantment; each wizard's charm is her own (D-45)
    wards = _wards(play, target)
    wards[:] = [e for e in wards if not (e["id"] == CHARM and e["by"] == caster)]
    wards.append({"id": CHARM, "by": caster, "mental": True})
    play.show(target, f"Charm Person on {play.name(target)}")
    play.say(f"{play.name(caster)} charms {play.name(target)}: the next rent she owes him is waived.")
    return True


def _charmed_rent(play: Play, payer: int) -> None:
    """The next rent or fare the wizard owes a landlord she charmed is waived, and the charm is gone
    (D-45). A share owed to nobody now (a prisoner's: D-4) is not owed, so it waits."""
    waived = [owner for owner in {account_seat(account) for account, amount in play.due if amount > 0}
              if owner >= 0 and charmed_by(play, owner, payer)]
    for owner in waived:
        wards = _wards(play, owner)
        wards[:] = [e for e in wards if not (e["id"] == CHARM and e["by"] == payer)]
        play.say(f"{play.name(owner)} is charmed by {play.name(payer)} and waives her rent.")
    if waived:
        play.due = [[account, amount] for account, amount in play.due if account_seat(account) not in waived]


# -- Fireball (level 8) ---------------------------------------------------------------------------------------
def burnable(play: Play, caster: int) -> int:
    """The houses a Fireball would bring down on her square: all of them, unless it is blessed."""
    lot = play.space_id_at(caster)
    if not deeds.is_lot(play, lot) or deeds.guarded(play, lot):
        return 0
    return deeds.houses(play, lot)


def fireball_victims(play: Play, caster: int) -> list[int]:
    """The opponents on her square: hidden ones too (an area), never a prisoner (D-4) nor a player
    in the Poor House (D-39, D-48)."""
    me = targets.place(play, caster)
    return [foe for foe in play.opponents(caster) if not play.table.in_poor_house[foe]
            and geometry.same_square(me, targets.place(play, foe), play.table.size)]


def _fireball_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    burns, victims = burnable(play, caster), fireball_victims(play, caster)
    if not burns and not victims:
        return {}
    parts = [f"{burns} house{'s' if burns > 1 else ''} come{'' if burns > 1 else 's'} down"] if burns else []
    parts += [f"{play.name(foe)} takes ${owed(play, caster, foe)} damage" for foe in victims]
    return {"": f"Fireball on {play.space_of(play.space_id_at(caster)).name}: " + ", ".join(parts)}


def _fireball(play: Play, caster: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Wizard abilities, level 8; the rent was settled before (D-48)
    lot, burns = play.space_id_at(caster), burnable(play, caster)
    for _ in range(burns):
        play.effect(remove_house=lot)
    if burns:
        play.say(f"{play.name(caster)}'s Fireball burns {burns} house{'s' if burns > 1 else ''} on "
                 f"{play.space_of(lot).name}.")
    hits = [strike(play, caster, foe, "Fireball") for foe in fireball_victims(play, caster)]
    return bool(burns) or any(hits)


# -- Telekinesis (level 9) --------------------------------------------------------------------------------------
def _telekinesis_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    # Herself whatever hides her, but not out of the Poor House; others when targetable (D-49)
    seats = ([] if play.table.in_poor_house[caster] else [caster]) + [
        foe for foe in play.opponents(caster)
        if targets.targetable(play, foe, by=caster) and targets.movable(play, foe)]
    return {str(seat): f"Telekinesis on {'yourself' if seat == caster else play.name(seat)}: 1 to 5 squares "
                       "forward or back, passing the squares but landing on none" for seat in seats}


def _telekinesis(play: Play, caster: int, aim: str, via: str) -> None | bool:
    target = int(aim)
    if not spells.aimed_at(play, caster, target, "telekinesis"):
        return False
    who = "herself" if target == caster else play.name(target)
    play.question(caster, Ask(caster, "telekinesis", PUSHES,
                              f"{play.name(caster)}: push {who} how far? (- is back)"),
                  "telekinesis", module=CLASS_ID, via=via, target=target)
    return None


def _push(play: Play, pending: Mapping[str, Any], steps: int) -> None:
    # Dungeonopoly: Wizard abilities, level 9: passes the squares, lands on none (D-6, D-49)
    caster, target = pending["seat"], pending["target"]
    if play.table.in_jail[target]:
        return               # nothing moves a prisoner out of her cell (D-4)
    _turn(play, target)["pushed"] = True          # a glyph stops a push without a landing: D-56
    play.show(target, f"Telekinesis on {play.name(target)}")
    play.effect(move=target, steps=steps, passes=True, lands=False)
    way = "forward" if steps > 0 else "back"
    play.say(f"{play.name(caster)} pushes {play.name(target)} {abs(steps)} square{'s' if abs(steps) > 1 else ''} "
             f"{way} by Telekinesis.")
    spells.worked(play, caster, spells.held_by(dict(pending)))


# -- the class module interface (registry) ---------------------------------------------------------------------
#: Her spells, in the order she learns them (``spells``: what Counterspell counters and Wish copies).
SPELLS: dict[str, Spell] = {
    "magic_missile": Spell(_missile_offers, _missile),
    "expeditious_retreat": Spell(_retreat_offers, _retreat),
    "mage_armor": Spell(_armor_offers, _armor),
    "slow": Spell(_slow_offers, _slow),
    "invisibility": Spell(_invisibility_offers, _invisibility),
    "charm_person": Spell(_charm_offers, _charm),
    "counterspell": Spell(counterspell.dispel_offers, counterspell.dispel),
    "fireball": Spell(_fireball_offers, _fireball),
    "telekinesis": Spell(_telekinesis_offers, _telekinesis),
    "wish": Spell(wish.form_offers, wish.cast_form),
}
ANSWERS: Answers = {
    "telekinesis": _push, "counterspell": counterspell.counter_answer}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    offers = spells.spell_options(play, seat, point, SPELLS)
    offers.update(wish.copy_offers(play, seat, point))
    return offers


def choose(play: Play, seat: int, option: str) -> None:
    spell_id, _, aim = option.partition("-")
    if spell_id == "wish" and wish.is_copy(aim):
        wish.cast_copy(play, seat, aim)
    else:
        spells.begin(play, seat, spell_id, aim)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    answered(ANSWERS, play, pending, choice)


def interrupt(play: Play, caster: int, spell_id: str, aim: str, via: str) -> bool:
    """A spell is about to be carried out: a wizard who can counter it is asked (``spells``)."""
    return counterspell.interrupt(play, caster, spell_id, aim, via)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    if trigger == "throw_due":
        _slowed_throw(play, seat)
        if play.draws_on(seat, CLASS_ID):       # her own class, or spells borrowed from it
            if _turn(play, seat).get("retreat"):
                play.due = {**play.due, "times": 2}          # Dungeonopoly D-41
            _unseen_throw(play, seat)
    elif trigger == "charge_due" and info["rent"]:
        _charmed_rent(play, seat)
    elif trigger == "moved":
        _turn(play, seat).pop("pushed", None)
    elif trigger == "turn_begins":
        disenchant(_wards(play, seat), "invisibility")       # hidden "until her next turn": D-44


def describe(play: Play, seat: int) -> list[str]:
    """Whom she has charmed, and whether she can stop a spell cast anywhere."""
    lines = []
    charmed = [play.name(other) for other in play.opponents(seat) if charmed_by(play, other, seat)]
    if charmed:
        lines.append("Charmed, waiving her next rent: " + ", ".join(charmed))
    if ready(play, seat, "counterspell"):
        lines.append("Counterspell ready: she may stop a spell cast anywhere")
    return lines
