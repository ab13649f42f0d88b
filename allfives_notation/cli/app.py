"""The ``allfives`` application: its options, exit codes, shared arguments and last line of defence.

Exit codes (:data:`EXIT_CODES`, the one table, shown by ``allfives --help`` and in
docs/exit-codes.md): 0 all valid, 1 a record is invalid (or would be reformatted, with
``fmt --check``), 2 a usage or I/O error, 3 an internal error (please report it); 130,
141, 143 and 129 a run stopped by Ctrl-C, a closed pipe, SIGTERM or SIGHUP.
"""

from __future__ import annotations

import errno
import inspect
import os
import signal
import sys
import traceback
from collections.abc import Iterator
from types import FrameType
from typing import Annotated, Any, Final

import typer
from typer.core import TyperGroup

from allfives_notation import __version__
from allfives_notation.cli.console import Colour, choose_colour, colour_wanted, printable, show_diagnostic
from allfives_notation.errors import AllFivesError
from allfives_notation.fast import compiled
from allfives_notation.fast.jsonl import LOADER
from allfives_notation.notation.form import Form
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.stream import Batch, RecordFile, Unreadable, read_batch
from allfives_notation.stream.files import (
    MB,
    RECORD_SUFFIXES,
    FileError,
    Limits,
    Source,
    expand,
    read_records,
)


def unwrapped(help_text: str | None) -> str | None:
    """Help text with each paragraph on one line, for rich to wrap to the terminal's width.

    Docstrings are wrapped to fit the source; on a terminal of another width those breaks
    would show. Indented lines (the examples) keep their own lines, and a blank line leads
    the paragraphs after the first so that rich keeps the examples' indentation.
    """
    if help_text is None:
        return None
    paragraphs = []
    for paragraph in inspect.cleandoc(help_text).split("\n\n"):
        lines: list[str] = []
        for line in paragraph.split("\n"):
            if lines and line.strip() and not line[:1].isspace() and not lines[-1][:1].isspace():
                lines[-1] += " " + line.strip()
            else:
                lines.append(line)
        paragraphs.append("\n".join(lines))
    first, *rest = paragraphs
    return first + ("\n\n\n" + "\n\n".join(rest) if rest else "")


def _no_value_shown(parameter: Any) -> None:
    """A flag takes no value, so its help says nothing after it (not ``<bool>``)."""
    if parameter is not None and getattr(parameter, "is_flag", False) and parameter.metavar is None:
        parameter.metavar = ""


def _tidy(command: Any, ctx: Any) -> None:
    """One command's help as a person should read it: paragraphs unwrapped, no ``<bool>`` after a flag."""
    if not getattr(command, "_tidied", False):
        command.help = unwrapped(command.help)
        for parameter in getattr(command, "params", ()):
            _no_value_shown(parameter)
        command._tidied = True
    _no_value_shown(command.get_help_option(ctx))


class _Commands(TyperGroup):
    """The ``allfives`` group: every command's help tidied (see :func:`_tidy`) as it is looked up."""

    def __init__(self, **settings: Any) -> None:
        super().__init__(**settings)
        self.help = unwrapped(self.help)
        for parameter in self.params:
            _no_value_shown(parameter)

    def get_params(self, ctx: Any) -> Any:
        """The group's options, the shell completion's among them, with no ``<bool>`` after a flag."""
        parameters = super().get_params(ctx)
        for parameter in parameters:
            _no_value_shown(parameter)
        return parameters

    def get_help_option(self, ctx: Any) -> Any:
        """``--help``, with no ``<bool>`` after it."""
        option = super().get_help_option(ctx)
        _no_value_shown(option)
        return option

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        """The command, its help tidied."""
        command = super().get_command(ctx, cmd_name)
        if command is not None:
            _tidy(command, ctx)
        return command

    def invoke(self, ctx: Any) -> Any:
        """Run the command; standard output that cannot be written ends it as the exit codes say.

        A closed pipe (``| head``) stops it quietly (141, see :func:`main`); a full disk or
        another failure to write standard output is exit 2, with the reason. (Typer would
        call the first an exit 1, a record found invalid, and the second a bug.)
        """
        try:
            return super().invoke(ctx)
        except OSError as error:
            if error.errno == errno.EPIPE:
                raise PipeClosedError from None
            if error.filename is not None or error.errno not in _OUTPUT_FAILURES:
                raise
            reason = error.strerror or str(error)
            typer.echo(f"allfives: cannot write to standard output: {reason}", err=True)
            raise typer.Exit(USAGE_ERROR) from None


