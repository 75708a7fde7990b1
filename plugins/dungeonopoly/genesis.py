"""The Psion's Genesis: a demiplane made between two squares within her range, holding a Chance card.

From Dungeonopoly by Curtis & Kelsey Rueden, Psion abilities, level 7; the rules here are our own
summaries. She chooses two adjacent squares within her limited range, then a card and whom the
demiplane is for: herself alone (the text's Community Chest demiplane) or her opponents alone (its
Chance demiplane). The 1906 game has one pack, Chance, and no discard pile (Rule 11: every card goes
back at once), so the card is any card of the pack, and it stays out of the pack while the
demiplane stands (D-122). A new demiplane between the same squares collapses the old, whose card
goes back; so does a Counterspell's dispel, Genesis being an enchantment effect. It costs 4 PP and
$40, $20 in 1906 money (D-18). What a demiplane does to moves and to range is ``demiplanes`` and
``demiplane_moves``.

Option ids are ``genesis-<square>``, the square behind the gap (``genesis-4``: between squares 4
and 5); the question's answers are ``<side>:<card id>`` (``foes:caught-poaching``).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import demiplanes, geometry, psion_points
from .classes import casting_cost
from .demiplanes import FOES, GENESIS, OWN
from .money import to_1906_dollars
from .play import Ask, Play
from .sheet import enchant, space_enchantments

PP = 4
SIDE_WORDS = {FOES: "for your opponents", OWN: "for you alone"}


def price(play: Play, seat: int) -> int:
    """The $40 of the text in 1906 money (D-18)."""
    return to_1906_dollars(casting_cost(play.ability(seat, GENESIS)))


def _gap_words(play: Play, behind: int) -> str:
    return f"{play.space(behind).name} and {play.space((behind + 1) % play.table.size).name}"


def _aside(play: Play) -> list[str]:
    return [plane["card"] for plane in demiplanes.all_of(play).values()]


def cards_for(play: Play, behind: int) -> list[str]:
    """The cards she may choose for a demiplane after ``behind``: those in the pack, the card of a
    demiplane she would collapse there among them; none if taking one would leave the pack empty
    (the host keeps one card to draw)."""
    old = demiplanes.all_of(play).get(behind)
    aside = [card for card in _aside(play) if old is None or card != old["card"]]
    pack = [card.id for card in play.table.chance]
    if len(aside) + 1 >= len(pack):
        return []
    return [card for card in pack if card not in aside]


def offers(play: Play, seat: int) -> dict[str, str]:
    """A gap between two squares within her range, for each she may fill (she has the points and
    the money)."""
    if psion_points.points(play, seat) < PP or play.table.cash[seat] < price(play, seat):
        return {}
    reach = geometry.range_for_level(play.level(seat))
    return {f"{GENESIS}-{behind}": f"Genesis between {_gap_words(play, behind)}: a demiplane holding a Chance "
                                   f"card ({PP} PP + ${price(play, seat)})"
            for behind in demiplanes.gaps_in_reach(play, seat, reach) if cards_for(play, behind)}


def ask(play: Play, seat: int, aim: str) -> None:
    """Which card, and whom the demiplane is for."""
    behind = int(aim)
    texts = {card.id: card.text for card in play.table.chance}
    answers = [f"{side}:{card}" for side in (FOES, OWN) for card in cards_for(play, behind)]
    labels = {answer: f"{texts[answer.partition(':')[2]]} ({SIDE_WORDS[answer.partition(':')[0]]})"
              for answer in answers}
    play.question(seat, Ask(seat, GENESIS, tuple(answers),
                            f"{play.name(seat)}: which card for the demiplane between {_gap_words(play, behind)}, "
                            "and for whom?", context={"labels": labels}), GENESIS, behind=behind)


def create(play: Play, seat: int, behind: int, answer: str) -> None:
    # Dungeonopoly: Psion abilities, level 7: "If a demiplane already exists between the two chosen
    # squares, the existing one collapses in favor of the new one" (D-122)
    side, _, card = answer.partition(":")
    held = space_enchantments(play.slot, play.space(behind).id)
    old = next((e for e in held if e["id"] == GENESIS), None)
    if old is not None:
        play.say(f"The demiplane between {_gap_words(play, behind)} collapses.")
        lifted(play, play.space(behind).id, old)
    enchant(held, GENESIS, seat, card=card, side=side, standing=[])
    play.effect(modifier="chance_aside", card=card, on=True)
    play.show(seat, "Genesis")
    play.say(f"{play.name(seat)}'s Genesis: a demiplane between {_gap_words(play, behind)} "
             f"{'for her alone' if side == OWN else 'for her opponents'}.")


def lifted(play: Play, holder: int | str, enchantment: Mapping[str, Any]) -> None:
    """A demiplane gone (collapsed or dispelled): its card goes back into the pack, and whoever stood
    on it is on the square behind it, where the host kept her."""
    if enchantment["id"] == GENESIS:
        play.effect(modifier="chance_aside", card=enchantment["card"], on=False)
