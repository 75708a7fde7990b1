"""Heads or Tails: a jail game for The Landlord's Game, shipped as its own package.

Each turn in Jail the prisoner calls heads or tails, then the coin is tossed. A right
call frees him to throw and move at once; a wrong call ends his turn. On his third
turn in Jail he is let out whatever the coin shows (his turn still ends).

This module is the whole plugin: one hook that offers the game, and a game object with
``id``, ``title``, ``version``, ``business_while_jailed`` and three methods. The game
never touches the game state: it returns data, and the host checks it and carries it
out. It is registered in pyproject.toml under the ``landlord`` entry-point group.
"""
from __future__ import annotations

from typing import Any, Mapping

from landlord import CHANCE, Decision, JailContext, JailStep, hookimpl

SIDES = ("heads", "tails")
#: Turns in Jail before he is let out anyway; a rules file may change it with
#: ``[jail.coin]`` ``turns = 5``.
MOST_TURNS = 3


class CoinJail:
    id = "coin"                    # what a game chooses: `landlord simulate --jail coin`
    title = "Heads or Tails"
    description = "Call heads or tails each turn: a right call lets you out at once."   # on the new-game screen
    version = "1.0"
    business_while_jailed = True   # a prisoner may still bid, trade and answer offers

    # The slot is this game's own plain data: one table shared by every prisoner and
    # saved with the game. Keys must be text, so a seat is stored as str(seat). Here it
    # holds a prisoner's call between his call and the toss, e.g. {"1": "heads"}.

    def on_jailed(self, ctx: JailContext, slot: Mapping[str, Any]) -> dict[str, Any]:
        """A player has just been jailed: he has called nothing yet."""
        new = dict(slot)                   # return a new slot; the one given is a copy anyway
        new.pop(str(ctx.seat), None)
        return new

    def pending(self, ctx: JailContext, slot: Mapping[str, Any]) -> Decision:
        """Who decides next: the prisoner calls, then CHANCE tosses."""
        name, call = ctx.names[ctx.seat], slot.get(str(ctx.seat))
        if call is None:
            # The prisoner's own decision: actor is his seat; every kind starts with "jail.".
            return Decision(ctx.seat, "jail.coin.call", SIDES, f"{name} is in Jail: call heads or tails.")
        # CHANCE's decision: the host draws an option with these probabilities from the
        # game's seeded RNG, so the game stays reproducible. Never use `random` here.
        return Decision(CHANCE, "jail.coin.toss", SIDES, f"The coin is tossed; {name} called {call}.",
                        probs=(0.5, 0.5), context={"seat": ctx.seat, "call": call})

    def apply(self, ctx: JailContext, slot: Mapping[str, Any], choice: Any) -> JailStep:
        """Carry out the call or the toss, and say what happens to the prisoner."""
        seat, name = str(ctx.seat), ctx.names[ctx.seat]
        new = dict(slot)
        call = new.pop(seat, None)
        if call is None:                   # he has called: keep it, the toss follows this turn
            new[seat] = choice
            return JailStep(new, "continue", log=(f"{name} calls {choice}.",))
        if choice == call:
            return JailStep(new, "release_roll", log=(f"The coin shows {choice}: {name} is free and throws.",))
        most = ctx.settings.get("turns", MOST_TURNS)
        if ctx.turn_number >= most:        # turn_number is 1 on his first turn in Jail
            return JailStep(new, "release_end",
                            log=(f"The coin shows {choice}, but after {most} turns {name} is let out.",))
        return JailStep(new, "wait", log=(f"The coin shows {choice}: {name} stays in Jail.",))


@hookimpl
def landlord_jail_games() -> list[CoinJail]:
    """The hook: the jail games this plugin contributes."""
    return [CoinJail()]
