"""Rule 2 (moving checkers), Rule 3 (wages) and Rule 17 (doubles), with the Poor House exit.

After a throw the mover chooses among the ways his throw can take him: forward;
backward when he stands between the Chances (Rule 2); riding the railroad on a double
(Rule 17, reconstructed); or staying put when the throw would bring him to
Speculation (Rule 8). A player in the Poor House may leave only by a move he can
afford (Rule 12).
"""
from __future__ import annotations

from typing import Any

from itertools import product

from .frames import Frame
from .board import stop_cost, wages
from .context import Ctx
from .credit import notes_owed
from .decision import CHANCE, Decision, dice_decision
from .state import seat_account


def ride_destination(ctx: Ctx, position: int, steps: int, direction: int) -> tuple[int, int] | None:
    """Rule 17 (reconstructed): a double is a railroad pass.

    If the move passes over a railroad, the rider jumps from it to the next railroad in his
    direction and counts the rest of his throw from there. Returns (destination, spaces
    travelled) or None when no railroad is passed.
    """
    rules = ctx.rules
    size = rules.size
    for i in range(1, steps):
        here = (position + direction * i) % size
        if rules.spaces[here].kind == "railroad":
            for j in range(1, size):
                nxt = (here + direction * j) % size
                if rules.spaces[nxt].kind == "railroad":
                    dest = (nxt + direction * (steps - i)) % size
                    return dest, steps + j
            return None
    return None


def move_options(ctx: Ctx, seat: int, dice: tuple[int, ...]) -> dict[str, dict[str, Any]]:
    """Every legal way to move for this throw: option -> {dest, travelled, direction}."""
    rules, player = ctx.rules, ctx.state.players[seat]
    pos, size = player.position, ctx.rules.size
    total, double = throw_total(ctx, dice), is_double(ctx, dice)
    directions = [("forward", 1)]
    if pos in rules.either_way_positions():           # Rule 2
        directions.append(("backward", -1))
    options: dict[str, dict[str, Any]] = {}
    for name, sign in directions:
        options[name] = {"dest": (pos + sign * total) % size, "travelled": total, "direction": sign}
        if double:                                      # Rule 17 (reconstructed)
            ride = ride_destination(ctx, pos, total, sign)
            if ride is not None:
                options[f"{name}-by-rail"] = {"dest": ride[0], "travelled": ride[1], "direction": sign}
    if player.in_poor_house or ctx.state.single_tax_adopted:
        # Rule 12: out of the Poor House only by a move he can afford; Single Tax Rule 8: a
        # move he cannot afford sends him to a Natural Opportunity instead. What he can afford
        # counts the wages he "reaches or passes" Mother Earth for on the way (Rule 3).
        options = {k: v for k, v in options.items()
                   if stop_cost(rules, ctx.state, seat, v["dest"]).total <= cash_on_arrival(ctx, seat, v)}
        if options and any(rules.spaces[v["dest"]].kind == "speculation" for v in options.values()):
            options["stay"] = {"dest": pos, "travelled": 0, "direction": 0}
    elif any(rules.spaces[v["dest"]].kind == "speculation" for v in options.values()):
        options["stay"] = {"dest": pos, "travelled": 0, "direction": 0}   # Rule 8: may refuse to move
    return options


def cash_on_arrival(ctx: Ctx, seat: int, move: dict[str, Any]) -> int:
    """His cash when he reaches the end of ``move``: with the wages drawn on the way, less the
    interest on his notes that is due with them (Rules 3 and 16)."""
    player, cash = ctx.state.players[seat], ctx.state.cash(seat)
    if not (player.draws_wages and passes_start(ctx, player.position, forward_steps(move))):
        return cash
    return cash + wages(ctx.rules, ctx.state) - notes_owed(ctx.state, seat) * ctx.rules.loan_interest


def forward_steps(move: dict[str, Any]) -> int:
    """How far a move goes forward: wages are drawn only going forward (I-6)."""
    return move["travelled"] if move["direction"] > 0 else 0


def passes_start(ctx: Ctx, position: int, travelled_forward: int) -> bool:
    """Does a forward move of ``travelled_forward`` spaces from ``position`` reach or pass the start?"""
    rules = ctx.rules
    start = rules.index_of(rules.start_space)
    return travelled_forward > 0 and (start - position - 1) % rules.size < travelled_forward


