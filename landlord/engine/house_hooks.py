"""The house-rule host's answers at the rule hooks (``engine/hooks.py``): what a game with house
rules does at each named point of a turn.

Each answer asks the active house rules through the host (``engine/house_host.py``: ``amend``
for what is due, ``notify`` for what happened; ``engine/house_points.py``: ``open_point`` where a player may answer before
play goes on), with the action a point holds up written as plain data, so a save keeps it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from . import house_host, house_points, movement
from .hooks import Payees
from .house_api import RENT_KINDS

if TYPE_CHECKING:
    from .context import Ctx
    from .state import GameState


class HouseHooks:
    """The rule hooks of a game with house rules."""

    __slots__ = ()

    # -- what is due, as amended --------------------------------------------------------------------
    def charge_due(self, ctx: Ctx, seat: int, payees: Payees, kind: str, why: str) -> Payees:
        amended = house_host.amend(ctx, "charge_due", [list(p) for p in payees], seat, kind=kind, why=why,
                                   rent=kind in RENT_KINDS)
        return [(account, amount) for account, amount in amended]

    def wages_due(self, ctx: Ctx, seat: int, amount: int, exact: bool) -> int:
        return int(house_host.amend(ctx, "wages_due", amount, seat, exact=exact))

    def jail_due(self, ctx: Ctx, seat: int, why: str) -> bool:
        return house_host.amend(ctx, "jail_due", True, seat, why=why) is not False

    def landing_due(self, ctx: Ctx, seat: int, position: int) -> bool:
        return house_host.amend(ctx, "landing_due", True, seat, position=position) is not False

    def sale_due(self, ctx: Ctx, seat: int, card: str, seller: int, buyer: int, price: int) -> bool:
        return house_host.amend(ctx, "sale_due", True, seat, card=card, seller=seller, buyer=buyer,
                                price=price) is not False

    def move_stop(self, ctx: Ctx, seat: int, frm: int, dest: int, travelled_forward: int,
                  direction: int) -> tuple[int, int]:
        """Where a house rule stops the move short (``move_due``), and how far forward it then went."""
        if dest == frm or not house_host.hearing(ctx, "triggers", "move_due"):
            return dest, travelled_forward
        path = movement.walk(ctx.rules.size, frm, dest, direction)
        stop = house_host.amend(ctx, "move_due", dest, seat, frm=frm, path=path, direction=direction)
        if stop == dest or stop not in path:
            return dest, travelled_forward
        return stop, (path.index(stop) + 1 if travelled_forward else 0)

    def throw_plan(self, ctx: Ctx, seat: int) -> int | None:
        return int(house_host.throw_plan(ctx, seat)["dice"])

    def current_plan(self, state: GameState) -> Mapping[str, Any]:
        return house_host.current_plan(state)

    # -- points where play may wait -------------------------------------------------------------------
    def rent_owed(self, ctx: Ctx, seat: int, payees: Payees, why: str, kind: str, position: int) -> bool:
        """Rent and fares wait for the payer's answer at ``rent_owed`` when a house rule offers
        him something there (an ability that may let him off, say); else they are charged here,
        as amended, and the rules are told who was paid."""
        if not payees or kind not in RENT_KINDS:
            return False
        held = {"action": "charge", "seat": seat, "payees": [list(p) for p in payees], "why": why,
                "kind": kind, "space": ctx.rules.spaces[position].id}
        if not house_points.open_point(ctx, "rent_owed", seat, held):
            house_points.settle_stop(ctx, held)
        return True

    def dice_thrown(self, ctx: Ctx, seat: int, dice: tuple[int, ...]) -> bool:
        """Every player hears the throw, then each in turn from the thrower's left (the thrower
        last) may answer it (a reroll, say) before he moves."""
        house_host.notify(ctx, "thrown", seat, dice=list(dice), doubles=movement.is_double(ctx, dice),
                          total=movement.throw_total(ctx, dice))
        players = len(ctx.state.players)
        others = [(seat + i) % players for i in range(1, players)]
        held = {"action": "throw", "seat": seat, "dice": list(dice)}
        return house_points.open_point(ctx, "dice_thrown", others[0], held, others[1:] + [seat])

    def chance_drawn(self, ctx: Ctx, seat: int, card: str) -> bool:
        """The card waits for his answer (a house rule may let him refuse it)."""
        return house_points.open_point(ctx, "chance_drawn", seat, {"action": "chance", "seat": seat, "card": card})

    def in_jail(self, ctx: Ctx, seat: int) -> None:
        house_points.open_point(ctx, "in_jail", seat)

    # -- what happened -------------------------------------------------------------------------------
    def turn_begins(self, ctx: Ctx, seat: int) -> None:
        house_host.turn_begins(ctx, seat)

    def landed(self, ctx: Ctx, seat: int, position: int) -> None:
        house_host.notify(ctx, "landed", seat, position=position)

    def bought(self, ctx: Ctx, seat: int, card: str, price: int) -> None:
        house_host.notify(ctx, "bought", seat, card=card, price=price)

    def moved(self, ctx: Ctx, seat: int, frm: int, to: int, direction: int) -> None:
        """Told with the spaces crossed and the players passed on the way (not the jailed)."""
        if to == frm or not house_host.hearing(ctx, "triggers", "moved"):
            return
        path = movement.walk(ctx.rules.size, frm, to, direction)
        crossed = set(path)
        passed = [other for other, p in enumerate(ctx.state.players)
                  if other != seat and not p.in_jail and p.position in crossed]
        house_host.notify(ctx, "moved", seat, frm=frm, to=to, direction=direction, path=path, passed=passed,
                          unseen=False)

    def released(self, ctx: Ctx, seat: int) -> None:
        house_host.notify(ctx, "released", seat)

    # -- options --------------------------------------------------------------------------------------
    def options_before_throw(self, ctx: Ctx, seat: int) -> dict[str, str] | None:
        return house_points.point_options(ctx, "before_throw", seat, asking=True)

    def choose(self, ctx: Ctx, seat: int, choice: str, point: str) -> None:
        house_points.choose(ctx, seat, choice, point)

    def before_play_passes(self, ctx: Ctx) -> bool:
        return house_points.before_play_passes(ctx)

    def choice_begins(self, ctx: Ctx) -> None:
        house_host.choice_begins(ctx)

    def rule_switched_off(self, ctx: Ctx, rule_id: str) -> None:
        house_points.drop_questions_of(ctx, rule_id)


HOUSE_HOOKS = HouseHooks()
