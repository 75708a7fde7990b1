"""``landlord sweep`` on a Dask cluster: a LocalCluster of two worker processes on the loopback
address, started and stopped here, plays the same sweep as the local executor, byte for byte; a
stopped sweep leaves no task of its own on the scheduler; and a worker killed mid-sweep has its
games played again elsewhere, none lost and none counted twice."""
from __future__ import annotations

import logging
import os
import signal
import time

import pytest

distributed = pytest.importorskip("distributed")
pytest.importorskip("pyarrow")

from sweep_helpers import REGIMES, game_rows, specs, summary_text, sweep  # noqa: E402

from landlord.sweep.executors import DaskExecutor, LocalExecutor  # noqa: E402

#: A few more games than the local tests, and longer ones, so a worker can be killed with batches in hand.
VARY = ("wages-times=2,3", "house-price=50,150")
GAMES = 12


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None, silence_logs=logging.ERROR)
    with cluster, distributed.Client(cluster) as connected:
        yield connected


@pytest.fixture(scope="module")
def local(tmp_path_factory):
    root = tmp_path_factory.mktemp("sweep-local")
    sweep(root, specs(*VARY, form="parquet", games=GAMES), LocalExecutor(1), games=GAMES)
    return root


def _ours(client) -> list[str]:
    """The sweep's tasks the scheduler still holds."""
    def held(dask_scheduler):
        return [str(key) for key in dask_scheduler.tasks if str(key).startswith("landlord-sweep")]
    return client.run_on_scheduler(held)


def _until_none_held(client, seconds: float = 10.0) -> list[str]:
    deadline = time.monotonic() + seconds
    while (held := _ours(client)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return held


def test_a_sweep_on_a_dask_cluster_gives_the_very_results_of_the_local_workers(client, local, tmp_path):
    _, outcome = sweep(tmp_path, specs(*VARY, form="parquet", games=GAMES), DaskExecutor(client=client), games=GAMES)
    assert outcome.played == 4 * len(REGIMES) * GAMES
    assert game_rows(tmp_path) == game_rows(local)
    assert summary_text(tmp_path) == summary_text(local)
    assert _until_none_held(client) == []


def test_a_stopped_sweep_cancels_its_tasks_on_the_cluster_and_keeps_its_complete_cells(client, tmp_path):
    cells = specs(*VARY, form="parquet", games=GAMES)
    folder, outcome = sweep(tmp_path, cells, DaskExecutor(client=client), games=GAMES,
                            should_stop=lambda: any((tmp_path / "cells").glob("*.done")))
    assert outcome.stopped and len(outcome.completed) == 1
    assert folder.complete(outcome.completed[0])
    assert _until_none_held(client) == []


class KillsAWorker(DaskExecutor):
    """The Dask executor, killing (SIGKILL) a worker that holds batches once the first batch is back."""

    killed: list[int] = []

    def next_result(self):
        result = super().next_result()
        if not self.killed:
            busy = [address for address, keys in self.client.processing().items() if keys]
            pids = self.client.run(os.getpid)
            assert busy, "no worker held a batch to lose"
            self.killed.append(pids[busy[0]])
            os.kill(pids[busy[0]], signal.SIGKILL)
        return result


def test_a_worker_killed_mid_sweep_has_its_games_played_again_none_lost_none_counted_twice(client, local, tmp_path):
    _, outcome = sweep(tmp_path, specs(*VARY, form="parquet", games=GAMES), KillsAWorker(client=client), games=GAMES)
    assert KillsAWorker.killed
    rows = game_rows(tmp_path)
    assert len({row[:5] for row in rows}) == len(rows)        # each (cell, its two values, regime, game) once
    assert outcome.played == 4 * len(REGIMES) * GAMES
    assert rows == game_rows(local)
    assert summary_text(tmp_path) == summary_text(local)
