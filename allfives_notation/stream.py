"""Files of many games, checked as a stream: a stretch of whole games at a time, on one core or many.

A file is read once, from its start to its end, as a stream: a regular file, a named pipe,
a terminal or standard input alike, never copied and never read whole. It is read in
stretches (:class:`Batch`) of about :data:`BATCH_CHARS` characters, so a file of any size
is checked in bounded memory. Text is cut only where a new game surely starts, whether or
not the game before it had a mistake: at a tag line that follows a line of a hand, outside
any brace comment, with between them only blank lines and comments a line each; or at a
blank line between two headers that each name the seats (see ``_text_batches``). Reading
the stretches one by one then gives exactly what reading the whole file gives
(tests/test_stream.py). JSON Lines are cut between lines; one JSON document is one game,
read whole. A batch pickles, and :func:`check_batch` is pure, so batches can be checked in
other processes (``--jobs``) or on other machines, and the reports put back in file order.

What is read is bounded (:class:`~allfives_notation.files.Limits`): no line longer than
4 MB is held (a longer one is kept as its two ends, and the game it is in is refused with
one finding that says how long it is), no game longer than 4 MB (a longer stretch in which
no game starts is refused the same way), and no more than 4,096 MB of one input. A byte
that is not UTF-8 ends the reading of its file with one finding (AF005): the games of the
stretch it falls in are not read. A byte-order mark at the start of a line (where
``cat a.afn b.afn`` leaves the second file's) is skipped, as at the start of a file.
"""

from __future__ import annotations

import io
import os
import re
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import partial
from itertools import chain
from typing import IO, Any, AnyStr, Final, TypeVar, cast

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.replay import check_read
from allfives_notation.check.report import GameReport
from allfives_notation.errors import NotationError
from allfives_notation.fast import Left, fast_enabled, fast_pass
from allfives_notation.files import (
    MAX_GAME,
    MAX_LINE,
    STDIN,
    Identity,
    Input,
    Limits,
    Meter,
    NotReadableError,
    form_of_lines,
    form_of_path,
    is_blank,
    megabytes,
    needed,
    no_game,
    not_utf8,
    open_input,
)
from allfives_notation.notation.form import Form
from allfives_notation.notation.header import known_tag
from allfives_notation.notation.jsonform import read_json_document, read_json_lines
from allfives_notation.notation.lines import TAG_PAIR
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import kind_of_line, line_terminals, read_games

__all__ = ["MAX_GAME", "MAX_LINE", "Limits", "Meter"]

#: About how many characters of a file one batch holds (it ends at the next place a game starts).
BATCH_CHARS: Final = 1 << 18
_BLOCK: Final = 1 << 20  # bytes read at a time of a line too long to read
_ENDS_KEPT: Final = 80  # characters kept from each end of a line too long to read
_LIMITS: Final = Limits()


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


def check_batch(batch: Batch, *, keep_records: bool = True) -> list[GameReport]:
    """Every game of a batch, read and checked; games numbered from 1 within the batch.

    Each text finding carries its line and caret (the batch's text is not kept). Without
    ``keep_records`` a report keeps only the record's header, which is all a verdict needs,
    so reports cost little to send back from another process.
    """
    # valid games take the fast path; a batch with a line or game too long to read is refused as it is
    quick = batch.form is not Form.JSON and not batch.long_lines and batch.long_game is None
    if not keep_records and quick and fast_enabled():
        reports: list[GameReport] = []
        for item in fast_pass(batch.form is Form.TEXT, batch.text, batch.source, batch.first_line):
            if isinstance(item, Left):  # the reference reads and checks what the fast path is not sure of
                reports.extend(_checked(batch, item.text, item.first_line, len(reports) + 1))
            else:
                reports.append(
                    item if item.index == len(reports) + 1 else replace(item, index=len(reports) + 1)
                )
        return reports
    return _checked(batch, batch.text, batch.first_line, 1, keep_records)


def _checked(
    batch: Batch, text: str, first_line: int, start: int, keep_records: bool = False
) -> list[GameReport]:
    """The games of ``text``, the batch from ``first_line`` on, read and checked, numbered from ``start``."""
    if text is not batch.text:
        batch = replace(batch, text=text, first_line=first_line)
    lines: list[str] = []  # the batch's lines, split once for all its findings
    reports = []
    for index, read in enumerate(read_batch(batch), start=start):
        if read.errors and not lines:
            lines = batch.text.split("\n")
        reports.append(checked_read(batch, read, index, lines, keep_records))
    return reports


def checked_read(
    batch: Batch, read: ReadGame, index: int, lines: list[str] | None = None, keep_records: bool = True
) -> GameReport:
    """One game of a batch checked, as game ``index``; its findings with their lines from ``lines``."""
    report = check_read(read, source=batch.source, index=index, form=batch.form)
    if report.diagnostics and not lines:
        lines = batch.text.split("\n")
    found = tuple(_in_context(d, lines or [], batch.first_line) for d in report.diagnostics)
    record = report.record
    if not keep_records and record is not None:
        record = replace(record, hands=())
    return replace(report, diagnostics=found, record=record)


def _in_context(diagnostic: Diagnostic, lines: list[str], first_line: int) -> Diagnostic:
    """The finding with its line and caret, the line taken from ``lines`` (which start at ``first_line``)."""
    at = (diagnostic.line or 0) - first_line
    if diagnostic.line and 0 <= at < len(lines):
        return diagnostic.on_line(lines[at])
    return diagnostic


