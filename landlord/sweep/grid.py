"""A sweep's cells: a value of every varied parameter, checked before anything runs, and what a
worker needs to play one, as plain data.

The parameters and their values are the report's (``report.vary``: ``--vary KEY=V1,V2,...`` read
by the same parser, applied by the same :func:`~landlord.report.vary.applied`), so the sweep and
``landlord report --vary`` are one way of varying. A grid is the product of the ``--vary`` options
(the first varying slowest); a list is a CSV file whose header names the parameters and whose
rows are the cells. Every cell's rules are built and checked here, in the driver, so a value the
rules schema refuses stops the sweep in one line before the first game.

A worker is handed a :class:`CellSpec`: the rules file's data and the cell's changes to it (made
in memory, as the report's copies are), the table and the rule sets by id; nothing it would have
to find on the driver's disk, so a Dask worker on another machine plays it as well as a local
process. The file's data is one object shared by every cell, so a grid of thousands of cells holds
it once in the driver.
"""
from __future__ import annotations

import csv
import hashlib
import itertools
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Sequence

from ..engine import Rules
from ..report.collect import ReportPlan
from ..report.paired import BASE
from ..report.regimes import BY_ID, voted_in
from ..report.rules_copy import file_data
from ..report.vary import (PARAMETERS, Parameter, Variation, applied, check_plan, parameter_named, parse_value,
                           parse_variation)

#: At most this many values of one parameter, and this many cells in a sweep (each a run of games).
MAX_SWEEP_VALUES = 100
MAX_CELLS = 10_000

#: A cell: each varied parameter with its value, in the order the parameters were named.
Combination = tuple[tuple[Parameter, int], ...]


def parse_vary(text: str) -> Variation:
    """One ``--vary KEY=V1,V2,...`` of a sweep: the report's parser, one value allowed (a parameter held
    at a value across the grid) and up to :data:`MAX_SWEEP_VALUES`.

    >>> parse_vary("house-price=50,100").values, parse_vary("players=3").values
    ((50, 100), (3,))
    """
    return parse_variation(text, least=1, most=MAX_SWEEP_VALUES, each="a cell of the grid")


def grid(variations: Sequence[Variation]) -> list[Combination]:
    """Every combination of the variations' values, the first parameter varying slowest.

    :raises ValueError: a parameter named twice, or more than :data:`MAX_CELLS` cells.
    """
    keys = [v.parameter.key for v in variations]
    if len(set(keys)) != len(keys):
        raise ValueError(f"{next(k for k in keys if keys.count(k) > 1)}: give each parameter once")
    cells = 1
    for variation in variations:
        cells *= len(variation.values)
    if cells > MAX_CELLS:
        raise ValueError(f"{cells:,} cells; at most {MAX_CELLS:,}")
    return [tuple(zip((v.parameter for v in variations), values))
            for values in itertools.product(*(v.values for v in variations))]


def listed(path: Path) -> list[Combination]:
    """The cells of a CSV file: a header of parameter keys, then a row of values a cell.

    :raises ValueError: one line naming the file, the row and the problem.
    """
    try:
        with open(path, newline="", encoding="utf-8") as f:
            rows = [row for row in csv.reader(f) if any(cell.strip() for cell in row)]
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"{path}: cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
    if len(rows) < 2:
        raise ValueError(f"{path}: a header of parameters ({', '.join(PARAMETERS)}) and a row a cell")
    try:
        parameters = [parameter_named(k.strip()) for k in rows[0]]
    except ValueError as exc:
        raise ValueError(f"{path}: header: {exc}") from None
    keys = [p.key for p in parameters]
    if len(set(keys)) != len(keys):
        raise ValueError(f"{path}: header: a parameter named twice; name each once at most")
    if len(rows) - 1 > MAX_CELLS:
        raise ValueError(f"{path}: {len(rows) - 1:,} cells; at most {MAX_CELLS:,}")
    cells = []
    for number, row in enumerate(rows[1:], start=2):
        if len(row) != len(keys):
            raise ValueError(f"{path}: row {number}: {len(row)} values for {len(keys)} parameters")
        try:
            cells.append(tuple((p, parse_value(p, word)) for p, word in zip(parameters, row)))
        except ValueError as exc:
            raise ValueError(f"{path}: row {number}: {exc}") from None
    return cells


