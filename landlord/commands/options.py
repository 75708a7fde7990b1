"""The options and checks the ``landlord`` sub-commands share, declared and checked once.

Each ``add_...`` declares an option on a sub-command's parser with the same name, type, bound and
help wherever it appears; each check turns what was given into what the game uses, or refuses it
with a :class:`UsageError` whose message names the option (one line, exit code 2). Every number
an option takes is bounded (``landlord.engine.limits``), so none can overflow or ask for endless work.
"""
from __future__ import annotations

import argparse
import logging
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from ..engine.limits import MAX_CHOICES, MAX_GAMES, MAX_PLAYERS, MAX_ROUND_LIMIT, MAX_WORKERS
from ..command_api import CommandError, seed_number, whole_number

EXIT_FINDINGS = 1          # a check that found problems (``rules check``, ``plugins``)
EXIT_USAGE = 2             # bad input, told in one line

players_number = whole_number(1, MAX_PLAYERS)
round_number = whole_number(1, MAX_ROUND_LIMIT)
workers_number = whole_number(1, MAX_WORKERS)
choices_number = whole_number(0, MAX_CHOICES)


class UsageError(CommandError):
    """A command-line value that cannot be used; the message names it."""


# -- declaring ----------------------------------------------------------------------------------
def add_rules(parser: argparse.ArgumentParser, help: str = "play with another rules file") -> None:
    parser.add_argument("--rules", type=Path, help=help)


def add_games(parser: argparse.ArgumentParser, default: int, what: str = "how many games") -> None:
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=default,
                        help=f"{what} (default {default:,}, at most {MAX_GAMES:,})")


def add_table(parser: argparse.ArgumentParser) -> None:
    """--players, --seed and --agents: the computer table of ``simulate`` and ``report``."""
    parser.add_argument("--players", type=players_number, help="how many seats (default 4, or one per --agents entry)")
    parser.add_argument("--seed", type=seed_number, default=0, help="the run's seed (default 0)")
    parser.add_argument("--agents", default="heuristic",
                        help="strong, heuristic, easy or random for every seat, or one per seat: strong,heuristic,...")


def add_workers(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--workers", type=workers_number, metavar="N",
                        help="play in N processes (default: one per core); the results are the same for any N")


