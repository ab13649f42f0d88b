"""The games database's tables, as data: each table and column with what it holds, in a player's words.

The SQL that makes the tables, the documentation's tables (docs/database.md) and the
Parquet export are all made from :data:`TABLES`, so they cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

#: What ``PRAGMA application_id`` holds in every games database: "AF5D" in ASCII.
APPLICATION_ID: Final = 0x41463544
#: The version of the tables (``PRAGMA user_version``); a database of a later version is not touched.
#: Version 2 added the muggins calls (``calls``, R23) and the deals thrown in (``hands.thrown_in``, R24).
SCHEMA_VERSION: Final = 2


@dataclass(frozen=True, slots=True)
class Column:
    """One column: its name, SQL type, constraint and what it holds."""

    name: str
    type: str
    about: str
    constraint: str = ""


@dataclass(frozen=True, slots=True)
class SqlTable:
    """One table: its name, what a row is, its columns, its key and the indexes that serve the questions."""

    name: str
    about: str
    columns: tuple[Column, ...]
    key: tuple[str, ...] = ()
    indexes: tuple[tuple[str, ...], ...] = ()

    def create(self) -> str:
        """The SQL that makes the table and its indexes."""
        columns = [f"{c.name} {c.type}{' ' + c.constraint if c.constraint else ''}" for c in self.columns]
        if self.key:
            columns.append(f"PRIMARY KEY ({', '.join(self.key)})")
        key_only = " WITHOUT ROWID" if self.key else ""
        sql = [f"CREATE TABLE {self.name} (\n  " + ",\n  ".join(columns) + f"\n){key_only};"]
        for index in self.indexes:
            sql.append(f"CREATE INDEX {self.name}_{'_'.join(index)} ON {self.name} ({', '.join(index)});")
        return "\n".join(sql)


_GAME: Final = Column(
    "game", "INTEGER", "The game (games.id).", "NOT NULL REFERENCES games(id) ON DELETE CASCADE"
)
_HAND: Final = Column("hand", "INTEGER", "The hand's number, as the record gives it.", "NOT NULL")
_SEAT_ABOUT: Final = "counted from 1 in the order of the Seats tag"

TABLES: Final = (
    SqlTable(
        "files",
        "A record file indexed: a file unchanged since (same size and time of change) is skipped next time.",
        (
            Column("id", "INTEGER", "The file's number in this database.", "PRIMARY KEY"),
            Column("path", "TEXT", "The file's absolute path.", "NOT NULL UNIQUE"),
            Column("size", "INTEGER", "Its size in bytes when indexed.", "NOT NULL"),
            Column(
                "modified_ns", "INTEGER", "Its time of last change when indexed, in nanoseconds.", "NOT NULL"
            ),
            Column("games", "INTEGER", "How many games it held.", "NOT NULL"),
            Column("problem", "TEXT", "Why it gave no game (not UTF-8, no game in it), or NULL."),
            Column("indexed_at", "TEXT", "When it was indexed (UTC, ISO 8601).", "NOT NULL"),
        ),
    ),
    SqlTable(
        "games",
        "A game of a file, valid or not: its header, the validator's verdict and where it is in its file.",
        (
            Column(
                "id",
                "INTEGER",
                "The game's number in this database (show --game, html --game).",
                "PRIMARY KEY",
            ),
            Column(
                "file", "INTEGER", "The file (files.id).", "NOT NULL REFERENCES files(id) ON DELETE CASCADE"
            ),
            Column("number", "INTEGER", "Which game of its file, from 1.", "NOT NULL"),
            Column("line", "INTEGER", "The line of the file the game starts at.", "NOT NULL"),
            Column("offset", "INTEGER", "The byte of the file the game starts at.", "NOT NULL"),
            Column("size", "INTEGER", "The game's length in the file, in bytes.", "NOT NULL"),
            Column("form", "TEXT", "text, json or jsonl.", "NOT NULL"),
            Column(
                "read",
                "INTEGER",
                "1 if the record reads; 0 if it does not (its header may still).",
                "NOT NULL",
            ),
            Column("valid", "INTEGER", "1 if the validator finds no error in it.", "NOT NULL"),
            Column("errors", "INTEGER", "How many errors the validator found (see findings).", "NOT NULL"),
            Column("warnings", "INTEGER", "How many warnings.", "NOT NULL"),
            Column("event", "TEXT", "The Event tag."),
            Column("site", "TEXT", "The Site tag."),
            Column("date", "TEXT", "The Date tag, YYYY-MM-DD (?? for parts not known)."),
            Column("round", "TEXT", "The Round tag."),
            Column("seed", "TEXT", "The Seed tag, as digits (a seed may run past SQLite's integers)."),
            Column("seats", "TEXT", "The players, in seat order: 'Ann, Ben'."),
            Column("players", "INTEGER", "How many players: 2, 3 or 4."),
            Column("partnerships", "INTEGER", "1 for four players in two partnerships."),
            Column("rules", "TEXT", "The rule set as declared: 'allfives spinner=open'."),
            Column("target", "INTEGER", "The points that win the game, given or by default (R18)."),
            Column("view", "TEXT", "What the record knows: open, player or public."),
            Column("view_seat", "INTEGER", f"For a player record, whose hand it knows ({_SEAT_ABOUT})."),
            Column("result", "TEXT", "The Result tag: the winning side's name, or * while unfinished."),
            Column("winner", "TEXT", "The side the validator's replay says won, or NULL."),
            Column("over", "INTEGER", "1 if the replay says the game is over."),
            Column("hands", "INTEGER", "How many hands the record holds."),
            Column("turns", "INTEGER", "How many turns, all hands together."),
            Column(
                "play_key", "TEXT", "The key of the game's public play (allfives dedupe): equal for copies."
            ),
        ),
        indexes=(("file", "number"), ("play_key",)),
    ),
    SqlTable(
        "tags",
        "Every tag pair of a game's header, in order (known tags as the canonical form writes them).",
        (
            _GAME,
            Column("position", "INTEGER", "Its place in the header, from 1.", "NOT NULL"),
            Column("name", "TEXT", "The tag's name: Event, Seats, or any other.", "NOT NULL"),
            Column("value", "TEXT", "Its value.", "NOT NULL"),
        ),
        key=("game", "position"),
        indexes=(("name", "value"),),
    ),
    SqlTable(
        "players",
        "A seat of a game: who sat there, their side, whether it won, and their figures from the replay.",
        (
            _GAME,
            Column("seat", "INTEGER", f"The seat, {_SEAT_ABOUT}.", "NOT NULL"),
            Column("name", "TEXT", "The player's name.", "NOT NULL"),
            Column("side", "INTEGER", "Their side, from 1 (partners share one).", "NOT NULL"),
            Column("won", "INTEGER", "By the Result tag: 1 their side won, 0 it lost, NULL unfinished."),
            Column("points", "INTEGER", "Points scored by their placements."),
            Column("deducted", "INTEGER", "Points lost to the pips left in their hand (R17), where known."),
            Column("scoring_turns", "INTEGER", "Placements that scored."),
            Column("best_turn", "INTEGER", "The most points one of their placements scored."),
            Column("tiles_drawn", "INTEGER", "Tiles drawn from the boneyard."),
            Column("passes", "INTEGER", "Turns passed."),
        ),
        key=("game", "seat"),
        indexes=(("name",),),
    ),
    SqlTable(
        "hands",
        "A hand of a game: who led, the lead and the spinner, how it ended.",
        (
            _GAME,
            _HAND,
            Column("leader", "INTEGER", f"The seat that led ({_SEAT_ABOUT})."),
            Column("lead", "TEXT", "The tile led, as 6-4."),
            Column("spinner", "TEXT", "The spinner (the first double placed), or NULL."),
            Column("ended", "TEXT", "out, blocked or target; NULL where the record stops before the end."),
            Column("ended_by", "INTEGER", "The seat that went out or reached the target."),
            Column("turns", "INTEGER", "How many turns the hand holds."),
            Column("four_arms", "INTEGER", "1 if the spinner had all four arms built by the end."),
            Column(
                "thrown_in",
                "INTEGER",
                "How many deals were thrown in before this one was played, as the record says (R24).",
                "NOT NULL DEFAULT 0",
            ),
        ),
        key=("game", "hand"),
    ),
    SqlTable(
        "hand_scores",
        "A side in a hand: its points from play, deductions or award, its running score before and after.",
        (
            _GAME,
            _HAND,
            Column("side", "INTEGER", "The side, from 1.", "NOT NULL"),
            Column("points", "INTEGER", "Points its placements scored in the hand."),
            Column("deducted", "INTEGER", "Points deducted from it at the end (R17), where known."),
            Column("award", "INTEGER", "Points awarded to it (hand-end=award)."),
            Column("score_before", "INTEGER", "Its running score as the hand began, where known."),
            Column("score", "INTEGER", "Its running score after the hand, where known."),
        ),
        key=("game", "hand", "side"),
    ),
    SqlTable(
        "turns",
        "A turn: who, what was drawn, the tile and the arm it went on, the points claimed and scored, and the"
        " open ends after it (the view placements holds the turns that placed a tile).",
        (
            _GAME,
            _HAND,
            Column("turn", "INTEGER", "The turn of the hand, from 1.", "NOT NULL"),
            Column("seat", "INTEGER", f"Who played it ({_SEAT_ABOUT}).", "NOT NULL"),
            Column("draws", "INTEGER", "Tiles drawn first.", "NOT NULL"),
            Column("drawn", "TEXT", "The tiles drawn, where the record names them."),
            Column("tile", "TEXT", "The tile placed, as 5-0; NULL for a pass or a draw alone.", ""),
            Column(
                "arm",
                "TEXT",
                "Where it went: lead, W, E, N or S, or a later double's path such as E3N under"
                " spinner=every (R25); worked out where the record leaves it out.",
            ),
            Column("passed", "INTEGER", "1 for a pass.", "NOT NULL"),
            Column("claim", "INTEGER", "The points the record claims for it (NULL: none written)."),
            Column("points", "INTEGER", "The points it scored: the count, if a multiple of five (R15)."),
            Column("count", "INTEGER", "The open-ends total after the turn (R16)."),
            Column("end_w", "INTEGER", "The pips the west end shows after the turn; NULL while closed."),
            Column("end_e", "INTEGER", "The east end."),
            Column("end_n", "INTEGER", "The north end (the spinner's)."),
            Column("end_s", "INTEGER", "The south end."),
            Column(
                "ends",
                "TEXT",
                "The open ends as a sorted list, '0 4 6' (what --ends searches), a later double's arms too.",
            ),
            Column("glyphs", "TEXT", "The glyphs on the turn, as '!? $4'."),
            Column("line", "INTEGER", "The turn's line in a text record."),
        ),
        key=("game", "hand", "turn"),
        indexes=(("ends",), ("points",)),
    ),
    SqlTable(
        "calls",
        "A muggins call (R23): a seat's call after a turn, answering the placement before it, as the"
        " record writes it (whether it was right is the validator's: see findings).",
        (
            _GAME,
            _HAND,
            Column("turn", "INTEGER", "The turn it follows (turns.turn).", "NOT NULL"),
            Column("position", "INTEGER", "Its place among that turn's calls, from 1.", "NOT NULL"),
            Column("seat", "INTEGER", f"Who called ({_SEAT_ABOUT}).", "NOT NULL"),
            Column("points", "INTEGER", "The points the record says the call scored (NULL: none written)."),
            Column("glyphs", "TEXT", "The glyphs on the call, as '?'."),
            Column("line", "INTEGER", "The call's line in a text record."),
        ),
        key=("game", "hand", "turn", "position"),
        indexes=(("seat",),),
    ),
    SqlTable(
        "findings",
        "A finding of the validator about a game: an invalid game is kept with every finding, never dropped.",
        (
            _GAME,
            Column("position", "INTEGER", "Its place among the game's findings, from 1.", "NOT NULL"),
            Column("code", "TEXT", "The code, AF301 (docs/diagnostics.md).", "NOT NULL"),
            Column("severity", "TEXT", "error or warning.", "NOT NULL"),
            Column("message", "TEXT", "What is wrong, in a player's words.", "NOT NULL"),
            Column("rule", "TEXT", "The rule it breaks, R15."),
            Column("hand", "INTEGER", "The hand's number, where it is in a hand."),
            Column("line", "INTEGER", "The line in the file."),
            Column("col", "INTEGER", "The column, for text."),
            Column("pointer", "TEXT", "The JSON pointer, for JSON."),
            Column("expected", "TEXT", "What was expected."),
            Column("found", "TEXT", "What the record has."),
        ),
        key=("game", "position"),
        indexes=(("code",),),
    ),
    SqlTable(
        "meta",
        "What the database is: its format, the version of its tables, the program that wrote it.",
        (
            Column("key", "TEXT", "format, schema or written_by.", "PRIMARY KEY"),
            Column("value", "TEXT", "Its value.", "NOT NULL"),
        ),
    ),
)

#: The views, for the questions people ask most.
VIEWS: Final = (
    ("placements", "The turns that placed a tile.", "SELECT * FROM turns WHERE tile IS NOT NULL"),
)


def schema_sql() -> str:
    """The SQL that makes every table, index and view of a new database."""
    sql = [table.create() for table in TABLES]
    sql += [f"CREATE VIEW {name} AS {select};" for name, _, select in VIEWS]
    return "\n".join(sql)


def columns_of(name: str) -> tuple[str, ...]:
    """A table's column names, in order."""
    return next(tuple(c.name for c in table.columns) for table in TABLES if table.name == name)
