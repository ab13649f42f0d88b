"""Commands that write records, atomically: ``convert`` between forms, and ``fmt``."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from allfives_notation.check.places import Form
from allfives_notation.cli.app import INVALID, USAGE_ERROR, FilesArgument, app, fail, sources
from allfives_notation.console import colour_wanted, show_diagnostic
from allfives_notation.errors import AllFivesError
from allfives_notation.files import (
    STDIN,
    FileError,
    Source,
    form_of_path,
    read_records,
    read_source,
    render,
    same_file,
    write_atomic,
)
from allfives_notation.record.model import GameRecord

OutputOption = Annotated[
    str,
    typer.Option("--output", "-o", help="Where to write: .afn, .json or .jsonl, or - for standard output."),
]
ToOption = Annotated[
    str | None,
    typer.Option("--to", "-t", help="text, json or jsonl; by default from the output's suffix."),
]


def _games_of(source: Source) -> list[GameRecord] | None:
    """Every game of a file, or None after showing on standard error why it gives none."""
    if source.problem is not None:
        typer.echo(show_diagnostic(source.problem, None, colour_wanted(sys.stderr)), err=True)
        return None
    reads = list(read_records(source))
    errors = [error for read in reads for error in read.errors]
    for error in errors:
        typer.echo(f"allfives: {error}", err=True)
    if not reads:
        typer.echo(f"allfives: {source.name}: this file holds no game", err=True)
    if errors or not reads:
        return None
    return [read.game for read in reads if read.game is not None]


def _failure(source: Source) -> int:
    """The exit code for a file that gave no games: 2 if it could not be read at all, else 1."""
    return USAGE_ERROR if source.problem is not None and source.problem.code == "AF006" else INVALID


@app.command()
def convert(
    source: Annotated[str, typer.Argument(help="The record file to read (text, JSON or JSON Lines), or -.")],
    out: OutputOption,
    to: ToOption = None,
) -> None:
    """Convert records between the text form and JSON or JSON Lines, losing nothing.

    The output is written all at once (never half-written), and never over the input.
    A file that does not read is not converted: its errors are shown and nothing is written.

    Examples:

        allfives convert samples/club-night.afn -o club-night.jsonl

        allfives convert game.json -o game.afn

        allfives convert game.afn -o - --to json
    """
    form = _output_form(out, to)
    _, games = _games_to_rewrite(source, out)
    _write_out(games, out, form)


def _games_to_rewrite(source: str, out: str) -> tuple[Source, list[GameRecord]]:
    """The input and its games, for a command that writes them elsewhere; or the exit that says why not."""
    if same_file(source, out):
        raise fail(FileError(f"refusing to write over the input {source}: choose another output"))
    read = read_source(source)
    games = _games_of(read)
    if games is None:
        raise typer.Exit(_failure(read))
    return read, games


def _output_form(out: str, to: str | None) -> Form:
    """The form to write: ``--to``, else the output's suffix; neither is a usage error."""
    try:
        form = Form(to) if to is not None else form_of_path(out)
    except ValueError:
        raise fail(AllFivesError(f"--to is text, json or jsonl, not {to!r}")) from None
    if form is None:
        raise fail(
            AllFivesError(
                f"say which form to write with --to text, json or jsonl ({out!r} has no .afn,"
                " .json or .jsonl suffix)"
            )
        )
    return form


def _write_out(games: list[GameRecord], out: str, form: Form) -> None:
    """Write ``games`` to ``out`` (``-``: standard output) all at once, or say why not (exit 2)."""
    try:
        text = render(games, form)
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

    Text stays text, JSON stays JSON. A file that does not read is left untouched (exit 1;
    2 if it cannot be opened or written). With -, the canonical form of standard input is
    written to standard output (with --check, nothing is written).

    Examples:

        allfives fmt club-night.afn

        allfives fmt --check records/
    """
    changed = unchanged = unread = unwritten = 0
    code = 0
    for name in sources(files):
        source = read_source(name)
        games = _games_of(source)
        if games is None:
            code = max(code, _failure(source))
            unread += 1
            continue
        try:
            canonical = render(games, source.form)
        except AllFivesError as error:
            typer.echo(f"allfives: {source.name}: {error}", err=True)
            code = max(code, INVALID)
            unread += 1
            continue
        if canonical == source.text:
            unchanged += 1
        elif check:
            changed += 1
            typer.echo(f"would reformat {source.name}")
        elif name == STDIN:
            changed += 1
        else:
            try:
                write_atomic(name, canonical)
            except FileError as error:
                typer.echo(f"allfives: {error}", err=True)
                code = USAGE_ERROR
                unwritten += 1
                continue
            changed += 1
            typer.echo(f"reformatted {name}")
        if name == STDIN and not check:
            typer.echo(canonical, nl=False)
    verb = "would be reformatted" if check else "reformatted"
    not_read = f", {unread} not read" if unread else ""
    not_read += f", {unwritten} not written" if unwritten else ""
    typer.echo(
        f"{changed} file{'s' if changed != 1 else ''} {verb}, {unchanged} unchanged{not_read}", err=True
    )
    raise typer.Exit(code or (INVALID if check and changed else 0))
