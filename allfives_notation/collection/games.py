"""Files of many games as a stream of games: each with its text, where it stands, and its header.

A file is read a stretch of whole games at a time (:mod:`allfives_notation.stream`), so a
file of any size takes bounded memory. Each game's header is read from its tag pairs
alone: the hands are read only when a caller asks for the record, and replayed only when
it asks for the positions or the validator's report. Nothing here writes a file.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass, replace
from itertools import chain, pairwise
from typing import Final, TypeVar

from allfives_notation.board.position import Position, game_positions
from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.replay import check_read
from allfives_notation.check.report import GameReport
from allfives_notation.errors import NotationError
from allfives_notation.fast.header import header_record
from allfives_notation.fast.jsonl import LOAD, header_of_document
from allfives_notation.fast.replay import Unsure
from allfives_notation.notation.form import Form
from allfives_notation.notation.jsonform import read_json_lines
from allfives_notation.notation.lines import TAG_PAIR, tag_value
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import read_games
from allfives_notation.record.model import MAX_SEED, GameRecord
from allfives_notation.stream import Batch, RecordFile, Unreadable, read_batch
from allfives_notation.stream.files import DEFAULT_LIMITS, Limits

T = TypeVar("T")
#: Where a line that starts as a tag pair does begins, after the line end before it.
_TAG_LINE: Final = re.compile(r"\n[ \t\f]*\[")
_NOT_BLANK: Final = re.compile(r"\S")


class GameInFile:
    """One game of a file: its text as written and where it stands; its header, record and replay on demand.

    ``line`` is its first line. ``whole`` is False for a game with a
    line too long to read, whose text keeps only that line's ends: it cannot be copied.
    """

    __slots__ = ("_header", "_header_known", "_positions", "_read", "_report", "form", "head", "line",
                 "number", "source", "text", "whole")  # fmt: skip

    def __init__(
        self,
        source: str,
        number: int,
        form: Form,
        line: int,
        text: str,
        *,
        header: GameRecord | None = None,
        read: ReadGame | None = None,
        whole: bool = True,
    ) -> None:
        self.source = source
        self.number = number
        self.form = form
        self.line = line
        self.text = text
        self.whole = whole
        #: Text holding the whole header as written (its tag lines, a JSON line), where a quick look found it.
        self.head: str | None = None
        self._header = header
        self._header_known = header is not None
        self._read = read
        self._positions: tuple[tuple[Position, ...], ...] | None = None
        self._report: GameReport | None = None

    def __repr__(self) -> str:
        return f"<GameInFile {self.number} of {self.source}, line {self.line}>"

    @property
    def where(self) -> str:
        """``club.afn:12 (game 3)``: where the game starts, as a person looks for it."""
        return f"{self.source}:{self.line} (game {self.number})"

    def header(self) -> GameRecord | None:
        """The game's header from its tag pairs (no hands); None if the header does not read."""
        if not self._header_known and self.head is not None and self.form is Form.TEXT:
            self._header = _header_of_tags(self.head)
            self._header_known = self._header is not None  # else the reader tells
        if not self._header_known:
            record = self.record()
            self._header = record if record is None else replace(record, hands=())
            self._header_known = True
        return self._header

    def read(self) -> ReadGame:
        """The game as the reader reads it: the record, or the mistakes that kept it from being one."""
        if self._read is None:
            if self.form is Form.TEXT:
                reads = list(read_games(self.text, self.source, first_line=self.line))
            else:
                reads = list(read_json_lines(self.text, self.source, first_line=self.line))
            self._read = reads[0] if len(reads) == 1 else _one_game(reads, self)
        return self._read

    def record(self) -> GameRecord | None:
        """The whole record, hands and all; None if it does not read."""
        return self.read().game

    def positions(self) -> tuple[tuple[Position, ...], ...]:
        """Every moment of every hand (see :func:`game_positions`); none for a game that does not read."""
        if self._positions is None:
            record = self.record()
            self._positions = () if record is None else game_positions(record)
        return self._positions

    def report(self) -> GameReport:
        """What the validator finds in the game."""
        if self._report is None:
            self._report = check_read(self.read(), source=self.source, index=self.number, form=self.form)
        return self._report


