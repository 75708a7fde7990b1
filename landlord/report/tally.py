"""The arithmetic of a report: each rule set's games summed up as they arrive.

A :class:`Tally` keeps, for one regime, what the charts and tables need and no more: each
charted series' values round by round (for the median and the 10-90% band), one number per
game for each :data:`MEASURES` entry (for means and their 95% confidence intervals), the
wins by seat and by agent, and every player's final earnings. Games arrive one at a time from
the simulator (``record["observed"]["rows"]`` holds the rows of :mod:`landlord.report.series`), so a
run of 10,000 games never holds its rows in memory.
"""
from __future__ import annotations

import math
from array import array
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Sequence

from .intervals import Interval, mean_interval, wilson
from .regimes import Regime
from .series import earned, round_columns

#: A band of games is drawn for a round only while at least this share of the games is still
#: being played: past it, the few long games left are not typical, and the line would wander.
MIN_SHARE_IN_PLAY = 0.5
#: The lots of the 1906 board, for a tally made without its rules (tests, hand-made games).
LOTS_1906 = 22


@dataclass(frozen=True)
class Series:
    """A per-round column that the report charts, with the words its chart uses."""

    column: str
    title: str
    axis: str
    kind: str = "number"                # how values are written: number, dollars, share, gini, lots
    #: The line drawn: the median game with the band of the middle 80% of games, or (for a count
    #: that is 0 in most games, which the median would hide) the mean over the games, with no band.
    middle: str = "median"


CHARTED: tuple[Series, ...] = (
    Series("gini_earned", "Inequality of earnings (cash and houses)", "Gini (0 = all equal, 1 = one has all)", "gini"),
    Series("gini_wealth", "Inequality of wealth, as the 1906 rules score it", "Gini (0 = all equal, 1 = one has all)",
           "gini"),
    Series("top_land_share", "The biggest landlord's land", "lots whose land rent he collects", "lots"),
    Series("wage_rate", "Wages for passing Mother Earth", "dollars", "dollars"),
    Series("poor_house", "Players in the Poor House", "players in it during the round (mean)", "number", "mean"),
)


@dataclass(frozen=True)
class Measure:
    """One number per game, averaged over a regime's games in the report's table."""

    id: str
    label: str
    kind: str                           # number, dollars, share (shown as %), gini, lots, games (a share of games)


MEASURES: tuple[Measure, ...] = (
    Measure("rounds", "Rounds played", "number"),
    Measure("gini_earned", "Inequality of earnings at the end (Gini of cash and houses; 1 = one has all)", "gini"),
    Measure("gini_wealth", "Inequality of wealth at the end (Gini, 1906 score; 1 = one has all)", "gini"),
    Measure("earned", "Earnings of all players together at the end (cash and houses)", "dollars"),
    Measure("poorest_earned", "The poorest player's earnings at the end", "dollars"),
    Measure("wealth", "Wealth of all players together at the end (1906 score: cash, cards and houses)", "dollars"),
    Measure("top_wealth_share", "The richest player's share of all wealth at the end (1906 score)", "share"),
    Measure("top_land_lots", "The biggest landlord's land at the end: lots whose land rent he collects", "lots"),
    Measure("one_holds_all_land", "Games in which one player collects the rent of every lot at the end", "games"),
    Measure("wage_rate", "Wages for passing Mother Earth at the end", "dollars"),
    Measure("wages_paid", "Wages paid in the whole game, all players together", "dollars"),
    Measure("land_rent_paid", "Land rent paid to landlords in the whole game, all players together", "dollars"),
    Measure("treasury_income", "The Public Treasury's income in the whole game", "dollars"),
    Measure("poor_house", "Player-rounds in the Poor House: rounds each player spent in it, added up", "number"),
    Measure("houses_on_board", "Houses on the board at the end", "number"),
    Measure("single_tax_adopted", "Games in which the Single Tax was in force at the end", "games"),
    Measure("rounds_to_first_rise", "Rounds from adopting the Single Tax to the first wage rise "
                                    "(games in which wages rose)", "number"),
)

MEASURE = {m.id: m for m in MEASURES}


