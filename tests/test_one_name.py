"""One name for one idea: no two classes of the package share a name (issue 31)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "allfives_notation"


def test_each_class_name_is_defined_once_in_the_package() -> None:
    where: defaultdict[str, list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                where[node.name].append(str(path.relative_to(PACKAGE)))
    assert len(where) > 100  # the walk found the package's classes
    twice = {name: places for name, places in where.items() if len(places) > 1}
    assert not twice, f"one name for one idea: {twice}"
