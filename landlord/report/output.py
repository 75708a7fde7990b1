"""The report's files: ``index.html``, ``summary.json``, every chart as a PNG, and the data
behind them as ``rounds.csv`` (a row for every round of every game) and ``games.csv`` (a row
for every game).

The CSV files are written as the games arrive (:class:`CsvFiles`), so a long run keeps no rows
in memory and a stopped run leaves the rows of every game it finished.
"""
from __future__ import annotations

import csv
import json
import math
from pathlib import Path
from typing import Any

from ..simulate import game_seed
from .charts import CHARTS, baseline, compared_with_1906, png_bytes
from .collect import Report
from .html import page
from .regimes import Regime
from .series import MEANINGS, round_columns
from .tally import CHARTED, MEASURES

#: The first columns of both CSV files: which rule set, which game, and (rounds.csv) which round.
KEYS = ("regime", "game")
GAME_COLUMNS = (*KEYS, "seed", "rounds", "turns", "winner_seat", "winner_agent", "ended_by", "end",
                "single_tax_round")


class CsvFiles:
    """``rounds.csv`` and ``games.csv`` in ``folder``, a game's rows at a time (an ``on_game``
    callback of :func:`~landlord.report.collect.collect`). Use it as a context manager."""

    def __init__(self, folder: Path, agents: tuple[str, ...], seed: int) -> None:
        self.agents, self.seed = agents, seed
        self._files = [open(folder / name, "w", newline="", encoding="utf-8") for name in ("rounds.csv", "games.csv")]
        self._rounds, self._games = (csv.writer(f) for f in self._files)
        self._rounds.writerow((*KEYS, *round_columns(len(agents))))
        self._games.writerow(GAME_COLUMNS)

    def __call__(self, regime: Regime, index: int, record: dict[str, Any]) -> None:
        observed = record["observed"]
        self._rounds.writerows((regime.id, index, *row) for row in observed["rows"])
        single_tax = record["single_tax_round"]
        self._games.writerow((regime.id, index, game_seed(self.seed, index), record["rounds"], record["turns"],
                              record["winner"] + 1, self.agents[record["winner"]], record["ended_by"],
                              observed["end"], "" if single_tax is None else single_tax))

    def close(self) -> None:
        for f in self._files:
            f.close()

    def __enter__(self) -> CsvFiles:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _plain(value: float) -> float | None:
    """JSON has no NaN: a mean of no games is null."""
    return None if isinstance(value, float) and math.isnan(value) else value


def summary(report: Report, out: str | None = None) -> dict[str, Any]:
    """Everything the page shows, as data (``summary.json``)."""
    plan = report.plan
    base, compared = baseline(report), compared_with_1906(report)
    regimes = []
    for tally in report.tallies:
        measures = {}
        for m in MEASURES:
            mean, half, n = tally.mean(m.id)
            interval = None if half is None else [_plain(mean - half), _plain(mean + half)]
            measures[m.id] = {"label": m.label, "mean": _plain(mean), "ci95": interval, "games": n}
        bands = {s.column: [{"round": r, "games": n, "p10": lo, "median": mid, "p90": hi}
                            for r, n, lo, mid, hi in tally.band(s.column)] for s in CHARTED}
        gain = None
        if any(tally is t for t in compared):
            gain = [{"round": r, "games": n, "p10": lo, "median": mid, "p90": hi}
                    for r, n, lo, mid, hi in tally.gain_band(base)]
        regimes.append({"id": tally.regime.id, "title": tally.regime.title, "about": tally.regime.about,
                        "games": tally.games, "seconds": round(tally.seconds, 3), "measures": measures,
                        "win_rate_by_seat": tally.win_rate_by_seat(), "win_rate_by_agent": tally.win_rate_by_agent(),
                        "endings": dict(tally.endings), "rounds": bands, "earnings_gain_over_1906_rules": gain})
    return {
        "title": "The Landlord's Game: a report", "made": report.made, "version": report.version,
        "command": plan.command_line(out), "stopped": report.stopped, "seconds": round(report.seconds, 3),
        "plan": {"games": plan.games, "seed": plan.seed, "players": len(plan.agents), "agents": list(plan.agents),
                 "jail": plan.jail, "regimes": [r.id for r in plan.regimes], "workers": plan.workers,
                 "end_wages_times": report.end_wages_times, "house_rules": list(plan.house_rules),
                 "house_settings": {rule: dict(settings) for rule, settings in plan.house_settings.items()}},
        "rules": report.rules,
        "regimes": regimes,
        "files": {"rounds.csv": [*KEYS, *round_columns(len(plan.agents))], "games.csv": list(GAME_COLUMNS),
                  "charts": [f"{c.name}.png" for c in CHARTS]},
        "meanings": MEANINGS,
    }


def write_report(report: Report, folder: Path, out: str | None = None) -> list[Path]:
    """Write the charts, ``summary.json`` and ``index.html`` into ``folder`` (which exists);
    ``out`` is the folder as the command line named it. Returns the files written."""
    written = []
    images = {}
    for chart in CHARTS:
        figure = chart.draw(report)
        images[chart.name] = png_bytes(figure)
        path = folder / f"{chart.name}.png"
        path.write_bytes(images[chart.name])
        written.append(path)
    path = folder / "summary.json"
    path.write_text(json.dumps(summary(report, out), indent=1, allow_nan=False) + "\n", encoding="utf-8")
    written.append(path)
    path = folder / "index.html"
    path.write_text(page(report, images, out), encoding="utf-8")
    written.append(path)
    return written
