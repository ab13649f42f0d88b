"""Building the games database: incremental, and never over a good database with a failed run.

A run copies the database to a temporary file beside it (SQLite's backup), adds to the
copy the files that are new or changed since they were indexed, and puts the copy in
place with one rename once all is done; a failure anywhere leaves the database as it was,
and a run with nothing to add leaves it untouched.
While a run goes on it holds the database's write lock, so a second run at the same
time is told the database is locked instead of losing the first one's work. Readers
(``allfives query``) are never stopped.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from allfives_notation import __version__
from allfives_notation.collection.games import Place, Unread, over_games
from allfives_notation.database.rows import GameRows, rows_of
from allfives_notation.database.schema import APPLICATION_ID, SCHEMA_VERSION, TABLES, schema_sql
from allfives_notation.errors import AllFivesError
from allfives_notation.stream import writing
from allfives_notation.stream.files import DEFAULT_LIMITS, Limits
from allfives_notation.stream.writing import dress_as, temporary_name

#: The format every games database names in its ``meta`` table.
FORMAT: Final = "allfives games database"
_CHILD_TABLES: Final = tuple(t for t in TABLES if t.name not in ("files", "games", "meta"))
_WAIT: Final = 0.5  # seconds to wait for another program's lock before saying the database is locked


class DatabaseError(AllFivesError):
    """A games database that cannot be used: locked, damaged, of a newer version, or not one at all."""


@dataclass(slots=True)
class IndexTally:
    """What a run of ``index`` did."""

    files: int = 0
    skipped: int = 0  # unchanged since the last run
    games: int = 0
    invalid: int = 0
    unread: int = 0  # games whose record does not read: kept with their findings
    hands: int = 0
    turns: int = 0
    gone: list[str] = field(default_factory=list)  # files that gave no game, with why


def connect(path: str, *, write: bool = False) -> sqlite3.Connection:
    """Open a games database, checked to be one this version reads; read-only unless ``write``."""
    if not os.path.exists(path):
        raise DatabaseError(f"{path}: no such database (allfives index FILES -o {path} makes one)")
    mode = "rw" if write else "ro"
    try:
        db = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode={mode}", uri=True, timeout=_WAIT)
    except sqlite3.Error as error:
        raise DatabaseError(f"{path}: cannot open it ({error})") from None
    try:
        check(db, path)
    except BaseException:
        db.close()
        raise
    return db


def check(db: sqlite3.Connection, path: str) -> None:
    """Refuse a file that is not a games database, or is damaged, or of a later version of the tables."""
    try:
        application, version = (
            db.execute("PRAGMA application_id").fetchone()[0],
            db.execute("PRAGMA user_version").fetchone()[0],
        )
    except sqlite3.DatabaseError as error:
        raise DatabaseError(f"{path}: {_damaged(error)}") from None
    if application != APPLICATION_ID:
        raise DatabaseError(
            f"{path} is not an allfives games database (it is another SQLite file, or another kind of file):"
            " it is left as it is; give another name"
        )
    if version > SCHEMA_VERSION:
        raise DatabaseError(
            f"{path} was written by a newer allfives (tables version {version}; this one knows up to"
            f" {SCHEMA_VERSION}): it is left as it is; update allfives-notation to use it"
        )


def _damaged(error: sqlite3.Error) -> str:
    text = str(error)
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return f"this file is damaged or not a database (SQLite: {text}); it is left as it is"
    if "locked" in text or "busy" in text:
        return "another program is writing this database (it is locked); try again when it is done"
    return f"SQLite: {text}"


def index(
    names: Iterable[str], out: str, tally: IndexTally, *, jobs: int = 1, limits: Limits = DEFAULT_LIMITS
) -> None:
    """Index the files into the database ``out``, made or brought up to date; see the module docstring."""
    target = os.path.realpath(out)
    folder = os.path.dirname(target) or "."
    wanted = list(names)
    with contextlib.ExitStack() as stack:
        original: sqlite3.Connection | None = None
        if os.path.exists(target):
            lock = connect(out, write=True)
            stack.callback(lock.close)
            try:
                lock.execute("BEGIN IMMEDIATE")  # held to the end: one writer at a time; readers go on
            except sqlite3.OperationalError as error:
                raise DatabaseError(f"{out}: {_damaged(error)}") from None
            original = connect(out)
            stack.callback(original.close)
            try:
                if _version(original) == SCHEMA_VERSION and _all_unchanged(original, wanted):
                    # nothing to add: the database stays, not copied
                    tally.files = tally.skipped = len(wanted)
                    return
            except sqlite3.DatabaseError as error:
                raise DatabaseError(f"{out}: {_damaged(error)}") from None
        temporary = temporary_name(Path(folder) / os.path.basename(target))
        ours = [temporary]  # named before it is made, so that a stop at any moment removes it
        stack.callback(_remove, ours)
        try:
            os.close(writing.create_new(temporary))
        except OSError as error:
            ours.clear()  # not made: whatever has that name is not ours to remove
            raise DatabaseError(f"cannot write beside {out}: {error.strerror or error}") from None
        db = stack.enter_context(contextlib.closing(sqlite3.connect(temporary)))
        try:
            if original is not None:
                original.backup(db)
                _upgrade(db)
            else:
                _create(db)
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("PRAGMA journal_mode = OFF")  # a temporary file: nothing to roll back to
            db.execute("PRAGMA synchronous = OFF")
            with db:
                _index_files(db, wanted, tally, jobs, limits)
        except sqlite3.DatabaseError as error:
            raise DatabaseError(f"{out}: {_damaged(error)}") from None
        db.close()
        _put_in_place(temporary, target, out)


def _put_in_place(temporary: str, target: str, shown: str) -> None:
    """The temporary database, flushed to the disk, renamed over the target, dressed as the target was."""
    try:
        with open(temporary, "rb+") as file:
            os.fsync(file.fileno())
        old = os.stat(target) if os.path.exists(target) else None
        dress_as(temporary, Path(target), old)
        os.replace(temporary, target)
    except OSError as error:
        raise DatabaseError(f"cannot write {shown}: {error.strerror or error}") from None


def _create(db: sqlite3.Connection) -> None:
    db.executescript(schema_sql())
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.executemany(
        "INSERT INTO meta VALUES (?, ?)",
        [
            ("format", FORMAT),
            ("schema", str(SCHEMA_VERSION)),
            ("written_by", f"allfives-notation {__version__}"),
        ],
    )
    db.commit()


def _version(db: sqlite3.Connection) -> int:
    """The version of the database's tables (``PRAGMA user_version``)."""
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def _upgrade(db: sqlite3.Connection) -> None:
    """A database of an older version of the tables brought up to this one (in the copy a run writes).

    Version 1 kept no muggins calls and no deals thrown in: the table ``calls`` and the column
    ``hands.thrown_in`` are added, and every file is marked to be indexed again (one named in
    this run is, at once; any other, the next time it is named), so none lacks its calls.
    """
    version = _version(db)
    if version == SCHEMA_VERSION:
        return
    if version < 2:
        hands, calls = (next(t for t in TABLES if t.name == name) for name in ("hands", "calls"))
        added = next(c for c in hands.columns if c.name == "thrown_in")
        db.execute(f"ALTER TABLE hands ADD COLUMN {added.name} {added.type} {added.constraint}")
        db.executescript(calls.create())
        db.execute("UPDATE files SET size = -1")  # never a file's size: indexed again when next named
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION),))
    db.commit()


