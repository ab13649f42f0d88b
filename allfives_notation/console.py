"""How the command line shows findings to a person: colour on a terminal, the line and a caret, tallies."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import IO, Any

import typer

from allfives_notation.check.diagnostics import Diagnostic, Severity
from allfives_notation.check.report import GameReport

_COLOURS = {Severity.ERROR: typer.colors.RED, Severity.WARNING: typer.colors.YELLOW}


def colour_wanted(stream: IO[str] | None = None) -> bool:
    """Colour only on a terminal, and never when ``NO_COLOR`` is set (https://no-color.org)."""
    stream = stream or sys.stdout
    return not os.environ.get("NO_COLOR") and stream.isatty()


def show_diagnostic(diagnostic: Diagnostic, text: str | None, colour: bool) -> str:
    """A finding as a person reads it: ``where: error AF301: message (R15)``, then the line and a caret."""
    severity = diagnostic.severity.value
    if colour:
        severity = typer.style(severity, fg=_COLOURS[diagnostic.severity], bold=True)
    rule = f" ({diagnostic.rule})" if diagnostic.rule else ""
    head = f"{diagnostic.where}: {severity} {diagnostic.code}: {diagnostic.message}{rule}"
    context = diagnostic.context or context_of(text, diagnostic)
    return f"{head}\n{context}" if context else head


def context_of(text: str | None, diagnostic: Diagnostic) -> str:
    """The record's line a text diagnostic points at, with a caret under its column."""
    return diagnostic.context or (diagnostic.in_context(text).context if text is not None else "")


def verdict(report: GameReport) -> str:
    """One game's verdict line: ``club.afn: game 1 (Ann, Ben): valid; won by Ben; 3 hands, 98 turns``."""
    record = report.record
    where = f"{report.source or '<record>'}: game {report.index}"
    if report.index == 0:
        return f"{report.source}: not read: {_count(report.errors, 'error')}"
    if record is None:
        return f"{where} (line {report.line}): not read: {_count(report.errors, 'error')}"
    players = ", ".join(record.side_names)
    state = "valid" if report.valid else f"{_count(report.errors, 'error')}"
    if report.warnings:
        state += f", {_count(report.warnings, 'warning')}"
    hands = _count(len(report.hands), "hand")
    return f"{where} ({players}): {state}; {report.status}; {hands}, {_count(report.turns_checked, 'turn')}"


def _count(number: int, word: str) -> str:
    return f"{number:,} {word}{'' if number == 1 else 's'}"


@dataclass(slots=True)
class Tally:
    """What a run of ``validate`` checked and found, for its closing summary."""

    files: int = 0
    games: int = 0
    valid: int = 0
    in_progress: int = 0
    hands: int = 0
    turns: int = 0
    errors: int = 0
    warnings: int = 0
    unreadable_files: int = 0  # could not be opened (AF006)
    unread: int = 0  # gave no game: not opened, not UTF-8, or empty
    codes: dict[str, int] = field(default_factory=dict)

    def add(self, report: GameReport) -> None:
        """Count one game's report."""
        self.games += report.index > 0
        self.unread += report.index == 0  # game 0 is a file that could not be read, or held no game
        self.valid += report.valid
        self.in_progress += report.record is not None and not report.over
        self.hands += len(report.hands)
        self.turns += report.turns_checked
        self.errors += report.errors
        self.warnings += report.warnings
        for diagnostic in report.diagnostics:
            self.codes[diagnostic.code] = self.codes.get(diagnostic.code, 0) + 1
            self.unreadable_files += diagnostic.code == "AF006"

    @property
    def exit_code(self) -> int:
        """0: every game valid; 1: something invalid; 2: a file could not be read."""
        if self.unreadable_files:
            return 2
        return 1 if self.errors else 0

    def line(self) -> str:
        """The closing summary, as SGFC ends: what was checked and how many errors and warnings."""
        checked = (
            f"checked {_count(self.files, 'file')}, {_count(self.games, 'game')},"
            f" {_count(self.hands, 'hand')}, {_count(self.turns, 'turn')}"
        )
        found = f"{_count(self.errors, 'error')}, {_count(self.warnings, 'warning')}"
        invalid = self.games - self.valid
        if not self.games:
            games = "no game read"
        elif invalid:
            games = f"{invalid} of {_count(self.games, 'game')} invalid"
        else:
            games = "all valid" if self.games > 1 or not self.unread else "the game is valid"
        unread = f"{_count(self.unread, 'file')} not read; " if self.unread else ""
        progress = f"; {self.in_progress} in progress" if self.in_progress else ""
        return f"{checked}: {found} ({unread}{games}{progress})"

    def to_json(self) -> dict[str, Any]:
        """The closing summary for machines."""
        return {
            "type": "summary",
            "files": self.files,
            "games": self.games,
            "valid_games": self.valid,
            "files_not_read": self.unread,
            "in_progress": self.in_progress,
            "hands": self.hands,
            "turns": self.turns,
            "errors": self.errors,
            "warnings": self.warnings,
            "codes": dict(sorted(self.codes.items())),
            "exit_code": self.exit_code,
        }
