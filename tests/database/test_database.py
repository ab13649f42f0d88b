"""The games database: what index puts in it, that it is incremental and safe, and what query answers.

The per-turn rows are held to the engine's own play: for every placement of many
self-played games, the tile, the arm and the points the engine scored.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation.cli import app
from allfives_notation.database.build import DatabaseError, IndexTally, index
from allfives_notation.database.schema import SCHEMA_VERSION, TABLES
from allfives_notation.database.stored import stored_game
from allfives_notation.engine.moves import MoveKind
from allfives_notation.notation import write_games, write_jsonl
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.stream import writing
from allfives_notation.stream.files import check_source, read_records, read_source
from allfives_notation.testing.strategies import played_games

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
runner = CliRunner()


def _invoke(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def samples_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every sample, the broken ones too, indexed."""
    out = tmp_path_factory.mktemp("db") / "games.db"
    code, _, err = _invoke("index", str(SAMPLES), "-o", str(out), "-j", "1")
    assert code == 0, err
    return out


def _rows(db: Path, sql: str, *parameters: object) -> list[tuple[object, ...]]:
    with sqlite3.connect(db) as connection:
        return connection.execute(sql, parameters).fetchall()


def test_every_game_is_kept_invalid_ones_with_their_findings(samples_db: Path) -> None:
    invalid = _rows(samples_db, "SELECT id, errors FROM games WHERE valid = 0")
    assert invalid, "the samples hold broken records"
    for game, errors in invalid:
        found = _rows(samples_db, "SELECT count(*) FROM findings WHERE game = ? AND severity = 'error'", game)
        assert found[0][0] == errors
    names = [name for name in sorted(SAMPLES.rglob("*")) if name.suffix in (".afn", ".json", ".jsonl")]
    reports = [r for name in names for r in check_source(read_source(str(name))) if r.index]
    assert _rows(samples_db, "SELECT count(*) FROM games")[0][0] == len(reports)
    assert _rows(samples_db, "SELECT count(*) FROM games WHERE valid = 0")[0][0] == sum(
        not r.valid for r in reports
    )


def test_each_game_opens_again_from_its_bytes_as_read_from_its_file(samples_db: Path) -> None:
    games = _rows(
        samples_db, "SELECT g.id, f.path, g.number FROM games g JOIN files f ON f.id = g.file WHERE g.read"
    )
    assert len(games) > 50
    for game, path, number in games:
        reads = list(read_records(stored_game(str(samples_db), int(str(game)))))
        whole = list(read_records(read_source(str(path))))
        assert len(reads) == 1
        assert reads[0].game == whole[int(str(number)) - 1].game
        assert reads[0].line == whole[int(str(number)) - 1].line or path.endswith((".json", ".jsonl"))


def test_every_muggins_call_and_every_deal_thrown_in_is_kept(samples_db: Path) -> None:
    """R23, R24: each call after a turn is a row of ``calls``; each hand, the deals thrown in before it."""
    games = _rows(
        samples_db, "SELECT g.id, f.path, g.number FROM games g JOIN files f ON f.id = g.file WHERE g.read"
    )
    calls = thrown = 0
    for game, path, number in games:
        record = list(read_records(read_source(str(path))))[int(str(number)) - 1].game
        assert record is not None
        expected = [
            (hand.number, t, position, call.seat + 1, call.points, " ".join(call.glyphs) or None)
            for hand in record.hands
            for t, turn in enumerate(hand.turns, start=1)
            for position, call in enumerate(turn.calls, start=1)
        ]
        stored = "SELECT hand, turn, position, seat, points, glyphs FROM calls WHERE game = ?"
        assert _rows(samples_db, stored + " ORDER BY hand, turn, position", game) == expected
        said = [(hand.number, hand.thrown_in) for hand in record.hands]
        thrown_in = "SELECT hand, thrown_in FROM hands WHERE game = ? ORDER BY hand"
        assert _rows(samples_db, thrown_in, game) == said
        calls += len(expected)
        thrown += sum(n for _, n in said)
    assert calls >= 10 and thrown >= 3, "the samples hold muggins calls and deals thrown in"


