"""The Single Tax (1906): adopted mid-game by a vote, then its eight rules.

"If the players wish to prove how the application of the Single Tax would benefit
everybody by equalizing opportunities and raising wages, they may at any time during the
game put the single tax into operation by a vote of at least two of the players."
Players keep their holdings; title deeds lose their value; the Public Treasury starts
empty and its income buys, $50 at a time, the franchises, two Free Colleges and then
higher wages (Rule 6).
"""
from __future__ import annotations

from typing import Any

from .frames import Frame
from . import board
from .context import Ctx
from .decision import Decision
from .ledger import RENTS_AND_FINES
from .public_land import improvement_fund, next_improvement
from .state import MISC, TREASURY, GameState, seat_account
from .rules import Rules


# -- the vote -----------------------------------------------------------------------------
def votes_needed(rules: Rules, state: GameState) -> int:
    """At least two votes (1906); the ``majority`` option asks for more than half the players."""
    if state.options.get("single_tax_majority"):
        return len(state.players) // 2 + 1
    return min(rules.st_votes_needed, len(state.players))


def propose(ctx: Ctx, proposer: int) -> None:
    n = len(ctx.state.players)
    ctx.emit("single_tax_proposed", f"{ctx.name(proposer)} proposes the Single Tax; every player votes.",
             seat=proposer)
    ctx.push("single_tax_vote", seat=proposer, voters=[(proposer + k) % n for k in range(n)], yes=[], no=[])


def vote_decision(ctx: Ctx, frame: Frame) -> Decision:
    voter = frame["voters"][len(frame["yes"]) + len(frame["no"])]
    return Decision(voter, "single_tax_vote", ("yes", "no"),
                    f"{ctx.name(voter)}: adopt the Single Tax? ({len(frame['yes'])} yes, {len(frame['no'])} no "
                    f"so far; {votes_needed(ctx.rules, ctx.state)} yes needed)",
                    context={"proposer": frame["seat"], "yes": list(frame["yes"]), "no": list(frame["no"])})


def apply_vote(ctx: Ctx, frame: Frame, choice: str) -> None:
    voter = frame["voters"][len(frame["yes"]) + len(frame["no"])]
    frame["yes" if choice == "yes" else "no"].append(voter)
    ctx.emit("single_tax_vote", f"{ctx.name(voter)} votes {choice}.", seat=voter, vote=choice)
    if len(frame["yes"]) + len(frame["no"]) < len(frame["voters"]):
        return
    ctx.pop()
    adopted = len(frame["yes"]) >= votes_needed(ctx.rules, ctx.state)
    ctx.state.single_tax_votes.append({"turn": ctx.state.turns_played, "proposer": frame["seat"],
                                       "adopted": adopted})
    if adopted:
        adopt(ctx)
    else:
        ctx.emit("single_tax_rejected", f"The Single Tax is voted down ({len(frame['yes'])} yes, "
                                        f"{len(frame['no'])} no).", yes=len(frame["yes"]))


def adopt(ctx: Ctx, round: int | None = None) -> None:
    """Holdings stay; the Treasury starts empty (its money goes back to Miscellaneous).

    :param round: the round it is recorded as adopted in (0: from the start), else this one.
    """
    state = ctx.state
    round = state.round if round is None else round
    state.single_tax = {"round": round, "public": [], "colleges": [], "steps": 0, "fund": 0}
    emptied = state.accounts[TREASURY]
    ctx.pay(TREASURY, MISC, emptied, "emptying the Public Treasury for the Single Tax")
    for player in state.players:
        if player.in_poor_house:          # Rule 8: the Poor House is abolished
            player.in_poor_house = False
    ctx.emit("single_tax_adopted", "The Single Tax is adopted: title deeds lose their value and all land "
                                   "rent goes to the Public Treasury.", round=round, emptied=emptied)


# -- Rule 6: public improvements -----------------------------------------------------------
def buy_improvements(ctx: Ctx) -> None:
    """Each $50 of land rents and fines in the Treasury buys the next improvement, in the
    order of Rule 6. The Treasury's other receipts (cards bought from the pack, fares of
    franchises nobody holds, Luxuries, Chance payments that are not fines) are not spent.

    Once the franchises and colleges are bought, every further step raises wages; all the
    steps the fund holds are taken at once, so a large sum against a small step (an edited
    rules file) is one payment, not a loop of thousands.
    """
    rules, state = ctx.rules, ctx.state
    while improvement_fund(state) >= rules.st_step:
        kind, sid = next_improvement(rules, state)
        steps = 1 if kind != "wages" else improvement_fund(state) // rules.st_step
        state.single_tax["steps"] += steps
        state.single_tax["fund"] -= steps * rules.st_step
        if kind == "public":
            holder = state.owner.get(sid)
            name = rules.space(sid).name
            dest = MISC if holder is None else seat_account(holder)
            ctx.pay(TREASURY, dest, rules.st_step, f"the public purchase of {name}")
            if holder is not None:
                ctx.give_card(sid, None)
            state.single_tax["public"].append(sid)
            ctx.emit("public_ownership", f"{name} is bought by the public and is now free to all.", space=sid)
        elif kind == "college":
            ctx.pay(TREASURY, MISC, rules.st_step, "a Free College")
            state.single_tax["colleges"].append(sid)
            ctx.emit("free_college", f"A Free College is built on {rules.space(sid).name}; "
                                     "its jail penalty is annulled.", space=sid)
        else:
            ctx.pay(TREASURY, MISC, steps * rules.st_step, "raising wages")
            state.options["wage_rise"] = state.options.get("wage_rise", 0) + steps * rules.st_wage_rise
            ctx.emit("wages_raised", f"Wages are raised to ${rules.wages + state.options['wage_rise']}.",
                     wages=rules.wages + state.options["wage_rise"])