# -- the statistics ------------------------------------------------------------------------------
def quantile(ordered: Sequence[float], q: float) -> float:
    """The ``q`` quantile of sorted values, interpolating between neighbours.

    >>> quantile([1, 2, 3, 4], 0.5), quantile([1, 2, 3, 4], 0.0), quantile([5], 0.9)
    (2.5, 1, 5)
    """
    if not ordered:
        raise ValueError("no values")
    where = q * (len(ordered) - 1)
    low = math.floor(where)
    high = min(low + 1, len(ordered) - 1)
    if where == low:
        return ordered[low]
    return ordered[low] + (ordered[high] - ordered[low]) * (where - low)


def mean_ci(values: Sequence[float]) -> tuple[float, float | None]:
    """The mean and the half-width of its 95% confidence interval (None for fewer than two values).

    >>> mean_ci([2, 4, 6])
    (4.0, 2.263...)
    >>> mean_ci([7])
    (7.0, None)
    """
    interval = mean_interval(values)
    return interval.value, None if interval.high is None else interval.high - interval.value


def final_earnings(last: Sequence[Any], columns: Sequence[str], players: int, house_value: int) -> list[int]:
    """Each player's earnings (cash and houses) in a row."""
    col = {name: i for i, name in enumerate(columns)}
    return earned([last[col[f"cash_{s + 1}"]] for s in range(players)],
                  [last[col[f"houses_{s + 1}"]] for s in range(players)], house_value)


def per_game(rows: Sequence[Sequence[Any]], columns: Sequence[str], result: dict[str, Any],
             base_wages: int, house_value: int, lots: int = LOTS_1906) -> dict[str, float]:
    """The :data:`MEASURES` of one game, from its rows and the simulator's result.

    ``rounds_to_first_rise`` is missing when the Single Tax was not adopted or wages never rose.
    """
    col = {name: i for i, name in enumerate(columns)}
    last = rows[-1]
    players = len(result["cash"])
    earnings = final_earnings(last, columns, players, house_value)
    wealth = [max(0, last[col[f"wealth_{s + 1}"]]) for s in range(players)]
    land = last[col["top_land_share"]]
    measures = {
        "rounds": result["rounds"], "gini_earned": last[col["gini_earned"]], "gini_wealth": last[col["gini_wealth"]],
        "earned": sum(earnings), "poorest_earned": min(earnings),
        "wealth": sum(last[col[f"wealth_{s + 1}"]] for s in range(players)),
        "top_wealth_share": max(wealth) / sum(wealth) if sum(wealth) else 0.0,
        "top_land_lots": round(land * lots), "one_holds_all_land": float(land >= 1.0),
        "wage_rate": last[col["wage_rate"]],
        "wages_paid": sum(row[col["wages_paid"]] for row in rows),
        "land_rent_paid": sum(row[col["land_rent_to_landlords"]] for row in rows),
        "treasury_income": sum(row[col["treasury_income"]] for row in rows),
        "poor_house": sum(row[col["poor_house"]] for row in rows),
        "houses_on_board": last[col["houses_on_board"]],
        "single_tax_adopted": float(last[col["single_tax"]]),
    }
    adopted_in = result["single_tax_round"]
    if adopted_in is not None:
        risen = next((row[col["round"]] for row in rows if row[col["wage_rate"]] > base_wages), None)
        if risen is not None:
            measures["rounds_to_first_rise"] = risen - max(adopted_in, 1)
    return measures


