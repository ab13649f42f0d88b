"""Commands for the games database: ``index`` files into SQLite (or Parquet), ``query`` it."""

# ruff: noqa: E501  (each help paragraph is one line, for rich to wrap to the terminal)

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Iterator, Sequence
from enum import StrEnum
from typing import Annotated

import typer

from allfives_notation.cli.app import (
    INVALID,
    USAGE_ERROR,
    FilesArgument,
    MaxGameOption,
    MaxInputOption,
    MaxLineOption,
    app,
    fail,
    limits,
    sources,
)
from allfives_notation.collection.split import file_name
from allfives_notation.database import parquet
from allfives_notation.database.build import DatabaseError, IndexTally, connect, index
from allfives_notation.database.questions import (
    Question,
    QuestionError,
    answer,
    as_csv,
    as_json,
    as_table,
    biggest,
    head_to_head,
    open_ends,
    player_record,
)
from allfives_notation.database.stored import stored_game
from allfives_notation.errors import AllFivesError, printable
from allfives_notation.stream import cores
from allfives_notation.stream.files import STDIN, Source

#: How many processes read and check the games (index, dedupe).
JobsOption = Annotated[
    int | None,
    typer.Option(
        "--jobs",
        "-j",
        min=1,
        help="Read and check the games in this many processes (default: one per core).",
        show_default=False,
    ),
]


class Target(StrEnum):
    """What ``index`` writes."""

    SQLITE = "sqlite"
    PARQUET = "parquet"


class Shape(StrEnum):
    """How ``query`` prints an answer."""

    TABLE = "table"
    CSV = "csv"
    JSON = "json"


