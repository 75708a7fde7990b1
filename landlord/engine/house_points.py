"""Where a house rule lets a player answer: its options at the named points of a turn
(``house_api.POINTS``), the action a point holds up until it is over, and the rule's own questions.

Every choice of a rule's option and every answer to its question counts against the rule's
bound of :data:`MAX_CHOICES_PER_TURN` a turn, at every point alike (the turn's business before
the throw included, where the rule's options are offered again after each piece of business): a
rule that offers or asks for ever is switched off, and the turn goes on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from . import house_host, landing, movement
from .decision import Decision
from .frames import Frame
from .house_effects import HouseRuleFault, carry_out, checked
from .house_view import slot_copy
from .house_modifiers import HOST
from .live_table import open_table
from .state import seat_of

if TYPE_CHECKING:
    from .context import Ctx

PASS = "house:pass"            # the choice that lets a held action stand, or ends a point
#: Choices of one rule's options and answers to its questions in one turn; more is a loop.
MAX_CHOICES_PER_TURN = 200


def point_options(ctx: Ctx, point: str, seat: int, held: Mapping[str, Any] | None = None, *,
                  asking: bool = False) -> dict[str, str]:
    """The house rules' options for ``seat`` at ``point`` (holding ``held``): choice -> words for a person.

    :param asking: called to work out a pending decision, which must not change the game: a rule
        that fails then is left out of the options (and logged once), and is switched off only
        when the game next asks it in earnest, in an ``apply``.
    """
    found: dict[str, str] = {}
    for rule_id, rule in list(house_host.hearing(ctx, "points", point)):
        answer: dict[str, Any] = {}

        def ask(rule: Any = rule, rule_id: str = rule_id) -> None:
            offered = rule.options(open_table(ctx, seat, rule_id, held), slot_copy(ctx.state, rule_id),
                                   point, seat)
            if not isinstance(offered, Mapping):
                raise HouseRuleFault(f"options() returned a {type(offered).__name__}, not a table")
            for option, words in offered.items():
                if not isinstance(option, str) or not option or ":" in option or not isinstance(words, str):
                    raise HouseRuleFault(f"option {option!r}: ids must be text without ':' and words text")
            answer.update(offered)

        if house_host.call(ctx, rule_id, "options", ask, asking=asking):
            found.update({f"house:{rule_id}:{option}": words for option, words in answer.items()})
    return found


def choose(ctx: Ctx, seat: int, choice: str, point: str, held: dict[str, Any] | None = None) -> None:
    """``seat`` chose a house rule's option (``house:<rule>:<option>``) at ``point``."""
    _, rule_id, option = choice.split(":", 2)
    _answer(ctx, rule_id, seat, option, point, held)


def _answer(ctx: Ctx, rule_id: str, seat: int, choice: Any, point: str | None, held: dict[str, Any] | None) -> None:
    """Hand the rule's ``apply`` a choice of its option or an answer to its question, and carry out
    its step: unless the rule is off (switched off since the decision was put), or has had its
    fill of choices this turn."""
    if not house_host.is_active(ctx.state, rule_id):
        return
    counts = ctx.state.plugin_data[HOST].setdefault("choices", {})
    counts[rule_id] = counts.get(rule_id, 0) + 1
    if counts[rule_id] > MAX_CHOICES_PER_TURN:
        where = f" at {point}" if point else ""
        house_host.disable(ctx, rule_id, f"was answered more than {MAX_CHOICES_PER_TURN} times in one turn{where} "
                                         "(an option or a question that never ends)")
        return
    rule = ctx.engine.house_rules[rule_id]
    step: dict[str, Any] = {}

    def run() -> None:
        step["s"] = checked(rule.apply(open_table(ctx, seat, rule_id, held), slot_copy(ctx.state, rule_id),
                                       seat, choice))
        house_host.store(ctx, rule_id, step["s"].slot)

    if house_host.call(ctx, rule_id, "apply", run) and \
            (fault := carry_out(ctx, rule_id, seat, step["s"], point=point, held=held)) is not None:
        house_host.disable(ctx, rule_id, fault)


def before_play_passes(ctx: Ctx) -> bool:
    """When a turn's business is over: the ``after_move`` point, then the ``turn_ends`` trigger,
    each once a turn. True if either left something on the stack to settle first."""
    state = ctx.state
    closing = state.plugin_data[HOST].setdefault("closing", [])
    if "after_move" not in closing:
        closing.append("after_move")
        if open_point(ctx, "after_move", state.turn):
            return True
    if "turn_ends" not in closing:
        closing.append("turn_ends")
        house_host.notify(ctx, "turn_ends", state.turn)
        return bool(state.stack)
    return False


