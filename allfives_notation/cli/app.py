"""The ``allfives`` application: its options, exit codes, shared arguments and last line of defence.

Exit codes: 0 all valid, 1 a record is invalid (or would be reformatted, with ``fmt
--check``), 2 a usage or I/O error, 3 an internal error (please report it).
"""

from __future__ import annotations

import os
import sys
import traceback
from typing import Annotated

import typer

from allfives_notation import __version__
from allfives_notation.errors import AllFivesError
from allfives_notation.files import FileError, expand

app = typer.Typer(
    name="allfives",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

INVALID = 1
USAGE_ERROR = 2
INTERNAL_ERROR = 3
_DEBUG = {"on": False}


def fail(error: AllFivesError) -> typer.Exit:
    """Say what is wrong with the command, on standard error; the caller raises the exit."""
    typer.echo(f"allfives: {error}", err=True)
    return typer.Exit(USAGE_ERROR)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"allfives-notation {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
    debug: Annotated[
        bool, typer.Option("--debug", help="On an internal error, show the Python traceback.")
    ] = False,
) -> None:
    """Record, check and study games of the domino game All Fives.

    Exit codes: 0 all valid; 1 a record is invalid; 2 a usage or I/O error; 3 an internal error.
    """
    _DEBUG["on"] = debug


PlayersOption = Annotated[int, typer.Option("--players", "-n", min=2, max=4, help="2, 3 or 4 players (R2).")]
PartnersOption = Annotated[
    bool, typer.Option("--partners", help="Four players as two partnerships, seats 1+3 against 2+4 (R2).")
]
KindsOption = Annotated[
    list[str] | None,
    typer.Option(
        "--player",
        "-p",
        help="Player kind, random, greedy, analyst or rollout (analyst:SAMPLES/DEPTH, rollout:K): once for"
        " every seat, or once per seat in seat order.",
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
        show_default=False,
    ),
]


def sources(arguments: list[str]) -> list[str]:
    """Every file the arguments name; none at all is a usage error."""
    names = list(expand(arguments))
    if not names:
        raise fail(FileError("no record files found (folders are searched for .afn, .json and .jsonl)"))
    return names


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
