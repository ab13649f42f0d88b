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
from allfives_notation.check.replay import check_read
from allfives_notation.cli.app import INVALID, USAGE_ERROR, app, fail, reads_or_say
from allfives_notation.cli.database import GameOption
from allfives_notation.cli.database import record_source as _opened
from allfives_notation.console import colour_wanted, show_diagnostic
from allfives_notation.errors import AllFivesError
from allfives_notation.files import (
    STDIN,
    FileError,
    Source,
    same_file,
    write_atomic,
)
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.record.model import GameRecord

_LINES = (  # game.afn:40:5, game.afn:40 or :40, L40
    re.compile(r"^.*:(\d+):\d+$"),
    re.compile(r"^.*:(\d+)$"),
    re.compile(r"^[Ll](\d+)$"),
)
_POINTER = re.compile(r"^(?:.*#)?/hands/(\d+)(?:/turns/(\d+))?")  # a JSON finding's pointer
_JSONL_LINE = re.compile(r"^.*:(\d+)#/hands/")  # games.jsonl:2#/hands/0/turns/5: the game on line 2


def _reads(source: Source) -> list[ReadGame]:
    """Every game of a file as read, or the exit that says (on standard error) why there are none."""
    reads = reads_or_say(source)
    if reads is None:
        unopened = source.problem is not None and source.problem.code == "AF006"
        raise typer.Exit(USAGE_ERROR if unopened else INVALID)
    return reads


@dataclass(frozen=True, slots=True)
class Moment:
    """Which game (from 0), hand (index from 0) and step of that hand to draw."""

    game: int
    hand: int
    step: int | None  # None: the hand's last moment


def _by_line(games: list[GameRecord], line: int) -> Moment:
    """The moment a line of a text record stands for: the turn on it, or the last line before it."""
    marks: list[tuple[int, Moment]] = []
    for g, game in enumerate(games):
        for h, hand in enumerate(game.hands):
            marks.append((hand.line, Moment(g, h, 0)))
            marks.extend((turn.line, Moment(g, h, t + 1)) for t, turn in enumerate(hand.turns) if turn.line)
            ending = [
                place_line for key, place_line, _ in hand.places if not key.startswith(("dealt", "boneyard"))
            ]
            if ending:
                marks.append((min(ending), Moment(g, h, None)))
    before = [moment for at, moment in sorted(marks, key=lambda m: m[0]) if 0 < at <= line]
    if not before:
        raise AllFivesError(f"line {line} comes before the first hand of the file: no turn is on it")
    return before[-1]


