"""The hooks in .pre-commit-hooks.yaml: what they name, and that their commands do what a commit needs.

pre-commit runs a hook's ``entry`` with the names of the staged files its ``files`` pattern
matches, and fails the commit on a nonzero exit. ``pre-commit try-repo`` itself installs
the package from the index into a fresh environment (a minute here), so it is run by hand
(docs/editors-and-ci.md says how); these tests run each entry as pre-commit would, on such files.
"""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml  # dask, in the test extra, brings PyYAML
from typer.testing import CliRunner

from allfives_notation.cli import app

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
runner = CliRunner()


def _hooks() -> dict[str, dict[str, Any]]:
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert isinstance(hooks, list)
    return {hook["id"]: hook for hook in hooks}


def _staged(folder: Path, hook: dict[str, Any]) -> list[str]:
    """The files of ``folder`` that pre-commit would hand the hook: those its ``files`` pattern matches."""
    pattern = re.compile(hook["files"])
    return sorted(str(path) for path in folder.iterdir() if pattern.search(path.name))


def _run(hook: dict[str, Any], files: list[str]) -> Any:
    command, *arguments = shlex.split(hook["entry"])
    assert command == "allfives"
    return runner.invoke(app, [*arguments, *files])


def test_the_hooks_are_validate_and_fmt_check_of_the_allfives_command() -> None:
    hooks = _hooks()
    assert set(hooks) == {"allfives-validate", "allfives-fmt"}
    assert shlex.split(hooks["allfives-validate"]["entry"])[:2] == ["allfives", "validate"]
    assert shlex.split(hooks["allfives-fmt"]["entry"]) == ["allfives", "fmt", "--check"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    for hook in hooks.values():
        assert hook["language"] == "python"  # pre-commit pip-installs this repository: its script is there
        assert shlex.split(hook["entry"])[0] in scripts
        assert hook["name"] and hook["description"]
        pattern = re.compile(hook["files"])
        assert pattern.search("records/club-night.afn") and pattern.search("logs/2026-11.jsonl")
        assert not pattern.search("package.json") and not pattern.search("notes.txt")


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    """A club's archive: two good records, a note and a file of settings that are no records."""
    (tmp_path / "club-night.afn").write_bytes((SAMPLES / "club-night.afn").read_bytes())
    (tmp_path / "club-night.jsonl").write_bytes((SAMPLES / "club-night.jsonl").read_bytes())
    (tmp_path / "package.json").write_text('{"name": "not a record"}\n', encoding="utf-8")
    (tmp_path / "notes.txt").write_text("bring the dominoes\n", encoding="utf-8")
    return tmp_path


def test_the_validate_hook_passes_good_records_and_fails_a_wrong_score(archive: Path) -> None:
    hook = _hooks()["allfives-validate"]
    good = _run(hook, _staged(archive, hook))
    assert good.exit_code == 0, good.output
    (tally,) = good.stdout.splitlines()  # --quiet: the tally alone (package.json and notes.txt not asked)
    assert tally.startswith("checked 2 files, 6 games, 50 hands, ") and tally.endswith("(all valid)")
    text = (archive / "club-night.afn").read_text(encoding="utf-8")
    (archive / "club-night.afn").write_text(text.replace("+10", "+15", 1), encoding="utf-8")
    bad = _run(hook, _staged(archive, hook))
    assert bad.exit_code == 1, bad.output
    assert re.search(r"club-night\.afn:\d+:\d+: error AF301: ", bad.stdout), bad.stdout


def test_the_fmt_hook_fails_a_record_not_in_canonical_form_and_changes_nothing(archive: Path) -> None:
    hook = _hooks()["allfives-fmt"]
    assert _run(hook, _staged(archive, hook)).exit_code == 0
    record = archive / "club-night.afn"
    loose = record.read_text(encoding="utf-8").replace("\n  Ann ", "\n  Ann  ", 1)
    record.write_text(loose, encoding="utf-8")
    result = _run(hook, _staged(archive, hook))
    assert result.exit_code == 1, result.output
    assert f"would reformat {record}" in result.stdout
    assert record.read_text(encoding="utf-8") == loose