def _header_of_tags(head: str) -> GameRecord | None:
    """The header of a run of tag lines, as the reader would make it; None unless sure.

    Games of one collection share most of their header (seats, rules, view, result), and
    often differ only in their seeds: the header of the rest is made once and kept, and
    each game's seed set on it.
    """
    tags = []
    seed: int | None = None
    for line in head.splitlines():
        pair = TAG_PAIR.fullmatch(line.strip())
        if pair is None:
            return None
        name, value = pair["name"], tag_value(pair["value"])
        if (
            name == "Seed"
            and seed is None
            and value.isdigit()
            and value == str(int(value))
            and int(value) <= MAX_SEED
        ):
            seed = int(value)
        else:
            tags.append((name, value))
    key = tuple(tags)
    if key not in _HEADERS:
        if len(_HEADERS) >= _HEADERS_KEPT:
            _HEADERS.clear()
        try:
            _HEADERS[key] = header_record(tags)
        except Unsure:
            _HEADERS[key] = None
    header = _HEADERS[key]
    return header if header is None or seed is None else replace(header, seed=seed)


_HEADERS: dict[tuple[tuple[str, str], ...], GameRecord | None] = {}  # the rest of a header -> its record
_HEADERS_KEPT: Final = 1 << 12


def _one_game(reads: list[ReadGame], game: GameInFile) -> ReadGame:
    """What a game's text gives when it does not read as one game: its errors, or a finding that says so."""
    errors = tuple(error for read in reads for error in read.errors)
    if errors:
        return ReadGame(None, errors, game.line)
    found = "no game" if not reads else f"{len(reads)} games"
    error = NotationError(f"this text holds {found}, not one", line=game.line, source=game.source)
    return ReadGame(None, (error,), game.line)


@dataclass(frozen=True, slots=True)
class Unread:
    """A file that gives no game: it cannot be read, or it holds none."""

    source: str
    problem: Diagnostic


def games_of(name: str, *, limits: Limits = DEFAULT_LIMITS) -> Iterator[GameInFile | Unread]:
    """Every game of a file (``-``: standard input), in order, numbered from 1; or why it gives none."""
    with RecordFile(name, limits) as file:
        number = 0
        for unit in file.batches():
            if isinstance(unit, Unreadable):
                yield Unread(file.shown, unit.report.diagnostics[0])
                return
            for game in games_in(unit, number):
                number = game.number
                yield game
        if number == 0:
            yield Unread(file.shown, Diagnostic("AF001", "this file holds no game", source=file.shown))


@dataclass(frozen=True, slots=True)
class Place:
    """Where a game is: its file as shown, which game of it, its first line, its byte offset and size."""

    source: str
    number: int
    line: int
    offset: int
    size: int


def over_games(
    names: Iterable[str], work: Callable[[GameInFile], T], *, jobs: int = 1, limits: Limits = DEFAULT_LIMITS
) -> Iterator[tuple[Place, T] | Unread]:
    """``work`` done on every game of the files, in order, in ``jobs`` processes; each with where it is.

    ``work`` must pickle (a function of a module) where ``jobs`` is above 1: each stretch of
    a file goes to a process whole, and the results come back in file order, with each
    game's byte offset and size in its file (-1 for standard input).
    """
    with ExitStack() as stack:
        pool = stack.enter_context(ProcessPoolExecutor(jobs)) if jobs > 1 else None
        for name in names:
            yield from _over_file(name, work, pool, jobs, limits)


