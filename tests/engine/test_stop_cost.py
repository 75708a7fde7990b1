"""One answer to "what would stopping here cost this player now, and to whom" (``board.stop_cost``).

Landing charges it, the moves out of the Poor House (Rule 12) and under the Single Tax (Rule 8)
are judged by it, and the computer players price their moves with it, so they cannot disagree.
Rule 9: "Two players owning all the railroads between them may form a Trust ... members ride free";
Rule 8: the ante is paid "to the Broker (holder of Speculation card)", so the Broker pays none.
"""
from __future__ import annotations

import copy
import random

import pytest

from landlord.ai import make_agent
from landlord.engine import CHANCE, board, seat_account
from landlord.engine.context import Ctx
from landlord.engine.landing import land
from landlord.engine.ledger import RENTS_AND_FINES

from test_rule_09_franchises import ann_and_ben_form_a_trust


def test_a_trust_member_stopping_on_his_partners_railroad_owes_nothing(new_game):
    game = ann_and_ben_form_a_trust(new_game)
    game.give("gee-whiz-rr", 1)           # set up directly: Gee Whiz is Ben's
    cost = board.stop_cost(game.rules, game.state, 0, game.rules.index_of("gee-whiz-rr"))
    assert cost.payees == () and cost.total == 0


def test_a_penniless_trust_member_may_leave_the_poor_house_for_his_partners_railroad(new_game):
    game = ann_and_ben_form_a_trust(new_game)
    game.give("gee-whiz-rr", 1)           # set up directly: Gee Whiz is Ben's,
    game.set_cash(0, 0)                   # Ann has nothing
    game.put(0, "central-park")           # and sits in the Poor House
    game.state.players[0].in_poor_house = True
    game.play("roll", (2, 3))             # 25: Gee Whiz, where the Trust lets her ride free
    assert game.where(0) == "gee-whiz-rr"
    assert not game.state.players[0].in_poor_house and game.cash(0) == 0


def test_the_broker_stopping_on_speculation_owes_no_ante(new_game):
    game = new_game(players=2)
    game.give("speculation", 0)           # set up directly: Ann holds the Broker's License
    assert board.stop_cost(game.rules, game.state, 0, game.rules.index_of("speculation")).total == 0
    assert board.stop_cost(game.rules, game.state, 1, game.rules.index_of("speculation")).payees == (
        (seat_account(0), game.rules.spec_ante),)


def test_under_the_single_tax_a_penniless_broker_can_afford_his_move_to_speculation(new_game):
    game = new_game(players=2, single_tax=True)
    game.give("speculation", 0)           # set up directly: Ann is the Broker, with no money,
    game.set_cash(0, 0)
    game.put(0, "lonely-lane")            # on Lonely Lane (3)
    game.play("roll", (2, 3))             # 8: Speculation costs him nothing, so he is not sent away
    assert game.pending.kind == "move" and "forward" in game.pending.options


# -- the property: predicted charges equal what landing pays --------------------------------------
def _positions(engine, kinds=("heuristic", "random"), games=4, every=23):
    """States met in whole games under both jails and the Single Tax, every ``every`` decisions."""
    for kind in kinds:
        for seed in range(games):
            state = engine.new_game(["A", "B", "C", "D"], seed=seed, jail=("classic", "oubliette")[seed % 2],
                                    single_tax=seed % 4 == 3)
            agents = [make_agent(kind, random.Random(seed * 10 + i)) for i in range(4)]
            step = 0
            while (d := engine.pending(state)) is not None and step < 3000:
                if step % every == 0 and d.kind in ("turn", "dice"):
                    yield state
                choice = engine.sample_chance(state, d) if d.actor == CHANCE else agents[d.actor].choose(engine, state, d)
                engine.apply(state, choice)
                step += 1


#: Spaces whose landing charges at once or after an auction nobody wins; Chance is not yet drawn,
#: a Luxury is a purchase, and the Single Tax's lots may first offer to build.
PREDICTED = ("lot", "railroad", "utility", "tax", "speculation", "trespass", "park", "start")


def _paid_on_landing(engine, state, seat: int, position: int) -> list[tuple[str, int]]:
    """Stand ``seat`` on ``position``, land, let every auction go unsold, and list what he paid
    (including what he still owes, if he was short)."""
    trial = copy.deepcopy(state)
    trial.players[seat].position = position
    trial.players[seat].in_jail = False
    ctx = Ctx(engine, trial)
    depth = len(trial.stack)
    land(ctx, seat)
    engine._settle(ctx)                  # runs the steps the landing handed on (an auction, a charge)
    events = list(ctx.events)
    while len(trial.stack) > depth and trial.stack[-1]["kind"] in ("auction", "first_option", "build_here"):
        d = engine.pending(trial)
        no = next(o for o in ("pass", "decline", "skip") if o in d.options)
        events += engine.apply(trial, no)
    mine = seat_account(seat)
    paid = [(RENTS_AND_FINES if e.data.get("rents_and_fines") else e.data["to"], e.data["amount"])
            for e in events if e.name == "money" and e.data["from"] == mine
            and not e.data["why"].startswith("buying")]
    owed = [f for f in trial.stack[depth:] if f["kind"] == "raise_funds" and f["seat"] == seat]
    return paid + [tuple(p) for f in owed for p in f["payees"]]


@pytest.mark.parametrize("single_tax_lots", [False, True])
def test_on_every_space_the_predicted_charges_are_what_landing_pays(engine, single_tax_lots):
    checked = 0
    for state in _positions(engine):
        if state.single_tax_adopted != single_tax_lots:
            continue
        for seat in range(len(state.players)):
            for space in engine.rules.spaces:
                if space.kind not in PREDICTED:
                    continue
                predicted = board.stop_cost(engine.rules, state, seat, space.index)
                assert sorted(_paid_on_landing(engine, state, seat, space.index)) == sorted(predicted.payees), \
                    f"seat {seat} on {space.id}: landing pays differently from stop_cost"
                checked += 1
    assert checked > 500
