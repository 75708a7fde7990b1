"""Forms of an ability chosen once and kept: a bard's melodies, a warlock's pact and blast enhancements.

Dungeonopoly by Curtis & Kelsey Rueden: "She begins play with one melody, chosen from the following
list", then "learns a second Bardic Music melody, chosen from the list above" at level 4, and so
on. The data says it (``classes``): an ability with ``choose_on_gain`` N gives N of its options
when gained, and each later ability that ``adds_choice_to`` it gives one more. She picks them from
an option before she throws, ``<ability>-learn``, one question a pick, as a rogue places her points
(D-87); what she picked is kept in her sheet's ``class_data`` and never changes, under each
ability's own id, so a Gestalt character's two classes' choices are made apart (D-120).
"""
from __future__ import annotations

from typing import Any, Mapping

from .classes import Ability, get_class
from .play import Ask, Play

#: The option's aim that starts a pick.
LEARN = "learn"


def picked(play: Play, seat: int, ability_id: str) -> list[str]:
    """The options of the ability she has picked, in the order she picked them."""
    return list(play.sheet(seat)["class_data"].get("picks", {}).get(ability_id, []))


def allowed(play: Play, seat: int, ability: Ability) -> int:
    """How many of its options her level gives her."""
    level = play.level(seat)
    more = sum(1 for a in get_class(play.class_for(seat, ability.id)).abilities
               if a.adds_choice_to == ability.id and a.level <= level)
    return (ability.choose_on_gain + more) if ability.level <= level else 0


def left(play: Play, seat: int, ability: Ability) -> list[str]:
    """The options she may still pick: those not picked yet and whose ``requires`` she picked."""
    mine = picked(play, seat, ability.id)
    everything = [pick for picks in play.sheet(seat)["class_data"].get("picks", {}).values() for pick in picks]
    return [o.id for o in ability.options if o.id not in mine and (not o.requires or o.requires in everything)]


def due(play: Play, seat: int, ability: Ability) -> int:
    return min(allowed(play, seat, ability) - len(picked(play, seat, ability.id)), len(left(play, seat, ability)))


def offers(play: Play, seat: int, ability: Ability) -> dict[str, str]:
    """``<ability>-learn`` while picks are due."""
    count = due(play, seat, ability)
    if count <= 0:
        return {}
    return {f"{ability.id}-{LEARN}": f"{ability.name}: choose {count} more from its list, to keep"}


def ask(play: Play, seat: int, ability: Ability) -> None:
    names = {o.id: o.name for o in ability.options}
    choices = tuple(left(play, seat, ability))
    play.question(seat, Ask(seat, "pick", choices, f"{play.name(seat)}'s {ability.name}: which to learn? "
                            f"({', '.join(names[c] for c in choices)})"), ability.id, picking=True)


def answered(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    """Her pick is hers for good."""
    seat, ability_id = pending["seat"], pending["ability"]
    picks = play.sheet(seat)["class_data"].setdefault("picks", {})
    picks.setdefault(ability_id, []).append(str(choice))
    ability = play.ability(seat, ability_id)
    name = next(o.name for o in ability.options if o.id == choice)
    play.say(f"{play.name(seat)} learns {name} ({ability.name}).")