# -- Rules 2 and 4: land rent to the Treasury; building -------------------------------------
def land_on_lot(ctx: Ctx, seat: int, lot: str) -> None:
    """Rule 4: full land rent to the Treasury; house rent to another player's house; then,
    on an unimproved lot, the lander may build."""
    rules, state = ctx.rules, ctx.state
    space = rules.space(lot)
    houses_by = state.house_owner.get(lot) if state.houses.get(lot) else None
    if houses_by is None and state.cash(seat) >= board.land_rent(rules, state, space) + rules.house_price \
            and state.total_houses() < rules.house_supply:
        ctx.push("build_here", seat=seat, lot=lot)
    cost = board.stop_cost(rules, state, seat, space.index)
    ctx.charge(seat, list(cost.payees), cost.why, kind=cost.reason)


def build_here_decision(ctx: Ctx, frame: Frame) -> Decision:
    space = ctx.rules.space(frame["lot"])
    can = ctx.state.cash(frame["seat"]) >= ctx.rules.house_price and not ctx.state.houses.get(frame["lot"])
    return Decision(frame["seat"], "build_here", ("build", "skip") if can else ("skip",),
                    f"{ctx.name(frame['seat'])}: build a house on {space.name} for ${ctx.rules.house_price}?",
                    context={"lot": frame["lot"]})


def apply_build_here(ctx: Ctx, frame: Frame, choice: str) -> None:
    ctx.pop()
    if choice == "build":
        ctx.push("build", seat=frame["seat"], lot=frame["lot"])


def close_privilege(ctx: Ctx, builder: int | None, lot: str, price: int) -> None:
    """The privilege goes to the builder, who pays the Treasury and builds at once."""
    if builder is None:
        return
    ctx.pay(seat_account(builder), RENTS_AND_FINES, price, f"the privilege of building on {ctx.rules.space(lot).name}")
    ctx.push("build", seat=builder, lot=lot)


# -- Rules 5 and 7: Free Colleges and Education ------------------------------------------------
def go_to_college(ctx: Ctx, seat: int, site: str) -> None:
    player, rules = ctx.state.players[seat], ctx.rules
    purse = ctx.state.purse_player(seat)          # in team play the team keeps its cards together
    purse.educations += 1
    ctx.emit("education", f"{player.name} goes to college and takes an Education card.", seat=seat)
    if purse.educations >= rules.st_educations_per_professor:
        purse.educations -= rules.st_educations_per_professor
        purse.professors += 1
        ctx.emit("professor", f"{player.name} exchanges {rules.st_educations_per_professor} Education cards "
                              "for a Professor card.", seat=seat)


# -- Rule 8: Natural Opportunities ----------------------------------------------------------
def opportunities_behind(rules: Rules, position: int) -> list[str]:
    """The inner corners "back of the space to which his throw would bring him": those whose
    corner lies between Mother Earth and that space (Mother Earth's always does)."""
    start = rules.index_of(rules.start_space)
    reach = (position - start) % rules.size
    return [no.id for no in rules.natural_opportunities
            if (rules.index_of(no.corner) - start) % rules.size <= reach]


def offer_opportunity(ctx: Ctx, seat: int, target: int, why: str) -> None:
    options = opportunities_behind(ctx.rules, target) or [ctx.rules.natural_opportunities[0].id]
    if len(options) == 1:
        take_opportunity(ctx, seat, options[0], why)
    else:
        ctx.push("opportunity", seat=seat, options=options, why=why)


def opportunity_decision(ctx: Ctx, frame: Frame) -> Decision:
    names = {o: ctx.rules.natural_opportunity(o) for o in frame["options"]}
    return Decision(frame["seat"], "opportunity", tuple(frame["options"]),
                    f"{ctx.name(frame['seat'])} cannot afford the move: choose a Natural Opportunity ("
                    + ", ".join(f"{n.name}: wages {n.wages}, rent {n.rent}" for n in names.values()) + ")")


def apply_opportunity(ctx: Ctx, frame: Frame, choice: str) -> None:
    ctx.pop()
    take_opportunity(ctx, frame["seat"], choice, frame["why"])


def take_opportunity(ctx: Ctx, seat: int, no_id: str, why: str) -> None:
    no = ctx.rules.natural_opportunity(no_id)
    player = ctx.state.players[seat]
    player.opportunity = no_id
    player.position = ctx.rules.index_of(no.corner)
    ctx.emit("natural_opportunity", f"{player.name} {why} and goes to work on {no.name}.", seat=seat, space=no_id)


def work_opportunity(ctx: Ctx, seat: int) -> None:
    """Before his next throw: the corner's wages from Miscellaneous, its rent to the Treasury."""
    player = ctx.state.players[seat]
    no = ctx.rules.natural_opportunity(player.opportunity)
    player.opportunity = ""
    ctx.receive(seat, no.wages, f"wages on {no.name}")
    ctx.pay(seat_account(seat), RENTS_AND_FINES, min(no.rent, ctx.state.cash(seat)), f"rent on {no.name}")


# -- scoring --------------------------------------------------------------------------------