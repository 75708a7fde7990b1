"""The expert's hint in one sentence: the option's words, and why, from the search's figures.

"Buy Wall Street: it completes section VI, whose rents double (in 24 look-ahead games it kept
you $120 further ahead of your nearest rival than Decline)." The first clause comes from the
board when the option completes a section; the figures always follow, so a teacher can point at
what the look-ahead measured. A decision answered without search says so.
"""
from __future__ import annotations

from typing import Callable

from ..ai.search import SearchResult
from ..engine import Choice, Decision, GameState
from ..engine.rules import Rules
from .cards_text import roman

#: Words for how many times a section's land rent is multiplied by its first houses.
TIMES = {2: "double", 3: "treble", 4: "quadruple"}


def hint_sentence(rules: Rules, state: GameState, decision: Decision, result: SearchResult,
                  words: Callable[[Choice], str]) -> str:
    """What the expert would do now and why, as one sentence; ``words`` names an option."""
    choice = result.choice
    clauses = [c for c in (_board_reason(rules, state, decision, choice), _figures(result, words)) if c]
    if not clauses:
        clauses = ["it is the only thing to do" if len(decision.options) == 1 else "nothing else is clearly better"]
    first, *rest = clauses
    return f"{_named(rules, decision, choice, words)}: {first}" + "".join(f" ({clause})" for clause in rest) + "."


def _named(rules: Rules, decision: Decision, choice: Choice, words: Callable[[Choice], str]) -> str:
    """The option's words, with the card the decision is about when they leave it out ("Buy" is
    "Buy Wall Street"; a bid or an answer to an offer names the card after it)."""
    label, card = words(choice), decision.context.get("card")
    if not isinstance(card, str) or not rules.has_space(card) or rules.space(card).name in label:
        return label
    name = rules.space(card).name
    return f"{label} {name}" if choice in ("buy", "decline") else f"{label} ({name})"


def _card_taken(decision: Decision, choice: Choice) -> str | None:
    """The card the choice buys, bids for or builds on, if any."""
    if isinstance(choice, str) and choice.startswith("build:"):
        return choice[6:]
    card = decision.context.get("card")
    if isinstance(card, str) and (choice in ("buy", "accept") or isinstance(choice, int) and
                                  decision.kind == "bid"):
        if decision.kind == "trade_answer" and decision.context.get("buyer") != decision.actor:
            return None                                 # accepting to sell takes no card
        return card
    return None


def _board_reason(rules: Rules, state: GameState, decision: Decision, choice: Choice) -> str | None:
    """Why on the board: the lot completes a section whose land rent houses will multiply."""
    card = _card_taken(decision, choice)
    if card is None or card not in rules.card_ids() or rules.space(card).kind != "lot":
        return None
    section = rules.space(card).section
    lots = [lot.id for lot in rules.section_lots(section)]
    seat = decision.actor
    if len(lots) < 2 or state.single_tax_adopted:
        return None
    if choice == f"build:{card}":
        return f"houses on section {roman(section)} raise the rent of every lot in it"
    if all(state.owner.get(lot) == seat for lot in lots if lot != card) and state.owner.get(card) != seat:
        multipliers = rules.land_rent_multipliers
        rise = multipliers[1] // max(multipliers[0], 1) if len(multipliers) > 1 else 1
        return f"it completes section {roman(section)}, whose rents {TIMES.get(rise, f'rise {rise} times')} with houses"
    return None


def _figures(result: SearchResult, words: Callable[[Choice], str]) -> str | None:
    """What the look-ahead measured: the lead this choice kept over the next best candidate's."""
    if not result.searched or len(result.candidates) < 2:
        return None
    best, runner = result.candidates[0], result.candidates[1]
    games = min(best.worlds, runner.worlds)
    difference = best.gain - runner.gain
    if result.choice == result.prior and difference <= 0:
        return (f"in {games} look-ahead games no other choice did clearly better; "
                f"{words(runner.choice)} came closest")
    return (f"in {games} look-ahead games it kept you ${difference:,.0f} further ahead of your "
            f"nearest rival than {words(runner.choice)}")
