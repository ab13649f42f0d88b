"""docs/database.md is exactly what docs/make_database.py makes of its template and the code."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_database_doc_is_what_the_generator_makes() -> None:
    spec = importlib.util.spec_from_file_location("make_database", ROOT / "docs" / "make_database.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made = module.render()
    assert "@@" not in made
    assert (ROOT / "docs" / "database.md").read_text(encoding="utf-8") == made, (
        "docs/database.md is stale: run .venv/bin/python docs/make_database.py"
    )
