"""One parameter varied: ``landlord report --vary KEY=V1,V2,...``, the parameters it can vary and
how each value is applied to a report's plan and rules.

A teacher's question "what if houses were cheaper?" is answered by playing the report's games
again at each value and charting every lesson measure against it. A :class:`Parameter` is one
thing that can be varied:

* ``wages-times``: the end of the game, when a player has drawn wages N times (I-22);
* ``rounds``: the length of the game in rounds, every game played to round N (the wages end put
  out of reach, as the long-game lesson does);
* ``house-price``: what a house costs (``houses.price``, I-16);
* ``section-multiplier``: how much a section's land rent is multiplied by at each level of
  building, the 1906 advanced rules' 2 ("doubled ... again doubled ... doubles it again"; I-19):
  a value F makes ``houses.land_rent_multipliers`` 1, F, F², F³;
* ``single-tax-at``: the round at which the Single Tax is voted in, each value set beside the
  same games under the 1906 rules (played once);
* ``players``: the number of players.

Rules-file parameters change a copy of the rules in memory, checked as a rules file is
(:mod:`.rules_copy`). Game N at every value starts from the same seed, so a value's games are
set beside the same games at the first value, game by game, except for the number of players,
where the deal itself differs and each value stands alone.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ..engine import Rules
from ..engine.limits import (MAX_AMOUNT, MAX_MULTIPLIER, MAX_PLAYERS, MAX_ROUND_LIMIT, MAX_WAGES_TIMES,
                             MIN_PLAYERS)
from .regimes import BY_ID, voted_in
from .rules_copy import RulesCopy, changed

if TYPE_CHECKING:
    from .collect import ReportPlan

#: At most this many values: each is a whole report's games.
MAX_VALUES = 8


@dataclass(frozen=True)
class Setting:
    """One value's games: the plan and rules they are played with (and the changed rules, if any)."""

    value: int
    plan: ReportPlan
    rules: Rules
    rules_copy: RulesCopy | None = None


#: ``apply(plan, rules, value)``: the setting of one value; ValueError (one line) if it cannot be played.
Apply = Callable[["ReportPlan", Rules, int], Setting]


@dataclass(frozen=True)
class Parameter:
    """One thing ``--vary`` can change."""

    key: str                   # as --vary names it
    title: str                 # for the page's title and a chart's axis
    about: str                 # one sentence for the page
    low: int                   # the smallest value the option takes
    high: int                  # the largest
    apply: Apply
    #: Game N at every value is the same deal from the same seed, so values compare game by game.
    paired: bool = True

    @property
    def column(self) -> str:
        """The column of games.csv and rounds.csv that holds the value."""
        return self.key.replace("-", "_")


def _rules_changed(changes: Callable[[Rules, int], dict[str, object]], key: str) -> Apply:
    """A parameter of the rules file: ``changes(rules, value)`` on a copy, written beside the report."""
    def apply(plan: ReportPlan, rules: Rules, value: int) -> Setting:
        copy = changed(rules, changes(rules, value), f"rules-{key}-{value}.toml")
        return Setting(value, plan, copy.rules, copy)
    return apply


def _wages_times(plan: ReportPlan, rules: Rules, value: int) -> Setting:
    return Setting(value, replace(plan, end_wages_times=value), rules)


def _players(plan: ReportPlan, rules: Rules, value: int) -> Setting:
    if not rules.min_players <= value <= rules.max_players:
        raise ValueError(f"{value} players: these rules allow {rules.min_players} to {rules.max_players}")
    return Setting(value, replace(plan, agents=(plan.agents[0],) * value), rules)


def _single_tax_at(plan: ReportPlan, rules: Rules, value: int) -> Setting:
    return Setting(value, replace(plan, regimes=(voted_in(value),)), rules)


def _multipliers(rules: Rules, value: int) -> dict[str, object]:
    levels = len(rules.land_rent_multipliers)
    return {"houses.land_rent_multipliers": [value ** k for k in range(levels)]}


