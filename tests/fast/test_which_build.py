"""Which fast path runs, compiled (mypyc) or pure Python; and the compiled wheel held to the reference.

``ALLFIVES_EXPECT_COMPILED=1`` (or ``0``) makes the first test insist on one build, so a
run says which one it checked. The slow test builds the compiled wheel in a fresh
virtualenv and runs against it this folder's differential tests, the layout kernel's
tests, the validator's tests, the text reader's tests of its findings and the study's
(its search's hand is compiled too; minutes: ``pytest -m slow``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from allfives_notation.analysis import board
from allfives_notation.engine import layout
from allfives_notation.fast import compiled, replay

ROOT = Path(__file__).resolve().parent.parent.parent
#: The tests the compiled wheel runs: the fast path against the reference, the layout kernel, the matching,
#: the validator, what the readers find wrong, and the study (its search's hand is compiled).
_COMPILED_TESTS = (
    "tests/fast",
    "tests/engine/test_layout_kernel.py",
    "tests/engine/test_rule_book.py",
    "tests/check",
    "tests/notation/test_text_errors.py",
    "tests/notation/test_reading_on.py",
    "tests/notation/test_named_fixes.py",
    "tests/notation/test_json_form.py",
    "tests/notation/test_shape.py",
    "tests/analysis",
    "tests/engine/test_rules_questions.py",
)


def test_the_fast_path_says_which_build_runs() -> None:
    assert compiled() == (not replay.__file__.endswith(".py"))
    assert compiled() == (not layout.__file__.endswith(".py"))  # the kernel is built with the fast path
    assert compiled() == (not board.__file__.endswith(".py"))  # and the search's hand on it
    expected = os.environ.get("ALLFIVES_EXPECT_COMPILED")
    if expected is not None:
        wanted = "compiled" if expected == "1" else "pure Python"
        assert compiled() == (expected == "1"), f"expected the {wanted} build"
    print(f"fast path: {'compiled' if compiled() else 'pure Python'} ({replay.__file__})")


@pytest.mark.slow
def test_the_compiled_wheel_gives_the_reference_reports(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
        env={**os.environ, "ALLFIVES_COMPILE": "1"},
    )
    (wheel,) = dist.glob("allfives_notation-*.whl")
    assert "none-any" not in wheel.name, f"{wheel.name} is not compiled: is a C compiler present?"
    env = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env)
    python = env / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True)
    # the test tools from this environment, after the wheel (a .pth adds them at the end)
    tools = next(Path(p) for p in sys.path if p.endswith("site-packages"))
    (site,) = (env / "lib").glob("python*/site-packages")
    (site / "test-tools.pth").write_text(f"{tools}\n", encoding="utf-8")
    work = tmp_path / "work"  # the tests, away from the checkout, so the wheel's package is the one imported
    for folder in ("tests", "samples", "docs", "bench"):  # and the records, pages and scripts the tests use
        shutil.copytree(ROOT / folder, work / folder, ignore=shutil.ignore_patterns("__pycache__"))
    done = subprocess.run(
        [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow", *_COMPILED_TESTS],
        cwd=work,
        capture_output=True,
        text=True,
        env={**os.environ, "ALLFIVES_EXPECT_COMPILED": "1"},
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
