"""Where a sweep's batches run, behind one small interface: local worker processes, or a Dask
distributed scheduler (``--cluster tcp://HOST:PORT``, the ``[cluster]`` extra).

An :class:`Executor` is given tasks one at a time (:meth:`~Executor.submit`) and hands back the
next finished one, in whatever order they finish (:meth:`~Executor.next_result`); the driver keeps
only a few in flight, so neither side holds the sweep. :meth:`~Executor.cancel` drops whatever is
queued or running: the local pool is terminated, the cluster's futures are cancelled.

Results do not depend on the executor: a batch's games and their seeds are fixed by its cell and
numbers, and the driver orders what comes back by cell and game, never by arrival.
"""
from __future__ import annotations

import multiprocessing
import queue
import signal
from typing import Any, Protocol

from .batch import BatchResult, Task, play_batch

#: Times Dask runs a task again after it raised (a lost worker is the scheduler's to reschedule:
#: its ``allowed-failures``).
RETRIES = 2


class Executor(Protocol):
    """Runs batches: :class:`LocalExecutor` or :class:`DaskExecutor`."""

    workers: int

    def submit(self, task: Task) -> None: ...

    def next_result(self) -> BatchResult:
        """The next batch to finish (blocking); only while some are in flight."""
        ...

    def cancel(self) -> None:
        """Drop every batch not yet handed back."""
        ...

    def close(self) -> None: ...


def _ignore_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the driver's to handle, once


class LocalExecutor:
    """``workers`` processes of this machine, started with ``spawn`` (only plain data crosses: a
    task and its result); with one worker, the batches are played in this process."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: Any = None
        self._done: queue.Queue[tuple[bool, Any]] = queue.Queue()
        self._waiting: list[Task] = []
        if workers > 1:
            self._pool = multiprocessing.get_context("spawn").Pool(workers, _ignore_ctrl_c)

    def submit(self, task: Task) -> None:
        if self._pool is None:
            self._waiting.append(task)
            return
        self._pool.apply_async(play_batch, (task,), callback=lambda r: self._done.put((True, r)),
                               error_callback=lambda e: self._done.put((False, e)))

    def next_result(self) -> BatchResult:
        if self._pool is None:
            return play_batch(self._waiting.pop(0))
        ok, value = self._done.get()
        if not ok:
            raise value
        return value

    def cancel(self) -> None:
        self._waiting.clear()
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()
            self._pool = None

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool.join()
            self._pool = None


class DaskExecutor:
    """A Dask distributed scheduler's workers: an existing scheduler's ``address``
    (``tcp://HOST:PORT``), or a ``client`` already connected (tests start a ``LocalCluster``).

    Each batch is a future keyed by :attr:`Task.key`; a worker lost mid-batch has its batches run
    again elsewhere by the scheduler, and a batch that raised is retried :data:`RETRIES` times.
    """

    def __init__(self, address: str | None = None, *, client: Any = None) -> None:
        from distributed import Client, as_completed
        self._own = client is None
        self.client = client if client is not None else Client(address, timeout="10s")
        self._finished = as_completed()
        self._futures: dict[str, Any] = {}
        self.workers = max(1, sum(w.get("nthreads", 1) for w in self.client.scheduler_info()["workers"].values()))

    def submit(self, task: Task) -> None:
        future = self.client.submit(play_batch, task, key=task.key, retries=RETRIES, pure=False)
        self._futures[task.key] = future
        self._finished.add(future)

    def next_result(self) -> BatchResult:
        future = next(self._finished)
        self._futures.pop(future.key, None)
        result: BatchResult = future.result()
        future.release()
        return result

    def cancel(self) -> None:
        if self._futures:
            self.client.cancel(list(self._futures.values()))
            self._futures.clear()
        self._finished.clear()

    def close(self) -> None:
        if self._own:
            self.client.close()


def dask_installed() -> bool:
    try:
        import distributed  # noqa: F401
    except ImportError:
        return False
    return True


__all__ = ["DaskExecutor", "Executor", "LocalExecutor", "RETRIES", "dask_installed"]