def check_json_line(line: str, source: str | None = None, number: int = 1) -> GameReport:
    """One line of JSON Lines read and checked, as game ``number``: pure, for any map over lines.

    Made for ``dask.bag.read_text(...).map(check_json_line)`` and the like: the function
    and the report it gives pickle, and it reads nothing but its arguments. A blank line
    holds no game: its report is game 0 with AF001.
    """
    text = line.rstrip("\n")
    for read in read_json_lines(text, source, first_line=number):
        report = check_read(read, source=source, index=number, form=Form.JSONL)
        return replace(report, diagnostics=tuple(d.in_context(text, number) for d in report.diagnostics))
    empty = Diagnostic("AF001", "this line holds no game", source=source, line=number)
    return GameReport(0, source, number, None, (empty,))


def read_batch(batch: Batch) -> Iterator[ReadGame]:
    """Every game of a batch as read, the rules unchecked; a game with a line too long to read is refused."""
    if batch.long_lines or batch.long_game is not None:
        return iter(_refused(batch))
    if batch.form is Form.TEXT:
        return read_games(batch.text, batch.source, first_line=batch.first_line)
    if batch.form is Form.JSON:
        return read_json_document(batch.text, batch.source)
    return read_json_lines(batch.text, batch.source, first_line=batch.first_line)


def _refused(batch: Batch) -> list[ReadGame]:
    """The games of a batch with lines (or a game) too long to read: a game holding one, its findings only.

    The text holds only the two ends of such a line, enough to see where the games begin
    and end; in JSON the line itself is never parsed. Of a game too long to read only its
    first line is kept.
    """
    code = "AF001" if batch.form is Form.TEXT else "AF003"
    if batch.long_game is not None:
        return [ReadGame(None, (_too_long_a_game(batch, code),), batch.long_game[0])]
    found = {line: _too_long(line, length, batch, code) for line, length in batch.long_lines}
    if batch.form is Form.JSON:  # one document
        return [ReadGame(None, tuple(found.values()), 1)]
    if batch.form is Form.JSONL:  # the long lines read as blank ones, then their findings in their places
        lines = batch.text.split("\n")
        for line in found:
            lines[line - batch.first_line] = ""
        reads = list(read_json_lines("\n".join(lines), batch.source, first_line=batch.first_line))
        reads += [ReadGame(None, (error,), line) for line, error in found.items()]
        return sorted(reads, key=lambda read: read.line)
    reads = list(read_games(batch.text, batch.source, first_line=batch.first_line))
    if not reads:
        return [ReadGame(None, tuple(found.values()), min(found))]
    errors: dict[int, list[NotationError]] = {}
    for line, error in found.items():  # the game a line is in: the last to start at or before it
        at = max((i for i, read in enumerate(reads) if read.line <= line), default=0)
        errors.setdefault(at, []).append(error)
    return [ReadGame(None, tuple(errors[at]), r.line) if at in errors else r for at, r in enumerate(reads)]


def _too_long(line: int, length: int, batch: Batch, code: str) -> NotationError:
    unit = "characters" if batch.form is Form.TEXT else "bytes"
    message = (
        f"this line holds {length:,} {unit}, more than the {_size(batch.limit, unit)} a line may hold,"
        f" so its game is not read (--max-line-mb {needed(length)} reads it)"
    )
    lines = batch.text.split("\n")
    context = _start(lines[line - batch.first_line])
    return NotationError(message, line=line, code=code, source=batch.source, context=context)


def _too_long_a_game(batch: Batch, code: str) -> NotationError:
    assert batch.long_game is not None
    line, length, count = batch.long_game
    unit = "characters" if batch.form is Form.TEXT else "bytes"
    message = (
        f"this game goes on for {length:,} {unit} ({count:,} lines), more than the"
        f" {_size(batch.game_limit, unit)} a game may hold, so it is not read"
        f" (--max-game-mb {needed(length)} reads it)"
    )
    return NotationError(message, line=line, code=code, source=batch.source, context=_start(batch.text))


def _start(line: str) -> str:
    """Where a line too long to show starts, and a caret: the rest of it is not kept."""
    start = line.split("\n", 1)[0][:60].replace("\t", " ").replace("\r", " ")
    return f"  {start}…\n  ^" if start.strip() else ""


def _size(limit: int, unit: str) -> str:
    return megabytes(limit) if limit >= 1 << 20 else f"{limit:,} {unit}"


def file_batches(
    name: str, size: int = BATCH_CHARS, *, limits: Limits = _LIMITS, meter: Meter | None = None
) -> Iterator[Batch | Unreadable]:
    """A file's games in batches (``-``: standard input), or why it cannot be read (then, the last unit)."""
    with RecordFile(name, limits, meter) as file:
        yield from file.batches(size)