def _index_files(
    db: sqlite3.Connection, names: Iterable[str], tally: IndexTally, jobs: int, limits: Limits
) -> None:
    now = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    changed: list[tuple[str, int]] = []  # the files to index, each with its row
    for name in names:
        tally.files += 1
        path = os.path.realpath(name)
        try:
            seen = os.stat(path)
        except OSError as error:
            tally.gone.append(f"{name}: cannot read this file: {error.strerror or error}")
            continue
        known, unchanged = _indexed(db, path, seen)
        if unchanged:
            tally.skipped += 1
            continue
        if known is not None:
            db.execute("DELETE FROM files WHERE id = ?", (known,))  # its games and their rows go too
        file_id = db.execute(
            "INSERT INTO files (path, size, modified_ns, games, problem, indexed_at)"
            " VALUES (?, ?, ?, 0, NULL, ?)",
            (path, seen.st_size, seen.st_mtime_ns, now),
        ).lastrowid
        assert file_id is not None
        changed.append((name, file_id))
    ids = dict(changed)
    counts = dict.fromkeys(ids.values(), 0)
    current = iter(changed)
    name, file_id = next(current, ("", 0))
    for item in over_games([name for name, _ in changed], rows_of, jobs=jobs, limits=limits):
        source = item.source if isinstance(item, Unread) else item[0].source
        while source != _shown(name):
            name, file_id = next(current)
        if isinstance(item, Unread):
            db.execute("UPDATE files SET problem = ? WHERE id = ?", (item.problem.message, file_id))
            tally.gone.append(f"{name}: {item.problem.message}")
            continue
        place, rows = item
        counts[file_id] += 1
        _insert(db, file_id, place, rows, tally)
    db.executemany("UPDATE files SET games = ? WHERE id = ?", [(n, i) for i, n in counts.items()])


