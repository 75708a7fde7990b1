"""The ``landlord`` command: open the game, simulate, report, check rules files, list plugins.

Bad input never shows a traceback: one line naming what is wrong, and exit code 2.
``rules check`` exits 1 when a file it could read has findings (one line each, on stdout),
and 2 with one line when the file cannot be read at all (missing, a folder, a pipe or
device, larger than the limit). Every number an option takes is bounded
(``landlord.engine.limits``), so none can overflow or ask for endless work.
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any, Mapping, NoReturn, Sequence

from . import __version__
from .commands import CommandError, PluginCommand, seed_number, whole_number
from .engine.limits import (MAX_CHOICES, MAX_GAMES, MAX_PLAYERS, MAX_ROUND_LIMIT, MAX_WINDOW_SIZE, MAX_WORKERS,
                            MIN_WINDOW_SIZE)

EXIT_FINDINGS = 1
EXIT_USAGE = 2


class UsageError(CommandError):
    """A command-line value that cannot be used; the message names it."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")


_seed = seed_number
_games = whole_number(1, MAX_GAMES)
_players = whole_number(1, MAX_PLAYERS)
_round = whole_number(1, MAX_ROUND_LIMIT)
_workers = whole_number(1, MAX_WORKERS)
_choices = whole_number(0, MAX_CHOICES)


def _window_size(text: str) -> tuple[int, int]:
    """--window-size: WIDTHxHEIGHT in pixels, e.g. 1024x768, within the limits."""
    shown = text if len(text) <= 24 else text[:21] + "..."
    parts = text.strip().lower().replace("\u00d7", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() and len(p.strip()) <= 6 for p in parts):
        raise argparse.ArgumentTypeError(f"{shown!r} is not WIDTHxHEIGHT in pixels, e.g. 1280x800")
    size = (int(parts[0]), int(parts[1]))
    low, high = MIN_WINDOW_SIZE, MAX_WINDOW_SIZE
    if not (low[0] <= size[0] <= high[0] and low[1] <= size[1] <= high[1]):
        raise argparse.ArgumentTypeError(f"{size[0]}x{size[1]} is out of range; from {low[0]}x{low[1]} "
                                         f"to {high[0]}x{high[1]}")
    return size