class RecordFile:
    """A record file opened to be read once, in batches, from its start to its end.

    Used as a context manager, which closes it. :meth:`changed` says whether the file was
    changed or replaced while it was read, so that what was read is not taken for what
    the file now holds; :meth:`digest` what was read, when asked for (``digest=True``), for
    a file that cannot be read again.
    """

    def __init__(
        self, name: str, limits: Limits = _LIMITS, meter: Meter | None = None, *, digest: bool = False
    ) -> None:
        self.name = name
        self.shown = "<stdin>" if name == STDIN else name
        self.limits = limits
        self.problem: Diagnostic | None = None  # why it cannot be read
        self.blank = True  # whether all read so far is blank: a file with no game, as allowed
        self.lines = 0  # how many lines of the file have been read
        self._meter = meter
        self._digest = digest
        self._input: Input | None = None

    def __enter__(self) -> RecordFile:
        try:
            self._input = open_input(self.name, self.limits.input, self._meter, digest=self._digest)
        except NotReadableError as error:
            self.problem = error.diagnostic
        return self

    def __exit__(self, *_: object) -> None:
        if self._input is not None:
            self._input.close()

    @property
    def seen(self) -> Identity | None:
        """The file as it was when opened, if it is a regular file (which alone can be read again)."""
        return self._input.seen if self._input is not None else None

    def batches(self, size: int = BATCH_CHARS) -> Iterator[Batch | Unreadable]:
        """The file's games in batches; or, as the last unit, the report of why it gives no more."""
        if self._input is None:
            bad = self.problem or Diagnostic("AF006", "cannot read this file", source=self.shown)
            yield Unreadable(GameReport(0, self.shown, bad.line or 1, None, (bad,)))
            return
        unread_from = 1  # the first line of the file not yet in a batch
        try:
            for batch in _batches(self._input, size, self.limits):
                self.blank = self.blank and is_blank(batch.text) and batch.long_game is None
                unread_from = batch.first_line + batch.text.count("\n")
                held = batch.long_game[2] if batch.long_game is not None else len(batch.text.splitlines())
                self.lines = batch.first_line - 1 + held
                yield batch
        except NotReadableError as error:
            self.problem = _stopped(error.diagnostic, unread_from)
        except OSError as error:
            message = f"cannot read this file: {error.strerror or error}"
            self.problem = _stopped(Diagnostic("AF006", message, source=self.shown), unread_from)
        if self.problem is not None:
            yield Unreadable(GameReport(0, self.shown, self.problem.line or 1, None, (self.problem,)))

    def changed(self) -> bool:
        """Whether the file is no longer as it was when opened: written to, or replaced by another."""
        return self.seen is not None and Identity.of(self.name) != self.seen

    def digest(self) -> bytes | None:
        """A hash of every byte read, if asked for when it was made."""
        if self._input is None or self._input.counted.digest is None:
            return None
        return cast(bytes, self._input.counted.digest.digest())


def _stopped(diagnostic: Diagnostic, unread_from: int) -> Diagnostic:
    """The finding that stopped the reading, saying which games it left unread, when some were read."""
    if unread_from <= 1:
        return diagnostic
    unread = f"the games from line {unread_from:,} on are not read"
    return replace(diagnostic, message=f"{diagnostic.message} ({unread})")


def _batches(given: Input, size: int, limits: Limits) -> Iterator[Batch]:
    """The batches of an input, in the form its name, else its first lines, says."""
    stream: IO[bytes] = given.stream
    form = form_of_path(given.shown) if given.shown != "<stdin>" else None
    if form is None:
        form, stream = _sniffed(given.stream, limits.line)
    paused = given.waiting()
    if form is Form.TEXT:
        text = io.TextIOWrapper(stream, encoding="utf-8", errors="surrogateescape", newline=None)
        decoded = cast(IO[str], _Decoded(text, given.shown))
        yield from _cut_text(decoded, given.shown, size, limits.line, game=limits.game, paused=paused)
    elif form is Form.JSONL:
        yield from _line_batches(stream, given.shown, size, limits.line, paused=paused)
    else:
        yield _document(stream, given.shown, limits)


def _sniffed(stream: io.BufferedReader, limit: int) -> tuple[Form, IO[bytes]]:
    """The form the first two lines that are not blank show; and the stream from its start, those lines too.

    A first line too long to read that starts with a brace is taken for JSON Lines: no
    document written for people starts so, and the line's game is refused for its length.
    """
    head: list[bytes] = []
    shown: list[str] = []
    form: Form | None = None
    while len(shown) < 2 and form is None:
        line = stream.readline(limit + 1)
        if not line:
            break
        head.append(line)
        text = line.decode("utf-8", "replace").removeprefix("\ufeff")
        if len(line) > limit and not line.endswith(b"\n"):  # too long to read: its start tells
            form = Form.JSONL if not shown and text.lstrip().startswith("{") else None
            shown.append(text[:_ENDS_KEPT])
        elif text.strip():
            shown.append(text)
    if form is None:
        shown += ["", ""]
        form = form_of_lines(shown[0] or None, shown[1] or None)
    return form, io.BufferedReader(cast(io.RawIOBase, _Joined(b"".join(head), stream)), 1 << 16)


class _Joined(io.RawIOBase):
    """Bytes already taken from a stream, then the rest of the stream."""

    def __init__(self, taken: bytes, rest: io.BufferedReader) -> None:
        super().__init__()
        self._taken = memoryview(taken)
        self._rest = rest

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self._taken:
            count = min(len(buffer), len(self._taken))
            buffer[:count] = self._taken[:count]
            self._taken = self._taken[count:]
            return count
        return self._rest.readinto1(buffer)  # what is there: from a pipe, never waiting for a full buffer


#: A byte that is not UTF-8, as the decoder with ``surrogateescape`` gives it.
_NOT_UTF8: Final = re.compile("[\udc80-\udcff]")


class _Decoded:
    """Text decoded from an input, as ``read`` and ``readline`` give it: a byte that is not UTF-8 ends it.

    The decoder escapes such a byte, and a line end is read as the reader reads it (CR and
    CRLF as LF). The text is given up to the start of the line the first escaped byte is
    on; the next read raises :class:`NotReadableError` with AF005 at its line and column
    (the column in bytes, as an editor shows a byte). So every stretch of games before that
    line is read, and the stretch it falls in is not.
    """

    def __init__(self, text: IO[str], shown: str) -> None:
        self._text = text
        self._shown = shown
        self._lines = 0  # line ends given so far
        self._bytes = 0  # bytes given since the last line end
        self._stop: NotReadableError | None = None

    def read(self, size: int = -1) -> str:
        return self._checked(self._text.read(size) if self._stop is None else "")

    def readline(self, size: int = -1) -> str:
        return self._checked(self._text.readline(size) if self._stop is None else "")

    def _checked(self, piece: str) -> str:
        if self._stop is not None:
            raise self._stop
        bad = _NOT_UTF8.search(piece)
        if bad is not None:
            before = piece[: bad.start()]
            ends = before.count("\n")
            column = _utf8_length(before[before.rfind("\n") + 1 :]) + (0 if ends else self._bytes)
            found = not_utf8(b"", ord(piece[bad.start()]) - 0xDC00, self._shown)
            self._stop = NotReadableError(replace(found, line=self._lines + ends + 1, column=column + 1))
            piece = before[: before.rfind("\n") + 1]  # the whole lines before it
            if not piece:
                raise self._stop
        ends = piece.count("\n")
        if ends:
            self._lines += ends
            self._bytes = _utf8_length(piece[piece.rfind("\n") + 1 :])
        else:
            self._bytes += _utf8_length(piece)
        return piece


