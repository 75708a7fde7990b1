"""Words for options: what a button says for each engine option."""
from __future__ import annotations

from typing import Any

from ..engine import Decision
from ..engine.rules import Rules

WORDS = {
    "roll": "Throw the dice", "throw": "Throw for a double", "pay": "Pay the fine", "buy": "Buy",
    "decline": "Decline", "return": "Return to the pack", "pass": "Pass", "forward": "Forward",
    "backward": "Backward", "forward-by-rail": "Forward by rail", "backward-by-rail": "Backward by rail",
    "stay": "Stay put (refuse Speculation)", "borrow": "Borrow $100 on mortgage", "repay": "Repay a $100 note",
    "trade": "Offer a trade", "cancel": "Cancel", "accept": "Accept", "reject": "Reject",
    "propose_single_tax": "Propose the Single Tax", "yes": "Yes", "no": "No", "build": "Build a house",
    "skip": "Don't build", "poor_house": "Go to the Poor House", "natural_opportunity": "Go to a Natural Opportunity",
    "bank_and_recover": "Bank treasure and recover", "bank": "Bank treasure", "recover": "Recover wounds",
    "go_on": "Go on", "attack": "Attack", "rage": "Play Rage (+4)", "reroll": "Play Recovery! (reroll)",
    "dodge": "Play Dodge (+3 defense)", "take_it": "Take the blow", "revenge": "Play Revenge",
    "again": "Take another turn", "heal": "Drink Healing Waters", "shortcut": "Take the Shortcut",
    "lose_turn": "Lose this turn",
}


def option_label(decision: Decision, option: Any, rules: Rules, names: list[str]) -> str:
    """A short button text for ``option`` of ``decision``."""
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
            return f"Build on {rules.space(rest).name}"
        if prefix == "privilege":
            return f"Build on {rules.space(rest).name} (if not outbid)"
        if prefix == "sell":
            return f"Sell {rules.space(rest).name}"
        if prefix == "trust":
            return f"Form a Trust with {names[int(rest)]}"
        if prefix == "gear":
            return f"Take up treasure #{rest} as gear"
        if prefix == "ambush":
            return f"Ambush {names[int(rest)]}" if rest.isdigit() and int(rest) < len(names) else text
        if rules.has_space(text):
            return rules.space(text).name
    except (KeyError, ValueError, IndexError):
        pass
    for no in rules.natural_opportunities:
        if no.id == text:
            return f"{no.name} (wages {no.wages}, rent {no.rent})"
    return text.replace("_", " ").capitalize()
