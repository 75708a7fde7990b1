"""Open Oubliette played as a game of its own (README, "Setup" and "Win Conditions").

Order of play by one die each, highest first, ties rolling again. The first to bank 6,000
gold at the Exit wins; when the treasure deck runs out, the most gold banked wins, ties
broken by treasure in hand (not gear), then by gear too. Human seats answer at the
terminal; computer seats use :mod:`.agent`.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from landlord import CHANCE, Decision
from landlord.plugin import read_choice

from . import agent, turns, words
from .cards import CardTables, load_cards
from .explorers import Dungeon, banked_gold, new_dungeon, new_explorer

#: A safety net: no real game comes near it; reaching it ends the game by the tie-break.
TURN_LIMIT = 2_000

#: Asks a person: the decision, and the dungeon as it stands.
Ask = Callable[[Decision, Dungeon], Any]


def roll_for_order(rng: random.Random, seats: Sequence[str]) -> list[str]:
    """"each rolling one die, highest roll going first and ties re-rolling to decide their order"."""
    def order(group: list[str]) -> list[str]:
        if len(group) <= 1:
            return group
        rolls = {k: rng.randint(1, 6) for k in group}
        result: list[str] = []
        for pips in sorted(set(rolls.values()), reverse=True):
            result += order([k for k in group if rolls[k] == pips])
        return result
    return order(list(seats))


def final_ranking(cards: CardTables, d: Dungeon) -> list[str]:
    """Most gold banked; then unbanked treasure not used as gear; then gear as well."""
    def score(key: str) -> tuple[int, int, int]:
        ex = d["explorers"][key]
        hand = sum(cards.treasures[t].value for t in ex["treasure"])
        gear = sum(cards.treasures[t].value for t in ex["weapons"] + ex["armour"])
        return banked_gold(cards, ex, leaving=True), hand, hand + gear
    return sorted(d["explorers"], key=lambda k: (score(k), -int(k)), reverse=True)


def play(seats: Sequence[str], seed: int, ask_human: Ask | None = None,
         show: Callable[[str], None] | None = None, cards: CardTables | None = None) -> dict[str, Any]:
    """Play a whole game; ``seats`` are "human" or "ai". Returns the result as plain data."""
    cards = cards or load_cards()
    rng = random.Random(seed)
    d = new_dungeon(cards, "standalone")
    keys = [str(i) for i in range(len(seats))]
    for i, key in enumerate(keys):
        d["explorers"][key] = new_explorer(f"{'Player' if seats[i] == 'human' else 'Computer'} {i + 1}")
    order = roll_for_order(rng, keys)
    say = show or (lambda line: None)
    say("Order of play: " + ", ".join(d["explorers"][k]["name"] for k in order))
    played = 0
    while not d["ended_by"] and played < TURN_LIMIT:
        key = order[played % len(order)]
        played += 1
        turns.begin_turn(d, key)
        while (decision := turns.pending(cards, d)) is not None:
            if decision.actor == CHANCE:
                choice = rng.choices(decision.options, weights=decision.probs)[0]
            elif seats[decision.actor] == "human" and ask_human is not None:
                choice = ask_human(decision, d)
            else:
                choice = agent.choose(cards, d, decision)
            for line in turns.apply(cards, d, choice):
                say(line)
    ended_by = d["ended_by"] or "turn_limit"
    winner = d["winner"] or final_ranking(cards, d)[0]
    banked = [banked_gold(cards, d["explorers"][k], leaving=True) for k in keys]     # as "banked in all" says
    say(f"{d['explorers'][winner]['name']} wins ({ended_by.replace('_', ' ')}).")
    return {"seed": seed, "seats": list(seats), "winner": int(winner), "ended_by": ended_by,
            "banked": banked, "names": [d["explorers"][k]["name"] for k in keys], "turns": played}


def ask_at_terminal(decision: Decision, d: Dungeon | None = None, read: Callable[[str], str] | None = None,
                    say: Callable[[str], None] = print) -> Any:
    """Show where the explorer stands, the question and its options in words (the same words as the
    window's), and read a choice: its number or its name. "?" or "help" shows the rules card;
    "quit" stops the game. Bad input asks again. ``read`` is ``input`` unless given."""
    cards = load_cards()
    explorers = (d or {}).get("explorers", {})
    names = [explorers[k]["name"] for k in sorted(explorers, key=int)]
    ex = explorers.get(str(decision.actor))
    if ex is not None:
        say(words.status(cards, ex))
        for line in words.kit(cards, ex):
            say("  " + line)
    say(decision.prompt)
    target = words.throw_target(cards, decision.context)
    if target:
        say("  " + target)
    for i, option in enumerate(decision.options, 1):
        say(f"  {i}. {words.describe(cards, decision, option, names)}   [{option}]")
    return read_choice(decision.options, game="Oubliette game", help_text="\n".join(words.rules_card(cards)),
                       read=read, say=say)
