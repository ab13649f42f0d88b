"""Commands that picture games: ``show`` a moment in the terminal, ``html`` for a replay page."""

# ruff: noqa: E501  (each help paragraph is one line, for rich to wrap to the terminal)

from __future__ import annotations

import re
import shutil
import sys
from dataclasses import dataclass
from typing import Annotated

import typer

from allfives_notation.board.findings import finding_steps
from allfives_notation.board.html import page
from allfives_notation.board.position import Position, game_positions
from allfives_notation.board.terminal import draw
from allfives_notation.check.places import Form
from allfives_notation.check.report import GameReport
from allfives_notation.cli.app import (
    MaxGameOption,
    MaxInputOption,
    MaxLineOption,
    Reading,
    app,
    fail,
    limits,
)
from allfives_notation.console import colour_wanted, printable, show_diagnostic
from allfives_notation.errors import AllFivesError
from allfives_notation.files import (
    STDIN,
    FileError,
    Limits,
    same_file,
    write_atomic,
)
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.record.model import GameRecord
from allfives_notation.stream import Batch, RecordFile, checked_read

_LINES = (  # game.afn:40:5, game.afn:40 or :40, L40
    re.compile(r"^.*:(\d+):\d+$"),
    re.compile(r"^.*:(\d+)$"),
    re.compile(r"^[Ll](\d+)$"),
)
_POINTER = re.compile(r"^(?:.*#)?/hands/(\d+)(?:/turns/(\d+))?")  # a JSON finding's pointer
_JSONL_LINE = re.compile(r"^.*:(\d+)#/hands/")  # games.jsonl:2#/hands/0/turns/5: the game on line 2


@dataclass(frozen=True, slots=True)
class Moment:
    """Which game (from 0), hand (index from 0) and step of that hand to draw."""

    game: int
    hand: int
    step: int | None  # None: the hand's last moment


def _marks(record: GameRecord, g: int) -> list[tuple[int, Moment]]:
    """The lines of a game's hands and turns, each with the moment it stands for."""
    marks: list[tuple[int, Moment]] = []
    for h, hand in enumerate(record.hands):
        marks.append((hand.line, Moment(g, h, 0)))
        marks.extend((turn.line, Moment(g, h, t + 1)) for t, turn in enumerate(hand.turns) if turn.line)
        ending = [place_line for key, place_line, _ in hand.places if not key.startswith(("dealt", "boneyard"))]
        if ending:
            marks.append((min(ending), Moment(g, h, None)))
    return marks


def _by_line(record: GameRecord, line: int) -> Moment:
    """The moment a line of a text record stands for: the turn on it, or the last line before it."""
    before = [moment for at, moment in sorted(_marks(record, 0), key=lambda m: m[0]) if 0 < at <= line]
    if not before:
        raise AllFivesError(f"line {line:,} comes before the first hand of the file: no turn is on it")
    return before[-1]


def _line_asked(turn: str | None) -> int | None:
    """The line ``--turn`` names (L40, game.afn:40, game.afn:40:5), if it names one."""
    text = (turn or "").strip()
    if not text or text.isdigit() or text.lower() == "end" or _POINTER.match(text):
        return None
    for pattern in _LINES:
        found = pattern.match(text)
        if found is not None:
            return int(found[1])
    return None


@dataclass(frozen=True, slots=True)
class Chosen:
    """The game to draw, read as a stream: its batch, as read, its number, and how many games the file holds."""

    batch: Batch
    read: ReadGame
    number: int
    games: int

    @property
    def record(self) -> GameRecord:
        """The game itself."""
        assert self.read.game is not None
        return self.read.game


