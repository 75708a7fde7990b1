"""The contract between the host and a jail game plugin.

A jail game is an object with ``id``, ``title``, ``version``, ``business_while_jailed``
and three methods (:class:`JailGame`), and any of the optional members of
:class:`JailGameExtras`. It never changes the game: it reads a :class:`JailContext`, keeps
its own plain-data ``slot`` (one per game, shared by every prisoner, saved with the
game) and returns :class:`JailStep` results that the host validates and carries out.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence, runtime_checkable

from .contract import declared_members
from .decision import Choice, Decision

#: The version of this contract. A jail game may say which it was written for (``api_version``;
#: none means 1, the contract as first published); the host refuses a game written for a later
#: version than it knows. It goes up only when the contract changes in a way old hosts cannot serve.
#: Version 2 added house rules (``house_api.py``); jail games written for version 1 are served as before.
PLUGIN_API_VERSION = 2

#: What a JailStep may ask the host to do with the prisoner at the end of the step.
OUTCOMES = (
    "continue",      # more jail decisions this turn
    "wait",          # the prisoner's turn is over; he stays in Jail
    "release_roll",  # released; he throws and moves now
    "release_move",  # released; he moves by ``dice`` now
    "release_end",   # released; his turn is over
)


@dataclass(frozen=True)
class JailContext:
    """What a jail game may know about the host game (read-only).

    :param seat: the prisoner whose turn it is (or who was just jailed).
    :param turn_number: which of his turns in Jail this is (1 on the first; 0 when just jailed).
    :param prisoners: every seat in Jail now, the current one included.
    :param names: players' names by seat.
    :param cash: players' cash by seat.
    :param property_value: printed value of each seat's cards and houses (Rule 6: property
        "on which to realize the amount of his fine").
    :param jail_fine: the rules' fine (Rule 6).
    :param wages: the current wages (Rule 3).
    :param settings: this jail game's table from the rules file (``[jail.<id>]``), if any.
    """

    seat: int
    turn_number: int
    prisoners: tuple[int, ...]
    names: tuple[str, ...]
    cash: tuple[int, ...]
    property_value: tuple[int, ...]
    jail_fine: int
    wages: int
    settings: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class JailStep:
    """A jail game's answer to a choice.

    :param slot: the game's new plain data (str keys; lists, str, int, float, bool).
    :param outcome: one of :data:`OUTCOMES`.
    :param effects: money for the host to move, each ``{"pay": n, "to": "treasury"|"misc"}``
        (the prisoner pays; the host raises the money if he is short) or ``{"receive": n}``
        (the prisoner is paid from Miscellaneous).
    :param dice: with ``release_move``, the throw he moves by, e.g. ``(3, 3)``.
    :param log: lines for the game log.
    """

    slot: Mapping[str, Any]
    outcome: str = "continue"
    effects: tuple[Mapping[str, Any], ...] = ()
    dice: tuple[int, int] | None = None
    log: tuple[str, ...] = ()


@runtime_checkable
class JailGame(Protocol):
    id: str
    title: str
    version: str
    #: May a prisoner bid, trade and answer offers while in this jail?
    business_while_jailed: bool

    def on_jailed(self, ctx: JailContext, slot: Mapping[str, Any]) -> Mapping[str, Any]:
        """A player has just been jailed: return the new slot."""

    def pending(self, ctx: JailContext, slot: Mapping[str, Any]) -> Decision:
        """The prisoner's (or CHANCE's) next decision on his turn in Jail."""

    def apply(self, ctx: JailContext, slot: Mapping[str, Any], choice: Choice) -> JailStep:
        """Carry out a choice from the last decision and say what follows."""


class JailGameExtras(Protocol):
    """What a jail game may also have: none of it is required, and no API version asks for it.
    The host and the window look each member up when they need it and do without it if absent."""

    #: The plugin API version the game was written for; 1 if left out.
    api_version: int
    #: One line saying what a stay in this jail is like, for the new-game screen.
    description: str
    #: The most turns the game keeps a prisoner (the host holds it to this; 12 if left out).
    longest_stay: int
    #: The game's page of the Help screen: paragraphs, a short one in capitals a heading.
    help_text: Sequence[str]

    def suggest(self, ctx: JailContext, slot: Mapping[str, Any], decision: Decision) -> Choice | None:
        """Advice for a computer prisoner: one of the decision's options, or None."""

    def make_view(self) -> Any:
        """A drawer of the game's decisions for the window (pygame imported inside only): a
        :class:`JailView`, with any of :class:`JailViewExtras`."""

    def describe_option(self, decision: Decision, option: Choice, names: Any) -> str:
        """The words of an option's button."""

    def explain_option(self, decision: Decision, option: Choice, names: Any) -> str:
        """A sentence under the choices: what the option does or costs."""

    def rules_card(self) -> list[str]:
        """The game's rules in a few short lines, for a person's first stay."""

    def stay_summary(self, ctx: JailContext, slot: Mapping[str, Any], choice: Choice) -> str:
        """A line summing up a stay, as the prisoner comes out."""


class JailView(Protocol):
    """What a jail game's view (the answer of its ``make_view``) must have. Its arguments are the
    window's (a pygame surface and rect, the window's session); the engine never calls it."""

    def draw(self, surface: Any, rect: Any, session: Any) -> None:
        """The game's picture, drawn in ``rect`` in place of the board while a prisoner plays."""


class JailViewExtras(Protocol):
    """What a jail game's view may also have; the window does without what is absent."""

    def draw_rules_picture(self, surface: Any, rect: Any) -> None:
        """A picture of how the game is played, drawn inside ``rect`` on the rules card (the
        game's ``rules_card`` lines are read under it), so the words can be few."""


#: What a jail game must have, and what it may also have, as the two declarations above say;
#: and the same for its view.
REQUIRED_MEMBERS = declared_members(JailGame)
OPTIONAL_MEMBERS = declared_members(JailGameExtras)
VIEW_REQUIRED_MEMBERS = declared_members(JailView)
VIEW_OPTIONAL_MEMBERS = declared_members(JailViewExtras)