def _utf8_length(text: str) -> int:
    return len(text) if text.isascii() else len(text.encode("utf-8"))


def _document(file: IO[bytes], shown: str, limits: Limits) -> Batch:
    """One JSON document, read whole as one game: up to the longest game, its lines up to the longest line."""
    pieces: list[str] = []
    long_lines: list[tuple[int, int]] = []
    size = lines = 0
    for lines, (line, length) in enumerate(limited_lines(file, limits.line), start=1):
        size += length or len(line)
        if length:
            long_lines.append((lines, length))
            pieces.append(line.decode("utf-8", "replace"))
            continue
        if size > limits.game:
            pieces = pieces[:1]  # the rest is not kept: only its length is counted
            continue
        try:
            pieces.append(line.decode("utf-8"))
        except UnicodeDecodeError as error:
            raise NotReadableError(
                replace(not_utf8(line[: error.start], line[error.start], shown), line=lines)
            ) from None
    text = "".join(pieces)
    if size > limits.game and not long_lines:  # a line too long says more: it is what makes the game so
        return Batch(shown, Form.JSON, text, 1, long_game=(1, size, lines), game_limit=limits.game)
    return Batch(shown, Form.JSON, text, 1, long_lines=tuple(long_lines), limit=limits.line)


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
        length, tail = len(line), line[-_ENDS_KEPT:]
        while end not in ("\n", b"\n"):
            more = file.readline(_BLOCK)
            if not more:
                break
            length += len(more)
            tail = (tail + more)[-_ENDS_KEPT:]
            end = more[-1:]
        if end in ("\n", b"\n"):
            length -= 1
        yield line[:_ENDS_KEPT] + tail, length


def text_batches(text: str, shown: str, size: int = BATCH_CHARS, *, limit: int = MAX_LINE) -> Iterator[Batch]:
    """A text record held in memory (an editor's buffer), cut into batches exactly as a file is.

    ``size`` 1 cuts at every place a game surely starts, so that an edit to one game
    leaves the other batches' text, and so their reports, as they were. Line ends are
    read as in a file: CR and CRLF as LF.
    """
    return _cut_text(io.StringIO(text, newline=None), shown, size, limit)


#: Where a line may be a tag line: its bracket after blanks (``_is_tag_line`` decides).
_TAG_LINE_START: Final = re.compile(r"^[ \t\f]*\[", re.MULTILINE)
_MARK_AT_LINE_START: Final = re.compile("^\ufeff", re.MULTILINE)
_BLOCK_CHARS: Final = 1 << 16  # characters read at a time by ``_cut_text``, at least


def _cut_text(
    file: IO[str],
    shown: str,
    size: int,
    limit: int = MAX_LINE,
    block: int = _BLOCK_CHARS,
    *,
    game: int = MAX_GAME,
    paused: Callable[[], bool] | None = None,
) -> Iterator[Batch]:
    """:func:`_text_batches` over a text file, its cuts found by a regex over the text, not line by line.

    The text is read a block of whole lines at a time. While the text since the last cut
    holds no brace, no semicolon (so no comment), no byte-order mark but at the start of
    a line and no line longer than ``limit`` characters, a cut comes before the first tag
    line at or past ``size`` characters (or past ``game``, if sooner) where ``_text_batches``
    surely sees a game start (after a line of a hand, or between two headers), each line judged by
    ``_text_batches``'s own tests: there, and only there, ``_text_batches`` cuts too. A
    stretch that goes on past ``game`` characters before such a place is let go as it is
    read, up to the last line of a hand (no cut can come before it any more), and given as
    one refused batch, as ``_text_batches`` gives it. From the first block that holds
    anything else, the rest of the file, from the last cut, goes to ``_text_batches``,
    whose state at a cut is the one it starts with. tests/test_stream.py holds the two to
    the same batches.

    An input that is read as it comes (a pipe: ``paused`` tests whether its writer has
    paused) is read a line at a time while more is ready; when the writer pauses, the
    games held are given at every place a game surely starts, whatever their length
    (as with ``size`` 1), so that a live log is checked as it comes, not when a stretch
    fills or the writer stops.
    """
    held = ""  # the text since the last cut (or the last let go), whole lines with their line ends
    first_line = 1  # the line of the file ``held`` starts at
    tried = 0  # where in ``held`` the tag lines not yet tried start
    skipped: _Skipped | None = None  # a stretch past the longest game, so far
    block = max(size, block)
    stalled = False  # whether the writer paused at the last read
    low = 0  # while it pauses: where the tag lines not yet tried start, below ``size`` too
    while True:
        if stalled and skipped is None:
            cut, low = _first_cut(held, low)
        else:
            # a cut may come at ``size``, or sooner where the text before it is past the longest game
            cut, tried = _first_cut(held, tried if skipped is not None else max(tried, min(size, game + 1)))
        if cut >= 0:
            if skipped is None and cut > game:
                skipped = _Skipped(first_line, 0, 0, held[: held.find("\n") + 1 or len(held)])
            if skipped is not None:
                yield skipped.batch(shown, held[:cut], limit, game)
                skipped = None
            else:
                yield Batch(shown, Form.TEXT, held[:cut], first_line, limit=limit, game_limit=game)
            first_line += held.count("\n", 0, cut)
            held, tried, low = held[cut:], 0, 0
            continue
        if skipped is None and len(held) > game:
            skipped = _Skipped(first_line, 0, 0, held[: held.find("\n") + 1 or len(held)])
        if skipped is not None:  # let go of what no cut can come before
            keep = _last_line_of_a_hand(held)
            if keep is None:  # none in what is held: the line by line way keeps less
                resumed = cast(IO[str], _Resumed(held, file))
                lines = limited_lines(resumed, limit)
                yield from _text_batches(
                    lines, shown, size, limit, first_line, game=game, skipped=skipped, paused=paused
                )
                return
            skipped.let_go(held[:keep])
            first_line += held.count("\n", 0, keep)
            held, tried, low = held[keep:], max(0, tried - keep), max(0, low - keep)
        if paused is None:
            more = file.read(block)
        elif not stalled and paused():
            stalled = True  # the writer paused with games held: they are given before it is waited for
            continue
        else:
            more, stalled = _as_it_comes(file, block, paused)
        if not more:
            if skipped is not None:
                yield skipped.batch(shown, held, limit, game)
            else:
                yield Batch(shown, Form.TEXT, held, first_line, limit=limit, game_limit=game)
            return
        if more[-1] != "\n":
            more += file.readline(limit + 1)  # the rest of the last line, unless it is too long to read
        marks = "\ufeff" in more
        plain = _MARK_AT_LINE_START.sub("", more) if marks else more
        if "{" in more or ";" in more or "\ufeff" in plain or _longer_line(more, limit):
            resumed = cast(IO[str], _Resumed(held + more, file))  # only readline is called
            lines = limited_lines(resumed, limit)
            yield from _text_batches(
                lines, shown, size, limit, first_line, game=game, skipped=skipped, paused=paused
            )
            return
        held += plain


