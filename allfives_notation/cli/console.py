"""How the command line shows findings to a person: colour on a terminal, the line and a caret, tallies."""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import IO, Any

import typer

from allfives_notation.check.diagnostics import Diagnostic, Severity
from allfives_notation.check.report import GameReport
from allfives_notation.errors import plural, printable, quiet_json
from allfives_notation.stream.files import Meter, megabytes

__all__ = ["printable"]  # with what follows: what a terminal is shown is escaped there

_COLOURS = {Severity.ERROR: typer.colors.RED, Severity.WARNING: typer.colors.YELLOW}


class Colour(StrEnum):
    """When to colour what is shown: ``--color auto``, ``always`` or ``never``."""

    AUTO = "auto"
    ALWAYS = "always"
    NEVER = "never"


_CHOSEN = {"colour": Colour.AUTO}  # one command runs per process: its --color holds for the run


def choose_colour(choice: Colour) -> None:
    """Take the ``--color`` of this run."""
    _CHOSEN["colour"] = Colour(choice)


def colour_wanted(stream: IO[str] | None = None) -> bool:
    """Colour as ``--color`` says; with ``auto``, only on a terminal and never with ``NO_COLOR`` set.

    ``--color always`` is asked for in so many words, so it wins over ``NO_COLOR``
    (https://no-color.org: a command-line flag overrides it).
    """
    choice = _CHOSEN["colour"]
    if choice is not Colour.AUTO:
        return choice is Colour.ALWAYS
    stream = stream or sys.stdout
    return not os.environ.get("NO_COLOR") and stream.isatty()


def show_diagnostic(diagnostic: Diagnostic, text: str | None, colour: bool) -> str:
    """A finding as a person reads it: ``where: error AF301: message (R15)``, then the line and a caret.

    Whatever comes from a record or a file's name is shown escaped (:func:`printable`):
    only the colour is the tool's own.
    """
    severity = diagnostic.severity.value
    if colour:
        severity = typer.style(severity, fg=_COLOURS[diagnostic.severity], bold=True)
    rule = f" ({diagnostic.rule})" if diagnostic.rule else ""
    where, message = printable(diagnostic.where), printable(diagnostic.message)
    head = f"{where}: {severity} {diagnostic.code}: {message}{rule}"
    context = printable(diagnostic.context or context_of(text, diagnostic))
    return f"{head}\n{context}" if context else head


def json_line(value: object) -> str:
    r"""``value`` as one line of JSON for machines, UTF-8 as it is but for what a terminal would act on.

    ``json.dumps`` escapes C0 controls already; DEL, C1 controls and bidi controls are
    escaped too (``\u009b``), so a line of output is safe to show, and reads back the same.
    """
    return quiet_json(json.dumps(value, ensure_ascii=False))


def context_of(text: str | None, diagnostic: Diagnostic) -> str:
    """The record's line a text diagnostic points at, with a caret under its column."""
    return diagnostic.context or (diagnostic.in_context(text).context if text is not None else "")


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
    unread: int = 0  # a file, or the rest of one, not read: not opened, not UTF-8, only comments
    empty: int = 0  # files with no game at all, as allowed
    codes: dict[str, int] = field(default_factory=dict)

    def add(self, report: GameReport) -> None:
        """Count one game's report."""
        self.games += report.index > 0
        no_game = report.index == 0  # game 0: a file that could not be read (or all of it), or held no game
        self.unread += no_game and bool(report.diagnostics)
        self.empty += no_game and not report.diagnostics
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
            f"checked {plural(self.files, 'file')}, {plural(self.games, 'game')},"
            f" {plural(self.hands, 'hand')}, {plural(self.turns, 'turn')}"
        )
        found = f"{plural(self.errors, 'error')}, {plural(self.warnings, 'warning')}"
        invalid = self.games - self.valid
        notes = [f"{plural(self.unread, 'file')} not read"] if self.unread else []
        notes += [f"{plural(self.empty, 'file')} with no game"] if self.empty else []
        if invalid:
            notes.append(f"{invalid:,} of {plural(self.games, 'game')} invalid")
        elif self.games:
            notes.append("all valid" if self.games > 1 or not self.unread else "the game is valid")
        elif not self.empty:
            notes.append("no game read")
        progress = f"; {self.in_progress:,} in progress" if self.in_progress else ""
        return f"{checked}: {found} ({'; '.join(notes)}{progress})"

    def to_json(self) -> dict[str, Any]:
        """The closing summary for machines."""
        return {
            "type": "summary",
            "files": self.files,
            "games": self.games,
            "valid_games": self.valid,
            "files_not_read": self.unread,
            "files_without_games": self.empty,
            "in_progress": self.in_progress,
            "hands": self.hands,
            "turns": self.turns,
            "errors": self.errors,
            "warnings": self.warnings,
            "codes": dict(sorted(self.codes.items())),
            "exit_code": self.exit_code,
        }