def build_parser(plugin_commands: Mapping[str, PluginCommand] | None = None) -> argparse.ArgumentParser:
    parser = _Parser(prog="landlord", description="The Landlord's Game (Elizabeth Magie, 1906). Rules 13-17 and "
                                                  "the Chance cards are lost and reconstructed: rules/INTERPRETATIONS.md.")
    parser.add_argument("--version", action="version", version=f"landlord {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the game window (the default command)")
    play.add_argument("--rules", type=Path, help="play with another rules file")
    play.add_argument("--screenshot", type=Path, help="write a PNG of the window and exit")
    play.add_argument("--window-size", type=_window_size, metavar="WxH",
                      help="the window's size in pixels, e.g. 1024x768 (default 1280x800); with --screenshot, "
                           "the picture's")
    play.add_argument("--seats", help="human, ai or an agent name for each seat, e.g. human,ai,strong "
                                      "(only computer seats: watch them in the window; default: the new-game "
                                      "screen, or ai,ai,ai with --headless)")
    play.add_argument("--headless", action="store_true",
                      help="play without a window, to the end (or --quit-after rounds); people's seats "
                           "answer at the terminal")
    play.add_argument("--seed", type=_seed, help="seed for the dice and cards (default: a new game each time)")
    play.add_argument("--quit-after", type=_round, metavar="ROUNDS",
                      help="play headless for this many rounds (more, for a loaded game) or to the end")
    play.add_argument("--jail", metavar="ID", help="the jail game for a new game (see `landlord plugins`; "
                                                   "default: the rules file's; "
                                                   "classic is the 1906 jail of Rule 6)")
    play.add_argument("--load", type=Path, metavar="FILE", help="continue a saved game")
    play.add_argument("--position", type=Path, metavar="FILE",
                      help="start from a position (a TOML file, see docs/api.md); its seats are people in the "
                           "window, computers headless, unless --seats says otherwise")
    play.add_argument("--save", type=Path, metavar="FILE",
                      help="when headless play stops, save the game here (it is always autosaved too, "
                           "to headless/autosave.toml in the data folder)")

    sim = sub.add_parser("simulate", help="play whole games headless with computer players")
    sim.add_argument("--games", type=_games, default=100, help=f"how many games (default 100, at most {MAX_GAMES:,})")
    sim.add_argument("--players", type=_players, help="how many seats (default 4, or one per --agents entry)")
    sim.add_argument("--seed", type=_seed, default=0, help="the run's seed (default 0)")
    sim.add_argument("--jail", help="the id of the jail game (see `landlord plugins`; default: the rules "
                                    "file's; classic is the 1906 jail of Rule 6)")
    sim.add_argument("--agents", default="heuristic",
                     help="strong, heuristic, easy or random for every seat, or one per seat: strong,heuristic,...")
    sim.add_argument("--start", choices=("deal", "beginners", "monarch"), default="deal",
                     help="Rule 1 deal, beginners' hands, or Monarch of the World (default deal)")
    sim.add_argument("--rules", type=Path, help="play with another rules file")
    st = sim.add_mutually_exclusive_group()
    st.add_argument("--single-tax-at", type=_round, metavar="ROUND",
                    help="propose the Single Tax at this round; the agents vote")
    st.add_argument("--single-tax-from-start", action="store_true", help="play every game under the Single Tax")
    sim.add_argument("--house-rules", metavar="ID,ID", help="play with these house rules (see `landlord plugins`)")
    sim.add_argument("--classes", metavar="CLASS,CLASS",
                     help="with a house rule that gives players classes (Dungeonopoly): one class per seat, "
                          "or a few, taken in turn round the seats")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of a summary")
    sim.add_argument("--workers", type=_workers, metavar="N",
                     help="play in N processes (default: one per core); the results are the same for any N")

    from .report.command import add_arguments as add_report_arguments
    add_report_arguments(sub.add_parser("report", help="play every rule set's games and write a report with charts "
                                                       "(HTML, JSON, CSV); see docs/findings.md"))

    rules = sub.add_parser("rules", help="work with rules files")
    rules_sub = rules.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    check = rules_sub.add_parser("check", help="list every problem in a rules file")
    check.add_argument("file", type=Path)

    sub.add_parser("plugins", help="list the installed jail games")

    rep = sub.add_parser("replay", help="replay a saved game (in the window, or as text with --text)")
    rep.add_argument("file", type=Path, help="a saved game")
    rep.add_argument("--text", action="store_true", help="print the whole game log instead")
    rep.add_argument("--rules", type=Path, help="the rules file the game was played with")
    rep.add_argument("--position-at", type=_choices, metavar="N",
                     help="write the position at the start of the turn in play after N choices, as TOML")
    rep.add_argument("--output", type=Path, metavar="PATH", help="with --position-at: write it here, not to stdout")

    for command in plugin_commands.values():       # what installed plugins add (landlord oubliette, ...)
        command.add_arguments(sub.add_parser(command.name, help=command.help))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from .plugin_host import installed_commands
    plugin_commands, _ = installed_commands()
    parser = build_parser(plugin_commands)
    args = parser.parse_args(argv)
    try:
        if args.command in plugin_commands:
            return plugin_commands[args.command].run(args)
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "report":
            from .report.command import run as run_report
            return run_report(args)
        if args.command == "rules":
            return _rules_check(args.file)
        if args.command == "plugins":
            return _plugins()
        if args.command == "replay":
            return _replay(args)
        return _play(args)
    except CommandError as exc:
        for line in str(exc).splitlines():     # one line per problem (a position file may have several)
            print(f"landlord: error: {line}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("landlord: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:          # whoever read the output stopped (`landlord simulate --json | head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # so the final flush is quiet too
        return 1


# -- commands -------------------------------------------------------------------------
def _load_rules(path: Path | None):
    from .engine import RulesError, load_default_rules, load_rules
    try:
        return load_rules(path) if path is not None else load_default_rules()
    except RulesError as exc:
        if exc.unreadable:
            raise UsageError(str(exc)) from None
        raise UsageError(f"{exc} (run `landlord rules check {path}` for the full list)") from None


def _missing_jail(rules, registry=None) -> str | None:
    """The finding for a rules file whose default jail game is not installed here, or None.

    ``registry``: the installed jail games, if the caller has collected them already.
    """
    from .plugin_host import installed_jail_games
    games = (registry if registry is not None else installed_jail_games()).games
    if rules.default_jail in games:
        return None
    return (f"{rules.source}: jail.default: no jail game {rules.default_jail!r} is installed "
            f"(installed: {', '.join(sorted(games))})")


def _endless(exc: Exception, rules) -> UsageError:
    """An endless game, told in one line: a safety net caught it, and it is the rules' doing."""
    return UsageError(f"{exc}; the rules ({rules.source}) may keep games from ending")


def _simulate(args: argparse.Namespace) -> int:
    from .ai import AGENTS
    from .engine import EndlessGameError, SetupError
    from .plugin_host import installed_engine, installed_jail_games
    from .game_setup import GameSetup
    from .simulate import default_workers, simulate, summary

    rules = _load_rules(args.rules)
    kinds = [k.strip() for k in args.agents.split(",")]
    unknown = [k for k in kinds if k not in AGENTS]
    if unknown:
        raise UsageError(f"--agents: unknown agent {unknown[0]!r}; choose from {', '.join(AGENTS)}")
    players = args.players or (len(kinds) if len(kinds) > 1 else 4)
    if len(kinds) == 1:
        kinds = kinds * players
    elif len(kinds) != players:
        raise UsageError(f"--agents names {len(kinds)} seats but --players is {players}")
    if not rules.min_players <= players <= rules.max_players:
        raise UsageError(f"--players: {players} is out of range; these rules allow "
                         f"{rules.min_players} to {rules.max_players}")
    registry = installed_jail_games()
    if args.jail is not None and args.jail not in registry.games:
        raise UsageError(f"--jail: no jail game {args.jail!r} is installed "
                         f"(installed: {', '.join(sorted(registry.games))})")
    if args.jail is None and (missing_jail := _missing_jail(rules, registry)) is not None:
        raise UsageError(missing_jail)
    engine = installed_engine(rules, registry.games)
    house_rules, house_settings = _house_rules_for(args, engine, players)

    shown = -1

    def progress(done: int, total: int) -> None:
        nonlocal shown
        width = 30
        filled = width * done // total
        if filled == shown and done != total and done % 50:
            return                  # redraw when the bar moves (and now and then), not every game
        shown = filled
        print(f"\rsimulating [{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end="",
              file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)

    # A failing jail game is counted in the report (each game's jail_failures, one summary line);
    # its warning is not printed game after game over the progress bar.
    jail_log = logging.getLogger("landlord.jail")
    jail_log.disabled = True
    try:
        setup = GameSetup.for_seats(kinds, args.seed, jail=args.jail, start=args.start,
                                    single_tax_at=args.single_tax_at, single_tax=args.single_tax_from_start,
                                    house_rules=house_rules, house_settings=house_settings)
        report = simulate(engine, setup, games=args.games, progress=progress,
                          workers=args.workers or default_workers())
    except KeyboardInterrupt:
        if shown >= 0:
            print(file=sys.stderr)      # end the progress bar's line before the word that it stopped
        raise
    except SetupError as exc:
        raise UsageError(str(exc)) from None
    except EndlessGameError as exc:
        raise _endless(exc, rules) from None
    finally:
        jail_log.disabled = False
    print(json.dumps(report) if args.json else summary(report, rules))
    return 0


def _house_rules_for(args: argparse.Namespace, engine: Any, players: int) -> tuple[list[str], dict[str, Any]]:
    """The house rules ``--house-rules`` chooses, and their settings: ``--classes`` goes to each
    chosen rule whose choice per seat is a class (its ``seat_choice`` key is ``classes``)."""
    chosen = [r.strip() for r in (args.house_rules or "").split(",") if r.strip()]
    missing = [r for r in chosen if r not in engine.house_rules]
    if missing:
        raise UsageError(f"--house-rules: no house rule {missing[0]!r} is installed (installed: "
                         f"{', '.join(sorted(engine.house_rules)) or 'none'})")
    settings: dict[str, Any] = {}
    if args.classes is not None:
        classes = [c.strip() for c in args.classes.split(",") if c.strip()]
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
            settings[rule_id] = {"classes": [classes[seat % len(classes)] for seat in range(players)]}
    return chosen, settings


def _rules_check(path: Path) -> int:
    from .engine import RulesError, load_rules
    try:
        rules = load_rules(path)
        missing_jail = _missing_jail(rules)
        if missing_jail is not None:       # the file is sound, but cannot be played here
            raise RulesError([missing_jail])
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


def _table(rows: list[tuple[str, ...]], header: tuple[str, ...]) -> None:
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + sorted(rows):
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())


