"""``landlord simulate``: play whole games headless with computer players and sum them up."""
from __future__ import annotations

import argparse
import json
import sys

from .options import (UsageError, add_games, add_house_rules, add_rules, add_table, add_workers, agents_at_table,
                      house_rules_for, installed_jail, load_rules, missing_jail, playing_games, round_number)

NAME = "simulate"
HELP = "play whole games headless with computer players"


def add_arguments(sim: argparse.ArgumentParser) -> None:
    add_games(sim, 100)
    add_table(sim)
    sim.add_argument("--jail", help="the id of the jail game (see `landlord plugins`; default: the one the chosen "
                                    "house rules are written for, else the rules file's; classic is the 1906 jail of Rule 6)")
    sim.add_argument("--start", choices=("deal", "beginners", "monarch"), default="deal",
                     help="Rule 1 deal, beginners' hands, or Monarch of the World (default deal)")
    add_rules(sim)
    st = sim.add_mutually_exclusive_group()
    st.add_argument("--single-tax-at", type=round_number, metavar="ROUND",
                    help="propose the Single Tax at this round; the agents vote")
    st.add_argument("--single-tax-from-start", action="store_true", help="play every game under the Single Tax")
    add_house_rules(sim)
    sim.add_argument("--classes", metavar="CLASS,CLASS",
                     help="with a house rule that gives players classes (Dungeonopoly): one class per seat, "
                          "or a few, taken in turn round the seats")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of a summary")
    add_workers(sim)


class ProgressBar:
    """The run's progress on stderr, redrawn when the bar moves (and now and then), not every game."""

    WIDTH = 30

    def __init__(self) -> None:
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        filled = self.WIDTH * done // total
        if filled == self.shown and done != total and done % 50:
            return
        self.shown = filled
        print(f"\rsimulating [{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{total}", end="",
              file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)

    def end_line(self) -> None:
        """End the bar's line before a word that the run stopped."""
        if self.shown >= 0:
            print(file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    from ..game_setup import GameSetup
    from ..plugin_host import installed_engine, installed_jail_games
    from ..simulate import default_workers, simulate, summary

    rules = load_rules(args.rules)
    kinds = agents_at_table(args.agents, args.players, rules)
    registry = installed_jail_games()
    if args.jail is not None:
        installed_jail(args.jail, registry.games)
    elif (missing := missing_jail(rules, registry)) is not None:
        raise UsageError(missing)
    engine = installed_engine(rules, registry.games)
    house_rules, house_settings = house_rules_for(args, engine, len(kinds))
    setup = GameSetup.for_seats(kinds, args.seed, jail=args.jail, start=args.start, single_tax_at=args.single_tax_at,
                                single_tax=args.single_tax_from_start, house_rules=house_rules,
                                house_settings=house_settings)
    bar = ProgressBar()
    with playing_games(rules, bar.end_line):       # a failing jail game: one summary line, not a warning a game
        report = simulate(engine, setup, games=args.games, progress=bar, workers=args.workers or default_workers())
    print(json.dumps(report) if args.json else summary(report, rules))
    return 0
