"""A batch: a stretch of whole games from one file, with what it takes to read them anywhere."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, AnyStr, Final

from allfives_notation.check.report import GameReport
from allfives_notation.notation.form import Form
from allfives_notation.stream.files import (
    MAX_GAME,
    MAX_LINE,
)

#: About how many characters of a file one batch holds (it ends at the next place a game starts).
BATCH_CHARS: Final = 1 << 18
_BLOCK: Final = 1 << 20  # bytes read at a time of a line too long to read
ENDS_KEPT: Final = 80  # characters kept from each end of a line too long to read


@dataclass(frozen=True, slots=True)
class Batch:
    """A stretch of whole games from one file, with what it takes to read them anywhere."""

    source: str  # the file's name, as findings show it
    form: Form  # text, JSON Lines, or one JSON document (the batch is then the whole file)
    text: str
    first_line: int  # the line of the file the text starts at
    #: Each line too long to read, as (its line in the file, its length): the text keeps only its ends.
    long_lines: tuple[tuple[int, int], ...] = ()
    limit: int = MAX_LINE  # the longest line read, as the finding about a longer one says
    #: A game too long to read, as (its first line, its length, its lines): the text keeps its first line.
    long_game: tuple[int, int, int] | None = None
    game_limit: int = MAX_GAME  # the longest game read


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A file that gives no more text: not found, not readable, not UTF-8, or past the most read."""

    report: GameReport


def limited_lines(file: IO[AnyStr], limit: int) -> Iterator[tuple[AnyStr, int]]:
    """Each line of ``file`` with 0; a line longer than ``limit`` as its two ends, with its length.

    A line is never held whole past ``limit``: the rest of a long one is read a piece at a time.
    """
    while True:
        line = file.readline(limit + 1)
        if not line:
            return
        end = line[-1:]
        if len(line) <= limit or end in ("\n", b"\n"):
            yield line, 0
            continue
        length, tail = len(line), line[-ENDS_KEPT:]
        while end not in ("\n", b"\n"):
            more = file.readline(_BLOCK)
            if not more:
                break
            length += len(more)
            tail = (tail + more)[-ENDS_KEPT:]
            end = more[-1:]
        if end in ("\n", b"\n"):
            length -= 1
        yield line[:ENDS_KEPT] + tail, length