def start_throw(ctx: Ctx, seat: int) -> Frame:
    frame = ctx.push("throw", seat=seat)
    dice = ctx.hooks.throw_plan(ctx, seat)        # house rules may change how he throws
    if dice is not None:
        frame["dice"] = dice
    return frame


#: The throws of one, two and three dice, for house rules that change the number thrown.
_THROWS = {n: tuple(product(range(1, 7), repeat=n)) for n in (1, 3)}


def throw_decision(ctx: Ctx, frame: Frame) -> Decision:
    n = frame.get("dice", 2)
    if n == 2:
        return dice_decision(frame["seat"], "move", f"{ctx.name(frame['seat'])} throws the dice.")
    throws = _THROWS[n]
    return Decision(CHANCE, "dice", throws, f"{ctx.name(frame['seat'])} throws {n} dice.",
                    tuple(1 / len(throws) for _ in throws), {"purpose": "move", "seat": frame["seat"]})


def apply_throw(ctx: Ctx, frame: Frame, dice: tuple[int, ...]) -> None:
    ctx.pop()
    seat = frame["seat"]
    shown = f"{dice[0]} and {dice[1]}" if len(dice) == 2 else " and ".join(map(str, dice)) if dice[1:] else \
        f"a {dice[0]}"
    ctx.emit("dice", f"{ctx.name(seat)} throws {shown}.", seat=seat, dice=list(dice))
    if ctx.hooks.dice_thrown(ctx, seat, dice):
        return                      # the throw waits for the answers (a reroll, say)
    offer_moves(ctx, seat, dice)


def throw_total(ctx: Ctx, dice: tuple[int, ...]) -> int:
    """How far a throw takes him: the dice, times what the throw's plan says (1 without house rules)."""
    times: int = ctx.hooks.current_plan(ctx.state).get("times", 1)
    return sum(dice) * times


def is_double(ctx: Ctx, dice: tuple[int, ...]) -> bool:
    """The first two dice alike (a third, extra die never makes a double; nor does a plan that
    says so, as for a slowed runner's extra die)."""
    if len(dice) < 2 or dice[0] != dice[1]:
        return False
    return bool(ctx.hooks.current_plan(ctx.state).get("doubles", True))


def offer_moves(ctx: Ctx, seat: int, dice: tuple[int, ...]) -> None:
    """Ask the mover how to move, or move at once when there is only one way."""
    options = move_options(ctx, seat, dice)
    player = ctx.state.players[seat]
    if not options and ctx.state.single_tax_adopted:       # Single Tax Rule 8
        target = (player.position + throw_total(ctx, dice)) % ctx.rules.size
        ctx.push("offer_opportunity", seat=seat, target=target, why="cannot afford his move")
        return
    if not options:
        ctx.emit("poor_house_stay", f"{player.name} cannot afford any move and stays in the Poor House.",
                 seat=seat)
        return
    if len(options) == 1:
        (name, move), = options.items()
        perform_move(ctx, seat, name, move)
        return
    ctx.push("move", seat=seat, dice=list(dice), options=options)


def move_decision(ctx: Ctx, frame: Frame) -> Decision:
    seat = frame["seat"]
    names = {k: ctx.rules.spaces[v["dest"]].name for k, v in frame["options"].items()}
    return Decision(seat, "move", tuple(frame["options"]),
                    f"{ctx.name(seat)}: which way? " + ", ".join(f"{k} to {n}" for k, n in names.items()),
                    context={"destinations": {k: v["dest"] for k, v in frame["options"].items()},
                             "dice": tuple(frame["dice"])})


def apply_move(ctx: Ctx, frame: Frame, choice: str) -> None:
    ctx.pop()
    perform_move(ctx, frame["seat"], choice, frame["options"][choice])


def perform_move(ctx: Ctx, seat: int, name: str, move: dict[str, Any]) -> None:
    player = ctx.state.players[seat]
    if name == "stay":
        ctx.emit("stay", f"{player.name} refuses the move to Speculation and stays put.", seat=seat)
        return
    if player.in_poor_house:
        player.in_poor_house = False
        ctx.emit("poor_house_leave", f"{player.name} leaves the Poor House.", seat=seat)
    if name.endswith("by-rail"):
        ctx.emit("rail_pass", f"{player.name} rides the railroad on a double.", seat=seat)
    if ctx.hooks.current_plan(ctx.state).get("unseen"):
        move_unseen(ctx, seat, move["dest"])
        return
    move_and_land(ctx, seat, move["dest"], forward_steps(move), move["direction"])


