"""Benchmark: time against the size of the input, on three ladders of hostile records.

Each ladder doubles its input at every step and runs a command of ``allfives`` on it, in a
process of its own, as a person would; it prints each step's time, the ratio to the step
before (near 2 for a doubling when time is linear in the input), the seconds per MB and
the peak memory. Seconds per MB are counted beyond the time the command takes on a record of
a few lines (its start: Python, the parser's tables), shown first. The ladders are those of issue 28:

- ``hands``: one game of many short hands, each with a wrong claim (1k, 2k, 4k, ... 64k
  hands, 3 MB);
- ``dealt``: one hand whose dealt line holds ever more tiles (0.1 MB to 3.2 MB: under the
  4 MB a line may hold);
- ``turns``: one hand of ever more turn lines, to a million (10 MB).

Every run is given ``--max-game-mb 16``, so that the million-turn hand (10 MB, more than
the 4 MB a game may hold by default, where it is refused at once) is read and checked.

Times are CPU seconds of the command's process and its workers (user and system), which
another load on a shared machine changes less than the wall clock; the wall clock is shown
beside them. Every step of every ladder should stay under about 2 s per MB.

    python bench/ladder.py [--ladder hands dealt turns] [--command validate summary ...]
                           [--steps 7] [--runs 1] [--limit 300] [--plain]

The anchor is the same ladder run by the version before (``--plain``: it has no
``--max-game-mb``), with its code first on ``PYTHONPATH``, e.g. from ``git archive``.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

# this checkout's ladders first: the command timed is the one PYTHONPATH names (the anchor's, say)
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from allfives_notation.testing.ladder import HEADER, long_dealt_line, many_hands, many_turns

MB = 1 << 20
STEPS = {"hands": 7, "dealt": 6, "turns": 6}  # doublings of each ladder, to the sizes of issue 28


@dataclass(frozen=True)
class Ladder:
    name: str
    make: Callable[[int, int], bytes]  # (step, steps) -> the file's bytes
    unit: Callable[[int, int], str]  # what the step holds, in words


LADDERS = {
    "hands": Ladder("hands", lambda step, _: many_hands(step), lambda step, _: f"{1000 << step:,} hands"),
    "dealt": Ladder(
        "dealt", lambda step, _: long_dealt_line(step), lambda step, _: f"{(100_000 << step) // 4:,} tiles"
    ),
    "turns": Ladder(
        "turns",
        many_turns,
        lambda step, steps: f"{1_000_000 >> (steps - 1 - step):,} turns",
    ),
}


def command_line(command: str, path: Path, out: Path, *, plain: bool = False) -> list[str]:
    """The arguments of one run of ``command`` on ``path`` (``plain``: without the reading limits)."""
    read = [] if plain else ["--max-game-mb", "16"]
    return {
        "validate": ["validate", "--quiet", "--jobs", "1", *read, str(path)],
        "summary": ["summary", "--quiet", *read, str(path)],
        "convert": ["convert", *read, str(path), "-o", str(out)],
        "fmt": ["fmt", "--check", *read, str(path)],
        "show": ["show", "--ascii", "--width", "100", *read, str(path)],
    }[command]


@dataclass(frozen=True)
class Timing:
    cpu: float
    wall: float
    peak: int  # bytes
    code: int | None


def timed(args: list[str], limit: float) -> Timing:
    """One run of ``allfives`` with ``args``: CPU and wall seconds, peak memory, exit code."""
    start = time.monotonic()
    child = subprocess.Popen(
        [sys.executable, "-m", "allfives_notation", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = start + limit
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            code: int | None = os.waitstatus_to_exitcode(status)
            break
        if time.monotonic() > deadline:
            os.killpg(child.pid, signal.SIGKILL)
            _, status, usage = os.wait4(child.pid, 0)
            code = None
            break
        time.sleep(0.01)
    wall = time.monotonic() - start
    return Timing(usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss * 1024, code)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--ladder", nargs="+", choices=list(LADDERS), default=list(LADDERS))
    parser.add_argument(
        "--command",
        nargs="+",
        choices=["validate", "summary", "convert", "fmt", "show"],
        default=["validate"],
    )
    parser.add_argument(
        "--steps", type=int, default=None, help="Doublings of each ladder (to 64k hands, 3.2 MB, 1M turns)."
    )
    parser.add_argument("--runs", type=int, default=1, help="Runs a step; the median is shown.")
    parser.add_argument("--limit", type=float, default=300.0, help="Seconds before a run is stopped.")
    parser.add_argument(
        "--plain",
        action="store_true",
        help="Give no --max-game-mb: to time, as the anchor, a version of allfives from before it had one.",
    )
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; CPU seconds, median of {args.runs}")
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="ladder-") as folder:
        path, out = Path(folder) / "ladder.afn", Path(folder) / "out.jsonl"
        for name in args.ladder:
            ladder = LADDERS[name]
            steps = args.steps or STEPS[name]
            for command in args.command:
                print(f"\n{name}, {command}")
                heads = ("MB", 7), ("CPU s", 8), ("wall s", 8), ("ratio", 6), ("s/MB", 6), ("peak MB", 8)
                print(f"{'step':>16} " + " ".join(f"{head:>{width}}" for head, width in heads))
                line = command_line(command, path, out, plain=args.plain)
                path.write_bytes(many_hands(0)[: len(HEADER)])
                start = statistics.median(timed(line, args.limit).cpu for _ in range(args.runs))
                print(f"{'start':>16} {'':>7} {start:8.2f}")
                before: float | None = None
                for step in range(steps):
                    data = ladder.make(step, steps)
                    path.write_bytes(data)
                    runs = [timed(line, args.limit) for _ in range(args.runs)]
                    cpu = statistics.median(run.cpu for run in runs)
                    wall = statistics.median(run.wall for run in runs)
                    peak = max(run.peak for run in runs)
                    stopped = any(run.code is None for run in runs)
                    size = len(data) / MB
                    ratio = f"{cpu / before:6.2f}" if before else " " * 6
                    per_mb = max(cpu - start, 0.0) / size
                    worst = max(worst, per_mb)
                    note = "  stopped at the limit" if stopped else ""
                    print(
                        f"{ladder.unit(step, steps):>16} {size:7.2f} {cpu:8.2f} {wall:8.2f} {ratio}"
                        f" {per_mb:6.2f} {peak / MB:8.0f}{note}",
                        flush=True,
                    )
                    before = cpu
                    if stopped:
                        break
    print(f"\nthe slowest step: {worst:.2f} CPU s per MB (target: about 2 at most)")


if __name__ == "__main__":
    main()
