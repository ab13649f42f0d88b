"""The ``allfives`` command line: thin commands over the library; errors become exit codes."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from allfives_notation import __version__
from allfives_notation.engine.rules import Table
from allfives_notation.engine.selfplay import play_game
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.ruleset import parse_rules, rules_to_json
from allfives_notation.render import describe_table, render_game, table_figures

app = typer.Typer(
    name="allfives",
    help="Record, check and study games of the domino game All Fives.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

USAGE_ERROR = 2


def _fail(error: AllFivesError) -> typer.Exit:
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
) -> None:
    """Record, check and study games of the domino game All Fives."""


PlayersOption = Annotated[int, typer.Option("--players", "-n", min=2, max=4, help="2, 3 or 4 players (R2).")]
PartnersOption = Annotated[
    bool, typer.Option("--partners", help="Four players as two partnerships, seats 1+3 against 2+4 (R2).")
]
RulesOption = Annotated[
    str,
    typer.Option(
        "--rules", "-r", help="The rule set: 'allfives' plus variants, e.g. 'allfives spinner=open'."
    ),
]


@app.command()
def play(
    seed: Annotated[
        int, typer.Option("--seed", "-s", min=0, help="Deal seed: the same seed gives the same game.")
    ] = 0,
    players: PlayersOption = 4,
    partners: PartnersOption = False,
    rules: RulesOption = "allfives",
    kind: Annotated[
        list[str] | None,
        typer.Option(
            "--player",
            "-p",
            help="Player kind, random or greedy: once for every seat, or once per seat in seat order.",
        ),
    ] = None,
    max_hands: Annotated[
        int, typer.Option("--max-hands", min=1, help="Stop unfinished after this many hands.")
    ] = 500,
) -> None:
    """Play a whole game by self-play and print it, hand by hand and move by move.

    Examples:
        allfives play --seed 7

        allfives play --players 4 --partners --player greedy --rules "allfives hand-end=award"

        allfives play -n 2 -p greedy -p random --seed 3

    """
    kinds = kind or ["random"]
    try:
        table = Table(players, partners, parse_rules(rules))
        chosen = kinds[0] if len(kinds) == 1 else kinds
        typer.echo(render_game(play_game(table, seed, chosen, max_hands=max_hands)))
    except AllFivesError as error:
        raise _fail(error) from None


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
        raise _fail(error) from None
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


def main() -> None:
    """Run the ``allfives`` command."""
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
