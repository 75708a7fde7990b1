"""What the cleric's powers do to a move: a glyph stops whoever passes it, Divine Power draws cards.

From Dungeonopoly by Curtis & Kelsey Rueden, Cleric abilities, levels 7 and 8; the rules here are
our own summaries. A Glyph of Warding on a property stops the next character to pass over it
there, its writer too, as if she had landed, and damages her; one pushed by Telekinesis stops but does not land
(D-56). Whenever a cleric of level 7 passes a Chance square she draws its card (she may refuse it by
Divine Favor); a card that moves her moves her from that square and the rest of her move is lost,
and otherwise she goes on with the rest (D-55). Passing Central Park, she takes the pot (D-33).

The host tells a house rule of every move twice: ``move_due`` before it (the rule may end it early
on a square of its path) and ``moved`` after. A move ended on a Chance square lands there when the
move is one that lands (a throw, a card's move), and the landing draws the card; a push by
Telekinesis, which lands nowhere, draws it by ``draw_chance``. Which moves are pushes the Wizard's
module says by marking the pushed character's turn (``pushed``). A push ending on Mother Earth
only passes it (D-19): the host never calls such wages ``exact``.
The rest of a broken move is made by a ``move`` effect once the card is done with: at the trigger
its consequence brings (a charge, a jail), when she refuses it, at her ``after_move`` point, or at
the latest as the turn ends.
"""
from __future__ import annotations

from typing import Any, Mapping

from .damage import strike
from .play import Play
from .sheet import disenchant, space_enchantments, tidy_spaces

GLYPH = "glyph_of_warding"
#: In a mover's ``turn``, from ``move_due`` to ``moved``: whether the move lands, and where it was stopped.
MOVE = "cleric_move"
#: In a cleric's ``class_data``: a move Divine Power broke off at a Chance square ("stage": stopped
#: there, the card "drawn", or the rest "going"), with the squares left ("steps", signed).
BROKEN = "divine_power"


# -- reading ----------------------------------------------------------------------------------------
def glyph_on(play: Play, space_id: str) -> dict[str, Any] | None:
    return next((e for e in play.slot["spaces"].get(space_id, []) if e["id"] == GLYPH), None)


def _catches(play: Play, index: int) -> bool:
    """A glyph lies there: it waits for "the next character", its writer included (D-56)."""
    return glyph_on(play, play.space(index).id) is not None


