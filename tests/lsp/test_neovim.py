"""End to end in a real editor: Debian's Neovim, headless, its own LSP client running ``allfives lsp``."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psutil
import pytest

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.notation import write_game
from allfives_notation.record import record_of
from tests.editors import tree_sitter_afn

HERE = Path(__file__).resolve().parent
SAMPLES = HERE.parents[1] / "samples"
FIVE_UP = Table(4, True, RuleSet.from_variants({}, "fiveup"))
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


def run_neovim(folder: Path, text: str, **more: object) -> dict[str, Any]:
    """Open ``text`` as a record in headless Neovim (neovim.lua does the rest); what it found.

    ``more`` goes to the script: where to hover (``hover_at``) and to complete
    (``complete_at``) on the first finding's line and the next, and the line to format (``untidy``).
    """
    record = folder / "game.afn"
    record.write_text(text, encoding="utf-8")
    result = folder / "result.json"
    arguments: dict[str, object] = {
        "cmd": [sys.executable, "-m", "allfives_notation", "lsp"],
        "cwd": str(folder),
        "file": str(record),
        "result": str(result),
        **more,
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
    # the server starts in ``folder``: a relative PYTHONPATH (PYTHONPATH=.) would miss this checkout
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(Path(p).resolve()) for p in paths if p)}
    subprocess.run(command, check=True, timeout=120, cwd=folder, capture_output=True, env=env)
    found: dict[str, Any] = json.loads(result.read_text(encoding="utf-8"))
    found["with_parser"] = "parser" in arguments
    deadline = time.monotonic() + 10
    while servers_in(folder) and time.monotonic() < deadline:  # Neovim stops its servers as it quits
        time.sleep(0.1)
    assert servers_in(folder) == []
    return found


def test_neovim_shows_the_findings_the_table_the_tiles_and_applies_a_fix_and_fmt(tmp_path: Path) -> None:
    text = (SAMPLES / "at-the-table.afn").read_text(encoding="utf-8").replace("Ben 4-3 +15", "Ben 4-3 +20")
    found = run_neovim(tmp_path, text)
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
    if found["with_parser"]:
        assert found["tree_error"] is False
        assert ["variable", 2, "Ben"] in found["captures"] and ["constant", 6, "4-3"] in found["captures"]


def test_neovim_on_a_five_up_record_tells_a_path_offers_paths_and_fixes_a_claim_after_one(
    tmp_path: Path,
) -> None:
    """R25: a wrong claim after a later double's path; hover on the path, the tiles of the next turn."""
    for seed in range(2, 20):
        text = write_game(record_of(play_game(FIVE_UP, seed, "greedy", max_hands=2)))
        lines = text.split("\n")
        for at, line in enumerate(lines[:-1]):
            turn = re.fullmatch(r"  (\w+) ([0-6]-[0-6]) ([WENS](?:[0-6][WENS])+) \+([0-9]+)", line)
            after = re.fullmatch(r"  (\w+) [0-6]-[0-6].*", lines[at + 1])
            if turn is not None and after is not None:
                break
        else:
            continue
        break
    else:
        raise AssertionError("no scoring path followed by a placement in 18 Five Up games")
    claimed = int(turn[4])
    lines[at] = line.replace(f" +{claimed}", f" +{claimed + 1}")
    path = turn[3]
    found = run_neovim(
        tmp_path,
        "\n".join(lines),
        hover_at=line.index(f" {path} ") + 2,
        complete_at=len(f"  {after[1]} "),
        untidy=f"  {turn[1]}   {turn[2]}  {path}    +{claimed}",
    )
    assert found["error"] is None, found["error"]
    (finding,) = found["diagnostics"]
    assert finding["code"] == "AF301" and finding["lnum"] == at
    assert found["hover"].startswith(f"`{path}`: "), found["hover"]
    assert f"of the {path[-2]}-{path[-2]}, which stands on {path[:-2]}" in found["hover"]
    assert any(
        re.fullmatch(r"[0-6]-[0-6]( [WENS](?:[0-6][WENS])*)?( \+[0-9]+)?", c) for c in found["completion"]
    )
    assert found["action"] == f"Write +{claimed} for +{claimed + 1} (AF301)"
    assert found["fixed_line"] == line and found["cleared"] is True
    assert found["formatted_line"] == line
    if found["with_parser"]:
        assert found["tree_error"] is False
        assert ["constant.builtin", line.index(f" {path} ") + 1, path] in found["captures"]
