"""The Fighter, "who knocks down what others build": her ten abilities on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Core classes, Fighter; the rules here are our own
summaries. She strikes an opponent on her square (Attack, level 1); throws a third die to go
faster, at the price of every other ability that turn (Run, 2); shoots along her edge of the
board, 10% a level (Far Shot, 3); stares a landlord out of his rent with a d20 of her level or
less (Intimidate, 4); strikes the opponents she passed on her move (Combat Reflexes, 5); knocks a
house off an opponent's lot she lands on (Raze, 6); puts a free house on her own lot she lands on
(Fortify, 7); takes over an opponent's pledged card she lands on (Conquer, 8); pays half of any
damage (Veteran, 9, in ``damage``); and once round the board steps one to four squares instead of
throwing (Abundant Step, 10).

The class module interface is in ``registry``. Option ids are an ability's id, with ``-`` and
what it is aimed at when it is aimed (``attack-2``: Attack on seat 2).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, dice, geometry, targets
from .checks import chance, far_shot_faces, far_shot_hits, intimidate_faces, intimidate_succeeds
from .damage import owed, strike
from .menus import Answers, Offers, Uses, answered, chosen, offered
from .fighter_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .money import transfer_fee, unmortgage_price
from .play import Ask, Play, account_seat
from .terms import ready, succeed, use

CLASS_ID = "fighter"
#: Abundant Step's reach: "move forward one to four squares" (D-22).
STEPS = (1, 2, 3, 4)
#: What Conquer needs of the host that it cannot yet do: a pledged card's note repaid by someone
#: else, or handed to the new holder with the card (Dungeonopoly D-36).
NOTE_EFFECTS = frozenset({"forgive_note", "take_note"})


def _turn(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["turn"]


def _running(play: Play, seat: int) -> bool:
    """"If the fighter chooses to run, she cannot use any other class abilities during that
    turn" (Dungeonopoly D-28)."""
    return "run" in _turn(play, seat)["used"]


def _percent(faces: int) -> str:
    return f"{float(chance(faces)):.0%}"


def _here(play: Play, seat: int) -> str:
    return play.space_id_at(seat)


def _landed_here(play: Play, seat: int) -> bool:
    """She stands where she landed this turn (Raze, Fortify and Conquer work on landing)."""
    return play.table.positions[seat] in _turn(play, seat)["landed"]


# -- Attack (level 1) ---------------------------------------------------------------------------
def _attack_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "attack"):
        return {}
    attacked = _turn(play, seat).get("attacked", [])
    return {f"attack-{foe}": f"Attack {play.name(foe)} on your square: ${owed(play, seat, foe)} damage "
                             f"(each opponent once a turn, before or after moving)"
            for foe in targets.here(play, seat) if foe not in attacked}


def _attack(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Fighter abilities, level 1; each opponent once a turn: Dungeonopoly D-27
    use(play, seat, "attack")
    _turn(play, seat).setdefault("attacked", []).append(int(foe))
    if strike(play, seat, int(foe), "Attack"):
        succeed(play, seat, "attack")


# -- Run (level 2) --------------------------------------------------------------------------------
def _run_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "run") or _turn(play, seat)["used"]:
        return {}        # Run comes first or not at all, and bars the rest: Dungeonopoly D-28
    return {"run": "Run: throw a third die for this move; no other ability this turn"}


def _run(play: Play, seat: int, _: str) -> None:
    use(play, seat, "run")
    succeed(play, seat, "run")
    play.say(f"{play.name(seat)} runs: a third die for this move.")


def _run_throw(play: Play, seat: int) -> None:
    """The throw she runs on has one die more; the usual two still make doubles and sevens (D-15)."""
    if _running(play, seat):
        play.due = {**play.due, "dice": min(3, play.due.get("dice", 2) + 1)}