def open_point(ctx: Ctx, point: str, seat: int, held: dict[str, Any] | None = None,
               queue: list[int] | None = None) -> bool:
    """Put ``point`` to ``seat`` if a house rule offers him something there (else to the next
    seat of ``queue``). True if a point was put; when none is, a held action is the caller's."""
    if not house_host.hearing(ctx, "points", point):
        return False
    seats = [seat] + list(queue or [])
    for i, who in enumerate(seats):
        if point_options(ctx, point, who, held):
            ctx.push("house_point", point=point, seat=who, held=held, queue=seats[i + 1:])
            return True
    return False


def point_decision(ctx: Ctx, frame: Frame) -> Decision:
    labels = point_options(ctx, frame["point"], frame["seat"], frame.get("held"), asking=True)
    labels[PASS] = {"rent_owed": "Pay as due", "dice_thrown": "Let the throw stand",
                    "chance_drawn": "Follow the card"}.get(frame["point"], "Done")
    return Decision(frame["seat"], f"house.{frame['point']}", tuple(labels),
                    f"{ctx.name(frame['seat'])}: {_POINT_PROMPTS[frame['point']]}", context={"labels": labels})


_POINT_PROMPTS = {"before_throw": "use an ability before throwing?", "after_move": "use an ability before your turn ends?",
                  "rent_owed": "rent is owed here: use an ability?", "dice_thrown": "the dice are thrown: use an ability?",
                  "chance_drawn": "a Chance card is drawn: use an ability?", "in_jail": "in Jail: use an ability?"}


def apply_point(ctx: Ctx, frame: Frame, choice: str) -> None:
    if choice == PASS:
        release(ctx, frame)
        return
    choose(ctx, frame["seat"], choice, frame["point"], held=frame.get("held"))
    close_finished_points(ctx)


def close_finished_points(ctx: Ctx) -> None:
    """A point on top of the stack with nothing left to offer is over (its questions answered)."""
    stack = ctx.state.stack
    while stack and stack[-1]["kind"] == "house_point" and not point_options(
            ctx, stack[-1]["point"], stack[-1]["seat"], stack[-1].get("held")):
        release(ctx, stack[-1])


def release(ctx: Ctx, frame: Frame) -> None:
    """The point is over for its seat: the next seat in the queue, else the held action goes on."""
    ctx.state.stack.remove(frame)
    held = frame.get("held")
    if open_point(ctx, frame["point"], frame["queue"][0], held, frame["queue"][1:]) if frame["queue"] else False:
        return
    if held is not None and not held.get("cancelled"):
        _resume(ctx, held)


def settle_stop(ctx: Ctx, held: Mapping[str, Any]) -> None:
    """Charge a rent or fare that house rules let stand, and tell them who was paid."""
    seat = held["seat"]
    payees = [(account, amount) for account, amount in
              house_host.amend(ctx, "charge_due", held["payees"], seat, kind=held["kind"], why=held["why"],
                               rent=True)]
    ctx.charge(seat, payees, held["why"], kind=held["kind"], amend=False)
    for account, amount in payees:
        owner = seat_of(account)
        if owner is not None:
            house_host.notify(ctx, "rent_paid", seat, owner=owner, amount=amount, space=held["space"])


def _resume(ctx: Ctx, held: dict[str, Any]) -> None:
    kind = held["action"]
    if kind == "charge":
        settle_stop(ctx, held)
    elif kind == "throw":
        if held.get("reroll"):
            ctx.emit("reroll", f"The throw of {ctx.name(held['seat'])} is made again.", seat=held["seat"])
            movement.start_throw(ctx, held["seat"])
        else:
            movement.offer_moves(ctx, held["seat"], tuple(held["dice"]))
    elif kind == "chance":
        landing.follow_chance(ctx, held["seat"], held["card"])


# -- a house rule's own decisions ------------------------------------------------------------
def ask_decision(ctx: Ctx, frame: Frame) -> Decision:
    d = frame["decision"]
    options = tuple(tuple(o) if isinstance(o, list) else o for o in d["options"])
    return Decision(d["actor"], d["kind"], options, d["prompt"], tuple(d["probs"]) if d["probs"] else None,
                    d["context"])


def apply_ask(ctx: Ctx, frame: Frame, choice: Any) -> None:
    ctx.state.stack.remove(frame)
    _answer(ctx, frame["rule"], frame["seat"], choice, frame.get("point"), frame.get("held"))
    close_finished_points(ctx)


def drop_questions_of(ctx: Ctx, rule_id: str) -> None:
    """A rule switched off: its own questions go, and a point holding an action that nothing is
    offered at any more lets the action stand."""
    state = ctx.state
    held = [f for f in state.stack if f["kind"] == "house_point" and f.get("held")]
    state.stack[:] = [f for f in state.stack if not (f["kind"] == "house_ask" and f["rule"] == rule_id)]
    for frame in held:
        if not point_options(ctx, frame["point"], frame["seat"], frame["held"]) and frame in state.stack:
            release(ctx, frame)

