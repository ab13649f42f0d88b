"""The Parquet script of docs/distributed.md answers over the parts what SQLite answers over the games."""

from __future__ import annotations

import re
import sqlite3
import types
from pathlib import Path

import pytest
from typer.testing import CliRunner

from allfives_notation.cli import app

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "distributed.md"
SAMPLES = ROOT / "samples"
runner = CliRunner()


def documented_script() -> types.ModuleType:
    """The ```py script of docs/distributed.md, as a module."""
    blocks = re.findall(r"```py\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.DOTALL)
    assert len(blocks) == 1, "docs/distributed.md holds one Parquet script"
    script = types.ModuleType("query_corpus")
    exec(compile(blocks[0], str(DOC), "exec"), script.__dict__)
    return script


def test_the_documented_script_answers_over_the_parts_what_sqlite_answers(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    dask = pytest.importorskip("dask")
    corpus = tmp_path / "corpus"
    shards = {
        "one": ["club-night.afn", "four-players-partners.afn"],
        "two": ["club-night.jsonl", "three-players.afn"],
    }
    for part, names in shards.items():
        files = [str(SAMPLES / name) for name in names]
        result = runner.invoke(
            app, ["index", *files, "--to", "parquet", "--part", part, "-o", str(corpus), "-j", "1"]
        )
        assert result.exit_code == 0, result.output
    database = tmp_path / "games.db"
    every = [str(SAMPLES / name) for names in shards.values() for name in names]
    assert runner.invoke(app, ["index", *every, "-o", str(database), "-j", "1"]).exit_code == 0
    with dask.config.set(scheduler="sync"):
        biggest, records = documented_script().query(str(corpus))
    with sqlite3.connect(database) as db:
        expected = db.execute(
            "SELECT points, tile, arm FROM turns WHERE points > 0 ORDER BY points DESC LIMIT 10"
        ).fetchall()
        players = db.execute("SELECT name, count(*), sum(won = 1) FROM players GROUP BY name").fetchall()
    db.close()
    assert [t["points"] for t in biggest] == [points for points, _, _ in expected]
    assert {name: (r["games"], r["won"]) for name, r in records.items()} == {
        name: (games, won) for name, games, won in players
    }
    assert sorted(p.name for p in (corpus / "turns").iterdir()) == ["one.parquet", "two.parquet"]