#: How writing standard output fails when the reader is still there: a full disk, a quota, an I/O error.
_OUTPUT_FAILURES: Final = frozenset(
    {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.ENXIO, errno.EBADF}
)


class PipeClosedError(BaseException):
    """Standard output was closed by its reader (``| head``): the command stops where it is, quietly."""


class StoppedError(BaseException):
    """The command was told to stop (SIGTERM, SIGHUP): it stops where it is, its temporary files removed."""

    def __init__(self, signal_number: int) -> None:
        super().__init__(signal_number)
        self.signal_number = signal_number


app = typer.Typer(
    name="allfives",
    cls=_Commands,
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)

INVALID = 1
USAGE_ERROR = 2
INTERNAL_ERROR = 3
INTERRUPTED = 128 + signal.SIGINT  # Ctrl-C: 130, as shells report it
PIPE_CLOSED = 128 + 13  # SIGPIPE: 141, what cat, grep and seq give in a pipe closed early
_DEBUG = {"on": False}

#: Every exit code of every command: the code, what it means in a line (``allfives --help``), and
#: in full (docs/exit-codes.md, which a test holds to this table).
EXIT_CODES: Final = (
    (
        0,
        "Done: every game valid (warnings allowed), every file written.",
        "Done: every game is valid (warnings allowed), or a file with no game at all; every file"
        " written, or already canonical.",
    ),
    (
        INVALID,
        "A record is invalid or does not read; fmt --check: not canonical.",
        "A record is invalid, or does not read (a syntax slip, a byte that is not UTF-8, a line or a game"
        " past --max-line-mb or --max-game-mb); with fmt --check, a file would be reformatted.",
    ),
    (
        USAGE_ERROR,
        "Cannot be done: a mistake in the command, a file not read or written.",
        "The command cannot be done: a mistake in it; a file that cannot be opened or read; an output that"
        " cannot be written (a full disk, no permission, standard output full), with the reason; an input"
        " past --max-input-mb; or a kind of file that holds no records (a folder, a disk, a device such as"
        " /dev/zero).",
    ),
    (
        INTERNAL_ERROR,
        "An internal error: a bug (please report it; --debug shows it).",
        "An internal error: a bug. Please report it, with the command and the file; --debug shows the"
        " traceback.",
    ),
    (
        INTERRUPTED,
        "Stopped by Ctrl-C (128 + SIGINT).",
        "Stopped by Ctrl-C (128 + SIGINT): no file half-written, no temporary file left.",
    ),
    (
        PIPE_CLOSED,
        "Standard output closed early (| head): stopped quietly.",
        "Standard output was closed before the end (a pipe into head): the command stops quietly, with"
        " the code cat, grep and seq give there (128 + SIGPIPE), not 0, since it did not finish, nor 1,"
        " since nothing was found invalid.",
    ),
    (
        128 + signal.SIGTERM,
        "Stopped by SIGTERM (129: by SIGHUP).",
        "Stopped by SIGTERM (and 129 by SIGHUP): no file half-written, no temporary file left.",
    ),
)


def exit_code_table(indent: str = "    ") -> str:
    """The exit codes as lines of plain text, each code and what it means in a line."""
    return "\n".join(f"{indent}{code:>3}  {short}" for code, short, _ in EXIT_CODES)


ColourOption = Annotated[
    Colour,
    typer.Option(
        "--color",
        help="Colour the findings: auto (on a terminal, unless NO_COLOR is set), always or never.",
        case_sensitive=False,
    ),
]