def label(combination: Combination) -> str:
    """A cell as ``--vary`` would name it: ``house-price=50 wages-times=5``."""
    return " ".join(f"{p.key}={v}" for p, v in combination)


@dataclass(frozen=True)
class CellSpec:
    """What a worker needs to play one cell's games: plain data, the same on any machine."""

    index: int
    values: tuple[tuple[str, int], ...]      # (parameter key, value), as named
    rules_data: dict[str, Any]                # the rules file's data, as given: one object shared by every cell
    rules_changes: dict[str, Any]             # the cell's changes to it (``rules_copy.changed_data``)
    rules_name: str
    agents: tuple[str, ...]
    seed: int
    jail: str
    end_wages_times: int | None
    regimes: tuple[str, ...]                  # the rule sets' ids (``regimes.regime_named``)
    seats: int                                # the rounds' columns: the most players of any cell
    form: str                                 # "parquet" or "csv"
    digest: str = ""                          # of everything above but the index: a worker's cache key

    @property
    def columns(self) -> tuple[str, ...]:
        """The parameters' columns of the cell's rows (``house_price``)."""
        return tuple(parameter_named(key).column for key, _ in self.values)

    @property
    def label(self) -> str:
        return " ".join(f"{key}={value}" for key, value in self.values)


def cell_specs(cells: Sequence[Combination], plan: ReportPlan, rules: Rules, form: str) -> list[CellSpec]:
    """Each cell's :class:`CellSpec`, its rules built and checked as a rules file is.

    :raises ValueError: one line naming the cell's key and value and the problem, for the first cell
        that cannot be played (or a plan a parameter cannot vary).
    """
    parameters = {p.key: p for combination in cells for p, _ in combination}
    for parameter in parameters.values():
        check_plan(parameter, plan)
    if "wages-times" in parameters and "rounds" in parameters:
        raise ValueError("wages-times and rounds both set the end of a game; vary one of them")
    base_data = file_data(rules)
    played = []
    for combination in cells:
        try:
            cell_plan, _, copy = applied(plan, rules, combination, f"rules-{label(combination).replace(' ', '-')}.toml")
        except ValueError as exc:
            raise ValueError(f"{label(combination)}: {exc}") from None
        played.append((combination, cell_plan, copy))
    seats = max(len(cell_plan.agents) for _, cell_plan, _ in played)
    specs = []
    for index, (combination, cell_plan, copy) in enumerate(played):
        spec = CellSpec(index, tuple((p.key, v) for p, v in combination), base_data,
                        copy.changes if copy else {}, copy.file_name if copy else rules.source, cell_plan.agents, cell_plan.seed, cell_plan.jail,
                        cell_plan.end_wages_times, _regimes(cell_plan, combination), seats, form)
        specs.append(replace(spec, digest=_digest(spec)))
    return specs


def _regimes(plan: ReportPlan, combination: Combination) -> tuple[str, ...]:
    """The cell's rule sets: the plan's, or, where the vote's round is varied, the 1906 rules and the
    Single Tax voted in at that round, set beside them game by game (its opening shared, played once)."""
    vote = next((v for p, v in combination if p.key == "single-tax-at"), None)
    if vote is not None:
        return (BY_ID[BASE].id, voted_in(vote).id)
    return tuple(r.id for r in plan.regimes)


def _digest(spec: CellSpec) -> str:
    data = {k: v for k, v in spec.__dict__.items() if k not in ("index", "digest")}
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()


__all__ = ["CellSpec", "Combination", "MAX_CELLS", "MAX_SWEEP_VALUES", "cell_specs", "grid", "label", "listed",
           "parse_vary"]
