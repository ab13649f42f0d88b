"""Commands that picture games: ``show`` a moment in the terminal, ``html`` for a replay page."""

# ruff: noqa: E501  (each help paragraph is one line, for rich to wrap to the terminal)

from __future__ import annotations

import re
import shutil
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Annotated

import typer

from allfives_notation.board.findings import finding_steps
from allfives_notation.board.html import PageGame, PageWriter
from allfives_notation.board.position import Position, game_positions
from allfives_notation.board.terminal import Faces, draw
from allfives_notation.cli.app import (
    INVALID,
    USAGE_ERROR,
    MaxGameOption,
    MaxInputOption,
    MaxLineOption,
    Reading,
    app,
    fail,
    limits,
    reads_or_say,
)
from allfives_notation.cli.console import colour_wanted, printable, show_diagnostic
from allfives_notation.cli.database import GameOption, database_game
from allfives_notation.cli.rewriting import Output  # the page goes out as convert's output does
from allfives_notation.database.stored import is_database
from allfives_notation.errors import AllFivesError, plural
from allfives_notation.notation.form import Form
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.writer import turn_text
from allfives_notation.record.model import BEFORE_THE_TURNS, GameRecord
from allfives_notation.stream import (
    Batch,
    RecordFile,
    Unreadable,
    check_batch,
    checked_read,
    cores,
    in_file_order,
    read_batch,
)
from allfives_notation.stream.files import STDIN, FileError, Limits
from allfives_notation.stream.writing import ChangedError, same_file

_LINES = (  # game.afn:40:5, game.afn:40 or :40, L40
    re.compile(r"^.*:(\d+):\d+$"),
    re.compile(r"^.*:(\d+)$"),
    re.compile(r"^[Ll](\d+)$"),
)
_POINTER = re.compile(r"^(?:.*#)?/hands/(\d+)(?:/turns/(\d+))?")  # a JSON finding's pointer
_JSONL_LINE = re.compile(r"^.*:(\d+)#/hands/")  # games.jsonl:2#/hands/0/turns/5: the game on line 2


@dataclass(frozen=True, slots=True)
class ShowAt:
    """Which game (from 0), hand (index from 0) and step of that hand to draw."""

    game: int
    hand: int
    step: int | None  # None: the hand's last moment


def _by_line(games: list[GameRecord], line: int, lines: int) -> ShowAt:
    """The moment a line of a text record stands for: the turn on it, or the last line before it.

    ``lines`` is how many lines the file has: a line past them is a mistake, not the end.
    """
    marks: list[tuple[int, ShowAt]] = []
    for g, game in enumerate(games):
        for h, hand in enumerate(game.hands):
            marks.append((hand.line, ShowAt(g, h, 0)))
            marks.extend((turn.line, ShowAt(g, h, t + 1)) for t, turn in enumerate(hand.turns) if turn.line)
            ending = [
                place_line for key, place_line, _ in hand.places if not key.startswith(BEFORE_THE_TURNS)
            ]
            if ending:
                marks.append((min(ending), ShowAt(g, h, None)))
    marks.sort(key=lambda m: m[0])
    if line > lines:
        turns = [(at, moment) for at, moment in marks if moment.step]
        last = (
            f"; the last turn is on line {turns[-1][0]}, {_turn_words(games, turns[-1][1])}" if turns else ""
        )
        raise AllFivesError(f"line {line} is past the end of the file ({plural(lines, 'line')}){last}")
    before = [moment for at, moment in marks if 0 < at <= line]
    if not before:
        raise AllFivesError(f"line {line} comes before the first hand of the file: no turn is on it")
    return before[-1]


def _turn_words(games: list[GameRecord], moment: ShowAt) -> str:
    """A turn as ``hand 3, turn 17: Eve draws 6-3``."""
    game = games[moment.game]
    hand = game.hands[moment.hand]
    step = len(hand.turns) if moment.step is None else moment.step
    return f"hand {hand.number}, turn {step}: {turn_text(game.seats, hand.turns[step - 1])}"


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
    """The game to draw, read as a stream: its batch, as read, its number, the games and lines of the file."""

    batch: Batch
    read: ReadGame
    number: int
    games: int
    lines: int

    @property
    def record(self) -> GameRecord:
        """The game itself."""
        assert self.read.game is not None
        return self.read.game


