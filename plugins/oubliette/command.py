"""``landlord oubliette``: Open Oubliette as a game of its own, a command this plugin adds."""
from __future__ import annotations

import argparse
import json
import random

from landlord.plugin import CommandError, seed_number

from . import standalone


class OublietteCommand:
    name = "oubliette"
    help = "play Open Oubliette (John Colagioia) as a game of its own"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--seats", default="human,ai,ai", help="human or ai for each seat (default human,ai,ai)")
        parser.add_argument("--seed", type=seed_number,
                            help="seed for the dice and cards (default: a new game each time)")
        parser.add_argument("--json", action="store_true", help="print the result as JSON (computer seats only)")

    def run(self, args: argparse.Namespace) -> int:
        seats = [s.strip() for s in args.seats.split(",")]
        bad = [s for s in seats if s not in ("human", "ai")]
        if bad:
            raise CommandError(f"--seats: {bad[0]!r} is not human or ai")
        if not 2 <= len(seats) <= 6:
            raise CommandError(f"--seats: {len(seats)} seats given; Open Oubliette takes 2 to 6")
        if args.json and "human" in seats:
            raise CommandError("--json plays headless: every seat must be ai")
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        result = standalone.play(seats, seed, ask_human=standalone.ask_at_terminal,
                                 show=None if args.json else print)
        if args.json:
            print(json.dumps(result))
        else:
            print("Banked gold: " + ", ".join(f"{name} {gold}" for name, gold in zip(result["names"], result["banked"])))
        return 0