def _as_it_comes(file: IO[str], block: int, paused: Callable[[], bool]) -> tuple[str, bool]:
    """Whole lines up to about ``block`` characters, read while more is ready; and whether the writer paused.

    Only the first line is waited for: a writer that pauses is never waited on while
    lines are held.
    """
    pieces = [file.readline(block)]
    count = len(pieces[0])
    while pieces[-1].endswith("\n") and count < block:
        if paused():
            return "".join(pieces), True
        piece = file.readline(block - count)
        if not piece:
            break
        pieces.append(piece)
        count += len(piece)
    return "".join(pieces), False


def _longer_line(text: str, limit: int) -> bool:
    """Whether ``text`` (whole lines, a mark at a line's start counted) holds a line longer than ``limit``."""
    if len(text) <= limit:
        return False
    if not text.endswith("\n"):
        return True  # the last line was read only up to the limit: it goes on
    return re.search(f"[^\\n]{{{limit + 1}}}", text) is not None


def _last_line_of_a_hand(held: str) -> int | None:
    """Where the last line of a hand (neither blank nor a tag line) in ``held`` starts; None if there is none.

    No cut can come before it any more: a cut looks back from a tag line only as far as the
    first line that is neither blank nor a tag line.
    """
    end = len(held)
    while end > 0:
        begin = held.rfind("\n", 0, end - 1) + 1
        in_brace, kind = _scan(held[begin:end], False)
        if kind == "other" and not in_brace:
            return begin
        end = begin
    return None


@dataclass(slots=True)
class _Skipped:
    """A stretch of text past the longest game read: where it starts, its length so far, its first line."""

    line: int
    length: int
    lines: int
    text: str

    def let_go(self, text: str) -> None:
        """Count ``text``, read and let go."""
        self.length += len(text)
        self.lines += text.count("\n")

    def batch(self, shown: str, rest: str, limit: int, game: int) -> Batch:
        """The refused batch, once the stretch ends with ``rest``."""
        self.let_go(rest)
        long_game = (self.line, self.length, self.lines)
        text, line = self.text, self.line
        return Batch(shown, Form.TEXT, text, line, limit=limit, long_game=long_game, game_limit=game)


def _first_cut(held: str, start: int) -> tuple[int, int]:
    """Where ``_text_batches`` cuts ``held`` before a tag line from ``start``, or -1; and where to try next.

    A tag line whose run of tags goes on to the end of what is held, not yet naming the
    seats, is tried again when more is held.
    """
    for found in _TAG_LINE_START.finditer(held, start):
        at = found.start()
        end = held.find("\n", at) + 1 or len(held)
        if not _is_tag_line(held[at:end]):
            continue
        after, blanks = at, 0  # back over the lines before it: blank ones, then a line of a hand or a header
        while after > 0:
            begin = held.rfind("\n", 0, after - 1) + 1
            line = held[begin:after]
            in_brace, kind = _scan(line, False)
            if in_brace or kind_of_line(line) != (kind or "blank"):
                break
            if kind == "other":
                return at, 0
            if kind == "tag" and blanks and _header_ends(held, after):
                names = _run_names_seats(held, at)
                if names is None:
                    return -1, at
                if names:
                    return at, 0
            if kind:
                break
            blanks += 1
            after = begin
    return -1, len(held)


def _header_ends(held: str, end: int) -> bool:
    """Whether the tag lines ending at ``end`` are a run naming the seats, after a blank line or first."""
    seats = False
    after = end
    while after > 0:
        begin = held.rfind("\n", 0, after - 1) + 1
        line = held[begin:after]
        kind = _header_kind(line)
        if kind == "tag":
            seats = seats or _names_seats(line)
            after = begin
            continue
        return seats and kind == "blank"
    return seats