def _plugins() -> int:
    """Every jail game and house rule the players can choose, then every plugin that was refused and why.

    Problems are part of the listing (once each) and make the exit code 1.
    """
    import logging
    from .engine import load_default_rules
    from .engine.jail_api import PLUGIN_API_VERSION
    from .plugin_host import collect_house_rules, collect_jail_games, make_plugin_manager
    host_log = logging.getLogger("landlord.plugins")
    host_log.disabled = True          # the listing reports the problems itself, once
    try:
        pm = make_plugin_manager()
        registry, house = collect_jail_games(pm), collect_house_rules(pm)
    finally:
        host_log.disabled = False
    default = load_default_rules().default_jail
    rows = [(g.id, g.title, g.version, str(getattr(g, "api_version", 1)), "yes" if g.id == default else "",
             registry.offered_by.get(g.id, "(the game's own)")) for g in registry.games.values()]
    _table(rows, ("id", "title", "version", "api", "default", "plugin"))
    if house.rules:
        print("\nHouse rules:")
        _table([(r.id, r.title, r.version, str(r.api_version), house.offered_by[r.id]) for r in house.rules.values()],
               ("id", "title", "version", "api", "plugin"))
    print(f"(plugin API version {PLUGIN_API_VERSION})")
    problems = registry.problems + house.problems
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for problem in problems:
            print(f"  refused: {problem}")
        return EXIT_FINDINGS
    return 0


