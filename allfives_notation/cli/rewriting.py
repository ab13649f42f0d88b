"""Commands that write records: ``convert`` between the forms, ``fmt`` into canonical form; atomically."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from allfives_notation.cli.app import INVALID, USAGE_ERROR, FilesArgument, app, fail, sources
from allfives_notation.console import colour_wanted, show_diagnostic
from allfives_notation.errors import AllFivesError
from allfives_notation.files import (
    STDIN,
    FileError,
    Layout,
    Source,
    read_records,
    read_source,
    render,
    same_file,
    write_atomic,
)
from allfives_notation.record.model import GameRecord


def _read_all(name: str) -> tuple[Source, list[GameRecord]]:
    """Every game of a file, or exit 1 showing why it cannot be read (2 if the file cannot be opened)."""
    source = read_source(name)
    if source.problem is not None:
        typer.echo(show_diagnostic(source.problem, None, colour_wanted(sys.stderr)), err=True)
        raise typer.Exit(USAGE_ERROR if source.problem.code == "AF006" else INVALID)
    games: list[GameRecord] = []
    failed = False
    for read in read_records(source):
        for error in read.errors:
            typer.echo(f"allfives: {error}", err=True)
            failed = True
        if read.game is not None:
            games.append(read.game)
    if failed:
        raise typer.Exit(INVALID)
    return source, games


@app.command()
def convert(
    source: Annotated[str, typer.Argument(help="The record file to read (text, JSON or JSON Lines), or -.")],
    out: Annotated[
        str,
        typer.Option(
            "--output", "-o", help="Where to write: .afn, .json or .jsonl, or - for standard output."
        ),
    ],
    to: Annotated[
        str | None,
        typer.Option("--to", "-t", help="text, json or jsonl; by default from the output's suffix."),
    ] = None,
) -> None:
    """Convert records between the text form and JSON or JSON Lines, losing nothing.

    The output is written all at once (never half-written), and never over the input.
    A file that does not read is not converted: its errors are shown and nothing is written.

    Examples:

        allfives convert samples/club-night.afn -o club-night.jsonl

        allfives convert game.json -o game.afn

        allfives convert game.afn -o - --to json
    """
    try:
        layout = Layout(to) if to is not None else Layout.of_path(out)
    except ValueError:
        raise fail(AllFivesError(f"--to is text, json or jsonl, not {to!r}")) from None
    if layout is None:
        raise fail(
            AllFivesError(
                f"say which form to write with --to text, json or jsonl ({out!r} has no .afn,"
                " .json or .jsonl suffix)"
            )
        )
    if same_file(source, out):
        raise fail(FileError(f"refusing to write over the input {source}: choose another output"))
    _, games = _read_all(source)
    try:
        text = render(games, layout)
        if out == STDIN:
            typer.echo(text, nl=False)
        else:
            write_atomic(out, text)
            typer.echo(f"wrote {len(games)} game{'s' if len(games) != 1 else ''} to {out}", err=True)
    except AllFivesError as error:
        raise fail(error) from None


@app.command("fmt")
def format_files(
    files: FilesArgument,
    check: Annotated[
        bool, typer.Option("--check", help="Change nothing; exit 1 if a file is not in canonical form.")
    ] = False,
) -> None:
    """Rewrite record files in canonical form, in place and atomically, keeping each file's permissions.

    Text stays text, JSON stays JSON. A file that does not read is left untouched. With -,
    the canonical form of standard input is written to standard output.

    Examples:

        allfives fmt club-night.afn

        allfives fmt --check records/
    """
    changed = unchanged = failed = 0
    for name in sources(files):
        source = read_source(name)
        if source.problem is not None:
            typer.echo(show_diagnostic(source.problem, None, False), err=True)
            failed += 1
            continue
        reads = list(read_records(source))
        errors = [error for read in reads for error in read.errors]
        for error in errors:
            typer.echo(f"allfives: {error}", err=True)
        if errors:
            failed += 1
            continue
        games = [read.game for read in reads if read.game is not None]
        text = source.text or ""
        layout = _layout_of(source)
        try:
            canonical = render(games, layout)
        except AllFivesError as error:
            typer.echo(f"allfives: {name}: {error}", err=True)
            failed += 1
            continue
        if name == STDIN:
            typer.echo(canonical, nl=False)
            continue
        if canonical == text:
            unchanged += 1
            continue
        changed += 1
        if check:
            typer.echo(f"would reformat {name}")
            continue
        try:
            write_atomic(name, canonical)
        except FileError as error:
            typer.echo(f"allfives: {error}", err=True)
            failed += 1
            continue
        typer.echo(f"reformatted {name}")
    verb = "would be reformatted" if check else "reformatted"
    typer.echo(
        f"{changed} file{'s' if changed != 1 else ''} {verb}, {unchanged} unchanged"
        + (f", {failed} not read" if failed else ""),
        err=True,
    )
    if failed:
        raise typer.Exit(INVALID)
    raise typer.Exit(INVALID if check and changed else 0)


def _layout_of(source: Source) -> Layout:
    """The form a file is written in: text, one indented JSON document, or JSON Lines."""
    if source.form.value == "text":
        return Layout.TEXT
    first = next(
        (line.strip() for line in (source.text or "").lstrip("\ufeff").split("\n") if line.strip()), ""
    )
    return Layout.JSON if first == "{" else Layout.JSONL
