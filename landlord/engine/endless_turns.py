"""Turns that cannot end: found in the rules before a game begins, and stopped early in play.

A Chance card that sends a player to a Chance space makes him draw again; a pack in which every
card does so from every Chance space he can reach (every card "go to chance-1", or "move 40" on
a board of 40) keeps his turn going for ever, each draw a decision of CHANCE and none a player's.
:func:`chance_loop_problem` finds such a pack in a rules file (``rules_check.py``), so
``landlord rules check`` refuses it in one line naming a card.

What no rules check can see (rules built in code, or a house rule's own dice) is caught in play
by :class:`UndecidedRuns`: a turn that goes on for :data:`MAX_UNDECIDED_STEPS` of CHANCE's
decisions in a row, with no decision by any player between them, is refused with an
``EndlessGameError`` naming the card drawn most often in the run, long before the driver's
safety net of decisions (``landlord/driver.py``) is reached.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .errors import EndlessGameError
from .vocabulary import ChanceEffect, SpaceKind

#: CHANCE's decisions (dice, cards, a house rule's own throws) in a row with no decision by any
#: player; a 1906 turn has a few. A pack in which 12 cards of 13 send a player to a Chance
#: space again still ends a turn within this many draws but once in 10^34.
MAX_UNDECIDED_STEPS = 1_000


# -- before the game: the Chance pack ----------------------------------------------------------------
def chance_loop_problem(kinds: Sequence[str], ids: Sequence[str], cards: Sequence[Mapping[str, Any]]) -> str | None:
    """Why no turn can end once a player stops on some Chance space, or None.

    :param kinds: each space's kind, by its index on the board; ``ids`` each space's id.
    :param cards: the Chance cards, each with its ``id``, ``effect``, ``steps`` and ``space``.
    """
    for start in (index for index, kind in enumerate(kinds) if kind == SpaceKind.CHANCE):
        example = _endless_from(start, kinds, ids, cards)
        if example is not None:
            card_id, frm, to = example
            return (f"no turn can end once a player stops on {ids[start]!r}: every Chance card sends him to a "
                    f"Chance space again (card {card_id!r} sends him from {ids[frm]!r} to {ids[to]!r})")
    return None


def _endless_from(start: int, kinds: Sequence[str], ids: Sequence[str],
                  cards: Sequence[Mapping[str, Any]]) -> tuple[str, int, int] | None:
    """A card that sends a player on to a Chance space again (its id, from, to), when every card
    does so from every Chance space he can reach from ``start``; None when some card ends it."""
    reached, todo, example = {start}, [start], None
    while todo:
        here = todo.pop()
        for card in cards:
            there = _chance_space_after(card, here, kinds, ids)
            if there is None:
                return None          # this card ends the run of draws: the turn can end
            example = example or (card["id"], here, there)
            if there not in reached:
                reached.add(there)
                todo.append(there)
    return example


def _chance_space_after(card: Mapping[str, Any], here: int, kinds: Sequence[str], ids: Sequence[str]) -> int | None:
    """The Chance space ``card`` sends a player on the Chance space ``here`` to, or None."""
    if card["effect"] == ChanceEffect.GOTO:
        there = ids.index(card["space"]) if card["space"] in ids else None
    elif card["effect"] == ChanceEffect.MOVE:
        there = (here + card["steps"]) % len(kinds)
    else:
        return None
    return there if there is not None and kinds[there] == SpaceKind.CHANCE else None


# -- in play: CHANCE's decisions in a row ---------------------------------------------------------
class UndecidedRuns:
    """The run of CHANCE's decisions the game last decided by CHANCE is in: how many, and the
    Chance cards drawn in it. A player's decision ends a run without a word: the next of CHANCE's
    finds the game moved on since the run was last noted, and begins a new one. Kept outside the
    state, for one game at a time (it is noted at every throw and draw, so it must cost next to
    nothing): games played in turn on one engine each begin a new run when they come back."""

    def __init__(self) -> None:
        #: (the game, held: one game at most is kept alive by it, as the engine's memos keep a few,
        #: since a compiled GameState takes no weak references; the number of its choices when it
        #: is next noted; steps; {card: draws}, or None before a card is drawn)
        self._run: tuple[object, int, int, dict[str, int] | None] | None = None

    def chance_decided(self, state: Any, kind: str, choice: Any) -> None:
        """Note one of CHANCE's decisions (``kind``, answered ``choice``), about to be carried out
        as the ``len(state.history)``-th choice; raise ``EndlessGameError`` past the bound."""
        made, run = len(state.history), self._run
        same_game = run is not None and run[0] is state
        steps, cards = (run[2] + 1, run[3]) if run is not None and same_game and run[1] == made else (1, None)
        if kind == "chance_card":
            cards = cards if cards is not None else {}
            cards[choice] = cards.get(choice, 0) + 1
        self._run = (state, made + 1, steps, cards)
        if steps > MAX_UNDECIDED_STEPS:
            self._run = None
            seat = state.turn
            raise EndlessGameError(f"the turn of {state.players[seat].name} (seat {seat + 1}) went on past "
                                   f"{MAX_UNDECIDED_STEPS:,} throws and draws with no decision by any player; "
                                   f"{_culprit(cards or {}, kind)}")


def _culprit(cards: dict[str, int], kind: str) -> str:
    if not cards:
        return f"each was a {kind!r}"
    card, times = max(cards.items(), key=lambda drawn: drawn[1])
    return f"the Chance card {card!r}, drawn {times:,} times, keeps him drawing"