def _chosen(name: str, game: int, turn: str | None, read_limits: Limits) -> Chosen:
    """The game ``--game`` or ``--turn`` picks, read as a stream, only it kept; or the exit that says why none.

    A line (``L40``, ``file.afn:40``) picks the game it is in, a JSON Lines finding's place
    (``games.jsonl:2#/hands/0``) the game on that line, else ``--game``.
    """
    line = _line_asked(turn)
    on_line = _JSONL_LINE.match(turn or "")
    picked: tuple[Batch, ReadGame, int] | None = None
    count = 0
    with RecordFile(name, read_limits) as file:
        reading = Reading(file)
        for batch, read in reading.games():
            count += 1
            assert read.game is not None
            if line is not None:
                if any(0 < at <= line for at, _ in _marks(read.game, 0)):
                    picked = (batch, read, count)
            elif on_line is not None and batch.form is Form.JSONL:
                if read.line == int(on_line[1]):
                    picked = (batch, read, count)
            elif count == game:
                picked = (batch, read, count)
    if reading.code:
        raise typer.Exit(reading.code)
    if not count:
        raise fail(FileError(f"{file.shown} holds no game: there is nothing to show"))
    if picked is None and line is not None:
        raise fail(AllFivesError(f"line {line:,} comes before the first hand of the file: no turn is on it"))
    if picked is None and on_line is not None and reading.form is Form.JSONL:
        raise fail(AllFivesError(f"--turn {turn}: no game is on line {int(on_line[1]):,} of {file.shown}"))
    if picked is None:
        raise fail(AllFivesError(f"--game {game}: the file holds {_many(count, 'game')}, numbered from 1"))
    return Chosen(*picked, count)


def _moment(record: GameRecord, number: int, hand: int | None, turn: str | None) -> Moment:
    """Read ``--hand`` and ``--turn`` into a moment of game ``number``, or say what is wrong with them."""
    if not record.hands:
        raise AllFivesError(f"game {number:,} has no hand to show")
    line = _line_asked(turn)
    if line is not None:
        return _by_line(record, line)
    h = len(record.hands) - 1
    if hand is not None:
        numbers = [x.number for x in record.hands]
        if hand not in numbers:
            raise AllFivesError(f"--hand {hand}: game {number:,} has hands {numbers[0]} to {numbers[-1]}")
        h = numbers.index(hand)
    if turn is None or turn.strip().lower() == "end":
        return Moment(0, h, None)
    text = turn.strip()
    if text.isdigit():
        step = int(text)
        turns = len(record.hands[h].turns)
        if step > turns:
            raise AllFivesError(
                f"--turn {step}: hand {record.hands[h].number} has {_many(turns, 'turn')} (0 is the deal, 'end' its"
                " end; a line number is written L40)"
            )
        return Moment(0, h, step)
    pointer = _POINTER.match(text)
    if pointer is not None:
        ph = int(pointer[1])
        if ph >= len(record.hands):
            hands = _many(len(record.hands), "hand")
            raise AllFivesError(f"{text}: game {number:,} has {hands}, /hands/0 the first")
        pt = pointer[2]
        if pt is not None and int(pt) >= len(record.hands[ph].turns):
            held = _many(len(record.hands[ph].turns), "turn")
            raise AllFivesError(f"{text}: that hand has {held}, /turns/0 the first")
        return Moment(0, ph, None if pt is None else int(pt) + 1)
    raise AllFivesError(
        f"--turn {turn!r}: give a turn of the hand (0 is the deal), 'end', a line as L40 or file.afn:40,"
        " or a JSON pointer /hands/0/turns/5"
    )


def _many(count: int, word: str) -> str:
    """``1 hand``, ``2 hands``, ``1,234 turns``."""
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def _position(record: GameRecord, moment: Moment) -> Position:
    moments = game_positions(record)[moment.hand]
    return moments[-1] if moment.step is None else moments[moment.step]


