"""A record file read once, as a stream, into batches; and the games of a batch as read."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import IO, Any, Final, cast

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport
from allfives_notation.errors import NotationError
from allfives_notation.notation.form import Form
from allfives_notation.notation.jsonform import read_json_document, read_json_lines
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import read_games
from allfives_notation.stream.batch import (
    BATCH_CHARS,
    ENDS_KEPT,
    Batch,
    Unreadable,
    limited_lines,
)
from allfives_notation.stream.cutting import cut_text, line_batches
from allfives_notation.stream.files import (
    DEFAULT_LIMITS,
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
    not_utf8,
    open_input,
)


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
    name: str, size: int = BATCH_CHARS, *, limits: Limits = DEFAULT_LIMITS, meter: Meter | None = None
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
        self, name: str, limits: Limits = DEFAULT_LIMITS, meter: Meter | None = None, *, digest: bool = False
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
        yield from cut_text(decoded, given.shown, size, limits.line, game=limits.game, paused=paused)
    elif form is Form.JSONL:
        yield from line_batches(stream, given.shown, size, limits.line, paused=paused)
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
            shown.append(text[:ENDS_KEPT])
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
