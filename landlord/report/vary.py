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

import functools
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

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


#: ``change(plan, rules, value)``: the plan of one value; ValueError (one line) if it cannot be played.
PlanChange = Callable[["ReportPlan", Rules, int], "ReportPlan"]
#: ``change(rules, value)``: the rules file's dotted keys and their new values (``rules_copy.changed``).
RulesChange = Callable[[Rules, int], dict[str, object]]


@dataclass(frozen=True)
class Parameter:
    """One thing ``--vary`` can change: the plan (``plan_change``) or the rules file (``rules_change``)."""

    key: str                   # as --vary names it
    title: str                 # for the page's title and a chart's axis
    about: str                 # one sentence for the page
    low: int                   # the smallest value the option takes
    high: int                  # the largest
    plan_change: PlanChange | None = None
    rules_change: RulesChange | None = None
    #: Game N at every value is the same deal from the same seed, so values compare game by game.
    paired: bool = True

    @property
    def column(self) -> str:
        """The column of games.csv and rounds.csv that holds the value (``houses.price``: ``houses_price``)."""
        return self.key.replace("-", "_").replace(".", "_")

    def apply(self, plan: ReportPlan, rules: Rules, value: int) -> Setting:
        """The setting of this parameter at ``value``, everything else the plan's own."""
        plan, rules, copy = applied(plan, rules, ((self, value),), f"rules-{self.key}-{value}.toml")
        return Setting(value, plan, rules, copy)


def applied(plan: ReportPlan, rules: Rules, values: Sequence[tuple[Parameter, int]],
            file_name: str) -> tuple[ReportPlan, Rules, RulesCopy | None]:
    """``plan`` and ``rules`` with every parameter of ``values`` set: the rules file's changes made
    together on one copy, checked once as a rules file is (and named ``file_name``), then the plan's
    changes, each with the rules as changed (the number of players a changed file allows).

    :raises ValueError: one line naming the first problem.
    """
    changes: dict[str, object] = {}
    for parameter, value in values:
        if parameter.rules_change is not None:
            changes.update(parameter.rules_change(rules, value))
    copy = changed(rules, changes, file_name) if changes else None
    played = copy.rules if copy is not None else rules
    for parameter, value in values:
        if parameter.plan_change is not None:
            plan = parameter.plan_change(plan, played, value)
    return plan, played, copy


def _wages_times(plan: ReportPlan, rules: Rules, value: int) -> ReportPlan:
    return replace(plan, end_wages_times=value)


def _players(plan: ReportPlan, rules: Rules, value: int) -> ReportPlan:
    if not rules.min_players <= value <= rules.max_players:
        raise ValueError(f"{value} players: these rules allow {rules.min_players} to {rules.max_players}")
    return replace(plan, agents=(plan.agents[0],) * value)


def _single_tax_at(plan: ReportPlan, rules: Rules, value: int) -> ReportPlan:
    return replace(plan, regimes=(voted_in(value),))


def _multipliers(rules: Rules, value: int) -> dict[str, object]:
    levels = len(rules.land_rent_multipliers)
    return {"houses.land_rent_multipliers": [value ** k for k in range(levels)]}


PARAMETERS: dict[str, Parameter] = {p.key: p for p in (
    Parameter("wages-times", "The end: wages drawn so many times",
              "A game ends when a player has drawn wages this many times (five in this edition's reading, I-22): "
              "more makes longer games.", 1, MAX_WAGES_TIMES, plan_change=_wages_times),
    Parameter("rounds", "The length of the game in rounds",
              "Every game is played to the end of this round (the end after five wages put out of reach), so each "
              "rule set has the same time to work.", 1, MAX_ROUND_LIMIT,
              rules_change=lambda rules, v: {"end.round_limit": v, "end.wages_times": MAX_WAGES_TIMES}),
    Parameter("house-price", "The price of a house",
              "What a house costs to build ($100 in this edition's reading of the lost Rule 14, I-16); it still "
              "counts 100 at the end.", 1, MAX_AMOUNT,
              rules_change=lambda rules, v: {"houses.price": v}),
    Parameter("section-multiplier", "The section multiplier of land rent",
              "When every lot of a section has at least 1, 2, 3 houses its land rent is multiplied by this number "
              "once, twice, three times over (the 1906 advanced rules double it: 2; I-19). 1 turns the doubling "
              "off.", 1, MAX_MULTIPLIER,
              rules_change=_multipliers),
    Parameter("single-tax-at", "The round the Single Tax is voted in",
              "At the first turn of this round a player proposes the Single Tax and every player votes for it; each "
              "value's games are set beside the same games under the 1906 rules.", 1, MAX_ROUND_LIMIT,
              plan_change=_single_tax_at),
    Parameter("players", "The number of players",
              "How many computer players sit at the table. Each number of players is its own deal, so its games are "
              "not set beside another number's game by game.", MIN_PLAYERS, MAX_PLAYERS, plan_change=_players,
              paired=False),
)}