def _run_names_seats(held: str, at: int) -> bool | None:
    """Whether the run of tag lines from ``at`` names the seats; None while it goes on past what is held."""
    while at < len(held):
        end = held.find("\n", at) + 1 or len(held)
        line = held[at:end]
        if _header_kind(line) != "tag":
            return False
        if _names_seats(line):
            return True
        at = end
    return None


def _header_kind(line: str) -> str:
    """A line as the cut between two headers sees it: a tag pair alone, a blank line, or other."""
    in_brace, kind = _scan(line, False)
    if in_brace or kind_of_line(line) != (kind or "blank") or "{" in line or ";" in line:
        return "other"
    if kind == "tag":
        return "tag" if _is_tag_line(line) else "other"
    return "blank" if not kind else "other"


def _names_seats(line: str) -> bool:
    """Whether a tag line gives the seats, as the reader tells (``Seats``, in any case)."""
    found = TAG_PAIR.match(line.strip())
    return found is not None and known_tag(found["name"]) == "Seats"


class _Resumed:
    """A text file read on from some text already taken from it: ``readline`` as a file has it."""

    def __init__(self, taken: str, file: IO[str]) -> None:
        self.taken = io.StringIO(taken)
        self.file = file

    def readline(self, size: int = -1) -> str:
        line = self.taken.readline(size)
        if line.endswith("\n") or len(line) == size:
            return line
        return line + self.file.readline(size - len(line) if size >= 0 else -1)


def _text_batches(
    lines: Iterable[tuple[str, int]],
    shown: str,
    size: int,
    limit: int = MAX_LINE,
    first_line: int = 1,
    *,
    game: int = MAX_GAME,
    skipped: _Skipped | None = None,
    paused: Callable[[], bool] | None = None,
) -> Iterator[Batch]:
    """Text cut into batches at places where a game surely starts (see the module docstring).

    A cut comes before a tag line that follows a line of a hand, with between them only
    blank lines and whole-line comments of a shape the reader's recovery after a mistake
    sees the same way (see :class:`_Run`), so that the next game starts there whether or
    not the game before it had a mistake. Comments after a blank line introduce the next
    game: the cut is then at that blank line. A cut comes too before a run of tag lines
    that names the seats after blank lines after a header that names them (see
    :class:`_Header`): the reader starts a game there, as it would for a game without hands.
    ``lines`` start at line ``first_line``.

    A stretch that goes on past ``game`` characters without such a place is not kept: only
    its length is counted, up to the next place a game surely starts, and it is given as one
    batch with ``long_game`` set, which the reader refuses with one finding. (``skipped``:
    such a stretch begun before ``lines``; ``paused``: as for :func:`_cut_text`, a cut
    comes at any such place while the writer of a pipe pauses.)
    """
    pending: list[str] = []
    long_lines: list[tuple[int, int]] = []  # among the pending lines
    held = 0
    run, header = _Run(), _Header()
    in_brace = False
    later: int | None = None  # a sure cut not made (the stretch not yet full), made if the writer pauses
    stalled = False  # whether the writer of a pipe had paused before this line came

    def cut_at(cut: int, chained: bool = False) -> Iterator[Batch]:
        nonlocal pending, long_lines, held, first_line, run, header, skipped, later
        later = None
        start, first_line = first_line, first_line + cut
        if skipped is not None:
            yield skipped.batch(shown, "".join(pending[:cut]), limit, game)
            skipped = None
        else:
            done = tuple(at for at in long_lines if at[0] < first_line)
            text = "".join(pending[:cut])
            yield Batch(shown, Form.TEXT, text, start, long_lines=done, limit=limit, game_limit=game)
        long_lines = [at for at in long_lines if at[0] >= first_line]
        pending = pending[cut:]
        held = sum(map(len, pending))
        run, header = _Run(), _Header()
        inside = False
        for index, line in enumerate(pending):  # lines a cut comes before are outside any brace comment
            # (a header's tag lines, each taken alone; a game's lines, after a cut made late, in turn)
            inside, hand_kind, header_kind, seats = _kinds(line, inside if chained else False)
            run.add(hand_kind, index)
            header.add(header_kind, seats, index, allowed=False)

    for number, (line, length) in enumerate(lines, start=first_line):
        scanned = line = line.removeprefix("\ufeff")  # skipped at the start of any line, as of the file
        allowed = held >= size or skipped is not None or stalled
        if (allowed or paused is not None) and not in_brace and _is_tag_line(scanned):
            cut = run.cut(len(pending))
            if cut is not None and cut > 0:
                if allowed:
                    yield from cut_at(cut)
                else:
                    later = cut
        if length:
            long_lines.append((number, length))
        pending.append(line)
        held += len(line)
        in_brace, hand_kind, header_kind, seats = _kinds(scanned, in_brace)
        run.add(hand_kind, len(pending) - 1)
        cut = header.add(header_kind, seats, len(pending) - 1, allowed=allowed)
        if cut is not None and cut > 0:
            yield from cut_at(cut)
        if skipped is None and held > game:
            skipped = _Skipped(first_line, 0, 0, pending[0])
        if skipped is not None:
            keep = min([len(pending) - 1, *(at for at in (run.kept(), header.candidate) if at is not None)])
            if keep > 0:  # what no cut can come before any more is counted and let go
                skipped.let_go("".join(pending[:keep]))
                first_line += keep
                pending = pending[keep:]
                long_lines = []
                held = sum(map(len, pending))
                run.shift(keep)
                header.shift(keep)
                later = None
        if paused is not None:  # before the next line is waited for: the games held, if it pauses
            stalled = paused()
            if stalled and later is not None:
                yield from cut_at(later, chained=True)
    if skipped is not None:
        yield from cut_at(len(pending))
        return
    done = tuple(long_lines)
    yield Batch(shown, Form.TEXT, "".join(pending), first_line, long_lines=done, limit=limit, game_limit=game)


