"""Commands that make games: ``play`` one and show it, ``generate`` records; and ``rules``, ``schema``."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from allfives_notation.analysis.players import ANALYSIS_PLAYERS
from allfives_notation.cli.app import (
    KindsOption,
    MaxHandsOption,
    PartnersOption,
    PlayersOption,
    RulesOption,
    app,
    fail,
)
from allfives_notation.engine.rules import PRESET_TABLES, RuleSet, Table
from allfives_notation.engine.selfplay import play_game
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.form import Form
from allfives_notation.notation.ruleset import parse_rules, rules_to_json
from allfives_notation.record.model import Knowledge, View
from allfives_notation.record.played import default_names, record_of
from allfives_notation.resources import schema
from allfives_notation.stream.files import STDIN, form_of_path
from allfives_notation.stream.writing import render, write_atomic
from allfives_notation.summary.played import describe_table, render_game, table_figures


def _table(players: int, partners: bool, rules: RuleSet) -> Table:
    """The table to play ``rules`` at: a rule set played at one table only (``fiveup``) takes it at four."""
    if players == 4 and not partners and rules.preset in PRESET_TABLES:
        players, partners = PRESET_TABLES[rules.preset]
    return Table(players, partners, rules)


@app.command()
def play(
    seed: Annotated[
        int, typer.Option("--seed", "-s", min=0, help="Deal seed: the same seed gives the same game.")
    ] = 0,
    players: PlayersOption = 4,
    partners: PartnersOption = False,
    rules: RulesOption = "allfives",
    kind: KindsOption = None,
    max_hands: MaxHandsOption = 500,
) -> None:
    """Play a whole game by self-play and print it, hand by hand and move by move.

    Examples:

        allfives play --seed 7

        allfives play --players 4 --partners --player greedy --rules "allfives hand-end=award"

        allfives play -n 2 -p greedy -p random --seed 3
    """
    kinds = kind or ["random"]
    try:
        table = _table(players, partners, parse_rules(rules))
        chosen = kinds[0] if len(kinds) == 1 else kinds
        typer.echo(render_game(play_game(table, seed, chosen, max_hands=max_hands, makers=ANALYSIS_PLAYERS)))
    except AllFivesError as error:
        raise fail(error) from None


@app.command("rules")
def show_rules(
    declaration: Annotated[
        str, typer.Argument(help="A rule set such as 'allfives spinner=open target=150'.")
    ],
    players: Annotated[
        int | None,
        typer.Option("--players", "-n", min=2, max=4, help="Show one table of 2, 3 or 4 players (R2)."),
    ] = None,
    partners: PartnersOption = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the rule set's JSON form.")] = False,
) -> None:
    """Check a rule-set declaration and show what it means at each table.

    Examples:

        allfives rules "allfives hand-size=7-5 spinner=open"

        allfives rules "allfives hand-size=7-5 spinner=open" --players 3

        allfives rules "allfives hand-end=award blocked=difference" --json
    """
    try:
        rules = parse_rules(declaration)
        chosen = Table(players or 4, partners, rules) if players is not None or partners else None
    except AllFivesError as error:
        raise fail(error) from None
    if as_json:
        typer.echo(json.dumps(rules_to_json(rules), indent=2))
        return
    if chosen is not None:
        for line in describe_table(chosen):
            typer.echo(line)
        return
    typer.echo(f"Rules: {rules}")
    for count, pairs in [(2, False), (3, False), (4, False), (4, True)]:
        name = "4 players in partnerships" if pairs else f"{count} players"
        try:
            table = Table(count, pairs, rules)
        except AllFivesError as error:
            typer.echo(f"  {name}: cannot be played: {error}")
            continue
        typer.echo(f"  {name}: {table_figures(table)}")


@app.command("schema")
def show_schema(
    rules: Annotated[
        bool, typer.Option("--rules", help="The schema of a rule set, not of a game record.")
    ] = False,
) -> None:
    """Print the JSON Schema (draft 2020-12) of a game record in JSON, or of a rule set.

    Examples:

        allfives schema > afn.schema.json

        allfives schema --rules
    """
    typer.echo(json.dumps(schema("ruleset" if rules else "afn"), indent=2, ensure_ascii=False))


@app.command()
def generate(
    count: Annotated[int, typer.Option("--count", "-c", min=1, help="How many games.")] = 1,
    seed: Annotated[
        int,
        typer.Option("--seed", "-s", min=0, help="Seed of the first game; the next games take seed+1, ..."),
    ] = 0,
    players: PlayersOption = 4,
    partners: PartnersOption = False,
    rules: RulesOption = "allfives",
    kind: KindsOption = None,
    view: Annotated[
        str,
        typer.Option(
            "--view",
            help="What the record knows: open, public, or player:NAME (or player:SEAT, from 1).",
        ),
    ] = "open",
    output: Annotated[str | None, typer.Option("--format", "-f", help="text, json or jsonl.")] = None,
    out: Annotated[
        str,
        typer.Option(
            "--output", "-o", help="Where to write (.afn, .json, .jsonl), or - for standard output."
        ),
    ] = STDIN,
    claims: Annotated[
        bool, typer.Option("--claims/--no-claims", help="Write the points each scoring placement claims.")
    ] = True,
    implied_arms: Annotated[
        bool,
        typer.Option(
            "--implied-arms/--all-arms", help="Leave out the arm where only one arm takes the tile."
        ),
    ] = True,
    max_hands: MaxHandsOption = 500,
) -> None:
    """Self-play games and write them as records, for tests, benchmarks and practice.

    Examples:

        allfives generate --count 100 --seed 1 -n 3 -o games.jsonl

        allfives generate --players 4 --partners --view player:Ann --format text

        allfives generate -c 1000 -p greedy --rules "allfives hand-end=award" -f jsonl > games.jsonl
    """
    try:
        form = Form(output) if output is not None else (form_of_path(out) or Form.TEXT)
    except ValueError:
        raise fail(AllFivesError(f"--format is text, json or jsonl, not {output!r}")) from None
    if form is Form.JSON and count != 1:
        raise fail(AllFivesError("a JSON document holds one game: use --format jsonl for more"))
    try:
        table = _table(players, partners, parse_rules(rules))
        seen = _view(view, default_names(table.players))
        kinds = kind or ["random"]
        chosen = kinds[0] if len(kinds) == 1 else kinds
        chunks = []
        for number in range(count):
            game = record_of(
                play_game(table, seed + number, chosen, max_hands=max_hands, makers=ANALYSIS_PLAYERS),
                seen,
                implied_arms=implied_arms,
                claims=claims,
            )
            text = render([game], form)
            if form is Form.TEXT and number:
                text = "\n" + text
            if out == STDIN:
                typer.echo(text, nl=False)
            else:
                chunks.append(text)
        if out != STDIN:
            write_atomic(out, "".join(chunks))
            typer.echo(f"wrote {count:,} game{'s' if count != 1 else ''} to {out}", err=True)
    except AllFivesError as error:
        raise fail(error) from None


def _view(text: str, names: tuple[str, ...]) -> View:
    """``open``, ``public`` or ``player:NAME`` / ``player:SEAT`` as a view of the table."""
    level, _, who = text.partition(":")
    if level in (Knowledge.OPEN, Knowledge.PUBLIC) and not who:
        return View(Knowledge(level))
    if level == Knowledge.PLAYER and who:
        if who.isdigit() and 1 <= int(who) <= len(names):
            return View(Knowledge.PLAYER, int(who) - 1)
        if who in names:
            return View(Knowledge.PLAYER, names.index(who))
        raise AllFivesError(
            f"{who!r} is not at the table: the seats are {', '.join(names)} (or 1 to {len(names)})"
        )
    raise AllFivesError(f"--view is open, public or player:NAME, not {text!r}")
