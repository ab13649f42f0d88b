"""A record as an editor holds it: cut into pieces of whole games, each checked once, its findings placed.

An edit changes one game, so the text is cut where games surely start (as ``validate`` cuts
a file, :func:`allfives_notation.stream.text_batches`), and each piece's reports are kept by
its text: after an edit only the pieces whose text changed are checked again. Findings are
placed as spans of the document (lines from 0, columns in characters); the server turns
them into the editor's units.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import accumulate
from threading import Lock
from typing import Final

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport
from allfives_notation.lsp.jsonplaces import locate
from allfives_notation.notation.form import Form
from allfives_notation.notation.lines import plain_line_ends
from allfives_notation.stream import Batch, check_batch, text_batches
from allfives_notation.stream.files import Source

#: How the editor's file is named in findings (the server passes the file's path).
UNNAMED: Final = "<editor>"


@dataclass(frozen=True, slots=True)
class Piece:
    """A stretch of whole games: the line of the document it starts at (from 1), its text and form."""

    first_line: int
    text: str
    form: Form
    whole: bool = False  # one JSON document
    long_lines: tuple[tuple[int, int], ...] = ()  # (line within the piece, from 1; its length)

    def batch(self, source: str) -> Batch:
        """The piece as the validator takes it, its lines counted from 1."""
        return Batch(source, self.form, self.text, 1, long_lines=self.long_lines)

    def offset(self, line: int, column: int) -> int | None:
        """Where a line of the piece (from 0) and a column are in its text; None past its lines."""
        start = 0
        for _ in range(line):
            start = self.text.find("\n", start) + 1
            if start == 0:  # a blank line after a line of JSON Lines: no game is there
                return None
        return start + column

    def span(self, start: int, end: int) -> Span:
        """The document's span of the piece's text from offset ``start`` to ``end``."""
        first = self.first_line - 1
        return Span(*_line_column(self.text, start, first), *_line_column(self.text, end, first))

    @property
    def key(self) -> tuple[object, ...]:
        """What its reports depend on: not where it stands in the document."""
        return self.form, self.whole, self.text, self.long_lines


@dataclass(frozen=True, slots=True)
class Span:
    """A stretch of the document: lines from 0, columns in characters from 0, the end excluded."""

    line: int
    start: int
    end_line: int
    end: int


@dataclass(frozen=True, slots=True)
class Finding:
    """A finding of the validator, its lines the document's, and the span of the document it is about."""

    diagnostic: Diagnostic
    span: Span