def parameter_named(key: str) -> Parameter:
    """The parameter ``key`` names: one of :data:`PARAMETERS` (written with ``-`` or ``_``:
    ``wages_times`` is ``wages-times``), or any whole-number value of the rules file by its dotted
    key (``houses.price``, ``money.wages``, ``loans.interest``), within the bounds the rules schema
    declares for it; the changed rules are then checked whole, as a rules file is (``rules_copy``).

    :raises ValueError: one line naming the key and what can be varied.
    """
    named = PARAMETERS.get(key.replace("_", "-"))
    if named is not None:
        return named
    bounds = _rules_file_bounds(key)
    if bounds is None:
        raise ValueError(f"unknown parameter {key!r}; choose from {', '.join(PARAMETERS)}, or a whole-number key of "
                         "the rules file written with dots (e.g. houses.price)")
    return Parameter(key, f"{key} in the rules file", f"The rules file's {key}, set to each value.", *bounds,
                     rules_change=functools.partial(_rules_file_value, key))


def _rules_file_bounds(key: str) -> tuple[int, int] | None:
    """The bounds of the whole number the rules file holds at dotted ``key`` (None if it holds none)."""
    from ..engine.rules_check import RULES_SCHEMA
    from ..engine.schema import Int, Opt, Table
    declared: object = RULES_SCHEMA
    for name in key.split("."):
        if not isinstance(declared, Table) or name not in declared.keys:
            return None
        declared = declared.keys[name]
        if isinstance(declared, Opt):
            declared = declared.field
    return (declared.minimum, declared.maximum) if isinstance(declared, Int) else None


def _rules_file_value(key: str, rules: Rules, value: int) -> dict[str, object]:
    return {key: value}


@dataclass(frozen=True)
class Variation:
    """The parameter ``--vary`` names and its values, in the order given."""

    parameter: Parameter
    values: tuple[int, ...]

    @property
    def text(self) -> str:
        """As ``--vary`` reads it back: ``house-price=50,100,200``."""
        return f"{self.parameter.key}={','.join(map(str, self.values))}"


def parse_variation(text: str, *, least: int = 2, most: int = MAX_VALUES, each: str = "a whole report's games"
                    ) -> Variation:
    """``KEY=V1,V2,...``: a known parameter and ``least`` to ``most`` different whole numbers within its
    bounds (``each``: what a value costs, for the refusal of too many). The report compares two or more;
    ``landlord sweep`` takes one too, a parameter held at a value across its grid.

    >>> parse_variation("house-price=50, 100,200").values
    (50, 100, 200)

    :raises ValueError: one line naming the first problem.
    """
    key, equals, listed = text.partition("=")
    key = key.strip()
    if not equals:
        raise ValueError(f"{text!r} is not KEY=V1,V2,...; KEY is one of {', '.join(PARAMETERS)}, or a rules file's "
                         "dotted key")
    parameter = parameter_named(key)
    words = [w.strip() for w in listed.split(",")]
    values = [parse_value(parameter, word) for word in words]
    if len(values) < least:
        raise ValueError(f"{key}: give at least two values to compare, e.g. {key}={parameter.low},{parameter.low + 1}")
    if len(set(values)) != len(values):
        raise ValueError(f"{key}: each value once ({', '.join(words)})")
    if len(values) > most:
        raise ValueError(f"{key}: at most {most} values, each {each}")
    return Variation(parameter, tuple(values))


def parse_value(parameter: Parameter, word: str) -> int:
    """One value of ``parameter``, as ``--vary`` and a sweep's list of cells read it.

    :raises ValueError: one line naming the parameter and the value.
    """
    word = word.strip()
    if not word.isdigit() or len(word) > 10:
        raise ValueError(f"{parameter.key}: {word!r} is not a whole number")
    value = int(word)
    if not parameter.low <= value <= parameter.high:
        raise ValueError(f"{parameter.key}: {value} is out of range ({parameter.low} to {parameter.high})")
    return value


def check_plan(parameter: Parameter, plan: ReportPlan) -> None:
    """Refuse a plan ``parameter`` cannot vary: the number of players takes one kind of computer
    player and no house rules (set up for one number); the end is varied or given, not both.

    :raises ValueError: one line.
    """
    if parameter.key == "players" and len(set(plan.agents)) > 1:
        raise ValueError("players: name one kind of computer player (--agents) to vary the number of players")
    if parameter.key == "players" and plan.house_rules:
        raise ValueError("players: house rules are set up for one number of players; vary the players without them")
    if parameter.key in ("wages-times", "rounds") and plan.end_wages_times is not None:
        raise ValueError(f"{parameter.key}: --wages-times sets the end already; give one or the other")


def settings(variation: Variation, plan: ReportPlan, rules: Rules, out: Path | None = None) -> list[Setting]:
    """Each value's plan and rules, the plan's own everywhere else; a value's changed rules are to be
    written into the report's folder ``out``, and its games played again with them from there.

    :raises ValueError: one line, for a value these rules or this table cannot play, or a plan the
        parameter cannot vary (one kind of computer player for ``players``; the vote's round decides
        the rule sets, so ``single-tax-at`` plays the 1906 rules and the Single Tax voted in, no others).
    """
    parameter = variation.parameter
    check_plan(parameter, plan)
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


__all__ = ["MAX_VALUES", "PARAMETERS", "Parameter", "parameter_named", "Setting", "Variation", "applied", "check_plan", "parse_value",
           "parse_variation", "reference_plan", "settings"]