def _play(args: argparse.Namespace) -> int:
    rules = _load_rules(getattr(args, "rules", None))
    kinds = _seat_kinds(args.seats, rules) if getattr(args, "seats", None) else None
    load, save = getattr(args, "load", None), getattr(args, "save", None)
    quit_after, screenshot = getattr(args, "quit_after", None), getattr(args, "screenshot", None)
    size = getattr(args, "window_size", None)
    # Headless only when asked: --headless, or a round limit without a screenshot. Computer seats
    # alone open the window, to watch them play.
    headless = screenshot is None and (getattr(args, "headless", False) or quit_after is not None)
    if getattr(args, "headless", False) and screenshot is not None:
        raise UsageError("--headless and --screenshot ask for different things (a screenshot is of the window); "
                         "give one")
    if headless and size is not None:
        raise UsageError("--window-size goes with the window (or --screenshot); headless play has none")
    if screenshot is not None and screenshot.exists() and not screenshot.is_file():
        # Writing to a pipe would wait for a reader forever, and a device is no place for a PNG.
        raise UsageError(f"--screenshot: {screenshot} exists and is not a regular file")
    if load is not None and getattr(args, "seed", None) is not None:
        raise UsageError("--seed starts a new game; a loaded game keeps the seed it was saved with")
    jail = getattr(args, "jail", None)
    position = getattr(args, "position", None)
    if position is not None:
        _check_position_options(load, getattr(args, "seed", None), jail)
    if jail is not None:
        if load is not None:
            raise UsageError("--jail chooses the jail of a new game; a loaded game keeps the one it began with")
        rules = _with_jail(rules, jail)
    if position is not None:
        # Nobody sits at the window when it plays to a round limit or a screenshot, nor at a
        # headless game unless --seats says so: computers do.
        game = _start_position(position, rules, kinds, people=not headless and quit_after is None
                               and screenshot is None)
    else:
        game = _load_save(load, rules) if load is not None else None
    if game is None and (missing_jail := _missing_jail(rules)) is not None:
        raise UsageError(missing_jail)
    seats = kinds or (game.kinds if game is not None else None)
    if headless:
        return _play_headless(args, rules, kinds, game)
    if save is not None:
        raise UsageError("--save goes with headless play (--headless or --quit-after); in the window, save with F5")
    return _open_window(rules, screenshot, kinds=seats, game=game, seed=getattr(args, "seed", None),
                        quit_after=quit_after, size=size)


