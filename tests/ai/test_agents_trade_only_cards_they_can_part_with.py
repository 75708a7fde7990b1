"""No agent offers, or agrees to sell, a card it cannot part with (Rule 16: a card securing a loan
stays while the rest would not cover the notes), and no agent offers to buy a card its holder cannot
sell. Checked at every trading decision of whole games in which loans are common."""
from __future__ import annotations

from landlord.engine import credit

TABLES = [(300 + i, seats, jail) for i, (seats, jail) in enumerate([
    (("strong", "heuristic", "easy", "random"), "oubliette"),
    (("random", "strong", "heuristic", "easy"), "classic"),
    (("easy", "random", "strong", "heuristic"), "oubliette"),
    (("heuristic", "easy", "random", "strong"), "classic"),
    (("strong", "strong", "random", "random"), "classic"),
    (("strong", "random", "random"), "oubliette"),
])]


def test_agents_never_offer_or_accept_a_trade_of_a_card_its_holder_cannot_part_with(engine, whole_game):
    rules = engine.rules
    checked = {"offer": 0, "accept": 0, "secured": 0}
    wrong: list[str] = []

    def watch(state, decision, choice, agent):
        if any(p.notes for p in state.players):
            checked["secured"] += 1
        card = None
        if decision.kind == "trade_card" and choice != "cancel":
            card, what = choice, "offer"
        elif decision.kind == "trade_answer" and choice == "accept":
            card, what = decision.context["card"], "accept"
        if card is None:
            return
        checked[what] += 1
        holder = state.owner.get(card)
        if holder is None or not credit.may_part_with(rules, state, holder, card):
            wrong.append(f"{agent.name} ({what}) {card}, held by {holder} with {state.players[holder].notes} notes"
                         if holder is not None else f"{agent.name} ({what}) {card}, held by nobody")

    for seed, seats, jail in TABLES:
        whole_game(seats, seed, jail=jail, watch=watch)
    assert not wrong, "\n".join(wrong)
    assert checked["offer"] and checked["accept"] and checked["secured"], checked
