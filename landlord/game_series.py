"""The same game under several rule sets at once, its shared opening played once.

A report's rule sets play game N from the same seed. Under "the Single Tax voted in at round R"
that game *is* the 1906 rules' game N until round R: the same deal, dice and choices, since the
table votes the Single Tax in only from round R on (``simulate.driver_for``). :class:`GameSeries`
therefore plays the 1906 game once, copies it (state and observer) the moment it reaches each
such round, and plays each copy on under its own rules; a game over before round R is the 1906
game to the end. Each record is the very one :meth:`RunSpec.play` gives for that rule set and game
(``tests/report/test_game_series.py`` holds it to that), at about 15% less play for the report's
six rule sets. The window's "Compare the rules" plays its games so, one task per game number.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any

from .engine import GameState
from .simulate import GameObserver, RunSpec, driver_for


def branches_from(run: RunSpec, base: RunSpec) -> bool:
    """Whether ``run`` is ``base``'s game with the Single Tax voted in at a round: the same engine,
    table and observer, and a vote carried at that round where ``base`` has none. (Only watched
    games branch: a game nobody watches has the engine throw its dice unasked, another way.)"""
    return (run.single_tax_carried and run.setup.single_tax_at is not None and not base.single_tax_carried
            and base.setup.single_tax_at is None and run.engine is base.engine and base.observer is not None
            and run.observer == base.observer and replace(run.setup, single_tax_at=None) == base.setup)


@dataclass(frozen=True)
class GameSeries:
    """Game ``index`` under every one of ``runs``, as a list of records in their order."""

    runs: tuple[RunSpec, ...]

    def play(self, index: int) -> list[dict[str, Any]]:
        branches = {k: [j for j, run in enumerate(self.runs) if branches_from(run, base)]
                    for k, base in enumerate(self.runs)}
        branched = {j for js in branches.values() for j in js}
        records: dict[int, dict[str, Any]] = {}
        for k, run in enumerate(self.runs):
            if k not in branched:
                records.update(self._played(k, index, branches[k]))
        return [records[k] for k in range(len(self.runs))]

    def _played(self, k: int, index: int, branches: list[int]) -> dict[int, dict[str, Any]]:
        """Run ``k``'s game ``index``, and the same game under each run of ``branches`` from its round."""
        base = self.runs[k]
        if not branches:
            return {k: base.play(index)}
        engine, setup = base.engine, base.game(index)
        state = setup.deal(engine)
        assert base.observer is not None          # only watched games branch (branches_from)
        observer = base.observer(engine)
        rounds = sorted(branches, key=lambda j: self.runs[j].setup.single_tax_at or 0)
        copies: dict[int, tuple[GameState, GameObserver]] = {}
        # The engine and its rules are shared by every copy, never copied.
        shared = {id(engine): engine, id(engine.rules): engine.rules}

        def on_step(now: GameState) -> None:
            observer.on_step(now)
            while rounds and now.round >= (self.runs[rounds[0]].setup.single_tax_at or 0):
                copies[rounds.pop(0)] = copy.deepcopy((now, observer), dict(shared))

        driver_for(engine, setup, state).run(on_step=on_step, keep_events=False)
        records = {k: base.record(state, observer)}
        for j in branches:
            run = self.runs[j]
            if j not in copies:        # the game ended before the vote: under these rules too it is the same game
                records[j] = copy.deepcopy(records[k])
                continue
            branch, watcher = copies[j]
            driver_for(engine, run.game(index), branch, single_tax_carried=True).run(
                on_step=watcher.on_step, keep_events=False)
            records[j] = run.record(branch, watcher)
        return records
