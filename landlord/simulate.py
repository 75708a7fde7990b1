"""Headless games: play N whole games with computer agents and report what happened.

Used by ``landlord simulate`` and ``landlord report``. Each game is played by the one game driver
(``landlord.driver``), so a game here is the game ``landlord play`` plays from the same seed and seats.

What a run records of each game beyond its :class:`GameResult` is up to a :class:`GameObserver`
(``RunSpec.observer``): it watches the game through the driver's ``on_step`` hook and hands back
what it saw with the result, from whichever worker process played the game. ``landlord report``
records its per-round series this way (``landlord.report.series``), so there is one game loop.
"""
from __future__ import annotations

import multiprocessing
import os
import random
import signal
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Iterator, Protocol, Sequence

from .driver import GameDriver
from .engine import Choice, Decision, Engine, GameState, Rules
from .engine.house_host import failures_of
from .engine.state import MISC, TREASURY
from .engine.teams import chosen_teams
from .game_setup import GameSetup


@dataclass(frozen=True)
class GameResult:
    winner: int
    rounds: int
    ended_by: str
    wealth: list[int]
    turns: int
    single_tax_round: int | None       # the round it was adopted (0: from the start), or None
    cash: list[int]                    # by seat, at the end
    houses: list[int]                  # houses owned, by seat, at the end
    jail_failures: list[str]           # why the jail game failed, if it did (the 1906 jail took over)
    #: why each house rule switched off in the game failed ("<rule>: <reason>")
    house_rule_failures: list[str] = field(default_factory=list)
    #: the Public Treasury and Miscellaneous (the bank) at the end, so money can be counted from the JSON
    treasury: int = 0
    miscellaneous: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "rounds": self.rounds, "ended_by": self.ended_by,
                "wealth": self.wealth, "turns": self.turns, "single_tax_round": self.single_tax_round,
                "cash": self.cash, "houses": self.houses, "jail_failures": self.jail_failures,
                "house_rule_failures": self.house_rule_failures, "treasury": self.treasury,
                "miscellaneous": self.miscellaneous}


def game_seed(seed: int, index: int) -> int:
    """Each game of a run gets its own seed, derived from the run's seed and its number."""
    return random.Random(f"{seed}:{index}").randrange(2**63)