def _chosen(name: str, game: int | None, turn: str | None, read_limits: Limits) -> Chosen:
    """The game ``--game`` or ``--turn`` picks, read as a stream, only it kept; or the exit that says why none.

    A line (``L40``, ``file.afn:40``) picks the last game that starts before it, a JSON
    Lines finding's place (``games.jsonl:2#/hands/0``) the game on that line, else
    ``--game`` (the first game when it is not given). Of a games database, ``--game`` is
    the game's id there, and that game alone is read, from its file at its offset.
    """
    if name != STDIN and is_database(name):
        return _stored(name, game)
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
                if picked is None or _starts_by(read.game, line):
                    picked = (batch, read, count)
            elif on_line is not None and batch.form is Form.JSONL:
                if read.line == int(on_line[1]):
                    picked = (batch, read, count)
            elif count == (game or 1):
                picked = (batch, read, count)
    if reading.code:
        raise typer.Exit(reading.code)
    if not count:
        raise fail(FileError(f"{file.shown} holds no game: there is nothing to show"))
    if picked is None and on_line is not None and reading.form is Form.JSONL:
        raise fail(AllFivesError(f"--turn {turn}: no game is on line {int(on_line[1]):,} of {file.shown}"))
    if picked is None:
        raise fail(AllFivesError(f"--game {game}: the file holds {plural(count, 'game')}, numbered from 1"))
    return Chosen(*picked, count, file.lines)


def _starts_by(record: GameRecord, line: int) -> bool:
    """Whether a hand or a turn of the game is on ``line`` or before it."""
    return any(0 < hand.line <= line for hand in record.hands)


def _stored(database: str, game: int | None) -> Chosen:
    """Game ``game`` (its id) of a games database, read from its file at its offset."""
    source = database_game(database, game)
    reads = reads_or_say(source)
    if reads is None:
        unopened = source.problem is not None and source.problem.code == "AF006"
        raise typer.Exit(USAGE_ERROR if unopened else INVALID)
    assert game is not None and source.text is not None  # a database without --game is refused by _opened
    batch = Batch(source.name, source.form, source.text, 1)
    return Chosen(batch, reads[0], game, 1, len(source.text.splitlines()))


def _moment(
    games: list[GameRecord],
    game: int,
    hand: int | None,
    turn: str | None,
    lines: int,
    number: int | None = None,
) -> ShowAt:
    """Read ``--game``, ``--hand`` and ``--turn`` into a moment, or say what is wrong with them.

    ``games`` may hold only the game to draw, read from a stream: ``number`` is then its
    number in the file, for the messages.
    """
    if not 1 <= game <= len(games):
        raise AllFivesError(f"--game {game}: the file holds {plural(len(games), 'game')}, numbered from 1")
    record = games[game - 1]
    label = number or game  # the game's number in the file, as the messages give it
    if not record.hands:
        raise AllFivesError(f"game {label:,} has no hand to show")
    h = len(record.hands) - 1
    if hand is not None:
        numbers = [x.number for x in record.hands]
        if hand not in numbers:
            which = f"hands {numbers[0]} to {numbers[-1]}" if len(numbers) > 1 else f"only hand {numbers[0]}"
            raise AllFivesError(f"--hand {hand}: game {label:,} has {which}")
        h = numbers.index(hand)
    if turn is None or turn.strip().lower() == "end":
        return ShowAt(game - 1, h, None)
    text = turn.strip()
    if text.isdigit():
        step = int(text)
        if step > len(record.hands[h].turns):
            raise AllFivesError(
                f"--turn {step}: {_turns_of(games, ShowAt(game - 1, h, None))} (0 is the deal, 'end' its end;"
                " a line number is written L40)"
            )
        return ShowAt(game - 1, h, step)
    pointer = _POINTER.match(text)
    if pointer is not None:
        ph = int(pointer[1])
        if ph >= len(record.hands):
            hands = plural(len(record.hands), "hand")
            raise AllFivesError(f"{text}: game {label:,} has {hands}, /hands/0 the first")
        pt = pointer[2]
        if pt is not None and int(pt) >= len(record.hands[ph].turns):
            raise AllFivesError(
                f"{text}: {_turns_of(games, ShowAt(game - 1, ph, None))} (/turns/0 is the first)"
            )
        return ShowAt(game - 1, ph, None if pt is None else int(pt) + 1)
    for pattern in _LINES:
        line = pattern.match(text)
        if line is not None:
            try:
                return _by_line(games, int(line[1]), lines)
            except AllFivesError as error:
                raise AllFivesError(f"--turn {text}: {error}") from None
    raise AllFivesError(
        f"--turn {turn!r}: give a turn of the hand (0 is the deal), 'end', a line as L40 or file.afn:40,"
        " or a JSON pointer /hands/0/turns/5"
    )


