"""The named points where jail games and house rules have their say, as the rule modules see them.

The rule modules never import a host. The engine hands each step's :class:`~.context.Ctx` the
jail host (``ctx.jail``) and the rule hooks (``ctx.hooks``): in a game with house rules the
house-rule host's (``house_host.HOUSE_HOOKS``), else :data:`NO_HOOKS`, which does nothing and
lets everything stand. So a rule module calls its points unconditionally and knows nothing of
house rules; a game without them runs none of their code. A new point is a method here, its
do-nothing answer in :class:`NoHooks`, the house-rule host's answer in ``house_host.HouseHooks``
and one call where the rule happens (``docs/architecture.md``).
"""
from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Mapping, Protocol

if TYPE_CHECKING:
    from .context import Ctx
    from .state import GameState

Payees = list[tuple[str, int]]


class JailHooks(Protocol):
    """What the rule modules ask of the jail host (``engine/jail_host.py``)."""

    def imprison(self, ctx: Ctx, seat: int) -> None:
        """Hand ``seat`` to the jail game (he keeps a stay he is already serving)."""

    def begin_jail_turn(self, ctx: Ctx, seat: int) -> None:
        """A prisoner's turn begins: the jail game has it."""


class RuleHooks(Protocol):
    """The points of a turn where house rules may change what is due, hear what happened, or
    ask a player before play goes on."""

    # -- what is due, as amended ----------------------------------------------------------------
    def charge_due(self, ctx: Ctx, seat: int, payees: Payees, kind: str, why: str) -> Payees:
        """What ``seat`` pays whom for ``kind`` ("rent", "tax", "chance", "jail", ...)."""

    def wages_due(self, ctx: Ctx, seat: int, amount: int, exact: bool) -> int:
        """The wages he draws (``exact``: he stopped on the start itself, by a move that lands)."""

    def jail_due(self, ctx: Ctx, seat: int, why: str) -> bool:
        """Does he go to Jail?"""

    def landing_due(self, ctx: Ctx, seat: int, position: int) -> bool:
        """Is his stop on ``position`` resolved as a landing there?"""

    def sale_due(self, ctx: Ctx, seat: int, card: str, seller: int, buyer: int, price: int) -> bool:
        """May this sale between players be offered (Rule 15, reconstructed)?"""

    def move_stop(self, ctx: Ctx, seat: int, frm: int, dest: int, travelled_forward: int,
                  direction: int) -> tuple[int, int]:
        """Where a move ends, and how far forward it went (a move may be stopped short)."""

    def throw_plan(self, ctx: Ctx, seat: int) -> int | None:
        """How many dice ``seat`` throws for his move, or None for the plain throw of two."""

    def current_plan(self, state: GameState) -> Mapping[str, Any]:
        """The plan of the throw in hand: ``times`` (the total's multiple), ``doubles`` (may it
        be a double), ``unseen`` (the move counts nothing on the way)."""

    # -- points where play may wait: True when an answer now waits, holding the action ----------
    def rent_owed(self, ctx: Ctx, seat: int, payees: Payees, why: str, kind: str, position: int) -> bool:
        """Rent or a fare is owed: True if the hooks have taken the charge over."""

    def dice_thrown(self, ctx: Ctx, seat: int, dice: tuple[int, ...]) -> bool:
        """The throw is seen by every player before he moves."""

    def chance_drawn(self, ctx: Ctx, seat: int, card: str) -> bool:
        """A Chance card is drawn, before it is followed."""

    def in_jail(self, ctx: Ctx, seat: int) -> None:
        """A prisoner's turn begins (options before the jail game's)."""

    # -- what happened --------------------------------------------------------------------------
    def turn_begins(self, ctx: Ctx, seat: int) -> None: ...

    def landed(self, ctx: Ctx, seat: int, position: int) -> None: ...

    def bought(self, ctx: Ctx, seat: int, card: str, price: int) -> None: ...

    def moved(self, ctx: Ctx, seat: int, frm: int, to: int, direction: int) -> None: ...

    def released(self, ctx: Ctx, seat: int) -> None: ...

    # -- options ------------------------------------------------------------------------------------
    def options_before_throw(self, ctx: Ctx, seat: int) -> dict[str, str] | None:
        """Options added to the turn's business (choice -> words), or None."""

    def choose(self, ctx: Ctx, seat: int, choice: str, point: str) -> None:
        """Carry out one of those options."""

    def before_play_passes(self, ctx: Ctx) -> bool:
        """The last say before play passes to the left; True if a step now waits."""

    def choice_begins(self, ctx: Ctx) -> None:
        """A choice is about to be carried out (the guard charges what ran over while it was asked)."""

    def rule_switched_off(self, ctx: Ctx, rule_id: str) -> None:
        """A house rule was switched off: what it put to the players goes, what it held goes on."""


_PLAIN_PLAN: Mapping[str, Any] = MappingProxyType({})


class NoHooks:
    """The rule hooks of a game without house rules: nothing is amended, nobody is asked."""

    __slots__ = ()

    def charge_due(self, ctx: Ctx, seat: int, payees: Payees, kind: str, why: str) -> Payees:
        return payees

    def wages_due(self, ctx: Ctx, seat: int, amount: int, exact: bool) -> int:
        return amount

    def jail_due(self, ctx: Ctx, seat: int, why: str) -> bool:
        return True

    def landing_due(self, ctx: Ctx, seat: int, position: int) -> bool:
        return True

    def sale_due(self, ctx: Ctx, seat: int, card: str, seller: int, buyer: int, price: int) -> bool:
        return True

    def move_stop(self, ctx: Ctx, seat: int, frm: int, dest: int, travelled_forward: int,
                  direction: int) -> tuple[int, int]:
        return dest, travelled_forward

    def throw_plan(self, ctx: Ctx, seat: int) -> int | None:
        return None

    def current_plan(self, state: GameState) -> Mapping[str, Any]:
        return _PLAIN_PLAN

    def rent_owed(self, ctx: Ctx, seat: int, payees: Payees, why: str, kind: str, position: int) -> bool:
        return False

    def dice_thrown(self, ctx: Ctx, seat: int, dice: tuple[int, ...]) -> bool:
        return False

    def chance_drawn(self, ctx: Ctx, seat: int, card: str) -> bool:
        return False

    def in_jail(self, ctx: Ctx, seat: int) -> None:
        return None

    def turn_begins(self, ctx: Ctx, seat: int) -> None:
        return None

    def landed(self, ctx: Ctx, seat: int, position: int) -> None:
        return None

    def bought(self, ctx: Ctx, seat: int, card: str, price: int) -> None:
        return None

    def moved(self, ctx: Ctx, seat: int, frm: int, to: int, direction: int) -> None:
        return None

    def released(self, ctx: Ctx, seat: int) -> None:
        return None

    def options_before_throw(self, ctx: Ctx, seat: int) -> dict[str, str] | None:
        return None

    def choose(self, ctx: Ctx, seat: int, choice: str, point: str) -> None:
        raise AssertionError(f"{choice!r}: no house rule plays in this game")

    def before_play_passes(self, ctx: Ctx) -> bool:
        return False

    def choice_begins(self, ctx: Ctx) -> None:
        return None

    def rule_switched_off(self, ctx: Ctx, rule_id: str) -> None:
        return None


#: The one set of do-nothing hooks.
NO_HOOKS = NoHooks()
