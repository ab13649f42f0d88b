"""Commands that check games: ``validate`` them, and ``summary`` of each."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Sequence
from typing import Annotated

import typer

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport
from allfives_notation.ci import REPORTERS
from allfives_notation.cli.app import (
    FilesArgument,
    MaxGameOption,
    MaxInputOption,
    MaxLineOption,
    app,
    fail,
    limits,
    sources,
)
from allfives_notation.cli.console import (
    Colour,
    Progress,
    Tally,
    choose_colour,
    colour_wanted,
    json_line,
    show_diagnostic,
)
from allfives_notation.errors import AllFivesError
from allfives_notation.stream import check_files, cores
from allfives_notation.stream.files import STDIN, Meter
from allfives_notation.summary import (
    Totals,
    summary_json,
    summary_markdown,
    summary_text,
    totals_json,
    totals_markdown,
    totals_text,
)
from allfives_notation.summary.verdict import verdict

#: A file that could not be opened: a failure to read, told on standard error, not a finding.
_NOT_OPENED = "AF006"


QuietOption = Annotated[bool, typer.Option("--quiet", "-q", help="No line per game and no progress line.")]
CommandColourOption = Annotated[
    Colour | None,
    typer.Option(
        "--color",
        help="Colour the findings: auto (on a terminal, unless NO_COLOR is set), always or never.",
        case_sensitive=False,
        show_default=False,
    ),
]


@app.command()
def validate(
    files: FilesArgument,
    output: Annotated[
        str,
        typer.Option(
            "--format",
            "-f",
            help="text for people, json for machines (JSON Lines); for CI: github (workflow annotations),"
            " sarif (SARIF 2.1.0) or junit (JUnit XML).",
            autocompletion=lambda: ["text", "json", *REPORTERS],
        ),
    ] = "text",
    max_errors: Annotated[
        int | None,
        typer.Option("--max-errors", min=0, help="Show at most this many findings (all are still counted)."),
    ] = None,
    quiet: QuietOption = False,
    jobs: Annotated[
        int | None,
        typer.Option(
            "--jobs",
            "-j",
            min=1,
            help="Check in this many processes (default: one per core). Output is the same, in file order.",
            show_default=False,
        ),
    ] = None,
    colour: CommandColourOption = None,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Check recorded games: every move, draw, pass, score, hand end and result, against docs/rules.md.

    Each finding gives where it is (file:line:column, or a JSON pointer), a stable code
    (see docs/diagnostics.md), the rule it breaks and what was expected. Findings, the
    line per game and the closing tally go to standard output; a file that cannot be
    read, and a mistake in the command, to standard error. Exit code 0 when every game
    is valid (warnings allowed), 1 when something is invalid, 2 when a file cannot be
    read, 3 on an internal error.

    Files are read a stretch of games at a time, so a file of any size is checked in
    bounded memory, on every core; a named pipe or standard input is read the same way, as
    it comes. On a terminal, a long check shows its progress on standard error (how much
    is read, games, turns a second, the time left); --quiet leaves it out.

    Examples:

        allfives validate samples/club-night.afn

        allfives validate logs/ --quiet --max-errors 20

        allfives validate "logs/**/*.jsonl" --format json > findings.jsonl

        cat game.afn | allfives validate -
    """
    formats = ["text", "json", *REPORTERS]
    if output not in formats:
        raise fail(AllFivesError(f"--format is {', '.join(formats[:-1])} or {formats[-1]}, not {output!r}"))
    reporter = REPORTERS[output]() if output in REPORTERS else None
    if colour is not None:
        choose_colour(colour)
    names = sources(files)
    tally = Tally(files=len(names))
    shown = 0
    hidden = 0
    colour_on = output == "text" and colour_wanted()
    meter = Meter()
    progress = Progress(len(names), total=_size_of(names), meter=meter) if not quiet else None

    def say(line: str) -> None:
        if progress is not None:
            progress.clear()
        typer.echo(line, color=colour_on)

    try:
        for number, report in check_files(
            names,
            jobs=jobs or cores(),
            keep_records=False,
            limits=limits(max_line_mb, max_game_mb, max_input_mb),
            meter=meter,
        ):
            tally.add(report)
            if _not_opened(report, progress):
                if progress is not None:
                    progress.add(number, report)
                continue
            kept: list[Diagnostic] = []  # for a CI format, which writes them its own way
            for diagnostic in report.diagnostics:
                if max_errors is not None and shown >= max_errors:
                    hidden += 1
                    continue
                shown += 1
                if reporter is not None:
                    kept.append(diagnostic)
                elif output == "json":
                    say(json_line({"type": "diagnostic", **diagnostic.to_json()}))
                else:
                    say(show_diagnostic(diagnostic, None, colour_on))
            if reporter is not None:
                if written := reporter.add(report, tuple(kept)):
                    say(written)
            elif output == "json":
                say(json_line(_game_json(report)))
            elif not quiet:
                say(verdict(report))
            if progress is not None:  # drawn after this game's lines, so it stays on the screen
                progress.add(number, report)
    finally:
        if progress is not None:
            progress.close()
    if reporter is not None:
        typer.echo(reporter.finish(tally.line()))
    elif output == "json":
        typer.echo(json_line({**tally.to_json(), "not_shown": hidden}))
    else:
        if hidden:
            typer.echo(f"... {hidden:,} more findings not shown (--max-errors {max_errors})")
        typer.echo(tally.line())
    raise typer.Exit(tally.exit_code)