def _over_file(
    name: str, work: Callable[[GameInFile], T], pool: ProcessPoolExecutor | None, jobs: int, limits: Limits
) -> Iterator[tuple[Place, T] | Unread]:
    with RecordFile(name, limits) as file:
        starts = _LineStarts(name) if file.seen is not None else None  # a file that can be read again
        number = 0
        held: tuple[int, int, T] | None = None  # the last game's line, offset and result, for its size
        pending: deque[Future[list[tuple[int, T]]] | list[tuple[int, T]]] = deque()

        text = True  # whether lines end as text's do (LF, CRLF or CR) or as JSON's (LF)

        def finished(done: Future[list[tuple[int, T]]] | list[tuple[int, T]]) -> Iterator[tuple[Place, T]]:
            nonlocal number, held
            for line, result in done.result() if isinstance(done, Future) else done:
                offset = -1 if starts is None else starts.offset(line, text)
                if held is not None:
                    size = offset - held[1] if offset >= 0 else -1
                    yield Place(file.shown, number, held[0], held[1], size), held[2]
                number += 1
                held = (line, offset, result)

        try:
            for unit in file.batches():
                if isinstance(unit, Unreadable):
                    yield Unread(file.shown, unit.report.diagnostics[0])
                    return
                text = unit.form is Form.TEXT
                if pool is None:
                    pending.append(_work_on(work, unit))
                else:
                    pending.append(pool.submit(_work_on, work, unit))
                while len(pending) > 2 * jobs or (pending and not isinstance(pending[0], Future)):
                    yield from finished(pending.popleft())
            while pending:
                yield from finished(pending.popleft())
            if held is not None:
                size = starts.end() - held[1] if starts is not None else -1
                yield Place(file.shown, number, held[0], held[1], size), held[2]
            else:
                yield Unread(file.shown, Diagnostic("AF001", "this file holds no game", source=file.shown))
        finally:
            if starts is not None:
                starts.close()


def _work_on(work: Callable[[GameInFile], T], batch: Batch) -> list[tuple[int, T]]:
    """``work`` on every game of a batch: (its line, the result), in order."""
    return [(game.line, work(game)) for game in games_in(batch, 0)]


def games_in(batch: Batch, before: int) -> Iterator[GameInFile]:
    """The games of one batch of a file, numbered on from ``before``."""
    refused = bool(batch.long_lines) or batch.long_game is not None  # a game too long to read
    if batch.form is Form.JSONL and not refused:
        yield from _json_lines(batch, before)
        return
    if batch.form is Form.TEXT and not refused:
        quick = _quick_split(batch, before)
        if quick is not None:
            yield from quick
            return
    yield from _read_split(batch, before)


def _json_lines(batch: Batch, before: int) -> Iterator[GameInFile]:
    """A stretch of JSON Lines: a game a line, its header from its top-level keys."""
    number = before
    for line_number, line in enumerate(batch.text.split("\n"), start=batch.first_line):
        if not line.strip():
            continue
        number += 1
        game = GameInFile(batch.source, number, Form.JSONL, line_number, line, header=_json_header(line))
        game.head = line
        yield game


def _json_header(line: str) -> GameRecord | None:
    """The header of a game on a line of JSON, quickly; None where only the reader can tell."""
    try:
        document = LOAD(line)
    except ValueError:
        return None
    if type(document) is not dict:
        return None
    try:
        return header_of_document(document)
    except Unsure:
        return None


def _quick_split(batch: Batch, before: int) -> list[GameInFile] | None:
    """A stretch of text cut into games at its runs of tag lines, nothing read yet; None unless sure.

    Only for text without comments, in which a game is a run of tag lines and the lines of
    its hands: each game then starts at a run of lines starting with ``[`` that follows a
    line of a hand, where the reader starts one too (even after a mistake). A blank line
    between two runs (a header cut in two, or a game with no hands), or anything before
    the first, is left to the reader.
    """
    text = batch.text
    if "{" in text or ";" in text:
        return None
    runs = _tag_runs(text)
    if not runs or _NOT_BLANK.search(text, 0, runs[0][0]):
        return None
    for (_, end), (start, _) in pairwise(runs):
        if not _NOT_BLANK.search(text, end, start):
            return None
    games: list[GameInFile] = []
    line = batch.first_line
    counted = 0
    for i, (start, end) in enumerate(runs):
        line += text.count("\n", counted, start)
        counted = start
        stop = runs[i + 1][0] if i + 1 < len(runs) else len(text)
        game = GameInFile(batch.source, before + i + 1, Form.TEXT, line, text[start:stop])
        game.head = text[start:end]
        games.append(game)
    return games


