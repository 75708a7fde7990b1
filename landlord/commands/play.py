"""``landlord play``: open the game window (the default command), or play headless at the terminal.

The window shows the new-game screen, or goes straight into a game (seats given, a save loaded,
a position started); ``--headless`` or ``--quit-after`` plays without a window, people's seats
answering at the terminal; ``--screenshot`` plays computers to a PNG of the window.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..command_api import seed_number, whole_number
from ..engine.limits import MAX_WAGES_TIMES, MAX_WINDOW_SIZE, MIN_WINDOW_SIZE
from ..engine.setup import STARTS
from .options import (UsageError, add_house_rules, add_rules, endless, house_rules_for, installed_jail, load_rules,
                      load_saved_game, missing_jail, regular_file_or_new, round_number, seat_kinds)

NAME = "play"
HELP = "open the game window (the default command)"


def window_size(text: str) -> tuple[int, int]:
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


def add_arguments(play: argparse.ArgumentParser) -> None:
    add_rules(play)
    play.add_argument("--screenshot", type=Path, help="write a PNG of the window and exit")
    play.add_argument("--window-size", type=window_size, metavar="WxH",
                      help="the window's size in pixels, e.g. 1024x768 (default 1280x800); with --screenshot, "
                           "the picture's")
    play.add_argument("--seats", help="human, ai or an agent name for each seat, e.g. human,ai,strong "
                                      "(only computer seats: watch them in the window; default: the new-game "
                                      "screen, or ai,ai,ai with --headless)")
    play.add_argument("--headless", action="store_true",
                      help="play without a window, to the end (or --quit-after rounds); people's seats "
                           "answer at the terminal")
    play.add_argument("--seed", type=seed_number, help="seed for the dice and cards (default: a new game each time)")
    play.add_argument("--quit-after", type=round_number, metavar="ROUNDS",
                      help="play headless for this many rounds (more, for a loaded game) or to the end")
    play.add_argument("--jail", metavar="ID", help="the jail game for a new game (see `landlord plugins`; "
                                                   "default: the rules file's; "
                                                   "classic is the 1906 jail of Rule 6)")
    add_house_rules(play)
    play.add_argument("--load", type=Path, metavar="FILE", help="continue a saved game")
    play.add_argument("--position", type=Path, metavar="FILE",
                      help="start from a position (a TOML file, see docs/api.md); its seats are people in the "
                           "window, computers headless, unless --seats says otherwise")
    # The rule sets of ``landlord report``, so that any of its games can be played again (its
    # games.csv gives each game's command); headless only: a game is watched by replaying its save.
    play.add_argument("--start", choices=STARTS, help="how a new headless game begins (default deal; monarch is "
                                                      "Magie's Monarch of the World)")
    play.add_argument("--single-tax-from-start", action="store_true",
                      help="a new headless game under the Single Tax from the first throw")
    play.add_argument("--single-tax-at", type=round_number, metavar="R",
                      help="at the first turn of round R of a new headless game a player proposes the Single Tax "
                           "and every player votes for it, as in `landlord report`'s rule sets (`simulate "
                           "--single-tax-at` leaves the vote to the players)")
    play.add_argument("--wages-times", type=whole_number(1, MAX_WAGES_TIMES), metavar="N",
                      help="a new headless game ends when a player has drawn wages N times (default: the rules "
                           "file's)")
    play.add_argument("--save", type=Path, metavar="FILE",
                      help="when headless play stops, save the game here (it is always autosaved too, "
                           "to headless/autosave.toml in the data folder)")


def run(args: argparse.Namespace) -> int:
    rules = load_rules(getattr(args, "rules", None))
    kinds = seat_kinds(args.seats, rules) if getattr(args, "seats", None) else None
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
    regular_file_or_new("--screenshot", screenshot)
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
        game = load_saved_game(load, rules) if load is not None else None
    if game is None and (missing := missing_jail(rules)) is not None:
        raise UsageError(missing)
    seats = kinds or (game.kinds if game is not None else None)
    _check_rule_set_options(args, headless=headless, new_game=game is None)
    house = _house_options(args, rules, game, kinds or (["heuristic"] * 3 if headless else None))
    if headless:
        return play_headless(args, rules, kinds, game, house)
    if save is not None:
        raise UsageError("--save goes with headless play (--headless or --quit-after); in the window, save with F5")
    return open_window(rules, screenshot, kinds=seats, game=game, seed=getattr(args, "seed", None),
                        quit_after=quit_after, size=size, options=house)


def _house_options(args: argparse.Namespace, rules, game, kinds: list[str] | None) -> dict:
    """The new game's house rules and settings (--house-rules, --house-setting), as the engine's
    options; a game loaded or started from a position keeps its own, and the new-game screen
    chooses them itself."""
    if not getattr(args, "house_rules", None):
        if getattr(args, "house_setting", None):
            raise UsageError("--house-setting: no house rule is chosen (--house-rules RULE,RULE)")
        return {}
    if game is not None:
        raise UsageError("--house-rules chooses the house rules of a new game; a loaded game or a position "
                         "keeps its own")
    if kinds is None:
        raise UsageError("--house-rules goes with seats given (--seats) or headless play; on the new-game "
                         "screen, switch the house rules on there")
    from ..engine import SetupError
    from ..plugin_host import installed_engine
    engine = installed_engine(rules)
    house_rules, house_settings = house_rules_for(args, engine, len(kinds))
    try:        # each rule's setup checks its settings: a refusal is one line here, not in the window
        engine.new_game([f"Seat {i + 1}" for i in range(len(kinds))], seed=0, house_rules=house_rules,
                        house_settings=house_settings)
    except SetupError as exc:
        raise UsageError(str(exc)) from None
    return {"house_rules": house_rules, "house_settings": house_settings}


#: ``landlord play``'s options that choose a report's rule set for a new headless game.
RULE_SET_OPTIONS = {"--start": "start", "--single-tax-from-start": "single_tax_from_start",
                    "--single-tax-at": "single_tax_at", "--wages-times": "wages_times"}


def _check_rule_set_options(args: argparse.Namespace, *, headless: bool, new_game: bool) -> None:
    """The rule-set options set up a new game played headless; a window game is watched by
    replaying its save (``landlord replay FILE``)."""
    for option, name in RULE_SET_OPTIONS.items():
        if getattr(args, name, None) in (None, False):
            continue
        if not headless:
            raise UsageError(f"{option} goes with headless play (--headless); to watch the game in the window, "
                             "save it (--save FILE) and run `landlord replay FILE`")
        if not new_game:
            raise UsageError(f"{option} sets up a new game; a loaded game or a position keeps its own")
    if getattr(args, "single_tax_from_start", False) and getattr(args, "single_tax_at", None) is not None:
        raise UsageError("--single-tax-from-start and --single-tax-at ask for different things (from the start, "
                         "or voted in at a round); give one")


def _check_position_options(load, seed, jail) -> None:
    """A position is a whole game: it cannot also be loaded, nor take another seed or jail."""
    given = {"--load": load, "--seed": seed, "--jail": jail}
    for option, value in given.items():
        if value is not None:
            raise UsageError(f"{option} cannot go with --position: the position holds its game, seed and jail")


def _start_position(path: Path, rules, kinds: list[str] | None, *, people: bool):
    """The game started from the position in ``path``, seated as --seats says, else by people
    (``people``) or computers. A bad file is every problem, one line each."""
    from ..plugin_host import installed_engine
    from ..position_file import PositionFileError, start_from_file
    from ..saves import LoadedGame, Seat
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
    from ..plugin_host import installed_jail_games
    return dataclasses.replace(rules, default_jail=installed_jail(jail, installed_jail_games().games))


def play_headless(args: argparse.Namespace, rules, kinds: list[str] | None, game, house: dict | None = None) -> int:
    """Play without a window until the game ends or --quit-after rounds; then save."""
    import dataclasses
    import random
    from ..autosaves import Autosaver
    from ..engine import EndlessGameError
    from ..game_setup import GameSetup
    from ..headless import ask_at_terminal
    from ..plugin_host import installed_engine
    from ..saves import SaveError, save_game
    from ..simulate import driver_for
    if game is not None:
        engine, state = game.engine, game.state
        if kinds is not None and len(kinds) != len(state.players):
            raise UsageError(f"--seats: {len(kinds)} seats given; the saved game has {len(state.players)}")
        setup = game.setup if kinds is None else dataclasses.replace(game.setup, kinds=tuple(kinds))
    else:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        setup = GameSetup.for_seats(kinds or ["heuristic"] * 3, seed, start=getattr(args, "start", None) or "deal",
                                    single_tax=getattr(args, "single_tax_from_start", False),
                                    end_wages_times=getattr(args, "wages_times", None),
                                    single_tax_at=getattr(args, "single_tax_at", None), **(house or {}))
        engine = installed_engine(rules)
        state = setup.deal(engine)
        print(f"New game, seed {seed}: " + ", ".join(setup.game.names))
    kinds = list(setup.kinds)
    driver = driver_for(engine, setup, state, single_tax_carried=game is None, ask_human=ask_at_terminal)
    # Headless play keeps its own autosave: it never replaces a game played in the window.
    autosaver = Autosaver(kinds, headless=True)
    def autosave(s) -> None:
        autosaver.notice(engine, s, driver.single_tax_at)

    try:
        outcome = driver.run(rounds=args.quit_after, on_step=autosave)
    except EndlessGameError as exc:
        raise endless(exc, rules) from None
    wealth = engine.wealth(state)
    if outcome.reason == "over":
        print(outcome.events[-1].text if outcome.events else "The game is over.")
    else:
        why = {"rounds": f"after {args.quit_after} round(s)", "no answer": "(no answer from the terminal)"}
        print(f"Stopped in round {state.round} {why.get(outcome.reason, '')}".rstrip() + ".")
    print("Wealth: " + ", ".join(f"{p.name} ${w:,}" for p, w in zip(state.players, wealth)))
    if args.save is not None:
        try:
            save_game(args.save, engine, state, kinds, single_tax_at=driver.single_tax_at)
        except SaveError as exc:
            raise UsageError(str(exc)) from None
        print(f"Saved to {args.save}")
    if autosaver.problem:
        print(f"landlord: warning: autosave failed: {autosaver.problem}", file=sys.stderr)
    elif autosaver.path is not None:
        print(f"Autosaved to {autosaver.path}")
    return 0


def open_window(rules, screenshot: Path | None, *, kinds: list[str] | None = None, game=None,
                 seed: int | None = None, quit_after: int | None = None,
                 size: tuple[int, int] | None = None, options: dict | None = None) -> int:
    """The game window (``size``, else the default): the new-game screen, or straight into a
    game (seats given, or a save loaded; computers alone play on to be watched). With a
    screenshot path, computer play runs to ``quit_after`` rounds and the last frame is written
    as a PNG of that size. ``options``: the new game's house rules and settings."""
    import random
    from .. import ui  # noqa: F401  (quiets pygame's banner before pygame loads)
    import pygame
    seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
    try:
        if screenshot is not None:
            from ..ui.autoplay import SCREENSHOT_SIZE, play_to_screenshot
            return play_to_screenshot(rules, kinds or [], seed, quit_after, screenshot, game=game, options=options,
                                      size=size if size is not None else SCREENSHOT_SIZE)
        from ..ui.app import open_game
        return open_game(rules, kinds=kinds, game=game, seed=seed, options=options,
                         **({"size": size} if size is not None else {}))
    except pygame.error as exc:
        raise UsageError(f"cannot open a window ({exc}); without a display, use SDL_VIDEODRIVER=dummy "
                         "with --screenshot FILE") from None
