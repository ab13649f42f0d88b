"""Shell completion, as Typer gives it: run for real in bash, and the zsh and fish scripts and answers."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
ALLFIVES = shutil.which("allfives", path=str(BIN))
#: Typer detects the shell it runs in; the tests name the shell instead.
NAMED = {"_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}

pytestmark = pytest.mark.skipif(ALLFIVES is None, reason="allfives is not installed in this environment")


def environment(**more: str) -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}", **NAMED, **more}


def script(shell: str) -> str:
    command = [str(ALLFIVES), "--show-completion", shell]
    return subprocess.run(command, env=environment(), capture_output=True, text=True, check=True).stdout


def bash_completes(*words: str) -> list[str]:
    """What bash offers when the line holds ``words`` (the last being typed), with the script sourced."""
    line = " ".join(f"'{word}'" for word in words)
    program = (
        "source <(allfives --show-completion bash)\n"
        f"COMP_WORDS=({line})\n"
        "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))\n"
        '_allfives_completion allfives\nprintf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    done = subprocess.run(
        ["bash", "-c", program], env=environment(), capture_output=True, text=True, check=True
    )
    return [line for line in done.stdout.split("\n") if line]


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
def test_bash_completes_commands_options_and_their_values() -> None:
    assert bash_completes("allfives", "va") == ["validate"]
    assert {"validate", "summary", "fmt", "lsp", "annotate"} <= set(bash_completes("allfives", ""))
    assert bash_completes("allfives", "validate", "--fo") == ["--format"]
    assert bash_completes("allfives", "validate", "--format", "") == [
        "text",
        "json",
        "github",
        "sarif",
        "junit",
    ]
    assert bash_completes("allfives", "validate", "--format", "s") == ["sarif"]
    assert bash_completes("allfives", "summary", "--format", "m") == ["markdown"]
    assert "--max-errors" in bash_completes("allfives", "validate", "--")


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
def test_bash_leaves_file_names_to_bash() -> None:
    """A file argument gets no word of ours, so bash completes file names itself (``complete -o default``)."""
    assert bash_completes("allfives", "validate", "samp") == []
    assert "complete -o default -F _allfives_completion allfives" in script("bash")


def test_zsh_and_fish_get_their_scripts_and_the_same_answers() -> None:
    assert script("zsh").startswith(
        "#compdef allfives"
    ) and "compdef _allfives_completion allfives" in script("zsh")
    assert "complete --command allfives" in script("fish")
    asked = {"_TYPER_COMPLETE_ARGS": "allfives validate --format "}
    zsh = subprocess.run(
        [str(ALLFIVES)],
        env=environment(_ALLFIVES_COMPLETE="complete_zsh", **asked),
        capture_output=True,
        text=True,
    ).stdout
    assert all(f'"{value}"' in zsh for value in ("text", "json", "github", "sarif", "junit"))
    fish = subprocess.run(
        [str(ALLFIVES)],
        env=environment(_ALLFIVES_COMPLETE="complete_fish", _TYPER_COMPLETE_FISH_ACTION="get-args", **asked),
        capture_output=True,
        text=True,
    ).stdout
    assert fish.split() == ["text", "json", "github", "sarif", "junit"]


def test_install_completion_puts_the_script_where_bash_reads_it(tmp_path: Path) -> None:
    done = subprocess.run(
        [str(ALLFIVES), "--install-completion", "bash"],
        env=environment(HOME=str(tmp_path)),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "bash completion installed" in done.stdout
    assert "_allfives_completion" in (tmp_path / ".bash_completions" / "allfives.sh").read_text()
    assert ".bash_completions/allfives.sh" in (tmp_path / ".bashrc").read_text()
