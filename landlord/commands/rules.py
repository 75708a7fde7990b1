"""``landlord rules check FILE``: list every problem in a rules file.

It exits 1 when a file it could read has findings (one line each, on stdout), and 2 with one
line when the file cannot be read at all (missing, a folder, a pipe or device, larger than the
limit).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .options import EXIT_FINDINGS, UsageError, missing_jail

NAME = "rules"
HELP = "work with rules files"


def add_arguments(rules: argparse.ArgumentParser) -> None:
    rules_sub = rules.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    check = rules_sub.add_parser("check", help="list every problem in a rules file")
    check.add_argument("file", type=Path)


def run(args: argparse.Namespace) -> int:
    return check(args.file)


def check(path: Path) -> int:
    from ..engine import RulesError, load_rules
    try:
        rules = load_rules(path)
        missing = missing_jail(rules)
        if missing is not None:       # the file is sound, but cannot be played here
            raise RulesError([missing])
    except RulesError as exc:
        if exc.unreadable:
            raise UsageError(str(exc)) from None
        for finding in exc.findings:
            print(finding)
        print(f"{len(exc.findings)} problem(s) found", file=sys.stderr)
        return EXIT_FINDINGS
    print(f"{path}: ok ({rules.title}: {rules.size} spaces, {len(rules.card_ids())} cards, "
          f"{len(rules.chance)} Chance cards)")
    return 0