@app.command("index")
def index_files(
    files: FilesArgument,
    out: Annotated[
        str,
        typer.Option(
            "--output",
            "-o",
            metavar="DATABASE",
            help="The database to make or bring up to date (games.db); with --to parquet, a folder.",
        ),
    ],
    to: Annotated[
        Target,
        typer.Option(
            "--to",
            "-t",
            help="sqlite: one database file, brought up to date; parquet: a folder of one sub-folder per table (needs pyarrow).",
            case_sensitive=False,
        ),
    ] = Target.SQLITE,
    jobs: JobsOption = None,
    part_name: Annotated[
        str | None,
        typer.Option(
            "--part",
            help="With --to parquet: the name of each table's file (default: the first input's name), so the parts of many shards sit side by side.",
            show_default=False,
        ),
    ] = None,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Index games into an SQLite database of games, players, hands, turns and findings, to query without replaying them.

    Every game is kept, valid or not: an invalid one with every finding of validate, one that does not read with its reader's errors (and its header where that reads). Each game keeps its file and byte offset, so show, html and annotate open it from the database (FILE games.db, --game ID) reading only its own bytes. The run is incremental: a file unchanged since it was indexed (same size and time of change) is skipped, a changed one indexed again. The database is built in a temporary file beside it and put in place at the end, so a failed run leaves it as it was; a run holds its write lock, so two at once cannot lose each other's work. The tables are described in docs/database.md. With --to parquet the same tables go to OUTPUT/<table>/<first input's name>.parquet, for DuckDB, Spark or Dask (docs/distributed.md).

    Examples:

        allfives index season/ -o games.db

        allfives index logs/*.jsonl -o games.db -j 2

        allfives index shard-0007.jsonl --to parquet -o corpus/
    """
    names = sources(files)
    if STDIN in names:
        raise fail(
            AllFivesError("index reads files, not standard input: a game must be found again in its file")
        )
    tally = IndexTally()
    workers = jobs or cores()
    read_limits = limits(max_line_mb, max_game_mb, max_input_mb)
    try:
        if to is Target.PARQUET:
            parquet.pyarrow()  # before any work: say at once if it is missing
            given = os.path.basename(os.path.normpath(files[0]))
            part = file_name(part_name or os.path.splitext(given)[0] or "part")
            with tempfile.TemporaryDirectory(prefix="allfives-index-") as folder:
                database = os.path.join(folder, "games.db")
                index(names, database, tally, jobs=workers, limits=read_limits)
                with connect(database) as db:
                    counts = parquet.export(db, out, part)
                db.close()
        else:
            index(names, out, tally, jobs=workers, limits=read_limits)
    except AllFivesError as error:
        raise fail(error) from None
    for gone in tally.gone:
        typer.echo(printable(f"allfives: {gone}"), err=True)
    skipped = f" ({tally.skipped:,} unchanged, skipped)" if tally.skipped else ""
    invalid = f", {tally.invalid:,} invalid" if tally.invalid else ""
    unread = f" ({tally.unread:,} not read: kept with their findings)" if tally.unread else ""
    typer.echo(
        f"indexed {tally.files:,} file{'s' if tally.files != 1 else ''}{skipped}: {tally.games:,} games{invalid}{unread},"
        f" {tally.hands:,} hands, {tally.turns:,} turns",
        err=True,
    )
    if to is Target.PARQUET:
        typer.echo(
            f"wrote {', '.join(f'{name} {n:,}' for name, n in counts.items())} rows to {out}/", err=True
        )
    else:
        typer.echo(printable(f"{out}: {os.path.getsize(out) / (1 << 20):,.1f} MB"), err=True)
    if tally.gone:
        raise typer.Exit(INVALID)


@app.command()
def query(
    database: Annotated[
        str,
        typer.Argument(
            metavar="DATABASE", help="A games database made by allfives index.", show_default=False
        ),
    ],
    sql: Annotated[
        str | None,
        typer.Argument(
            metavar="SQL",
            help="A query of SQLite's SQL over the tables of docs/database.md.",
            show_default=False,
        ),
    ] = None,
    player: Annotated[
        str | None,
        typer.Option(
            "--player",
            metavar="NAME",
            help="A player's record: games, won, lost, unfinished, points, best placement.",
            show_default=False,
        ),
    ] = None,
    versus: Annotated[
        tuple[str, str] | None,
        typer.Option(
            "--versus",
            metavar="NAME NAME",
            help="Head to head: games the two played on opposite sides, and who won.",
            show_default=False,
        ),
    ] = None,
    biggest_count: Annotated[
        int | None,
        typer.Option(
            "--biggest", metavar="N", min=1, help="The N placements that scored most.", show_default=False
        ),
    ] = None,
    ends: Annotated[
        str | None,
        typer.Option(
            "--ends",
            metavar="PIPS",
            help="Positions with exactly these open ends, in any order: 6,4 or 5,5,0.",
            show_default=False,
        ),
    ] = None,
    limit: Annotated[int, typer.Option("--limit", min=1, help="The most rows --ends gives.")] = 100,
    shape: Annotated[
        Shape,
        typer.Option(
            "--format",
            "-f",
            help="table for people, csv, or json (JSON Lines, an object a row).",
            case_sensitive=False,
        ),
    ] = Shape.TABLE,
) -> None:
    """Ask a games database a question: SQL of your own, or one of the named questions.

    The database is opened read-only: a query cannot change it. A mistake in the SQL gets SQLite's own message (exit 2). An answer with no rows says so (exit 1).

    Examples:

        allfives query games.db --player Ann

        allfives query games.db --versus Ann Ben --format csv

        allfives query games.db --biggest 10

        allfives query games.db --ends 6,4

        allfives query games.db "SELECT rules, count(*) FROM games GROUP BY rules"
    """
    asked = [q for q in (sql, player, versus, biggest_count, ends) if q is not None]
    if len(asked) != 1:
        raise fail(AllFivesError("ask one question: SQL, or one of --player, --versus, --biggest, --ends"))
    try:
        if sql is not None:
            question = Question("your query", sql)
        elif player is not None:
            question = player_record(player)
        elif versus is not None:
            question = head_to_head(*versus)
        elif biggest_count is not None:
            question = biggest(biggest_count)
        else:
            assert ends is not None
            question = open_ends(ends, limit)
        db = connect(database)
    except (DatabaseError, QuestionError) as error:
        raise fail(error) from None
    with db:
        try:
            columns, rows = answer(db, question)
            printer = {Shape.TABLE: as_table, Shape.CSV: as_csv, Shape.JSON: as_json}[shape]
            counted = _CountedRows(rows)
            for piece in printer(columns, counted):  # JSON escapes what a terminal acts on itself
                typer.echo(piece if shape is Shape.JSON else printable(piece), nl=False)
            given = counted.count
        except sqlite3.Error as error:
            typer.echo(printable(f"allfives: {database}: SQLite: {error}"), err=True)
            raise typer.Exit(USAGE_ERROR) from None
    db.close()
    if not given:
        typer.echo(printable(f"allfives: no rows answer {question.about}"), err=True)
        raise typer.Exit(INVALID)


class _CountedRows:
    """The rows of an answer, counted as they go by."""

    def __init__(self, rows: Iterator[Sequence[object]]) -> None:
        self.rows = rows
        self.count = 0

    def __iter__(self) -> Iterator[Sequence[object]]:
        return self

    def __next__(self) -> Sequence[object]:
        row = next(self.rows)
        self.count += 1
        return row


def database_game(file: str, game: int | None) -> Source:
    """One game of a games database, for ``show``, ``html`` and ``annotate``: the game ``--game`` names.

    ``game`` is the game's id there; the source holds that one game, read from its file at
    its offset. (A record file is read as a stream instead, a game at a time.)
    """
    if game is None:
        raise fail(
            AllFivesError(
                f"{file} is a games database: say which game with --game ID (allfives query lists them)"
            )
        )
    try:
        return stored_game(file, game)
    except DatabaseError as error:
        raise fail(error) from None


GameOption = Annotated[
    int | None,
    typer.Option(
        "--game",
        "-g",
        metavar="ID",
        min=1,
        help="With a games database for FILE: the game's id there (games.id).",
        show_default=False,
    ),
]
