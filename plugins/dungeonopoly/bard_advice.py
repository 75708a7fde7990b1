"""How a computer plays the Bard: the text's Bard tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Bard tactics, in our words: pull opponents in with
Fascinate and tow them with Suggestion onto her own property, with Bardic Knowledge to steer and
Dirge of Doom to make the rent hurt; Song of Freedom and Fascinate again for a second rent; pick
Jack-of-All-Trades abilities that punish whoever she pulls in (Attack, Pick Pockets, Combat
Reflexes), steer her moves (Expeditious Retreat, Sneak) or reach Ascended clerics (Holy Smite, Far
Shot, Intimidate). Advice never changes the game: it only picks among the options the game offers.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import borrowing, deeds
from .play import Play

#: Melodies, best first: the rent made to hurt, the landlord hurt, the payer sent on for another.
MELODY_ORDER = ("dirge_of_doom", "cutting_words", "song_of_freedom", "inspire_greatness", "frightening_tune",
                "inspire_courage", "song_of_rest")
#: On a rent she owes herself, the melodies that help her, best first.
OWN_RENT = ("inspire_courage", "cutting_words")
#: Jack-of-All-Trades, best first, from the tactics' own examples.
LESSON_ORDER = ("combat_reflexes", "attack", "pick_pockets", "expeditious_retreat", "sneak", "holy_smite",
                "far_shot", "intimidate")


def _owner_here(play: Play, seat: int) -> int:
    space = play.space_id_at(seat)
    return deeds.holder(play, space) if play.space_of(space).kind in deeds.PROPERTY_KINDS else -1


def _rank(order: tuple[str, ...], option: str) -> int:
    aim = option.rpartition("-")[2].rpartition(".")[2]
    return order.index(aim) if aim in order else len(order)


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    by_ability: dict[str, list[str]] = {}
    for option in offered:
        by_ability.setdefault(option.partition("-")[0], []).append(option)
    for learning in ("jack_of_all_trades-learn", "bardic_music-learn"):
        if learning in offered:
            return learning
    borrowed = [o for o in offered if borrowing.is_borrowed(play, seat, o, "bard")]
    pick = borrowing.suggest(play, seat, borrowed, point) if borrowed else None
    if pick:
        return pick
    melodies = by_ability.get("bardic_music", [])
    if point == "rent_owed":
        helpful = [m for m in melodies if _rank(OWN_RENT, m) < len(OWN_RENT)]
        return min(helpful, key=lambda m: _rank(OWN_RENT, m)) if helpful else None
    owner = _owner_here(play, seat)
    if "fascinate" in by_ability and (owner == -1 or play.table.teammates(seat, owner)):     # pulled onto her rent, or onto nobody's
        return "fascinate"
    if point == "before_throw":
        if "mass_suggestion" in by_ability:
            return "mass_suggestion"
        towed = by_ability.get("suggestion", [])
        if towed:                                             # tow the richest: her rents hurt him least
            return max(towed, key=lambda o: play.table.cash[int(o.partition("-")[2])])
        if "bardic_knowledge" in by_ability and _worth_seven(play, seat):
            return "bardic_knowledge"
    revealing = [o for o in by_ability.get("glitterdust", []) if _reveals(play, seat, int(o.partition("-")[2]))]
    if revealing:
        return revealing[0]
    orders = [m for m in melodies if not m.endswith("-silent")]
    if orders and point == "before_throw":
        best = min(orders, key=lambda m: _rank(MELODY_ORDER, m))
        now = play.sheet(seat)["class_data"].get("melody", "")
        if not now or _rank(MELODY_ORDER, best) < MELODY_ORDER.index(now):
            return best
    return None


def _worth_seven(play: Play, seat: int) -> bool:
    """Seven squares on lands on her own card with someone in tow, or on Central Park's pot."""
    space = play.table.spaces[(play.table.positions[seat] + 7) % play.table.size]
    if space.kind == "park":
        return play.pot > 0
    return deeds.mine(play, space.id, seat) and bool(play.sheet(seat)["turn"].get("followers"))


def _reveals(play: Play, seat: int, square: int) -> bool:
    return any(play.table.positions[o] == square and play.sheet(o)["hidden"] for o in play.opponents(seat))


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """Her answers: which melody and which borrowed abilities to learn."""
    options = list(decision.options)
    if pending["ability"] == "bardic_music" and pending.get("picking"):
        return min(options, key=lambda o: _rank(MELODY_ORDER, str(o)))
    if pending["ability"] == "jack_of_all_trades":
        learnable = [o for o in options if o != borrowing.LATER]
        return min(learnable, key=lambda o: _rank(LESSON_ORDER, str(o))) if learnable else borrowing.LATER
    return borrowing.advise(play, pending, decision)
