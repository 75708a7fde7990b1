"""The Druid's Wild Shape: the bear that mauls, the eagle that flies, the wolf that follows a scent.

From Dungeonopoly by Curtis & Kelsey Rueden, Druid abilities, levels 3, 6 and 9, "Wild Shape"; the
rules here are our own summaries. Once a turn, before throwing or after moving, she shifts into an
animal form she knows or back into her own; shifting earns nothing, and in animal form she casts no
spell (D-101). She knows one form, two from level 6 and three from level 9, each learned the first
time she takes it (D-97). A bear mauls an opponent on her square for twice the usual damage; an
eagle throws three dice for her move and drops the lowest (D-106); a wolf moves to an opponent's
square within her range, passing and landing as any move does (D-102).

Her form is kept in her ``class_data`` (``shape``, "" for her own), with the forms she has learned
(``forms``).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import geometry, targets
from .classes import ANIMAL_FORMS
from .damage import owed, strike
from .play import Play
from .terms import ready, succeed, use

CLASS_ID = "druid"
FORMS = tuple(form.id for form in ANIMAL_FORMS)
HUMANOID = "humanoid"
#: Maul: "double damage ($40 per level instead of the usual $20)".
MAUL_TIMES = 2
#: The levels that bring a second and a third animal form (Druid abilities, levels 6 and 9).
MORE_FORMS_AT = (6, 9)


def _data(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["class_data"]


def shape(play: Play, seat: int) -> str:
    """Her animal form, or "" in her own."""
    return _data(play, seat).get("shape", "") if play.is_a(seat, CLASS_ID) else ""


def known(play: Play, seat: int) -> list[str]:
    return _data(play, seat).get("forms", [])


def form_slots(level: int) -> int:
    return 1 + sum(level >= at for at in MORE_FORMS_AT)


def learnable(play: Play, seat: int) -> tuple[str, ...]:
    """The forms she may take: those she knows, and any other while she has one still to learn."""
    have = known(play, seat)
    return FORMS if len(have) < form_slots(play.level(seat)) else tuple(have)


# -- shifting ---------------------------------------------------------------------------------------
def shift_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "wild_shape"):
        return {}
    now, words = shape(play, seat), {form.id: form.description for form in ANIMAL_FORMS}
    offers = {f"wild_shape-{form}": f"Wild Shape into a {form}: {words[form]} (no spells in animal form)"
              for form in learnable(play, seat) if form != now}
    if now:
        offers["wild_shape-humanoid"] = "Wild Shape back into your own form, to cast spells again"
    return offers


def shift(play: Play, seat: int, form: str) -> None:
    # Dungeonopoly: Druid abilities, level 3, "Shifting forms does not earn EP" (D-101)
    use(play, seat, "wild_shape")
    data = _data(play, seat)
    if form == HUMANOID:
        data["shape"] = ""
        play.say(f"{play.name(seat)} takes her own form again.")
        return
    if form not in data.setdefault("forms", []):
        data["forms"].append(form)                   # learned at her first shift into it: D-97
    data["shape"] = form
    play.say(f"{play.name(seat)} takes the shape of a {form}.")
    succeed(play, seat, "wild_shape")                # a use, though it earns nothing: D-101


# -- Bear: Maul ---------------------------------------------------------------------------------------
def maul_offers(play: Play, seat: int) -> dict[str, str]:
    if shape(play, seat) != "bear" or not ready(play, seat, "maul"):
        return {}
    return {f"maul-{foe}": f"Maul {play.name(foe)} on your square: ${owed(play, seat, foe, MAUL_TIMES)} damage "
                           "(twice the usual; once a turn)" for foe in targets.here(play, seat)}


def maul(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Druid abilities, level 3, "Bear"; once a turn, as the fighter's Attack (D-102)
    use(play, seat, "maul")
    if strike(play, seat, int(foe), "Maul", times=MAUL_TIMES):
        succeed(play, seat, "maul")


# -- Wolf: Scent ----------------------------------------------------------------------------------------
def _way_to(play: Play, seat: int, foe: int) -> int:
    """The steps to her square, the shorter way round (limited range counts either way: D-1)."""
    me, there, size = play.table.positions[seat], play.table.positions[foe], play.table.size
    ahead = geometry.steps_forward(me, there, size)
    return ahead if ahead <= size - ahead else -(size - ahead)


def scent_offers(play: Play, seat: int) -> dict[str, str]:
    if shape(play, seat) != "wolf" or not ready(play, seat, "scent"):
        return {}
    offers = {}
    for foe in targets.in_range(play, seat):
        steps = _way_to(play, seat, foe)
        if steps:
            way = "forward" if steps > 0 else "back"
            offers[f"scent-{foe}"] = (f"Scent: run {abs(steps)} square{'s' if abs(steps) > 1 else ''} {way} to "
                                      f"{play.name(foe)}'s square, passing and landing as usual (once a turn)")
    return offers


def scent(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Druid abilities, level 3, "Wolf": "counts as passing over and landing" (D-102)
    use(play, seat, "scent")
    steps = _way_to(play, seat, int(foe))
    play.show(int(foe), f"Scent on {play.name(int(foe))}")
    play.effect(move=seat, steps=steps, passes=True, lands=True)
    play.say(f"{play.name(seat)} follows {play.name(int(foe))}'s scent.")
    succeed(play, seat, "scent")


# -- Eagle: three dice, the lowest dropped ----------------------------------------------------------------
def eagle_throw(play: Play, seat: int) -> None:
    """An eagle's movement throw has a die more; the lowest is dropped as she moves (D-106)."""
    if shape(play, seat) == "eagle":
        play.due = {**play.due, "dice": min(3, play.due.get("dice", 2) + 1)}
        play.sheet(seat)["turn"]["eagle"] = True


def eagle_thrown(play: Play, seat: int, dice: list[int]) -> None:
    """The die she drops, kept for her move's ``move_due`` (``druid_paths``)."""
    turn = play.sheet(seat)["turn"]
    if turn.pop("eagle", False) and len(dice) > 1:
        turn["eagle_drop"] = min(dice)
        play.say(f"{play.name(seat)} flies: the {min(dice)} is dropped.")


def describe(play: Play, seat: int) -> list[str]:
    now = shape(play, seat)
    lines = [f"In the shape of a {now}" if now else "In her own form"] if play.has(seat, "wild_shape") else []
    if known(play, seat):
        lines.append("Animal forms: " + ", ".join(known(play, seat)))
    return lines


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    if trigger == "throw_due":
        eagle_throw(play, seat)
    elif trigger == "thrown":
        eagle_thrown(play, seat, list(info["dice"]))