def _moment(games: list[GameRecord], game: int, hand: int | None, turn: str | None) -> Moment:
    """Read ``--game``, ``--hand`` and ``--turn`` into a moment, or say what is wrong with them."""
    if not 1 <= game <= len(games):
        raise AllFivesError(f"--game {game}: the file holds {len(games)} game(s), numbered from 1")
    record = games[game - 1]
    if not record.hands:
        raise AllFivesError(f"game {game} has no hand to show")
    h = len(record.hands) - 1
    if hand is not None:
        numbers = [x.number for x in record.hands]
        if hand not in numbers:
            raise AllFivesError(f"--hand {hand}: game {game} has hands {numbers[0]} to {numbers[-1]}")
        h = numbers.index(hand)
    if turn is None or turn.strip().lower() == "end":
        return Moment(game - 1, h, None)
    text = turn.strip()
    if text.isdigit():
        step = int(text)
        turns = len(record.hands[h].turns)
        if step > turns:
            raise AllFivesError(
                f"--turn {step}: hand {record.hands[h].number} has {turns} turns (0 is the deal, 'end' its end;"
                " a line number is written L40)"
            )
        return Moment(game - 1, h, step)
    pointer = _POINTER.match(text)
    if pointer is not None:
        ph = int(pointer[1])
        if ph >= len(record.hands):
            raise AllFivesError(f"{text}: game {game} has {len(record.hands)} hands, /hands/0 the first")
        pt = pointer[2]
        if pt is not None and int(pt) >= len(record.hands[ph].turns):
            raise AllFivesError(
                f"{text}: that hand has {len(record.hands[ph].turns)} turns, /turns/0 the first"
            )
        return Moment(game - 1, ph, None if pt is None else int(pt) + 1)
    for pattern in _LINES:
        line = pattern.match(text)
        if line is not None:
            return _by_line(games, int(line[1]))
    raise AllFivesError(
        f"--turn {turn!r}: give a turn of the hand (0 is the deal), 'end', a line as L40 or file.afn:40,"
        " or a JSON pointer /hands/0/turns/5"
    )


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
        int,
        typer.Option(
            "--game", "-g", metavar="G", help="Which game of the file, from 1 (of a games database: its id)."
        ),
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
) -> None:
    """Draw the table at one moment of a game: the layout, the open ends and count, every hand as far as the record knows it, the boneyard and the scores.

    Unicode domino glyphs on a UTF-8 terminal, plain ASCII with --ascii or otherwise. A long line bends to stay within the width.

    Examples:

        allfives show samples/two-players-open.afn --hand 1 --turn 8

        allfives show samples/club-night.afn --turn samples/club-night.afn:40

        allfives show game.json --turn /hands/0/turns/5 --ascii
    """
    source, pick = _opened(file, game)
    game = game if pick is None else pick
    reads = _reads(source)
    games = [read.game for read in reads if read.game is not None]
    on_line = _JSONL_LINE.match(turn or "")
    if on_line is not None and source.form is Form.JSONL:  # a JSON Lines finding names its game's line
        game = next((i for i, read in enumerate(reads, start=1) if read.line == int(on_line[1])), game)
    try:
        moment = _moment(games, game, hand, turn)
        record = games[moment.game]
        position = _position(record, moment)
    except AllFivesError as error:
        raise fail(error) from None
    report = check_read(reads[moment.game], source=source.name, index=moment.game + 1, form=source.form)
    here = [
        d
        for h, step, d in finding_steps(record, report.diagnostics)
        if h == moment.hand and min(step, len(record.hands[h].turns) + 1) == position.step
    ]
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    plain = ascii_only or encoding != "utf8"
    columns = width or shutil.get_terminal_size((80, 24)).columns
    if len(games) > 1:
        typer.echo(f"game {moment.game + 1} of {len(games)}: {', '.join(record.side_names)}")
    typer.echo(draw(record, position, columns=columns, ascii_only=plain), nl=False)
    for diagnostic in here:  # what the validator finds at this moment, so a finding's picture shows it
        typer.echo(show_diagnostic(diagnostic, source.text, colour_wanted()))


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
    game: GameOption = None,
) -> None:
    """Write a self-contained HTML replay of the games: the board as SVG, step-through controls, every hand as far as the record knows it, the score race, the findings and any analysis.

    One file, no network (it opens from file://); a file of several games gets a game picker. Keys: left and right arrows step, up and down change hand, Home and End. The address keeps the moment (#h3t12: hand 3 after turn 12), so a link opens there.

    Examples:

        allfives html samples/four-players-partners.afn -o game.html

        allfives html samples/club-night.afn -o club-night.html
    """
    if same_file(file, out):
        raise fail(FileError(f"refusing to write over the input {file}: choose another output"))
    source, pick = _opened(file, game)
    reads = _reads(source)
    if pick is not None:
        if not 1 <= pick <= len(reads):
            raise fail(AllFivesError(f"--game {pick}: the file holds {len(reads)} game(s), numbered from 1"))
        reads = reads[pick - 1 : pick]
    reports = [
        check_read(read, source=source.name, index=index, form=source.form)
        for index, read in enumerate(reads, start=1)
    ]
    games = [report.record for report in reports if report.record is not None]
    title = source.name if len(games) > 1 else ", ".join(games[0].side_names)
    text = page(reports, f"{title} — allfives replay")
    try:
        if out == STDIN:
            typer.echo(text, nl=False)
        else:
            write_atomic(out, text)
            typer.echo(f"wrote {len(games)} game{'s' if len(games) != 1 else ''} to {out}", err=True)
        found = sum(len(report.diagnostics) for report in reports)
        if found:
            typer.echo(
                f"{found} finding{'s' if found != 1 else ''} of validate marked at their turns", err=True
            )
    except AllFivesError as error:
        raise fail(error) from None
