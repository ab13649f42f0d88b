"""One game opened again from the database: its bytes read at their offset, not the whole file."""

from __future__ import annotations

import os
import stat
from typing import Final

from allfives_notation.database.build import DatabaseError, connect
from allfives_notation.stream.files import Source

#: The first bytes of every SQLite database file.
SQLITE_HEADER: Final = b"SQLite format 3\x00"


def is_database(name: str) -> bool:
    """Whether ``name`` is an SQLite file (a games database, or another that :func:`connect` refuses).

    Only a regular file is opened to look: a named pipe or a device is read once, as a record.
    """
    try:
        if not stat.S_ISREG(os.stat(name).st_mode):
            return False
        with open(name, "rb") as file:
            return file.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


def stored_game(database: str, game: int) -> Source:
    """Game ``game`` (games.id) of the database, read from its file at its offset, as a record file's text.

    Its text is preceded by blank lines up to the line it starts at, so every finding
    gives the line of the file; a game on a line of JSON Lines is named ``file:line``, as
    ``allfives validate`` names it. A file changed since it was indexed is refused.
    """
    with connect(database) as db:
        row = db.execute(
            "SELECT f.path, f.size, f.modified_ns, g.line, g.offset, g.size, g.form FROM games g"
            " JOIN files f ON f.id = g.file WHERE g.id = ?",
            (game,),
        ).fetchone()
        count = db.execute("SELECT count(*) FROM games").fetchone()[0]
    db.close()
    if row is None:
        raise DatabaseError(f"{database} holds no game {game} (its games are numbered 1 to {count})")
    path, size, modified, line, offset, length, form = row
    try:
        seen = os.stat(path)
        if (seen.st_size, seen.st_mtime_ns) != (size, modified):
            raise DatabaseError(
                f"{path} has changed since it was indexed: run allfives index again, or open the file itself"
            )
        with open(path, "rb") as file:
            file.seek(offset)
            data = file.read(length)
    except OSError as error:
        raise DatabaseError(f"cannot read {path}, game {game}'s file: {error.strerror or error}") from None
    try:
        text = data.decode("utf-8-sig" if offset == 0 else "utf-8")
    except UnicodeDecodeError:
        raise DatabaseError(f"{path}: game {game}'s bytes are not UTF-8: run allfives index again") from None
    if form == "jsonl":
        return Source(f"{path}:{line}", text.rstrip("\n"))
    return Source(path, "\n" * (line - 1) + text)
