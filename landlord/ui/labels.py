"""Words for options: what a button says for each engine option, and what choosing it does.

``option_label`` is the button's text; ``option_details`` the line shown under the choices for
the option in hand (what it costs, where it leads, what it changes), worked out from the state
as it is, so a player never has to read the rules or the log to know what a button will do;
``choice_words`` names a choice already made (undo, the log), never by its internal id.
A jail game names and explains its own options (its optional ``describe_option`` and
``explain_option``), and so does a house rule (the words its decisions carry in their ``labels``,
and its optional ``explain_option``, ``house_words.py``); the window knows none of them itself.
"""
from __future__ import annotations

import copy
from typing import Any, Mapping

from ..engine import Decision, GameState
from ..engine import board
from ..engine.rules import Rules
from ..engine.state import MISC, TREASURY
from ..plugin_host import jail_words
from . import house_words

WORDS = {
    "roll": "Throw the dice", "throw": "Throw for a double", "pay": "Pay the fine", "buy": "Buy",
    "decline": "Decline", "return": "Return to the pack", "pass": "Pass", "forward": "Forward",
    "backward": "Backward", "forward-by-rail": "Forward by rail", "backward-by-rail": "Backward by rail",
    "stay": "Stay put (refuse Speculation)", "borrow": "Borrow $100 on mortgage", "repay": "Repay a $100 note",
    "trade": "Offer a trade", "cancel": "Cancel", "accept": "Accept", "reject": "Reject",
    "propose_single_tax": "Propose the Single Tax", "yes": "Yes", "no": "No", "build": "Build a house",
    "skip": "Don't build", "poor_house": "Go to the Poor House", "natural_opportunity": "Go to a Natural Opportunity",
}

def _jail_words(member: str, decision: Decision, option: Any, names: list[str],
                jail_games: Mapping[str, Any]) -> str | None:
    """A jail game's own words for one of its options (``describe_option``, ``explain_option``), or
    None. The game is found by its decisions' kind, ``jail.<id>`` or ``jail.<id>.<step>``, among
    ``jail_games`` (the engine's, by id)."""
    if not decision.kind.startswith("jail."):
        return None
    game = jail_games.get(decision.kind.split(".")[1])
    return jail_words(game, member, decision, option, list(names)) if game is not None else None


def option_label(decision: Decision, option: Any, rules: Rules, names: list[str],
                 jail_games: Mapping[str, Any] = {}) -> str:
    """A short button text for ``option`` of ``decision``; for a jail game's options, the game's own
    (``jail_games``: the engine's jail games by id)."""
    words = _jail_words("describe_option", decision, option, names, jail_games)
    if words is None:
        words = house_words.option_words(decision, option)
    if words is not None:
        return words
    if isinstance(option, tuple) and len(option) == 3 and option[0] == "propose":
        who = names[option[1]] if isinstance(option[1], int) and 0 <= option[1] < len(names) else str(option[1])
        what = "the Single Tax" if option[2] == "single_tax" else "a railroad Trust"
        return f"{who} proposes {what}"
    if isinstance(option, tuple) and len(option) == 2:
        return f"{option[0]} + {option[1]}"
    if isinstance(option, int):
        if decision.kind in ("bid", "trade_price"):
            return f"${option}"
        if decision.kind in ("first_player", "trade_buyer"):
            return names[option] if 0 <= option < len(names) else str(option)
        return str(option)
    text = str(option)
    if text in WORDS:
        dest = decision.context.get("destinations", {}).get(text)
        return f"{WORDS[text]} to {rules.spaces[dest].name}" if dest is not None else WORDS[text]
    prefix, _, rest = text.partition(":")
    try:
        if prefix == "build":
            return f"Build on {rules.space(rest).name} (${rules.house_price})"
        if prefix == "privilege":
            return f"Build on {rules.space(rest).name} (if not outbid)"
        if prefix == "sell":
            return f"Sell {rules.space(rest).name}"
        if prefix == "trust":
            return f"Form a Trust with {names[int(rest)]}"
        if rules.has_space(text):
            return rules.space(text).name
    except (KeyError, ValueError, IndexError):
        pass
    for no in rules.natural_opportunities:
        if no.id == text:
            return f"{no.name} (wages {no.wages}, rent {no.rent})"
    return text.replace("_", " ").capitalize()


def counted(n: int, noun: str) -> str:
    """ "1 card", "2 cards", "no cards". """
    return f"no {noun}s" if n == 0 else f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def choice_words(choice: Any, rules: Rules, names: list[str], house_rules: Mapping[str, Any] = {}) -> str:
    """A choice already made, in words ("Build on Boomtown ($100)", "a throw of 2 and 3"); a house
    rule's option by its id made readable, and the rule's title (``house_rules``: the engine's)."""
    words = house_words.chosen_words(choice, house_rules)
    if words is not None:
        return words
    if isinstance(choice, tuple) and len(choice) == 2 and all(isinstance(c, int) for c in choice):
        return f"a throw of {choice[0]} and {choice[1]}"
    return option_label(Decision(0, "", ()), choice, rules, names)


