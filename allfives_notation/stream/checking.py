"""Batches checked, in one process or several, their reports put back in file order."""

from __future__ import annotations

import gc
import io
import os
import signal
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import replace
from functools import partial
from itertools import chain
from typing import TypeVar

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.replay import check_read
from allfives_notation.check.report import GameReport
from allfives_notation.fast import Left, fast_enabled, fast_pass
from allfives_notation.notation.form import Form
from allfives_notation.notation.jsonform import read_json_lines
from allfives_notation.notation.lines import plain_line_ends
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.stream.batch import BATCH_CHARS, Batch, Unreadable
from allfives_notation.stream.cutting import cut_text
from allfives_notation.stream.files import (
    DEFAULT_LIMITS,
    STDIN,
    Limits,
    Meter,
    no_game,
)
from allfives_notation.stream.reading import RecordFile, read_batch


def check_batch(batch: Batch, *, keep_records: bool = True) -> list[GameReport]:
    """Every game of a batch, read and checked; games numbered from 1 within the batch.

    Each text finding carries its line and caret (the batch's text is not kept). Without
    ``keep_records`` a report keeps only the record's header, which is all a verdict needs,
    so reports cost little to send back from another process. A text batch made by hand, not
    cut from a file, has its line ends read as the reader reads them (CR and CRLF as LF), so
    that the fast path and the reference count its lines alike.
    """
    if batch.form is Form.TEXT and "\r" in batch.text:
        batch = replace(batch, text=plain_line_ends(batch.text))
    with collector_paused():
        return _batch_reports(batch, keep_records)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector held off while one batch is read and checked, then left as it was.

    Nearly all a batch makes (its documents, records and the replay's state) lives until its
    reports are made, so the collector would only walk it again and again (about a sixth of
    the reference's time in JSON Lines, measured). The little a batch leaves in cycles (a
    finding and its traceback) is bounded by the batch (a stretch of about 256 Ki characters,
    or one game up to the reader's limit), and collected after it. The switch is the
    process's: a batch checked beside another in a second thread may find it on again.
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _batch_reports(batch: Batch, keep_records: bool) -> list[GameReport]:
    """:func:`check_batch`'s work."""
    # valid games take the fast path; a batch with a line or game too long to read is refused as it is
    quick = batch.form is not Form.JSON and not batch.long_lines and batch.long_game is None
    if not keep_records and quick and fast_enabled():
        reports: list[GameReport] = []
        text_form = batch.form is Form.TEXT
        for item in fast_pass(text_form, batch.text, batch.source, batch.first_line):
            if isinstance(item, Left) and text_form:
                _after_left(batch, item, reports)
            elif isinstance(item, Left):  # the reference reads and checks what the fast path is not sure of
                reports.extend(_checked(batch, item.text, item.first_line, len(reports) + 1))
            else:
                reports.append(_numbered(item, len(reports) + 1))
        return reports
    return _checked(batch, batch.text, batch.first_line, 1, keep_records)


def _numbered(report: GameReport, index: int) -> GameReport:
    """A report numbered as the ``index``-th game of its batch."""
    return report if report.index == index else replace(report, index=index)


def _after_left(batch: Batch, left: Left, reports: list[GameReport]) -> None:
    """The rest of a text batch from a game the fast path is not sure of, each game by the surer way.

    The rest is cut at every place a game surely starts, as the stream cuts a file: the
    reference reads and checks the first stretch (the game the fast path left), and the fast
    path is asked again of each stretch after it, so that one game under a rule it leaves to
    the reference does not send every game after it in the batch there too. A stretch that
    opens with comments stays with the reference's, as one text: after a broken game the
    reader's recovery may give those comments to the game before, or to none.
    """
    if "\ufeff" in left.text:  # the cutting would skip a mark at a line's start: the reference reads it all
        reports.extend(_checked(batch, left.text, left.first_line, len(reports) + 1))
        return
    pieces = cut_text(io.StringIO(left.text), batch.source, 1, batch.limit, game=batch.game_limit)
    held: list[str] = []  # the text for the reference, from line ``held_line``
    held_line = left.first_line
    for n, piece in enumerate(pieces):
        line = left.first_line + piece.first_line - 1
        if (
            n == 0
            or piece.long_lines
            or piece.long_game is not None
            or (held and _opens_with_comment(piece.text))
        ):
            if not held:
                held_line = line
            held.append(piece.text)
            continue
        if held:
            reports.extend(_checked(batch, "".join(held), held_line, len(reports) + 1))
        held, held_line = [], line
        for item in fast_pass(True, piece.text, batch.source, line):
            if isinstance(item, Left):
                held, held_line = [item.text], item.first_line
            else:
                reports.append(_numbered(item, len(reports) + 1))
    if held:
        reports.extend(_checked(batch, "".join(held), held_line, len(reports) + 1))


def _opens_with_comment(text: str) -> bool:
    """Whether the first line of ``text`` that is not blank is a comment (``;`` or ``{``)."""
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped:
            return stripped[0] in ";{"
    return False


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
            lines = _lines_of(batch)
        reports.append(checked_read(batch, read, index, lines, keep_records))
    return reports


def _lines_of(batch: Batch) -> list[str]:
    """The lines of a batch as its findings count them: in text, CR and CRLF end a line as LF does."""
    return (plain_line_ends(batch.text) if batch.form is Form.TEXT else batch.text).split("\n")


def checked_read(
    batch: Batch, read: ReadGame, index: int, lines: list[str] | None = None, keep_records: bool = True
) -> GameReport:
    """One game of a batch checked, as game ``index``; its findings with their lines from ``lines``."""
    report = check_read(read, source=batch.source, index=index, form=batch.form)
    if report.diagnostics and not lines:
        lines = _lines_of(batch)
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


def check_files(
    names: Sequence[str],
    *,
    jobs: int = 1,
    keep_records: bool = True,
    size: int = BATCH_CHARS,
    limits: Limits = DEFAULT_LIMITS,
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
