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
"""
from __future__ import annotations

from typing import Any

from .driver import GameDriver
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
