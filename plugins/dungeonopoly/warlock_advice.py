"""How a computer plays the Warlock: the text's Warlock tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Warlock tactics, in our words: keep every opponent hexed,
so that there is always someone to blast for EP; use Repelling Blast to push opponents onto her
own property; for brutality, the Infernal pact with Agonizing Blast first (the build we take: it
damages most often and most painfully), then Repelling Blast for position and Vampiric Blast for
cash. Advice never changes the game: it only picks among the options the game offers.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import borrowing, deeds
from .play import Play

#: "For maximum brutality, select the Fiendish pact and choose Agonizing Blast early."
PACT = "infernal"
ENHANCEMENT_ORDER = ("agonizing_blast", "repelling_blast", "vampiric_blast", "eldritch_spear")
#: Book of Shadows, best first: wards and steering spells the warlock lacks.
SPELL_ORDER = ("mage_armor", "shield_of_faith", "expeditious_retreat", "slow", "magic_missile", "suggestion",
               "sanctuary", "bless_curse")


def _rank(order: tuple[str, ...], choice: str) -> int:
    name = choice.rpartition(".")[2]
    return order.index(name) if name in order else len(order)


def _richest(play: Play, options: list[str]) -> str:
    return max(options, key=lambda o: (play.table.cash[int(o.partition("-")[2])], o))


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    by_ability: dict[str, list[str]] = {}
    for option in offered:
        by_ability.setdefault(option.partition("-")[0], []).append(option)
    for learning in ("pact-learn", "eldritch_blast-learn", "book_of_shadows-learn"):
        if learning in offered:
            return learning
    if point == "dice_thrown":
        drops = by_ability.get("dark_ones_own_luck", [])
        return max(drops, key=lambda o: _landing_worth(play, seat, o)) if drops else None
    if "eldritch_blast" in by_ability:              # "so that you can blast them for EP"
        return _richest(play, by_ability["eldritch_blast"])
    if "hex" in by_ability:                         # "Keep all opponents cursed whenever possible"
        return _richest(play, by_ability["hex"])
    crowns = by_ability.get("crown_of_madness", [])
    if crowns and play.table.cash[seat] > 200:
        return _richest(play, crowns)
    borrowed = [o for o in offered if borrowing.is_borrowed(play, seat, o, "warlock")]
    pick = borrowing.suggest(play, seat, borrowed, point) if borrowed else None
    if pick:
        return pick
    if "dark_ones_own_luck" in offered:
        return "dark_ones_own_luck"
    return None


def _landing_worth(play: Play, seat: int, option: str) -> float:
    """Where keeping these two dice takes her: away from rivals' rents, toward her own cards."""
    dice = play.sheet(seat)["turn"].get("luck_dice", [])
    dropped = int(option.partition("-")[2])
    steps = sum(dice) - dropped
    space = play.table.spaces[(play.table.positions[seat] + steps) % play.table.size]
    owner = deeds.holder(play, space.id)
    if deeds.theirs(play, space.id, seat):
        return -float(play.table.rent.get(space.id, 0))
    return play.pot / 10 if space.kind == "park" else 1.0 if owner == -1 and space.price else 0.0


def _push_worth(play: Play, pending: Mapping[str, Any], squares: int) -> float:
    """Repelling Blast: onto her own rent if she can ("force opponents to pay rent on your properties")."""
    seat, foe = pending["seat"], pending["target"]
    here, size = play.table.positions[foe], play.table.size
    ahead = (here - play.table.positions[seat]) % size
    way = 1 if ahead <= size - ahead else -1
    space = play.table.spaces[(here + way * squares) % size]
    return float(play.table.rent.get(space.id, 0)) if deeds.mine(play, space.id, seat) else -squares / 10


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """Her answers: her pact, her enhancements, her Book of Shadows, a push, a crowned foe's act."""
    options = list(decision.options)
    ability = pending["ability"]
    if ability == "pact":
        return PACT if PACT in options else options[0]
    if ability == "eldritch_blast" and pending.get("picking"):
        return min(options, key=lambda o: _rank(ENHANCEMENT_ORDER, str(o)))
    if ability == "eldritch_blast":
        return max(options, key=lambda squares: (_push_worth(play, pending, int(squares)), -int(squares)))
    if ability == "book_of_shadows":
        learnable = [o for o in options if o != borrowing.LATER]
        return min(learnable, key=lambda o: _rank(SPELL_ORDER, str(o))) if learnable else borrowing.LATER
    if ability == "crown_of_madness":                # anything not aimed back at her
        return next((o for o in options if o.partition("-")[2] != str(pending["seat"])), options[0])
    if ability == "pact_spell":                      # Misty Escape: as far back as she can
        return min(options)
    return borrowing.advise(play, pending, decision)
