"""Build ``docs/database.md``, the games database's reference, from ``docs/database.template.md``.

The template is the prose with ``@@NAME@@`` placeholders, filled from the code as it stands:

- ``TABLES``: every table and column, from :data:`allfives_notation.database.schema.TABLES`;
- ``SCHEMA``: the SQL that makes them;
- ``VERSION``: the version of the tables;
- after each ```` ```sql ```` block, ``ANSWER`` is what that query answers over the bundled
  samples (``allfives index samples/ -o games.db``), as ``allfives query`` prints it, and
  ``PLAN`` is SQLite's ``EXPLAIN QUERY PLAN`` for it.

Prose is edited in the template, never in ``docs/database.md``. Run from the repository::

    .venv/bin/python docs/make_database.py           # rewrite docs/database.md
    .venv/bin/python docs/make_database.py --check   # exit 1 if docs/database.md is stale

``tests/test_docs.py`` checks that ``docs/database.md`` is what ``render()`` returns.
"""

from __future__ import annotations

import os
import re
import sqlite3
import sys
import tempfile
from pathlib import Path

from allfives_notation.database.build import IndexTally, index
from allfives_notation.database.questions import Question, answer, as_table
from allfives_notation.database.schema import SCHEMA_VERSION, TABLES, VIEWS, schema_sql

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "docs" / "database.template.md"
TARGET = ROOT / "docs" / "database.md"
_SQL_THEN = re.compile(r"```sql\n(?P<sql>.*?)```\n\n@@(?P<what>ANSWER|PLAN|ANSWER_AND_PLAN)@@", re.DOTALL)


def tables() -> str:
    """Each table: what a row is, its columns, its key and indexes."""
    out = []
    for table in TABLES:
        out.append(f"### `{table.name}`\n\n{table.about}\n")
        out.append("| column | type | what it holds |\n|---|---|---|")
        for column in table.columns:
            constraint = f" ({column.constraint.lower()})" if column.constraint else ""
            out.append(f"| `{column.name}` | {column.type}{constraint} | {column.about} |")
        extra = []
        if table.key:
            extra.append(f"Key: `({', '.join(table.key)})`.")
        if table.indexes:
            extra.append("Indexes: " + ", ".join(f"`({', '.join(i)})`" for i in table.indexes) + ".")
        out.append(("\n" + " ".join(extra) + "\n") if extra else "")
    for name, about, select in VIEWS:
        out.append(f"### `{name}` (a view)\n\n{about} `{select}`\n")
    return "\n".join(out).rstrip() + "\n"


def samples_database(folder: str) -> sqlite3.Connection:
    """The bundled samples indexed, as the examples' answers are given."""
    path = os.path.join(folder, "games.db")
    here = os.getcwd()
    try:
        os.chdir(ROOT)  # the files' paths are kept whole: the answers name no column of them
        index(
            sorted(str(p.relative_to(ROOT)) for p in (ROOT / "samples").rglob("*") if _record(p)),
            path,
            IndexTally(),
        )
    finally:
        os.chdir(here)
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def _record(path: Path) -> bool:
    return path.is_file() and path.suffix in (".afn", ".json", ".jsonl")


def _answer(db: sqlite3.Connection, sql: str) -> str:
    columns, rows = answer(db, Question("example", sql))
    return "```text\n" + "".join(as_table(columns, rows)) + "```\n"


def _plan(db: sqlite3.Connection, sql: str) -> str:
    steps = db.execute("EXPLAIN QUERY PLAN " + sql).fetchall()
    depth: dict[int, int] = {0: -1}
    lines = []
    for node, parent, _, detail in steps:
        depth[node] = depth.get(parent, -1) + 1
        lines.append("  " * depth[node] + detail)
    return "```text\nQUERY PLAN\n" + "\n".join(lines) + "\n```\n"


def render() -> str:
    """The whole of docs/database.md."""
    text = TEMPLATE.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        db = samples_database(folder)
        try:

            def filled(found: re.Match[str]) -> str:
                sql, what = found["sql"], found["what"]
                parts = [f"```sql\n{sql}```\n"]
                if what in ("ANSWER", "ANSWER_AND_PLAN"):
                    parts.append(_answer(db, sql))
                if what in ("PLAN", "ANSWER_AND_PLAN"):
                    parts.append(_plan(db, sql))
                return "\n".join(parts).rstrip("\n")

            text = _SQL_THEN.sub(filled, text)
        finally:
            db.close()
    text = text.replace("@@TABLES@@", tables().rstrip("\n"))
    text = text.replace("@@SCHEMA@@", "```sql\n" + schema_sql() + "\n```")
    return text.replace("@@VERSION@@", str(SCHEMA_VERSION))


def main() -> None:
    """Write docs/database.md, or with --check say whether it is current."""
    made = render()
    if "--check" in sys.argv[1:]:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != made:
            sys.exit("docs/database.md is stale: run .venv/bin/python docs/make_database.py")
        return
    TARGET.write_text(made, encoding="utf-8")


if __name__ == "__main__":
    main()
