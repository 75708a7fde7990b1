"""A sweep's results folder: what it holds, how it is written so a run can stop anywhere, and how a
second run finds what the first finished.

::

    OUT/sweep.json                               the sweep: its cells, games, seed, batch, format
    OUT/games/cell=K/part-000000000.parquet      a row a game and rule set (a part a batch)
    OUT/rounds/cell=K/part-000000000.parquet     a row a round of each of those games
    OUT/cells/cell=K.json                        cell K's summary: means, intervals and their sums
    OUT/cells/cell=K.done                        written last: cell K is complete
    OUT/summary.csv                              every complete cell's summary, a row a measure
    OUT/charts/MEASURE-by-PARAMETER.png          each lesson measure against each varied parameter

The ``cell=K`` folders are Hive-style partitions (pyarrow, Polars, DuckDB and Spark read ``cell``
from the path). Every file is written to a hidden name and renamed, so a part is whole or absent;
a part is named by its first game, so a batch played twice writes the same file. A cell is
complete when its marker exists: a second run with the same sweep skips it, and plays a cell
without one again from its first game (its parts cleared first).
"""
from __future__ import annotations

import csv
import io
import json
import os
import shutil
from pathlib import Path
from typing import Any, Iterator, Sequence

from ..report.intervals import plain
from .grid import CellSpec
from .moments import CellStats

SWEEP_FILE = "sweep.json"
SUMMARY_FILE = "summary.csv"
#: summary.csv's columns after the parameters'.
SUMMARY_COLUMNS = ("regime", "measure", "kind", "games", "mean", "low", "high",
                   "against_1906_rules", "against_low", "against_high")


class SweepFolderError(ValueError):
    """The folder holds another sweep, or cannot be used."""


def identity(specs: Sequence[CellSpec], games: int, batch: int) -> dict[str, Any]:
    """What makes two runs the same sweep (what a resumed run must match); not the workers."""
    return {"games": games, "batch": batch, "form": specs[0].form if specs else "",
            "cells": [{"cell": s.index, "values": dict(s.values), "regimes": list(s.regimes), "digest": s.digest}
                      for s in specs]}


def _write(path: Path, data: bytes) -> None:
    """``data`` into ``path`` whole or not at all: written under a hidden name (which readers of the
    dataset skip), then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    hidden = path.with_name(f".{path.name}.partial")
    hidden.write_bytes(data)
    os.replace(hidden, path)


class SweepFolder:
    """The results folder ``root`` of one sweep (:data:`SWEEP_FILE` says which)."""

    def __init__(self, root: Path, specs: Sequence[CellSpec], games: int, batch: int) -> None:
        self.root = root
        self.specs = list(specs)
        self.suffix = "parquet" if specs and specs[0].form == "parquet" else "csv"
        self.identity = identity(specs, games, batch)

    def open(self) -> None:
        """Make the folder, or check that it holds this very sweep (then it is resumed).

        :raises SweepFolderError: it is not a folder, or holds another sweep.
        """
        if self.root.exists() and not self.root.is_dir():
            raise SweepFolderError(f"{self.root} exists and is not a folder")
        sweep = self.root / SWEEP_FILE
        if sweep.is_file():
            try:
                found = json.loads(sweep.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                found = None
            if found != self.identity:
                raise SweepFolderError(f"{self.root} holds another sweep ({SWEEP_FILE} differs: other cells, games, "
                                       "batch or format); choose another folder")
            return
        if self.root.exists() and any(self.root.iterdir()):
            raise SweepFolderError(f"{self.root} is not empty and holds no sweep; choose another folder")
        _write(sweep, (json.dumps(self.identity, indent=1) + "\n").encode("utf-8"))

    # -- cells --------------------------------------------------------------------------------------
    def _marker(self, cell: int) -> Path:
        return self.root / "cells" / f"cell={cell}.done"

    def _summary(self, cell: int) -> Path:
        return self.root / "cells" / f"cell={cell}.json"

    def complete(self, cell: int) -> bool:
        return self._marker(cell).is_file()

    def clear(self, cell: int) -> None:
        """Drop what an unfinished run left of a cell, so it is played again from its first game."""
        for kind in ("games", "rounds"):
            shutil.rmtree(self.root / kind / f"cell={cell}", ignore_errors=True)

    def write_part(self, cell: int, start: int, games: bytes, rounds: bytes) -> None:
        for kind, data in (("games", games), ("rounds", rounds)):
            _write(self.root / kind / f"cell={cell}" / f"part-{start:09d}.{self.suffix}", data)

    def finish(self, spec: CellSpec, stats: CellStats) -> None:
        """Write cell ``spec``'s summary, then its marker: the cell is complete."""
        data = {"cell": spec.index, "values": dict(spec.values), "regimes": list(spec.regimes),
                "rows": summary_rows(spec, stats), "stats": stats.as_data()}
        _write(self._summary(spec.index), (json.dumps(data, allow_nan=False) + "\n").encode("utf-8"))
        _write(self._marker(spec.index), b"")

    def stats(self, cell: int) -> CellStats:
        """A complete cell's statistics, as its summary keeps them."""
        return CellStats.from_data(json.loads(self._summary(cell).read_text(encoding="utf-8"))["stats"])

    def complete_cells(self) -> Iterator[CellSpec]:
        return (s for s in self.specs if self.complete(s.index))

    def write_summary(self) -> Path:
        """summary.csv: every complete cell's rows, in the cells' order."""
        columns = self.specs[0].columns if self.specs else ()
        rows: list[list[Any]] = [["cell", *columns, *SUMMARY_COLUMNS]]
        for spec in self.complete_cells():
            for row in json.loads(self._summary(spec.index).read_text(encoding="utf-8"))["rows"]:
                rows.append([spec.index, *(v for _, v in spec.values), *("" if row[c] is None else row[c]
                                                                         for c in SUMMARY_COLUMNS)])
        path = self.root / SUMMARY_FILE
        text = _csv_text(rows)
        _write(path, text.encode("utf-8"))
        return path


def summary_rows(spec: CellSpec, stats: CellStats) -> list[dict[str, Any]]:
    """A cell's summary, a row a rule set and measure: the mean (a share, for a share of games) with its
    95% interval, and the difference from the same games under the 1906 rules with its interval."""
    rows = []
    for regime in spec.regimes:
        for name, measure in stats.by_regime.get(regime, {}).items():
            estimate, against = measure.estimate(), measure.difference()
            rows.append({"regime": regime, "measure": name, "kind": measure.kind, "games": estimate.games,
                         "mean": plain(estimate.value), "low": plain(estimate.low), "high": plain(estimate.high),
                         "against_1906_rules": plain(against.value) if against else None,
                         "against_low": plain(against.low) if against else None,
                         "against_high": plain(against.high) if against else None})
    return rows


def _csv_text(rows: list[list[Any]]) -> str:
    text = io.StringIO(newline="")
    csv.writer(text).writerows(rows)
    return text.getvalue()


__all__ = ["SUMMARY_COLUMNS", "SUMMARY_FILE", "SWEEP_FILE", "SweepFolder", "SweepFolderError", "identity",
           "summary_rows"]
