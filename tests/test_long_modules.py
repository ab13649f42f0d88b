"""No module of the package past about 600 lines without the reason written at its top (issue 31)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "allfives_notation"
#: Past this many lines a module says why it is long.
LONG = 600
#: How a module says it: ``Why it is long (about 700 lines): ...`` in its docstring.
REASON = re.compile(r"Why it is long \(about ([\d,]+) lines\): \S")


def test_a_module_past_600_lines_says_why_and_about_how_long_it_is() -> None:
    long = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n")
        if lines <= LONG:
            continue
        long.append(path)
        found = REASON.search(ast.get_docstring(ast.parse(text)) or "")
        where = path.relative_to(PACKAGE)
        assert found is not None, (
            f"{where} has {lines} lines: say why at its top ('Why it is long (about N lines): ...')"
        )
        said = int(found[1].replace(",", ""))
        assert abs(said - lines) <= lines // 10, f"{where} says about {said} lines, and has {lines}"
    assert len(long) >= 5  # the walk found the long modules there are today
