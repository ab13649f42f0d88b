"""The command for study: ``annotate`` games with the engine's judgement of each decision, or a report."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Annotated

import typer

from allfives_notation.analysis.annotate import Choices
from allfives_notation.analysis.annotate import annotate as annotate_game
from allfives_notation.analysis.report import as_json, as_markdown, as_text, study_report
from allfives_notation.analysis.search import BUDGET_DEALS, DEPTH, MOST_WARY, WARY, Settings
from allfives_notation.analysis.study import Decision, Judged, annotated, decisions, judge
from allfives_notation.check.replay import check_game
from allfives_notation.cli.app import (
    USAGE_ERROR,
    MaxGameOption,
    MaxInputOption,
    MaxLineOption,
    app,
    fail,
    limits,
)
from allfives_notation.cli.database import GameOption
from allfives_notation.cli.rewriting import ToOption, games_to_rewrite, output_form, write_out
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.form import Form
from allfives_notation.record.model import GameRecord
from allfives_notation.stream.files import STDIN
from allfives_notation.stream.writing import write_atomic

_HELP = (
    "Annotate games for study: the engine judges every decision from what its player could know, and"
    " writes glyphs and [%...] commands into the record; or, with --report, a study report.\n\n"
    "Each placement whose player's tiles the record knows (every seat of an open record, the"
    " writer's own in a player record) gets a comment {[%eval V se S] [%best TILE ARM V se S]"
    " [%loss L se S] [%search N HOW] [%count N]}, and [%win P se S best Q se S] where the target is"
    " within reach; V is expected points for the player's side to the end of the hand, less the"
    " other side's, S its standard error (none where exact), L what the move gave away against the"
    " best other option (docs/analysis.md, docs/notation.md section 6.4). A turn with no glyph gets"
    " ?!, ?, ?? or ! by what it gave away, only where the 95% interval of the loss lies within that"
    " glyph's band (docs/analysis.md); a person's"
    " own glyphs and comments are kept. Other turns get only [%count N], and a comment after the"
    " header says which were not judged. Annotating again gives the same file; the same --seed"
    " gives the same numbers.\n\n"
    "Defaults: deals of the unseen tiles until the glyph of the move played is settled, at most"
    f" --budget {BUDGET_DEALS} a decision ([%search N settled], unsettled once the deals left could not"
    " settle it, or budget); --samples N searches N"
    " deals instead; where few deals fit, every one is searched ([%search all N]), and where the"
    " player could deduce every tile, the rest of the hand exactly ([%search exact])."
    f" --depth {DEPTH} decisions searched in full in each deal before the play-out to the end of"
    " the hand, in which each seat plays the placement worth most: its points now less"
    f" --reply-weight {WARY} times the most the next seat could score in reply; the deals fit what"
    " the table showed (--plain; --read also takes the other side's players to play as the greedy"
    " player does); no --time-per-turn limit.\n\n"
    "--classic gives the annotations of earlier versions instead: the count after each play"
    " (--counts), better immediate plays (--hints), the validator's findings (--findings) and"
    " filled-in points (--claims).\n\n"
    "Examples:\n\n"
    "    allfives annotate samples/two-players-open.afn -o study.afn\n\n"
    "    allfives annotate game.afn -o -\n\n"
    "    allfives annotate club-night.jsonl --report --format markdown\n\n"
    "    allfives annotate game.afn -o deep.afn --budget 4000 --jobs 2\n\n"
    "    allfives annotate game.afn -o deep.afn --samples 400 --depth 2\n\n"
    "    allfives annotate club-night.jsonl -o - --classic --no-counts"
)


@app.command(help=_HELP)
def annotate(
    source: Annotated[
        str, typer.Argument(help="The record file to annotate (text, JSON or JSON Lines), or -.")
    ],
    game: GameOption = None,
    out: Annotated[
        str | None,
        typer.Option(
            "--output",
            "-o",
            help="Where to write: .afn, .json or .jsonl, or - for standard output (text unless --to says"
            " otherwise). With --report, where the report goes (standard output by default).",
        ),
    ] = None,
    to: ToOption = None,
    samples: Annotated[
        int | None,
        typer.Option(
            "--samples",
            min=1,
            max=100_000,
            help="Search this many deals of the unseen tiles per decision (more: narrower errors),"
            " instead of deals until the glyph is settled.",
        ),
    ] = None,
    budget: Annotated[
        int,
        typer.Option(
            "--budget",
            min=16,
            max=100_000,
            help="The most deals per decision while the glyph is still in doubt (without --samples).",
        ),
    ] = BUDGET_DEALS,
    depth: Annotated[
        int, typer.Option("--depth", min=1, max=6, help="Decisions searched in full before the play-out.")
    ] = DEPTH,
    reply_weight: Annotated[
        float,
        typer.Option(
            "--reply-weight",
            min=0.0,
            max=MOST_WARY,
            help="In the play-outs, how much the next seat's best reply counts against a placement"
            " (0: greedy play-outs).",
        ),
    ] = WARY,
    reading: Annotated[
        bool,
        typer.Option(
            "--read/--plain",
            help="--plain: deal the unseen tiles from what the table showed. --read: also take the other"
            " side's players to play as the greedy player does (the most points now, then the heaviest tile),"
            " so that none held a tile it would have placed before the one it chose, until the table"
            " shows a player plays otherwise; the analyst player reads so.",
        ),
    ] = False,
    time_per_turn: Annotated[
        float | None,
        typer.Option(
            "--time-per-turn",
            min=0.001,
            help="Seconds at most per decision (at least one deal; [%search N time] where it ran out).",
        ),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", min=0, help="The search's seed.")] = 0,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Processes to judge the turns in.")] = 1,
    report: Annotated[
        bool, typer.Option("--report", help="Write the study report instead of the annotated record.")
    ] = False,
    report_format: Annotated[
        str, typer.Option("--format", "-f", help="The report's form: text, markdown or json.")
    ] = "text",
    classic: Annotated[
        bool, typer.Option("--classic", help="The annotations of earlier versions, not the engine's.")
    ] = False,
    counts: Annotated[
        bool, typer.Option(help="With --classic: a 'count N' comment after each placement.")
    ] = True,
    hints: Annotated[
        bool,
        typer.Option(help="With --classic: a 'better: ...' comment where a higher-scoring play was held."),
    ] = True,
    findings: Annotated[
        bool, typer.Option(help="With --classic: each finding of validate as a comment where it is.")
    ] = True,
    claims: Annotated[
        bool, typer.Option(help="With --classic: the +points of each scoring play that lacks them.")
    ] = True,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Annotate games for study, or write a study report (the help text is ``_HELP``)."""
    if report_format not in ("text", "markdown", "json"):
        raise fail(AllFivesError(f"--format is text, markdown or json, not {report_format!r}"))
    if report and classic:
        raise fail(AllFivesError("--report comes from the engine's judgement: leave out --classic"))
    if out is None and not report:
        raise fail(
            AllFivesError("say where to write the annotated record: -o FILE, or -o - for standard output")
        )
    target = out if out is not None else STDIN
    form = Form.TEXT if report or (target == STDIN and to is None) else output_form(target, to)
    read_limits = limits(max_line_mb, max_game_mb, max_input_mb)
    shown, read_form, games = games_to_rewrite(source, target, read_limits, game)
    reports = [
        check_game(game, source=shown, index=index, form=read_form) for index, game in enumerate(games, 1)
    ]
    if classic:
        choices = Choices(counts=counts, hints=hints, findings=findings, claims=claims)
        write_out([annotate_game(g, r, choices) for g, r in zip(games, reports, strict=True)], target, form)
        return
    if samples is not None and budget != BUDGET_DEALS:
        raise fail(AllFivesError("--samples searches that many deals, --budget at most that many: give one"))
    settings = Settings(
        samples=samples,
        budget=budget,
        depth=depth,
        time_per_turn=time_per_turn,
        seed=seed,
        wary=reply_weight,
        reading=reading,
    )
    found = [
        decisions(game, checked, seed, index)
        for index, (game, checked) in enumerate(zip(games, reports, strict=True), 1)
    ]
    judged = _judge(found, settings, jobs)
    if report:
        _write_report(games, judged, shown, report_format, target)
        return
    write_out([annotated(game, mine) for game, mine in zip(games, judged, strict=True)], target, form)


