"""Benchmark: how soon the language server shows fresh findings after an edit, on a file of many games.

The file is ``allfives generate -c GAMES -n 2 --seed 7`` (1,000 games: about 480,000 lines,
8 MB). The server runs as an editor starts it (``allfives lsp``, its own process, over
stdio, with its default delay after an edit); a client opens the file, then makes
``--edits`` edits one after another, each a claim of points changed in a game picked at
random (so a finding comes and goes), and times each from the edit sent to the findings
of that version received. While the file is first checked, it asks for a hover and times
the answer: the server stays responsive. The anchor, timed in the same run: ``allfives
validate`` on the same file (one process, ``-j 1``), the command a user would run instead.

    python bench/lsp.py [--games 1000] [--edits 30] [--seed 7]

With ``--fuzz N``, instead: N inputs of bench/fuzz.py (each kind in turn: bytes, text,
JSON, JSON Lines), each sent to one server as an edit of one document, then a hover, a
completion, the fixes and a format asked at its middle line; the server must answer each
and publish the findings of each version. It reports how many it answered, the slowest
edit to findings, and whether the server was still running at the end.

    python bench/lsp.py --fuzz 2000 --seed 1
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from pygls.exceptions import JsonRpcException

from allfives_notation.testing.lsp_client import Session, start, stop, within
from allfives_notation.testing.mutators import KINDS, make_input


def _allfives(*arguments: str) -> float:
    """Seconds one ``allfives`` command takes, in its own process."""
    began = time.perf_counter()
    subprocess.run([sys.executable, "-m", "allfives_notation", *arguments], check=False, capture_output=True)
    return time.perf_counter() - began


@dataclass
class Figures:
    """What one run of the server measured, in seconds."""

    opened: float  # from the file opened to its first findings
    hover: float  # a hover asked while the file is first checked
    edits: list[float]  # from each edit to the findings of that version


async def _measure(path: Path, edits: int, seed: int) -> Figures:
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    claims = [i for i, line in enumerate(lines) if line.startswith("  ") and line.rstrip()[-3:-1] == " +"]
    session: Session = await start({})  # the server's own delay after an edit
    uri = path.resolve().as_uri()
    began = time.perf_counter()
    session.open(uri, text)
    await asyncio.sleep(0.3)  # the check is under way
    asked = time.perf_counter()
    await session.hover(uri, lines.index("hand 1, Ben leads") + 3, 3)
    hover = time.perf_counter() - asked
    await session.findings(uri)
    opened = time.perf_counter() - began
    rng = random.Random(seed)
    times = []
    for _ in range(edits):
        line = rng.choice(claims)
        claimed = lines[line].rstrip()
        start_at = claimed.rindex("+") + 1
        wrong = str(int(claimed[start_at:]) + 5)
        sent = time.perf_counter()
        session.edit(uri, line, start_at, len(claimed), wrong)
        found = await session.findings(uri)
        times.append(time.perf_counter() - sent)
        assert any(d.code == "AF301" and d.range.start.line == line for d in found), "no fresh finding"
        session.edit(uri, line, start_at, start_at + len(wrong), claimed[start_at:])
        assert await session.findings(uri) == []
    await within(stop(session))
    return Figures(opened, hover, times)


async def _fuzz(count: int, seed: int) -> None:
    session = await start({})
    uri = "file:///fuzz/record.afn"
    session.open(uri, "")
    await session.findings(uri)
    slowest, findings = 0.0, 0
    refused: list[str] = []  # requests answered with an error: a bug, with the input to make again
    for index in range(count):
        made = make_input(random.Random(f"{seed}:{index}"), KINDS[index % len(KINDS)])
        text = made.data.decode("utf-8", "replace")
        sent = time.perf_counter()
        session.replace(uri, text)
        findings += len(await session.findings(uri))
        slowest = max(slowest, time.perf_counter() - sent)
        lines = text.split("\n")
        middle = len(lines) // 2
        asked = (
            session.hover(uri, middle, len(lines[middle]) // 2),
            session.complete(uri, middle, len(lines[middle])),
            session.fixes(uri, middle),
            session.format(uri),
        )
        for request in asked:
            try:
                await request
            except JsonRpcException as error:
                refused.append(f"input {index} ({made.kind}): {error}")
        if (index + 1) % 250 == 0:
            print(f"{index + 1:,} inputs answered", flush=True)
    server = session.client._server
    alive = server is not None and server.returncode is None
    code = await within(stop(session))
    print(
        f"{count:,} inputs (seed {seed}), {findings:,} findings published; slowest edit to findings"
        f" {slowest:.2f} s; {len(refused)} requests answered with an error; server alive at the end: {alive};"
        f" exit code {code}"
    )
    for line in refused[:20]:
        print(f"  {line}")


def main() -> None:
    """Make the file, time the anchor and the server, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--fuzz", type=int, default=0, help="send this many inputs of bench/fuzz.py instead")
    options = parser.parse_args()
    if options.fuzz:
        asyncio.run(_fuzz(options.fuzz, options.seed))
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.afn"
        _allfives(
            "generate", "-c", str(options.games), "-n", "2", "--seed", str(options.seed), "-o", str(path)
        )
        lines = len(path.read_text(encoding="utf-8").splitlines())
        print(f"file: {options.games:,} games, {lines:,} lines, {path.stat().st_size / 1e6:.1f} MB")
        before = _allfives("validate", "-q", "-j", "1", str(path))
        figures = asyncio.run(_measure(path, options.edits, options.seed))
        after = _allfives("validate", "-q", "-j", "1", str(path))
    edits = sorted(figures.edits)
    median = statistics.median(edits)
    anchor = (before + after) / 2
    print(f"anchor: allfives validate -j 1 on the file: {before:.2f} s before, {after:.2f} s after")
    print(
        f"server: open to first findings {figures.opened:.2f} s; a hover while checking {figures.hover:.2f} s"
    )
    print(
        f"edit to fresh findings ({len(edits)} edits): median {median:.3f} s, slowest {edits[-1]:.3f} s"
        " (the delay after an edit, 0.15 s, included)"
    )
    print(f"ratio to the anchor: median edit {median / anchor:.3f}, open {figures.opened / anchor:.2f}")


if __name__ == "__main__":
    main()
