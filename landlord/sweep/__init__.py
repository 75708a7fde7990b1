"""``landlord sweep``: the report's games played over a grid of parameters, at a scale a laptop or a
Dask cluster can take (``docs/research.md``).

The parts, each a module of one concept:

* :mod:`.grid`: the cells (a value of every varied parameter) and what a worker needs to play one,
  as plain data, checked before anything runs;
* :mod:`.batch`: a worker's task, a batch of game numbers of one cell, played and returned as
  ready-written files and running statistics;
* :mod:`.moments`: those statistics, merged batch by batch into each cell's means, shares and
  paired differences with 95% intervals;
* :mod:`.parts`: a batch's rows as Parquet or CSV bytes;
* :mod:`.executors`: where the batches run (local worker processes, or a Dask scheduler);
* :mod:`.folder`: the results folder (parts partitioned by cell, summaries, the completion markers
  that make a sweep resumable);
* :mod:`.driver`: the loop that hands out batches, writes what comes back and shows progress;
* :mod:`.charts`: each lesson measure against each varied parameter.
"""
from __future__ import annotations