@app.command()
def show(
    file: Annotated[
        str,
        typer.Argument(
            metavar="FILE", help="The record file (text, JSON or JSON Lines), or -.", show_default=False
        ),
    ],
    game: Annotated[
        int, typer.Option("--game", "-g", metavar="G", help="Which game of the file, from 1.")
    ] = 1,
    hand: Annotated[
        int | None,
        typer.Option(
            "--hand", "-H", metavar="H", help="The hand's number (default: the last).", show_default=False
        ),
    ] = None,
    turn: Annotated[
        str | None,
        typer.Option(
            "--turn",
            "-t",
            metavar="TURN",
            help="After this turn of the hand (0: the deal; 'end'); or a line, L40 or file.afn:40, which picks"
            " the game and hand too; or a JSON pointer /hands/0/turns/5. Default: the end of the hand.",
            show_default=False,
        ),
    ] = None,
    ascii_only: Annotated[
        bool,
        typer.Option("--ascii", metavar="", help="Plain ASCII tiles, for a terminal without domino glyphs."),
    ] = False,
    width: Annotated[
        int | None,
        typer.Option(
            "--width",
            "-w",
            min=20,
            metavar="COLUMNS",
            help="Columns to fit (default: the terminal's).",
            show_default=False,
        ),
    ] = None,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Draw the table at one moment of a game: the layout, the open ends and count, every hand as far as the record knows it, the boneyard and the scores.

    Unicode domino glyphs on a UTF-8 terminal, plain ASCII with --ascii or otherwise. A long line bends to stay within the width.

    Examples:

        allfives show samples/two-players-open.afn --hand 1 --turn 8

        allfives show samples/club-night.afn --turn samples/club-night.afn:40

        allfives show game.json --turn /hands/0/turns/5 --ascii
    """
    chosen = _chosen(file, game, turn, limits(max_line_mb, max_game_mb, max_input_mb))
    record = chosen.record
    try:
        moment = _moment(record, chosen.number, hand, turn)
        position = _position(record, moment)
    except AllFivesError as error:
        raise fail(error) from None
    report = checked_read(chosen.batch, chosen.read, chosen.number)
    here = [
        d
        for h, step, d in finding_steps(record, report.diagnostics)
        if h == moment.hand and min(step, len(record.hands[h].turns) + 1) == position.step
    ]
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    plain = ascii_only or encoding != "utf8"
    columns = width or shutil.get_terminal_size((80, 24)).columns
    if chosen.games > 1:
        names = printable(", ".join(record.side_names))
        typer.echo(f"game {chosen.number:,} of {chosen.games:,}: {names}")
    typer.echo(printable(draw(record, position, columns=columns, ascii_only=plain)), nl=False)
    for diagnostic in here:  # what the validator finds at this moment, so a finding's picture shows it
        typer.echo(show_diagnostic(diagnostic, None, colour_wanted()))


@app.command()
def html(
    file: Annotated[
        str,
        typer.Argument(
            metavar="FILE", help="The record file (text, JSON or JSON Lines), or -.", show_default=False
        ),
    ],
    out: Annotated[
        str,
        typer.Option(
            "--output", "-o", metavar="PAGE", help="The page to write (.html), or - for standard output."
        ),
    ],
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Write a self-contained HTML replay of the games: the board as SVG, step-through controls, every hand as far as the record knows it, the score race, the findings and any analysis.

    One file, no network (it opens from file://); a file of several games gets a game picker. Keys: left and right arrows step, up and down change hand, Home and End. The address keeps the moment (#h3t12: hand 3 after turn 12), so a link opens there.

    Examples:

        allfives html samples/four-players-partners.afn -o game.html

        allfives html samples/club-night.afn -o club-night.html
    """
    if same_file(file, out):
        raise fail(FileError(f"refusing to write over the input {file}: choose another output"))
    shown, reports = _reports(file, limits(max_line_mb, max_game_mb, max_input_mb))
    games = [report.record for report in reports if report.record is not None]
    title = shown if len(games) > 1 else ", ".join(games[0].side_names)
    text = page(reports, f"{printable(title)} — allfives replay")
    try:
        if out == STDIN:
            typer.echo(text, nl=False)
        else:
            write_atomic(out, text)
            typer.echo(printable(f"wrote {_many(len(games), 'game')} to {out}"), err=True)
        found = sum(len(report.diagnostics) for report in reports)
        if found:
            typer.echo(f"{_many(found, 'finding')} of validate marked at their turns", err=True)
    except AllFivesError as error:
        raise fail(error) from None


def _reports(name: str, read_limits: Limits) -> tuple[str, list[GameReport]]:
    """Every game of a file read as a stream and checked; or the exit that says why there is none."""
    with RecordFile(name, read_limits) as file:
        reading = Reading(file)
        reports = [checked_read(batch, read, index) for index, (batch, read) in enumerate(reading.games(), 1)]
    if reading.code:
        raise typer.Exit(reading.code)
    if not reports:
        raise fail(FileError(f"{file.shown} holds no game: there is nothing to show"))
    return file.shown, reports
