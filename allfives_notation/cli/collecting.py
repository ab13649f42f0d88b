"""Commands for a collection of games: ``select`` games by criteria, ``dedupe``, ``split`` and ``join`` files."""

# ruff: noqa: E501  (each help paragraph is one line, for rich to wrap to the terminal)

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated

import typer

from allfives_notation.cli.app import (
    INVALID,
    FilesArgument,
    MaxGameOption,
    MaxInputOption,
    MaxLineOption,
    app,
    fail,
    limits,
    sources,
)
from allfives_notation.cli.console import colour_wanted, printable, show_diagnostic
from allfives_notation.cli.database import JobsOption
from allfives_notation.cli.rewriting import Output, ToOption, output_form
from allfives_notation.collection import criteria as pick
from allfives_notation.collection.criteria import Criterion
from allfives_notation.collection.dedupe import Deduplication
from allfives_notation.collection.games import GameInFile
from allfives_notation.collection.keys import KEY_TAG
from allfives_notation.collection.select import PassTally, every_game, select
from allfives_notation.collection.split import BY, Parts, values_by
from allfives_notation.collection.writing import GameWriter
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.form import Form
from allfives_notation.stream import cores
from allfives_notation.stream.files import STDIN, FileError
from allfives_notation.stream.writing import AtomicFile, same_file

OutOption = Annotated[
    str,
    typer.Option(
        "--output",
        "-o",
        help="Where to write: .afn, .json or .jsonl, or - for standard output (text unless --to says otherwise).",
    ),
]
CanonicalOption = Annotated[
    bool,
    typer.Option(
        "--canonical", help="Write every game in canonical form (as fmt does), not copied as it was written."
    ),
]


def _many(help_text: str, metavar: str) -> object:
    return typer.Option(help=help_text, metavar=metavar, show_default=False)


@contextmanager
def _output(out: str, inputs: list[str]) -> Iterator[tuple[Callable[[str], None], Callable[[], None]]]:
    """A place to write games: standard output as they come, or a file put in place at the end."""
    for name in inputs:
        if out != STDIN and same_file(name, out):
            raise fail(FileError(f"refusing to write over the input {name}: choose another output"))
    if out == STDIN:
        yield (lambda text: typer.echo(text, nl=False)), (lambda: None)
        return
    with AtomicFile(out) as file:
        yield file.write, file.commit


def _tell_unread(tally: PassTally) -> None:
    for unread in tally.unread:
        typer.echo(show_diagnostic(unread.problem, None, colour_wanted(sys.stderr)), err=True)


def _games(n: int) -> str:
    return f"{n:,} game{'s' if n != 1 else ''}"


def _criteria(
    tag: list[str] | None,
    date: list[str] | None,
    player: list[str] | None,
    seat: list[str] | None,
    won_by: list[str] | None,
    unfinished: bool | None,
    rules: list[str] | None,
    variant: list[str] | None,
    view: list[str] | None,
    players: list[str] | None,
    partners: bool | None,
    hands: list[str] | None,
    turns: list[str] | None,
    valid: bool | None,
    blocked: bool | None,
    went_out: list[str] | None,
    scored: list[str] | None,
    four_arms: bool | None,
    from_behind: bool | None,
) -> list[Criterion]:
    """The criteria the options give, in the options' order; a mistake in one is a usage error."""
    valued: list[tuple[list[str] | None, Callable[[str], Criterion]]] = [
        (tag, pick.tag), (date, pick.date), (player, pick.player), (seat, pick.seat), (won_by, pick.won_by),
        (rules, pick.rules), (variant, pick.variant), (view, pick.view), (players, pick.players),
        (hands, pick.hands), (turns, pick.turns), (went_out, pick.went_out), (scored, pick.scored),
    ]  # fmt: skip
    flags: list[tuple[bool | None, Callable[[bool], Criterion]]] = [
        (unfinished, pick.unfinished), (partners, pick.partners), (valid, pick.valid), (blocked, pick.blocked),
        (four_arms, pick.four_arms), (from_behind, pick.from_behind),
    ]  # fmt: skip
    try:
        found = [make(value) for values, make in valued for value in values or ()]
    except AllFivesError as error:
        raise fail(error) from None
    found += [make(flag) for flag, make in flags if flag is not None]
    return found