def move_and_land(ctx: Ctx, seat: int, dest: int, travelled_forward: int, direction: int = 1) -> None:
    """Move, then resolve the space; the landing waits behind any interest owed with the wages."""
    ctx.push("land", seat=seat)
    advance(ctx, seat, dest, travelled_forward, direction)


def move_by(ctx: Ctx, seat: int, steps: int, *, passes: bool, lands: bool) -> None:
    """A move a house rule asks for: ``steps`` forward (+) or back (-), or 0 to land where he
    stands. ``passes``: the spaces crossed count (wages at the start); ``lands``: the stop is
    resolved as a landing."""
    if steps == 0:                      # no move: he lands on the space he stands on
        ctx.push("land", seat=seat)
        return
    dest = (ctx.state.players[seat].position + steps) % ctx.rules.size
    direction = 1 if steps > 0 else -1
    ctx.state.players[seat].in_poor_house = False      # moved out of it, as any move does (Rule 12)
    if not passes and not lands:
        move_unseen(ctx, seat, dest)
        return
    if lands:
        ctx.push("land", seat=seat)
    if passes:
        advance(ctx, seat, dest, max(steps, 0), direction, lands=lands)
    else:
        move_unseen(ctx, seat, dest)


def move_unseen(ctx: Ctx, seat: int, dest: int) -> None:
    """The checker moves, and nothing on the way or at the end counts (no wages, no landing)."""
    player = ctx.state.players[seat]
    frm, player.position = player.position, dest
    ctx.emit("moved", f"{player.name} moves unseen to {ctx.rules.spaces[dest].name}.", seat=seat, frm=frm,
             to=dest, unseen=True)


def advance(ctx: Ctx, seat: int, dest: int, travelled_forward: int, direction: int = 1, *,
            lands: bool = True) -> None:
    """Put the checker on ``dest``; pay wages if a forward move reached or passed the start (Rule 3).

    The landing is queued before wages are paid, so a loan's interest charged with the
    wages is settled first and the landing follows. ``lands``: the move stops on ``dest`` as a
    landing; a move that only passes (a house rule's push) ends on the start without stopping
    there, so its wages are never the ``exact`` kind.
    """
    rules, player = ctx.rules, ctx.state.players[seat]
    frm = player.position
    dest, travelled_forward = ctx.hooks.move_stop(ctx, seat, frm, dest, travelled_forward, direction)
    passed = passes_start(ctx, frm, travelled_forward)
    player.position = dest
    ctx.emit("moved", f"{player.name} moves to {rules.spaces[dest].name}.", seat=seat, frm=frm, to=dest)
    if passed:
        pay_wages(ctx, seat, exact=lands and dest == rules.start_index)
    ctx.hooks.moved(ctx, seat, frm, dest, direction)


def walk(size: int, frm: int, dest: int, direction: int) -> list[int]:
    """The spaces a checker crosses from ``frm`` to ``dest`` going ``direction``, ``dest`` last."""
    steps = (dest - frm) * direction % size or size
    return [(frm + direction * i) % size for i in range(1, steps + 1)]


def pay_wages(ctx: Ctx, seat: int, exact: bool = False) -> None:
    """Rule 3: $100 from Miscellaneous; Rule 16 (reconstructed): loan interest is due with wages.

    :param exact: he stopped on the start itself, by a move that lands there (house rules may pay
        more for that); a move that only passes over it, ending there, is not exact.
    """
    player = ctx.state.players[seat]
    if not player.draws_wages:        # Monarch of the World: the landlord gets no wages
        ctx.emit("no_wages", f"{player.name}, the landlord, draws no wages.", seat=seat)
        return
    player.wages_drawn += 1
    amount = wages(ctx.rules, ctx.state)
    amount = ctx.hooks.wages_due(ctx, seat, amount, exact)
    ctx.pay("misc", seat_account(seat), amount, "wages")
    notes = notes_owed(ctx.state, seat)             # in team play, the team's (engine/teams.py)
    if notes:
        ctx.charge(seat, [("misc", notes * ctx.rules.loan_interest)], "interest on loans", kind="interest")