def _kinds(line: str, in_brace: bool) -> tuple[bool, str, str, bool]:
    """A line as the cuts see it: a brace comment open after it, its kinds, and whether it names the seats.

    Its kind to :class:`_Run` ("unsure" where the lexer and the recovery may see it apart)
    and to :class:`_Header`.
    """
    now_in_brace, kind = _scan(line, in_brace)
    agreed = not in_brace and not now_in_brace and kind_of_line(line) == (kind or "blank")
    header_kind = _header_kind(line) if agreed else "other"
    seats = header_kind == "tag" and _names_seats(line)
    return now_in_brace, kind if agreed else "unsure", header_kind, seats


class _Run:
    """The lines since the last line of a hand, as far as they allow a cut before a tag line.

    After the hand's line (``other``) may come comments that end it, then blank lines,
    then one block of comments that introduces the next game; nothing else. Each line
    must look the same to the lexer and to the reader's recovery after a mistake.
    """

    def __init__(self) -> None:
        self.state = "none"  # none, other, trailing, blanks, block, dead
        self.blank = -1  # where the blank lines before the block start

    def add(self, kind: str, index: int) -> None:
        state = self.state
        if kind == "other":
            self.state, self.blank = "other", -1
        elif kind == "comment" and state in ("other", "trailing"):
            self.state = "trailing"
        elif kind == "comment" and state in ("blanks", "block"):
            self.state = "block"
        elif not kind and state in ("other", "trailing", "blanks"):
            if state != "blanks":
                self.blank = index
            self.state = "blanks"
        else:
            self.state = "dead"

    def cut(self, here: int) -> int | None:
        """Where to cut before a tag line at ``here``; None where no cut is sure."""
        if self.state in ("other", "trailing", "blanks"):
            return here
        return self.blank if self.state == "block" else None

    def kept(self) -> int | None:
        """The earliest line a cut may yet come before, if it is not the next one."""
        return self.blank if self.state in ("blanks", "block") and self.blank >= 0 else None

    def shift(self, lines: int) -> None:
        """The first ``lines`` lines are let go: count from the line after them."""
        if self.blank >= 0:
            self.blank -= lines


class _Header:
    """The lines since the last blank line, as far as they allow a cut between two headers.

    The reader starts a new game at a tag pair after a blank line in a header, unless the
    header before it or the tags after it do not name the seats (then the blank line is a
    slip inside one header). So a cut is sure before a run of tag lines that names the
    seats, after blank lines, after a run of tag lines that names them, itself after a blank
    line or at the start of the stretch: nothing else between them, no comments.
    """

    def __init__(self) -> None:
        self.state = "open"  # open (at the start, or after a blank line), run, shut, stray, none
        self.seats = False  # whether the run of tag lines so far names the seats
        self.candidate: int | None = None  # a tag line where a game starts if its run names the seats

    def add(self, kind: str, seats: bool, index: int, *, allowed: bool) -> int | None:
        """Take one more line (``tag``, ``blank`` or ``other``); where to cut, once it is sure."""
        if kind == "blank":
            self.candidate = None
            after_header = self.state == "shut" or (self.state == "run" and self.seats)
            self.state = "shut" if after_header else "open"
            return None
        if kind != "tag":
            self.state, self.candidate = "none", None
            return None
        if self.state == "shut" and allowed:
            self.candidate = index
        if self.state in ("open", "shut"):
            self.state, self.seats = "run", seats
        elif self.state == "run":
            self.seats = self.seats or seats
        else:
            self.state = "stray"  # tags right after other lines: no header to cut after
        if self.state == "run" and self.seats and self.candidate is not None:
            cut, self.candidate = self.candidate, None
            return cut
        return None

    def shift(self, lines: int) -> None:
        """The first ``lines`` lines are let go: count from the line after them."""
        if self.candidate is not None:
            self.candidate -= lines


def _is_tag_line(line: str) -> bool:
    """Whether ``line`` is a tag pair the lexer takes (only comments may follow it)."""
    start = len(line) - len(line.lstrip(" \t\f"))
    return line_terminals()["TAG_PAIR"].match(line, start) is not None


#: What the lexer takes for white space around a line; any other space (U+00A0, say) is a slip.
_LEXER_BLANKS: Final = " \t\f\r\n"


def _scan(line: str, in_brace: bool) -> tuple[bool, str]:
    """Whether a brace comment is open after ``line``, and its kind: "", "tag", "comment" or "other"."""
    if in_brace:
        close = line.find("}")
        if close < 0:
            return True, "comment"
        return _opens_comment(line, close + 1), "comment"
    stripped = line.strip(_LEXER_BLANKS)  # not str.strip(): a no-break space is no blank to the lexer
    if not stripped:
        return False, ""
    if stripped.startswith(";"):
        return False, "comment"
    if stripped.startswith("["):
        tag = TAG_PAIR.match(stripped)
        return _opens_comment(stripped, tag.end() if tag else len(stripped)), "tag"
    kind = "comment" if stripped.startswith("{") else "other"
    return _opens_comment(stripped, 0), kind


def _opens_comment(line: str, start: int) -> bool:
    """Whether a brace comment opened after ``start`` is still open at the end of ``line``."""
    while True:
        brace = line.find("{", start)
        if brace < 0:
            return False
        semicolon = line.find(";", start, brace)
        if semicolon >= 0:
            return False  # the rest of the line is a comment
        close = line.find("}", brace + 1)
        if close < 0:
            return True
        start = close + 1


