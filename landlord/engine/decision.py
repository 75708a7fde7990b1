"""The vocabulary between the engine and whoever answers it: Decision, Event, CHANCE.

Every choice a player can make, and every throw of the dice or draw of a card, is a
:class:`Decision` listing its legal options. Humans (the UI), agents, tests and plugins
answer decisions alike; the engine answers none of them itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping, Sequence

#: The actor that throws dice and draws cards (as OpenSpiel's chance player).
CHANCE = -1

#: What a decision's option may be, and so what a player may choose: text (``"roll"``,
#: ``"build:<lot>"``), a whole number (a bid, a seat) or a tuple of them (a throw of two dice
#: ``(3, 4)``, a proposal ``("propose", seat, "single_tax")``). Jail games and house rules are held
#: to the same (``plain_data.choices_problem``), so every choice saves to TOML and replays.
Choice = str | int | tuple[str | int, ...]


# Decisions and events are made at every step of every game, so they are slotted dataclasses
# that are not frozen: a frozen dataclass sets each field through object.__setattr__, which made
# building one cost about three times as much (engine speed issue). They are read-only by
# contract; ``dataclasses.replace`` still makes an altered copy, as plugins do.
@dataclass(slots=True)
class Decision:
    """Who must choose what now (read-only: make an altered copy with ``dataclasses.replace``).

    :param actor: the seat index that decides, or :data:`CHANCE`.
    :param kind: a stable id such as ``"turn"``, ``"bid"``, ``"jail.classic"``.
    :param options: the legal choices, in a stable order: a tuple, or for the turn's business a
        sequence that lists them when first read (``listed_when_read.py``; read it before
        applying a choice).
    :param probs: for :data:`CHANCE` only, the probability of each option.
    :param prompt: one line a person can read.
    :param context: display hints (space ids, prices, what each option leads to).
    """

    actor: int
    kind: str
    options: Sequence[Choice]
    prompt: str = ""
    probs: tuple[float, ...] | None = None
    context: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_chance(self) -> bool:
        return self.actor == CHANCE


@dataclass(slots=True)
class Event:
    """Something that happened, with the line the game log shows for it; ``name`` is one of
    :class:`~landlord.engine.events.EventName`, declared once."""

    name: str
    text: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text


TWO_DICE: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
TWO_DICE_PROBS: tuple[float, ...] = tuple(1 / 36 for _ in TWO_DICE)


@lru_cache(maxsize=256)
def dice_decision(actor_seat: int, purpose: str, prompt: str) -> Decision:
    """A throw of two dice; options are ordered pairs so doubles are visible. Made once for each
    seat, purpose and prompt (a decision is read-only): it is asked at every throw of every game."""
    return Decision(CHANCE, "dice", TWO_DICE, prompt, TWO_DICE_PROBS,
                    {"purpose": purpose, "seat": actor_seat})
