"""The strict rules against politics: cards change hands between players only at their listed value.

From Dungeonopoly by Curtis & Kelsey Rueden, Advanced and alternative rules, Politics, in our
words: a game can turn into two players against two; to cut down on the politics, the text offers
strict rules under which rent is always paid, and money and property pass between players only at
their listed value. On the 1906 board (Dungeonopoly D-79) the one way money and cards pass between
players by their own choice is a sale (Rule 15, reconstructed: a card for a price both agree); a
player cannot waive a rent or give money or a card away, so the strict rules' other two parts hold
already. With the switch on (``strict_politics``), a sale is refused unless its price is the
card's listed value: its printed price and the houses on it at their price (the 1906 worth the
game's own offers start from). The host asks before the offer is put (``sale_due``).
"""
from __future__ import annotations

from typing import Any, Mapping

from .play import Play


def listed_value(play: Play, card: str) -> int:
    """The printed price, and each house on the lot at the price of a house."""
    return play.space_of(card).price + play.table.houses.get(card, 0) * play.table.house_price


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    if trigger != "sale_due" or not play.settings.get("strict_politics"):
        return
    value = listed_value(play, info["card"])
    if info["price"] != value:                    # Dungeonopoly D-79
        play.due = False
        play.say(f"Strict rules: {play.space_of(info['card']).name} changes hands only at its listed value, "
                 f"${value}, not ${info['price']}.")