def _line_batches(
    file: IO[bytes], shown: str, size: int, limit: int = MAX_LINE, *, paused: Callable[[], bool] | None = None
) -> Iterator[Batch]:
    """JSON Lines in batches of whole lines; from a pipe, the lines held whenever its writer pauses."""
    pending: list[str] = []
    long_lines: list[tuple[int, int]] = []
    held = 0
    first_line = 1
    for raw, length in limited_lines(file, limit):
        number = first_line + len(pending)
        if length:
            line = raw.decode("utf-8", "replace")
            long_lines.append((number, length))
        else:
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                found = not_utf8(raw[: error.start], raw[error.start], shown, universal=False)
                raise NotReadableError(replace(found, line=number)) from None
        if number == 1:
            line = line.removeprefix("\ufeff")
        pending.append(line)
        held += len(line)
        if held >= size or (paused is not None and paused()):
            done = tuple(long_lines)
            yield Batch(shown, Form.JSONL, "".join(pending), first_line, long_lines=done, limit=limit)
            first_line += len(pending)
            pending, held, long_lines = [], 0, []
    if pending or first_line == 1:  # at least one batch, if empty: the file is there
        done = tuple(long_lines)
        yield Batch(shown, Form.JSONL, "".join(pending), first_line, long_lines=done, limit=limit)


def check_files(
    names: Sequence[str],
    *,
    jobs: int = 1,
    keep_records: bool = True,
    size: int = BATCH_CHARS,
    limits: Limits = _LIMITS,
    meter: Meter | None = None,
) -> Iterator[tuple[int, GameReport]]:
    """Every game of every file, checked, in file order: (which file, from 0; its report).

    With ``jobs`` above 1 the batches are checked in that many processes, a few at a time
    so memory stays bounded, and the reports come back in the order of the files. A file
    that cannot be read, or holds no game, gives one report, game 0 (with no finding for a
    blank file, which is allowed); a file whose reading stops part of the way gives its
    games so far, then that report. ``meter`` counts the bytes read.
    """
    work = partial(check_batch, keep_records=keep_records)
    blank: dict[int, bool] = {}  # for each file read to its end: whether it held only blank lines

    def units() -> Iterator[Unit]:
        for number, name in enumerate(names):
            with RecordFile(name, limits, meter) as file:
                for unit in file.batches(size):
                    yield number, unit
                blank[number] = file.blank

    current, games = -1, 0  # every file gives at least one unit, in order
    for number, reports in _in_order(work, units(), jobs):
        if number != current:
            if current >= 0 and games == 0:
                yield current, _no_game(names[current], blank.get(current, True))
            current, games = number, 0
        for report in reports:
            yield number, _renumbered(report, games) if games else report
        games += len(reports)
    if current >= 0 and games == 0:
        yield current, _no_game(names[current], blank.get(current, True))


def _no_game(name: str, blank: bool) -> GameReport:
    return no_game("<stdin>" if name == STDIN else name, blank)


def _renumbered(report: GameReport, offset: int) -> GameReport:
    if report.index == 0:  # a file whose reading stopped part of the way: its report stays game 0
        return report
    index = report.index + offset
    found = tuple(replace(d, game=index) if d.game is not None else d for d in report.diagnostics)
    return replace(report, index=index, diagnostics=found)


Unit = tuple[int, Batch | Unreadable]
Done = TypeVar("Done")


def _in_order(
    work: Callable[[Batch], list[GameReport]], units: Iterator[Unit], jobs: int
) -> Iterator[tuple[int, list[GameReport]]]:
    """Each unit's reports, in order; in ``jobs`` processes once there is more than one batch."""
    for number, done in in_file_order(work, units, jobs):
        yield number, [done.report] if isinstance(done, Unreadable) else done


def in_file_order(
    work: Callable[[Batch], Done], units: Iterator[Unit], jobs: int
) -> Iterator[tuple[int, Done | Unreadable]]:
    """``work`` done on each batch, in file order (an unreadable unit as it is); in ``jobs`` processes.

    Processes are started once there is more than one batch, and given a few batches at a
    time, so memory stays bounded; a result is given as soon as it and those before it are
    done, so a live log read from a pipe is reported as it comes. When the run stops early
    (the reader of the output went away, Ctrl-C, SIGTERM), the batches not yet begun are
    dropped and the workers end with the ones they hold.
    """
    first = next(units, None)
    second = next(units, None)
    ahead = [u for u in (first, second) if u is not None]
    if jobs <= 1 or second is None:
        for number, unit in chain(ahead, units):
            yield number, unit if isinstance(unit, Unreadable) else work(unit)
        return
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_worker_started)
    try:
        waiting: deque[tuple[int, Future[Done] | Unreadable]] = deque()
        for number, unit in chain(ahead, units):
            waiting.append((number, unit if isinstance(unit, Unreadable) else pool.submit(work, unit)))
            while waiting and (len(waiting) > 2 * jobs or _ready(waiting[0][1])):
                number, item = waiting.popleft()
                yield number, item.result() if isinstance(item, Future) else item
        while waiting:
            number, item = waiting.popleft()
            yield number, item.result() if isinstance(item, Future) else item
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _ready(item: Future[Done] | Unreadable) -> bool:
    """Whether a unit's result can be given now: its work done (read from a pipe, it goes out at once)."""
    return not isinstance(item, Future) or item.done()


def _worker_started() -> None:
    """A worker leaves Ctrl-C and SIGTERM to the main process, which stops it when it stops."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_DFL)


def cores() -> int:
    """How many cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system
        return os.cpu_count() or 1
