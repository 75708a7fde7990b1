"""What the sweep's tests share: a small sweep's cells, a run of it, and its results read back."""
from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from landlord.engine import load_default_rules
from landlord.report.collect import ReportPlan
from landlord.report.regimes import BY_ID
from landlord.sweep.driver import Outcome, batch_size, run_sweep
from landlord.sweep.executors import Executor
from landlord.sweep.folder import SweepFolder
from landlord.sweep.grid import CellSpec, cell_specs, grid, parse_vary

#: Short games (a player's first or second wages end them), three players, two rule sets whose
#: openings are shared: a cell's few games take well under a second.
VARY = ("wages-times=1,2", "house-price=50,150")
REGIMES = ("landlordism", "single-tax-at-5")
GAMES = 6


def specs(*vary: str, form: str = "csv", games: int = GAMES, regimes: tuple[str, ...] = REGIMES) -> list[CellSpec]:
    plan = ReportPlan(games=games, seed=5, agents=("heuristic",) * 3, jail="classic",
                      regimes=tuple(BY_ID[r] for r in regimes))
    return cell_specs(grid([parse_vary(v) for v in (vary or VARY)]), plan, load_default_rules(), form)


def sweep(root: Path, cells: list[CellSpec], executor: Executor, games: int = GAMES,
          **options: Any) -> tuple[SweepFolder, Outcome]:
    """Run (or resume) the sweep of ``cells`` into ``root``, and write its summary."""
    folder = SweepFolder(root, cells, games, batch_size(games))
    folder.open()
    outcome = run_sweep(folder, executor, games, batch_size(games), **options)
    executor.close()
    folder.write_summary()
    return folder, outcome


def game_rows(root: Path) -> list[tuple[str, ...]]:
    """Every per-game row of the sweep, with its cell, in a fixed order (not the order written)."""
    rows = []
    for part in sorted((root / "games").glob("cell=*/part-*")):
        cell = part.parent.name.split("=")[1]
        if part.suffix == ".parquet":
            import pyarrow.parquet as pq
            table = pq.read_table(part).to_pylist()
            rows += [(cell, *("" if v is None else str(v) for v in row.values())) for row in table]
        else:
            with open(part, newline="", encoding="utf-8") as f:
                reader = csv.reader(f)
                next(reader)
                rows += [(cell, *row) for row in reader]
    return sorted(rows)


def summary_text(root: Path) -> str:
    return (root / "summary.csv").read_text(encoding="utf-8")
