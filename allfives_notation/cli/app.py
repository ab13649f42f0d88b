"""The ``allfives`` application: its options, exit codes, shared arguments and last line of defence.

Exit codes: 0 all valid, 1 a record is invalid (or would be reformatted, with ``fmt
--check``), 2 a usage or I/O error, 3 an internal error (please report it).
"""

from __future__ import annotations

import inspect
import os
import sys
import traceback
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from allfives_notation import __version__
from allfives_notation.console import Colour, choose_colour, colour_wanted, show_diagnostic
from allfives_notation.errors import AllFivesError
from allfives_notation.fast import compiled
from allfives_notation.fast.jsonl import LOADER
from allfives_notation.files import RECORD_SUFFIXES, FileError, Source, expand, read_records
from allfives_notation.notation.outcome import ReadGame


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
_DEBUG = {"on": False}


ColourOption = Annotated[
    Colour,
    typer.Option(
        "--color",
        help="Colour the findings: auto (on a terminal, unless NO_COLOR is set), always or never.",
        case_sensitive=False,
    ),
]


def reads_or_say(source: Source) -> list[ReadGame] | None:
    """Every game of a file as read; or None, after saying on standard error why it gives none."""
    if source.problem is not None:
        typer.echo(show_diagnostic(source.problem, None, colour_wanted(sys.stderr)), err=True)
        return None
    reads = list(read_records(source))
    errors = [error for read in reads for error in read.errors]
    for error in errors:
        typer.echo(f"allfives: {error}", err=True)
    if not reads:
        typer.echo(f"allfives: {source.name}: this file holds no game", err=True)
    return None if errors or not reads else reads


def fail(error: AllFivesError) -> typer.Exit:
    """Say what is wrong with the command, on standard error; the caller raises the exit."""
    typer.echo(f"allfives: {error}", err=True)
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
    mistake in the command itself) goes to standard error. Exit codes: 0 all valid; 1 a
    record is invalid; 2 a usage or I/O error; 3 an internal error.

    Examples:

        allfives validate samples/club-night.afn

        allfives --color never summary records/ > club-night.txt

        allfives validate --help
    """
    _DEBUG["on"] = debug
    choose_colour(colour)


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
        typer.echo(f"allfives: {note}", err=True)
    return list(found.files)


def main() -> None:
    """Run the ``allfives`` command; an internal error asks for a report instead of showing a traceback."""
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:  # the reader went away (| head): stop quietly, as a killed pipe does
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)
    except Exception as error:  # the last line of defence: any bug reaches the user as one line
        if _DEBUG["on"]:
            traceback.print_exc()
        else:
            typer.echo(
                f"allfives: internal error ({type(error).__name__}: {error}). This is a bug: please"
                " report it, with the command and the file; run with --debug to see the traceback.",
                err=True,
            )
        sys.exit(INTERNAL_ERROR)
