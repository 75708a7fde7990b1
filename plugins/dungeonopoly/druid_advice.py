"""How a computer plays the Druid: the text's Druid tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Druid tactics, in our words: lay a primal spell after
moving to guard herself between turns (Obscuring Mist first, then Insect Plague and Hallow); keep
Barkskin on; learn the Eagle first and fly round the board; Entangle her best lot; and an
Antimagic Field where an opponent's ward or a Curse on her own lot is in the way (then the Bear's
Maul). Beyond the text: stride through the trees when a double would land her on an opponent's
rent, and call lightning and the insects when they hurt the others more than her. In animal form
she casts nothing, so she takes her own form again on a turn she wants a spell. Advice never changes
the game: it only picks among the options the game offers.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, druid_bark, druid_ground
from .play import Play
from .sheet import enchanted

#: "Obscuring Mist is an effective choice, as are Insect Plague and Hallow", to guard herself.
GUARDS = (druid_ground.HIDES, druid_ground.PLAGUES, druid_ground.HALLOWS)
#: "Learn Eagle form as soon as possible"; then the Bear's Maul, then the Wolf.
FORM_ORDER = ("eagle", "bear", "wolf")
#: Wards an Antimagic Field puts to sleep (the tactic's wizard with Mage Armor, a cleric's shield).
WARDS = ("mage_armor", "shield_of_faith", "sanctuary")


def _by_ability(offered: list[str]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for option in offered:
        found.setdefault(option.partition("-")[0], []).append(option)
    return found


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    by = _by_ability(offered)
    for pick in (_stride, _maul, _own_form, _barkskin, _antimagic, _doom, _lightning, _entangle, _guard,
                 _eagle, _scent):
        choice = pick(play, seat, by, point)
        if choice in offered:
            return choice
    return None


def _stride(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    """A double that would land her on an opponent's rent: stride to her dearest property instead."""
    held = play.table.held
    if "tree_stride" not in by or not held:
        return None
    land = play.table.spaces[(play.table.positions[seat] + sum(held["dice"])) % play.table.size]
    if not deeds.theirs(play, land.id, seat) or not play.table.rent.get(land.id, 0):
        return None
    return max(by["tree_stride"], key=lambda o: (deeds.houses(play, play.table.spaces[int(o[12:])].id), o))


def _maul(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    options = by.get("maul", [])
    return max(options, key=lambda o: play.table.cash[int(o.partition("-")[2])]) if options else None


def _own_form(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    """In the eagle before throwing, take her own form again to renew a Barkskin that is gone."""
    if point == "before_throw" and "wild_shape-humanoid" in by.get("wild_shape", []) and play.has(seat, "barkskin") \
            and not enchanted(play.sheet(seat)["enchantments"], druid_bark.BARKSKIN):
        return "wild_shape-humanoid"
    return None


def _barkskin(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    return "barkskin" if "barkskin" in by else None          # "Keep Barkskin active"


def _antimagic(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    """A ward on an opponent beside her (to Maul through it), or a Curse on her own lot."""
    here = play.space_id_at(seat)
    warded = any(play.table.positions[foe] == play.table.positions[seat]
                 and any(enchanted(play.sheet(foe)["enchantments"], ward) for ward in WARDS)
                 for foe in play.opponents(seat))
    cursed = deeds.mine(play, here, seat) and enchanted(play.slot["spaces"].get(here, []), "curse")
    return "primal_enchantment-antimagic_field" if warded or cursed else None


def _doom(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    return "creeping_doom" if "creeping_doom" in by and _doom_spares_her(play, seat) else None


def _doom_spares_her(play: Play, seat: int) -> bool:
    """Her own repairs are no more than everyone else's together."""
    from .druid import repairs        # the spell's own sums (imported late: the module imports this one)
    owed = repairs(play, seat)
    return owed.get(seat, 0) <= sum(amount for other, amount in owed.items() if other != seat)


def _lightning(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    return "call_lightning-people" if "call_lightning" in by else None


def _entangle(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    """"Use Entangle on your best property": her own lot with houses, the most of any of hers."""
    here = play.space_id_at(seat)
    if not deeds.mine(play, here, seat) or not deeds.houses(play, here):
        return None
    best = max((deeds.houses(play, s.id) for s in play.table.spaces if deeds.mine(play, s.id, seat)), default=0)
    return "primal_enchantment-entangle" if deeds.houses(play, here) >= best else None


def _guard(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    """"Use a Primal Enchantment spell after moving to protect yourself between turns"."""
    if point != "after_move":
        return None
    for form in GUARDS:
        if f"primal_enchantment-{form}" in by.get("primal_enchantment", []):
            return f"primal_enchantment-{form}"
    return None


def _eagle(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    """Take an animal form once the turn's spell is cast or none is wanted: the eagle first."""
    for form in FORM_ORDER:
        if f"wild_shape-{form}" in by.get("wild_shape", []):
            return f"wild_shape-{form}"
    return None


def _scent(play: Play, seat: int, by: dict[str, list[str]], point: str) -> str | None:
    """Run to an opponent standing on a square that costs her nothing: her own, or nobody's."""
    for option in by.get("scent", []):
        there = play.table.spaces[play.table.positions[int(option.partition("-")[2])]]
        if not deeds.theirs(play, there.id, seat):
            return option
    return None


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """The Druid puts no questions of her own."""
    return None