# -- Far Shot (level 3) ---------------------------------------------------------------------------
def _far_shot_offers(play: Play, seat: int) -> dict[str, str]:
    # "nor can she use Far Shot unless it is following a normal move that same turn": in 1906 a
    # double gives no second throw, so never after Abundant Step (mapping, "Doubles").
    if not ready(play, seat, "far_shot") or "abundant_step" in _turn(play, seat)["used"]:
        return {}
    faces = far_shot_faces(play.level(seat))
    me = play.table.positions[seat]
    return {f"far_shot-{foe}": (
        f"Far Shot at {play.name(foe)}, {geometry.distance(me, play.table.positions[foe], play.table.size)} "
        f"squares along your edge: a d20 of {faces} or less hits ({_percent(faces)}) for "
        f"${owed(play, seat, foe)} damage (once a turn)") for foe in targets.in_sight(play, seat)}


def _far_shot(play: Play, seat: int, foe: str) -> None:
    use(play, seat, "far_shot")      # once a turn, hit or miss
    faces = far_shot_faces(play.level(seat))
    dice.check(play, seat, "far_shot", f"{play.name(seat)}'s Far Shot at {play.name(int(foe))}: {faces} or "
                     "less hits.", faces, target=int(foe))


def _far_shot_lands(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    # Dungeonopoly: Fighter abilities, level 3, "If the shot misses, no EP is earned" (D-8)
    seat, foe = pending["seat"], pending["target"]
    if not far_shot_hits(play.level(seat), roll):
        play.say(f"{play.name(seat)}'s Far Shot at {play.name(foe)} misses ({roll}).")
    elif strike(play, seat, foe, "Far Shot"):
        succeed(play, seat, "far_shot")


# -- Intimidate (level 4) -------------------------------------------------------------------------
def _landlords(play: Play, seat: int, held: Mapping[str, Any]) -> list[int]:
    """The opponents a held rent is owed to who can be intimidated: a character is its target, so
    not one hidden, in Sanctuary or in jail; rent owed to the public cannot be (D-10)."""
    owners = [account_seat(account) for account, amount in held["payees"] if amount > 0]
    return [owner for owner in owners if owner >= 0 and not play.table.teammates(seat, owner)
            and targets.targetable(play, owner, by=seat)]


def _intimidate_offers(play: Play, seat: int) -> dict[str, str]:
    held = play.table.held
    if (not held or held.get("action") != "charge" or not ready(play, seat, "intimidate")
            or f"intimidate@{held['space']}" in _turn(play, seat)["tried"]):
        return {}
    landlords = _landlords(play, seat, held)
    if not landlords:
        return {}
    faces = intimidate_faces(play.level(seat))
    rent = sum(amount for account, amount in held["payees"] if account_seat(account) in landlords)
    who = " and ".join(play.name(owner) for owner in landlords)
    return {"intimidate": f"Intimidate {who}: a d20 of {faces} or less ({_percent(faces)}) and the ${rent} "
                          f"is not owed; otherwise you pay it"}


def _intimidate(play: Play, seat: int, _: str) -> None:
    held = play.table.held
    use(play, seat, "intimidate")
    _turn(play, seat)["tried"].append(f"intimidate@{held['space']}")    # Dungeonopoly D-35
    landlords = _landlords(play, seat, held)
    faces = intimidate_faces(play.level(seat))
    dice.check(play, seat, "intimidate", f"{play.name(seat)} intimidates the landlord: {faces} or less and "
                     "no rent.", faces, landlords=landlords)


def _intimidate_ends(play: Play, pending: Mapping[str, Any], roll: int) -> None:
    seat = pending["seat"]
    who = " and ".join(play.name(owner) for owner in pending["landlords"])
    if not intimidate_succeeds(play.level(seat), roll):
        play.say(f"{who} will not be intimidated by {play.name(seat)} ({roll}): she pays.")
        return
    forgiven = {f"p{owner}" for owner in pending["landlords"]}
    rest = [[account, amount] for account, amount in play.table.held["payees"]
            if account not in forgiven and amount > 0]
    play.effect(**({"amend": rest} if rest else {"cancel": True}))
    play.say(f"{play.name(seat)} intimidates {who} ({roll}): no rent to {who}.")
    succeed(play, seat, "intimidate")


# -- Combat Reflexes (level 5) -----------------------------------------------------------------------
def _reflexes_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "combat_reflexes"):
        return {}
    struck = _turn(play, seat).get("struck", [])
    return {f"combat_reflexes-{foe}": f"Combat Reflexes on {play.name(foe)}, whom you passed: "
                                      f"${owed(play, seat, foe)} damage (each opponent passed, once)"
            for foe in _turn(play, seat)["passed"] if foe not in struck and targets.targetable(play, foe, by=seat)}


