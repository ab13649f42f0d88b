"""bench/ and tests/ stay apart: neither imports the other, nor puts it on sys.path.

What both use lives in the package, in ``allfives_notation.testing``, the floor on top that
nothing else of the package imports. Each .py file of the two folders is read with ``ast``
(none is run): an import of the other folder (``import``, ``from ... import``,
``importlib.import_module``, ``__import__``), or the other folder's name in what a file adds
to ``sys.path`` or loads by its path, is a crossing.
"""

from __future__ import annotations

import ast
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Each folder, and the one it must not reach.
OTHER = {"bench": "tests", "tests": "bench"}
#: Calls that load a module by its name.
BY_NAME = {"import_module", "__import__"}
#: Calls that load a module by its path, or change where modules are looked for.
BY_PATH = {"spec_from_file_location", "run_path", "insert", "append", "extend"}


def _named(node: ast.AST, other: str) -> bool:
    """Whether ``node`` names folder ``other``: a string with it as a part of a path."""
    return any(
        isinstance(found, ast.Constant)
        and isinstance(found.value, str)
        and other in PurePosixPath(found.value.replace("\\", "/")).parts
        for found in ast.walk(node)
    )


def _is_sys_path(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "path" and ast.unparse(node.value) == "sys"


def crossings(source: str, other: str) -> list[str]:
    """Every place in ``source`` that reaches folder ``other``, as ``line: code``."""
    found: list[ast.stmt | ast.expr] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            if any(alias.name.split(".")[0] == other for alias in node.names):
                found.append(node)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and (node.module or "").split(".")[0] == other:
                found.append(node)
        elif isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in BY_NAME and node.args and isinstance(node.args[0], ast.Constant):
                if str(node.args[0].value).split(".")[0] == other:
                    found.append(node)
            elif name in BY_PATH and any(_named(arg, other) for arg in node.args):
                on_sys_path = isinstance(node.func, ast.Attribute) and _is_sys_path(node.func.value)
                if on_sys_path or name in ("spec_from_file_location", "run_path"):
                    found.append(node)
        elif isinstance(node, ast.AugAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AugAssign) else node.targets
            sys_path = any(
                _is_sys_path(t) or (isinstance(t, ast.Subscript) and _is_sys_path(t.value)) for t in targets
            )
            if sys_path and _named(node.value, other):
                found.append(node)
    return [f"{node.lineno}: {ast.unparse(node)}" for node in found]


def _files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("folder", sorted(OTHER))
def test_neither_folder_reaches_the_other(folder: str) -> None:
    files = _files(folder)
    assert len(files) > 10, f"{folder}/ holds {len(files)} Python files: the walk found too few"
    crossed = {
        str(path.relative_to(ROOT)): found
        for path in files
        if (found := crossings(path.read_text(encoding="utf-8"), OTHER[folder]))
    }
    assert not crossed, (
        f"{folder}/ reaches {OTHER[folder]}/; move what both use to allfives_notation/testing: {crossed}"
    )


@pytest.mark.parametrize(
    ("other", "source"),
    [
        ("tests", "from tests.lsp.client import start"),
        ("tests", "import tests.robustness.mutators as mutators"),
        ("tests", "from tests import engine"),
        ("tests", "importlib.import_module('tests.check.test_mutations')"),
        ("tests", "sys.path.append(os.path.join(here, 'tests'))"),
        ("tests", "sys.path += [str(ROOT / 'tests' / 'robustness')]"),
        ("bench", "from bench.mutations import KINDS"),
        ("bench", "sys.path.insert(0, str(ROOT / 'bench'))"),
        ("bench", "sys.path[:0] = [str(ROOT / 'bench')]"),
        ("bench", "spec = importlib.util.spec_from_file_location('m', ROOT / 'bench' / 'oracle.py')"),
    ],
)
def test_a_crossing_is_seen(other: str, source: str) -> None:
    assert crossings(source, other), source


@pytest.mark.parametrize(
    ("other", "source"),
    [
        ("tests", "from allfives_notation.testing.lsp_client import start"),
        ("tests", "from .strategies import records"),
        (
            "tests",
            "sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout's package",
        ),
        ("bench", "subprocess.run([sys.executable, str(ROOT / 'bench' / 'strength.py'), '--summarize'])"),
        ("bench", "note = 'the long campaign is bench/mutations.py'"),
        ("bench", "places.insert(0, 'bench')"),
    ],
)
def test_what_is_no_crossing_is_let_be(other: str, source: str) -> None:
    assert not crossings(source, other), source


def _modules_imported(source: str) -> list[tuple[int, str]]:
    """Each absolute import of ``source``: its line and the module it names."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def test_only_tests_and_bench_use_the_testing_floor() -> None:
    package = ROOT / "allfives_notation"
    below = [path for path in sorted(package.rglob("*.py")) if path.parent.name != "testing"]
    assert len(below) > 100, "the walk found too few modules of the package"
    users = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in below
        for line, module in _modules_imported(path.read_text(encoding="utf-8"))
        if module.startswith("allfives_notation.testing")
    ]
    assert not users, f"the package below the testing floor imports it: {users}"
