"""Files of many games, checked as a stream: a stretch of whole games at a time, on one core or many.

A file is read in stretches (:class:`Batch`) of about :data:`BATCH_CHARS` characters, so a
file of any size is checked in bounded memory. Text is cut only where a new game surely
starts, whether or not the game before it had a mistake: at a tag line that follows a
line of a hand, outside any brace comment, with between them only blank lines and comments
a line each (see ``_text_batches``); reading the stretches one by one then gives exactly
what reading the whole file gives (tests/test_stream.py). JSON Lines are cut between
lines; one JSON document is read whole. A batch pickles, and :func:`check_batch` is pure,
so batches can be checked in other processes (``--jobs``) or on other machines, and the
reports put back in file order.

No line is read longer than :data:`MAX_LINE` characters (bytes, in JSON Lines): a longer
one is kept as its two ends, and the game it is in is refused with one finding that says
how long it is, so a 100 MB line costs no more memory than a short one. A byte-order mark
at the start of a line (where ``cat a.afn b.afn`` leaves the second file's) is skipped,
as at the start of a file.
"""

from __future__ import annotations

import codecs
import io
import os
import re
import shutil
import stat
import sys
import tempfile
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass, replace
from functools import partial
from itertools import chain
from typing import IO, AnyStr, Final, cast

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.places import Form
from allfives_notation.check.replay import check_read
from allfives_notation.check.report import GameReport
from allfives_notation.errors import NotationError
from allfives_notation.fast import fast_enabled, quick_reports
from allfives_notation.files import (
    STDIN,
    Identity,
    Source,
    form_of_path,
    is_game_line,
    parses_as_json,
    read_source,
    skip_line_marks,
)
from allfives_notation.notation.jsonform import read_json_games, read_json_lines
from allfives_notation.notation.lines import TAG_PAIR
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import kind_of_line, line_terminals, read_games

#: About how many characters of a file one batch holds (it ends at the next place a game starts).
BATCH_CHARS: Final = 1 << 18
_BLOCK: Final = 1 << 20  # bytes read at a time when checking that a file is UTF-8
#: The longest line read, in characters (in bytes, for JSON): 4 MB, far more than any game's line.
MAX_LINE: Final = 4 << 20
_ENDS_KEPT: Final = 80  # characters kept from each end of a line too long to read


