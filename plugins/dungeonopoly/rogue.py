"""The Rogue, "who takes what she is not given": her five skills on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Rogue; the rules here are our own
summaries. She has no levels of abilities but ranks in five skills (``rogue_ranks``), and each use
of a skill is a d20 at or under her ranks, worth 1 EP only when it passes. She slips out of Jail
without the fine, or, standing outside on the Jail corner, lets a prisoner out (Open Locks); takes
$10 a level from the cash of someone on her square, or goes to Jail (Pick Pockets); takes $25 a
level more at Mother Earth, $50 when she stops there, or loses the wages and goes to Jail (Rob
Bank); moves a die unseen, backstabbing and robbing whoever she creeps past (Sneak, in
``rogue_sneak``); and makes the owner of a lot with houses she stands on pay her 5% of its rent a
level, or pays the rent and goes to Jail (Steal). Dollar figures are the text's, halved (D-18).

The class module interface is in ``registry``. Option ids are a skill's id, with ``-`` and what it
is aimed at when it is aimed (``pick_pockets-2``: Ben's pockets, if Ben is seat 2).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, rogue_ranks, rogue_sneak, targets
from .experience import earn, for_rent
from .menus import Answers, Offers, Uses, answered, chosen, offered
from .play import Ask, Play
from .rogue_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .rogue_ranks import check, odds, passed, rank
from .rogue_ranks import CLASS_DATA, class_data_problems  # noqa: F401  (what a position may keep of her: seat_record)
from .rogue_takes import pocket_take, rent_if_caught, rob_bank_takes, steal_gain
from .sheet import enchanted
from .terms import ready, succeed, use

#: Her option that uses no ability of her list: placing her skill ranks (``gestalt`` routes it to her).
OWN_OPTIONS = (rogue_ranks.PLACE,)

CLASS_ID = "rogue"
#: Her answers to "try Open Locks now?" on the turn she is jailed.
TRY, STAY = "try", "stay"


def _turn(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["turn"]


def _tried(play: Play, seat: int, attempt: str) -> bool:
    return attempt in _turn(play, seat)["tried"]


def _try(play: Play, seat: int, attempt: str, skill: str) -> None:
    """An attempt that may not be repeated this turn; the skill is used whether it passes or not."""
    _turn(play, seat)["tried"].append(attempt)
    use(play, seat, skill)


def _skilled(play: Play, seat: int, skill: str) -> bool:
    """She may use the skill now and has ranks in it (0 ranks never pass a check)."""
    return ready(play, seat, skill) and rank(play, seat, skill) > 0


def _jail(play: Play, seat: int, why: str) -> None:
    # Dungeonopoly: Rogue abilities, every failed skill but Open Locks and Sneak: "goes to jail"
    play.effect(jail=seat, why=why)


# -- Open Locks ------------------------------------------------------------------------------------
def _escape_offers(play: Play, seat: int) -> dict[str, str]:
    if not play.table.in_jail[seat] or not _skilled(play, seat, "open_locks") or _tried(play, seat, "open_locks"):
        return {}
    return {"open_locks": f"Open Locks: {odds(play, seat, 'open_locks')} and you walk out of Jail without paying "
                          "the fine; a failure costs nothing but the try"}


def _lockable(play: Play, prisoner: int) -> bool:
    """A prisoner her picks can reach: the cell is no bar to Open Locks (D-4), but a hidden
    character or one in Sanctuary is still out of reach of any ability (Dungeonopoly D-62)."""
    sheet = play.sheet(prisoner)
    return (play.table.in_jail[prisoner] and not sheet["hidden"]
            and not any(enchanted(sheet["enchantments"], ward) for ward in targets.UNTARGETABLE))


def _release_offers(play: Play, seat: int) -> dict[str, str]:
    # Dungeonopoly: Rogue abilities, Open Locks, "when she is on the Just Visiting square": on
    # the Jail corner outside the cells, Shelter (mapping, Just Visiting)
    if (play.table.in_jail[seat] or play.table.positions[seat] != play.table.jail_index
            or not _skilled(play, seat, "open_locks")):
        return {}
    return {f"open_locks-{prisoner}": f"Open Locks for {play.name(prisoner)}: {odds(play, seat, 'open_locks')} "
                                      "and the prisoner walks out of Jail free (one try a turn for each prisoner)"
            for prisoner in play.opponents(seat)
            if _lockable(play, prisoner) and not _tried(play, seat, f"open_locks@{prisoner}")}


def _open_locks(play: Play, seat: int, aim: str) -> None:
    prisoner = int(aim) if aim else seat
    _try(play, seat, f"open_locks@{prisoner}" if aim else "open_locks", "open_locks")
    cell = "her own cell" if prisoner == seat else f"{play.name(prisoner)}'s cell"
    check(play, seat, "open_locks", f"on {cell}", prisoner=prisoner)


def _locks_checked(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    seat, prisoner = pending["seat"], pending["prisoner"]
    if not passed(play, seat, "open_locks", roll):
        # A failed Open Locks costs only the try (Dungeonopoly D-63)
        who = "she" if prisoner == seat else play.name(prisoner)
        play.say(f"{play.name(seat)} cannot pick the lock ({roll}): {who} stays in Jail.")
        return
    if not play.table.in_jail[prisoner]:
        return
    who = "she" if prisoner == seat else play.name(prisoner)
    play.say(f"{play.name(seat)} picks the lock ({roll}): {who} walks out of Jail without paying the fine.")
    play.effect(release=prisoner)
    succeed(play, seat, "open_locks")


def _escape_now(play: Play, seat: int) -> None:
    """"She can attempt to escape on the same turn she is imprisoned": asked as her turn ends,
    whenever on it she was jailed (Dungeonopoly D-63)."""
    if (play.table.turn != seat or not _turn(play, seat).get("jailed") or play.question_in_hand
            or not _escape_offers(play, seat)):
        return
    labels = {TRY: f"Try Open Locks: {odds(play, seat, 'open_locks')}", STAY: "Stay in Jail for now"}
    play.question(seat, Ask(seat, "escape", (TRY, STAY), f"{play.name(seat)} is in Jail: try to pick the lock now?",
                            context={"labels": labels}), "escape")


def _escape_answered(play: Play, pending: Mapping[str, Any], choice: str) -> None:
    if choice == TRY:
        _open_locks(play, pending["seat"], "")


# -- Pick Pockets -----------------------------------------------------------------------------------
def _marks(play: Play, seat: int) -> list[int]:
    """Whose pockets she can reach: opponents on her square, and those she crept past (Sneak)."""
    found = targets.here(play, seat) + rogue_sneak.sneaked_past(play, seat)
    return [foe for foe in dict.fromkeys(found) if not _tried(play, seat, f"pick_pockets@{foe}")]


def _pockets_offers(play: Play, seat: int) -> dict[str, str]:
    if not _skilled(play, seat, "pick_pockets"):
        return {}
    return {f"pick_pockets-{foe}": f"Pick {play.name(foe)}'s pockets: {odds(play, seat, 'pick_pockets')} takes "
                                   f"${pocket_take(play, seat, foe)} of the cash in hand; otherwise you go to Jail "
                                   "(one try a turn for each opponent)"
            for foe in _marks(play, seat)}


def _pick_pockets(play: Play, seat: int, aim: str) -> None:
    # Dungeonopoly: Rogue abilities, Pick Pockets, "Only one attempt can be made per character each turn"
    _try(play, seat, f"pick_pockets@{aim}", "pick_pockets")
    play.show(int(aim), f"Pick Pockets on {play.name(int(aim))}")
    check(play, seat, "pick_pockets", f"on {play.name(int(aim))}", victim=int(aim))


def _pockets_checked(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    seat, foe = pending["seat"], pending["victim"]
    if not passed(play, seat, "pick_pockets", roll):
        play.say(f"{play.name(seat)} is caught with a hand in {play.name(foe)}'s pocket ({roll}).")
        _jail(play, seat, f"picking {play.name(foe)}'s pockets")
        return
    take = pocket_take(play, seat, foe)
    play.say(f"{play.name(seat)} picks {play.name(foe)}'s pockets ({roll}): ${take}.")
    if take:    # cash in hand only: he never sells or borrows to be robbed (Dungeonopoly D-70)
        play.effect(pay=take, upto=True, **{"from": foe, "to": seat, "why": f"{play.name(seat)}'s Pick Pockets"})
    succeed(play, seat, "pick_pockets")     # even for $0: the check passed (Dungeonopoly D-73)


# -- Rob Bank ---------------------------------------------------------------------------------------
def robs_the_bank(play: Play, seat: int) -> bool:
    """Her standing order: rob the bank whenever she reaches Mother Earth (Dungeonopoly D-64)."""
    return bool(play.sheet(seat)["class_data"].get("rob_bank"))


def _rob_bank_offers(play: Play, seat: int) -> dict[str, str]:
    if not _skilled(play, seat, "rob_bank"):
        return {}
    if robs_the_bank(play, seat):
        return {"rob_bank-off": "Stop robbing the bank at Mother Earth (you rob it now whenever you reach it)"}
    return {"rob_bank-on": f"Rob Bank whenever you reach Mother Earth: {odds(play, seat, 'rob_bank')} adds "
                           f"${rob_bank_takes(play, seat, landed=False)} to the wages passing, "
                           f"${rob_bank_takes(play, seat, landed=True)} landing; otherwise you lose the wages "
                           "and go to Jail"}


def _rob_bank_order(play: Play, seat: int, aim: str) -> None:
    play.sheet(seat)["class_data"]["rob_bank"] = aim == "on"
    play.say(f"{play.name(seat)} will {'rob' if aim == 'on' else 'no longer rob'} the bank at Mother Earth.")


def _rob_at_mother_earth(play: Play, seat: int, exact: bool) -> None:
    """The wages wait on her die: held back now, paid with the take if the check passes,
    forfeited if it fails (Dungeonopoly D-19, D-64)."""
    if not (robs_the_bank(play, seat) and _skilled(play, seat, "rob_bank") and play.due > 0):
        return
    if play.question_in_hand:
        play.say(f"{play.name(seat)} has no time to rob the bank this time.")   # one question at a time
        return
    wages, play.due = play.due, 0
    use(play, seat, "rob_bank")
    play.say(f"{play.name(seat)} tries to rob the bank at Mother Earth: the ${wages} wages wait on the die.")
    check(play, seat, "rob_bank", "at Mother Earth", wages=wages, landed=exact)


def _robbery_checked(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    seat, wages = pending["seat"], pending["wages"]
    if not passed(play, seat, "rob_bank", roll):
        # Dungeonopoly: Rogue abilities, Rob Bank, "she forfeits her entire GO bonus and goes to jail" (D-19)
        play.say(f"{play.name(seat)} is caught robbing the bank ({roll}): the ${wages} wages are lost.")
        _jail(play, seat, "robbing the bank")
        return
    take = rob_bank_takes(play, seat, landed=pending["landed"])
    play.say(f"{play.name(seat)} robs the bank ({roll}): ${wages} wages and ${take} more.")
    play.pay(wages + take, "misc", seat, "wages, and a bank robbery")
    earn(play, seat)                            # the wages, collected after all: Dungeonopoly D-19
    succeed(play, seat, "rob_bank")


# -- Steal ------------------------------------------------------------------------------------------
def _loot(play: Play, seat: int) -> str:
    """The lot she stands on if she can steal there: an opponent's, with a house, not tried this turn."""
    lot = play.space_id_at(seat)
    if (deeds.deeds_count(play) and deeds.is_lot(play, lot) and deeds.houses(play, lot)   # Dungeonopoly D-21, D-71
            and deeds.theirs(play, lot, seat) and not _tried(play, seat, f"steal@{lot}")):
        return lot
    return ""