class Record:
    """One version of a record document: its pieces, their findings, and the games read from them.

    ``kept`` carries the reports of an earlier version, by piece text: pass the same
    :class:`Kept` to each version of a document, so only the pieces an edit touched are
    checked again.
    """

    def __init__(
        self, text: str, source: str = UNNAMED, kept: Kept | None = None, before: Record | None = None
    ) -> None:
        self.text = plain_line_ends(text)  # lines as the editor counts them
        self.source = source
        self.lines = self.text.split("\n")
        self.form = Source(source, self.text).form
        self.kept = kept if kept is not None else Kept()
        again = _recut(before, self) if before is not None and self.form is Form.TEXT else None
        self.pieces = tuple(again if again is not None else _cut(self.text, self.form, source))
        self._starts = [piece.first_line for piece in self.pieces]

    def findings(self, cancelled: Callable[[], bool] = lambda: False) -> list[Finding] | None:
        """Every finding of every game, placed; None if ``cancelled`` said so on the way."""
        out: list[Finding] = []
        for piece in self.pieces:
            if cancelled():
                return None
            reports = self.kept.quick(piece, self.source)
            for report in reports:
                out.extend(self._placed(piece, d) for d in report.diagnostics)
        if not any(piece.text.strip() for piece in self.pieces):
            empty = Diagnostic("AF001", "this file holds no game", source=self.source)
            out.append(Finding(empty, Span(0, 0, 0, len(self.lines[0]))))
        self.kept.keep_only(self.pieces)
        return out

    def findings_at(self, first: int, last: int) -> list[Finding]:
        """The findings of the pieces that hold lines ``first`` to ``last`` (from 0), placed."""
        out: list[Finding] = []
        for piece in self.pieces:
            end = piece.first_line - 1 + piece.text.count("\n") + 1
            if piece.first_line - 1 <= last and end > first:
                for report in self.kept.quick(piece, self.source):
                    out.extend(self._placed(piece, d) for d in report.diagnostics)
        return [f for f in out if f.span.line <= last and f.span.end_line >= first]

    def piece_at(self, line: int) -> Piece | None:
        """The piece that holds line ``line`` of the document (from 0)."""
        at = bisect_right(self._starts, line + 1) - 1
        return self.pieces[at] if at >= 0 else None

    def reports(self, piece: Piece) -> tuple[GameReport, ...]:
        """The games of a piece, read and checked, with their records (lines counted within the piece)."""
        return self.kept.whole(piece, self.source)

    def _placed(self, piece: Piece, found: Diagnostic) -> Finding:
        shift = piece.first_line - 1
        diagnostic = replace(found, line=found.line + shift, source=self.source) if found.line else found
        if found.pointer is not None:
            return Finding(diagnostic, self._json_span(piece, found))
        if not found.line:
            first = piece.first_line - 1
            return Finding(diagnostic, Span(first, 0, first, len(self.lines[first])))
        return Finding(diagnostic, self.word_span(found.line + shift - 1, (found.column or 0) - 1))

    def word_span(self, line: int, column: int) -> Span:
        """The word at ``column`` of ``line`` (from 0); the line's text when ``column`` is -1."""
        text = self.lines[line] if 0 <= line < len(self.lines) else ""
        if column < 0:
            start = len(text) - len(text.lstrip())
            return Span(line, start, line, max(start, len(text.rstrip())))
        column = min(column, len(text))
        end = column
        while end < len(text) and not text[end].isspace():
            end += 1
        return Span(line, column, line, max(end, min(column + 1, len(text))))

    def _json_span(self, piece: Piece, found: Diagnostic) -> Span:
        spot = locate(piece.text, found.pointer or "")
        first = piece.first_line - 1
        if spot is None:
            return Span(first, 0, first, len(self.lines[first]) if first < len(self.lines) else 0)
        return piece.span(*spot.shown)


def _line_column(text: str, offset: int, first: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, offset) + 1
    return first + text.count("\n", 0, line_start), offset - line_start


def _cut(text: str, form: Form, source: str) -> list[Piece]:
    """The document's pieces: each game of a text where it surely starts, each JSON line, or the document."""
    if form is Form.JSON:
        return [Piece(1, text, Form.JSON, whole=True)] if text.strip() else []
    if form is Form.JSONL:
        return [
            Piece(number, line, Form.JSONL)
            for number, line in enumerate(text.split("\n"), start=1)
            if line.strip()
        ]
    return [_piece(batch, 1) for batch in text_batches(text, source, 1)]


def _piece(batch: Batch, first_line: int) -> Piece:
    """A batch of text cut from line ``first_line`` of the document on, as a piece of the document."""
    shift = batch.first_line - 1
    long_lines = tuple((line - shift, length) for line, length in batch.long_lines)
    return Piece(batch.first_line + first_line - 1, batch.text, Form.TEXT, long_lines=long_lines)


