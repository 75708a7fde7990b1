"""The Paladin, "a holy knight who focuses on chivalry and defense": her abilities on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Paladin; the rules here are our own
summaries. She damages back an opponent within reach who damages her (Counter, level 1); duels an
opponent on her edge for a card each (Challenge, 2, ``paladin_duel``); rides a mount whose dice
grow, trot, canter, gallop (Celestial Mount, 3); ends her turn in a stance, Thicket of Blades or
Bulwark of Defense (Fighting Stance, 4 and 8, ``paladin_stance``); moves herself or an opponent on
her edge three squares (Knight's Move, 5); is untouchable on a double (Divine Grace, 6), burns
opponents who start their turn beside her (Holy Aura, 7), holds a fund against harm (Heart of the
Titan, 9) and reaches two squares (Holy Sword, 10): those four in ``paladin_reach``.

Option ids are an ability's id, with ``-`` and its aim (``knights_move-1_back``: Ben, three back).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import dice, geometry, paladin_duel, paladin_reach, paladin_stance, targets
from .damage import owed, strike
from .experience import earn
from .menus import Answers, Offers, Uses, answered, chosen, offered
from .paladin_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .play import Ask, Play
from .terms import ready, succeed, use

CLASS_ID = paladin_reach.CLASS_ID
#: Celestial Mount: "the first move is at a trot and rolls 2d8; the second move is at a canter and
#: rolls 2d10; and third and later moves are at a gallop and roll 2d12".
GAITS = ((8, "trot"), (10, "canter"), (12, "gallop"))
#: The mount's throw: two dice, each read (a double is a double, as a throw's is: D-109).
MOUNT_DICE = "mount_dice"
#: Knight's Move: "three squares either forward or backward".
KNIGHTS_STEPS = 3
WAYS = {"fwd": 1, "back": -1}
#: Her answers when a blow lands on her from within reach.
COUNTER_ANSWERS = ("counter", "let it pass")


def _data(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["class_data"]


def mounted(play: Play, seat: int) -> bool:
    return bool(_data(play, seat).get("mounted"))


# -- Counter (level 1) --------------------------------------------------------------------------------
def struck(play: Play, attacker: int, defender: int, how: str) -> None:
    """A blow landed on her: she is asked whether to counter an opponent within reach. A Counter is
    not itself countered, and only one question can be in hand (D-107)."""
    if (not play.is_a(defender, CLASS_ID) or attacker == defender or how == "Counter" or play.question_in_hand
            or not ready(play, defender, "counter") or not paladin_reach.reaches(play, defender, attacker)
            or not targets.targetable(play, attacker, by=defender)):
        return
    play.question(defender, Ask(defender, "strike_back", COUNTER_ANSWERS,
                                f"{play.name(defender)}: counter {play.name(attacker)} for "
                                f"${owed(play, defender, attacker)} damage?"), "counter", target=attacker)


def _countered(play: Play, pending: Mapping[str, Any], answer: str) -> None:
    seat, foe = pending["seat"], pending["target"]
    if answer != "counter" or not targets.targetable(play, foe, by=seat):
        return
    use(play, seat, "counter")
    if strike(play, seat, foe, "Counter"):
        succeed(play, seat, "counter")


# -- Celestial Mount (level 3) ------------------------------------------------------------------------------
def _mount_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "celestial_mount") or paladin_stance.in_stance_this_turn(play, seat):
        return {}
    if mounted(play, seat):
        return {"celestial_mount-dismount": "Dismount and dismiss your Celestial Mount (its dice start again)"}
    return {"celestial_mount-mount": "Summon and mount your Celestial Mount: ride on two eight-sided dice, then "
                                     "ten-sided, then twelve-sided"}


def _mount(play: Play, seat: int, how: str) -> None:
    # Dungeonopoly: Paladin abilities, level 3, "these actions earn EP" (D-109)
    use(play, seat, "celestial_mount")
    _data(play, seat).update(mounted=how == "mount", rides=0)
    play.say(f"{play.name(seat)} {'mounts her Celestial Mount' if how == 'mount' else 'dismounts'}.")
    succeed(play, seat, "celestial_mount")


def gait(play: Play, seat: int) -> tuple[int, str]:
    """The dice of her next ride: the faces of each of the two, and the pace."""
    return GAITS[min(_data(play, seat).get("rides", 0), len(GAITS) - 1)]


def _ride_offers(play: Play, seat: int) -> dict[str, str]:
    # Out of the Poor House only by a throw she can afford (Rule 12), as Abundant Step (D-38)
    if not mounted(play, seat) or not ready(play, seat, "ride") or play.table.in_poor_house[seat]:
        return {}
    faces, pace = gait(play, seat)
    return {"ride": f"Ride at a {pace}: throw two {faces}-sided dice for your move instead of the usual two"}


def _ride(play: Play, seat: int, _: str) -> None:
    faces, pace = gait(play, seat)
    dice.throw(play, seat, "ride", dice.Dice(faces, 2, total=False, kind=MOUNT_DICE),
               f"{play.name(seat)} rides at a {pace}.", moves=seat)


def _rode(play: Play, pending: Mapping[str, Any], thrown: Any) -> None:
    """The mount's dice move her, passing and landing as a throw does; doubles and sevens earn as
    a throw's do, and a double brings Divine Grace (D-109)."""
    seat = pending["seat"]
    use(play, seat, "ride")
    _data(play, seat)["rides"] = _data(play, seat).get("rides", 0) + 1
    pair = list(thrown)
    play.effect(skip_throw=True)
    play.effect(move=seat, steps=sum(pair), passes=True, lands=True)
    play.say(f"{play.name(seat)} rides {sum(pair)} squares ({pair[0]} and {pair[1]}).")
    # "Rolling doubles" and "Rolling 7" earn as for any movement throw, whatever the dice (D-109)
    lucky = (pair[0] == pair[1]) + (sum(pair) == 7)
    if lucky:
        earn(play, seat, lucky)
    _grace(play, seat, pair)


