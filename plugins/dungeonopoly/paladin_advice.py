"""How a computer plays the Paladin: the text's Paladin tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Paladin tactics, in our words: be careful with Challenge
(only when her cash is ample and she stakes the cheaper card); once she has a horse, ride it round
the board; end her turn in the Bulwark of Defense near her own improved lots and in the Thicket of
Blades elsewhere (on foot: a mounted paladin takes no stance); use Knight's Move to kick an
opponent onto her improved lot, or to step onto a better square herself; and counter every blow she
can. Advice never changes the game: it only picks among the options the game offers.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, paladin_duel, paladin_reach
from .play import Play

#: "Be careful with Challenge": cash she keeps beyond the pair's price before she duels.
DUEL_RESERVE = 100
#: Cash she keeps in hand when she bids.
BID_RESERVE = 25


def _landing(play: Play, option: str) -> tuple[int, int]:
    """Whom a Knight's Move moves, and onto which square."""
    who, _, way = option.partition("-")[2].partition("_")
    sign = 1 if way == "fwd" else -1
    return int(who), (play.table.positions[int(who)] + 3 * sign) % play.table.size


def _knights(play: Play, seat: int, offered: list[str]) -> str | None:
    """An opponent onto her improved lot first; else herself onto a square that costs her nothing."""
    best = None
    for option in (o for o in offered if o.startswith("knights_move-")):
        who, square = _landing(play, option)
        space = play.table.spaces[square]
        if who != seat and deeds.mine(play, space.id, seat) and deeds.houses(play, space.id):
            return option
        if who == seat and best is None and (space.kind == "park" or deeds.mine(play, space.id, seat)):
            best = option
    return best


def _stance(play: Play, seat: int, offered: list[str]) -> str | None:
    """Bulwark near her own improved lots, to hold opponents there; the Thicket elsewhere."""
    near_mine = any(deeds.mine(play, s.id, seat) and deeds.houses(play, s.id)
                    and paladin_reach.within_reach(play, seat, s.index) for s in play.table.spaces)
    for form in (("bulwark_of_defense", "thicket_of_blades") if near_mine else ("thicket_of_blades",
                                                                                "bulwark_of_defense")):
        if f"fighting_stance-{form}" in offered:
            return f"fighting_stance-{form}"
    return None


def _challenge(play: Play, seat: int, offered: list[str]) -> str | None:
    for option in (o for o in offered if o.startswith("challenge-")):
        foe = int(option.partition("-")[2])
        mine, theirs = (play.space_of(paladin_duel.stake(play, s)).price for s in (seat, foe))
        if mine <= theirs and play.table.cash[seat] >= paladin_duel.value(play, seat, foe) + DUEL_RESERVE:
            return option
    return None


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    for pick in (_knights(play, seat, offered), _challenge(play, seat, offered)):
        if pick:
            return pick
    for plain in ("celestial_mount-mount", "ride"):     # "use it to gallop around the board"
        if plain in offered:
            return plain
    return _stance(play, seat, offered)


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """Counter every blow; in a duel, bid up to the pair's printed prices, keeping a little cash."""
    if pending["ability"] == "counter":
        return "counter"
    if pending["ability"] == "challenge":
        bidder = decision.actor
        most = min(paladin_duel.value(play, pending["paladin"], pending["foe"]),
                   play.table.cash[bidder] - BID_RESERVE)
        return max([b for b in decision.options if b <= most], default=0)
    return None
