"""The Paladin's Challenge: a duel for a card each, auctioned between the two.

From Dungeonopoly by Curtis & Kelsey Rueden, Paladin abilities, level 2; the rules here are our own
summaries. She taunts an opponent on her edge of the board into a duel: each stakes an unimproved
card, and the two cards are auctioned as a pair between the two of them alone, with cash in hand;
the winner pays the loser, and winning counts as buying property (1 EP). Once until Mother Earth.

The 1906 host has no auction between two players for a house rule to call, so the duel is the
auction's outcome by sealed bids (D-108): each names the most she would pay (the paladin first);
the higher wins and pays what an open auction would have cost her, the loser's last bid and $5 more
(never more than her own); a tie goes to the challenger at her bid. Each stakes her cheapest
unimproved card that is not pledged (a pledged card secures her notes, I-18: it is not hers to
stake). With no card to stake on either side, the duel is not offered.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import deeds, geometry, targets
from .experience import earn
from .play import Ask, Play
from .terms import ready, succeed, use

#: Bids go up in the 1906 bidding step.
STEP = 5
#: The most a bid may be, in the pair's printed prices: enough for any sane duel, and a short list.
MOST_TIMES_VALUE = 2


def stake(play: Play, seat: int) -> str:
    """Her cheapest unimproved, unpledged card, or "" (D-108)."""
    cards = [s for s in play.table.spaces if s.kind in deeds.PROPERTY_KINDS and deeds.mine(play, s.id, seat)
             and not deeds.houses(play, s.id) and not deeds.pledged(play, s.id)]
    return min(cards, key=lambda s: (s.price, s.index)).id if cards else ""


def offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "challenge") or not stake(play, seat):
        return {}
    me, mine = targets.place(play, seat), play.space_of(stake(play, seat)).name
    found = {}
    for foe in play.opponents(seat):
        if (targets.targetable(play, foe, by=seat) and stake(play, foe)
                and geometry.line_of_sight(me, targets.place(play, foe), play.table.size)):
            found[f"challenge-{foe}"] = (f"Challenge {play.name(foe)}: you stake {mine}, she stakes "
                                         f"{play.space_of(stake(play, foe)).name}; the pair goes to the higher "
                                         "bidder, who pays the other (once until Mother Earth)")
    return found


def value(play: Play, paladin: int, foe: int) -> int:
    """The pair's printed prices."""
    return play.space_of(stake(play, paladin)).price + play.space_of(stake(play, foe)).price


def _bids(play: Play, seat: int, most: int) -> tuple[int, ...]:
    return tuple(range(0, min(play.table.cash[seat], most) + 1, STEP))


def _ask(play: Play, bidder: int, paladin: int, foe: int, **keep: Any) -> None:
    pair = value(play, paladin, foe)
    play.question(bidder, Ask(bidder, "bid", _bids(play, bidder, MOST_TIMES_VALUE * pair),
                              f"{play.name(bidder)}: the most you bid for {play.space_of(stake(play, paladin)).name} "
                              f"and {play.space_of(stake(play, foe)).name} (printed ${pair})?"),
                  "challenge", module="paladin", paladin=paladin, foe=foe, **keep)


def challenge(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Paladin abilities, level 2 (D-108)
    use(play, seat, "challenge")
    play.show(int(foe), f"Challenge to {play.name(int(foe))}")
    play.say(f"{play.name(seat)} challenges {play.name(int(foe))} to a duel.")
    _ask(play, seat, seat, int(foe))


def bid(play: Play, pending: Mapping[str, Any], amount: int) -> None:
    paladin, foe = pending["paladin"], pending["foe"]
    if "first" not in pending:
        _ask(play, foe, paladin, foe, first=amount)
        return
    first = pending["first"]
    winner, loser = (paladin, foe) if first >= amount else (foe, paladin)
    top, under = max(first, amount), min(first, amount)
    price = min(top, under + STEP) if first != amount else top
    cards = {paladin: stake(play, paladin), foe: stake(play, foe)}
    play.pay(price, winner, loser, "the duel's auction")
    play.effect(give_card=cards[loser], to=winner)
    play.say(f"{play.name(winner)} wins the duel's auction for ${price}: "
             f"{play.space_of(cards[loser]).name} is hers, with {play.space_of(cards[winner]).name}.")
    earn(play, winner)                            # "counts as purchasing property"
    succeed(play, paladin, "challenge")
