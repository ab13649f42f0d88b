"""The games database's tables written as Parquet, for DuckDB, Spark or Dask over a corpus of many machines.

Needs pyarrow (``pip install 'allfives-notation[parquet]'``). Each table becomes a folder
of its own, ``OUT/<table>/<part>.parquet``, so the parts written for many shards, on many
machines, read as one table (``dask.dataframe.read_parquet("OUT/turns/")``). A game's id
in Parquet is a 63-bit number made from its file's path and its number in the file, the
same wherever the shard is indexed, so the tables of every part join on it.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import shutil
import sqlite3
import tempfile
from typing import Any, Final

from allfives_notation.database.build import DatabaseError
from allfives_notation.database.schema import TABLES

_ROWS: Final = 100_000  # rows a row group holds: memory stays bounded whatever the size of a table
_TYPES: Final = {"INTEGER": "int64", "TEXT": "string", "REAL": "float64", "BLOB": "binary"}


def pyarrow() -> Any:
    """The pyarrow module; a clear error where it is not installed."""
    try:
        return importlib.import_module("pyarrow")
    except ImportError:
        raise DatabaseError(
            "writing Parquet needs pyarrow: pip install 'allfives-notation[parquet]' (or pip install pyarrow)"
        ) from None


def game_id(path: str, number: int) -> int:
    """A game's id in Parquet: 63 bits of the BLAKE2b digest of its file's path and its number there."""
    digest = hashlib.blake2b(f"{path}\x00{number}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def export(db: sqlite3.Connection, out: str, part: str) -> dict[str, int]:
    """Every table of ``db`` as ``out/<table>/<part>.parquet``, put in place together; rows per table."""
    pa = pyarrow()
    parquet = importlib.import_module("pyarrow.parquet")
    os.makedirs(out, exist_ok=True)
    games = {
        game: game_id(path, number)
        for game, path, number in db.execute(
            "SELECT g.id, f.path, g.number FROM games g JOIN files f ON f.id = g.file"
        )
    }
    files = {file: game_id(path, 0) for file, path in db.execute("SELECT id, path FROM files")}
    staging: str | None = None
    counts: dict[str, int] = {}
    try:
        staging = tempfile.mkdtemp(prefix=".allfives-parquet-", dir=out)  # in the try: a stop removes it
        for table in TABLES:
            if table.name == "meta":
                continue
            schema = pa.schema([(c.name, _TYPES[c.type]) for c in table.columns])
            folder = os.path.join(staging, table.name)
            os.makedirs(folder)
            path = os.path.join(folder, f"{part}.parquet")
            counts[table.name] = _write(db, table.name, schema, path, games, files, pa, parquet)
        for table_name in counts:
            final = os.path.join(out, table_name)
            os.makedirs(final, exist_ok=True)
            os.replace(
                os.path.join(staging, table_name, f"{part}.parquet"), os.path.join(final, f"{part}.parquet")
            )
    except OSError as error:
        raise DatabaseError(f"cannot write {out}: {error.strerror or error}") from None
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
    return counts


def _write(
    db: sqlite3.Connection,
    name: str,
    schema: Any,
    path: str,
    games: dict[int, int],
    files: dict[int, int],
    pa: Any,
    parquet: Any,
) -> int:
    """One table, a row group at a time; game and file ids made the same in every part."""
    columns = schema.names
    ids = {i: games for i, c in enumerate(columns) if c == "game" or (name == "games" and c == "id")}
    ids |= {
        i: files
        for i, c in enumerate(columns)
        if (name == "games" and c == "file") or (name == "files" and c == "id")
    }
    cursor = db.execute(f"SELECT {', '.join(columns)} FROM {name}")
    written = 0
    with parquet.ParquetWriter(path, schema) as writer:
        while rows := cursor.fetchmany(_ROWS):
            if ids:
                rows = [tuple(ids[i][v] if i in ids else v for i, v in enumerate(row)) for row in rows]
            batch = pa.Table.from_pylist(
                [dict(zip(columns, row, strict=True)) for row in rows], schema=schema
            )
            writer.write_table(batch)
            written += len(rows)
    return written