@dataclass(frozen=True, slots=True)
class Batch:
    """A stretch of whole games from one file, with what it takes to read them anywhere."""

    source: str  # the file's name, as findings show it
    form: Form
    text: str
    first_line: int  # the line of the file the text starts at
    whole: bool = False  # a whole JSON file, read as a string is: one document, or JSON Lines
    #: Each line too long to read, as (its line in the file, its length): the text keeps only its ends.
    long_lines: tuple[tuple[int, int], ...] = ()
    limit: int = MAX_LINE  # the longest line read, as the finding about a longer one says


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A file that gave no text: not found, not readable, or not UTF-8."""

    report: GameReport


def check_batch(batch: Batch, *, keep_records: bool = True) -> list[GameReport]:
    """Every game of a batch, read and checked; games numbered from 1 within the batch.

    Each text finding carries its line and caret (the batch's text is not kept). Without
    ``keep_records`` a report keeps only the record's header, which is all a verdict needs,
    so reports cost little to send back from another process.
    """
    # valid games take the fast path; a batch with a line too long to read is refused as it is
    if not keep_records and not batch.whole and not batch.long_lines and fast_enabled():
        return quick_reports(
            batch.form is Form.TEXT, batch.text, batch.source, batch.first_line, partial(_checked, batch)
        )
    return _checked(batch, batch.text, batch.first_line, 1, keep_records)


def _checked(
    batch: Batch, text: str, first_line: int, start: int, keep_records: bool = False
) -> list[GameReport]:
    """The games of ``text``, the batch from ``first_line`` on, read and checked, numbered from ``start``."""
    if text is not batch.text:
        batch = replace(batch, text=text, first_line=first_line)
    reports = []
    for index, read in enumerate(read_batch(batch), start=start):
        report = check_read(read, source=batch.source, index=index, form=batch.form)
        found = tuple(d.in_context(batch.text, batch.first_line) for d in report.diagnostics)
        record = report.record
        if not keep_records and record is not None:
            record = replace(record, hands=())
        reports.append(replace(report, diagnostics=found, record=record))
    return reports


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
    if batch.long_lines:
        return iter(_refused(batch))
    if batch.form is Form.TEXT:
        return read_games(batch.text, batch.source, first_line=batch.first_line)
    if batch.whole:
        return read_json_games(batch.text, batch.source)
    return read_json_lines(batch.text, batch.source, first_line=batch.first_line)


def _refused(batch: Batch) -> list[ReadGame]:
    """The games of a batch with lines too long to read: a game that holds one gives their findings only.

    The text holds only the two ends of such a line, enough to see where the games begin
    and end; in JSON the line itself is never parsed.
    """
    code = "AF001" if batch.form is Form.TEXT else "AF003"
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
    needed = -(-length // (1 << 20))  # in MB, rounded up
    unit = "characters" if batch.form is Form.TEXT else "bytes"
    message = (
        f"this line holds {length:,} {unit}, more than the {_size(batch.limit, unit)} a line may hold,"
        f" so its game is not read (--max-line-mb {needed} reads it)"
    )
    lines = batch.text.split("\n")
    start = lines[line - batch.first_line][:60].replace("\t", " ").replace("\r", " ")
    context = f"  {start}…\n  ^" if start.strip() else ""  # where it starts: the rest is not kept
    return NotationError(message, line=line, code=code, source=batch.source, context=context)


def _size(limit: int, unit: str) -> str:
    return f"{limit / (1 << 20):g} MB" if limit >= 1 << 20 else f"{limit:,} {unit}"


def file_batches(
    name: str, size: int = BATCH_CHARS, *, max_line: int = MAX_LINE
) -> Iterator[Batch | Unreadable]:
    """A file's games in batches (``-``: standard input), or why it cannot be read.

    Standard input, a pipe or any file that is not a regular file is first copied to a
    temporary file, for it is read twice: once to check it is UTF-8, once for its games.
    """
    with RecordFile(name, max_line) as file:
        yield from file.batches(size)


class RecordFile:
    """A record file opened for reading in batches: a copy of it if it is standard input or a pipe.

    Used as a context manager, which removes any copy. :meth:`changed` says whether the
    file was changed or replaced while it was read, so that what was read is not taken
    for what the file now holds.
    """

    def __init__(self, name: str, max_line: int = MAX_LINE) -> None:
        self.name = name
        self.shown = "<stdin>" if name == STDIN else name
        self.max_line = max_line
        self.path: str | None = None  # the file to read: the file itself, or a copy
        self.problem: Diagnostic | None = None  # why it cannot be read
        self.seen: Identity | None = None  # the file as it was when opened, if it is a regular file
        self._stack = ExitStack()

    def __enter__(self) -> RecordFile:
        name = self.name
        try:
            if name != STDIN and _regular(name):
                self.path, self.seen = name, Identity.of(name)
            else:
                self.path = _spooled(name, self._stack)
            self.problem = _not_utf8(self.path, self.shown)
        except OSError as error:  # in the same words as for any unreadable file
            reason = f"cannot read this file: {error.strerror or error}"
            self.problem = read_source(name).problem or Diagnostic("AF006", reason, source=self.shown)
        return self

    def __exit__(self, *_: object) -> None:
        self._stack.close()

    def batches(self, size: int = BATCH_CHARS) -> Iterator[Batch | Unreadable]:
        """The file's games in batches, or the one report of why it cannot be read."""
        if self.problem is not None or self.path is None:
            bad = self.problem or Diagnostic("AF006", "cannot read this file", source=self.shown)
            yield Unreadable(GameReport(0, self.shown, bad.line or 1, None, (bad,)))
            return
        yield from _batches(self.path, self.shown, size, self.max_line)

    def changed(self) -> bool:
        """Whether the file is no longer as it was when opened: written to, or replaced by another."""
        return self.seen is not None and Identity.of(self.name) != self.seen


def _regular(name: str) -> bool:
    return stat.S_ISREG(os.stat(name).st_mode)


def _spooled(name: str, stack: ExitStack) -> str:
    """A copy of standard input or a pipe in a temporary file, removed when ``stack`` closes."""
    folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="allfives-"))
    copy = os.path.join(folder, "input")
    with open(copy, "wb") as out:
        if name == STDIN:
            shutil.copyfileobj(sys.stdin.buffer, out)
        else:
            with open(name, "rb") as given:
                shutil.copyfileobj(given, out)
    return copy


