"""``landlord solitaire``: Oubliette, Julian Jimenez's solitaire, as a game of its own.

``landlord solitaire`` plays it at the terminal; ``--json`` plays it headless with the computer
player and prints one JSON object (``won``, ``how``, ``path``, ...); ``--games N`` plays N games and
prints the tally (``games``, ``wins``, ``win_rate``).
"""
from __future__ import annotations

import argparse
import json
import random

from landlord.plugin import CommandError, seed_number, whole_number

from . import standalone, terminal
from .layout import TEXT_TURN, TURN_RULES

#: The most games one command plays (a computer game takes a few milliseconds).
MOST_GAMES = 100_000


class SolitaireCommand:
    name = "solitaire"
    help = "play Oubliette, Julian Jimenez's solitaire, at the terminal or headless (--json)"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--seed", type=seed_number, help="seed for the shuffle (default: a new game each time)")
        parser.add_argument("--jokers", type=whole_number(2, 3), default=2, help="2 or 3 Jokers in the deck (default 2)")
        parser.add_argument("--json", action="store_true", help="play headless and print the result as JSON")
        parser.add_argument("--games", type=whole_number(1, MOST_GAMES), metavar="N",
                            help="play N games headless and print how many were won")
        parser.add_argument("--turn", choices=TURN_RULES, default=TEXT_TURN,
                            help="the player's turn after each card: text (one action, as the rules say; "
                                 "the default) or generous (as many actions as he likes)")
        parser.add_argument("--player", choices=standalone.PLAYERS,
                            help="who plays: human (the default at the terminal), computer (the default "
                                 "with --json or --games) or random")

    def run(self, args: argparse.Namespace) -> int:
        headless = args.json or args.games is not None
        player = args.player or ("computer" if headless else "human")
        if player == "human" and headless:
            raise CommandError("--json and --games play headless: the player must be computer or random")
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        if args.games is not None:
            tally = standalone.play_many(args.games, seed, args.jokers, player, args.turn)
            print(json.dumps(tally) if args.json else
                  f"{tally['wins']} of {tally['games']} games won ({tally['win_rate']:.1%}) by the {player} player "
                  f"({args.turn} turn).")
            return 0
        if player == "human":
            print(f"Oubliette, a solitaire by Julian \"Legend\" Jimenez. Seed {seed}; type help for the rules.")
        result = standalone.play(seed, args.jokers, player, ask=terminal.ask,
                                 show=None if args.json else print, turn=args.turn)
        if args.json:
            print(json.dumps(result))
        else:
            print(("Escaped! " if result["won"] else "Lost: ") + result["how"] + ".")
            print("Path: " + (" ".join(result["path"]) or "none"))
        return 0