def _recut(before: Record, record: Record) -> list[Piece] | None:
    """The pieces of an edited text, cut again only from the piece before the edit to the first cut after it.

    A cut is where a game surely starts, and the cutter starts afresh at each cut
    (:func:`allfives_notation.stream.text_batches`): so the cuts before the piece the
    edit is in stay as they were, and once the cutter makes a cut past the edit where an
    old one was, the old pieces after it are the new ones, their lines shifted. None where
    the pieces are not slices of the text (a line too long to read, a byte-order mark).
    """
    old, text, pieces = before.text, record.text, before.pieces
    if before.form is not Form.TEXT or not pieces or "\ufeff" in text or any(p.long_lines for p in pieces):
        return None
    starts = list(accumulate((len(piece.text) for piece in pieces), initial=0))
    if starts[-1] != len(old):
        return None
    same_start = _same_start(old, text)
    same_end = (
        _same_start(old[::-1], text[::-1]) if len(old) + len(text) < (1 << 20) else _same_end(old, text)
    )
    same_end = min(same_end, len(old) - same_start, len(text) - same_start)
    first = max(0, min(bisect_right(starts, same_start) - 1, len(pieces) - 1) - 1)
    old_at = {start: index for index, start in enumerate(starts)}
    shift = len(text) - len(old)
    out = list(pieces[:first])
    at = starts[first]
    for batch in text_batches(text[at:], record.source, 1):
        if batch.long_lines:
            return None
        out.append(_piece(batch, pieces[first].first_line))
        at += len(batch.text)
        if at >= len(text) - same_end and at - shift in old_at:
            lines = text.count("\n", 0, at) - old.count("\n", 0, at - shift)
            rest = pieces[old_at[at - shift] :]
            out.extend(replace(piece, first_line=piece.first_line + lines) for piece in rest)
            return out
    return out


_STEP: Final = 1 << 16  # characters compared at a time


def _same_start(one: str, other: str) -> int:
    """How many characters two texts share at their start."""
    most = min(len(one), len(other))
    at = 0
    while at + _STEP <= most and one[at : at + _STEP] == other[at : at + _STEP]:
        at += _STEP
    low, high = at, min(at + _STEP, most)  # the texts agree up to low; somewhere before high they part
    while low < high:
        middle = (low + high + 1) // 2
        if one[at:middle] == other[at:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _same_end(one: str, other: str) -> int:
    """How many characters two texts share at their end."""
    most = min(len(one), len(other))
    a, b = len(one), len(other)
    at = 0
    while at + _STEP <= most and one[a - at - _STEP : a - at] == other[b - at - _STEP : b - at]:
        at += _STEP
    low, high = at, min(at + _STEP, most)
    while low < high:
        middle = (low + high + 1) // 2
        if one[a - middle : a - at] == other[b - middle : b - at]:
            low = middle
        else:
            high = middle - 1
    return low


class Kept:
    """The reports of a document's pieces, by text: quick ones (findings only) and whole ones (records).

    The server checks in a thread of its own while it answers the editor in another, so
    the tables are only ever touched under a lock (the checking itself is not).
    """

    def __init__(self) -> None:
        self._quick: dict[tuple[object, ...], tuple[GameReport, ...]] = {}
        self._whole: dict[tuple[object, ...], tuple[GameReport, ...]] = {}
        self._lock = Lock()

    def quick(self, piece: Piece, source: str) -> tuple[GameReport, ...]:
        """The piece's reports as ``validate`` makes them (the fast path first)."""
        return self._kept(self._quick, piece, source, keep_records=False)

    def whole(self, piece: Piece, source: str) -> tuple[GameReport, ...]:
        """The piece's reports with their records, for pictures and completions."""
        return self._kept(self._whole, piece, source, keep_records=True)

    def _kept(
        self,
        kept: dict[tuple[object, ...], tuple[GameReport, ...]],
        piece: Piece,
        source: str,
        *,
        keep_records: bool,
    ) -> tuple[GameReport, ...]:
        key = piece.key
        with self._lock:
            found = kept.get(key)
        if found is None:
            found = tuple(check_batch(piece.batch(source), keep_records=keep_records))
            with self._lock:
                kept[key] = found
        return found

    def keep_only(self, pieces: tuple[Piece, ...]) -> None:
        """Forget the reports of pieces the document no longer has."""
        keys = {piece.key for piece in pieces}
        with self._lock:
            for kept in (self._quick, self._whole):
                for key in [key for key in kept if key not in keys]:
                    del kept[key]