def option_details(decision: Decision, option: Any, rules: Rules, state: GameState, names: list[str],
                   jail_games: Mapping[str, Any] = {}, engine: Any = None) -> str:
    """What choosing ``option`` does, in a sentence; "" when the button says it all. A jail game
    explains its own options (``jail_games`` as for :func:`option_label`), and a house rule its
    own (its optional ``explain_option``, asked through ``engine``, the game's)."""
    words = _jail_words("explain_option", decision, option, names, jail_games)
    if words is None and engine is not None:
        words = house_words.explain(engine, state, decision, option)
    if words is not None:
        return words
    if house_words.option_words(decision, option) is not None:
        return ""          # a house rule's option without its explanation: the button says it all
    try:
        return _details(decision, option, rules, state, names)
    except (KeyError, ValueError, IndexError, TypeError):
        return ""          # words are a help, never a reason for the window to fail


def _details(decision: Decision, option: Any, rules: Rules, state: GameState, names: list[str]) -> str:
    seat, kind, context = decision.actor, decision.kind, decision.context
    text = str(option)
    dest = context.get("destinations", {}).get(text) if isinstance(option, str) else None
    if dest is not None:
        return f"To {rules.spaces[dest].name}: {_stop_words(rules, state, seat, dest, names)}"
    if text.startswith("build:") and kind == "turn":
        return _build_words(rules, state, text[6:])
    if text.startswith("privilege:"):
        lot = rules.space(text[10:])
        return (f"Bid for the right to build on {lot.name}: at least its land rent to the Public Treasury, "
                f"then ${rules.house_price} for the house, whose rent of ${rules.house_rent} is yours.")
    if text == "borrow":
        return (f"Take ${rules.loan_note} now on the security of your cards; you pay ${rules.loan_interest} "
                "interest each time you draw wages until you repay it.")
    if text == "repay":
        return f"Pay back a ${rules.loan_note} note; its ${rules.loan_interest} interest stops."
    if text == "propose_single_tax":
        return ("Every player votes; two votes adopt it. All land rent then goes to the Public Treasury, "
                "title deeds count nothing, and the Treasury buys franchises, colleges and higher wages.")
    if kind == "single_tax_vote" and text == "yes":
        return ("Adopt it: land rent to the Public Treasury, deeds worth nothing at the end, taxes on "
                "necessities abolished, and the Treasury's income spent on the public and on wages.")
    if kind == "trust_answer" and text in ("accept", "decline"):
        proposer = names[context.get("proposer", seat)]
        return (f"Pool the railroads with {proposer} in a Trust: everyone else pays ${rules.trust_fare} a "
                "railroad, the profits divided between you, and the two of you ride free, while you hold "
                "every railroad between you." if text == "accept" else
                f"Refuse {proposer}'s Trust: every railroad keeps its own fare of ${rules.fare}.")
    if text.startswith("trust:"):
        return (f"Ask {names[int(text[6:])]} to pool the railroads: everyone else pays ${rules.trust_fare} a "
                "railroad, the profits divided, and the two of you ride free.")
    if kind in ("bid", "trade_price") and isinstance(option, int):
        payer = seat if kind == "bid" else context.get("buyer", seat)
        return f"{names[payer]} would have ${state.cash(payer) - option:,} left."
    if kind in ("first_option", "deal_offer") and text == "buy":
        price = context.get("price", 0)
        return f"Pay ${price:,}; you would have ${state.cash(seat) - price:,} left."
    if kind == "trade_card" and rules.has_space(text):
        holder = state.owner[text]          # a card offered in trade always has a holder
        name = rules.space(text).name
        return f"Offer to sell your {name}." if holder == seat else f"Offer to buy {name} from {names[holder]}."
    return ""


def _stop_words(rules: Rules, state: GameState, seat: int, dest: int, names: list[str]) -> str:
    """What stopping on ``dest`` would cost ``seat`` now, and to whom."""
    space = rules.spaces[dest]
    if space.kind == "trespass":
        return "a trespass: you go to Jail."
    cost = board.stop_cost(rules, state, seat, dest)
    for_sale = space.has_card and space.id not in state.owner and not state.single_tax_adopted
    sale = f"; it is for sale (${space.price})" if for_sale else ""
    if not cost.payees:
        return {"chance": "draw a Chance card.", "luxury": "a Luxury card is offered.",
                "start": "wages."}.get(space.kind, "nothing to pay") + sale + ("." if sale else "")
    paid = ", ".join(f"${amount} to {_account_name(account, names)}" for account, amount in cost.payees)
    return f"{cost.reason} {paid}{sale}."


def _account_name(account: str, names: list[str]) -> str:
    if account == TREASURY or account.startswith(TREASURY):
        return "the Public Treasury"
    if account == MISC:
        return "Miscellaneous"
    return names[int(account[1:])] if account[1:].isdigit() else account


def _build_words(rules: Rules, state: GameState, lot_id: str) -> str:
    """The house's price and the rent before and after it (the section may double the land rent)."""
    lot = rules.space(lot_id)
    before = board.land_rent(rules, state, lot) + board.house_rent(rules, state, lot)
    trial = copy.deepcopy(state)
    trial.houses[lot_id] = trial.houses.get(lot_id, 0) + 1
    after = board.land_rent(rules, trial, lot) + board.house_rent(rules, trial, lot)
    return f"${rules.house_price} for a house on {lot.name}: its rent goes from ${before} to ${after}."
