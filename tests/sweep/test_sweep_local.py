"""``landlord sweep`` on this machine: every cell's games played from the same seeds and written as
parts partitioned by cell, summaries that are the games' own means and intervals, the same results
for any number of workers, a value the rules refuse stopped before anything runs, and a stopped
sweep resumed where it stopped."""
from __future__ import annotations

import csv
import json
import math
from collections import Counter

import pytest
from sweep_helpers import GAMES, REGIMES, VARY, game_rows, specs, summary_text, sweep

from landlord.cli import main
from landlord.report.intervals import Z_95
from landlord.report.paired import LESSON
from landlord.sweep.charts import chart_file
from landlord.sweep.executors import LocalExecutor
from landlord.sweep.folder import SweepFolder, SweepFolderError
from landlord.sweep.grid import grid, label, parse_vary


@pytest.fixture(scope="module")
def one_worker(tmp_path_factory):
    root = tmp_path_factory.mktemp("sweep-one")
    folder, outcome = sweep(root, specs(), LocalExecutor(1))
    return root, outcome


def _games(root) -> list[dict[str, str]]:
    rows = []
    for part in sorted((root / "games").glob("cell=*/part-*.csv")):
        with open(part, newline="", encoding="utf-8") as f:
            rows += [{"cell": part.parent.name.split("=")[1], **row} for row in csv.DictReader(f)]
    return rows


def test_every_cell_plays_every_game_under_every_rule_set_once(one_worker):
    root, outcome = one_worker
    rows = _games(root)
    counted = Counter((r["cell"], r["regime"], r["game"]) for r in rows)
    assert set(counted.values()) == {1}
    assert len(counted) == 4 * len(REGIMES) * GAMES == outcome.played
    assert sorted({(r["wages_times"], r["house_price"]) for r in rows}) == [("1", "150"), ("1", "50"),
                                                                             ("2", "150"), ("2", "50")]


def test_game_n_of_every_cell_is_played_from_the_same_seed(one_worker):
    rows = _games(one_worker[0])
    seeds = {(r["game"], r["cell"]): r["seed"] for r in rows}
    for game in map(str, range(GAMES)):
        assert len({seed for (g, _), seed in seeds.items() if g == game}) == 1


def test_each_cells_summary_is_the_mean_of_its_games_with_the_textbook_95_percent_interval(one_worker):
    root, _ = one_worker
    games = _games(root)
    with open(root / "summary.csv", newline="", encoding="utf-8") as f:
        summary = list(csv.DictReader(f))
    checked = 0
    for row in summary:
        if row["kind"] == "games" or row["measure"] not in LESSON:
            continue
        values = [float(g[row["measure"]]) for g in games
                  if g["cell"] == row["cell"] and g["regime"] == row["regime"] and g[row["measure"]] != ""]
        mean = sum(values) / len(values)
        half = Z_95 * math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1) / len(values))
        assert float(row["mean"]) == pytest.approx(mean, abs=1e-9)
        assert float(row["high"]) == pytest.approx(mean + half, abs=1e-9)
        checked += 1
    assert checked == 4 * len(REGIMES) * (len(LESSON) - 1)


def test_the_single_tax_is_set_beside_the_same_games_under_the_1906_rules(one_worker):
    root, _ = one_worker
    games = _games(root)
    with open(root / "summary.csv", newline="", encoding="utf-8") as f:
        row = next(r for r in csv.DictReader(f) if r["regime"] == "single-tax-at-5" and r["measure"] == "earned")
    by = {(g["regime"], g["game"]): float(g["earned"]) for g in games if g["cell"] == row["cell"]}
    differences = [by["single-tax-at-5", str(n)] - by["landlordism", str(n)] for n in range(GAMES)]
    assert float(row["against_1906_rules"]) == pytest.approx(sum(differences) / GAMES, abs=1e-9)


def test_the_sweep_is_the_same_on_two_workers_as_on_one(one_worker, tmp_path):
    root, _ = one_worker
    sweep(tmp_path, specs(), LocalExecutor(2))
    assert game_rows(tmp_path) == game_rows(root)
    assert summary_text(tmp_path) == summary_text(root)


def test_a_stopped_sweep_keeps_its_complete_cells_and_a_second_run_finishes_it_with_the_same_results(
        one_worker, tmp_path):
    root, _ = one_worker
    cells = specs()
    folder, stopped = sweep(tmp_path, cells, LocalExecutor(1), should_stop=lambda: bool(folder_done(tmp_path)))
    assert stopped.stopped and stopped.completed == [0]
    assert folder.complete(0) and not folder.complete(1)
    assert "\n1," not in summary_text(tmp_path)             # only the complete cell is summed up
    _, resumed = sweep(tmp_path, cells, LocalExecutor(1))
    assert resumed.skipped == [0] and resumed.completed == [1, 2, 3]
    assert resumed.played == 3 * len(REGIMES) * GAMES       # the complete cell is not played again
    assert game_rows(tmp_path) == game_rows(root)
    assert summary_text(tmp_path) == summary_text(root)


def folder_done(root) -> list:
    return list((root / "cells").glob("*.done"))


def test_a_cell_left_unfinished_is_played_again_from_its_first_game(one_worker, tmp_path):
    root, _ = one_worker
    cells = specs()
    sweep(tmp_path, cells, LocalExecutor(1))
    (tmp_path / "cells" / "cell=2.done").unlink()
    (tmp_path / "games" / "cell=2" / "part-000000099.csv").write_text("left by a run that was killed\n")
    _, again = sweep(tmp_path, cells, LocalExecutor(1))
    assert again.completed == [2] and again.skipped == [0, 1, 3]
    assert game_rows(tmp_path) == game_rows(root)


