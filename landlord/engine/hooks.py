"""The two hosts as the rule modules see them: the jail host and the house-rule host.

The rule modules never import a host: the engine hands each step's :class:`~.context.Ctx` the
jail host (``ctx.jail``, always) and, in a game with house rules, the house-rule host
(``ctx.house``, else None). These protocols are all a rule module may ask of them, so the
points where jail games and house rules have their say are named here, in one place:

* the jail host takes a player in (:meth:`JailHooks.imprison`, Rules 5 and 6) and runs his turn
  in Jail (:meth:`JailHooks.begin_jail_turn`);
* the house-rule host may amend what is due (``amend``: wages, a charge, a jailing, a throw's
  plan, where a move stops), hears what happened (``notify``), adds options at its points
  (``point_options``, ``open_point``, ``choose``) and has its say at the turn's edges.

A game without house rules runs none of their code: every call to ``ctx.house`` stands behind
one ``ctx.house is not None`` test.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Protocol

if TYPE_CHECKING:
    from .context import Ctx
    from .state import GameState


class JailHooks(Protocol):
    """What the rule modules ask of the jail host (``engine/jail_host.py``)."""

    def imprison(self, ctx: Ctx, seat: int) -> None:
        """Hand ``seat`` to the jail game (he keeps a stay he is already serving)."""

    def begin_jail_turn(self, ctx: Ctx, seat: int) -> None:
        """A prisoner's turn begins: the jail game has it."""


class HouseHooks(Protocol):
    """What the rule modules ask of the house-rule host (``engine/house_host.py``)."""

    def amend(self, ctx: Ctx, trigger: str, due: Any, seat: int, **info: Any) -> Any:
        """``due`` as the active house rules amend it at ``trigger`` (``house_api.AMENDABLE``)."""

    def notify(self, ctx: Ctx, trigger: str, seat: int, **info: Any) -> None:
        """Tell the house rules what happened (``house_api`` triggers)."""

    def point_options(self, ctx: Ctx, point: str, seat: int, held: Mapping[str, Any] | None = None, *,
                      asking: bool = False) -> dict[str, str]:
        """The house rules' options for ``seat`` at ``point``, by choice, with their words."""

    def open_point(self, ctx: Ctx, point: str, seat: int, held: dict[str, Any] | None = None,
                   queue: list[int] | None = None) -> bool:
        """Ask ``seat`` (then ``queue``) at ``point``; True when an answer now waits, holding
        ``held`` (the action the point interrupts) until it is given."""

    def choose(self, ctx: Ctx, seat: int, choice: str, point: str, held: dict[str, Any] | None = None) -> None:
        """Carry out a house rule's option chosen at ``point``."""

    def turn_begins(self, ctx: Ctx, seat: int) -> None:
        """A turn begins: the throw's plan is cleared and the rules are told."""

    def before_play_passes(self, ctx: Ctx) -> bool:
        """The rules' say before play passes to the left; True if they put a step on the stack."""

    def throw_plan(self, ctx: Ctx, seat: int) -> dict[str, Any]:
        """How ``seat`` throws for his move (how many dice, doubled, unseen), as amended."""

    def current_plan(self, state: GameState) -> Mapping[str, Any]:
        """The plan of the throw in hand."""
