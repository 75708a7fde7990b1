"""What a position keeps of each seat for a house rule, and a game started with it.

A position (``engine/position.py``) may be played with house rules (its ``[house]`` table), and
each player may carry each rule's record of him (``[players.house.<rule id>]``): Dungeonopoly's
class, level, experience and what is active on him, say. The rule alone knows what its record
holds, so it says both ways through two optional members (``house_api.HouseRuleExtras``):
``seat_record`` writes one for a seat from its slot, and ``place_seat`` reads one into its slot,
refusing a bad one with a ``ValueError`` whose message begins with the field (``"level: ..."``).
The host makes the refusal one line naming the player, the rule and the field, as every problem
of a position is named (``players[1].house.dungeonopoly.level: ...``).

A rule without these members keeps nothing of a seat: its positions start each seat as its
``setup`` does. A ``seat_record`` that fails, or answers with something that is not plain data,
is left out of the position read (reading a position never stops a game or a replay).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .house_host import active, store
from .house_view import slot_copy
from .live_table import close_tables, open_table
from .plain_data import plain_data_problem

if TYPE_CHECKING:
    from .context import Ctx


def seat_records(ctx: Ctx, seat: int) -> dict[str, Any]:
    """Each active rule's record of ``seat`` (only the rules that keep one, and only records
    that say something)."""
    records: dict[str, Any] = {}
    for rule_id, rule in active(ctx):
        keep = getattr(rule, "seat_record", None)
        record = _kept(ctx, rule_id, keep, seat) if keep is not None else None
        if isinstance(record, Mapping) and record and plain_data_problem(record, "record") is None:
            records[rule_id] = dict(record)
    return records


def _kept(ctx: Ctx, rule_id: str, keep: Any, seat: int) -> Any:
    """What the rule's ``seat_record`` answers for ``seat``; None if it fails. (A function of its
    own: the compiled build cannot ``continue`` a loop from inside ``try``/``finally``.)"""
    try:
        return keep(open_table(ctx, seat, rule_id), slot_copy(ctx.state, rule_id), seat)
    except Exception:  # a plugin may fail in any way: the position is read without its record
        return None
    finally:
        close_tables()


def place_seats(ctx: Ctx, records: list[Mapping[str, Any]]) -> list[str]:
    """Hand each rule its records of the seats (``records[seat]``: rule id -> record), in seat
    order; the problems, one line each (empty: every record is in the game)."""
    problems: list[str] = []
    rules = dict(active(ctx))
    for seat, by_rule in enumerate(records):
        for rule_id, record in by_rule.items():
            where = f"players[{seat}].house.{rule_id}"
            place = getattr(rules.get(rule_id), "place_seat", None)
            if place is None:
                problems.append(f"{where}: the house rule {rule_id!r} keeps no record of a seat")
                continue
            problem = _placed(ctx, rule_id, place, seat, record, where)
            if problem:
                problems.append(problem)
    return problems


def _placed(ctx: Ctx, rule_id: str, place: Any, seat: int, record: Mapping[str, Any], where: str) -> str | None:
    """Store the slot the rule answers with for ``record``; else the problem, one line naming
    ``where`` and the field the rule's refusal begins with."""
    try:
        slot = place(open_table(ctx, seat, rule_id), slot_copy(ctx.state, rule_id), seat, dict(record))
    except ValueError as exc:
        return f"{where}.{exc}" if str(exc) else f"{where}: refused by the house rule"
    except Exception as exc:  # a plugin may fail in any way; the position is refused, not the program
        return f"{where}: the house rule failed on it ({type(exc).__name__}: {exc})"
    finally:
        close_tables()
    problem = plain_data_problem(slot, "slot")
    if problem:
        return f"{where}: the house rule answered with a slot that is not plain data ({problem})"
    store(ctx, rule_id, slot)
    return None