class _TableVotesYes(GameDriver):
    """The game driver, with every player voting for the Single Tax from a given round on.

    ``landlord report`` asks what the Single Tax does once a table adopts it at round N, not
    whether computer players would vote for it: left to their own judgement, heuristic players
    vote it down in about one game in five.
    """

    def __init__(self, *args: Any, votes_yes_from: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.votes_yes_from = votes_yes_from

    def choice_for(self, decision: Decision) -> Choice | None:
        if decision.kind == "single_tax_vote" and self.state.round >= self.votes_yes_from:
            return "yes"
        return super().choice_for(decision)


def play(engine: Engine, setup: GameSetup, *, on_step: Callable[[GameState], None] | None = None,
         single_tax_carried: bool = False) -> tuple[GameState, GameResult]:
    """Play one whole game of ``setup`` through the game driver; ``on_step`` (if given) sees the
    state before the first decision and after every one.

    :param single_tax_carried: with ``setup.single_tax_at``, every player votes for the Single Tax
        from that round on, so it is adopted then (the agents' own votes decide before it).
    """
    state = setup.deal(engine)
    driver_for(engine, setup, state, single_tax_carried=single_tax_carried).run(on_step=on_step, keep_events=False)
    return state, result_of(engine, state)


def driver_for(engine: Engine, setup: GameSetup, state: GameState, *, single_tax_carried: bool = False,
               **kwargs: Any) -> GameDriver:
    """The game driver of ``setup``'s game ``state``; with ``single_tax_carried`` and a vote round,
    every player votes the Single Tax in at that round (``landlord report``'s rule sets, and
    ``landlord play --single-tax-at``, which plays their games again). ``kwargs`` are the driver's."""
    at = setup.single_tax_at
    if single_tax_carried and at is not None:
        return _TableVotesYes(engine, state, setup.kinds, single_tax_at=at, votes_yes_from=at, **kwargs)
    return setup.driver(engine, state, **kwargs)


def play_game(engine: Engine, agents_by_seat: Sequence[str], seed: int, *,
              on_step: Callable[[GameState], None] | None = None, single_tax_carried: bool = False,
              single_tax_from_start: bool = False, **options: Any) -> tuple[GameState, GameResult]:
    """:func:`play` for scripts and tests: the set-up given as keywords, built once here.

    ``options`` are :meth:`GameSetup.for_seats`'s (``jail``, ``start``, ``single_tax_at``,
    ``end_wages_times``, ``house_rules``, ``house_settings``...); ``single_tax_from_start`` is
    the engine's ``single_tax``.
    """
    setup = GameSetup.for_seats(agents_by_seat, seed, single_tax=single_tax_from_start, **options)
    return play(engine, setup, on_step=on_step, single_tax_carried=single_tax_carried)


def result_of(engine: Engine, state: GameState) -> GameResult:
    """What a finished game's :class:`GameResult` records, read off its last state: for the
    simulator's games, and for a game played in the window whose rounds an observer is shown again
    (``landlord.report.series.replayed_rows``)."""
    rounds = state.round - 1 if state.ended_by == "round_limit" else state.round
    adopted = state.single_tax.get("round") if state.single_tax_adopted else None
    seats = range(len(state.players))
    return GameResult(engine.winner(state), rounds, state.ended_by, engine.wealth(state),
                      state.turns_played, adopted, [state.cash(s) for s in seats],
                      [state.houses_of(s) for s in seats],
                      [f"{f['game']}: {f['reason']}" for f in state.jail_failures],
                      [f"{rule}: {reason}" for rule, reason in failures_of(state).items()],
                      state.accounts.get(TREASURY, 0), state.accounts.get(MISC, 0))


class GameObserver(Protocol):
    """Watches one game of a run and says what it saw (``RunSpec.observer`` makes one a game).

    ``on_step`` is the driver's hook: it sees the state before the first decision and after
    every one, so it must be quick and must not change the state. ``finish`` is called once
    the game is over; what it returns (plain data: it may cross from a worker process) goes
    with the game's result under the key ``"observed"``.
    """

    def on_step(self, state: GameState) -> None: ...

    def finish(self, state: GameState, result: GameResult) -> Any: ...


@dataclass(frozen=True)
class RunSpec:
    """Everything one game of a run needs besides its number: sent once to each worker process.

    ``setup`` is the table every game is played at; each game reseeds it (:func:`game_seed`).
    """

    engine: Engine
    setup: GameSetup
    #: Makes the observer of each game, given the engine (None: results alone). It travels to the
    #: worker processes, so it must be picklable: a class or a function at a module's top level.
    observer: Callable[[Engine], GameObserver] | None = None
    single_tax_carried: bool = False

    def play(self, index: int) -> dict[str, Any]:
        """Game number ``index`` of the run: its seed comes from the run's seed and the number
        alone, so a game plays the same whichever process plays it."""
        observer = self.observer(self.engine) if self.observer is not None else None
        state, _ = play(self.engine, self.game(index), on_step=observer.on_step if observer is not None else None,
                        single_tax_carried=self.single_tax_carried)
        return self.record(state, observer)

    def game(self, index: int) -> GameSetup:
        """The set-up of game number ``index``."""
        return self.setup.reseeded(game_seed(self.setup.seed, index))

    def record(self, state: GameState, observer: GameObserver | None) -> dict[str, Any]:
        """A finished game's result as plain data, with what its observer saw under ``"observed"``."""
        result = result_of(self.engine, state)
        record = result.as_dict()
        if observer is not None:
            record["observed"] = observer.finish(state, result)
        return record


class Playable(Protocol):
    """What a pool of workers plays: game number ``index`` of a run (:class:`RunSpec`), or of
    several (``landlord.game_series.GameSeries``), as plain data."""

    def play(self, index: int) -> Any: ...


_worker_spec: Playable | None = None


def _start_worker(spec: Playable) -> None:
    global _worker_spec
    _worker_spec = spec
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the parent's to handle, once


def _play_in_worker(index: int) -> Any:
    assert _worker_spec is not None
    return _worker_spec.play(index)


def default_workers() -> int:
    """One worker process per core."""
    return os.cpu_count() or 1


def play_games(spec: Playable, games: int, workers: int, *, start_method: str | None = None,
               batch: int | None = None) -> Generator[Any, None, None]:
    """Each game's result, in game order, played in ``workers`` processes (in this one if 1).

    :param start_method: how the worker processes are started (``multiprocessing``'s names), the
        platform's default if None. A program with a window open passes ``"spawn"``: a forked
        copy of a process that holds a window and running threads is not safe everywhere.
    :param batch: games handed to a worker at a time (by default a few, fewer the fewer the games).
    Closing the generator early ends the worker processes at once (the pool is terminated).
    """
    if workers <= 1 or games <= 1:
        yield from map(spec.play, range(games))
        return
    # Games are handed out in small batches, so workers stay busy to the end and results come
    # back (in order) often enough to move the progress bar.
    batch = batch or max(1, min(16, games // (workers * 8)))
    context = multiprocessing.get_context(start_method)
    with context.Pool(min(workers, games), _start_worker, (spec,)) as pool:
        yield from pool.imap(_play_in_worker, range(games), chunksize=batch)


def simulate(engine: Engine, setup: GameSetup, *, games: int,
             progress: Callable[[int, int], None] | None = None, workers: int = 1) -> dict[str, Any]:
    """Play ``games`` games at the table ``setup`` describes (each reseeded from its seed) and
    return the report that ``landlord simulate --json`` prints.

    :param workers: processes to play in; the report is the same whatever their number
        (apart from ``seconds``).
    """
    began = time.perf_counter()
    results = []
    for result in play_games(RunSpec(engine, setup), games, workers):
        results.append(result)
        if progress is not None:
            progress(len(results), games)
    game = setup.game
    return {
        "games": games, "seed": game.seed, "jail": engine.jail_for(game.jail, game.house_rules), "start": game.start,
        "players": len(setup.kinds), "agents": list(setup.kinds), "rules": engine.rules.id,
        "single_tax_at": 0 if game.single_tax else setup.single_tax_at,
        **({"house_rules": list(game.house_rules), "house_settings": dict(game.house_settings)}
           if game.house_rules else {}),
        **({"teams": teams} if (teams := chosen_teams(engine.house_rules, game.house_rules, game.house_settings,
                                                      len(setup.kinds))) else {}),
        "rounds_total": sum(r["rounds"] for r in results),
        "seconds": round(time.perf_counter() - began, 3),
        "results": results,
    }


def gini(wealth: Sequence[int]) -> float:
    """The Gini coefficient of one game's wealth (negative wealth counted as 0), scaled so that
    0 means everyone has the same and 1 means one player has everything, at any number of players.

    The textbook formula cannot pass (n - 1) / n with n players (0.75 at a table of four), which
    a class would misread as "far from one-has-all"; multiplying by n / (n - 1) makes 1 the
    ceiling (the Gini of a sample, as statisticians correct it). A lone player's Gini is 0.

    >>> gini([100, 100, 100]), gini([0, 0, 300]), round(gini([1, 2, 3]), 3)
    (0.0, 1.0, 0.333)
    """
    values = sorted(max(0, w) for w in wealth)
    total, n = sum(values), len(values)
    if total == 0 or n < 2:
        return 0.0
    weighted = sum((i + 1) * v for i, v in enumerate(values))
    textbook = (2 * weighted) / (n * total) - (n + 1) / n
    return textbook * n / (n - 1)


def team_words(purses: Sequence[int]) -> str:
    """The teams of a run, by seat number from 1.

    >>> team_words([0, 1, 0, 1, 4])
    'seats 1 and 3; seats 2 and 4; seat 5 alone'
    """
    teams: dict[int, list[int]] = {}
    for seat, first in enumerate(purses):
        teams.setdefault(first, []).append(seat + 1)
    return "; ".join(f"seats {', '.join(map(str, t[:-1]))} and {t[-1]}" if len(t) > 1 else f"seat {t[0]} alone"
                     for t in teams.values())


def summary(report: dict[str, Any], rules: Rules) -> str:
    """The readable summary ``landlord simulate`` prints without ``--json``, of a run played with
    ``rules`` (what a house counts)."""
    results, games = report["results"], report["games"]
    seats = report["players"]
    wins = [sum(1 for r in results if r["winner"] == s) for s in range(seats)]
    endings: dict[str, int] = {}
    for r in results:
        endings[r["ended_by"]] = endings.get(r["ended_by"], 0) + 1
    mean_wealth = [sum(r["wealth"][s] for r in results) / games for s in range(seats)] if games else [0] * seats
    rounds_adopted = [r["single_tax_round"] for r in results if r["single_tax_round"] is not None]
    adopted = len(rounds_adopted)
    mean_round = sum(rounds_adopted) / adopted if adopted else 0.0
    ginis = [gini(r["wealth"]) for r in results]
    spread = sum(ginis) / len(ginis) if ginis else None
    # What play itself earned: cash and houses, leaving out the title deeds, which are dealt
    # evenly and count in the ordinary game but nothing under the Single Tax.
    earned = [[c + rules.house_value * h for c, h in zip(r["cash"], r["houses"])] for r in results]
    earned_gini = sum(gini(e) for e in earned) / len(earned) if earned else 0.0
    earned_total = sum(sum(e) for e in earned) / len(earned) if earned else 0.0
    lines = [
        f"Games played:  {games} ({report['rules']}, jail: {report['jail']}, start: {report['start']}, "
        f"seed {report['seed']})",
        f"Mean rounds:   {report['rounds_total'] / games:.1f}" if games else "Mean rounds:   -",
        "Wins by seat:  " + ", ".join(f"seat {s + 1} ({report['agents'][s]}) {w}" for s, w in enumerate(wins)),
        "Mean wealth:   " + ", ".join(f"seat {s + 1} ${w:,.0f}" for s, w in enumerate(mean_wealth)),
        "How games ended: " + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())),
        f"Single Tax:    adopted in {adopted} of {games} games" + (f", mean round {mean_round:.1f}" if adopted else ""),
        f"Inequality:    mean Gini coefficient of final wealth {spread:.3f} (0 = equal, 1 = one holds all)"
        if spread is not None else "Inequality:    -",
        f"Earned:        cash and houses (deeds aside) {earned_total:,.0f} a game; "
        f"mean Gini {earned_gini:.3f}",
        f"Time:          {report['seconds']:.2f} s",
    ]
    failed = [r["jail_failures"] for r in results if r.get("jail_failures")]
    if failed:
        lines.insert(-1, f"Jail games:    failed in {len(failed)} of {games} games, and the 1906 jail took over "
                         f"(first: {failed[0][0]})")
    if report.get("teams"):       # a team's wins are its first seat's; its wealth each member's
        lines.insert(3, "Teams:         " + team_words(report["teams"]) + " (a team wins at its first seat)")
    off = [r["house_rule_failures"] for r in results if r.get("house_rule_failures")]
    if off:
        lines.insert(-1, f"House rules:   switched off in {len(off)} of {games} games (first: {off[0][0]})")
    return "\n".join(lines)