def _size_of(names: Sequence[str]) -> int | None:
    """How many bytes the files hold, if every one's size is known (a pipe's, standard input's is not)."""
    total = 0
    for name in names:
        try:
            status = os.stat(name) if name != STDIN else os.fstat(sys.stdin.fileno())
        except (OSError, ValueError, AttributeError):
            return None
        if not stat.S_ISREG(status.st_mode):
            return None
        total += status.st_size
    return total


def _not_opened(report: GameReport, progress: Progress | None) -> bool:
    """Whether the report is of a file that could not be opened; if so, say why on standard error.

    That is no finding about a record, there being none to read: it goes with the other
    failures to read, as ruff's do, and the tally still counts the file as not read.
    """
    problems = [d for d in report.diagnostics if d.code == _NOT_OPENED]
    if report.index != 0 or not problems:
        return False
    if progress is not None:
        progress.clear()
    for diagnostic in problems:
        typer.echo(show_diagnostic(diagnostic, None, colour_wanted(sys.stderr)), err=True)
    return True


def _game_json(report: GameReport) -> dict[str, object]:
    return {
        "type": "game",
        "source": report.source,
        "game": report.index,
        "line": report.line,
        "valid": report.valid,
        "status": report.status,
        "over": report.over,
        "winner": None
        if report.winner is None or report.record is None
        else report.record.side_name(report.winner),
        "hands": len(report.hands),
        "turns": report.turns_checked,
        "errors": report.errors,
        "warnings": report.warnings,
    }


@app.command()
def summary(
    files: FilesArgument,
    output: Annotated[
        str,
        typer.Option(
            "--format",
            "-f",
            help="text, json or markdown.",
            autocompletion=lambda: ["text", "json", "markdown"],
        ),
    ] = "text",
    totals_only: Annotated[
        bool,
        typer.Option("--totals", help="Only the totals of the games, not each game's summary (even of one)."),
    ] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress line.")] = False,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Summarize each game: players, rules, a hand-by-hand table, the winner, each player's figures, findings.

    Every game is checked as it is summarized; its findings are part of its summary, on
    standard output, and the exit code is that of validate. Of two games or more, the
    totals close the run: per player (and partnership) the games played and won, points
    from play, deducted or awarded, points a hand and the best turn. With --totals, only
    the totals are shown, of one game or of a million, in memory that does not grow with
    the games.

    Examples:

        allfives summary samples/four-players-partners.afn

        allfives summary samples/club-night.jsonl --format markdown > club-night.md

        allfives summary records/ --format json --quiet > club-night.jsonl

        allfives summary logs/ --totals
    """
    render_one = {"text": summary_text, "markdown": summary_markdown}.get(output)
    render_totals = {"text": totals_text, "markdown": totals_markdown}.get(output)
    if render_one is None and output != "json":
        raise fail(AllFivesError(f"--format is text, json or markdown, not {output!r}"))
    names = sources(files)
    tally = Tally(files=len(names))
    totals = Totals(files=len(names))
    meter = Meter()
    progress = Progress(len(names), total=_size_of(names), meter=meter) if not quiet else None
    between = ""  # each summary is shown as soon as it is made, a blank line between two

    def say(text: str) -> None:
        if progress is not None:
            progress.clear()
        typer.echo(text, nl=False)

    try:
        reports = check_files(
            names, limits=limits(max_line_mb, max_game_mb, max_input_mb), meter=meter, keep_records=True
        )
        for number, report in reports:
            tally.add(report)
            totals.add(report)
            if _not_opened(report, progress):
                if progress is not None:
                    progress.add(number, report)
                continue
            if totals_only or (report.index == 0 and not report.diagnostics):  # a file with no game
                pass
            elif render_one is None:
                say(json_line(summary_json(report)) + "\n")
            else:
                say(between + render_one(report))
                between = "\n"
            if progress is not None:
                progress.add(number, report)
    finally:
        if progress is not None:
            progress.close()
    if totals.games > 1 or (totals_only and totals.games):
        if render_totals is None:
            typer.echo(json_line(totals_json(totals)))
        else:
            typer.echo(between + render_totals(totals), nl=False)
    raise typer.Exit(tally.exit_code)