def _judge(found: list[list[Decision]], settings: Settings, jobs: int) -> list[list[Judged]]:
    """Every decision of every game judged, in ``jobs`` processes, with a progress bar on a terminal."""
    flat = [decision for game in found for decision in game]
    one = partial(judge, settings=settings)
    if jobs > 1 and len(flat) > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = _shown(pool.map(one, flat, chunksize=4), len(flat))
    else:
        results = _shown(map(one, flat), len(flat))
    out: list[list[Judged]] = []
    at = 0
    for game in found:
        out.append(results[at : at + len(game)])
        at += len(game)
    return out


def _shown(results: Iterator[Judged] | Iterable[Judged], total: int) -> list[Judged]:
    """The results, with a progress bar on standard error when it is a terminal."""
    if not sys.stderr.isatty():
        return list(results)
    with typer.progressbar(results, length=total, label="judging turns", file=sys.stderr) as bar:
        return list(bar)


def _write_report(
    games: list[GameRecord], judged: list[list[Judged]], name: str, report_format: str, target: str
) -> None:
    reports = []
    for index, (game, mine) in enumerate(zip(games, judged, strict=True), 1):
        title = f"{name}: game {index} ({', '.join(game.seats)})"
        reports.append(study_report(game, mine, title))
    text = {"text": as_text, "markdown": as_markdown, "json": as_json}[report_format](reports)
    if target == STDIN:
        typer.echo(text, nl=False)
        return
    try:
        write_atomic(target, text)
    except AllFivesError as error:
        typer.echo(f"allfives: {error}", err=True)
        raise typer.Exit(USAGE_ERROR) from None
    typer.echo(f"wrote the study report to {target}", err=True)
