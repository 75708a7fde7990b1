"""The search: every candidate played in the same determinised worlds, the best mean lead kept.

This is determinised flat Monte Carlo at the root (Ginsberg's and Cazenave's "perfect information
Monte Carlo", with common random numbers): the budget's worlds are drawn once from the expert's
own stream, each candidate is applied in every one of them and played on by the fast agent, and
the candidates are compared world by world, so the dice's luck, the same for all of them, cancels
out of the comparison. A tree below the root would need the worlds to share a future the player
cannot know, and at this budget would be too shallow to matter: one level, honestly sampled, is
what the budget affords.

The strong player's choice is the prior. Another candidate replaces it only if its mean lead is
higher by the level's margin and by more than one standard error of the paired differences:
a search that switched on noise would play worse than the rule of thumb it starts from.
"""
from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass
from typing import Callable

from ...engine import Choice, Decision, Engine, GameState
from .levels import Level
from .playout import PlayoutSeats, lead, play_out
from .worlds import determinised, world_seeds


class SearchStopped(Exception):
    """The search was asked to stop (the window closed, or the game was left)."""


@dataclass(frozen=True)
class Candidate:
    """One option as searched: its mean lead, and how far that stands above the prior's in the
    same worlds. (A candidate dropped at a review was played in fewer worlds than the others, so
    candidates are compared by their gains over the prior, never by their means.)"""

    choice: Choice
    mean: float
    gain: float            # mean paired difference against the prior (0 for the prior itself)
    spread: float          # standard error of that difference
    worlds: int = 0        # the worlds it was played in


@dataclass(frozen=True)
class SearchResult:
    """What a search found: the choice, every candidate's figures (the choice first), the prior, and
    the playouts it took. ``searched`` is False for a decision answered without search."""

    choice: Choice
    prior: Choice
    candidates: tuple[Candidate, ...]
    playouts: int
    searched: bool = True

    def figures(self, choice: Choice) -> Candidate | None:
        return next((c for c in self.candidates if c.choice == choice), None)


def unsearched(choice: Choice) -> SearchResult:
    """The result for a decision with nothing to compare."""
    return SearchResult(choice, choice, (Candidate(choice, 0.0, 0.0, 0.0),), 0, searched=False)


def search(engine: Engine, state: GameState, decision: Decision, options: list[Choice], level: Level,
           rng: random.Random, stop: Callable[[], bool] | None = None) -> SearchResult:
    """Compare ``options`` (the prior first) for ``decision.actor`` in at most ``level.playouts`` playouts.

    ``engine`` is the search's own (``worlds.search_engine``); ``state`` is never changed.
    :raises SearchStopped: when ``stop()`` turns true between playouts.
    """
    seat, prior = decision.actor, options[0]
    worlds = max(2, level.playouts // len(options))
    seats = PlayoutSeats(seat, len(state.history))
    leads: dict[Choice, list[float]] = {option: [] for option in options}
    alive = list(options)
    for played, seed in enumerate(world_seeds(rng, worlds), 1):
        for option in alive:
            if stop is not None and stop():
                raise SearchStopped
            world = determinised(state, seed)
            play_out(engine, world, option, level.rounds, seats)
            leads[option].append(lead(engine, world, seat))
        if played % level.review == 0:
            alive = [o for o in alive if o == prior or _hopeful(_figures(o, leads[o], leads[prior]), level)]
            if len(alive) == 1:
                break
    found = [_figures(option, leads[option], leads[prior]) for option in options]
    best = max(found, key=lambda c: (_better(c, level), c.gain))
    choice = best.choice if _better(best, level) else prior
    ranked = sorted(found, key=lambda c: (c.choice != choice, -c.gain))
    return SearchResult(choice, prior, tuple(ranked), sum(len(runs) for runs in leads.values()))


def _better(candidate: Candidate, level: Level) -> bool:
    """Clearly better than the prior: by the margin, and by ``level.confidence`` standard errors."""
    return candidate.gain > level.margin and candidate.gain > level.confidence * candidate.spread


def _hopeful(candidate: Candidate, level: Level) -> bool:
    """Could more worlds still show it better than the prior? Not when even its gain plus
    ``level.confidence`` standard errors falls short of the margin: an option that played exactly
    as the prior did in every world so far (the same bid a dollar higher, a card the playout
    never sells) is dropped at the first review, and its worlds are spared."""
    return candidate.gain + level.confidence * candidate.spread > level.margin


def _figures(option: Choice, leads: list[float], prior: list[float]) -> Candidate:
    differences = [a - b for a, b in zip(leads, prior)]
    spread = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else 0.0
    return Candidate(option, statistics.fmean(leads), statistics.fmean(differences), spread, len(leads))
