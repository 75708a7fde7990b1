"""The variants' business before the first throw: the Quicker game's deal and the Blitz draft.

From Dungeonopoly by Curtis & Kelsey Rueden, Advanced and alternative rules, in our words: the
Quicker game starts from "the Monopoly fast game rules", shuffling the property cards and dealing
three to each player; in the Blitz game the players take turns choosing one property at a time
until all are taken. On the 1906 board a property is a green card (a lot, railroad, franchise or
the Broker's License: ``deeds.PROPERTY_KINDS``), and the cards in question are those still in the
pack when play begins, after Rule 1's deal or the beginners' hands (Dungeonopoly D-75, D-78).

Both happen as the first throw of the game is about to be made, before the dice fall (the host
asks a question put at ``throw_due`` before the throw it holds), as questions of the house rule: the deal is CHANCE's, card by card, each card in the pack as likely (so a game is
replayed from its seed and choices, and a test scripts the cards); the draft is each player's, in
turn from the first player. A card goes to its player for nothing (the host's ``take_card``), as
a dealt or chosen card is not bought and earns no EP (D-13). The record of how far it has gone
is the slot's ``opening``; a game started from a position after its first round has no opening.
"""
from __future__ import annotations

from typing import Any, Mapping

from .deeds import PROPERTY_KINDS
from .play import CHANCE_ACTOR, Ask, Play

#: The module name the core routes this module's questions to (``core.answer``).
MODULE = "opening"
# Dungeonopoly: Advanced and alternative rules, Quicker game, "deal three to each player to start"
QUICK_DEAL_EACH = 3


def pack(play: Play, taken: str = "") -> list[str]:
    """The green cards nobody holds, in board order (``taken``: one just given, not yet his on the
    table this call sees)."""
    return [s.id for s in play.table.spaces
            if s.kind in PROPERTY_KINDS and s.id not in play.table.owner and s.id != taken]


def begin(play: Play) -> None:
    """A throw is due: the variant's deal or draft, once, before the first throw of round 1."""
    opening = play.slot["opening"]
    if opening.get("done") or play.table.round != 1:
        return
    settings = play.settings
    if settings.get("quicker_game") and "dealt" not in opening:
        opening["dealt"] = 0
    if settings.get("blitz_game") and "drafted" not in opening:
        opening["drafted"] = 0
    _next(play)


def _next(play: Play, taken: str = "") -> None:
    """Put the next question of the opening, or close it."""
    opening, cards, players = play.slot["opening"], pack(play, taken), play.table.players
    first = play.table.turn
    if "dealt" in opening and opening["dealt"] < QUICK_DEAL_EACH * players and cards:
        seat = (first + opening["dealt"]) % players
        play.question(seat, Ask(CHANCE_ACTOR, "deal", tuple(cards), f"The deal: a card for {play.name(seat)}",
                                tuple(1 / len(cards) for _ in cards)), "deal", module=MODULE, to=seat)
    elif "drafted" in opening and cards:
        seat = (first + opening["drafted"]) % players
        play.question(seat, Ask(seat, "draft", tuple(cards), f"{play.name(seat)}: choose a card (the Blitz draft)",
                                context={"labels": {c: play.space_of(c).name for c in cards}}),
                      "draft", module=MODULE, to=seat)
    else:
        play.slot["opening"] = {"done": True}


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    """A card dealt (CHANCE's answer) or drafted (the player's): it is his, and on to the next."""
    seat, card, step = pending["to"], str(choice), pending["ability"]
    play.effect(take_card=card, to=seat)
    play.slot["opening"]["dealt" if step == "deal" else "drafted"] += 1
    verb = "is dealt" if step == "deal" else "drafts"
    play.say(f"{play.name(seat)} {verb} {play.space_of(card).name}.")
    _next(play, taken=card)


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """A computer drafts the card that brings her nearest a whole section, else the dearest."""
    if pending["ability"] != "draft":
        return None
    seat = pending["seat"]
    mine = {play.space_of(c).section for c, who in play.table.owner.items() if who == seat}
    return max(decision.options, key=lambda c: (play.space_of(c).section in mine and play.space_of(c).kind == "lot",
                                                play.space_of(c).price))