def test_a_database_of_the_first_version_is_brought_up_to_date_by_the_next_run(tmp_path: Path) -> None:
    """Version 1 kept no calls nor deals thrown in: the next index adds them, indexing every file again."""
    muggins = str(SAMPLES / "muggins.afn")
    old = tmp_path / "games.db"
    index([muggins], str(old), IndexTally())
    with sqlite3.connect(old) as connection:  # as version 1 made it
        connection.execute("DROP TABLE calls")
        connection.execute("ALTER TABLE hands DROP COLUMN thrown_in")
        connection.execute("PRAGMA user_version = 1")
        connection.execute("UPDATE meta SET value = '1' WHERE key = 'schema'")
    connection.close()
    code, _, err = _invoke("query", str(old), "SELECT count(*) FROM calls")
    assert code == 2 and "no such table: calls" in err  # read as it is, never changed by a query
    tally = IndexTally()
    index([muggins], str(old), tally)  # the file is unchanged, yet indexed again: its calls were not kept
    assert tally.skipped == 0 and tally.games >= 1
    assert _rows(old, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    assert _rows(old, "SELECT value FROM meta WHERE key = 'schema'") == [(str(SCHEMA_VERSION),)]
    assert _rows(old, "SELECT count(*) FROM calls")[0][0] >= 4
    made = tmp_path / "new.db"
    index([muggins], str(made), IndexTally())
    for table in TABLES:
        columns = f"SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info('{table.name}')"
        assert _rows(old, columns) == _rows(made, columns), table.name
        if table.name not in ("files", "meta"):  # the same rows as a database made afresh
            assert _rows(old, f"SELECT * FROM {table.name}") == _rows(made, f"SELECT * FROM {table.name}")
    again = IndexTally()
    index([muggins], str(old), again)
    assert again.skipped == 1 and again.games == 0


def test_annotate_and_html_open_a_database_game(samples_db: Path, tmp_path: Path) -> None:
    game = _rows(samples_db, "SELECT id FROM games WHERE read AND valid LIMIT 1")[0][0]
    out = tmp_path / "study.afn"
    code, _, err = _invoke("annotate", str(samples_db), "--game", str(game), "--classic", "-o", str(out))
    assert code == 0, err
    assert out.read_text(encoding="utf-8").count("[Format") == 1
    page = tmp_path / "game.html"
    code, _, err = _invoke("html", str(samples_db), "--game", str(game), "-o", str(page))
    assert code == 0, err
    assert "wrote 1 game" in err
    code, _, err = _invoke("html", str(samples_db), "-o", str(page))
    assert code == 2 and "--game" in err
    code, _, err = _invoke("show", str(samples_db), "--game", "99999")
    assert code == 2 and "holds no game 99999" in err


def test_show_of_a_database_game_is_show_of_its_file(samples_db: Path) -> None:
    for game, path, number in _rows(
        samples_db,
        "SELECT g.id, f.path, g.number FROM games g JOIN files f ON f.id = g.file WHERE g.read LIMIT 12",
    ):
        from_db = _invoke("show", str(samples_db), "--game", str(game), "--ascii", "--width", "100")
        from_file = _invoke("show", str(path), "--game", str(number), "--ascii", "--width", "100")
        assert from_db[0] == from_file[0] == 0
        drawn = from_file[1].split("\n", 1)[1] if from_file[1].startswith("game ") else from_file[1]
        assert from_db[1] == drawn  # a file of several games names the game first


def test_a_second_run_skips_what_is_unchanged_and_indexes_a_changed_file_again(tmp_path: Path) -> None:
    source = tmp_path / "club.afn"
    source.write_text((SAMPLES / "club-night.afn").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "games.db"
    first = IndexTally()
    index([str(source)], str(out), first)
    built = out.stat().st_ino
    again = IndexTally()
    index([str(source)], str(out), again)
    assert (again.files, again.skipped, again.games) == (1, 1, 0)
    assert out.stat().st_ino == built  # nothing to add: the database is kept, not copied and put back
    assert sorted(path.name for path in tmp_path.iterdir()) == ["club.afn", "games.db"]
    source.write_text(source.read_text(encoding="utf-8").split("\n\n[Format")[0] + "\n", encoding="utf-8")
    changed = IndexTally()
    index([str(source)], str(out), changed)
    assert changed.games == 1
    assert out.stat().st_ino != built  # built beside it and put in place
    assert _rows(out, "SELECT count(*) FROM games")[0][0] == 1
    assert _rows(out, "SELECT count(*) FROM turns")[0][0] == _rows(out, "SELECT sum(turns) FROM games")[0][0]


def test_a_failed_run_leaves_the_database_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "games.db"
    index([str(SAMPLES / "club-night.afn")], str(out), IndexTally())
    before = out.read_bytes()

    def broken(game: object) -> object:
        raise OSError("the disk is full")

    monkeypatch.setattr("allfives_notation.database.build.rows_of", broken)
    with pytest.raises(OSError):
        index([str(SAMPLES / "two-players-open.afn")], str(out), IndexTally())
    assert out.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.db"]


def test_a_stop_the_moment_the_temporary_is_made_leaves_the_folder_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A signal between making the temporary database and keeping its name (SIGTERM, SIGHUP, Ctrl-C)."""
    out = tmp_path / "games.db"
    index([str(SAMPLES / "club-night.afn")], str(out), IndexTally())
    before = out.read_bytes()
    real_create_new = writing.create_new

    def stopped_once_made(name: str) -> int:
        os.close(real_create_new(name))
        raise KeyboardInterrupt

    monkeypatch.setattr("allfives_notation.stream.writing.create_new", stopped_once_made)
    with pytest.raises(KeyboardInterrupt):
        index([str(SAMPLES / "two-players-open.afn")], str(out), IndexTally())
    assert out.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.db"]


@pytest.mark.skipif(not hasattr(os, "getxattr"), reason="no extended attributes here")
def test_a_database_made_again_keeps_its_mode_and_attributes(tmp_path: Path) -> None:
    out = tmp_path / "games.db"
    index([str(SAMPLES / "club-night.afn")], str(out), IndexTally())
    out.chmod(0o640)
    try:
        os.setxattr(out, "user.collection", b"season 2026")
    except OSError:
        pytest.skip("this file system keeps no user attributes")
    index([str(SAMPLES / "two-players-open.afn")], str(out), IndexTally())
    assert out.stat().st_mode & 0o7777 == 0o640
    assert os.getxattr(out, "user.collection") == b"season 2026"


def test_a_locked_database_is_said_to_be_locked_and_left_alone(tmp_path: Path) -> None:
    out = tmp_path / "games.db"
    index([str(SAMPLES / "club-night.afn")], str(out), IndexTally())
    before = out.read_bytes()
    holder = sqlite3.connect(out)
    holder.execute("BEGIN IMMEDIATE")
    try:
        code, _, err = _invoke("index", str(SAMPLES / "two-players-open.afn"), "-o", str(out), "-j", "1")
    finally:
        holder.rollback()
        holder.close()
    assert code == 2
    assert "locked" in err and "Traceback" not in err
    assert out.read_bytes() == before


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"SQLite format 3\x00" + b"\x07" * 4000, "damaged"),
        (b"this is not a database at all, but a shopping list\n" * 100, "not an allfives games database"),
    ],
)
def test_a_damaged_file_or_another_kind_is_refused_and_kept(
    tmp_path: Path, content: bytes, said: str
) -> None:
    out = tmp_path / "games.db"
    out.write_bytes(content)
    for args in (
        ["index", str(SAMPLES / "club-night.afn"), "-o", str(out)],
        ["query", str(out), "--biggest", "3"],
    ):
        code, _, err = _invoke(*args)
        assert code == 2, err
        assert said in err or "damaged" in err
        assert out.read_bytes() == content


def test_another_sqlite_file_and_a_newer_database_are_refused(tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.close()
    code, _, err = _invoke("index", str(SAMPLES / "club-night.afn"), "-o", str(other))
    assert code == 2 and "not an allfives games database" in err
    newer = tmp_path / "newer.db"
    index([str(SAMPLES / "club-night.afn")], str(newer), IndexTally())
    with sqlite3.connect(newer) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()
    before = newer.read_bytes()
    for args in (
        ["index", str(SAMPLES / "club-night.afn"), "-o", str(newer)],
        ["query", str(newer), "SELECT 1"],
    ):
        code, _, err = _invoke(*args)
        assert code == 2 and "newer allfives" in err
    assert newer.read_bytes() == before
    with pytest.raises(DatabaseError):
        index([str(SAMPLES / "club-night.afn")], str(newer), IndexTally())


def test_bad_sql_gets_sqlite_s_message_and_exit_2(samples_db: Path) -> None:
    code, _, err = _invoke("query", str(samples_db), "SELEC count(*) FROM games")
    assert code == 2
    assert 'near "SELEC": syntax error' in err and "Traceback" not in err
    code, _, err = _invoke("query", str(samples_db), "DELETE FROM games")
    assert code == 2 and "readonly" in err
    assert _rows(samples_db, "SELECT count(*) FROM games")[0][0] > 0


def test_the_named_questions(samples_db: Path) -> None:
    code, out, _ = _invoke("query", str(samples_db), "--player", "Ann", "--format", "csv")
    assert code == 0
    header, row = out.splitlines()[:2]
    assert header.startswith("player,games,won,lost,unfinished")
    games = _rows(samples_db, "SELECT count(*) FROM players WHERE name = 'Ann'")[0][0]
    assert row.split(",")[1] == str(games)
    code, out, _ = _invoke("query", str(samples_db), "--versus", "Ann", "Ben", "--format", "json")
    assert code == 0 and '"opponent": "Ben"' in out
    code, out, _ = _invoke("query", str(samples_db), "--biggest", "5")
    assert code == 0
    points = [int(line.split()[0]) for line in out.splitlines()[2:-1]]
    assert points == sorted(points, reverse=True) and len(points) == 5
    best = _rows(samples_db, "SELECT max(points) FROM turns")[0][0]
    assert points[0] == best
    code, out, _ = _invoke("query", str(samples_db), "--ends", "4,6", "--format", "csv")
    assert code == 0
    for line in out.splitlines()[1:]:
        game, hand, turn = (int(x) for x in line.split(",")[:3])
        where = "WHERE game = ? AND hand = ? AND turn = ?"
        ends = _rows(samples_db, f"SELECT end_w, end_e, end_n, end_s FROM turns {where}", game, hand, turn)[0]
        assert sorted(e for e in ends if e is not None) == [4, 6]
    code, _, err = _invoke("query", str(samples_db), "--player", "Nobody")
    assert code == 1 and "no rows" in err
    code, _, err = _invoke("query", str(samples_db), "--ends", "7,9")
    assert code == 2 and "0 to 6 pips" in err


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(played=st.lists(played_games(), min_size=1, max_size=3), implied=st.booleans(), public=st.booleans())
def test_the_turns_rows_are_the_engines_own_play(
    tmp_path_factory: pytest.TempPathFactory, played: list[object], implied: bool, public: bool
) -> None:
    folder = tmp_path_factory.mktemp("engine")
    view = View(Knowledge.PUBLIC) if public else None
    records = [record_of(p, view, implied_arms=implied) for p in played]  # type: ignore[arg-type]
    source = folder / ("games.afn" if implied else "games.jsonl")
    source.write_text(write_games(records) if implied else write_jsonl(records), encoding="utf-8")
    out = folder / "games.db"
    index([str(source)], str(out), IndexTally())
    for number, game in enumerate(played, start=1):
        placements = [
            (hand.number, move.tile, move.arm, move.points)
            for hand in game.hands  # type: ignore[attr-defined]
            for move in hand.moves
            if move.kind is MoveKind.PLAY
        ]
        rows = _rows(
            out,
            "SELECT t.hand, t.tile, t.arm, t.points FROM turns t JOIN games g ON g.id = t.game"
            " WHERE g.number = ? AND t.tile IS NOT NULL ORDER BY t.hand, t.turn",
            number,
        )
        assert len(rows) == len(placements)
        for (hand, tile, arm, points), row in zip(placements, rows, strict=True):
            lead = row[2] == "lead"
            assert row[0] == hand and row[1] == str(tile) and row[3] == points
            assert lead or row[2] == arm.name
    assert _rows(out, "SELECT count(*) FROM games WHERE valid = 1")[0][0] == len(played)


def test_the_schema_is_what_the_tables_say(samples_db: Path) -> None:
    for table in TABLES:
        columns = [row[1] for row in _rows(samples_db, f"PRAGMA table_info({table.name})")]
        assert columns == [column.name for column in table.columns]


def test_index_refuses_standard_input_and_says_what_it_skipped(samples_db: Path) -> None:
    code, _, err = _invoke("index", "-", "-o", str(samples_db))
    assert code == 2 and "standard input" in err
    code, _, err = _invoke("index", str(SAMPLES / "club-night.afn"), "-o", str(samples_db))
    assert code == 0 and "unchanged, skipped" in err


def test_parquet_has_the_same_rows(tmp_path: Path, samples_db: Path) -> None:
    parquet = pytest.importorskip("pyarrow.parquet")
    out = tmp_path / "corpus"
    code, _, err = _invoke("index", str(SAMPLES), "--to", "parquet", "-o", str(out), "-j", "1")
    assert code == 0, err
    for table in TABLES:
        if table.name == "meta":
            continue
        read = parquet.read_table(out / table.name)
        assert read.num_rows == _rows(samples_db, f"SELECT count(*) FROM {table.name}")[0][0]
        assert read.column_names == [column.name for column in table.columns]
    games = parquet.read_table(out / "games").column("id").to_pylist()
    turns = set(parquet.read_table(out / "turns").column("game").to_pylist())
    assert turns <= set(games) and len(set(games)) == len(games)
    assert os.listdir(out / "turns") == ["samples.parquet"]