def _tag_runs(text: str) -> list[tuple[int, int]]:
    """Where each run of lines starting with ``[`` starts and ends (after its last line end)."""
    runs: list[tuple[int, int]] = []
    starts = (found.start() + 1 for found in _TAG_LINE.finditer(text))
    first = len(text) - len(text.lstrip(" \t\f"))
    for start in chain([0] if text[first : first + 1] == "[" else [], starts):
        end = text.find("\n", start) + 1 or len(text)
        if runs and runs[-1][1] == start:
            runs[-1] = (runs[-1][0], end)
        else:
            runs.append((start, end))
    return runs


def _read_split(batch: Batch, before: int) -> Iterator[GameInFile]:
    """A batch cut into games by the reader itself: each game's text runs to the next game's start."""
    reads = list(read_batch(batch))
    lines = batch.text.split("\n")
    form = batch.form
    for i, read in enumerate(reads):
        start = read.line - batch.first_line
        if form is Form.JSON:
            text = batch.text
        elif form is Form.JSONL:
            text = lines[start] if 0 <= start < len(lines) else ""
        else:
            end = reads[i + 1].line - batch.first_line if i + 1 < len(reads) else len(lines)
            text = "\n".join(lines[max(0, start) : end])
            if end < len(lines):
                text += "\n"
        header = None if read.game is None else replace(read.game, hands=())
        yield GameInFile(
            batch.source,
            before + i + 1,
            form,
            read.line,
            text,
            header=header,
            read=read,
            whole=not batch.long_lines and batch.long_game is None,
        )


class _LineStarts:
    """Where lines start in a file, in bytes, found going forward; lines end as the reader ends them.

    Text ends a line at LF, CRLF or a lone CR; JSON at LF alone.
    """

    _BLOCK: Final = 1 << 20

    def __init__(self, path: str) -> None:
        self.file = open(path, "rb")  # noqa: SIM115 (closed by close)
        self.line = 1
        self.base = 0  # the file offset of ``buffer``'s first byte
        self.buffer = b""
        self.at = 0  # where in ``buffer`` line ``self.line`` starts

    def close(self) -> None:
        self.file.close()

    def _more(self) -> bool:
        block = self.file.read(self._BLOCK)
        if not block:
            return False
        self.base += self.at
        self.buffer = self.buffer[self.at :] + block
        self.at = 0
        return True

    def offset(self, line: int, text: bool) -> int:
        """The byte offset where ``line`` starts (at or after the last line asked for)."""
        while self.line < line:
            end = self._line_end(text)
            if end < 0:
                if not self._more():
                    break
                continue
            self.at = end
            self.line += 1
        return self.base + self.at

    def _line_end(self, text: bool) -> int:
        """Where the line after the current one starts in the buffer; -1 if the buffer does not show it."""
        buffer, at = self.buffer, self.at
        newline = buffer.find(b"\n", at)
        if not text:
            return -1 if newline < 0 else newline + 1
        cr = buffer.find(b"\r", at, newline if newline >= 0 else len(buffer))
        if cr < 0:
            return -1 if newline < 0 else newline + 1
        if cr + 1 < len(buffer):
            return cr + 2 if buffer[cr + 1 : cr + 2] == b"\n" else cr + 1
        return -1  # a CR at the end of the buffer: CRLF or not, the next block tells

    def end(self) -> int:
        """The size of the file."""
        while self._more():
            pass
        return self.base + len(self.buffer)
