"""A batch's rows as the bytes of one file: Parquet (with pyarrow, the ``[cluster]`` extra) or CSV.

The worker that played a batch writes its rows into a file's bytes, so the driver only puts bytes
on disk: it never builds a table, and its memory does not grow with the sweep. Every part of a
sweep has the same columns and types (:func:`game_columns`, :func:`round_columns_of`), whichever
cell it holds, so pandas, Polars, DuckDB or pyarrow read the folder as one table.
"""
from __future__ import annotations

import csv
import io
from typing import Any, Sequence

from ..report.output import GAME_FACTS, GAME_MEASURES
from ..report.series import round_columns

FORMATS = ("parquet", "csv")
#: What a column holds: a whole number (64-bit), a real number, or text. Blank (null) is allowed.
INT, FLOAT, TEXT = "int", "float", "text"
#: The per-round columns that are not whole numbers.
FLOAT_ROUND_COLUMNS = frozenset({"gini_wealth", "gini_earned", "top_land_share", "top_deed_share"})
TEXT_GAME_COLUMNS = frozenset({"winner_agent", "ended_by", "end"})


def pyarrow_installed() -> bool:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


def default_format() -> str:
    """Parquet where pyarrow is installed, CSV otherwise."""
    return "parquet" if pyarrow_installed() else "csv"


def game_columns(parameters: Sequence[str]) -> list[tuple[str, str]]:
    """The per-game rows' columns and their types: the parameters', the rule set, the game, its facts
    and measures (``games.csv``'s, without the replay command: the cell's rules and the seed replay it)."""
    facts = [(name, TEXT if name in TEXT_GAME_COLUMNS else INT) for name in GAME_FACTS]
    return [*((p, INT) for p in parameters), ("regime", TEXT), ("game", INT), *facts,
            *((m, FLOAT) for m in GAME_MEASURES)]


def round_columns_of(parameters: Sequence[str], seats: int) -> list[tuple[str, str]]:
    """The per-round rows' columns and their types, a column for every seat of the largest table."""
    return [*((p, INT) for p in parameters), ("regime", TEXT), ("game", INT),
            *((name, FLOAT if name in FLOAT_ROUND_COLUMNS else INT) for name in round_columns(seats))]


def file_bytes(columns: Sequence[tuple[str, str]], rows: Sequence[Sequence[Any]], form: str) -> bytes:
    """``rows`` (each in ``columns``' order, None for blank) as a Parquet or CSV file."""
    if form == "parquet":
        return _parquet(columns, rows)
    text = io.StringIO(newline="")
    writer = csv.writer(text)
    writer.writerow(name for name, _ in columns)
    writer.writerows(("" if v is None else v for v in row) for row in rows)
    return text.getvalue().encode("utf-8")


def _parquet(columns: Sequence[tuple[str, str]], rows: Sequence[Sequence[Any]]) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq
    types = {INT: pa.int64(), FLOAT: pa.float64(), TEXT: pa.string()}
    schema = pa.schema([(name, types[kind]) for name, kind in columns])
    arrays = [pa.array([row[k] for row in rows], type=field.type) for k, field in enumerate(schema)]
    sink = io.BytesIO()
    pq.write_table(pa.Table.from_arrays(arrays, schema=schema), sink, compression="zstd")
    return sink.getvalue()


__all__ = ["FORMATS", "default_format", "file_bytes", "game_columns", "pyarrow_installed", "round_columns_of"]
