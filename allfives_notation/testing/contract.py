"""The contract every input is held to: taken as ``allfives validate`` takes a file, it gives findings only.

``feed`` writes an input to a file and takes it the way ``allfives validate`` does:
``read_source``, the reader, ``check_source``, and the rendering of every finding and
summary; then the file cut into batches as the streaming validator cuts it, each batch
tried on the fast path first. It lets any exception of the package through and raises
:class:`ContractError` when an outcome breaks the contract (a diagnostic with no place, a
game neither read nor refused, a game the fast path vouches for with a report other than
the reference's, a batch whose reports with the fast path are not the reference's).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from allfives_notation.check import CODES, Form, GameReport
from allfives_notation.cli.console import show_diagnostic
from allfives_notation.errors import NotationError
from allfives_notation.fast import vouched as vouched_for
from allfives_notation.notation import ReadGame
from allfives_notation.stream import Unreadable, file_batches
from allfives_notation.stream.files import check_source, read_records, read_source
from allfives_notation.summary import summary_json, summary_markdown, summary_text
from allfives_notation.summary.verdict import verdict
from allfives_notation.testing.sweep import agree


class ContractError(AssertionError):
    """An outcome that breaks the contract without an exception: a diagnostic with no place, say."""


@dataclass(slots=True)
class FeedOutcome:
    """What one input gave: games read and refused, reports, findings by code; ``stage``: how far it got."""

    stage: str = "start"
    read: int = 0
    refused: int = 0
    reports: int = 0
    diagnostics: int = 0
    codes: dict[str, int] = field(default_factory=dict)
    vouched: int = 0  # games the fast path vouched for (each with the reference's report)

    @property
    def verdict(self) -> str:
        """``records`` when at least one game was read into a record, else ``diagnostics``."""
        return "records" if self.read else "diagnostics"


def feed(data: bytes, name: str, folder: Path, outcome: FeedOutcome | None = None) -> FeedOutcome:
    """Take ``data`` as ``allfives validate`` and ``summary`` take a file; raise on anything but findings.

    ``outcome`` (filled in as it goes) tells the caller which stage an exception came from.
    """
    outcome = outcome if outcome is not None else FeedOutcome()
    path = folder / name
    path.write_bytes(data)
    outcome.stage = "read_source"
    source = read_source(str(path))
    _expect(source.text is not None or source.problem is not None, "a source with neither text nor problem")
    outcome.stage = "read_records"
    reads = list(read_records(source))
    for read in reads:
        _check_read(read)
        outcome.read += read.game is not None
        outcome.refused += read.game is None
    outcome.stage = "check_source"  # check_read on each game, as the command does
    reports = list(check_source(source))
    _expect(bool(reports), "check_source gave no report at all")
    _expect(len([r for r in reports if r.index]) == len(reads), "a report per game read")
    if source.text is not None:
        lines = len(re.split(r"\r\n|\r|\n", source.text))
    else:  # AF005 counts lines as the reader of text does: at CR, CRLF and LF
        lines = len(re.split(rb"\r\n|\r|\n", data))
    outcome.stage = "render"
    for report in reports:
        outcome.reports += 1
        for diagnostic in report.diagnostics:
            _check_diagnostic(diagnostic, report, lines)
            outcome.diagnostics += 1
            outcome.codes[diagnostic.code] = outcome.codes.get(diagnostic.code, 0) + 1
            show_diagnostic(diagnostic, source.text, colour=False)
            json.dumps(diagnostic.to_json(), ensure_ascii=False)
        verdict(report)
        if report.record is not None:
            summary_text(report)
            summary_markdown(report)
            json.dumps(summary_json(report), ensure_ascii=False)
    outcome.stage = "fast path"
    outcome.vouched = fast_path_held(path, reports)
    outcome.stage = "done"
    return outcome


def fast_path_held(path: Path, reports: list[GameReport]) -> int:
    """The file in ``allfives validate``'s batches, each tried on the fast path; the games it vouched for.

    Each game it vouches for must have the report ``check_source`` gave it (``reports``),
    found by its line: the same figures, with the record's header alone, and no finding.
    And each batch as a whole must get the same reports with the fast path as with the
    reference alone: what the fast path leaves is cut into games and read by the
    reference, and that cutting must find the games the reference finds.
    """
    by_line = {report.line: report for report in reports if report.index}
    vouched = 0
    for batch in file_batches(str(path)):
        if isinstance(batch, Unreadable) or batch.form is Form.JSON or batch.long_lines or batch.long_game:
            continue  # validate gives these to the reference as they are
        for fast in vouched_for(batch.form is Form.TEXT, batch.text, batch.source, batch.first_line):
            vouched += 1
            reference = by_line.get(fast.line)
            if reference is None or reference.record is None:
                raise ContractError(f"the fast path vouched for line {fast.line}, where no game was read")
            expected = replace(reference, index=fast.index, record=replace(reference.record, hands=()))
            _expect(fast == expected, f"the fast path's report at line {fast.line} is not the reference's")
        _expect(
            agree(batch.form, batch.text),
            f"the batch from line {batch.first_line} gets other reports with the fast path than without",
        )
    return vouched


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise ContractError(message)


def _check_read(read: ReadGame) -> None:
    _expect(isinstance(read, ReadGame), f"the reader gave {type(read).__name__}, not a ReadGame")
    _expect((read.game is None) == bool(read.errors), "a game both read and refused, or neither")
    _expect(read.line >= 1, f"a game at line {read.line}")
    for error in read.errors:
        _expect(isinstance(error, NotationError), f"the reader gave a {type(error).__name__}")
        placed = error.line is not None or error.pointer is not None
        _expect(placed, f"a reading error with no place: {error}")
        _expect(bool(error.message), "a reading error with no message")


def _check_diagnostic(diagnostic: Any, report: GameReport, lines: int) -> None:
    said = f"{diagnostic.code} {diagnostic.message!r}"
    _expect(diagnostic.code in CODES, f"unknown code {said}")
    _expect(bool(diagnostic.message), f"no message: {said}")
    if report.index == 0 and diagnostic.code in ("AF001", "AF006"):  # the whole file: no game, or unreadable
        return
    placed = diagnostic.line is not None or diagnostic.pointer is not None
    _expect(placed, f"a diagnostic with no place: {said}")
    if diagnostic.pointer is None:
        _expect(1 <= diagnostic.line <= lines, f"line {diagnostic.line} of {lines}: {said}")
        _expect(diagnostic.column is None or diagnostic.column >= 1, f"column {diagnostic.column}: {said}")