def _check_position_options(load, seed, jail) -> None:
    """A position is a whole game: it cannot also be loaded, nor take another seed or jail."""
    given = {"--load": load, "--seed": seed, "--jail": jail}
    for option, value in given.items():
        if value is not None:
            raise UsageError(f"{option} cannot go with --position: the position holds its game, seed and jail")


def _start_position(path: Path, rules, kinds: list[str] | None, *, people: bool):
    """The game started from the position in ``path``, seated as --seats says, else by people
    (``people``) or computers. A bad file is every problem, one line each."""
    from .plugin_host import installed_engine
    from .position_file import PositionFileError, start_from_file
    from .saves import LoadedGame, Seat
    engine = installed_engine(rules)
    try:
        state = start_from_file(engine, path)
    except PositionFileError as exc:
        raise UsageError(str(exc)) from None
    if kinds is not None and len(kinds) != len(state.players):
        raise UsageError(f"--seats: {len(kinds)} seats given; the position has {len(state.players)} players")
    kinds = kinds or ["human" if people else "heuristic"] * len(state.players)
    seats = [Seat(player.name, kind) for player, kind in zip(state.players, kinds)]
    # Like a loaded game: ready to play on, with no events yet (and no save of its own).
    return LoadedGame(engine, state, seats, events=[])


def _with_jail(rules, jail: str):
    """The rules with another jail game as the default, if it is installed (--jail)."""
    import dataclasses
    from .plugin_host import installed_jail_games
    installed = installed_jail_games().games
    if jail not in installed:
        raise UsageError(f"--jail: no jail game {jail!r} is installed (installed: {', '.join(sorted(installed))})")
    return dataclasses.replace(rules, default_jail=jail)


def _seat_kinds(text: str, rules) -> list[str]:
    """--seats: human, ai (the heuristic agent) or an agent's name, for each seat."""
    from .ai import AGENTS
    kinds = ["heuristic" if k.strip() == "ai" else k.strip() for k in text.split(",")]
    bad = [k for k in kinds if k != "human" and k not in AGENTS]
    if bad:
        raise UsageError(f"--seats: {bad[0]!r} is not human, ai or an agent ({', '.join(AGENTS)})")
    if not rules.min_players <= len(kinds) <= rules.max_players:
        raise UsageError(f"--seats: {len(kinds)} seats given; these rules allow "
                         f"{rules.min_players} to {rules.max_players}")
    return kinds


def _load_save(path: Path, rules):
    from .plugin_host import installed_engine
    from .saves import SaveError, load_game
    try:
        game = load_game(path, engine=installed_engine(rules))
    except SaveError as exc:
        raise UsageError(str(exc)) from None
    for note in game.notes:
        print(f"landlord: note: {path}: {note}", file=sys.stderr)
    return game


