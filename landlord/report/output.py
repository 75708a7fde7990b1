"""The report's files: ``index.html``, ``handout.html`` (two printed pages for a class), ``summary.json``, every chart as a PNG, and the data
behind them as ``rounds.csv`` (a row for every round of every game) and ``games.csv`` (a row
for every game: its end-of-game measures, and the command that plays it again).

The CSV files are written as the games arrive (:class:`CsvFiles`), so a long run keeps no rows
in memory and a stopped run leaves the rows of every game it finished.
"""
from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any, Sequence

from ..engine import Rules
from ..simulate import game_seed
from .answers import answers
from .charts import CHARTS, png_bytes
from .collect import Report, ReportPlan
from .handout import FILE as HANDOUT, handout
from .html import FINDINGS, page
from .intervals import plain
from .paired import baseline, compared_with_1906, paired_table
from .regimes import Regime
from .replay_command import replay_line
from .series import GAME_WIDE, MEANINGS, PER_SEAT, round_columns
from .tally import CHARTED, MEASURES, per_game

#: The first columns of both CSV files: which rule set, which game, and (rounds.csv) which round.
KEYS = ("regime", "game")
#: games.csv: the game, then its end-of-game measures (blank where a game has none), then the command.
GAME_MEASURES = tuple(m.id for m in MEASURES if m.id != "rounds")
#: What games.csv (and a sweep's per-game rows) say of a game besides its measures.
GAME_FACTS = ("seed", "rounds", "turns", "winner_seat", "winner_agent", "ended_by", "end", "single_tax_round")
GAME_COLUMNS = (*KEYS, *GAME_FACTS, *GAME_MEASURES, "replay")


def game_values(record: dict[str, Any], index: int, seed: int, agents: Sequence[str],
                measures: dict[str, float]) -> dict[str, Any]:
    """A game's :data:`GAME_FACTS` and :data:`GAME_MEASURES` (None where the game has none): game
    ``index`` of a run seeded ``seed`` at a table of ``agents``, ``measures`` its ``tally.per_game``."""
    winner = record["winner"]
    facts = (game_seed(seed, index), record["rounds"], record["turns"], winner + 1, agents[winner],
             record["ended_by"], record["observed"]["end"], record["single_tax_round"])
    return {**dict(zip(GAME_FACTS, facts)), **{m: measures.get(m) for m in GAME_MEASURES}}


class CsvFiles:
    """``rounds.csv`` and ``games.csv`` in ``folder``, a game's rows at a time (an ``on_game``
    callback of :func:`~landlord.report.collect.collect`), for a report of ``plan`` played with
    ``rules``. Use it as a context manager.

    A report that varies a parameter (``--vary``) names its column ``varied``: both files then
    begin with it, each value's games are written after :meth:`at` that value (blank for games
    every value is set beside), and ``seats`` (the most players of any value) gives rounds.csv a
    column for every seat, blank where a game has fewer players."""

    def __init__(self, folder: Path, plan: ReportPlan, rules: Rules, *, varied: str | None = None,
                 seats: int | None = None) -> None:
        self._varied = varied is not None
        self.at("", plan, rules)
        self._seats = seats or len(plan.agents)
        self._files = [open(folder / name, "w", newline="", encoding="utf-8") for name in ("rounds.csv", "games.csv")]
        self._rounds, self._games = (csv.writer(f) for f in self._files)
        lead = (varied,) if varied is not None else ()
        self._rounds.writerow((*lead, *KEYS, *round_columns(self._seats)))
        self._games.writerow((*lead, *GAME_COLUMNS))

    def at(self, value: int | str, plan: ReportPlan, rules: Rules) -> CsvFiles:
        """Write the games that follow as those of ``value`` (a varied report), played with ``plan`` and ``rules``."""
        self.plan, self.rules = plan, rules
        self.agents, self.seed = plan.agents, plan.seed
        self._lots = len(rules.spaces_of_kind("lot"))
        self._columns = round_columns(len(plan.agents))
        self._lead: tuple[int | str, ...] = (value,) if self._varied else ()
        return self

    def __call__(self, regime: Regime, index: int, record: dict[str, Any]) -> None:
        observed, lead = record["observed"], self._lead
        rows = observed["rows"]
        if len(self.agents) != self._seats:
            rows = [padded(row, len(self.agents), self._seats) for row in rows]
        self._rounds.writerows((*lead, regime.id, index, *row) for row in rows)
        measures = per_game(observed["rows"], self._columns, record, self.rules.wages, self.rules.house_value,
                            self._lots)
        values = game_values(record, index, self.seed, self.agents, measures)
        self._games.writerow((*lead, regime.id, index, *(_cell(v) for v in values.values()),
                              replay_line(self.plan, regime, index)))

    def close(self) -> None:
        for f in self._files:
            f.close()

    def __enter__(self) -> CsvFiles:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def padded(row: Sequence[Any], players: int, seats: int) -> list[Any]:
    """A row of ``players`` seats laid out for ``seats``, the missing seats' cells blank.

    >>> padded((1, *[0] * len(GAME_WIDE), *range(10)), 2, 3)[-6:]      # cash, houses, ..., wealth: 2 seats each
    [6, 7, '', 8, 9, '']
    """
    wide = 1 + len(GAME_WIDE)
    out = list(row[:wide])
    for k in range(len(PER_SEAT)):
        out += [*row[wide + k * players: wide + (k + 1) * players], *[""] * (seats - players)]
    return out


