"""The strong agent never gives a card away, never overpays, never bids or builds beyond its cash,
and answers jail games with their own advice: checked at each of its decisions in whole games.

Each record is taken when the agent answers, from the state it saw: its worth for the card
(``StrongAgent.value_of``), the card's printed price plus houses (``credit.card_worth``), its cash.
Forced sales (Rule 12: a debtor's card goes to the highest bidder) are the engine's, not the
agent's offer, and are not trades here.
"""
from __future__ import annotations

import pytest

from landlord.engine import credit

#: (seed, seats, jail, Single Tax from the start, round the Single Tax is proposed)
TABLES = [(200 + i, seats, jail, i % 5 == 3, 6 if i % 5 == 4 else None)
          for i, (seats, jail) in enumerate([
              (("strong", "heuristic", "heuristic", "heuristic"), "oubliette"),
              (("heuristic", "strong", "heuristic", "heuristic"), "classic"),
              (("heuristic", "heuristic", "strong", "heuristic"), "oubliette"),
              (("heuristic", "heuristic", "heuristic", "strong"), "classic"),
              (("strong", "easy", "heuristic", "strong"), "oubliette"),
              (("strong", "heuristic", "strong"), "classic"),
              (("easy", "strong", "random", "heuristic"), "oubliette"),
              (("strong", "heuristic", "heuristic", "heuristic"), "classic"),
              (("heuristic", "strong", "heuristic", "heuristic"), "oubliette"),
              (("heuristic", "heuristic", "strong", "heuristic"), "classic"),
              (("strong", "strong", "strong", "strong"), "oubliette"),
              (("heuristic", "heuristic", "heuristic", "strong"), "oubliette"),
          ])]


@pytest.fixture(scope="module")
def records(engine, whole_game):
    """One record for every decision the strong agents took."""
    rules = engine.rules
    out: list[dict] = []

    def watch(state, decision, choice, agent):
        if agent.name != "strong":
            return
        seat, ctx = decision.actor, decision.context
        rec = {"kind": decision.kind, "choice": choice, "cash": state.cash(seat), "seat": seat,
               "jail_advice": engine.jail_suggestion(state, decision) if decision.kind.startswith("jail.") else None}
        card = ctx.get("card") if decision.kind != "turn" else None
        if decision.kind == "turn" and str(choice).startswith("build:"):
            card = choice[6:]
        if card is not None and card in {s.id for s in rules.spaces if s.has_card}:
            rec.update(card=card, worth=agent.value_of(engine, state, seat, card),
                       printed=credit.card_worth(rules, state, card),
                       may_part=credit.may_part_with(rules, state, state.owner.get(card, seat), card))
        rec.update({k: ctx[k] for k in ("price", "seller", "buyer", "purpose") if k in ctx})
        out.append(rec)

    for seed, seats, jail, from_start, propose_at in TABLES:
        whole_game(seats, seed, jail=jail, single_tax=from_start, propose_at=propose_at, watch=watch)
    return out


def test_the_strong_agent_never_offers_a_card_below_its_printed_price_plus_houses_or_its_worth(records):
    offers = [r for r in records if r["kind"] == "trade_price" and r["choice"] != "cancel" and r["seller"] == r["seat"]]
    assert offers, "no sale was offered in the sample"
    for r in offers:
        assert r["choice"] >= r["printed"], r
        assert r["choice"] >= r["worth"], r


def test_the_strong_agent_never_accepts_less_for_a_card_than_its_printed_price_plus_houses_or_its_worth(records):
    sales = [r for r in records if r["kind"] == "trade_answer" and r["seller"] == r["seat"]]
    assert sales, "nobody offered to buy from the strong agent in the sample"
    for r in sales:
        if r["choice"] == "accept":
            assert r["price"] >= r["printed"] and r["price"] >= r["worth"] and r["may_part"], r


def test_the_strong_agent_never_buys_a_card_above_what_it_values_it_at(records):
    buys = [r for r in records if (r["kind"] in ("deal_offer", "first_option") and r["choice"] == "buy"
                                   and r.get("purpose") != "privilege")
            or (r["kind"] == "trade_answer" and r["buyer"] == r["seat"] and r["choice"] == "accept")]
    offers = [r for r in records if r["kind"] == "trade_price" and r["choice"] != "cancel" and r["buyer"] == r["seat"]]
    bids = [r for r in records if r["kind"] == "bid" and r["choice"] != "pass" and r["purpose"] != "privilege"]
    assert buys and bids, "the sample has no purchases or no bids"
    for r in buys:
        assert r["price"] <= r["worth"] and r["price"] <= r["cash"], r
    for r in offers:
        assert r["choice"] <= r["worth"] and r["choice"] <= r["cash"], r
    for r in bids:
        assert r["choice"] <= r["worth"], r


def test_the_strong_agent_never_bids_more_than_the_cash_it_holds(records, rules):
    bids = [r for r in records if r["kind"] == "bid" and r["choice"] != "pass"]
    assert bids
    for r in bids:
        # Single Tax Rule 4: a privilege's winner must also pay for the house at once.
        extra = rules.house_price if r["purpose"] == "privilege" else 0
        assert r["choice"] + extra <= r["cash"], r


def test_the_strong_agent_never_builds_without_the_cash(records, rules):
    builds = [r for r in records if (r["kind"] == "turn" and str(r["choice"]).startswith("build:"))
              or (r["kind"] == "build_here" and r["choice"] == "build")]
    assert builds, "the strong agent never built in the sample"
    for r in builds:
        assert r["cash"] >= rules.house_price, r


def test_the_strong_agent_never_offers_or_accepts_to_part_with_a_card_securing_its_loans(records):
    for r in records:
        if r.get("seller") == r["seat"] and (
                (r["kind"] == "trade_price" and r["choice"] != "cancel")
                or (r["kind"] == "trade_answer" and r["choice"] == "accept")):
            assert r["may_part"], r


def test_the_strong_agent_takes_the_open_oubliette_advice_for_its_jail_decisions(records):
    jail = [r for r in records if r["kind"].startswith("jail.oubliette")]
    assert jail, "no strong agent went to the Oubliette in the sample"
    for r in jail:
        assert r["jail_advice"] is not None and r["choice"] == r["jail_advice"], r