def _broken(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["class_data"].get(BROKEN) or {}


def _set_broken(play: Play, seat: int, record: dict[str, Any] | None) -> None:
    data = play.sheet(seat)["class_data"]
    if record:
        data[BROKEN] = record
    else:
        data.pop(BROKEN, None)


def _lands(play: Play, seat: int) -> bool:
    """Whether her move lands where it ends: not a push by Telekinesis (D-6), nor the rest of one."""
    broken = _broken(play, seat)
    if broken.get("stage") == "going":
        return broken["lands"]
    return not play.sheet(seat)["turn"].get("pushed")


def broken_off(play: Play, seat: int) -> bool:
    """Her move was broken off at a Chance square, the card is done with, and squares are left."""
    broken = _broken(play, seat)
    return broken.get("stage") == "drawn" and bool(broken["steps"])


def go_on_offer(play: Play, seat: int) -> dict[str, str]:
    steps = abs(_broken(play, seat)["steps"])
    return {"divine_power": f"Divine Power: go on with the {steps} square{'s' if steps > 1 else ''} left of your move"}


# -- before the move: where it stops ----------------------------------------------------------------------
def _move_due(play: Play, info: Mapping[str, Any]) -> None:
    mover, path = info["seat"], list(info["path"])
    landing = _lands(play, mover)
    if _broken(play, mover).get("stage") in ("drawn", "going"):
        # a card moving her from the Chance square, or the rest of her move: the record is spent
        # ("the remainder of the cleric's movement roll is discarded": Dungeonopoly D-55)
        _set_broken(play, mover, None)
    move: dict[str, Any] = {"lands": landing}
    play.sheet(mover)["turn"][MOVE] = move
    end = path.index(play.due) if play.due in path else len(path) - 1
    glyph = next((i for i, square in enumerate(path[:end]) if _catches(play, square)), None)
    chance = None
    if play.has(mover, "divine_power"):
        chance = next((i for i, square in enumerate(path[:end]) if play.space(square).kind == "chance"), None)
    stops = [i for i in (glyph, chance) if i is not None]
    if not stops:
        return
    stop = min(stops)
    play.due = move["stop"] = path[stop]            # Dungeonopoly D-55, D-56
    if stop == chance:
        _set_broken(play, mover, {"square": path[stop], "steps": info["direction"] * (end - stop),
                                  "lands": landing, "stage": "stopped"})


# -- after the move: the glyph, the card, the pot ------------------------------------------------------
def _moved(play: Play, info: Mapping[str, Any]) -> None:
    mover, path = info["seat"], list(info["path"])
    move = play.sheet(mover)["turn"].pop(MOVE, {"lands": True})
    to, landing = path[-1], move["lands"]
    # A push passes the square it ends on rather than landing there (D-6)
    passed = path[:-1] if landing else path
    if (move.get("stop") == to or not landing) and _catches(play, to):
        _spring(play, mover, to)
    if play.has(mover, "divine_power"):
        _draw_passed(play, mover, to, landing)
        if any(play.space(square).kind == "park" for square in passed):
            _take_pot(play, mover)


def _spring(play: Play, mover: int, index: int) -> None:
    """The glyph stops her and damages her, and is gone (Dungeonopoly D-56)."""
    space = play.space(index)
    glyph = glyph_on(play, space.id)
    assert glyph is not None, "a glyph springs only where it lies (_catches)"
    disenchant(space_enchantments(play.slot, space.id), GLYPH)
    tidy_spaces(play.slot)
    play.say(f"{play.name(glyph['by'])}'s Glyph of Warding stops {play.name(mover)} on {space.name}.")
    strike(play, glyph["by"], mover, "Glyph of Warding")


def _draw_passed(play: Play, seat: int, to: int, landing: bool) -> None:
    broken = _broken(play, seat)
    if broken.get("stage") == "stopped" and broken["square"] != to:
        _set_broken(play, seat, None)                 # something else stopped her sooner
    elif broken.get("stage") == "stopped":
        _draw(play, seat, broken, landing)
    elif not landing and play.space(to).kind == "chance":
        _draw(play, seat, {"square": to, "steps": 0, "lands": False}, landing)


def _draw(play: Play, seat: int, broken: dict[str, Any], landing: bool) -> None:
    # Dungeonopoly: Cleric abilities, level 7, "Whenever she passes a Chance ... square, she draws
    # the card". A stop that lands draws it as any landing on Chance does; a push does not land.
    _set_broken(play, seat, {**broken, "stage": "drawn"})
    play.say(f"Divine Power: {play.name(seat)} draws the card of the Chance square she passes.")
    if not landing:
        play.effect(draw_chance=seat)


def _take_pot(play: Play, seat: int) -> None:
    """"whenever she passes the Free Parking square, she collects the money from the central pot"
    (Central Park's pot; none under the Single Tax: Dungeonopoly D-33)."""
    if play.pot and not play.table.single_tax:
        play.say(f"Divine Power: {play.name(seat)} takes the pot passing Central Park: ${play.pot}.")
        play.pay(play.pot, "pot", seat, "the pot in Central Park, by Divine Power")


# -- after the card: the rest of the move --------------------------------------------------------------
def go_on(play: Play, seat: int) -> None:
    """The card drawn on the way is done with (refused, paid, or nothing to do): she goes on with
    the rest of her move from the Chance square, landing at its end if the move was one that lands."""
    broken = _broken(play, seat)
    if broken.get("stage") != "drawn":
        return
    if not broken["steps"] or play.table.in_jail[seat]:
        _set_broken(play, seat, None)
        return
    steps = broken["steps"]
    _set_broken(play, seat, {"stage": "going", "lands": broken["lands"]})
    play.say(f"{play.name(seat)} goes on with the {abs(steps)} square{'s' if abs(steps) > 1 else ''} "
             "left of her move.")
    play.effect(move=seat, steps=steps, passes=True, lands=broken["lands"])


def _card_done(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    """The triggers by which a card drawn on the way shows it is done with, without moving her."""
    seat = info["seat"]
    if trigger == "charge_due" and info["kind"] == "chance":
        go_on(play, seat)                             # she pays the card, then goes on
    elif trigger == "jail_due" and _broken(play, seat).get("stage") == "drawn":
        if play.due is False:
            go_on(play, seat)                         # an Ascended cleric shrugs the card off
        else:
            _set_broken(play, seat, None)             # to jail: the move is over
    elif trigger in ("throw_due", "turn_ends"):
        # a card that only paid her leaves no trace: by the next throw, or the turn's end, it is done
        for other in range(play.table.players):
            go_on(play, other)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    if trigger == "move_due":
        _move_due(play, info)
    elif trigger == "moved":
        _moved(play, info)
    elif trigger == "turn_begins":
        for seat in range(play.table.players):        # nothing of a move outlives its turn
            _set_broken(play, seat, None)
    else:
        _card_done(play, trigger, info)
