"""Commands that check games: ``validate`` them, and ``summary`` of each."""

from __future__ import annotations

import json
import sys
from contextlib import nullcontext
from typing import Annotated

import typer

from allfives_notation.check.report import GameReport
from allfives_notation.cli.app import FilesArgument, MaxLineOption, app, fail, sources
from allfives_notation.console import Tally, colour_wanted, show_diagnostic, verdict
from allfives_notation.errors import AllFivesError
from allfives_notation.stream import check_files, cores
from allfives_notation.summary import summary_json, summary_markdown, summary_text


@app.command()
def validate(
    files: FilesArgument,
    output: Annotated[
        str, typer.Option("--format", "-f", help="text for people, json for machines (JSON Lines).")
    ] = "text",
    max_errors: Annotated[
        int | None,
        typer.Option("--max-errors", min=0, help="Show at most this many findings (all are still counted)."),
    ] = None,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="No line per game: only the findings and the summary.")
    ] = False,
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
    max_line_mb: MaxLineOption = 4,
) -> None:
    """Check recorded games: every move, draw, pass, score, hand end and result, against RULES.md.

    Each finding gives where it is (file:line:column, or a JSON pointer), a stable code
    (see docs/diagnostics.md), the rule it breaks and what was expected. Exit code 0 when
    every game is valid (warnings allowed), 1 when something is invalid, 2 when a file
    cannot be read, 3 on an internal error.

    Files are read a stretch of games at a time, so a file of any size is checked in
    bounded memory, on every core.

    Examples:

        allfives validate samples/club-night.afn

        allfives validate logs/ --quiet --max-errors 20

        allfives validate "logs/**/*.jsonl" --format json > findings.jsonl

        cat game.afn | allfives validate -
    """
    if output not in ("text", "json"):
        raise fail(AllFivesError(f"--format is text or json, not {output!r}"))
    names = sources(files)
    tally = Tally(files=len(names))
    shown = 0
    hidden = 0
    colour = output == "text" and colour_wanted()
    progress = output == "text" and len(names) > 1 and sys.stderr.isatty()
    # on one terminal the bar and the findings share the screen: clear the bar before each line
    clear = "\r\x1b[K" if progress and sys.stdout.isatty() else ""

    def say(line: str) -> None:
        if clear:
            sys.stderr.write(clear)
        typer.echo(line)

    reports = check_files(names, jobs=jobs or cores(), keep_records=False, max_line=max_line_mb << 20)
    with (
        typer.progressbar(length=len(names), label="checking", file=sys.stderr)
        if progress
        else nullcontext() as bar
    ):
        files_done = 0
        for number, report in reports:
            if bar is not None and number > files_done:
                bar.update(number - files_done)
                files_done = number
            tally.add(report)
            for diagnostic in report.diagnostics:
                if max_errors is not None and shown >= max_errors:
                    hidden += 1
                    continue
                shown += 1
                if output == "json":
                    typer.echo(json.dumps({"type": "diagnostic", **diagnostic.to_json()}, ensure_ascii=False))
                else:
                    say(show_diagnostic(diagnostic, None, colour))
            if output == "json":
                typer.echo(json.dumps(_game_json(report), ensure_ascii=False))
            elif not quiet:
                say(verdict(report))
        if bar is not None:
            bar.update(len(names) - files_done)
    if output == "json":
        typer.echo(json.dumps({**tally.to_json(), "not_shown": hidden}))
    else:
        if hidden:
            typer.echo(f"... {hidden:,} more findings not shown (--max-errors {max_errors})")
        typer.echo(tally.line())
    raise typer.Exit(tally.exit_code)


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
    output: Annotated[str, typer.Option("--format", "-f", help="text, json or markdown.")] = "text",
) -> None:
    """Summarize each game: players, rules, a hand-by-hand table, the winner and each player's figures.

    Every game is checked as it is summarized; the exit code is that of validate.

    Examples:

        allfives summary samples/four-players-partners.afn

        allfives summary samples/club-night.jsonl --format markdown > club-night.md
    """
    render_one = {"text": summary_text, "markdown": summary_markdown}.get(output)
    if render_one is None and output != "json":
        raise fail(AllFivesError(f"--format is text, json or markdown, not {output!r}"))
    names = sources(files)
    tally = Tally(files=len(names))
    between = ""  # each summary is shown as soon as it is made, a blank line between two
    for _, report in check_files(names):
        tally.add(report)
        for diagnostic in report.diagnostics:  # the findings behind the verdict, beside the summary
            typer.echo(show_diagnostic(diagnostic, None, colour_wanted(sys.stderr)), err=True)
        if render_one is None:
            typer.echo(json.dumps(summary_json(report), ensure_ascii=False))
        else:
            typer.echo(between + render_one(report), nl=False)
            between = "\n"
    raise typer.Exit(tally.exit_code)