def _play_headless(args: argparse.Namespace, rules, kinds: list[str] | None, game) -> int:
    """Play without a window until the game ends or --quit-after rounds; then save."""
    import random
    from .driver import GameDriver, seat_names
    from .engine import EndlessGameError
    from .headless import ask_at_terminal
    from .plugin_host import installed_engine
    from .autosaves import Autosaver
    from .saves import SaveError, save_game
    if game is not None:
        engine, state = game.engine, game.state
        if kinds is not None and len(kinds) != len(state.players):
            raise UsageError(f"--seats: {len(kinds)} seats given; the saved game has {len(state.players)}")
        kinds = kinds or game.kinds
    else:
        kinds = kinds or ["heuristic"] * 3
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        engine = installed_engine(rules)
        names = seat_names(kinds)
        state = engine.new_game(names, seed=seed)
        print(f"New game, seed {seed}: " + ", ".join(names))
    # Headless play keeps its own autosave: it never replaces a game played in the window.
    autosaver = Autosaver(kinds, headless=True)
    try:
        outcome = GameDriver(engine, state, kinds, ask_human=ask_at_terminal).run(
            rounds=args.quit_after, on_step=lambda s: autosaver.notice(engine, s))
    except EndlessGameError as exc:
        raise _endless(exc, rules) from None
    wealth = engine.wealth(state)
    if outcome.reason == "over":
        print(outcome.events[-1].text if outcome.events else "The game is over.")
    else:
        why = {"rounds": f"after {args.quit_after} round(s)", "no answer": "(no answer from the terminal)"}
        print(f"Stopped in round {state.round} {why.get(outcome.reason, '')}".rstrip() + ".")
    print("Wealth: " + ", ".join(f"{p.name} ${w:,}" for p, w in zip(state.players, wealth)))
    if args.save is not None:
        try:
            save_game(args.save, engine, state, kinds)
        except SaveError as exc:
            raise UsageError(str(exc)) from None
        print(f"Saved to {args.save}")
    if autosaver.problem:
        print(f"landlord: warning: autosave failed: {autosaver.problem}", file=sys.stderr)
    elif autosaver.path is not None:
        print(f"Autosaved to {autosaver.path}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    if args.position_at is None and args.output is not None:
        raise UsageError("--output goes with --position-at")
    if args.position_at is not None and args.text:
        raise UsageError("--text and --position-at ask for different things; give one")
    if args.output is not None and args.output.exists() and not args.output.is_file():
        raise UsageError(f"--output: {args.output} exists and is not a regular file")
    rules = _load_rules(args.rules)
    game = _load_save(args.file, rules)
    if args.position_at is not None:
        return _position_at(game, args.file, args.position_at, args.output)
    if args.text:
        from .replay import print_log
        print_log(game, sys.stdout)
        return 0
    try:
        from .ui.replay_window import run_replay_window
    except ModuleNotFoundError as exc:         # pygame missing or broken: the text replay still works
        raise UsageError(f"the window replay cannot start ({exc}); use `landlord replay FILE --text`") from None
    return run_replay_window(game)


def _position_at(game, path: Path, choices: int, output: Path | None) -> int:
    """Write the position at the start of the turn in play after ``choices`` choices (TOML)."""
    from .position_file import dumps, write_position
    from .replay import turn_start_at
    from .saves import SaveError
    try:
        start = turn_start_at(game, choices)
    except ValueError as exc:
        raise UsageError(f"{path}: --position-at: {exc}") from None
    if start.choices != choices:
        name = game.state.players[start.seat].name
        print(f"landlord: note: after choice {choices} the game is in the middle of round {start.round}, "
              f"{name}'s turn; this is the position at the start of that turn (after choice {start.choices})",
              file=sys.stderr)
    if output is None:
        sys.stdout.write(dumps(start.position))
        return 0
    try:
        write_position(output, start.position)
    except SaveError as exc:
        raise UsageError(str(exc)) from None
    return 0


def _open_window(rules, screenshot: Path | None, *, kinds: list[str] | None = None, game=None,
                 seed: int | None = None, quit_after: int | None = None,
                 size: tuple[int, int] | None = None) -> int:
    """The game window (``size``, else the default): the new-game screen, or straight into a
    game (seats given, or a save loaded; computers alone play on to be watched). With a
    screenshot path, computer play runs to ``quit_after`` rounds and the last frame is written
    as a PNG of that size."""
    import random
    from . import ui  # noqa: F401  (quiets pygame's banner before pygame loads)
    import pygame
    seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
    try:
        if screenshot is not None:
            from .ui.autoplay import play_to_screenshot
            return play_to_screenshot(rules, kinds or [], seed, quit_after, screenshot, game=game,
                                      **({"size": size} if size is not None else {}))
        from .ui.app import open_game
        return open_game(rules, kinds=kinds, game=game, seed=seed, **({"size": size} if size is not None else {}))
    except pygame.error as exc:
        raise UsageError(f"cannot open a window ({exc}); without a display, use SDL_VIDEODRIVER=dummy "
                         "with --screenshot FILE") from None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