def _reflexes(play: Play, seat: int, foe: str) -> None:
    # Offered once her move is over, for each opponent passed on it: Dungeonopoly D-29
    use(play, seat, "combat_reflexes")
    _turn(play, seat).setdefault("struck", []).append(int(foe))
    if strike(play, seat, int(foe), "Combat Reflexes"):
        succeed(play, seat, "combat_reflexes")


# -- Raze (level 6) ---------------------------------------------------------------------------------
def _raze_due(play: Play, seat: int, position: int) -> None:
    """Landing on an opponent's lot with houses: one comes down, after the rent is paid, when her
    turn ends (Dungeonopoly D-30). It is not her choice, but it is a use that earns EP (D-9)."""
    lot = play.space(position).id
    if (ready(play, seat, "raze") and not _running(play, seat) and deeds.deeds_count(play)
            and deeds.is_lot(play, lot) and deeds.theirs(play, lot, seat)
            and deeds.houses(play, lot) and not deeds.guarded(play, lot)):
        _turn(play, seat).setdefault("raze", []).append(lot)      # Dungeonopoly D-30


def _raze(play: Play, seat: int) -> None:
    for lot in _turn(play, seat).pop("raze", []):
        if deeds.houses(play, lot) and deeds.theirs(play, lot, seat) and not deeds.guarded(play, lot):
            use(play, seat, "raze")
            play.effect(remove_house=lot)
            play.say(f"{play.name(seat)} razes a house on {play.space_of(lot).name}.")
            succeed(play, seat, "raze")


# -- Fortify (level 7) -------------------------------------------------------------------------------
def _fortify_offers(play: Play, seat: int) -> dict[str, str]:
    lot, turn = _here(play, seat), _turn(play, seat)
    if not (ready(play, seat, "fortify") and deeds.deeds_count(play) and _landed_here(play, seat)
            and deeds.is_lot(play, lot) and deeds.mine(play, lot, seat)
            and lot not in turn["bought"] and lot not in turn.get("fortified", [])
            and deeds.may_build(play, lot) and not deeds.pledged(play, lot)):
        return {}      # her own lot, not bought this turn, not pledged, room for a house: Dungeonopoly D-37
    have = deeds.houses(play, lot)
    return {"fortify": f"Fortify {play.space_of(lot).name}: a free house ({have} to {have + 1}; "
                       f"at most {play.table.houses_per_lot})"}


def _fortify(play: Play, seat: int, _: str) -> None:
    lot = _here(play, seat)
    use(play, seat, "fortify")
    _turn(play, seat).setdefault("fortified", []).append(lot)
    play.effect(add_house=lot)
    play.say(f"{play.name(seat)} fortifies {play.space_of(lot).name}: a house goes up for nothing.")
    succeed(play, seat, "fortify")


# -- Conquer (level 8) -------------------------------------------------------------------------------
def _conquer_terms(play: Play, seat: int) -> dict[str, int]:
    """The ways she may take the card she stands on, with what each costs: repay the note it
    secures at 110%, or pay a 10% fee and owe the note herself if her own cards cover it (D-36)."""
    card = _here(play, seat)
    owner = deeds.holder(play, card)
    if not (ready(play, seat, "conquer") and NOTE_EFFECTS <= play.host_effects and deeds.deeds_count(play)
            and _landed_here(play, seat) and play.space(play.table.positions[seat]).kind in deeds.PROPERTY_KINDS
            and deeds.theirs(play, card, seat) and deeds.pledged(play, card)):
        return {}
    note, cash = play.table.note_value, play.table.cash[seat]
    terms = {"repay": unmortgage_price(note), "keep": transfer_fee(note)}
    secured = deeds.security(play, seat) + play.space_of(card).price
    covered = secured >= (play.table.notes[seat] + 1) * deeds.note_cover(play)
    return {way: cost for way, cost in terms.items() if cost <= cash and (way == "repay" or covered)}


