"""Benchmark: the replay page of a large file: its size, the time to make it and the memory it takes.

Writes ``--games`` self-played games (4 players, random play, as ``allfives generate -c N
-f text`` makes them: about 40 KB of record a game) to a text file, then runs ``allfives
html`` on it in a process of its own, as a user would, and prints the record file's size,
the page's size (in all, and a game's data: the mean and the largest), the wall time and
the peak resident memory of that process. The machine may be shared: run it twice and
quote the lower time. ``--keep DIR`` keeps the file and the page there.

    python bench/page.py [--games 500] [--seed 0] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ALLFIVES = [sys.executable, "-m", "allfives_notation"]
GAME = re.compile(rb'<script type="application/json" id="game-\d+">.*?</script>', re.S)


def measured(command: list[str]) -> tuple[float, int]:
    """Run ``command``; its wall time in seconds and its peak resident memory in bytes."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise SystemExit(
            f"{' '.join(command)} failed: {process.stderr.read().decode() if process.stderr else ''}"
        )
    return seconds, usage.ru_maxrss * 1024  # kilobytes on Linux


def main() -> None:
    """Make the file, time the page, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", type=Path, help="a folder to keep the record file and the page in")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="allfives-page-") as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        records, page = folder / f"games-{args.games}.afn", folder / f"games-{args.games}.html"
        generate = [
            *ALLFIVES,
            "generate",
            "-c",
            str(args.games),
            "-s",
            str(args.seed),
            "-f",
            "text",
            "-o",
            str(records),
        ]
        subprocess.run(generate, check=True, capture_output=True)
        seconds, peak = measured([*ALLFIVES, "html", str(records), "-o", str(page)])
        games = [len(found) for found in GAME.findall(page.read_bytes())]
        size = page.stat().st_size
        print(f"record file: {args.games} games, {records.stat().st_size / 1e6:.1f} MB")
        mean, most = statistics.mean(games) / 1e3, max(games) / 1e3
        print(f"page: {size / 1e6:.1f} MB; the viewer {(size - sum(games)) / 1e3:.0f} KB,", end=" ")
        print(f"a game's data {mean:.0f} KB on average, {most:.0f} KB at most")
        print(f"allfives html: {seconds:.1f} s, peak memory {peak / 1e6:.0f} MB")


if __name__ == "__main__":
    main()