PARAMETERS: dict[str, Parameter] = {p.key: p for p in (
    Parameter("wages-times", "The end: wages drawn so many times",
              "A game ends when a player has drawn wages this many times (five in this edition's reading, I-22): "
              "more makes longer games.", 1, MAX_WAGES_TIMES, _wages_times),
    Parameter("rounds", "The length of the game in rounds",
              "Every game is played to the end of this round (the end after five wages put out of reach), so each "
              "rule set has the same time to work.", 1, MAX_ROUND_LIMIT,
              _rules_changed(lambda rules, v: {"end.round_limit": v, "end.wages_times": MAX_WAGES_TIMES}, "rounds")),
    Parameter("house-price", "The price of a house",
              "What a house costs to build ($100 in this edition's reading of the lost Rule 14, I-16); it still "
              "counts 100 at the end.", 1, MAX_AMOUNT,
              _rules_changed(lambda rules, v: {"houses.price": v}, "house-price")),
    Parameter("section-multiplier", "The section multiplier of land rent",
              "When every lot of a section has at least 1, 2, 3 houses its land rent is multiplied by this number "
              "once, twice, three times over (the 1906 advanced rules double it: 2; I-19). 1 turns the doubling "
              "off.", 1, MAX_MULTIPLIER,
              _rules_changed(_multipliers, "section-multiplier")),
    Parameter("single-tax-at", "The round the Single Tax is voted in",
              "At the first turn of this round a player proposes the Single Tax and every player votes for it; each "
              "value's games are set beside the same games under the 1906 rules.", 1, MAX_ROUND_LIMIT,
              _single_tax_at),
    Parameter("players", "The number of players",
              "How many computer players sit at the table. Each number of players is its own deal, so its games are "
              "not set beside another number's game by game.", MIN_PLAYERS, MAX_PLAYERS, _players, paired=False),
)}


@dataclass(frozen=True)
class Variation:
    """The parameter ``--vary`` names and its values, in the order given."""

    parameter: Parameter
    values: tuple[int, ...]

    @property
    def text(self) -> str:
        """As ``--vary`` reads it back: ``house-price=50,100,200``."""
        return f"{self.parameter.key}={','.join(map(str, self.values))}"


def parse_variation(text: str) -> Variation:
    """``KEY=V1,V2,...``: a known parameter and two or more different whole numbers within its bounds.

    >>> parse_variation("house-price=50, 100,200").values
    (50, 100, 200)

    :raises ValueError: one line naming the first problem.
    """
    key, equals, listed = text.partition("=")
    key = key.strip()
    if not equals:
        raise ValueError(f"{text!r} is not KEY=V1,V2,...; KEY is one of {', '.join(PARAMETERS)}")
    if key not in PARAMETERS:
        raise ValueError(f"unknown parameter {key!r}; choose from {', '.join(PARAMETERS)}")
    parameter = PARAMETERS[key]
    words = [w.strip() for w in listed.split(",")]
    values = []
    for word in words:
        if not word.isdigit() or len(word) > 10:
            raise ValueError(f"{key}: {word!r} is not a whole number")
        value = int(word)
        if not parameter.low <= value <= parameter.high:
            raise ValueError(f"{key}: {value} is out of range ({parameter.low} to {parameter.high})")
        values.append(value)
    if len(values) < 2:
        raise ValueError(f"{key}: give at least two values to compare, e.g. {key}={parameter.low},{parameter.low + 1}")
    if len(set(values)) != len(values):
        raise ValueError(f"{key}: each value once ({', '.join(words)})")
    if len(values) > MAX_VALUES:
        raise ValueError(f"{key}: at most {MAX_VALUES} values, each a whole report's games")
    return Variation(parameter, tuple(values))


def settings(variation: Variation, plan: ReportPlan, rules: Rules, out: Path | None = None) -> list[Setting]:
    """Each value's plan and rules, the plan's own everywhere else; a value's changed rules are to be
    written into the report's folder ``out``, and its games played again with them from there.

    :raises ValueError: one line, for a value these rules or this table cannot play, or a plan the
        parameter cannot vary (one kind of computer player for ``players``; the vote's round decides
        the rule sets, so ``single-tax-at`` plays the 1906 rules and the Single Tax voted in, no others).
    """
    parameter = variation.parameter
    if parameter.key == "players" and len(set(plan.agents)) > 1:
        raise ValueError("players: name one kind of computer player (--agents) to vary the number of players")
    if parameter.key == "players" and plan.house_rules:
        raise ValueError("players: house rules are set up for one number of players; vary the players without them")
    if parameter.key in ("wages-times", "rounds") and plan.end_wages_times is not None:
        raise ValueError(f"{parameter.key}: --wages-times sets the end already; give one or the other")
    chosen = [parameter.apply(plan, rules, value) for value in variation.values]
    if out is None:
        return chosen
    return [replace(s, plan=replace(s.plan, rules_copy=str(out / s.rules_copy.file_name))) if s.rules_copy else s
            for s in chosen]


def reference_plan(variation: Variation, plan: ReportPlan) -> ReportPlan | None:
    """The games every value is set beside when they are not among the values' own: the 1906 rules,
    for the round of the Single Tax vote (played once). None for the other parameters."""
    if variation.parameter.key != "single-tax-at":
        return None
    return replace(plan, regimes=(BY_ID["landlordism"],))


__all__ = ["MAX_VALUES", "PARAMETERS", "Parameter", "Setting", "Variation", "parse_variation", "reference_plan",
           "settings"]
