"""End to end in a real editor: Debian's Neovim, headless, its own LSP client running ``allfives lsp``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from tests.editors import tree_sitter_afn

HERE = Path(__file__).resolve().parent
SAMPLES = HERE.parents[1] / "samples"
NVIM = shutil.which("nvim")

#: Skipped where Neovim is missing, but not under CI (``CI=true``), which must run it (.ci/run installs it).
pytestmark = pytest.mark.skipif(
    NVIM is None and os.environ.get("CI") != "true", reason="Neovim is not installed (apt-get install neovim)"
)


def servers_in(folder: Path) -> list[psutil.Process]:
    """The language servers still running that were started in ``folder``."""
    found = []
    for process in psutil.process_iter(["cmdline"]):
        try:
            if "lsp" in (process.info["cmdline"] or []) and Path(process.cwd()) == folder:
                found.append(process)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return found


def test_neovim_shows_the_findings_the_table_the_tiles_and_applies_a_fix_and_fmt(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_text(
        (SAMPLES / "at-the-table.afn").read_text(encoding="utf-8").replace("Ben 4-3 +15", "Ben 4-3 +20"),
        encoding="utf-8",
    )
    result = tmp_path / "result.json"
    arguments = {
        "cmd": [sys.executable, "-m", "allfives_notation", "lsp"],
        "cwd": str(tmp_path),
        "file": str(record),
        "result": str(result),
    }
    if tree_sitter_afn.compiler() is not None:
        tree_sitter_afn.language()  # built, for Neovim to load too
        arguments["parser"] = str(tree_sitter_afn.built_library())
        arguments["highlights"] = (tree_sitter_afn.GRAMMAR / "queries" / "highlights.scm").read_text(
            encoding="utf-8"
        )
    command = [
        str(NVIM),
        "--headless",
        "-u",
        "NONE",
        "-i",
        "NONE",
        "--cmd",
        f"let g:allfives_args = json_decode({json.dumps(json.dumps(arguments))})",
        "-c",
        f"luafile {HERE / 'neovim.lua'}",
    ]
    subprocess.run(command, check=True, timeout=120, cwd=tmp_path, capture_output=True)
    found = json.loads(result.read_text(encoding="utf-8"))
    assert found["error"] is None, found["error"]
    (finding,) = found["diagnostics"]
    assert finding["code"] == "AF301" and finding["severity"] == 1
    assert (finding["lnum"], finding["col"], finding["end_col"]) == (14, 10, 13)
    assert finding["message"] == "4-3 scores 15, not 20: the open ends add up to 15 (R15)"
    assert found["hover"].startswith("**hand 1, turn 4 of 17: Ben 4-3 +20**")
    assert "open ends W 3, E 6-6 (12); count 15" in " ".join(found["hover"].split())  # captions wrap
    assert found["completion"][:2] == ["6-5", "6-0"]  # Ann's tiles that fit, as the record shows her hand
    assert found["action"] == "Write +15 for +20 (AF301)"
    assert found["fixed_line"] == "  Ben 4-3 +15" and found["cleared"] is True
    assert found["formatted_line"] == "  Ben 4-3 +15"
    if "parser" in arguments:
        assert found["tree_error"] is False
        assert ["variable", 2, "Ben"] in found["captures"] and ["constant", 6, "4-3"] in found["captures"]
    deadline = time.monotonic() + 10
    while servers_in(tmp_path) and time.monotonic() < deadline:  # Neovim stops its servers as it quits
        time.sleep(0.1)
    assert servers_in(tmp_path) == []