def _not_utf8(path: str, shown: str) -> Diagnostic | None:
    """AF005 at the first byte that is not UTF-8, read a block at a time; None if all of it is."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    offset = 0  # bytes before the current block
    with open(path, "rb") as file:
        while True:
            block = file.read(_BLOCK)
            held = len(decoder.getstate()[0])  # the start of a character cut off by the last block
            try:
                decoder.decode(block, final=not block)
            except UnicodeDecodeError as error:
                at = offset - held + error.start
                line, column = _line_and_column(path, at)
                message = f"byte {error.object[error.start]:#04x} is not UTF-8: records are UTF-8 text"
                return Diagnostic("AF005", message, source=shown, line=line, column=column)
            if not block:
                return None
            offset += len(block)


def _line_and_column(path: str, at: int) -> tuple[int, int]:
    """The line and column of byte ``at`` of a file, counted a block at a time."""
    line, line_start, done = 1, 0, 0
    with open(path, "rb") as file:
        while done < at:
            block = file.read(min(_BLOCK, at - done))
            line += block.count(b"\n")
            last = block.rfind(b"\n")
            if last >= 0:
                line_start = done + last + 1
            done += len(block)
    return line, at - line_start + 1


def _batches(path: str, shown: str, size: int, limit: int = MAX_LINE) -> Iterator[Batch]:
    form = _streamed_form(path, shown, limit)
    if form is None:  # one JSON document, or a file whose form only the whole of it tells
        with open(path, "rb") as file:  # lines as JSON Lines count them: at LF alone
            pieces, long_lines = [], []
            for number, (line, length) in enumerate(limited_lines(file, limit), start=1):
                pieces.append(line.decode("utf-8", "replace") if length else line.decode("utf-8"))
                if length:
                    long_lines.append((number, length))
        text = "".join(pieces)
        form = Source(shown, text).form
        if form is Form.TEXT:  # line ends as the reader counts them, for the lines findings show
            text = skip_line_marks(text.replace("\r\n", "\n").replace("\r", "\n"))
        yield Batch(shown, form, text, 1, whole=True, long_lines=tuple(long_lines), limit=limit)
    elif form is Form.TEXT:
        with open(path, encoding="utf-8") as file:  # universal line ends: CR and CRLF read as LF
            yield from _cut_text(file, shown, size, limit)
    else:
        with open(path, "rb") as file:
            yield from _line_batches(file, shown, size, limit)


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


def _streamed_form(path: str, shown: str, limit: int = MAX_LINE) -> Form | None:
    """Text or JSON Lines when the first lines tell, without reading on; None when only the whole can tell.

    The same choice as :func:`files.Source` makes from the whole text (see ``_form_of``).
    A first line like ``{ Tuesday club }`` starts no JSON object (a key must follow the
    brace), so the whole is no JSON document either: the file's suffix decides, else text.
    """
    by_name = form_of_path(shown)
    with open(path, "rb") as file:
        first = ""
        for number, (raw, _) in enumerate(limited_lines(file, limit)):
            line = raw.decode("utf-8", "replace")  # a long line's ends may cut a character
            if number == 0:
                line = line.removeprefix("\ufeff")
            if not first:
                first = line.strip()
                if first.startswith("[") and not _TAG_START.match(first):
                    return None  # perhaps a JSON array: only the whole can tell
                if first and not first.startswith("{"):
                    return Form.TEXT
                if first and not parses_as_json(first):
                    after = first[1:].lstrip(" \t\r")  # JSON white space
                    if not after or after[0] in '"}' or by_name in (Form.JSON, Form.JSONL):
                        return None
                    return Form.TEXT
            elif line.strip():  # a line of JSON, then more: no JSON document
                if is_game_line(first) or by_name is None:
                    return Form.JSONL
                return None if by_name is Form.JSON else by_name
    return Form.TEXT if not first else None


#: How a tag pair starts; no JSON array starts so (a word, then a quote).
_TAG_START: Final = re.compile(r'\[[A-Za-z][A-Za-z0-9_]*[ \t]+"')


#: Where a line may be a tag line: its bracket after blanks (``_is_tag_line`` decides).
_TAG_LINE_START: Final = re.compile(r"^[ \t\f]*\[", re.MULTILINE)
_MARK_AT_LINE_START: Final = re.compile("^\ufeff", re.MULTILINE)
_BLOCK_CHARS: Final = 1 << 16  # characters read at a time by ``_cut_text``, at least


def _cut_text(
    file: IO[str], shown: str, size: int, limit: int = MAX_LINE, block: int = _BLOCK_CHARS
) -> Iterator[Batch]:
    """:func:`_text_batches` over a text file, its cuts found by a regex over the text, not line by line.

    The text is read a block of whole lines at a time. While the text since the last cut
    holds no brace, no semicolon (so no comment), no byte-order mark but at the start of
    a line and no more than ``limit`` characters (so no line too long to read), a cut
    comes before the first tag line at or past ``size`` characters whose last non-blank
    line before it is a line of a hand, each line judged by ``_text_batches``'s own
    tests: there, and only there, ``_text_batches`` cuts too. From the first block that
    holds anything else, the rest of the file, from the last cut, goes to
    ``_text_batches``, whose state at a cut is the one it starts with.
    tests/test_stream.py holds the two to the same batches.
    """
    held = ""  # the text since the last cut, whole lines with their line ends
    first_line = 1  # the line of the file ``held`` starts at
    tried = 0  # where in ``held`` the tag lines not yet tried start
    block = max(size, block)
    while True:
        cut = _first_cut(held, max(tried, size))
        if cut >= 0:
            yield Batch(shown, Form.TEXT, held[:cut], first_line, limit=limit)
            first_line += held.count("\n", 0, cut)
            held, tried = held[cut:], 0
            continue
        tried = len(held)
        more = file.read(block)
        if not more:
            yield Batch(shown, Form.TEXT, held, first_line, limit=limit)
            return
        if more[-1] != "\n":
            more += file.readline(limit + 1)  # the rest of the last line, unless it is too long to read
        marks = "\ufeff" in more
        plain = _MARK_AT_LINE_START.sub("", more) if marks else more
        if "{" in more or ";" in more or "\ufeff" in plain or len(held) + len(plain) > limit:
            resumed = cast(IO[str], _Resumed(held + more, file))  # only readline is called
            yield from _text_batches(limited_lines(resumed, limit), shown, size, limit, first_line)
            return
        held += plain


def _first_cut(held: str, start: int) -> int:
    """Where ``_text_batches`` cuts ``held`` before a tag line from ``start``; or -1."""
    for found in _TAG_LINE_START.finditer(held, start):
        at = found.start()
        end = held.find("\n", at) + 1 or len(held)
        if not _is_tag_line(held[at:end]):
            continue
        after = at  # back over the lines before it: blank ones, then a line of a hand
        while after > 0:
            begin = held.rfind("\n", 0, after - 1) + 1
            line = held[begin:after]
            in_brace, kind = _scan(line, False)
            if in_brace or kind_of_line(line) != (kind or "blank") or kind not in ("", "other"):
                break
            if kind == "other":
                return at
            after = begin
    return -1


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
    lines: Iterable[tuple[str, int]], shown: str, size: int, limit: int = MAX_LINE, first_line: int = 1
) -> Iterator[Batch]:
    """Text cut into batches at places where a game surely starts (see the module docstring).

    A cut comes before a tag line that follows a line of a hand, with between them only
    blank lines and whole-line comments of a shape the reader's recovery after a mistake
    sees the same way (see :class:`_Run`), so that the next game starts there whether or
    not the game before it had a mistake. Comments after a blank line introduce the next
    game: the cut is then at that blank line. ``lines`` start at line ``first_line``.
    """
    pending: list[str] = []
    long_lines: list[tuple[int, int]] = []  # among the pending lines
    held = 0
    run = _Run()
    in_brace = False
    for number, (line, length) in enumerate(lines, start=first_line):
        scanned = line = line.removeprefix("\ufeff")  # skipped at the start of any line, as of the file
        if held >= size and not in_brace and _is_tag_line(scanned):
            cut = run.cut(len(pending))
            if cut is not None and cut > 0:
                start, first_line = first_line, first_line + cut
                done = tuple(at for at in long_lines if at[0] < first_line)
                yield Batch(shown, Form.TEXT, "".join(pending[:cut]), start, long_lines=done, limit=limit)
                long_lines = [at for at in long_lines if at[0] >= first_line]
                pending = pending[cut:]
                held = sum(map(len, pending))
                run = _Run()
        if length:
            long_lines.append((number, length))
        pending.append(line)
        held += len(line)
        was_in_brace = in_brace
        in_brace, kind = _scan(scanned, in_brace)
        agreed = not was_in_brace and not in_brace and kind_of_line(scanned) == (kind or "blank")
        run.add(kind if agreed else "unsure", len(pending) - 1)
    yield Batch(shown, Form.TEXT, "".join(pending), first_line, long_lines=tuple(long_lines), limit=limit)


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


def _is_tag_line(line: str) -> bool:
    """Whether ``line`` is a tag pair the lexer takes (only comments may follow it)."""
    start = len(line) - len(line.lstrip(" \t\f"))
    return line_terminals()["TAG_PAIR"].match(line, start) is not None


def _scan(line: str, in_brace: bool) -> tuple[bool, str]:
    """Whether a brace comment is open after ``line``, and its kind: "", "tag", "comment" or "other"."""
    if in_brace:
        close = line.find("}")
        if close < 0:
            return True, "comment"
        return _opens_comment(line, close + 1), "comment"
    stripped = line.strip()
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


def _line_batches(file: IO[bytes], shown: str, size: int, limit: int = MAX_LINE) -> Iterator[Batch]:
    """JSON Lines in batches of whole lines."""
    pending: list[str] = []
    long_lines: list[tuple[int, int]] = []
    held = 0
    first_line = 1
    for raw, length in limited_lines(file, limit):
        line = raw.decode("utf-8", "replace") if length else raw.decode("utf-8")
        if first_line == 1 and not pending:
            line = line.removeprefix("\ufeff")
        if length:
            long_lines.append((first_line + len(pending), length))
        pending.append(line)
        held += len(line)
        if held >= size:
            done = tuple(long_lines)
            yield Batch(shown, Form.JSONL, "".join(pending), first_line, long_lines=done, limit=limit)
            first_line += len(pending)
            pending, held, long_lines = [], 0, []
    if pending:
        done = tuple(long_lines)
        yield Batch(shown, Form.JSONL, "".join(pending), first_line, long_lines=done, limit=limit)


def check_files(
    names: Sequence[str],
    *,
    jobs: int = 1,
    keep_records: bool = True,
    size: int = BATCH_CHARS,
    max_line: int = MAX_LINE,
) -> Iterator[tuple[int, GameReport]]:
    """Every game of every file, checked, in file order: (which file, from 0; its report).

    With ``jobs`` above 1 the batches are checked in that many processes, a few at a time
    so memory stays bounded, and the reports come back in the order of the files. A file
    that cannot be read, or holds no game, gives one report, game 0.
    """
    work = partial(check_batch, keep_records=keep_records)
    units = (
        (number, unit)
        for number, name in enumerate(names)
        for unit in file_batches(name, size, max_line=max_line)
    )
    current, games = -1, 0  # every file gives at least one unit, in order
    for number, reports in _in_order(work, units, jobs):
        if number != current:
            if current >= 0 and games == 0:
                yield current, _no_game(names[current])
            current, games = number, 0
        for report in reports:
            yield number, _renumbered(report, games) if games else report
        games += len(reports)
    if current >= 0 and games == 0:
        yield current, _no_game(names[current])


def _no_game(name: str) -> GameReport:
    shown = "<stdin>" if name == STDIN else name
    empty = Diagnostic("AF001", "this file holds no game", source=shown)
    return GameReport(0, shown, 1, None, (empty,))


def _renumbered(report: GameReport, offset: int) -> GameReport:
    index = report.index + offset
    found = tuple(replace(d, game=index) if d.game is not None else d for d in report.diagnostics)
    return replace(report, index=index, diagnostics=found)


Unit = tuple[int, Batch | Unreadable]


def _in_order(
    work: Callable[[Batch], list[GameReport]], units: Iterator[Unit], jobs: int
) -> Iterator[tuple[int, list[GameReport]]]:
    """Each unit's reports, in order; in ``jobs`` processes once there is more than one batch."""
    first = next(units, None)
    second = next(units, None)
    ahead = [u for u in (first, second) if u is not None]
    if jobs <= 1 or second is None:
        for number, unit in chain(ahead, units):
            yield number, [unit.report] if isinstance(unit, Unreadable) else work(unit)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        waiting: deque[tuple[int, Future[list[GameReport]] | list[GameReport]]] = deque()
        for number, unit in chain(ahead, units):
            if isinstance(unit, Unreadable):
                waiting.append((number, [unit.report]))
            else:
                waiting.append((number, pool.submit(work, unit)))
            while len(waiting) > 2 * jobs or (waiting and not isinstance(waiting[0][1], Future)):
                yield _done(waiting.popleft())
        while waiting:
            yield _done(waiting.popleft())


def _done(item: tuple[int, Future[list[GameReport]] | list[GameReport]]) -> tuple[int, list[GameReport]]:
    number, result = item
    return number, result.result() if isinstance(result, Future) else result


def cores() -> int:
    """How many cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system
        return os.cpu_count() or 1
