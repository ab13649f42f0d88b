"""The README's quick start: exactly two commands, and CI runs the test command verbatim."""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from allfives_notation.cli import app
from allfives_notation.notation import read_games

ROOT = Path(__file__).resolve().parent.parent


def quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.*?)\n```", section, flags=re.DOTALL)


def test_quick_start_is_two_one_line_commands_from_python3() -> None:
    commands = quick_start_commands()
    assert len(commands) == 2, commands
    for command in commands:
        assert "\n" not in command
        assert command.startswith("python3 -m venv .venv && ")


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    test_command = quick_start_commands()[1]
    assert "pytest" in test_command and "ruff check" in test_command and "mypy --strict" in test_command
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command in ci_lines
    # a step that fails stops CI (set -e alone would go on after all but the last step of the line)
    after = [line for line in ci_lines[ci_lines.index(test_command) + 1 :] if not line.startswith("#")]
    assert after[0] == 'status=$?; test "$status" -eq 0 || exit "$status"'


def test_ci_stops_where_a_step_of_the_test_command_fails(tmp_path: Path) -> None:
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    after = ci_lines[ci_lines.index(quick_start_commands()[1]) + 1 :]
    check = next(line for line in after if not line.startswith("#"))
    script = tmp_path / "run"  # the test command with its first step failing, as .ci/run runs it
    script.write_text(f"set -euo pipefail\n(exit 3) && true\n{check}\necho went on\n", encoding="utf-8")
    done = subprocess.run(["bash", str(script)], capture_output=True, text=True, check=False)
    assert done.returncode == 3 and "went on" not in done.stdout  # the failing step's own status


def test_the_main_job_of_the_quick_start_validates_and_summarizes_a_sample(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    steps = quick_start_commands()[0].split(" && ")[2:]  # after making the venv and installing
    assert [shlex.split(step)[:2] for step in steps] == [
        [".venv/bin/allfives", "validate"],
        [".venv/bin/allfives", "summary"],
    ]
    monkeypatch.chdir(ROOT)
    validated, summarized = (CliRunner().invoke(app, shlex.split(step)[1:]) for step in steps)
    assert validated.exit_code == 0, validated.output
    assert "all valid" in validated.output
    assert summarized.exit_code == 0, summarized.output
    assert "won" in summarized.output.lower()


def test_the_readme_shows_what_validate_really_prints(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("$ allfives validate club.afn\n", 1)[1].split("\n```", 1)[0]
    text = (ROOT / "samples" / "at-the-table.afn").read_text(encoding="utf-8")
    assert "  Ben 4-3 +15\n" in text
    (tmp_path / "club.afn").write_text(text.replace("  Ben 4-3 +15\n", "  Ben 4-3 +20\n"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    result = CliRunner().invoke(app, ["validate", "club.afn"])
    assert result.exit_code == 1
    assert result.output.rstrip("\n") == shown


def test_the_readme_library_examples_run(monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    examples = re.findall(r"```python\n(.*?)\n```", readme, flags=re.DOTALL)
    assert len(examples) == 2
    monkeypatch.chdir(ROOT)  # the examples open samples/ from a checkout
    for example in examples:
        namespace: dict[str, object] = {}
        exec(compile(example, "README.md", "exec"), namespace)


def test_the_readme_shows_the_at_the_table_sample_exactly() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (shown,) = re.findall(r"```afn\n(.*?)```", readme, flags=re.DOTALL)
    assert shown == (ROOT / "samples" / "at-the-table.afn").read_text(encoding="utf-8")


def test_the_readme_shows_the_error_the_reader_gives() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("Had Ann written `Ben 7-3`", 1)[1].split("```\n", 1)[1].split("\n```", 1)[0]
    text = (ROOT / "samples" / "at-the-table.afn").read_text(encoding="utf-8")
    assert "  Ben 4-3 +15\n" in text
    reads = list(read_games(text.replace("  Ben 4-3 +15\n", "  Ben 7-3 +15\n"), "club.afn"))
    assert str(reads[0].errors[0]) == shown


def test_the_pre_commit_example_names_this_release_s_tag() -> None:
    from allfives_notation import __version__

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (rev,) = re.findall(r"^\s+rev: (\S+)", readme, flags=re.MULTILINE)
    assert rev == f"v{__version__}"  # the tag the release carries (git tag -a v0.1.0)


def test_the_readme_is_for_a_newcomer_not_a_diary() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    prose = re.sub(r"```.*?```", "", readme, flags=re.DOTALL)
    assert not re.search(r"\b[0-9a-f]{7,40}\b", prose), (
        "a commit hash: measured figures go to docs/benchmarks.md"
    )
    assert not re.search(r"\bissue \d+", prose, flags=re.IGNORECASE), "issue history belongs in the tracker"
    assert not re.search(r"\d[\d,]* tests\b", prose), "a test count goes stale"
    commands = re.findall(
        r"^│ (\w+) ", CliRunner().invoke(app, ["--help"], env={"COLUMNS": "120"}).output, re.M
    )
    assert commands and all(f"`{command}`" in readme for command in commands), commands
