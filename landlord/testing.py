"""Tools for plugin authors' own tests.

``check_jail_game(game)`` is the conformance run a jail game's author calls from his tests::

    from landlord.testing import check_jail_game

    def test_my_jail_game_keeps_the_contract():
        check_jail_game(MyJail())

It plays whole games through the real host, with its validation, the computer players and
random players, several prisoners at a time, many seeds and both the ordinary rules and the
Single Tax, and fails with a clear message if the host had to replace the game with the 1906
jail (it broke the contract: the reason is the host's own), if money was created or destroyed,
if a prisoner stayed longer than the game's declared longest stay, or if a game did not end.

``check_house_rule(rule)`` is the same for a house rule::

    from landlord.testing import check_house_rule

    def test_my_house_rule_keeps_the_contract():
        check_house_rule(MyRule(), settings={"rate": 5})

It plays whole games with the rule through the real host (random players, which try every
option sooner or later, and computer players, which take the rule's advice), many seeds, with
and without the Single Tax, and fails with a clear message if the host switched the rule off
(the reason is the host's own), if money was created or destroyed at any step, if the rule's
slot is not plain data, if a game did not end, or if a game saved part-way does not load back
as the same game.
"""
from __future__ import annotations

from typing import Any

import tempfile
from pathlib import Path
from typing import Mapping

from .driver import GameDriver
from .engine.house_host import failures_of
from .engine.house_view import slot_key
from .engine.plain_data import plain_data_problem
from .engine import Engine, GameState, load_default_rules
from .engine.classic_jail import ClassicJail
from .engine.jail_host import longest_stay
from .engine.ledger import total_money
from .engine.rules import Rules

#: Seat kinds of the conformance games, by seed: random players try every option of every
#: decision sooner or later; the others play as people do.
SEATINGS = (("random",) * 4, ("heuristic", "random", "easy"), ("strong", "heuristic", "random", "random", "easy"))


def check_jail_game(game: Any, *, games: int = 12, rules: Rules | None = None, seed: int = 0) -> int:
    """Play ``games`` whole games with ``game`` as the jail and check the host never needed to step
    in. Returns the number of turns prisoners spent in it (so a test can see it was exercised).

    :raises AssertionError: naming the seed, the round and what went wrong.
    """
    rules = rules or load_default_rules()
    engine = Engine(rules, {game.id: game})
    # The 1906 jail itself may keep a penniless prisoner waiting for a double (Rule 6).
    longest = longest_stay(game) if type(game) is not ClassicJail else float("inf")
    turns_in_jail = 0
    for number in range(games):
        game_seed = seed + number
        kinds = SEATINGS[number % len(SEATINGS)]
        state = engine.new_game([f"{kind.title()} {i + 1}" for i, kind in enumerate(kinds)], seed=game_seed,
                                jail=game.id, single_tax=number % 3 == 2)
        money = total_money(state)
        seen: dict[int, int] = {}           # each prisoner's turn in Jail when last looked at
        turns: list[int] = [0]

        def check(state: GameState) -> None:
            where = f"{game.id!r}, game seed {game_seed}, round {state.round}"
            if state.jail_failures:
                failure = state.jail_failures[0]
                raise AssertionError(f"{where}: the host replaced the jail game: {failure['reason']}")
            if total_money(state) != money:
                raise AssertionError(f"{where}: money was created or destroyed")
            for seat, player in enumerate(state.players):
                if player.in_jail and player.jail_turns > longest:
                    raise AssertionError(f"{where}: {player.name} has been in Jail {player.jail_turns} turns; "
                                         f"the game's longest stay is {longest}")
                if player.in_jail and seen.get(seat) != player.jail_turns:
                    turns[0] += player.jail_turns > 0        # another turn begun in Jail
                    seen[seat] = player.jail_turns

        GameDriver(engine, state, list(kinds), single_tax_at=5 if number % 3 == 1 else None).run(
            on_step=check, keep_events=False)
        if not state.over:
            raise AssertionError(f"{game.id!r}, game seed {game_seed}: the game did not end")
        turns_in_jail += turns[0]
    return turns_in_jail


def check_house_rule(rule: Any, *, games: int = 12, rules: Rules | None = None, seed: int = 0,
                     settings: Mapping[str, Any] | None = None, with_rules: Mapping[str, Any] | None = None) -> int:
    """Play ``games`` whole games with ``rule`` chosen (set up with ``settings``) and check the host
    never switched it off. Returns the number of steps in which the host asked the rule in earnest
    (so a test can see it was exercised).

    :param with_rules: other house rules (by id) the rule needs installed beside it, not chosen.
    :raises AssertionError: naming the seed, the round and what went wrong.
    """
    from .game_record import state_digest
    from .saves import load_game, save_game
    rules = rules or load_default_rules()
    engine = Engine(rules, house_rules={**dict(with_rules or {}), rule.id: rule})
    changes = 0
    for number in range(games):
        game_seed = seed + number
        kinds = SEATINGS[number % len(SEATINGS)]
        state = engine.new_game([f"{kind.title()} {i + 1}" for i, kind in enumerate(kinds)], seed=game_seed,
                                jail="classic", single_tax=number % 3 == 2, house_rules=[rule.id],
                                house_settings={rule.id: dict(settings or {})} if settings else None)
        money = total_money(state)
        last = [0]
        counted = [0]

        def check(state: GameState) -> None:
            where = f"{rule.id!r}, game seed {game_seed}, round {state.round}"
            failed = failures_of(state)
            if rule.id in failed:
                raise AssertionError(f"{where}: the host switched the house rule off: {failed[rule.id]}")
            if total_money(state) != money:
                raise AssertionError(f"{where}: money was created or destroyed")
            slot = state.plugin_data.get(slot_key(rule.id), {})
            problem = plain_data_problem(slot, "slot")
            if problem:
                raise AssertionError(f"{where}: {problem}")
            calls = state.plugin_data.get("house", {}).get("calls", {}).get(rule.id, 0)
            if calls != last[0]:          # the host's count of this turn's calls moved: it was asked
                counted[0] += 1
                last[0] = calls

        driver = GameDriver(engine, state, list(kinds), single_tax_at=5 if number % 3 == 1 else None)
        driver.run(rounds=8, on_step=check, keep_events=False)
        if number % 4 == 0 and not state.over:        # a save part-way loads back as the same game
            with tempfile.TemporaryDirectory() as folder:
                path = save_game(Path(folder) / "check.toml", engine, state, list(kinds))
                loaded = load_game(path, engine=engine)
            if state_digest(loaded.state) != state_digest(state):
                raise AssertionError(f"{rule.id!r}, game seed {game_seed}: the save did not load back as the game")
        driver.run(on_step=check, keep_events=False)
        if not state.over:
            raise AssertionError(f"{rule.id!r}, game seed {game_seed}: the game did not end")
        changes += counted[0]
    return changes
