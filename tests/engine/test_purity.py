"""The engine is pure: it imports nothing for files, notation, parsing or the command line."""

from __future__ import annotations

import ast
from pathlib import Path

import allfives_notation.engine

ENGINE = Path(allfives_notation.engine.__file__).parent
ALLOWED = {
    "__future__",
    "collections",
    "dataclasses",
    "difflib",
    "enum",
    "functools",
    "operator",
    "re",
    "typing",
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_engine_imports_only_the_standard_library_and_itself() -> None:
    for path in sorted(ENGINE.glob("*.py")):
        for module in imported_modules(path):
            top = module.split(".")[0]
            inside = module.startswith("allfives_notation.engine") or module == "allfives_notation.errors"
            assert inside or top in ALLOWED, f"{path.name} imports {module}"


def test_engine_never_opens_files_or_prints() -> None:
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        called = {
            node.func.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert not called & {"open", "print", "input"}, path.name


def test_the_referee_is_independent_of_the_package() -> None:
    """The referee the engine is held to (testing/referee.py) imports nothing of the package."""
    referee = Path(allfives_notation.engine.__file__).parent.parent / "testing" / "referee.py"
    for module in imported_modules(referee):
        assert module.split(".")[0] in ALLOWED, f"the referee imports {module}"
