"""The CI examples of docs/editors-and-ci.md and the README: the hooks they name, the commands they run."""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml  # dask, in the test extra, brings PyYAML
from typer.testing import CliRunner

from allfives_notation.cli import app

ROOT = Path(__file__).resolve().parents[2]
PAGES = [(ROOT / name).read_text(encoding="utf-8") for name in ("docs/editors-and-ci.md", "README.md")]


def examples() -> list[Any]:
    return [
        yaml.safe_load(block)
        for page in PAGES
        for block in re.findall(r"```yaml\n(.*?)```", page, flags=re.DOTALL)
    ]


def commands(example: Any) -> list[str]:
    """Every ``allfives`` command line of a CI example (a workflow's ``run``, GitLab's ``script``)."""
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("run", "script"):
                    lines = value if isinstance(value, list) else [value]
                    found.extend(line for line in lines if line.startswith("allfives "))
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(example)
    return found


def test_the_pre_commit_examples_name_the_repositorys_hooks_at_this_release() -> None:
    from allfives_notation import __version__

    hooks = {
        hook["id"] for hook in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    }
    pre_commits = [example for example in examples() if "repos" in example]
    assert len(pre_commits) == 2  # the page's and the README's
    for pre_commit in pre_commits:
        assert {hook["id"] for repo in pre_commit["repos"] for hook in repo["hooks"]} == hooks
        assert [repo["rev"] for repo in pre_commit["repos"]] == [f"v{__version__}"]


def test_the_workflows_install_this_release() -> None:
    from allfives_notation import __version__

    installs = re.findall(r"pip install (.+)", "\n".join(PAGES))
    from_git = [line for line in installs if "git+" in line]
    assert len(from_git) == 3  # the README's workflow, the page's workflow and its GitLab job
    assert all(line.rstrip('"').endswith(f"@v{__version__}") for line in from_git)


@pytest.mark.parametrize("records", ["good", "bad"])
def test_every_command_of_the_ci_examples_runs_as_written(
    records: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    shutil.copy(ROOT / "samples" / "club-night.afn", folder / "club-night.afn")
    if records == "bad":
        shutil.copy(ROOT / "samples" / "invalid" / "wrong-points.afn", folder / "wrong-points.afn")
    monkeypatch.chdir(tmp_path)
    lines = [line for example in examples() for line in commands(example)]
    assert len(lines) == 6  # the page's four, the README's two
    for line in lines:
        words, _, written = line.partition(" > ")
        arguments = shlex.split(words)[1:]
        result = CliRunner().invoke(app, arguments)
        invalid = records == "bad" and arguments[0] == "validate"  # both records are in canonical form
        assert result.exit_code == (1 if invalid else 0), (line, result.output)
        if written:
            Path(written).write_text(result.stdout, encoding="utf-8")
    assert Path("allfives.sarif").exists() and Path("allfives.xml").exists()