def _conquer_offers(play: Play, seat: int) -> dict[str, str]:
    terms = _conquer_terms(play, seat)
    if not terms:
        return {}
    card, owner = _here(play, seat), deeds.holder(play, _here(play, seat))
    words = {"repay": "pay ${} to clear the note it secures", "keep": "pay a ${} fee and owe its note yourself"}
    return {f"conquer-{way}": f"Conquer {play.space_of(card).name} from {play.name(owner)}: {words[way].format(cost)}"
            for way, cost in terms.items()}


def _conquer(play: Play, seat: int, way: str) -> None:
    card = _here(play, seat)
    owner, cost = deeds.holder(play, card), _conquer_terms(play, seat)[way]
    use(play, seat, "conquer")                  # Dungeonopoly D-36
    play.pay(cost, seat, "misc", f"conquering {play.space_of(card).name}")
    play.effect(**({"forgive_note": owner} if way == "repay" else {"take_note": owner, "to": seat}))
    play.effect(give_card=card, to=seat)
    play.say(f"{play.name(seat)} conquers {play.space_of(card).name} from {play.name(owner)}.")
    succeed(play, seat, "conquer")


# -- Abundant Step (level 10) ------------------------------------------------------------------------
def _step_offers(play: Play, seat: int) -> dict[str, str]:
    # Out of the Poor House only by a throw she can afford (Rule 12): no step out of it (D-38).
    if not ready(play, seat, "abundant_step") or play.table.in_poor_house[seat]:
        return {}
    return {"abundant_step": "Abundant Step: instead of throwing, step 1 to 4 squares forward and land there, "
                             "passing none (once until Mother Earth)"}


def _abundant_step(play: Play, seat: int, _: str) -> None:
    play.question(seat, Ask(seat, "step", STEPS, f"{play.name(seat)}: how many squares to step, 1 to 4?"),
                  "abundant_step")


def _step(play: Play, pending: Mapping[str, Any], steps: int) -> None:
    # Dungeonopoly: Fighter abilities, level 10: no throw; the squares crossed are not passed, so
    # no wages, no EP and nothing cleared even at Mother Earth; the square is landed on.
    # Dungeonopoly D-38
    seat = pending["seat"]
    use(play, seat, "abundant_step")
    play.effect(skip_throw=True)
    play.effect(move=seat, steps=steps, passes=False, lands=True)
    play.say(f"{play.name(seat)} takes an Abundant Step of {steps}.")
    succeed(play, seat, "abundant_step")


# -- the class module interface (registry) ----------------------------------------------------------
#: Where each ability is offered, in the order its options are listed.
OFFERED_AT: dict[str, tuple[Offers, ...]] = {
    "before_throw": (_attack_offers, _far_shot_offers, _run_offers, _step_offers),
    "after_move": (_attack_offers, _far_shot_offers, _reflexes_offers, _fortify_offers, _conquer_offers),
    "rent_owed": (_intimidate_offers,),
}
USES: Uses = {
    "attack": _attack, "run": _run, "far_shot": _far_shot, "intimidate": _intimidate,
    "combat_reflexes": _reflexes, "fortify": _fortify, "conquer": _conquer, "abundant_step": _abundant_step}
ANSWERS: Answers = {
    "far_shot": _far_shot_lands, "intimidate": _intimidate_ends, "abundant_step": _step}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    return {} if _running(play, seat) else offered(OFFERED_AT, play, seat, point)


def choose(play: Play, seat: int, option: str) -> None:
    chosen(USES, play, seat, option)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    answered(ANSWERS, play, pending, choice)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    if not play.draws_on(seat, CLASS_ID):       # her own class, or abilities borrowed from it
        return
    if trigger == "throw_due":
        _run_throw(play, seat)
    elif trigger == "landed":
        _raze_due(play, seat, info["position"])
    elif trigger == "turn_ends":
        _raze(play, seat)