def _indexed(db: sqlite3.Connection, path: str, seen: os.stat_result) -> tuple[int | None, bool]:
    """The file's id in the database (None if never indexed), and whether it is unchanged since."""
    row = db.execute("SELECT id, size, modified_ns FROM files WHERE path = ?", (path,)).fetchone()
    if row is None:
        return None, False
    return row[0], (row[1], row[2]) == (seen.st_size, seen.st_mtime_ns)


def _all_unchanged(db: sqlite3.Connection, names: list[str]) -> bool:
    """Whether every file is indexed already as it is now (same size, same time of change)."""
    for name in names:
        path = os.path.realpath(name)
        try:
            seen = os.stat(path)
        except OSError:
            return False  # told as the run goes on
        if not _indexed(db, path, seen)[1]:
            return False
    return True


def _shown(name: str) -> str:
    return "<stdin>" if name == "-" else name


_GAME_COLUMNS: Final = len(next(t for t in TABLES if t.name == "games").columns)


def _insert(db: sqlite3.Connection, file_id: int, place: Place, rows: GameRows, tally: IndexTally) -> None:
    marks = ", ".join("?" * _GAME_COLUMNS)
    row = (None, file_id, place.number, place.line, place.offset, place.size, *rows.game[6:])
    game_id = db.execute(f"INSERT INTO games VALUES ({marks})", row).lastrowid
    for table in _CHILD_TABLES:
        found: list[tuple[object, ...]] = getattr(rows, table.name)
        if found:
            marks = ", ".join("?" * len(table.columns))
            db.executemany(
                f"INSERT INTO {table.name} VALUES ({marks})", [(game_id, *row[1:]) for row in found]
            )
    tally.games += 1
    tally.unread += not rows.game[7]
    tally.invalid += not rows.game[8]
    tally.hands += len(rows.hands)
    tally.turns += len(rows.turns)


def stored_rows(db: sqlite3.Connection, table: str) -> Iterator[tuple[object, ...]]:
    """Every row of a table, a row at a time."""
    yield from db.execute(f"SELECT * FROM {table}")


__all__ = ["DatabaseError", "GameRows", "IndexTally", "connect", "index", "stored_rows"]


def _remove(names: list[str]) -> None:
    """Remove the files of ``names`` that exist."""
    for name in names:
        Path(name).unlink(missing_ok=True)
