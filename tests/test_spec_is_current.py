"""docs/notation.md is exactly what docs/make_notation.py makes of docs/notation.template.md.

The spec's example records, quoted grammars and message tables are generated from the
code; prose is edited in the template. When the code or the template changes, the spec
must be regenerated, or this test fails.
"""

from __future__ import annotations

import difflib
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIX = "run .venv/bin/python docs/make_notation.py"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_notation", ROOT / "docs" / "make_notation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_spec_is_what_the_generator_makes() -> None:
    current = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")
    made: str = _generator().render()
    if current != made:
        diff = difflib.unified_diff(
            current.splitlines(), made.splitlines(), "docs/notation.md", "generated", lineterm="", n=1
        )
        pytest.fail(f"docs/notation.md is stale: {FIX}\n" + "\n".join(list(diff)[:60]), pytrace=False)