def _steal_offers(play: Play, seat: int) -> dict[str, str]:
    lot = _loot(play, seat)
    if not lot or not _skilled(play, seat, "steal"):
        return {}
    owner, rent = deeds.holder(play, lot), rent_if_caught(play, seat, lot)
    caught = f"you pay the ${rent} rent and go to Jail" if rent else "you go to Jail (the rent is paid)"
    return {"steal": f"Steal from {play.name(owner)}'s {play.space_of(lot).name}: {odds(play, seat, 'steal')} "
                     f"makes {play.name(owner)} pay you ${steal_gain(play, seat, lot)}; otherwise {caught}"}


def _steal(play: Play, seat: int, _: str) -> None:
    lot = _loot(play, seat)
    _try(play, seat, f"steal@{lot}", "steal")
    check(play, seat, "steal", f"on {play.space_of(lot).name}", lot=lot)


def _steal_checked(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    seat, lot = pending["seat"], pending["lot"]
    owner, name = deeds.holder(play, lot), play.space_of(lot).name
    if not deeds.theirs(play, lot, seat):
        return
    if passed(play, seat, "steal", roll):
        take = steal_gain(play, seat, lot)
        play.say(f"{play.name(seat)} loots {name} ({roll}): {play.name(owner)} pays her ${take}.")
        play.pay(take, owner, seat, f"{play.name(seat)}'s Steal on {name}")     # he raises it as any debt
        succeed(play, seat, "steal")
        return
    # Dungeonopoly: Rogue abilities, Steal, "she must pay rent on the property normally if she has
    # not done so already, then go to jail" (Dungeonopoly D-68)
    rent = rent_if_caught(play, seat, lot)
    play.say(f"{play.name(seat)} is caught looting {name} ({roll})" + (f": ${rent} rent, and to Jail." if rent else
                                                                       ": to Jail."))
    if rent:
        play.pay(rent, seat, owner, f"rent on {name}")
        play.sheet(seat)["class_data"]["rent_paid_on"] = lot
        for_rent(play, seat, owner, rent, lot)          # rent paid to an opponent: Dungeonopoly D-14
    _jail(play, seat, f"looting {name}")


def _rent_paid(play: Play, seat: int, info: Mapping[str, Any]) -> None:
    if info["owner"] != seat and info["amount"] > 0:
        play.sheet(seat)["class_data"]["rent_paid_on"] = info["space"]


# -- the class module interface (registry) ----------------------------------------------------------


def _jailed_placing(play: Play, seat: int) -> dict[str, str]:
    return rogue_ranks.offers(play, seat) if play.table.in_jail[seat] else {}


#: Where each skill is offered, in the order its options are listed.
OFFERED_AT: dict[str, tuple[Offers, ...]] = {
    "before_throw": (rogue_ranks.offers, _rob_bank_offers, rogue_sneak.sneak_offers, _pockets_offers,
                     _steal_offers, _release_offers),
    "after_move": (rogue_sneak.backstab_offers, _pockets_offers, _steal_offers, _release_offers,
                   rogue_sneak.come_out_offers),
    "in_jail": (_escape_offers, _jailed_placing),
}
USES: Uses = {
    rogue_ranks.PLACE: lambda play, seat, _: rogue_ranks.ask_skill(play, seat),
    "open_locks": _open_locks, "pick_pockets": _pick_pockets, "rob_bank": _rob_bank_order,
    "sneak": rogue_sneak.choose_sneak, "backstab": rogue_sneak.choose_backstab,
    "come_out_of_sneak": rogue_sneak.choose_come_out, "steal": _steal}
ANSWERS: Answers = {
    **rogue_ranks.ANSWERS, "open_locks": _locks_checked, "escape": _escape_answered,
    "pick_pockets": _pockets_checked, "rob_bank": _robbery_checked, "sneak": rogue_sneak.sneak_checked,
    "slowed_sneak": rogue_sneak.slowed_step, "steal": _steal_checked}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    return offered(OFFERED_AT, play, seat, point)


def choose(play: Play, seat: int, option: str) -> None:
    chosen(USES, play, seat, option)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    answered(ANSWERS, play, pending, choice)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    if not play.draws_on(seat, CLASS_ID):       # her own class, or skills borrowed from it
        return
    if trigger == "throw_due":
        rogue_sneak.throw_due(play, seat)
    elif trigger == "thrown":
        rogue_sneak.thrown(play, seat, info["total"])
    elif trigger == "wages_due":
        _rob_at_mother_earth(play, seat, info["exact"])
    elif trigger == "jail_due" and play.table.turn == seat:
        _turn(play, seat)["jailed"] = True              # for Open Locks on the same turn: D-63
    elif trigger == "rent_paid":
        _rent_paid(play, seat, info)
    elif trigger == "moved":
        play.sheet(seat)["class_data"].pop("rent_paid_on", None)     # a new stop, a new rent
    elif trigger == "turn_ends":
        _escape_now(play, seat)


def describe(play: Play, seat: int) -> list[str]:
    lines = rogue_ranks.describe(play, seat)
    if robs_the_bank(play, seat):
        lines.append("Robs the bank whenever she reaches Mother Earth")
    return lines
