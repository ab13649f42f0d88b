"""Commands that write records, atomically: ``convert`` between forms, and ``fmt``.

``convert`` and ``fmt`` read a file a stretch of games at a time, as ``validate`` does, and
write each game as soon as it is read, so a file of any size takes bounded memory.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from typing import IO, Annotated

import typer

from allfives_notation.check.places import Form
from allfives_notation.cli.app import (
    INVALID,
    USAGE_ERROR,
    FilesArgument,
    MaxLineOption,
    app,
    fail,
    reads_or_say,
    sources,
)
from allfives_notation.cli.database import record_source
from allfives_notation.console import colour_wanted, show_diagnostic
from allfives_notation.errors import AllFivesError
from allfives_notation.files import (
    STDIN,
    AtomicFile,
    ChangedError,
    FileError,
    Source,
    form_of_path,
    render,
    same_file,
    write_atomic,
)
from allfives_notation.record.model import GameRecord
from allfives_notation.stream import RecordFile, Unreadable, read_batch

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
    reads = reads_or_say(source)
    return None if reads is None else [read.game for read in reads if read.game is not None]


def _failure(source: Source) -> int:
    """The exit code for a file that gave no games: 2 if it could not be read at all, else 1."""
    return USAGE_ERROR if source.problem is not None and source.problem.code == "AF006" else INVALID


@app.command()
def convert(
    source: Annotated[str, typer.Argument(help="The record file to read (text, JSON or JSON Lines), or -.")],
    out: OutputOption,
    to: ToOption = None,
    max_line_mb: MaxLineOption = 4,
) -> None:
    """Convert records between the text form and JSON or JSON Lines, losing nothing.

    The file is read and written a stretch of games at a time, so a file of any size takes little memory. The output is put in place all at once when every game has been read (never half-written), and never over the input; with -o - it goes to standard output, as text unless --to says otherwise. A file that does not read is not converted: its errors are shown and nothing is written.

    Examples:

        allfives convert samples/club-night.afn -o club-night.jsonl

        allfives convert game.json -o game.afn

        allfives convert game.afn -o - --to json
    """  # noqa: E501 (one line a paragraph: the help wraps it to the terminal)
    form = _output_form(out, "text" if to is None and out == STDIN else to)
    if same_file(source, out):
        raise fail(FileError(f"refusing to write over the input {source}: choose another output"))
    with RecordFile(source, max_line_mb << 20) as file, _Output(out) as output:
        reading = _Reading(file)
        written = 0
        for game in reading.games():
            written += 1
            if written == 1 or form is not Form.JSON:  # a second game for a .json document is counted only
                output.write(("\n" if written > 1 and form is Form.TEXT else "") + render([game], form))
        if reading.code:
            raise typer.Exit(reading.code)
        if form is Form.JSON and written != 1:
            raise fail(
                FileError(f"a .json document holds one game, and this holds {written}: write .jsonl instead")
            )
        if file.changed():
            changed = f"{file.shown} changed while it was being read: nothing is written; convert it again"
            raise fail(ChangedError(changed))
        try:
            output.finish()
        except FileError as error:
            raise fail(error) from None
    if out != STDIN:
        typer.echo(f"wrote {written} game{'s' if written != 1 else ''} to {out}", err=True)


class _Reading:
    """The games of a file as they are read; its mistakes shown on standard error as they are found.

    After the first mistake no more games are given, but the file is read to its end, so
    that every mistake in it is shown; :attr:`code` is then the exit code (1, or 2 for a
    file that cannot be opened).
    """

    def __init__(self, file: RecordFile) -> None:
        self.file = file
        self.code = 0
        self.form: Form | None = None  # the form of the file's content, once read

    def games(self) -> Iterator[GameRecord]:
        read_any = False
        for unit in self.file.batches():
            if isinstance(unit, Unreadable):
                problem = unit.report.diagnostics[0]
                typer.echo(show_diagnostic(problem, None, colour_wanted(sys.stderr)), err=True)
                self.code = USAGE_ERROR if problem.code == "AF006" else INVALID
                return
            self.form = unit.form
            for read in read_batch(unit):
                read_any = True
                for error in read.errors:
                    typer.echo(f"allfives: {error}", err=True)
                if read.errors:
                    self.code = INVALID
                elif read.game is not None and not self.code:
                    yield read.game
        if not read_any:
            typer.echo(f"allfives: {self.file.shown}: this file holds no game", err=True)
            self.code = INVALID


class _Output:
    """Where ``convert`` writes: a file put in place at once by :meth:`finish`, or standard output.

    Standard output gets nothing until every game is read (a file that does not read gives
    none of it): until then it goes to a temporary file. A failure to write is kept and
    raised by :meth:`finish`, so that the reading goes on and shows every mistake first.
    """

    def __init__(self, out: str) -> None:
        self.out = out
        self.file = AtomicFile(out) if out != STDIN else None
        self.spool: IO[bytes] | None = None
        self.failure: FileError | None = None

    def __enter__(self) -> _Output:
        return self

    def __exit__(self, *_: object) -> None:
        if self.file is not None:
            self.file.discard()
        if self.spool is not None:
            self.spool.close()

    def write(self, text: str) -> None:
        if self.failure is not None:
            return
        try:
            if self.file is not None:
                self.file.write(text)
                return
            if self.spool is None:
                self.spool = tempfile.TemporaryFile(prefix="allfives-")  # noqa: SIM115 (closed by __exit__)
            self.spool.write(text.encode("utf-8"))
        except FileError as error:
            self.failure = error
        except (OSError, UnicodeEncodeError) as error:
            self.failure = FileError(f"cannot write to standard output: {error}")

    def finish(self) -> None:
        if self.failure is not None:
            raise self.failure
        if self.file is not None:
            self.file.commit()
        elif self.spool is not None:
            self.spool.seek(0)
            _copy_out(self.spool)


def _copy_out(spool: IO[bytes]) -> None:
    """What was spooled, to standard output, a piece at a time."""
    with open(spool.fileno(), encoding="utf-8", newline="", closefd=False) as text:
        text.seek(spool.tell())
        while piece := text.read(1 << 16):
            typer.echo(piece, nl=False)


def _games_to_rewrite(source: str, out: str, game: int | None = None) -> tuple[Source, list[GameRecord]]:
    """The input and its games (only game ``game``, if given), for a command that writes them elsewhere.

    The input may be a games database, with ``game`` its id there; where no games can be
    had, this raises the exit that says (on standard error) why not.
    """
    if same_file(source, out):
        raise fail(FileError(f"refusing to write over the input {source}: choose another output"))
    read, pick = record_source(source, game)
    games = _games_of(read)
    if games is None:
        raise typer.Exit(_failure(read))
    if pick is not None:
        if not 1 <= pick <= len(games):
            raise fail(AllFivesError(f"--game {pick}: the file holds {len(games)} game(s), numbered from 1"))
        games = games[pick - 1 : pick]
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
    max_line_mb: MaxLineOption = 4,
) -> None:
    """Rewrite record files in canonical form, in place and atomically, keeping each file's permissions.

    Text stays text, JSON stays JSON. A file is read a stretch of games at a time, so a file of any size takes little memory, and it is put in place all at once when the whole of it has been read. A file that does not read is left untouched (exit 1; 2 if it cannot be opened or written), and so is a file that another program changes while it is being read (exit 2: run fmt again). With -, the canonical form of standard input is written to standard output (with --check, nothing is written).

    Examples:

        allfives fmt club-night.afn

        allfives fmt --check records/

        cat game.afn | allfives fmt - > canonical.afn
    """  # noqa: E501 (one line a paragraph: the help wraps it to the terminal)
    changed = unchanged = unread = unwritten = 0
    code = 0
    for name in sources(files):
        with RecordFile(name, max_line_mb << 20) as file, _Rewrite(file, check) as rewrite:
            reading = _Reading(file)
            first = True
            try:
                for game in reading.games():
                    assert reading.form is not None
                    between = "" if first or reading.form is not Form.TEXT else "\n"
                    rewrite.write(between + render([game], reading.form))
                    first = False
            except AllFivesError as error:  # a form that cannot hold these games
                typer.echo(f"allfives: {file.shown}: {error}", err=True)
                reading.code = INVALID
            if reading.code:
                code = max(code, reading.code)
                unread += 1
                continue
            if not rewrite.differs():
                unchanged += 1
            elif check:
                changed += 1
                typer.echo(f"would reformat {file.shown}")
            elif name == STDIN:
                changed += 1
            else:
                try:
                    rewrite.commit()
                except FileError as error:
                    typer.echo(f"allfives: {error}", err=True)
                    code = USAGE_ERROR
                    unwritten += 1
                    continue
                changed += 1
                typer.echo(f"reformatted {name}")
            if name == STDIN and not check:
                rewrite.copy_out()
    verb = "would be reformatted" if check else "reformatted"
    not_read = f", {unread} not read" if unread else ""
    not_read += f", {unwritten} not written" if unwritten else ""
    typer.echo(
        f"{changed} file{'s' if changed != 1 else ''} {verb}, {unchanged} unchanged{not_read}", err=True
    )
    raise typer.Exit(code or (INVALID if check and changed else 0))


class _Rewrite:
    """A file's canonical form, held against the file a piece at a time: nothing is written while they agree.

    At the first piece that differs, the part that agreed is copied from the file to a
    temporary file beside it, and the rest follows; :meth:`commit` puts it in place, unless
    the file changed since it was opened. With ``check``, or for standard input, nothing is
    written beside the file (standard input's canonical form is spooled, for
    :meth:`copy_out`).
    """

    def __init__(self, file: RecordFile, check: bool) -> None:
        self.file = file
        self.check = check
        self.original: IO[bytes] | None = None
        self.agreed = 0  # bytes of the canonical form that are the file's own
        self.differing = False
        self.out: AtomicFile | None = None
        self.spool: IO[bytes] | None = None
        self.failure: FileError | None = None

    def __enter__(self) -> _Rewrite:
        if self.file.path is not None and self.file.problem is None:
            self.original = open(self.file.path, "rb")
            if self.file.name == STDIN and not self.check:
                self.spool = tempfile.TemporaryFile(prefix="allfives-")
        return self

    def __exit__(self, *_: object) -> None:
        for held in (self.original, self.spool):
            if held is not None:
                held.close()
        if self.out is not None:
            self.out.discard()

    def write(self, text: str) -> None:
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError as error:  # half of a character, read from a JSON \\u escape
            half = f"half of a character ({error.reason})"
            raise FileError(f"cannot write {self.file.shown}: it would hold {half}") from None
        if self.spool is not None:
            self.spool.write(data)
        if not self.differing:
            assert self.original is not None
            if self.original.read(len(data)) == data:
                self.agreed += len(data)
                return
            self._differ()
        if self.out is not None and self.failure is None:
            try:
                self.out.write(text)
            except FileError as error:
                self.failure = error

    def _differ(self) -> None:
        """From here on the canonical form is not the file: write it beside the file, from its start."""
        self.differing = True
        if self.check or self.file.name == STDIN:
            return
        self.out = AtomicFile(self.file.name)
        try:
            with open(self.file.path or self.file.name, "rb") as same:
                left = self.agreed
                while left:
                    piece = same.read(min(left, 1 << 20))
                    if not piece:
                        break
                    self.out.write_bytes(piece)
                    left -= len(piece)
        except FileError as error:
            self.failure = error

    def differs(self) -> bool:
        """Whether the canonical form is not the file as it is (the whole of it now written)."""
        if not self.differing and self.original is not None and self.original.read(1):
            self._differ()  # the file goes on past its canonical form
        return self.differing

    def commit(self) -> None:
        if self.failure is not None:
            raise self.failure
        assert self.out is not None
        self.out.commit(unchanged_since=self.file.seen)

    def copy_out(self) -> None:
        if self.spool is not None:
            self.spool.seek(0)
            _copy_out(self.spool)
