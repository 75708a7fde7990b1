"""The Bard, "who sings her rivals into her rents": her abilities on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Bard; the rules here are our own
summaries. She pulls every character within her range onto her square (Fascinate, level 1); plays
a melody on any rent owed where she stands (Bardic Music, 2, with a melody more at 4, 6 and 8, in
``bard_music``); makes a character in range move with her, step for step, for the rest of the turn
(Suggestion, 3, a spell); reveals everyone on one square in range and spoils their next hiding
(Glitterdust, 5, a spell); once round the board moves seven squares instead of throwing (Bardic
Knowledge, 7); makes everyone in range move with her (Mass Suggestion, 9, a spell); and learns
three abilities of level 5 or less from other classes' lists (Jack-of-All-Trades, 10, through
``borrowing``, the Wish's mechanism too).

The class module interface is in ``registry``. Her spells are cast through ``spells`` (a wizard may
counter them, a Wish or a Book of Shadows copy them). Option ids are an ability's id, with ``-``
and its aim when it has one (``suggestion-2``: Suggestion on seat 2).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import bard_music, borrowing, geometry, spells, targets
from .bard_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .classes import get_ability
from .menus import Offers, Uses, class_choice, class_menu
from .play import Play
from .sheet import enchant
from .spells import Spell
from .targets import GLITTERDUST
from .terms import ready, succeed, use

CLASS_ID = "bard"
CASTING_POINTS = ("before_throw", "after_move")
#: Bardic Knowledge: "she may choose to move seven squares forward".
KNOWLEDGE_STEPS = 7
#: Her own turn's record of whom she has fascinated and who moves with her.
FASCINATED, FOLLOWERS = "fascinated", "followers"


def _turn(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["turn"]


def _touchable(play: Play, seat: int) -> bool:
    """Whom a mental effect on everyone near may reach: not a prisoner nor in the Poor House (D-4,
    D-39), not in Sanctuary, not an Ascended cleric; hidden characters are reached (D-83)."""
    sheet = play.sheet(seat)
    return (not play.table.in_jail[seat] and not play.table.in_poor_house[seat] and targets.mind_open(play, seat)
            and not any(e["id"] in targets.UNTARGETABLE for e in sheet["enchantments"]))


def _near(play: Play, bard: int) -> list[int]:
    """Every other character within her limited range (her own square included), hidden or not."""
    me, level = targets.place(play, bard), play.level(bard)
    return [other for other in play.opponents(bard)
            if _touchable(play, other) and geometry.in_range(me, targets.place(play, other), level, play.table.size)]


def _toward(play: Play, frm: int, to: int) -> int:
    """The steps from one square to another the short way round (D-82)."""
    forward = geometry.steps_forward(frm, to, play.table.size)
    return forward if forward <= play.table.size - forward else forward - play.table.size


def _carry(play: Play, seat: int, steps: int) -> None:
    """Move a character by an ability of hers: passing and landing as usual, unless she is hidden,
    when her move touches nothing (Bard abilities, Fascinate and Mass Suggestion)."""
    seen = not play.sheet(seat)["hidden"]
    play.effect(move=seat, steps=steps, passes=seen, lands=seen)


# -- Fascinate (level 1) ------------------------------------------------------------------------------
def _pulled(play: Play, bard: int) -> list[int]:
    here = play.table.positions[bard]
    done = _turn(play, bard).get(FASCINATED, [])
    return [o for o in _near(play, bard) if play.table.positions[o] != here and o not in done]


def _fascinate_offers(play: Play, bard: int) -> dict[str, str]:
    pulled = _pulled(play, bard)
    if not (ready(play, bard, "fascinate") and pulled):
        return {}
    who = ", ".join(play.name(o) for o in pulled)
    return {"fascinate": f"Fascinate: pull {who} onto your square, passing and landing as usual (each once a turn)"}


def _fascinate(play: Play, bard: int, _: str) -> None:
    # Dungeonopoly: Bard abilities, level 1 (D-82, D-83)
    pulled = _pulled(play, bard)
    use(play, bard, "fascinate")
    _turn(play, bard).setdefault(FASCINATED, []).extend(pulled)
    for other in pulled:
        play.show(other, f"Fascinate on {play.name(other)}")
        _carry(play, other, _toward(play, play.table.positions[other], play.table.positions[bard]))
    play.say(f"{play.name(bard)} fascinates {', '.join(play.name(o) for o in pulled)}: they come to her square.")
    succeed(play, bard, "fascinate")


# -- Suggestion (level 3) and Mass Suggestion (level 9) -------------------------------------------------
def _suggestion_offers(play: Play, bard: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    followers = _turn(play, bard).get(FOLLOWERS, [])
    return {str(o): f"Suggestion on {play.name(o)}: for the rest of this turn, each move you make she makes as far"
            for o in targets.in_range(play, bard) if o not in followers and targets.mind_open(play, o)}


def _suggestion(play: Play, bard: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Bard abilities, level 3 (D-85)
    target = int(aim)
    if not (targets.targetable(play, target, by=bard) and spells.aimed_at(play, bard, target, "suggestion")):
        return False
    _turn(play, bard).setdefault(FOLLOWERS, []).append(target)
    play.show(target, f"Suggestion on {play.name(target)}")
    play.say(f"{play.name(bard)} plants a Suggestion: {play.name(target)} will move with her this turn.")
    return True


def _mass_offers(play: Play, bard: int, point: str) -> dict[str, str]:
    followers = _turn(play, bard).get(FOLLOWERS, [])
    near = [o for o in _near(play, bard) if o not in followers]
    if point not in CASTING_POINTS or not near:
        return {}
    return {"": f"Mass Suggestion: {', '.join(play.name(o) for o in near)} move with you for the rest of this turn"}


def _mass_suggestion(play: Play, bard: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Bard abilities, level 9: everyone in range, the hidden too (D-85)
    near = [o for o in _near(play, bard) if o not in _turn(play, bard).get(FOLLOWERS, [])]
    _turn(play, bard).setdefault(FOLLOWERS, []).extend(near)
    play.say(f"{play.name(bard)}'s Mass Suggestion: {', '.join(play.name(o) for o in near)} will move with her.")
    return bool(near)


def _followers_move(play: Play, bard: int, info: Mapping[str, Any]) -> None:
    """She moved on her own turn: each who follows her moves as far the same way (D-85)."""
    steps = len(info["path"]) * info["direction"]
    for follower in _turn(play, bard).get(FOLLOWERS, []):
        if steps and not play.table.in_jail[follower] and not play.table.in_poor_house[follower]:
            _carry(play, follower, steps)
            play.say(f"{play.name(follower)} follows {play.name(bard)} {abs(steps)} squares.")


# -- Glitterdust (level 5) ------------------------------------------------------------------------------
def _squares_in_range(play: Play, bard: int) -> dict[int, list[int]]:
    """Each square within her range with an opponent on it, and everyone there (the hidden too)."""
    me, level, size = targets.place(play, bard), play.level(bard), play.table.size
    found: dict[int, list[int]] = {}
    for other in range(play.table.players):
        square = play.table.positions[other]
        if (not play.table.in_jail[other] and not play.table.in_poor_house[other]
                and geometry.square_in_range(me, square, level, size)):
            found.setdefault(square, []).append(other)
    return {square: who for square, who in found.items() if any(o != bard for o in who)}


def _glitter_offers(play: Play, bard: int, point: str) -> dict[str, str]:
    if point not in CASTING_POINTS:
        return {}
    return {str(square): f"Glitterdust on {play.space(square).name}: {', '.join(play.name(o) for o in who)} "
                         "revealed, and each one's next hiding fails"
            for square, who in _squares_in_range(play, bard).items()}


def _glitterdust(play: Play, bard: int, aim: str, via: str) -> bool:
    # Dungeonopoly: Bard abilities, level 5 (D-86)
    who = _squares_in_range(play, bard).get(int(aim), [])
    for other in who:
        sheet = play.sheet(other)
        sheet["hidden"] = False                         # revealed, but not landing where she stands
        enchant(sheet["enchantments"], GLITTERDUST, bard)
    play.say(f"{play.name(bard)} throws Glitterdust on {play.space(int(aim)).name}: "
             f"{', '.join(play.name(o) for o in who)} glitter.")
    return bool(who)


# -- Bardic Knowledge (level 7) --------------------------------------------------------------------------
def _knowledge_offers(play: Play, bard: int) -> dict[str, str]:
    if not ready(play, bard, "bardic_knowledge") or play.table.in_poor_house[bard]:
        return {}                                   # out of the Poor House only by a throw (D-38)
    return {"bardic_knowledge": "Bardic Knowledge: instead of throwing, move 7 squares (once until Mother Earth)"}


def _knowledge(play: Play, bard: int, _: str) -> None:
    # Dungeonopoly: Bard abilities, level 7: a move, not a throw, so no lucky-seven EP (D-90)
    use(play, bard, "bardic_knowledge")
    play.effect(skip_throw=True)
    play.effect(move=bard, steps=KNOWLEDGE_STEPS, passes=True, lands=True)
    play.say(f"{play.name(bard)} moves seven squares by Bardic Knowledge.")
    succeed(play, bard, "bardic_knowledge")


# -- Jack-of-All-Trades (level 10) --------------------------------------------------------------------------
def _jack_offers(play: Play, bard: int) -> dict[str, str]:
    return borrowing.lesson_offers(play, bard, get_ability(CLASS_ID, "jack_of_all_trades"))


def _jack(play: Play, bard: int, _: str) -> None:
    borrowing.ask_lesson(play, bard, get_ability(CLASS_ID, "jack_of_all_trades"), spells_only=False)


# -- the class module interface (registry) ---------------------------------------------------------------
SPELLS: dict[str, Spell] = {
    "suggestion": Spell(_suggestion_offers, _suggestion),
    "glitterdust": Spell(_glitter_offers, _glitterdust),
    "mass_suggestion": Spell(_mass_offers, _mass_suggestion),
}
OFFERED_AT: dict[str, tuple[Offers, ...]] = {
    "before_throw": (_jack_offers, bard_music.learn_offers, _fascinate_offers, _knowledge_offers,
                     bard_music.order_offers),
    "after_move": (_fascinate_offers,),      # her standing melody is set with the turn's business only
    "rent_owed": (bard_music.rent_offers,),
}
USES: Uses = {"fascinate": _fascinate, "bardic_music": bard_music.choose, "bardic_knowledge": _knowledge,
              "jack_of_all_trades": _jack}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    return class_menu(OFFERED_AT, SPELLS, CLASS_ID, play, seat, point)


def choose(play: Play, seat: int, option: str) -> None:
    class_choice(USES, SPELLS, CLASS_ID, play, seat, option)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    if pending["ability"] == "jack_of_all_trades":
        borrowing.lesson_learned(play, pending, choice)
    elif pending["ability"] == "bardic_music":
        bard_music.answer(play, pending, choice)
    else:
        borrowing.answer(play, pending, choice)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    for bard in range(play.table.players):
        if not play.is_a(bard, CLASS_ID):
            continue
        if trigger == "charge_due" and info["rent"]:
            bard_music.rent_due(play, bard, seat)
        elif trigger == "rent_paid":
            bard_music.rent_paid(play, bard, seat)
    if play.is_a(seat, CLASS_ID) and trigger == "moved" and seat == play.table.turn:
        _followers_move(play, seat, info)


def describe(play: Play, seat: int) -> list[str]:
    """Her melodies, the one she plays on rents, and what she borrowed."""
    names = {o.id: o.name for o in get_ability(CLASS_ID, "bardic_music").options}
    lines = []
    if bard_music.known(play, seat):
        lines.append("Melodies: " + ", ".join(names[m] for m in bard_music.known(play, seat)))
    if bard_music.standing(play, seat):
        lines.append(f"Plays {names[bard_music.standing(play, seat)]} on rents where she stands")
    if borrowing.lessons(play, seat):
        lines.append("Borrowed: " + ", ".join(get_ability(c, a).name for c, a in play.borrowed(seat)))
    return lines

