"""The rules engine of Oubliette (Julian Jimenez's solitaire): what is to be decided, and doing it.

Pure and deterministic, in the shape of the host's engine: :func:`pending` says what the player
must decide now, as a :class:`~landlord.Decision` listing every legal option, and :func:`apply`
checks a choice, carries it out on the state (plain data, :mod:`.layout`) and returns lines for
the log. Nothing is drawn at random here: the deck's order is part of the state, and a card
shuffled back into the deck goes where the game's own seed puts it, so a test can script the
whole deck and a person, the computer player and a test answer the same decisions.

A decision with a single option is not asked: it is carried out at once (a Creature met with an
empty hand is lost to, a card that cannot be kept is discarded), except the turn itself, so a
person at the terminal turns every card over himself.
"""
from __future__ import annotations

import random
from typing import Callable

from landlord import Decision

from . import actions, cards, encounters, items, layout, path
from .layout import State

Options = Callable[[State, dict], list[str]]
Apply = Callable[[State, dict, str], list[str]]

#: Every step: its legal options, and what a choice does.
STEPS: dict[str, tuple[Options, Apply]] = {
    "start": (actions.start_options, actions.start_apply),
    "turn": (actions.turn_options, actions.turn_apply),
    "card": (encounters.card_options, encounters.card_apply),
    "fight": (encounters.fight_options, encounters.fight_apply),
    "trap": (encounters.trap_options, encounters.trap_apply),
    "darkness": (encounters.darkness_options, encounters.darkness_apply),
    "gremlin": (encounters.gremlin_options, encounters.gremlin_apply),
    "lost": (encounters.lost_options, encounters.lost_apply),
    "pick": (actions.pick_options, actions.pick_apply),
    "dig": (actions.dig_options, actions.dig_apply),
    "hourglass": (actions.hourglass_options, actions.hourglass_apply),
    "search": (actions.search_options, actions.search_apply),
}

KIND = "solitaire"
#: A safety net for settling forced steps: no game comes near it (each forced step uses up a card).
MAX_FORCED = 1_000


def new_game(rng: random.Random, jokers: int = 2, turn: str = layout.TEXT_TURN) -> State:
    """A game dealt from a deck ``rng`` shuffles, ready for its first decision; ``turn`` is the
    reading of the player's turn (:data:`.layout.TURN_RULES`)."""
    return _ready(layout.new_game(rng, jokers, turn))


def deal(order: list[str], jokers: int = 2, seed: int = 0, turn: str = layout.TEXT_TURN) -> State:
    """A game dealt from ``order`` (the whole deck, top first), ready for its first decision."""
    return _ready(layout.deal(order, jokers, seed, turn))


def _ready(state: State) -> State:
    state["step"] = {"k": "start"}
    settle(state)
    return state


def options(state: State) -> tuple[str, ...]:
    """The legal choices now (empty when the game is over)."""
    if state["result"]:
        return ()
    step = state["step"]
    return tuple(STEPS[step["k"]][0](state, step))


def pending(state: State, actor: int = 0) -> Decision | None:
    """What must be decided now, by ``actor`` (the player's seat), or None when the game is over."""
    opts = options(state)
    if not opts:
        return None
    step = state["step"]
    return Decision(actor, f"{KIND}.{step['k']}", opts, prompt(state), context=context(state))


def apply(state: State, choice: str) -> list[str]:
    """Carry out ``choice`` (one of :func:`options`) and any forced steps after it; the log lines."""
    opts = options(state)
    if choice not in opts:
        raise ValueError(f"{choice!r} is not one of the options now ({', '.join(opts) or 'the game is over'})")
    step = state["step"]
    lines = STEPS[step["k"]][1](state, step, choice)
    return lines + settle(state)


def settle(state: State) -> list[str]:
    """Carry out what needs no decision: a step with one option, the start without a 10 or 2, and
    the loss of a player whose Inventory is empty when his turn comes."""
    lines: list[str] = []
    for _ in range(MAX_FORCED):
        if state["result"]:
            return lines
        step = state["step"]
        k = step["k"]
        if k == "turn":
            if layout.inventory_is_empty(state):
                lines.append(path.end(state, "lost", "the Inventory is completely empty"))
            return lines
        opts = STEPS[k][0](state, step)
        if k == "start" and not opts:
            step = state["step"] = {"k": "turn"}
            lines.append("No 10 or 2 shows: the first one turned over will begin the Path.")
            continue
        if len(opts) != 1:
            return lines
        lines += STEPS[k][1](state, step, opts[0])
    raise RuntimeError("the solitaire did not settle")     # each forced step uses up a card: never reached