class Reading:
    """The games of a file as they are read, each with its batch; its mistakes on standard error as they come.

    After the first mistake no more games are given, but the file is read to its end, so
    that every mistake in it is shown; :attr:`code` is then the exit code (1, or 2 for a
    file that cannot be read). A file with no game at all, blank, is allowed: :attr:`empty`.
    """

    def __init__(self, file: RecordFile) -> None:
        self.file = file
        self.code = 0
        self.form: Form | None = None  # the form of the file's content, once read
        self.empty = False  # whether the file held no game, and nothing else

    def games(self) -> Iterator[tuple[Batch, ReadGame]]:
        """Each game read, with the batch it was read from; none after a mistake."""
        read_any = False
        for unit in self.file.batches():
            if isinstance(unit, Unreadable):
                problem = unit.report.diagnostics[0]
                typer.echo(show_diagnostic(problem, None, colour_wanted(sys.stderr)), err=True)
                self.code = USAGE_ERROR if problem.code == "AF006" else max(self.code, INVALID)
                return
            self.form = unit.form
            for read in read_batch(unit):
                read_any = True
                for error in read.errors:
                    typer.echo(printable(f"allfives: {error}"), err=True)
                if read.errors:
                    self.code = INVALID
                elif read.game is not None and not self.code:
                    yield unit, read
        if not read_any and not self.file.blank:
            typer.echo(
                f"allfives: {printable(self.file.shown)}: this file holds no game, only comments", err=True
            )
            self.code = INVALID
        self.empty = not read_any and self.file.blank


def reads_or_say(source: Source) -> list[ReadGame] | None:
    """Every game of a text held whole (one game of a games database), as read; or None, after saying why not.

    Files are read as streams (:class:`Reading`); this is for the few games given whole.
    """
    if source.problem is not None:
        typer.echo(show_diagnostic(source.problem, None, colour_wanted(sys.stderr)), err=True)
        return None
    reads = list(read_records(source))
    errors = [error for read in reads for error in read.errors]
    for error in errors:
        typer.echo(printable(f"allfives: {error}"), err=True)
    if not reads:
        typer.echo(printable(f"allfives: {source.name}: this file holds no game"), err=True)
    return None if errors or not reads else reads


def fail(error: AllFivesError) -> typer.Exit:
    """Say what is wrong with the command, on standard error; the caller raises the exit."""
    typer.echo(printable(f"allfives: {error}"), err=True)
    return typer.Exit(USAGE_ERROR)


def _version(value: bool) -> None:
    if value:
        core = "compiled" if compiled() else "pure Python"
        typer.echo(f"allfives-notation {__version__} ({core} fast path, JSON Lines loaded with {LOADER})")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
    debug: Annotated[
        bool, typer.Option("--debug", help="On an internal error, show the Python traceback.")
    ] = False,
    colour: ColourOption = Colour.AUTO,
) -> None:
    """Record, check and study games of the domino game All Fives.

    Findings go to standard output; what stops a command (a file that cannot be read, a
    mistake in the command itself) goes to standard error.

    Exit codes, of every command (docs/exit-codes.md):

    @@EXIT_CODES@@

    Examples:

        allfives validate samples/club-night.afn

        allfives --color never summary records/ > club-night.txt

        allfives validate --help
    """
    _DEBUG["on"] = debug
    choose_colour(colour)


_main.__doc__ = (_main.__doc__ or "").replace("    @@EXIT_CODES@@", exit_code_table(" " * 8))


PlayersOption = Annotated[int, typer.Option("--players", "-n", min=2, max=4, help="2, 3 or 4 players (R2).")]
PartnersOption = Annotated[
    bool, typer.Option("--partners", help="Four players as two partnerships, seats 1+3 against 2+4 (R2).")
]
KindsOption = Annotated[
    list[str] | None,
    typer.Option(
        "--player",
        "-p",
        help="Player kind, random, greedy, analyst or rollout (analyst:SAMPLES/DEPTH/WEIGHT/READING,"
        " rollout:K):"
        " once for every seat, or once per seat in seat order.",
    ),
]
MaxHandsOption = Annotated[
    int, typer.Option("--max-hands", min=1, help="Stop a game unfinished after this many hands.")
]
RulesOption = Annotated[
    str,
    typer.Option(
        "--rules", "-r", help="The rule set: 'allfives' plus variants, e.g. 'allfives spinner=open'."
    ),
]