# -- one regime's games ----------------------------------------------------------------------------
@dataclass(eq=False)              # one regime's running count: compared by identity, never field by field
class Tally:
    """What a report keeps of one regime's games (add them with :meth:`add`)."""

    regime: Regime
    agents: tuple[str, ...]
    base_wages: int = 100               # the rules' wages, before any rise
    house_value: int = 100              # what a house counts at the end
    lots: int = LOTS_1906               # the board's lots
    games: int = 0
    seconds: float = 0.0
    rounds: dict[str, list[array]] = field(default_factory=lambda: {s.column: [] for s in CHARTED})
    measures: dict[str, array] = field(default_factory=lambda: {m.id: array("d") for m in MEASURES})
    wins_by_seat: list[int] = field(default_factory=list)
    endings: Counter = field(default_factory=Counter)
    final_earnings: array = field(default_factory=lambda: array("d"))
    #: Game by game, all players' earnings at the end of each round: game i of every regime starts
    #: from the same seed, so a regime's games can be set beside the 1906 rules' (:meth:`gain_band`).
    earned_by_game: list[array] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.columns = round_columns(len(self.agents))
        if not self.wins_by_seat:
            self.wins_by_seat = [0] * len(self.agents)

    def add(self, record: dict[str, Any]) -> None:
        """Count one game: the simulator's result, with its rows under ``"observed"``."""
        rows = record["observed"]["rows"]
        index = {name: i for i, name in enumerate(self.columns)}
        for series in CHARTED:
            by_round, at = self.rounds[series.column], index[series.column]
            for row in rows:
                r = row[0]
                while len(by_round) < r:
                    by_round.append(array("f"))
                by_round[r - 1].append(row[at])
        for name, value in per_game(rows, self.columns, record, self.base_wages, self.house_value,
                                      self.lots).items():
            self.measures[name].append(value)
        self.final_earnings.extend(final_earnings(rows[-1], self.columns, len(self.agents), self.house_value))
        self.earned_by_game.append(array("f", (sum(final_earnings(row, self.columns, len(self.agents),
                                                                  self.house_value)) for row in rows)))
        self.wins_by_seat[record["winner"]] += 1
        self.endings[record["ended_by"]] += 1
        self.games += 1

    # -- what the report shows ---------------------------------------------------------------------
    def band(self, column: str) -> list[tuple[int, int, float, float, float]]:
        """(round, games in play, 10th percentile, median, 90th percentile) for every round that
        at least :data:`MIN_SHARE_IN_PLAY` of the games reached."""
        out = []
        for r, values in enumerate(self.rounds[column], start=1):
            if not values or len(values) < MIN_SHARE_IN_PLAY * self.games:
                break
            ordered = sorted(values)
            # Values are kept in single precision (4 bytes a game and round); 4 decimals is all they hold.
            low, median, high = (round(quantile(ordered, q), 4) for q in (0.1, 0.5, 0.9))
            out.append((r, len(values), low, median, high))
        return out

    def gain_band(self, base: Tally) -> list[tuple[int, int, float, float, float]]:
        """Round by round, how much more all players had earned than in the same game (same seed)
        under ``base``: (round, games compared, 10th percentile, median, 90th percentile), for every
        round that at least :data:`MIN_SHARE_IN_PLAY` of the games reached under both."""
        pairs = list(zip(self.earned_by_game, base.earned_by_game))
        out = []
        for r in range(max((min(len(a), len(b)) for a, b in pairs), default=0)):
            gains = sorted(a[r] - b[r] for a, b in pairs if len(a) > r and len(b) > r)
            if not gains or len(gains) < MIN_SHARE_IN_PLAY * len(pairs):
                break
            low, median, high = (round(quantile(gains, q), 1) for q in (0.1, 0.5, 0.9))
            out.append((r + 1, len(gains), low, median, high))
        return out

    def mean_by_round(self, column: str) -> list[tuple[int, int, float]]:
        """(round, games in play, mean) for every round that at least :data:`MIN_SHARE_IN_PLAY` of
        the games reached: for a count that is 0 in most games, which a median would hide."""
        out = []
        for r, values in enumerate(self.rounds[column], start=1):
            if not values or len(values) < MIN_SHARE_IN_PLAY * self.games:
                break
            out.append((r, len(values), round(math.fsum(values) / len(values), 4)))
        return out

    def mean(self, measure: str) -> tuple[float, float | None, int]:
        """A measure's mean over the games that have it, its 95% half-width, and that number of games."""
        values = self.measures[measure]
        return (*mean_ci(values), len(values))

    def interval(self, measure: Measure) -> Interval:
        """A measure's mean with its 95% interval: Wilson's for a share of games, which stays right
        when no game (or every game) did it."""
        values = self.measures[measure.id]
        if measure.kind == "games":
            return wilson(sum(1 for v in values if v), len(values))
        return mean_interval(values)

    def median(self, measure: str) -> float:
        """A measure's median over the games that have it (NaN if none has)."""
        values = sorted(self.measures[measure])
        return quantile(values, 0.5) if values else math.nan

    def win_rate_by_seat(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.wins_by_seat]

    def win_rate_by_agent(self) -> dict[str, float]:
        """Each agent's wins per seat it played: with equal players, 1 / players each."""
        seats = Counter(self.agents)
        wins: Counter = Counter()
        for seat, won in enumerate(self.wins_by_seat):
            wins[self.agents[seat]] += won
        return {kind: wins[kind] / (self.games * seats[kind]) if self.games else 0.0 for kind in seats}