# -- words for people ---------------------------------------------------------------------------------
def prompt(state: State) -> str:
    step = state["step"]
    k, card = step["k"], step.get("card", "")
    named = cards.name(card) if card else ""
    if k == "start":
        return "Which 10 or 2 begins the Path? (10 leads down to 2, 2 leads up to 10)"
    if k == "turn":
        if state["turn"] == layout.TEXT_TURN and state["acted"]:
            return f"Turn over the next card ({len(state['deck'])} left): this card's turn is taken."
        return f"Your turn: turn over the next card ({len(state['deck'])} left), or use the Inventory."
    if k == "card":
        return f"The {named}: " + card_choices(state, card) + "."
    if k == "fight":
        return (f"Fight the {cards.CREATURES[cards.rank(card)]} ({named}): {step['dealt']} of "
                f"{step['need']} dealt. Spend Inventory cards" + setback_words(state, "yield") + ".")
    if k == "trap":
        return f"A Trap ({named}): pay a black even card" + setback_words(state, "fail") + "."
    if k == "darkness":
        return f"Darkness ({named}): discard an Inventory card, or use a Torch."
    if k == "gremlin":
        return "A Gremlin: lose your highest card, or keep only it and lose the rest (a Ward drives it off)."
    if k == "lost":
        return f"Lost ({named}): three cards of the deck will go to the Graveyard, unless an Hourglass saves the time."
    if k == "pick":
        return "Advantage: pick one of " + " and ".join(map(cards.name, step["drawn"])) + " to use."
    if k == "dig":
        return "Grave Dig: which card of the Graveyard comes back?"
    if k == "hourglass":
        return f"Hourglass: choose a card of the Graveyard to shuffle back into the deck ({step['left']} to go)."
    if k == "search":
        return f"Searching found the {named}: keep it, Equip it in place of Searching, or discard it."
    return k


def setback_words(state: State, act: str) -> str:
    """What the prompt of a fight or a Trap says of giving up: not allowed while the player can
    win or pay (S-13, S-20), and a warning where it loses the game."""
    if act not in options(state):
        return {"yield": " (you hold enough to win, so you must fight)", "fail": " (you hold one, so you must)"}[act]
    return f", or {act} and " + ("lose the game" if path.setback_loses(state) else "be set back")


def card_choices(state: State, card: str) -> str:
    """What may be done with a card on the table, in words: only what is offered."""
    offered = encounters.card_options(state, state["step"])
    keep = [o for o in offered if o not in ("path", "discard")]
    said = (["lay it on the Path"] if "path" in offered else []) + \
        (["keep it in the Inventory"] if keep else []) + ["discard it"]
    return ", ".join(said[:-1]) + (" or " if len(said) > 1 else "") + said[-1]


def context(state: State) -> dict:
    """Display hints (plain data): enough for the options to be put in words from the decision alone
    (:func:`.words.option_text`): the piles' face-up cards and, in a fight, what each card is worth."""
    step = state["step"]
    hints = {"step": step["k"], "deck": len(state["deck"]), "path": len(state["path"]), "turned": state["turned"],
             "tops": [layout.top(state, i) for i in range(layout.PILES)]}
    for key in ("card", "need", "dealt"):
        if key in step:
            hints[key] = step[key]
    if step["k"] in ("fight", "trap") and path.setback_loses(state):
        # Yielding or failing here loses the game: the words say so, and why.
        hints["setback_loses"] = ("you are in the first room of the Path" if len(state["path"]) == 1
                                  else "the way back is shut behind this room")
    if step["k"] in ("fight", "pick"):
        usable = layout.inventory(state) + state["table"] + [layout.graveyard_top(state)]
        hints["worth"] = {c: items.fighting_value(state, c) for c in usable if c}
    return hints
