"""Open Oubliette as the Landlord's Game jail: a short dungeon crawl instead of waiting in Jail.

Open Oubliette is John Colagioia's game (CC BY-SA 4.0). Its rules for the host game:
"The player only has three Turns, taken instead of their Landlord's Game turns waiting in
Jail; no business may be transacted from the oubliette. Any Treasure cards that haven't
been cashed in at the Exit by the end of three turns are lost. Any Treasure cards that
have been cashed in are converted to money in the host game at the rate of g10 to $1 ...
After three Turns, the player leaves the oubliette and returns all Oubliette cards to
their appropriate decks." (Open Oubliette README, "Landlord's Game Rules".)

Everyone in Jail at the same time explores the same dungeon, so prisoners can ambush each
other. Extra turns from doubles or Spelunk are part of the same jail turn.
"""
from __future__ import annotations

import copy
from typing import Any, Mapping, Sequence

from landlord import Decision, JailContext, JailStep, hookimpl

from . import agent, turns
from .command import OublietteCommand
from .cards import CardTables, load_cards
from .explorers import new_dungeon, new_explorer, payout, return_all_cards
from . import words


def _own_copy(slot: Mapping[str, Any]) -> dict[str, Any]:
    """The slot to work on in place. The host hands every call a fresh copy (docs/plugins.md),
    so that copy is used rather than copied again: a deep copy per call was most of the jail's
    cost. Anything else (a read-only mapping from a test, say) is copied first."""
    return slot if isinstance(slot, dict) else copy.deepcopy(dict(slot))


class OublietteJail:
    id = "oubliette"
    title = "Open Oubliette"
    description = "Three turns in a dungeon; treasure banked at its Exit pays $1 per 10 gold; no business."
    version = "1.0"
    business_while_jailed = False     # "no business may be transacted from the oubliette"
    longest_stay = 3                  # "The player only has three Turns"

    def __init__(self, cards: CardTables | None = None) -> None:
        self.cards = cards or load_cards()

    def on_jailed(self, ctx: JailContext, slot: Mapping[str, Any]) -> dict[str, Any]:
        d = _own_copy(slot) if slot else new_dungeon(self.cards, "jail")
        d["explorers"][str(ctx.seat)] = new_explorer(ctx.names[ctx.seat])
        return d

    def _in_play(self, ctx: JailContext, slot: Mapping[str, Any]) -> dict[str, Any]:
        """The dungeon with this prisoner's turn begun (the start of a turn needs no record)."""
        d = _own_copy(slot)
        if not d["stack"]:
            turns.begin_turn(d, str(ctx.seat))
        return d

    @staticmethod
    def _as_asked(ctx: JailContext, slot: Mapping[str, Any]) -> dict[str, Any]:
        """The dungeon as this prisoner's turn stands, for questions, leaving ``slot`` as it was: a
        turn not yet begun is shown begun on a stack of its own."""
        if slot["stack"]:
            return slot if isinstance(slot, dict) else dict(slot)
        view = {**slot, "stack": []}
        turns.begin_turn(view, str(ctx.seat))
        return view

    def pending(self, ctx: JailContext, slot: Mapping[str, Any]) -> Decision:
        decision = turns.pending(self.cards, self._as_asked(ctx, slot))
        assert decision is not None
        return decision

    def apply(self, ctx: JailContext, slot: Mapping[str, Any], choice: Any) -> JailStep:
        d = self._in_play(ctx, slot)
        log = tuple(turns.apply(self.cards, d, choice))
        if d["stack"]:
            return JailStep(d, "continue", log=log)
        key = str(ctx.seat)
        ex = d["explorers"][key]
        ex["turns"] += 1
        if ex["turns"] < self.cards.jail_turns:
            return JailStep(d, "wait", log=log + (f"{ex['name']} has {self.cards.jail_turns - ex['turns']} "
                                                  "turn(s) left in the Oubliette.",))
        _, dollars = payout(self.cards, ex)
        line = words.stay_line(self.cards, ex, ex["turns"])     # the same line stay_summary gives
        return_all_cards(d, key)
        if not d["explorers"]:
            d = {}                    # the last prisoner out: every card is back in its deck
        effects = ({"receive": dollars},) if dollars else ()
        return JailStep(d, "release_end", effects, log=log + (line,))

    def make_view(self) -> Any:
        """The window's picture of the dungeon (pygame is imported only here, on demand)."""
        from .view import OublietteView
        return OublietteView(self.cards)

    # -- words for people (optional members of the plugin API) --------------------------------------------
    def describe_option(self, decision: Decision, option: Any, names: Sequence[str]) -> str:
        return words.describe(self.cards, decision, option, names)

    def explain_option(self, decision: Decision, option: Any, names: Sequence[str]) -> str:
        return words.explain(self.cards, decision, option, names)

    def rules_card(self) -> list[str]:
        return words.rules_card(self.cards)

    def stay_summary(self, ctx: JailContext, slot: Mapping[str, Any], choice: Any) -> str:
        """The stay in a line, asked with the arguments of the ``apply`` that lets him out: that
        step is played on a copy, and the explorer read just before he hands his cards back."""
        d = self._in_play(ctx, copy.deepcopy(dict(slot)))
        turns.apply(self.cards, d, choice)
        ex = d["explorers"][str(ctx.seat)]
        if d["stack"] or ex["turns"] + 1 < self.cards.jail_turns:
            return ""                         # this step does not let him out
        return words.stay_line(self.cards, ex, ex["turns"] + 1)

    def suggest(self, ctx: JailContext, slot: Mapping[str, Any], decision: Decision) -> Any:
        """A computer prisoner's choice (the host's agents ask jail games that offer this)."""
        return agent.choose(self.cards, self._as_asked(ctx, slot), decision)


@hookimpl
def landlord_jail_games() -> list[OublietteJail]:
    return [OublietteJail()]


@hookimpl
def landlord_commands() -> list[OublietteCommand]:
    return [OublietteCommand()]