class Progress:
    """A progress line on standard error while a long check runs: how far, games, turns a second, time left.

    Only on a terminal: when standard error is a pipe or a file, nothing is written at all.
    It first shows after ``delay`` seconds, so a quick run never flickers, and is redrawn at
    most every ``every`` seconds. When standard output is on a terminal too, :meth:`clear`
    takes the line away before anything is written there, so findings never mix with it.
    How far the run has got is told by the bytes read (``meter``) of the bytes the files
    hold (``total``, when every input's size is known: a pipe's is not), and the time left
    from how fast they have been read so far.
    """

    def __init__(
        self,
        files: int,
        stream: IO[str] | None = None,
        *,
        total: int | None = None,
        meter: Meter | None = None,
        delay: float = 0.5,
        every: float = 0.1,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.stream = stream or sys.stderr
        self.on = _is_terminal(self.stream)
        self.shares_screen = self.on and _is_terminal(sys.stdout)
        self.files = files
        self.files_done = 0
        self.games = 0
        self.turns = 0
        self.total = total
        self.meter = meter
        self.clock = clock
        self.started = clock()
        self.delay = delay
        self.every = every
        self.drawn_at = float("-inf")  # when the line was last drawn
        self.showing = False  # whether it is on the screen now

    def add(self, file_number: int, report: GameReport) -> None:
        """One more game checked, of file ``file_number`` (from 0): the files before it are done."""
        self.files_done = max(self.files_done, file_number)
        self.games += report.index > 0
        self.turns += report.turns_checked
        if self.on:
            now = self.clock()
            if now - self.started >= self.delay and now - self.drawn_at >= self.every:
                self._draw(now)

    def line(self, now: float) -> str:
        """``checking [#####-----] 41% of 28.6 MB, 3 of 12 files, 1,234 games, 56,789 turns/s, 0:12 left``."""
        seconds = max(now - self.started, 1e-9)
        read = self.meter.read if self.meter is not None else 0
        parts = []
        share = min(read / self.total, 1.0) if self.total and self.meter is not None else None
        if share is not None or self.files > 1:
            done = share if share is not None else self.files_done / self.files
            width = 20
            filled = int(width * done)
            parts.append(f"[{'#' * filled}{'-' * (width - filled)}]")
        if share is not None and self.total is not None:
            parts[-1] += f" {share:.0%} of {megabytes(self.total)},"
        elif self.meter is not None and read:
            parts.append(f"{megabytes(read)} read,")
        if self.files > 1:
            parts.append(f"{self.files_done:,} of {self.files:,} files,")
        parts.append(f"{plural(self.games, 'game')}, {self.turns / seconds:,.0f} turns/s")
        if share:
            parts[-1] += f", {_duration(seconds * (1 - share) / share)} left"
        columns = shutil.get_terminal_size().columns
        return ("checking " + " ".join(parts))[: max(columns - 1, 10)]

    def _draw(self, now: float) -> None:
        self.stream.write("\r\x1b[K" + self.line(now))
        self.stream.flush()
        self.drawn_at = now
        self.showing = True

    def clear(self) -> None:
        """Take the line off the screen before standard output writes to the same terminal."""
        if self.showing and self.shares_screen:
            self._wipe()

    def close(self) -> None:
        """The run is over: take the line off the screen for good."""
        if self.showing:
            self._wipe()
        self.on = False

    def _wipe(self) -> None:
        self.stream.write("\r\x1b[K")
        self.stream.flush()
        self.showing = False


def _duration(seconds: float) -> str:
    """``0:42``, ``12:05``, ``1:02:03``: minutes and seconds, hours when there are any."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, seconds_left = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds_left:02}" if hours else f"{minutes}:{seconds_left:02}"


def _is_terminal(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or unusual stream: no terminal
        return False