FilesArgument = Annotated[
    list[str],
    typer.Argument(
        help="Record files (text, JSON or JSON Lines, told apart by their content), folders, globs, or - for"
        " standard input.",
        metavar="FILES",
        show_default=False,
    ),
]


MaxLineOption = Annotated[
    int,
    typer.Option(
        "--max-line-mb",
        min=1,
        help="The longest line to read, in MB: a game with a longer line is refused with a finding (AF001,"
        " AF003), for reading it takes several times as much memory.",
    ),
]
MaxGameOption = Annotated[
    int,
    typer.Option(
        "--max-game-mb",
        min=1,
        help="The longest game to read, in MB: a longer one (or a stretch of text in which no game starts) is"
        " refused with a finding, for reading a game takes many times its size in memory.",
    ),
]
MaxInputOption = Annotated[
    int,
    typer.Option(
        "--max-input-mb",
        min=1,
        help="The most of one input to read, in MB: a longer file is refused, and a stream (a pipe, standard"
        " input) stops there, with exit 2.",
    ),
]


def limits(max_line_mb: int = 4, max_game_mb: int = 4, max_input_mb: int = 4096) -> Limits:
    """What ``--max-line-mb``, ``--max-game-mb`` and ``--max-input-mb`` allow, in bytes (characters)."""
    return Limits(line=max_line_mb * MB, game=max_game_mb * MB, input=max_input_mb * MB)


def sources(arguments: list[str]) -> list[str]:
    """Every file the arguments name; each glob or folder that names none is told on standard error.

    None at all is a usage error, in one line.
    """
    found = expand(arguments)
    searched = f"folders are searched for {', '.join(RECORD_SUFFIXES[:-1])} and {RECORD_SUFFIXES[-1]}"
    notes = [f"no record files match {pattern}" for pattern in found.unmatched]
    notes += [f"no record files found in {name} ({searched})" for name in found.empty]
    if not found.files:
        raise fail(FileError("; ".join(notes) or "no record files found"))
    for note in notes:
        typer.echo(printable(f"allfives: {note}"), err=True)
    return list(found.files)


def main() -> None:
    """Run the ``allfives`` command; an internal error asks for a report instead of showing a traceback.

    Every way a run can end gives the exit code of :data:`EXIT_CODES`: SIGTERM and SIGHUP
    stop it as Ctrl-C does, through the clean-up of every file it was writing.
    """
    for number in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if number is not None:
            signal.signal(number, _stop)
    try:
        try:
            app()
        finally:
            _flush_output()
    except StoppedError as stopped:
        sys.exit(128 + stopped.signal_number)
    except KeyboardInterrupt:
        sys.exit(INTERRUPTED)
    except (PipeClosedError, BrokenPipeError):  # the reader went away (| head): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(PIPE_CLOSED)
    except Exception as error:  # the last line of defence: any bug reaches the user as one line
        if _DEBUG["on"]:
            traceback.print_exc()
        else:
            typer.echo(
                printable(
                    f"allfives: internal error ({type(error).__name__}: {error}). This is a bug: please"
                    " report it, with the command and the file; run with --debug to see the traceback."
                ),
                err=True,
            )
        sys.exit(INTERNAL_ERROR)


def _stop(number: int, _: FrameType | None) -> None:
    """SIGTERM or SIGHUP: stop the command where it is; a second one waits for the clean-up."""
    for each in (signal.SIGTERM, getattr(signal, "SIGHUP", None), signal.SIGINT):
        if each is not None:
            signal.signal(each, signal.SIG_IGN)
    raise StoppedError(number)


def _flush_output() -> None:
    """Write what Python still holds for standard output, so that a failure to write is told, not lost."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        raise PipeClosedError from None
    except OSError as error:
        typer.echo(f"allfives: cannot write to standard output: {error.strerror or error}", err=True)
        raise SystemExit(USAGE_ERROR) from None
    except (AttributeError, ValueError):  # closed, or not a stream: nothing held
        pass
