"""The questions people ask a games database most, as SQL over its tables; and how answers are printed."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from allfives_notation.errors import AllFivesError, quiet_json


class QuestionError(AllFivesError):
    """A question that cannot be asked as given: says what was expected."""


@dataclass(frozen=True, slots=True)
class Question:
    """SQL and its parameters, with what it answers in words."""

    about: str
    sql: str
    parameters: tuple[object, ...] = ()


PLAYER_RECORD: Final = """
SELECT p.name AS player, count(*) AS games, sum(p.won = 1) AS won, sum(p.won = 0) AS lost,
       sum(p.won IS NULL) AS unfinished, round(100.0 * sum(p.won = 1) / nullif(sum(p.won IS NOT NULL), 0), 1)
       AS won_percent, sum(p.points) AS points, max(p.best_turn) AS best_turn, sum(g.valid = 0) AS invalid
FROM players p JOIN games g ON g.id = p.game
WHERE p.name = ?
GROUP BY p.name
"""

HEAD_TO_HEAD: Final = """
SELECT a.name AS player, b.name AS opponent, count(*) AS games, sum(a.won = 1) AS won,
       sum(b.won = 1) AS lost, sum(a.won IS NULL) AS unfinished, sum(a.points) AS points,
       sum(b.points) AS opponent_points
FROM players a JOIN players b ON b.game = a.game AND b.side <> a.side
WHERE a.name = ? AND b.name = ?
GROUP BY a.name, b.name
"""

BIGGEST: Final = """
SELECT t.points, t.tile, t.arm, p.name AS player, g.id AS game, t.hand, t.turn, t.ends,
       f.path || ':' || coalesce(t.line, g.line) AS place
FROM turns t INDEXED BY turns_points
JOIN games g ON g.id = t.game JOIN files f ON f.id = g.file
JOIN players p ON p.game = t.game AND p.seat = t.seat
WHERE t.points > 0
ORDER BY t.points DESC, t.game, t.hand, t.turn
LIMIT ?
"""

ENDS: Final = """
SELECT g.id AS game, t.hand, t.turn, p.name AS player, t.tile, t.arm, t.count, t.points,
       f.path || ':' || coalesce(t.line, g.line) AS place
FROM turns t JOIN games g ON g.id = t.game JOIN files f ON f.id = g.file
JOIN players p ON p.game = t.game AND p.seat = t.seat
WHERE t.ends = ?
ORDER BY t.game, t.hand, t.turn
LIMIT ?
"""


def player_record(name: str) -> Question:
    """A player's games, won, lost and unfinished, points and best placement."""
    return Question(f"the record of {name}", PLAYER_RECORD, (name,))


def head_to_head(one: str, other: str) -> Question:
    """Two players on opposite sides: how often each side won."""
    return Question(f"{one} against {other}", HEAD_TO_HEAD, (one, other))


def biggest(count: int) -> Question:
    """The placements that scored most."""
    return Question(f"the {count} biggest placements", BIGGEST, (count,))


def open_ends(ends: str, count: int) -> Question:
    """The moments at which the open ends were exactly these pips: ``6,4`` (in any order)."""
    try:
        pips = sorted(int(part) for part in ends.replace(",", " ").split())
    except ValueError:
        pips = [-1]
    if not pips or any(not 0 <= pip <= 6 for pip in pips) or len(pips) > 4:
        raise QuestionError(
            f"--ends {ends!r}: expected one to four open ends of 0 to 6 pips, as 6,4 or 5,5,0"
        )
    return Question(
        f"the moments with open ends {' '.join(map(str, pips))}", ENDS, (" ".join(map(str, pips)), count)
    )


def answer(db: sqlite3.Connection, question: Question) -> tuple[list[str], Iterator[Sequence[object]]]:
    """The columns of the answer and its rows, a row at a time; SQLite's own error if the SQL is bad."""
    cursor = db.execute(question.sql, question.parameters)
    columns = [d[0] for d in cursor.description or ()]
    return columns, iter(cursor)


def as_csv(columns: list[str], rows: Iterator[Sequence[object]]) -> Iterator[str]:
    """The answer as CSV, a header line first."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    yield buffer.getvalue()
    for row in rows:
        buffer.seek(0)
        buffer.truncate()
        writer.writerow(["" if v is None else v for v in row])
        yield buffer.getvalue()


def as_json(columns: list[str], rows: Iterator[Sequence[object]]) -> Iterator[str]:
    """The answer as JSON Lines: an object a row, NULL as null; what a terminal acts on escaped."""
    for row in rows:
        row_object = dict(zip(columns, (_plain(v) for v in row), strict=True))
        yield quiet_json(json.dumps(row_object, ensure_ascii=False)) + "\n"


def _plain(value: object) -> object:
    return value.hex() if isinstance(value, bytes) else value


def as_table(columns: list[str], rows: Iterator[Sequence[object]]) -> Iterator[str]:
    """The answer as a table for people: columns aligned, numbers to the right."""
    shown = [["" if v is None else str(_plain(v)) for v in row] for row in rows]
    numbers = [
        all(isinstance(r, int | float) or r is None for r in col) for col in _columns(shown, len(columns))
    ]
    widths = [max([len(c), *(len(r[i]) for r in shown)]) for i, c in enumerate(columns)]

    def line(cells: list[str]) -> str:
        out = [c.rjust(w) if n else c.ljust(w) for c, w, n in zip(cells, widths, numbers, strict=True)]
        return "  ".join(out).rstrip() + "\n"

    yield line(columns)
    yield line(["-" * w for w in widths])
    for row in shown:
        yield line(row)
    yield f"({len(shown):,} row{'s' if len(shown) != 1 else ''})\n"


def _columns(rows: list[list[str]], width: int) -> list[list[object]]:
    out: list[list[object]] = [[] for _ in range(width)]
    for row in rows:
        for i, cell in enumerate(row):
            out[i].append(_number(cell))
    return out


def _number(cell: str) -> object:
    if not cell:
        return None
    try:
        return float(cell)
    except ValueError:
        return cell