# -- Knight's Move (level 5) ------------------------------------------------------------------------------
def _in_sight(play: Play, seat: int) -> list[int]:
    """Herself, and opponents on an edge she stands on, her own square included, who may be moved."""
    me = targets.place(play, seat)
    return [seat] + [foe for foe in play.opponents(seat)
                     if targets.targetable(play, foe, by=seat) and targets.movable(play, foe)
                     and geometry.line_of_sight(me, targets.place(play, foe), play.table.size)]


def _knights_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "knights_move") or play.table.in_poor_house[seat] or paladin_reach.immovable(play, seat):
        return {}
    offers = {}
    for who in _in_sight(play, seat):
        for way, sign in WAYS.items():
            there = play.space((play.table.positions[who] + sign * KNIGHTS_STEPS) % play.table.size).name
            name = "yourself" if who == seat else play.name(who)
            offers[f"knights_move-{who}_{way}"] = (f"Knight's Move: {name} three squares "
                                                   f"{'forward' if sign > 0 else 'back'} to {there}, landing "
                                                   "there and passing nothing (once until Mother Earth)")
    return offers


def _knights_move(play: Play, seat: int, aim: str) -> None:
    # Dungeonopoly: Paladin abilities, level 5 (D-111)
    who, _, way = aim.partition("_")
    target = int(who)
    use(play, seat, "knights_move")
    if target != seat:
        play.show(target, f"Knight's Move on {play.name(target)}")
    play.effect(move=target, steps=WAYS[way] * KNIGHTS_STEPS, passes=False, lands=True)
    play.say(f"{play.name(seat)}'s Knight's Move takes {'her' if target == seat else play.name(target)} three "
             f"squares {'forward' if way == 'fwd' else 'back'}.")
    succeed(play, seat, "knights_move")


# -- Divine Grace (level 6) and Holy Aura (level 7) -------------------------------------------------------------
def _grace(play: Play, seat: int, thrown: list[int]) -> None:
    """"When the paladin rolls doubles, she is surrounded by an aura of protection" (D-112)."""
    if play.has(seat, "divine_grace") and len(thrown) > 1 and thrown[0] == thrown[1]:
        play.sheet(seat)["turn"]["grace"] = True
        play.say(f"Divine Grace: {play.name(seat)} is untouchable until her turn ends.")


def _graced_charge(play: Play, seat: int) -> None:
    """Nothing she would pay in her grace is paid: fees and rent alike (D-112)."""
    if paladin_reach.graced(play, seat) and play.due:
        play.say(f"Divine Grace: {play.name(seat)} pays nothing.")
        play.due = []


def _holy_aura(play: Play, seat: int) -> None:
    """An opponent starting her turn within a paladin's reach takes damage, hidden or not (D-112)."""
    for paladin in paladin_reach.paladins(play):
        if (paladin != seat and play.has(paladin, "holy_aura") and paladin_reach.reaches(play, paladin, seat)
                and not play.table.in_poor_house[seat]):
            strike(play, paladin, seat, "Holy Aura")


# -- the class module interface (registry) ------------------------------------------------------------------------
OFFERED_AT: dict[str, tuple[Offers, ...]] = {
    "before_throw": (paladin_duel.offers, _mount_offers, _knights_offers, _ride_offers),
    "after_move": (paladin_duel.offers, _mount_offers, _knights_offers, paladin_stance.offers),
}
USES: Uses = {"challenge": paladin_duel.challenge, "celestial_mount": _mount, "ride": _ride,
              "knights_move": _knights_move, "fighting_stance": paladin_stance.enter}
ANSWERS: Answers = {"counter": _countered, "ride": _rode, "challenge": paladin_duel.bid}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    # "entering one ends the paladin's turn": nothing more once she has taken a stance (D-110)
    return {} if paladin_stance.in_stance_this_turn(play, seat) else offered(OFFERED_AT, play, seat, point)


def choose(play: Play, seat: int, option: str) -> None:
    chosen(USES, play, seat, option)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    paladin_stance.react(play, trigger, info)
    if trigger == "turn_begins":
        _holy_aura(play, seat)
    if not play.is_a(seat, CLASS_ID):
        return
    if trigger == "thrown":
        _grace(play, seat, list(info["dice"]))
    elif trigger == "charge_due":
        _graced_charge(play, seat)
    elif trigger == "wages_due":
        paladin_reach.refill(play, seat)


def describe(play: Play, seat: int) -> list[str]:
    lines = []
    if mounted(play, seat):
        faces, pace = gait(play, seat)
        lines.append(f"Mounted: her next ride at a {pace} (two {faces}-sided dice)")
    if play.has(seat, "heart_of_the_titan"):
        lines.append(f"Heart of the Titan: ${paladin_reach.fund(play, seat)} against harm")
    return lines + paladin_stance.describe(play, seat)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    answered(ANSWERS, play, pending, choice)