def parsed_by(module: str, name: str) -> Callable[[str], Any]:
    """An option's ``type``: the function ``name`` of ``module`` (imported when the option is read, so
    building the parser imports nothing), its ValueError turned into argparse's one-line refusal."""
    def read(text: str) -> Any:
        import importlib
        try:
            return getattr(importlib.import_module(module), name)(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return read


# -- checking -----------------------------------------------------------------------------------
def load_rules(path: Path | None):
    """The rules file given (``--rules``), else the 1906 rules that ship; a bad file is one line."""
    from ..engine import RulesError, load_default_rules
    from ..engine import load_rules as load
    try:
        return load(path) if path is not None else load_default_rules()
    except RulesError as exc:
        if exc.unreadable:
            raise UsageError(str(exc)) from None
        raise UsageError(f"{exc} (run `landlord rules check {path}` for the full list)") from None


def missing_jail(rules, registry=None) -> str | None:
    """The finding for a rules file whose default jail game is not installed here, or None.

    ``registry``: the installed jail games, if the caller has collected them already.
    """
    from ..plugin_host import installed_jail_games
    games = (registry if registry is not None else installed_jail_games()).games
    if rules.default_jail in games:
        return None
    return (f"{rules.source}: jail.default: no jail game {rules.default_jail!r} is installed "
            f"(installed: {', '.join(sorted(games))})")


def installed_jail(jail: str, games) -> str:
    """``--jail``: the id of an installed jail game, or a refusal listing those installed."""
    if jail not in games:
        raise UsageError(f"--jail: no jail game {jail!r} is installed (installed: {', '.join(sorted(games))})")
    return jail


def endless(exc: Exception, rules) -> UsageError:
    """An endless game, told in one line: a safety net caught it, and it is the rules' doing."""
    return UsageError(f"{exc}; the rules ({rules.source}) may keep games from ending")


def agents_at_table(agents: str, players: int | None, rules) -> tuple[str, ...]:
    """--agents and --players: the agent playing each seat (one name for all, or one per seat)."""
    from ..ai import SEAT_AGENTS
    kinds = [k.strip() for k in agents.split(",")]
    unknown = [k for k in kinds if k not in SEAT_AGENTS]
    if unknown:
        raise UsageError(f"--agents: unknown agent {unknown[0]!r}; choose from {', '.join(SEAT_AGENTS)}")
    players = players or (len(kinds) if len(kinds) > 1 else 4)
    if len(kinds) == 1:
        kinds = kinds * players
    elif len(kinds) != players:
        raise UsageError(f"--agents names {len(kinds)} seats but --players is {players}")
    if not rules.min_players <= players <= rules.max_players:
        raise UsageError(f"--players: {players} is out of range; these rules allow "
                         f"{rules.min_players} to {rules.max_players}")
    return tuple(kinds)


def seat_kinds(text: str, rules) -> list[str]:
    """--seats: human, ai (the heuristic agent) or an agent's name, for each seat."""
    from ..ai import SEAT_AGENTS
    kinds = ["heuristic" if k.strip() == "ai" else k.strip() for k in text.split(",")]
    bad = [k for k in kinds if k != "human" and k not in SEAT_AGENTS]
    if bad:
        raise UsageError(f"--seats: {bad[0]!r} is not human, ai or an agent ({', '.join(SEAT_AGENTS)})")
    if not rules.min_players <= len(kinds) <= rules.max_players:
        raise UsageError(f"--seats: {len(kinds)} seats given; these rules allow "
                         f"{rules.min_players} to {rules.max_players}")
    return kinds


def add_house_rules(parser: argparse.ArgumentParser) -> None:
    """--house-rules and --house-setting (repeatable): the house rules a new game is played with."""
    parser.add_argument("--house-rules", metavar="RULE,RULE",
                        help="play with these house rules (their ids: see `landlord plugins`)")
    parser.add_argument("--house-setting", action="append", default=[], metavar="RULE.KEY=VALUE",
                        help="a chosen house rule's setting, e.g. landvaluetax.rate=7 (repeatable; a number, on or "
                             "off, or for a choice each seat makes, one option per seat or a few in turn); "
                             "what is not given takes the rule's default")


def house_rules_for(args: argparse.Namespace, engine: Any, players: int) -> tuple[list[str], dict[str, Any]]:
    """The house rules ``--house-rules`` chooses, and their settings: each rule's declared defaults
    (as the new-game screen starts them), then ``--classes`` for each chosen rule whose choice per
    seat is a class (its ``seat_choice`` key is ``classes``), then each ``--house-setting``."""
    from ..house_setup import declared, defaults
    chosen = [r.strip() for r in (args.house_rules or "").split(",") if r.strip()]
    missing = [r for r in chosen if r not in engine.house_rules]
    if missing:
        raise UsageError(f"--house-rules: no house rule {missing[0]!r} is installed (installed: "
                         f"{', '.join(sorted(engine.house_rules)) or 'none'})")
    asked = {rule_id: declared(engine.house_rules[rule_id], rule_id) for rule_id in chosen}
    settings: dict[str, Any] = {rule_id: defaults(asked[rule_id], players) for rule_id in chosen}
    if getattr(args, "classes", None) is not None:
        _classes(args.classes, engine, chosen, settings, players)
    for given in getattr(args, "house_setting", None) or []:
        rule_id, key, value = _house_setting(given, asked, players)
        settings[rule_id][key] = value
    return chosen, {rule_id: chosen_settings for rule_id, chosen_settings in settings.items() if chosen_settings}


def _house_setting(given: str, asked: dict[str, Any], players: int) -> tuple[str, str, Any]:
    """One ``--house-setting RULE.KEY=VALUE``, checked against what the rule declares."""
    from ..house_setup import read_setting
    name, equals, text = given.partition("=")
    rule_id, dot, key = name.strip().partition(".")
    if not (equals and dot and rule_id and key.strip()):
        raise UsageError(f"--house-setting: {given!r} is not RULE.KEY=VALUE (e.g. landvaluetax.rate=7)")
    if rule_id not in asked:
        raise UsageError(f"--house-setting: {rule_id!r} is not one of the chosen house rules "
                         f"(--house-rules: {', '.join(asked) or 'none'})")
    try:
        return rule_id, key.strip(), read_setting(asked[rule_id], key.strip(), text, players)
    except ValueError as exc:
        raise UsageError(f"--house-setting: {rule_id}.{key.strip()}: {exc}") from None


def _classes(text: str, engine: Any, chosen: list[str], settings: dict[str, Any], players: int) -> None:
    """``--classes``: one class per seat (or a few in turn) for each chosen rule that gives classes."""
    classes = [c.strip() for c in text.split(",") if c.strip()]
    takers = [r for r in chosen if (getattr(engine.house_rules[r], "seat_choice", None) or {}).get("key") == "classes"]
    if not takers:
        raise UsageError("--classes: none of the chosen house rules gives players classes "
                         "(choose one with --house-rules, e.g. dungeonopoly)")
    for rule_id in takers:
        offered = engine.house_rules[rule_id].seat_choice.get("options", {})
        unknown = [c for c in classes if c not in offered]
        if unknown or not classes:
            raise UsageError(f"--classes: {unknown[0] if unknown else 'nothing'!r} is not a class of {rule_id} "
                             f"(classes: {', '.join(offered)})")
        settings[rule_id]["classes"] = [classes[seat % len(classes)] for seat in range(players)]


def load_saved_game(path: Path, rules):
    """The saved game in ``path``, replayed on the installed engine with ``rules``; its notes
    (loaded, but worth telling) go to stderr, a bad file is one line."""
    from ..plugin_host import installed_engine
    from ..saves import SaveError, load_game
    try:
        game = load_game(path, engine=installed_engine(rules))
    except SaveError as exc:
        raise UsageError(str(exc)) from None
    for note in game.notes:
        print(f"landlord: note: {path}: {note}", file=sys.stderr)
    return game


def regular_file_or_new(option: str, path: Path | None) -> None:
    """An output file option: a new file or a regular one (writing to a pipe would wait for a
    reader forever, and a device or folder is no place for it)."""
    if path is not None and path.exists() and not path.is_file():
        raise UsageError(f"{option}: {path} exists and is not a regular file")


@contextmanager
def playing_games(rules, end_line: Callable[[], None]) -> Iterator[None]:
    """Around a run of computer games (``simulate``, ``report``): a set-up the engine refuses or an
    endless game becomes one line, Ctrl-C first ends the progress bar's line (``end_line``), and
    a failing jail game's warning is not printed game after game over the bar (the run counts
    it, and the 1906 jail takes over)."""
    from ..engine import EndlessGameError, SetupError
    jail_log = logging.getLogger("landlord.jail")
    jail_log.disabled = True
    try:
        yield
    except KeyboardInterrupt:
        end_line()
        raise
    except SetupError as exc:
        raise UsageError(str(exc)) from None
    except EndlessGameError as exc:
        raise endless(exc, rules) from None
    finally:
        jail_log.disabled = False