_NEGATE = "Put not before the value to negate it."


@app.command("select")
def select_games(
    files: FilesArgument,
    out: OutOption = STDIN,
    to: ToOption = None,
    tag: Annotated[
        list[str] | None,
        _many(
            "A header tag: NAME=VALUE (equal), NAME~TEXT (contains, any case) or NAME (given). " + _NEGATE,
            "TAG",
        ),
    ] = None,
    date: Annotated[
        list[str] | None,
        _many("The date in a range: 2026-01-01..2026-03-31, 2026-03, 2026.., ..2025-12.", "RANGE"),
    ] = None,
    player: Annotated[
        list[str] | None, _many("A player at any seat. Given twice, both must play.", "NAME")
    ] = None,
    seat: Annotated[
        list[str] | None, _many("A player at a seat: SEAT=NAME, seats from 1.", "SEAT=NAME")
    ] = None,
    won_by: Annotated[
        list[str] | None, _many("The result: won by this player or side (Ann, Ann+Cat).", "NAME")
    ] = None,
    unfinished: Annotated[
        bool | None,
        typer.Option(
            "--unfinished/--finished",
            help="The result is * (nobody has won yet), or not.",
            show_default=False,
        ),
    ] = None,
    rules: Annotated[
        list[str] | None, _many("Exactly this rule set, as 'allfives spinner=open'.", "RULES")
    ] = None,
    variant: Annotated[
        list[str] | None,
        _many("One variant setting, as spinner=open (the others may be anything).", "NAME=VALUE"),
    ] = None,
    view: Annotated[
        list[str] | None, _many("What the record knows: open, public, player, or 'player Ann'.", "VIEW")
    ] = None,
    players: Annotated[list[str] | None, _many("How many players: 4, or a range 3..4.", "N")] = None,
    partners: Annotated[
        bool | None,
        typer.Option(
            "--partners/--no-partners", help="Four players in two partnerships, or not.", show_default=False
        ),
    ] = None,
    hands: Annotated[
        list[str] | None, _many("How many hands the record holds: 3, 5.., ..2, 3..8.", "N")
    ] = None,
    turns: Annotated[
        list[str] | None, _many("How many turns the record holds, all hands together.", "N")
    ] = None,
    valid: Annotated[
        bool | None,
        typer.Option(
            "--valid/--invalid",
            help="The validator finds no error in the record, or finds one.",
            show_default=False,
        ),
    ] = None,
    blocked: Annotated[
        bool | None,
        typer.Option(
            "--blocked/--not-blocked", help="A hand was blocked (R12), or none was.", show_default=False
        ),
    ] = None,
    went_out: Annotated[list[str] | None, _many("A hand this player went out of (or any).", "NAME")] = None,
    scored: Annotated[list[str] | None, _many("A placement scored at least N points.", "N")] = None,
    four_arms: Annotated[
        bool | None,
        typer.Option(
            "--four-arms/--not-four-arms",
            help="A spinner with all four arms built, or none.",
            show_default=False,
        ),
    ] = None,
    from_behind: Annotated[
        bool | None,
        typer.Option(
            "--from-behind/--not-from-behind",
            help="A hand won from behind: the side that gained most in it began it behind.",
            show_default=False,
        ),
    ] = None,
    stop_after: Annotated[
        int | None,
        typer.Option(
            "--stop-after", min=1, help="Stop after this many games are picked.", show_default=False
        ),
    ] = None,
    canonical: CanonicalOption = False,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Pick the games that meet every criterion, from any number of files, in any form, and write them.

    Each file is read a stretch of games at a time, and each game only as far as the criteria need: tags, players, result, rules, view and date read the tag pairs alone; hands, turns, blocked and went-out read the record; scored, four-arms and from-behind replay the layout; valid runs the validator. Every valued criterion takes 'not' before its value to negate it, and each flag has its negation: a criterion and its negation split any collection in two. A game copied into a file of its own form keeps its text exactly; into another form (or with --canonical) it is written from its record. Exit 0 when games were picked, 1 when none met the criteria (it says so), 2 on a usage or I/O error.

    Examples:

        allfives select records/ --player Ann --blocked -o ann-blocked.afn

        allfives select season.jsonl --date 2026-01..2026-03 --won-by Ben --to text

        allfives select logs/ --variant spinner=open --scored 30 --stop-after 10 -o -

        allfives select club/ --player 'not Ann' --valid -o others.jsonl
    """
    found = _criteria(tag, date, player, seat, won_by, unfinished, rules, variant, view, players, partners, hands, turns, valid, blocked, went_out, scored, four_arms, from_behind)  # fmt: skip
    form = output_form(out, "text" if to is None and out == STDIN else to)
    names = sources(files)
    tally = PassTally()
    not_written: list[tuple[GameInFile, str]] = []
    with _output(out, names) as (write, commit):
        writer = GameWriter(write, form, canonical=canonical)
        for game in select(
            names, found, tally, stop_after=stop_after, limits=limits(max_line_mb, max_game_mb, max_input_mb)
        ):
            why = writer.add(game)
            if why is not None:
                not_written.append((game, why))
        _tell_unread(tally)
        for game, why in not_written:
            typer.echo(printable(f"allfives: {game.where}: not written: {why}"), err=True)
        if writer.written or out == STDIN:
            try:
                commit()
            except FileError as error:
                raise fail(error) from None
    said = " and ".join(str(c) for c in found)
    where = f"{_games(tally.games)} in {tally.files:,} file{'s' if tally.files != 1 else ''}"
    if not tally.picked:
        typer.echo(printable(f"allfives: no game meets {said or 'no criteria'} (read {where})"), err=True)
        raise typer.Exit(INVALID)
    written = f"wrote {_games(writer.written)}" + (f" to {out}" if out != STDIN else "")
    stopped = " (stopped at --stop-after)" if stop_after is not None and tally.picked >= stop_after else ""
    meeting = f"meet {said}" if said else "picked (no criteria: every game)"
    typer.echo(printable(f"{written}: {tally.picked:,} of {where} {meeting}{stopped}"), err=True)
    if not_written or tally.unread:
        raise typer.Exit(INVALID)


@app.command()
def dedupe(
    files: FilesArgument,
    out: OutOption = STDIN,
    to: ToOption = None,
    key_tag: Annotated[
        bool,
        typer.Option(
            "--key-tag",
            help=f"Write each game's key of play as a [{KEY_TAG} ...] tag (the games are then written from their records), so collections can be deduplicated across files later.",
        ),
    ] = False,
    canonical: CanonicalOption = False,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="Do not list the games dropped; only the closing line.")
    ] = False,
    jobs: JobsOption = None,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Drop the games recorded twice, and the records contained in another, keeping the better copy.

    Two records are one game when their public play is the same (the table, then each hand's leader, each turn's seat, draws, tile and arm, and how it ended), whatever their form, layout, comments, claims or knowledge level. A copy is dropped for one that knows all it knows: of copies of one play the one kept knows the most, then has the most annotations, then is valid, then comes first; a record cut short is dropped for the whole it is the start of. Two copies that each know what the other does not are both kept, and said to be. Each game dropped is listed on standard error with the copy kept and why. Games that do not read are kept as they are. The files are read twice (decide, then write), a stretch of games at a time: memory stays bounded, the copies compared in a temporary file.

    Examples:

        allfives dedupe season/ -o season.afn

        allfives dedupe a.jsonl b.afn --key-tag -o all.jsonl
    """
    form = output_form(out, "text" if to is None and out == STDIN else to)
    names = sources(files)
    read_limits = limits(max_line_mb, max_game_mb, max_input_mb)
    tally = PassTally()
    with Deduplication() as plan:
        plan.read(names, tally, jobs=jobs or cores(), limits=read_limits)
        plan.decide()
        drop = plan.dropped_orders()
        next_drop = next(drop, -1)
        again = PassTally()
        not_written: list[tuple[GameInFile, str]] = []
        with _output(out, names) as (write, commit):
            writer = GameWriter(write, form, canonical=canonical)
            for order, game in enumerate(every_game(names, again, limits=read_limits)):
                if order == next_drop:
                    next_drop = next(drop, -1)
                    continue
                key = plan.key_of(order) if key_tag else None
                why = writer.add(game, ((KEY_TAG, key),) if key else ())
                if why is not None:
                    not_written.append((game, why))
            if again.games != tally.games:
                raise fail(FileError("a file changed while dedupe read it: nothing is written; run it again"))
            _tell_unread(tally)
            dropped = 0
            for gone in plan.dropped():
                dropped += 1
                if not quiet:
                    typer.echo(printable(f"dropped {gone.where}: {gone.why} (kept {gone.kept})"), err=True)
            if not quiet:
                for one, other, why in plan.overlaps():
                    typer.echo(printable(f"kept both {one} and {other}: {why}"), err=True)
            for game, why in not_written:
                typer.echo(printable(f"allfives: {game.where}: not written: {why}"), err=True)
            try:
                commit()
            except FileError as error:
                raise fail(error) from None
    unread = "that does not read" if plan.unkeyed == 1 else "that do not read"
    unkeyed = f"; {_games(plan.unkeyed)} {unread} kept as they are" if plan.unkeyed else ""
    typer.echo(
        f"kept {_games(writer.written)} of {tally.games:,}, dropped {dropped:,}{unkeyed}"
        + (f"; wrote {out}" if out != STDIN else ""),
        err=True,
    )
    if not_written or tally.unread:
        raise typer.Exit(INVALID)


@app.command()
def split(
    files: FilesArgument,
    folder: Annotated[
        str,
        typer.Option(
            "--output", "-o", metavar="FOLDER", help="The folder to write the files in (made if missing)."
        ),
    ],
    every: Annotated[
        int | None, typer.Option("--every", min=1, help="A file every N games, in order.", show_default=False)
    ] = None,
    by: Annotated[
        str | None,
        typer.Option(
            "--by",
            help="A file per value of: tag:NAME (as tag:Event), " + ", ".join(BY) + ".",
            show_default=False,
        ),
    ] = None,
    prefix: Annotated[
        str | None,
        typer.Option(
            "--prefix",
            help="How each file's name begins (default: the first input's name and a dash).",
            show_default=False,
        ),
    ] = None,
    to: ToOption = None,
    canonical: CanonicalOption = False,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Cut a collection into files: every N games, or one file per value of a tag, player, rule set, result, number of players or view.

    With --by player a game goes into the file of each of its players; a game that lacks the value goes to the file named unknown. Files are named PREFIX + a number or the value (letters, digits and . _ + - kept), in the form of --to (by default the first input's). Every file is written through a temporary file and all are put in place together once the whole collection is read: a failure leaves none half-written. 'allfives join' puts the parts back together, in canonical form.

    Examples:

        allfives split season.afn --every 100 -o parts/

        allfives split logs/ --by tag:Event -o by-event/

        allfives split club.jsonl --by player --to text -o players/
    """
    if (every is None) == (by is None):
        raise fail(AllFivesError("say how to split: --every N, or --by tag:NAME, " + ", ".join(BY)))
    try:
        values = values_by(by) if by is not None else None
    except AllFivesError as error:
        raise fail(error) from None
    names = sources(files)
    first = names[0]
    form = output_form("", to) if to is not None else _first_form(first)
    stem = "games" if first == STDIN else os.path.splitext(os.path.basename(first))[0]
    start = f"{stem}-" if prefix is None else prefix
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as error:
        raise fail(FileError(f"cannot make the folder {folder}: {error.strerror or error}")) from None
    tally = PassTally()
    not_written: list[tuple[GameInFile, str]] = []
    with Parts(folder, start, form, canonical=canonical) as parts:
        width = 3
        for order, game in enumerate(
            every_game(names, tally, limits=limits(max_line_mb, max_game_mb, max_input_mb))
        ):
            if values is None:
                assert every is not None
                keys = [f"{order // every + 1:0{width}d}"]
            else:
                keys = values(game) or ["unknown"]
            for key in keys:
                path = parts.path_of(key)
                if any(same_file(name, path) for name in names):
                    raise fail(
                        FileError(
                            f"refusing to write over the input {path}: choose another folder or --prefix"
                        )
                    )
                why = parts.add(key, game)
                if why is not None:
                    not_written.append((game, why))
        _tell_unread(tally)
        for game, why in not_written:
            typer.echo(printable(f"allfives: {game.where}: not written: {why}"), err=True)
        if not_written:
            typer.echo("allfives: nothing is written: every game must go somewhere", err=True)
            raise typer.Exit(INVALID)
        if not tally.games:
            typer.echo("allfives: no game to split", err=True)
            raise typer.Exit(INVALID)
        try:
            parts.commit()
        except FileError as error:
            raise fail(error) from None
        counts = parts.counts()
    for path, count in counts.items():
        typer.echo(printable(f"{path}: {_games(count)}"), err=True)
    typer.echo(
        f"wrote {len(counts):,} file{'s' if len(counts) != 1 else ''} from {_games(tally.games)}", err=True
    )
    if tally.unread:
        raise typer.Exit(INVALID)


def _first_form(name: str) -> Form:
    """The form of a file by its suffix, else text."""
    suffix = os.path.splitext(name)[1].lower()
    return {".jsonl": Form.JSONL, ".json": Form.JSONL}.get(suffix, Form.TEXT)


@app.command()
def join(
    files: FilesArgument,
    out: OutOption = STDIN,
    to: ToOption = None,
    max_line_mb: MaxLineOption = 4,
    max_game_mb: MaxGameOption = 4,
    max_input_mb: MaxInputOption = 4096,
) -> None:
    """Join files of games into one file in canonical form, in the order given, streamed.

    Every game is written from its record, as fmt writes it, so the result is canonical whatever the inputs' forms and layouts: 'allfives split' and then 'allfives join' of its parts gives the canonical form of the file split. A game that does not read cannot be written canonically: its errors are shown, and nothing is written (exit 1). The output is put in place all at once when every game has been read.

    Examples:

        allfives join parts/*.afn -o season.afn

        allfives join a.jsonl b.afn -o all.jsonl
    """
    form = output_form(out, "text" if to is None and out == STDIN else to)
    names = sources(files)
    for name in names:
        if out != STDIN and same_file(name, out):
            raise fail(FileError(f"refusing to write over the input {name}: choose another output"))
    tally = PassTally()
    unread = 0
    with Output(out) as output:  # standard output too gets nothing until every game has read
        writer = GameWriter(output.write, form, canonical=True)
        for game in every_game(names, tally, limits=limits(max_line_mb, max_game_mb, max_input_mb)):
            if game.record() is None:
                unread += 1
                for error in game.read().errors:
                    typer.echo(printable(f"allfives: {error}"), err=True)
            elif not unread:
                why = writer.add(game)
                if why is not None:
                    raise fail(AllFivesError(f"{game.where}: {why}"))
        _tell_unread(tally)
        if unread or tally.unread:
            typer.echo(printable(f"allfives: nothing is written: {_games(unread)} do not read"), err=True)
            raise typer.Exit(INVALID)
        try:
            output.finish()
        except FileError as error:
            raise fail(error) from None
    if out != STDIN:
        typer.echo(printable(f"wrote {_games(writer.written)} to {out}"), err=True)
