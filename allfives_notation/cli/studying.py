"""The command for study: ``annotate`` games with what a teacher would point out."""

from __future__ import annotations

from typing import Annotated

import typer

from allfives_notation.annotate import Choices
from allfives_notation.annotate import annotate as annotate_game
from allfives_notation.check.replay import check_game
from allfives_notation.cli.app import app
from allfives_notation.cli.rewriting import (
    OutputOption,
    ToOption,
    _games_to_rewrite,
    _output_form,
    _write_out,
)


@app.command()
def annotate(
    source: Annotated[
        str, typer.Argument(help="The record file to annotate (text, JSON or JSON Lines), or -.")
    ],
    out: OutputOption,
    to: ToOption = None,
    counts: Annotated[bool, typer.Option(help="A 'count N' comment after each placement.")] = True,
    hints: Annotated[
        bool, typer.Option(help="A 'better: ...' comment where a known hand had a higher-scoring play.")
    ] = True,
    findings: Annotated[bool, typer.Option(help="Each finding of validate as a comment where it is.")] = True,
    claims: Annotated[
        bool, typer.Option(help="Write the +points of each scoring play that lacks them.")
    ] = True,
) -> None:
    """Annotate games for study: the count after each play, its points, better plays, and every finding.

    The comments go where a reader of the text form sees them: after the turn, at the
    end of the hand, or after the header; an [Annotator] tag says the tool added them.
    Annotating an annotated file again replaces the earlier annotations. Written all at
    once, never over the input; a file that does not read is not annotated.

    Examples:

        allfives annotate samples/two-players-open.afn -o study.afn

        allfives annotate club-night.jsonl -o - --to text --no-counts
    """
    form = _output_form(out, to)
    read, games = _games_to_rewrite(source, out)
    choices = Choices(counts=counts, hints=hints, findings=findings, claims=claims)
    annotated = [
        annotate_game(game, check_game(game, source=read.name, index=index, form=read.form), choices)
        for index, game in enumerate(games, start=1)
    ]
    _write_out(annotated, out, form)