def _turns_of(games: list[GameRecord], moment: ShowAt) -> str:
    """How many turns a hand has, and its last: ``hand 1 has 18 turns; the last is turn 18: Ann 6-5 W``."""
    game = games[moment.game]
    hand = game.hands[moment.hand]
    if not hand.turns:
        return f"hand {hand.number} has no turn yet"
    last = turn_text(game.seats, hand.turns[-1])
    return f"hand {hand.number} has {plural(len(hand.turns), 'turn')}; the last is turn {len(hand.turns)}: {last}"


def _position(record: GameRecord, moment: ShowAt) -> Position:
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
        typer.Option("--ascii", metavar="", help="Tiles in plain ASCII, for a terminal without Unicode."),
    ] = False,
    glyphs: Annotated[
        bool,
        typer.Option(
            "--glyphs",
            metavar="",
            help="Unicode's domino tiles, one character a tile: for a font that draws them large.",
        ),
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

    A tile along the line reads [6|4]; a tile standing upright (a double across the line, a tile on the spinner's north or south arm) is drawn as a small box, its top half above its bottom half. --ascii draws the same in plain ASCII (as on a terminal that is not UTF-8); --glyphs uses Unicode's domino tiles instead. A long line bends to stay within the width, and every line of words wraps to it. Under spinner=every (Five Up) the arms of every later double branch off it across its arm, named in the open ends by their path (E3N); a tile with no room beside its arm's last is drawn apart, marked ~, and said.

    Examples:

        allfives show samples/two-players-open.afn --hand 1 --turn 8

        allfives show samples/club-night.afn --turn samples/club-night.afn:40

        allfives show game.json --turn /hands/0/turns/5 --ascii
    """
    if ascii_only and glyphs:
        raise fail(AllFivesError("--ascii and --glyphs draw tiles two ways: give one of them"))
    chosen = _chosen(file, game, turn, limits(max_line_mb, max_game_mb, max_input_mb))
    record = chosen.record
    try:
        moment = _moment([record], 1, hand, turn, chosen.lines, chosen.number)
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
    faces = Faces.GLYPHS if glyphs else Faces.BOX
    if ascii_only or encoding != "utf8":
        faces = Faces.ASCII
    columns = width or shutil.get_terminal_size((80, 24)).columns
    if chosen.games > 1:
        names = printable(", ".join(record.side_names))
        typer.echo(f"game {chosen.number:,} of {chosen.games:,}: {names}")
    typer.echo(printable(draw(record, position, columns=columns, faces=faces)), nl=False)
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
    jobs: Annotated[
        int | None,
        typer.Option(
            "--jobs",
            "-j",
            min=1,
            help="Read and check in this many processes (default: one per core). The page is the same.",
            show_default=False,
        ),
    ] = None,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
    game: GameOption = None,
) -> None:
    """Write a self-contained HTML replay of the games: the board as SVG, step-through controls, every hand as far as the record knows it, the score race, the findings and any analysis.

    A record that allfives annotate studied shows each judged turn's values with their 95% intervals and what the move gave away, and the study's values across the game for the first side (docs/pages.md).

    One file, no network (it opens from file://). The page holds each game's moves and replays them, so it stays small; a file of several games gets a list of games, each read when it is picked, and a file of any size is made into a page a stretch of games at a time, in little memory. Keys: left and right arrows step, up and down change hand, Home and End. The address keeps the moment (#h3t12: hand 3 after turn 12), so a link opens there.

    Examples:

        allfives html samples/four-players-partners.afn -o game.html

        allfives html samples/club-night.afn -o club-night.html
    """
    if same_file(file, out):
        raise fail(FileError(f"refusing to write over the input {file}: choose another output"))
    read_limits = limits(max_line_mb, max_game_mb, max_input_mb)
    if game is not None or (file != STDIN and is_database(file)):
        _one_game_page(_chosen(file, game, None, read_limits), out)
        return
    with RecordFile(file, read_limits) as source, Output(out) as output:
        writer = PageWriter(output.write, f"{printable(source.shown)} — allfives replay")
        code = _pages(source, writer, jobs or cores())
        if code:
            raise typer.Exit(code)
        if source.changed():
            changed = (
                f"{source.shown} changed while it was being read: nothing is written; make the page again"
            )
            raise fail(ChangedError(changed))
        writer.finish()
        try:
            output.finish()
        except FileError as error:
            raise fail(error) from None
    _written(out, len(writer.listed), writer.findings)


def _one_game_page(chosen: Chosen, out: str) -> None:
    """The page of one game: ``--game`` of a file, or the game of that id in a games database."""
    report = checked_read(chosen.batch, chosen.read, chosen.number)
    with Output(out) as output:
        writer = PageWriter(
            output.write, f"{printable(', '.join(chosen.record.side_names))} — allfives replay"
        )
        writer.add(PageGame.of(report, chosen.record))
        writer.finish()
        try:
            output.finish()
        except FileError as error:
            raise fail(error) from None
    _written(out, 1, writer.findings)


def _written(out: str, games: int, findings: int) -> None:
    """Say on standard error what the page holds."""
    if out != STDIN:
        typer.echo(printable(f"wrote {plural(games, 'game')} to {out}"), err=True)
    if findings:
        typer.echo(f"{plural(findings, 'finding')} of validate marked at their turns", err=True)


@dataclass(frozen=True, slots=True)
class _Stretch:
    """A stretch of a file's games made ready for the page (in a worker, perhaps), or why some did not read."""

    games: tuple[PageGame, ...]
    slips: tuple[str, ...]  # each game that could not be read, as its error says it
    read: int  # how many games the stretch holds


def _stretch(batch: Batch) -> _Stretch:
    """The games of a stretch, read, checked and made ready for the page; none if one does not read."""
    reads = list(read_batch(batch))
    slips = tuple(str(error) for read in reads for error in read.errors)
    if slips:
        return _Stretch((), slips, len(reads))
    reports = check_batch(batch, keep_records=False)
    made = tuple(
        PageGame.of(report, read.game)
        for read, report in zip(reads, reports, strict=True)
        if read.game is not None
    )
    return _Stretch(made, (), len(reads))


def _stretches(source: RecordFile, jobs: int) -> Iterator[_Stretch | Unreadable]:
    """The file's stretches made ready, in file order: in ``jobs`` processes, a few stretches ahead."""
    for _, stretch in in_file_order(_stretch, ((0, unit) for unit in source.batches()), jobs):
        yield stretch


def _pages(source: RecordFile, writer: PageWriter, jobs: int) -> int:
    """Every game of the file onto the page, a stretch of games at a time; the exit code.

    A game that cannot be read is shown on standard error, and nothing is written (the file
    is read to its end, so every such mistake is shown at once).
    """
    code, read = 0, 0
    for stretch in _stretches(source, jobs):
        if isinstance(stretch, Unreadable):
            problem = stretch.report.diagnostics[0]
            typer.echo(show_diagnostic(problem, None, colour_wanted(sys.stderr)), err=True)
            return USAGE_ERROR if problem.code == "AF006" else max(code, INVALID)
        read += stretch.read
        for slip in stretch.slips:
            typer.echo(printable(f"allfives: {slip}"), err=True)
        code = code or (INVALID if stretch.slips else 0)
        if not code:
            for game in stretch.games:
                writer.add(game)
    if not read and not source.blank:
        typer.echo(f"allfives: {printable(source.shown)}: this file holds no game, only comments", err=True)
        return INVALID
    if not read:
        raise fail(FileError(f"{source.shown} holds no game: there is nothing to show"))
    return code