def test_a_batch_handed_back_twice_is_written_and_counted_once(one_worker, tmp_path):
    class HandsBackTwice(LocalExecutor):
        """Hands every batch back a second time, as an executor that ran a task again might."""

        last = None

        def next_result(self):
            if self.last is not None:
                again, self.last = self.last, None
                return again
            self.last = super().next_result()
            return self.last

    root, expected = one_worker
    _, outcome = sweep(tmp_path, specs(), HandsBackTwice(1))
    assert outcome.played == expected.played
    assert game_rows(tmp_path) == game_rows(root)
    assert summary_text(tmp_path) == summary_text(root)


def test_a_folder_that_holds_another_sweep_is_refused(one_worker):
    root, _ = one_worker
    other = SweepFolder(root, specs("wages-times=1,3"), GAMES, 1)
    with pytest.raises(SweepFolderError, match="holds another sweep"):
        other.open()


def test_ctrl_c_cancels_what_is_in_flight_and_says_the_sweep_stopped(tmp_path):
    class Interrupted(LocalExecutor):
        cancelled = False

        def next_result(self):
            raise KeyboardInterrupt

        def cancel(self):
            Interrupted.cancelled = True

    _, outcome = sweep(tmp_path, specs(), Interrupted(1))
    assert outcome.stopped and Interrupted.cancelled and not folder_done(tmp_path)


# -- the command ----------------------------------------------------------------------------------
def test_the_command_writes_parts_summaries_and_a_chart_of_each_lesson_measure_against_each_parameter(
        tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["sweep", *(w for v in VARY for w in ("--vary", v)), "--games", "3", "--players", "3",
                 "--regimes", "landlordism", "--workers", "1", "--format", "csv", "--out", str(out)]) == 0
    assert "12 games" in capsys.readouterr().out
    assert sorted(p.name for p in (out / "games").iterdir()) == ["cell=0", "cell=1", "cell=2", "cell=3"]
    assert (out / "rounds" / "cell=3" / "part-000000000.csv").is_file()
    assert json.loads((out / "cells" / "cell=1.json").read_text())["values"] == {"wages-times": 1, "house-price": 150}
    charts = {p.name for p in (out / "charts").iterdir()}
    assert charts == {chart_file(m, key) for m in LESSON for key in ("wages-times", "house-price")}


def test_the_command_reads_a_list_of_cells_from_a_csv_file(tmp_path):
    cells = tmp_path / "cells.csv"
    cells.write_text("wages-times,players\n1,3\n2,4\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["sweep", "--list", str(cells), "--games", "2", "--regimes", "landlordism", "--workers", "1",
                 "--format", "csv", "--out", str(out)]) == 0
    rows = game_rows(out)
    assert {(r[0], r[1], r[2]) for r in rows} == {("0", "1", "3"), ("1", "2", "4")}


def _landlord(argv: list[str]) -> int:
    """The command's exit code, whether argparse or the command refused."""
    try:
        return main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


@pytest.mark.parametrize("vary, said", [
    (["--vary", "house-price=50,0"], "house-price: 0 is out of range"),
    (["--vary", "players=3,9"], "players: 9 is out of range"),
    (["--vary", "section-multiplier=2,1000"], "section-multiplier=1000: the rules with houses.land_rent_multipliers"),
    (["--vary", "wages-times=2", "--vary", "house-price=50,999999999"],
     "wages-times=2 house-price=999999999: the rules with houses.price = 999999999 cannot be played"),
    (["--vary", "rounds=5", "--vary", "wages-times=2"], "vary one of them"),
    (["--vary", "houses.price=50,0"], "houses.price: 0 is out of range (1 to"),
    (["--vary", "houses.per_lot=2,99"], "houses.per_lot: 99 is out of range"),
    (["--vary", "houses.colour=1,2"], "unknown parameter 'houses.colour'"),
    (["--vary", "meta.title=1,2"], "unknown parameter 'meta.title'"),
])
def test_a_value_the_rules_refuse_is_one_line_naming_it_before_anything_runs(tmp_path, capsys, vary, said):
    out = tmp_path / "out"
    assert _landlord(["sweep", *vary, "--games", "2", "--workers", "1", "--out", str(out)]) == 2
    error = capsys.readouterr().err
    assert said in error and len(error.strip().splitlines()) == 1
    assert not out.exists()


def test_the_issues_own_grid_varies_a_rules_file_key_by_its_dotted_name_and_a_setting_by_either_spelling(tmp_path):
    """``landlord sweep --vary houses.price=50,100,150 --vary wages_times=5,10,15``: any whole number
    of the rules file, by its dotted key, and the report's parameters written with - or _."""
    cells = grid([parse_vary("houses.price=50,100"), parse_vary("wages_times=1,2")])
    assert [label(c) for c in cells] == ["houses.price=50 wages-times=1", "houses.price=50 wages-times=2",
                                         "houses.price=100 wages-times=1", "houses.price=100 wages-times=2"]
    out = tmp_path / "out"
    assert main(["sweep", "--vary", "houses.price=50,150", "--vary", "wages_times=1", "--games", "2",
                 "--players", "3", "--regimes", "landlordism", "--workers", "1", "--format", "csv",
                 "--out", str(out)]) == 0
    assert json.loads((out / "cells" / "cell=1.json").read_text())["values"] == {"houses.price": 150,
                                                                                "wages-times": 1}
    with open(next((out / "games" / "cell=1").iterdir()), newline="") as f:
        header = next(csv.reader(f))
    assert "houses_price" in header, "a dotted key's column is written with _"
    assert {p.name for p in (out / "charts").iterdir()} == {chart_file(m, "houses.price") for m in LESSON}
