"""Commands that write records, atomically: ``convert`` between forms, and ``fmt``.

``convert`` and ``fmt`` read a file a stretch of games at a time, as ``validate`` does, and
write each game as soon as it is read, so a file of any size takes bounded memory.
"""

from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from typing import IO, Annotated, Any

import typer

from allfives_notation.cli.app import (
    INVALID,
    USAGE_ERROR,
    FilesArgument,
    MaxGameOption,
    MaxInputOption,
    MaxLineOption,
    Reading,
    app,
    fail,
    limits,
    reads_or_say,
    sources,
)
from allfives_notation.cli.console import printable
from allfives_notation.cli.database import database_game
from allfives_notation.database.stored import is_database
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.form import Form
from allfives_notation.record.model import GameRecord
from allfives_notation.stream import RecordFile
from allfives_notation.stream.files import STDIN, FileError, Limits, form_of_path
from allfives_notation.stream.writing import AtomicFile, ChangedError, render, same_file, write_atomic

OutputOption = Annotated[
    str,
    typer.Option("--output", "-o", help="Where to write: .afn, .json or .jsonl, or - for standard output."),
]
ToOption = Annotated[
    str | None,
    typer.Option("--to", "-t", help="text, json or jsonl; by default from the output's suffix."),
]


@app.command()
def convert(
    source: Annotated[str, typer.Argument(help="The record file to read (text, JSON or JSON Lines), or -.")],
    out: OutputOption,
    to: ToOption = None,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Convert records between the text form and JSON or JSON Lines, losing nothing.

    The file is read and written a stretch of games at a time, so a file of any size takes little memory; a named pipe or standard input is read as it comes. The output is put in place all at once when every game has been read (never half-written), and never over the input; a file with other names (hard links) is written where it is, keeping them; a device, a named pipe or /dev/stdout is written straight through, never replaced (so -o /dev/stdout under >> appends). With -o - it goes to standard output, as text unless --to says otherwise. A file that does not read is not converted: its errors are shown and nothing is written.

    Examples:

        allfives convert samples/club-night.afn -o club-night.jsonl

        allfives convert game.json -o game.afn

        allfives convert game.afn -o - --to json
    """  # noqa: E501 (one line a paragraph: the help wraps it to the terminal)
    form = output_form(out, "text" if to is None and out == STDIN else to)
    if same_file(source, out):
        raise fail(FileError(f"refusing to write over the input {source}: choose another output"))
    read_limits = limits(max_line_mb, max_game_mb, max_input_mb)
    with RecordFile(source, read_limits) as file, Output(out) as output:
        reading = Reading(file)
        written = 0
        for _, read in reading.games():
            game = read.game
            assert game is not None
            written += 1
            if written == 1 or form is not Form.JSON:  # a second game for a .json document is counted only
                try:
                    text = render([game], form)
                except AllFivesError as error:  # a game this form cannot hold
                    raise fail(error) from None
                output.write(("\n" if written > 1 and form is Form.TEXT else "") + text)
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
        typer.echo(printable(f"wrote {_games(written)} to {out}"), err=True)


def _games(count: int) -> str:
    return f"{count:,} game{'' if count == 1 else 's'}"


class Output:
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

    def __enter__(self) -> Output:
        return self

    def __exit__(self, *_: object) -> None:
        if self.file is not None:
            self.file.discard()
        if self.spool is not None:
            self.spool.close()

    def write(self, text: str) -> None:
        """Write ``text`` on, or keep the first failure to write for :meth:`finish`."""
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
        """Put the file in place, or give standard output what was kept back; raise a failure kept."""
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


def games_to_rewrite(
    source: str, out: str, read_limits: Limits, game: int | None = None
) -> tuple[str, Form, list[GameRecord]]:
    """The input's name as shown, its form and its games (only game ``game``, if given), to write elsewhere.

    The input is read as a stream; or it is a games database, with ``game`` its id there.
    Where no games can be had, this raises the exit that says (on standard error) why not:
    the input is the output (2), it cannot be read (2), it does not read (1), or it holds no
    game (2: there is nothing to write).
    """
    if same_file(source, out):
        raise fail(FileError(f"refusing to write over the input {source}: choose another output"))
    if source != STDIN and is_database(source):
        read = database_game(source, game)
        reads = reads_or_say(read)
        if reads is None:
            unopened = read.problem is not None and read.problem.code == "AF006"
            raise typer.Exit(USAGE_ERROR if unopened else INVALID)
        return read.name, read.form, [each.game for each in reads if each.game is not None][:1]
    count, games = 0, []
    with RecordFile(source, read_limits) as file:
        reading = Reading(file)
        for _, each in reading.games():
            count += 1
            if game is None or count == game:  # of one game asked for, that one alone is kept
                assert each.game is not None
                games.append(each.game)
    if reading.code:
        raise typer.Exit(reading.code)
    if not count:
        raise fail(FileError(f"{file.shown} holds no game: there is nothing to write"))
    if not games:
        raise fail(AllFivesError(f"--game {game}: the file holds {_games(count)}, numbered from 1"))
    return file.shown, reading.form or Form.TEXT, games


def output_form(out: str, to: str | None) -> Form:
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


def write_out(games: list[GameRecord], out: str, form: Form) -> None:
    """Write ``games`` to ``out`` (``-``: standard output) all at once, or say why not (exit 2)."""
    try:
        text = render(games, form)
        if out == STDIN:
            typer.echo(text, nl=False)
        else:
            write_atomic(out, text)
            typer.echo(printable(f"wrote {_games(len(games))} to {out}"), err=True)
    except AllFivesError as error:
        raise fail(error) from None


@app.command("fmt")
def format_files(
    files: FilesArgument,
    check: Annotated[
        bool, typer.Option("--check", help="Change nothing; exit 1 if a file is not in canonical form.")
    ] = False,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Rewrite record files in canonical form, in place and atomically, keeping each file's permissions.

    Text stays text, JSON stays JSON. A file is read a stretch of games at a time, so a file of any size takes little memory, and it is put in place all at once when the whole of it has been read; a file with other names (hard links) is rewritten where it is, so that they all see the new text, and its extended attributes are kept. A file that does not read is left untouched (exit 1; 2 if it cannot be opened or written), and so is a file that another program changes while it is being read (exit 2: run fmt again). With -, the canonical form of standard input is written to standard output (with --check, nothing is written). A named pipe or a device cannot be rewritten in place: fmt --check reads it, and fmt - < PIPE writes its canonical form.

    Examples:

        allfives fmt club-night.afn

        allfives fmt --check records/

        cat game.afn | allfives fmt - > canonical.afn
    """  # noqa: E501 (one line a paragraph: the help wraps it to the terminal)
    changed = unchanged = unread = unwritten = 0
    code = 0
    read_limits = limits(max_line_mb, max_game_mb, max_input_mb)
    for name in sources(files):
        kind = _not_in_place(name) if not check else None
        if kind is not None:  # told before it is opened: opening a named pipe waits for a writer
            typer.echo(
                printable(
                    f"allfives: {name} is {kind}, not a regular file, so it cannot be rewritten in place:"
                    f" allfives fmt - < {name} writes its canonical form"
                ),
                err=True,
            )
            code, unwritten = USAGE_ERROR, unwritten + 1
            continue
        opened = RecordFile(name, read_limits, digest=check or name == STDIN)
        with opened as file, _Rewrite(file, check) as rewrite:
            reading = Reading(file)
            first = True
            try:
                for _, read in reading.games():
                    game = read.game
                    assert reading.form is not None and game is not None
                    between = "" if first or reading.form is not Form.TEXT else "\n"
                    rewrite.write(between + render([game], reading.form))
                    first = False
            except AllFivesError as error:  # a form that cannot hold these games
                typer.echo(printable(f"allfives: {file.shown}: {error}"), err=True)
                reading.code = INVALID
            if reading.code:
                code = max(code, reading.code)
                unread += 1
                continue
            if not rewrite.differs():
                unchanged += 1
            elif check:
                changed += 1
                typer.echo(printable(f"would reformat {file.shown}"))
            elif name == STDIN:
                changed += 1
            else:
                try:
                    rewrite.commit()
                except FileError as error:
                    typer.echo(printable(f"allfives: {error}"), err=True)
                    code = USAGE_ERROR
                    unwritten += 1
                    continue
                changed += 1
                typer.echo(printable(f"reformatted {name}"))
            if name == STDIN and not check:
                rewrite.copy_out()
    verb = "would be reformatted" if check else "reformatted"
    not_read = f", {unread:,} not read" if unread else ""
    not_read += f", {unwritten:,} not written" if unwritten else ""
    typer.echo(
        f"{changed:,} file{'s' if changed != 1 else ''} {verb}, {unchanged:,} unchanged{not_read}", err=True
    )
    raise typer.Exit(code or (INVALID if check and changed else 0))


def _not_in_place(name: str) -> str | None:
    """What ``name`` is, if it cannot be rewritten in place: a named pipe, a device, a disk, a socket."""
    if name == STDIN:
        return None
    try:
        mode = os.stat(name).st_mode
    except OSError:
        return None  # reading says why
    kinds = (
        (stat.S_ISFIFO, "a named pipe"),
        (stat.S_ISCHR, "a device"),
        (stat.S_ISBLK, "a disk"),
        (stat.S_ISSOCK, "a socket"),
    )
    return next((kind for test, kind in kinds if test(mode)), None)


class _Rewrite:
    """A file's canonical form, held against the file a piece at a time: nothing is written while they agree.

    A regular file is read again beside the canonical form: at the first piece that
    differs, the part that agreed is copied from the file to a temporary file, and the rest
    follows; :meth:`commit` puts it in place, unless the file changed since it was opened.
    What cannot be read again (standard input, a named pipe) is held to its canonical form
    by a hash of each. With ``check``, or for standard input, nothing is written beside the
    file (standard input's canonical form is spooled, for :meth:`copy_out`).
    """

    def __init__(self, file: RecordFile, check: bool) -> None:
        self.file = file
        self.check = check
        self.original: IO[bytes] | None = None
        self.canonical: Any = None  # the hash of the canonical form, for a file read once
        self.agreed = 0  # bytes of the canonical form that are the file's own
        self.differing = False
        self.out: AtomicFile | None = None
        self.spool: IO[bytes] | None = None
        self.failure: FileError | None = None

    def __enter__(self) -> _Rewrite:
        if self.file.problem is None:
            if self.file.seen is not None:
                self.original = open(self.file.name, "rb")
            else:
                self.canonical = hashlib.sha256()
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
        if self.canonical is not None:
            self.canonical.update(data)
            return
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
            with open(self.file.name, "rb") as same:
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
        if self.canonical is not None:
            return bool(self.canonical.digest() != self.file.digest())
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
