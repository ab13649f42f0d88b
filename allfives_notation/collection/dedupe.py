"""Finding the same game recorded twice, and a game contained in another, in bounded memory.

The first pass reads every game once and keeps, in a temporary SQLite file (not in
memory), its key, its public play, its facts and how good a copy it is
(:mod:`allfives_notation.collection.keys`). Then the copies that share a key, and the
copies whose play is the start of another's, are compared there; what to drop is
decided before anything is written, and a second pass writes the games kept.

A copy is dropped only for a copy that knows all it knows: the same play with no fact
of its own (kept: the better copy: more knowledge, then more annotations, then valid over
invalid, then the first), or the start of a longer copy's play (a record cut short) with
no fact of its own. Two copies of one play that each know something the other does not
are both kept, and said to be.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import tempfile
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Any, Final

from allfives_notation.collection.games import GameInFile
from allfives_notation.collection.keys import (
    Copy,
    agree,
    annotations_of,
    facts_of,
    knows_no_more,
    play_key,
    public_play,
    table_of,
)
from allfives_notation.collection.select import PassTally, every_game
from allfives_notation.stream.files import DEFAULT_LIMITS, Limits

_HEAD: Final = 28  # bytes of play after the table that make the lookup key of a copy's start (7 turns)
_SCHEMA: Final = """
CREATE TABLE copies (
    ord INTEGER PRIMARY KEY, place TEXT, key TEXT, play BLOB, head BLOB, table_length INTEGER,
    facts TEXT, annotations INTEGER, valid INTEGER, finished INTEGER
);
CREATE TABLE verdicts (ord INTEGER PRIMARY KEY, kept INTEGER, why TEXT);
CREATE TABLE texts (digest BLOB PRIMARY KEY, ord INTEGER, place TEXT) WITHOUT ROWID;
CREATE TABLE overlaps (ord INTEGER, other INTEGER, why TEXT);
"""


@dataclass(frozen=True, slots=True)
class Keyed:
    """What deciding needs of one game: its public play, its facts, how good a copy it is."""

    play: bytes
    table_length: int  # how much of the play is the table
    facts: dict[str, str]
    annotations: int
    valid: bool
    finished: bool


def keyed(game: GameInFile) -> Keyed | None:
    """One game read, its layout replayed and checked, for deduplication; None if it does not read.

    A function of this module, so that it runs in other processes too (``dedupe -j``).
    """
    record = game.record()
    if record is None:
        return None
    positions = game.positions()
    return Keyed(
        public_play(record, positions),
        len(table_of(record)),
        facts_of(record, positions),
        annotations_of(record),
        game.report().valid,
        record.result is not None,
    )


@dataclass(frozen=True, slots=True)
class Dropped:
    """A game left out: where it is, the copy kept in its place, and why."""

    order: int
    where: str
    kept: str
    why: str


class Deduplication:
    """The copies of a collection, kept on disk; :meth:`add` each game, then :meth:`decide`."""

    def __init__(self) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="allfives-dedupe-")
        self.db = sqlite3.connect(os.path.join(self._folder.name, "copies.db"))
        self.db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        self.unkeyed = 0  # games that do not read: kept, for nothing can be said of their play

    def close(self) -> None:
        """Remove the temporary file."""
        self.db.close()
        self._folder.cleanup()

    def __enter__(self) -> Deduplication:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def add(self, order: int, where: str, keyed: Keyed | None) -> None:
        """Keep what deciding needs of the ``order``-th game read (from 0); None: it does not read."""
        if keyed is None:
            self.unkeyed += 1
            return
        play, table = keyed.play, keyed.table_length
        self.db.execute(
            "INSERT INTO copies VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                order,
                where,
                play_key(play),
                play,
                play[: table + _HEAD] if len(play) >= table + _HEAD else None,
                table,
                json.dumps(keyed.facts, separators=(",", ":")),
                keyed.annotations,
                keyed.valid,
                keyed.finished,
            ),
        )

    def read(
        self, names: Iterable[str], tally: PassTally, *, jobs: int = 1, limits: Limits = DEFAULT_LIMITS
    ) -> None:
        """Read every game of the files; key each in ``jobs`` processes, but a text met before only once.

        A game whose text is, byte for byte, that of a game before it is the same copy
        again: it is dropped for the first without being read past its text.
        """
        with ExitStack() as stack:
            pool = stack.enter_context(ProcessPoolExecutor(jobs)) if jobs > 1 else None
            waiting: deque[tuple[list[tuple[int, str]], Future[list[Keyed | None]] | list[Keyed | None]]] = (
                deque()
            )
            chunk: list[tuple[int, str, GameInFile]] = []

            def send() -> None:
                games = [game for _, _, game in chunk]
                places = [(order, where) for order, where, _ in chunk]
                work = _keyed_all(games) if pool is None else pool.submit(_keyed_all, games)
                waiting.append((places, work))
                chunk.clear()

            def take() -> None:
                places, work = waiting.popleft()
                for (order, where), found in zip(
                    places, work.result() if isinstance(work, Future) else work, strict=True
                ):
                    self.add(order, where, found)

            for order, game in enumerate(every_game(names, tally, limits=limits)):
                where = game.where
                digest = hashlib.blake2b(game.text.encode("utf-8"), digest_size=16).digest()
                first = self.db.execute("SELECT ord, place FROM texts WHERE digest = ?", (digest,)).fetchone()
                if first is not None and game.whole:
                    self.db.execute(
                        "INSERT INTO verdicts VALUES (?, ?, ?)", (order, first[0], "the same text, again")
                    )
                    self.db.execute("INSERT INTO copies (ord, place) VALUES (?, ?)", (order, where))
                    continue
                self.db.execute("INSERT INTO texts VALUES (?, ?, ?)", (digest, order, where))
                chunk.append((order, where, game))
                if len(chunk) >= _CHUNK:
                    send()
                while len(waiting) > 2 * jobs:
                    take()
            if chunk:
                send()
            while waiting:
                take()

    def decide(self) -> None:
        """Decide which copies to drop: first among equal plays, then a play cut short of a longer one."""
        db = self.db
        db.executescript(
            "CREATE INDEX copies_key ON copies (key); CREATE INDEX copies_head ON copies (head);"
        )
        keys = [
            key
            for (key,) in db.execute(
                "SELECT key FROM copies WHERE key IS NOT NULL GROUP BY key HAVING count(*) > 1"
            )
        ]
        for key in keys:
            rows = db.execute(f"SELECT {_COLUMNS} FROM copies WHERE key = ?", (key,)).fetchall()
            self._same_play([_copy(row) for row in rows])
        longest_first = (
            f"SELECT {_COLUMNS}, table_length FROM copies WHERE play IS NOT NULL"
            " ORDER BY length(play) DESC, ord"
        )
        for row in db.cursor().execute(longest_first):  # a row at a time: the plays stay on disk
            copy = _copy(row[:-1])
            if not self._dropped(copy.order):
                self._cut_short(copy, row[-1])
        db.commit()

    def _same_play(self, copies: list[Copy]) -> None:
        """Of copies of one play, keep the best; drop each that knows nothing a kept one does not."""
        ranked = sorted(copies, key=_rank, reverse=True)
        kept: list[Copy] = []
        for copy in ranked:
            holder = next((k for k in kept if knows_no_more(copy.facts, k.facts)), None)
            if holder is not None:
                self._drop(copy, holder, _why_same(copy, holder))
                continue
            for other in kept:
                why = (
                    "the same play, and each copy knows what the other does not"
                    if agree(copy.facts, other.facts)
                    else "the same play, but a different deal where the two copies tell it"
                )
                self.db.execute("INSERT INTO overlaps VALUES (?, ?, ?)", (copy.order, other.order, why))
            kept.append(copy)

    def _cut_short(self, copy: Copy, table: int) -> None:
        """Drop ``copy`` if its play is the start of a longer copy's that knows all it knows."""
        start = copy.play[: table + _HEAD]
        if len(copy.play) >= table + _HEAD:
            rows = self.db.execute(
                f"SELECT {_COLUMNS} FROM copies WHERE head = ? AND length(play) > ? ORDER BY ord",
                (start, len(copy.play)),
            )
        else:  # a copy of a few turns: every copy of the table is looked at
            rows = self.db.execute(
                f"SELECT {_COLUMNS} FROM copies WHERE substr(play, 1, ?) = ? AND length(play) > ?"
                " ORDER BY ord",
                (len(copy.play), copy.play, len(copy.play)),
            )
        for row in rows.fetchall():
            longer = _copy(row)
            holds = longer.play.startswith(copy.play) and knows_no_more(copy.facts, longer.facts)
            if holds and not self._dropped(longer.order):
                self._drop(copy, longer, "a record cut short: its play is the start of the kept copy's")
                return

    def _drop(self, copy: Copy, kept: Copy, why: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO verdicts VALUES (?, ?, ?)", (copy.order, kept.order, why))

    def _dropped(self, order: int) -> bool:
        return self.db.execute("SELECT 1 FROM verdicts WHERE ord = ?", (order,)).fetchone() is not None

    def dropped_orders(self) -> Iterator[int]:
        """The copies dropped, in order."""
        for (order,) in self.db.execute("SELECT ord FROM verdicts ORDER BY ord"):
            yield order

    def dropped(self) -> Iterator[Dropped]:
        """Each copy dropped, in order, with the copy kept in its place and why."""
        query = "SELECT ord, c.place, v.kept, v.why FROM verdicts v JOIN copies c USING (ord) ORDER BY ord"
        for order, where, kept, why in self.db.cursor().execute(query):
            while further := self.db.execute("SELECT kept FROM verdicts WHERE ord = ?", (kept,)).fetchone():
                kept = further[0]  # the copy this one was dropped for went too: name the one kept
            place = self.db.execute("SELECT place FROM copies WHERE ord = ?", (kept,)).fetchone()[0]
            yield Dropped(order, where, place, why)

    def overlaps(self) -> Iterator[tuple[str, str, str]]:
        """Copies of one play both kept, for each knows what the other does not: (one, other, why)."""
        query = (
            "SELECT c.place, k.place, o.why FROM overlaps o JOIN copies c ON c.ord = o.ord"
            " JOIN copies k ON k.ord = o.other ORDER BY o.ord"
        )
        yield from self.db.execute(query)

    def key_of(self, order: int) -> str | None:
        """The key of the ``order``-th game, if it read."""
        row = self.db.execute("SELECT key FROM copies WHERE ord = ?", (order,)).fetchone()
        return None if row is None else str(row[0])


_COLUMNS: Final = "ord, place, key, play, facts, annotations, valid, finished"
_CHUNK: Final = 200  # games sent to a process at a time


def _keyed_all(games: list[GameInFile]) -> list[Keyed | None]:
    return [keyed(game) for game in games]


def _copy(row: tuple[Any, ...]) -> Copy:
    order, where, key, play, facts, annotations, valid, finished = row
    return Copy(order, where, key, play, json.loads(facts), annotations, bool(valid), bool(finished))


def _rank(copy: Copy) -> tuple[int, int, bool, int]:
    """More knowledge, then more annotations, then valid over invalid, then the earlier."""
    return (len(copy.facts), copy.annotations, copy.valid, -copy.order)


def _why_same(copy: Copy, kept: Copy) -> str:
    """Why ``kept`` was kept over ``copy``, a copy of the same play that knows no more."""
    if len(kept.facts) > len(copy.facts):
        facts = f"{len(kept.facts)} facts of the deal against {len(copy.facts)}"
        return f"the same game; the kept copy knows more ({facts})"
    if kept.annotations > copy.annotations:
        more = f"{kept.annotations} against {copy.annotations}"
        return f"the same game; the kept copy has more annotations ({more})"
    if kept.valid and not copy.valid:
        return "the same game; the kept copy is valid and this one is not"
    return "the same game, recorded again"