def _cell(value: Any) -> Any:
    """A value as games.csv writes it: whole numbers without ``.0``, shares to 4 places, nothing blank."""
    if value is None:
        return ""
    if isinstance(value, float):
        return int(value) if value.is_integer() else round(value, 4)
    return value


def summary(report: Report, out: str | None = None) -> dict[str, Any]:
    """Everything the page shows, as data (``summary.json``)."""
    plan = report.plan
    base, compared = baseline(report), compared_with_1906(report)
    regimes = []
    for tally in report.tallies:
        measures = {}
        for m in MEASURES:
            estimate = tally.interval(m)
            interval = None if estimate.low is None else [plain(estimate.low), plain(estimate.high)]
            measures[m.id] = {"label": m.label, "kind": m.kind, "mean": plain(estimate.value), "ci95": interval,
                              "games": estimate.games,
                              "interval": "wilson" if m.kind == "games" else "normal"}
        bands = {s.column: [{"round": r, "games": n, "p10": lo, "median": mid, "p90": hi}
                            for r, n, lo, mid, hi in tally.band(s.column)] for s in CHARTED}
        gain = None
        if base is not None and any(tally is t for t in compared):
            gain = [{"round": r, "games": n, "p10": lo, "median": mid, "p90": hi}
                    for r, n, lo, mid, hi in tally.gain_band(base)]
        regimes.append({"id": tally.regime.id, "title": tally.regime.title, "about": tally.regime.about,
                        "games": tally.games, "seconds": round(tally.seconds, 3), "measures": measures,
                        "win_rate_by_seat": tally.win_rate_by_seat(), "win_rate_by_agent": tally.win_rate_by_agent(),
                        "endings": dict(tally.endings), "rounds": bands, "earnings_gain_over_1906_rules": gain,
                        "replay_first_game": replay_line(plan, tally.regime, 0)})
    return {
        "title": "The Landlord's Game: a report", "made": report.made, "version": report.version,
        "command": plan.command_line(out), "stopped": report.stopped, "seconds": round(report.seconds, 3),
        "plan": {"games": plan.games, "seed": plan.seed, "players": len(plan.agents), "agents": list(plan.agents),
                 "jail": plan.jail, "regimes": [r.id for r in plan.regimes], "workers": plan.workers,
                 "end_wages_times": report.end_wages_times, "house_rules": list(plan.house_rules),
                 "house_settings": {rule: dict(settings) for rule, settings in plan.house_settings.items()}},
        "rules": report.rules,
        "gini": "0 = everyone has the same, 1 = one player has everything (the textbook formula times n/(n-1))",
        "answers": [a.as_data() for a in answers(report)],
        "against_1906_rules": [p.as_data() for p in paired_table(report)],
        "regimes": regimes,
        "files": {"rounds.csv": [*KEYS, *round_columns(len(plan.agents))], "games.csv": list(GAME_COLUMNS),
                  "charts": [f"{c.name}.png" for c in CHARTS if c.shown(report)]},
        "meanings": MEANINGS,
    }


#: What many games showed, for teachers: in the game's source, not in an installed package.
FINDINGS_SOURCE = Path(__file__).resolve().parents[2] / "docs" / "findings.md"


def _copy_findings(folder: Path) -> Path | None:
    """docs/findings.md beside the page (the page links it), when the report is made from the source."""
    if not FINDINGS_SOURCE.is_file():
        return None
    path = folder / FINDINGS
    path.write_text(FINDINGS_SOURCE.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def write_report(report: Report, folder: Path, out: str | None = None) -> list[Path]:
    """Write the charts, ``summary.json`` and ``index.html`` into ``folder`` (which exists);
    ``out`` is the folder as the command line named it. Returns the files written."""
    written = []
    images = {}
    for chart in CHARTS:
        if not chart.shown(report):
            continue
        figure = chart.draw(report)
        images[chart.name] = png_bytes(figure)
        path = folder / f"{chart.name}.png"
        path.write_bytes(images[chart.name])
        written.append(path)
    path = folder / "summary.json"
    path.write_text(json.dumps(summary(report, out), indent=1, allow_nan=False) + "\n", encoding="utf-8")
    written.append(path)
    findings = _copy_findings(folder)
    if findings is not None:
        written.append(findings)
    path = folder / "index.html"
    path.write_text(page(report, images, out, findings=findings is not None), encoding="utf-8")
    written.append(path)
    path = folder / HANDOUT
    path.write_text(handout(report, images, out), encoding="utf-8")
    written.append(path)
    return written
