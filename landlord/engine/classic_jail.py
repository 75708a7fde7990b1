"""The 1906 Jail (Rule 6): the engine's own jail, and the one every game falls back on.

"A player in JAIL must remain there until his next turn. Then he may come out upon
paying into the PUBLIC TREASURY a fine of $50, or if he throws a double ... he may come
out without paying the fine. ... He cannot, however, miss more than three turns if he
has sufficient property on which to realize the amount of his fine."
(Elizabeth Magie, The Landlord's Game, 1906, Rule 6; public domain.)

It follows the jail game contract (``jail_api``) like any plugin, and is offered to players
as the jail game ``classic`` through the built-in ``landlord_plugins.classic_jail`` plugin. The
engine keeps an instance of its own as the fallback: when a plugin jail game fails, this one
takes over, whatever any installed plugin calls itself.
"""
from __future__ import annotations

from typing import Any, Final, Mapping, Sequence

from .decision import CHANCE, TWO_DICE, TWO_DICE_PROBS, Decision
from .jail_api import JailContext, JailStep

#: The id the 1906 jail is chosen by; no plugin may take it.
# Final: a constant the compiled build (mypyc) can use as ClassicJail.id's default.
CLASSIC_ID: Final = "classic"

#: Rule 6: "He cannot ... miss more than three turns".
MOST_TURNS_MISSED = 3


class ClassicJail:
    id = CLASSIC_ID
    title = "The 1906 Jail"
    description = "Rule 6: pay the fine, or throw a double to come out free; no more than three turns missed."
    version = "1.0"
    business_while_jailed = True

    def on_jailed(self, ctx: JailContext, slot: Mapping[str, Any]) -> dict[str, Any]:
        new = dict(slot)
        new[str(ctx.seat)] = {"missed": 0, "throwing": False}
        return new

    def pending(self, ctx: JailContext, slot: Mapping[str, Any]) -> Decision:
        me = slot[str(ctx.seat)]
        name = ctx.names[ctx.seat]
        if me["throwing"]:
            return Decision(CHANCE, "jail.classic.throw", TWO_DICE, f"{name} throws for a double.",
                            TWO_DICE_PROBS, {"seat": ctx.seat, "purpose": "jail"})
        if me["missed"] >= MOST_TURNS_MISSED and self._has_means(ctx):
            # He may not miss a fourth turn: he pays (raising the money if he must) and comes out.
            return Decision(ctx.seat, "jail.classic", ("pay",),
                            f"{name} has missed three turns and must pay the ${ctx.jail_fine} fine.",
                            context={"fine": ctx.jail_fine, "missed": me["missed"]})
        options = (("pay",) if ctx.cash[ctx.seat] >= ctx.jail_fine else ()) + ("throw",)
        return Decision(ctx.seat, "jail.classic", options,
                        f"{name} is in Jail: pay the ${ctx.jail_fine} fine or throw for a double.",
                        context={"fine": ctx.jail_fine, "missed": me["missed"]})

    @staticmethod
    def _has_means(ctx: JailContext) -> bool:
        """"if he has sufficient property on which to realize the amount of his fine"."""
        return ctx.cash[ctx.seat] + ctx.property_value[ctx.seat] >= ctx.jail_fine

    def apply(self, ctx: JailContext, slot: Mapping[str, Any], choice: Any) -> JailStep:
        seat, name = str(ctx.seat), ctx.names[ctx.seat]
        new = {k: dict(v) for k, v in slot.items()}
        if choice == "pay":
            del new[seat]
            return JailStep(new, "release_roll", ({"pay": ctx.jail_fine, "to": "treasury"},),
                            log=(f"{name} pays the ${ctx.jail_fine} fine.",))
        if choice == "throw":
            new[seat]["throwing"] = True
            return JailStep(new, "continue")
        dice = tuple(choice)
        if dice[0] == dice[1]:
            del new[seat]
            return JailStep(new, "release_move", dice=dice,
                            log=(f"{name} throws a double ({dice[0]} and {dice[1]}) and serves his time.",))
        new[seat] = {"missed": new[seat]["missed"] + 1, "throwing": False}
        return JailStep(new, "wait", log=(f"{name} throws {dice[0]} and {dice[1]} and stays in Jail.",))


def record_problems(slot: Mapping[str, Any], prisoners: Sequence[int]) -> list[tuple[str, str]]:
    """What is wrong with a record (slot) of this jail handed in from outside, as (key, message).

    A position may carry the jail game's record of its prisoners. A plugin's faults are caught
    by the host, but the engine's own jail is never guarded (a fault of it is a bug), so its
    record is checked before it is used: one entry for each prisoner, as :meth:`ClassicJail.on_jailed`
    makes it, and nothing else.
    """
    problems: list[tuple[str, str]] = []
    wanted = {str(seat) for seat in prisoners}
    for key in sorted(wanted - set(slot)):
        problems.append((key, f"missing: the 1906 jail keeps an entry for each prisoner (seat {key})"))
    for key, entry in slot.items():
        if key not in wanted:
            problems.append((key, f"seat {key} is not in Jail"))
        elif not isinstance(entry, Mapping) or set(entry) != {"missed", "throwing"}:
            problems.append((key, "must be a table of missed (turns missed) and throwing (true or false)"))
        elif isinstance(entry["missed"], bool) or not isinstance(entry["missed"], int) or entry["missed"] < 0:
            problems.append((f"{key}.missed", "must be a whole number of turns, 0 or more"))
        elif not isinstance(entry["throwing"], bool):
            problems.append((f"{key}.throwing", "must be true or false"))
    return problems
