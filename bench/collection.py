"""Benchmark: a collection of games: headers-only select against validate, the games database, a 1 GB file.

Each step runs the ``allfives`` command as a user would, timed from outside (wall clock
and CPU of the process and its children); the anchor, ``validate -j 1`` on the same
file, is timed before and after the steps it anchors, so that a ratio is quoted against
what the machine gave in the same run.

    python bench/collection.py --games 100000 --folder runs/collection   # select vs validate; the database
    python bench/collection.py --games 100000 --folder runs/collection --steps big   # 1 GiB: select, dedupe

The corpus is ``allfives generate -c N -n 2 -p greedy --seed 1`` (made once, kept in the
folder). The 1 GB file is that corpus three times over and a part of it once more:
every game is there three or four times, which dedupe must find. Peak memory is
``/usr/bin/time -v``'s maximum resident set size of the command (the largest process).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ALLFIVES = str(Path(sys.executable).with_name("allfives"))
GIB = 1 << 30


def run(args: list[str], *, memory: bool = False) -> tuple[float, float, int | None]:
    """Run an allfives command: its wall time, CPU time (with children) and, if asked, peak RSS in MB."""
    command = ["/usr/bin/time", "-v", *args] if memory else args
    before = os.times()
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    peak = None
    if memory:
        found = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
        peak = int(found[1]) // 1024 if found else None
    return wall, cpu, peak


def say(what: str, wall: float, cpu: float, games: int | None = None, peak: int | None = None) -> None:
    rate = f", {games / wall:,.0f} games/s" if games else ""
    memory = f", peak RSS {peak} MB" if peak is not None else ""
    print(f"{what}: {wall:.1f} s wall, {cpu:.1f} s CPU{rate}{memory}", flush=True)


def corpus(folder: Path, games: int) -> Path:
    path = folder / f"games-{games}.afn"
    if not path.exists():
        print(f"making {path} ...", flush=True)
        args = [
            ALLFIVES,
            "generate",
            "-c",
            str(games),
            "-n",
            "2",
            "-p",
            "greedy",
            "--seed",
            "1",
            "-o",
            str(path),
        ]
        subprocess.run(args, check=True, capture_output=True)
    return path


def big_file(folder: Path, source: Path) -> Path:
    """About 1 GiB: the corpus three times over, then as much of it again as makes up the rest."""
    path = folder / "big.afn"
    if path.exists():
        return path
    size = source.stat().st_size
    with open(path, "wb") as out:
        for _ in range(GIB // size):
            with open(source, "rb") as given:
                shutil.copyfileobj(given, out)
        rest = GIB - out.tell()
        if rest > 0:  # whole games: select keeps the first ones that fit
            part = folder / "part.afn"
            per_game = size / _count(source)
            args = [
                ALLFIVES,
                "select",
                str(source),
                "--stop-after",
                str(int(rest / per_game)),
                "-o",
                str(part),
            ]
            subprocess.run(args, check=True, capture_output=True)
            with open(part, "rb") as given:
                out.write(b"\n")
                shutil.copyfileobj(given, out)
            part.unlink()
    return path


def _count(path: Path) -> int:
    with open(path, "rb") as file:
        return sum(block.count(b'[Format "') for block in iter(lambda: file.read(1 << 20), b""))


def main() -> None:
    """Make the files, time each step, print the figures."""
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--games", type=int, default=100_000)
    options.add_argument("--folder", default="runs/collection")
    options.add_argument("--jobs", type=int, default=2, help="processes for index -j (and dedupe -j)")
    options.add_argument(
        "--steps",
        default="select,index",
        help="of select, index, big (select and dedupe over 1 GiB), comma-separated",
    )
    given = options.parse_args()
    folder = Path(given.folder)
    folder.mkdir(parents=True, exist_ok=True)
    games = given.games
    source = corpus(folder, games)
    print(f"corpus: {source}, {games:,} games, {source.stat().st_size / (1 << 20):,.0f} MB", flush=True)

    if "select" in given.steps:
        headers_only(folder, source, games)
    if "index" in given.steps:
        database(folder, source, games, given.jobs)
    if "big" in given.steps:
        one_gigabyte(folder, source, given.jobs)


def headers_only(folder: Path, source: Path, games: int) -> None:
    """select by header criteria against validate -j 1 on the same file: CPU time, the anchor either side."""
    validate = [ALLFIVES, "validate", str(source), "--quiet", "-j", "1"]
    first = run(validate)
    say("anchor: validate -j 1", *first[:2], games)
    chosen = run([ALLFIVES, "select", str(source), "--tag", "Seed=77777", "-o", str(folder / "one.afn")])
    say("select --tag Seed=77777 (headers only; one game)", *chosen[:2], games)
    every = run([ALLFIVES, "select", str(source), "--players", "3..4", "-o", str(folder / "none.afn")])
    say("select --players 3..4 (every header read; no game)", *every[:2], games)
    second = run(validate)
    say("anchor again: validate -j 1", *second[:2], games)
    anchor = (first[1] + second[1]) / 2
    for name, (_, cpu, _) in (("--tag Seed=77777", chosen), ("--players 3..4", every)):
        print(f"select {name} against validate -j 1, CPU: {anchor / cpu:.1f}x faster", flush=True)


def database(folder: Path, source: Path, games: int, jobs: int) -> None:
    """index into a new database against validate, both with ``jobs``; its size; three queries."""
    path = folder / "games.db"
    path.unlink(missing_ok=True)
    check = run([ALLFIVES, "validate", str(source), "--quiet", "-j", str(jobs)])
    say(f"anchor: validate -j {jobs}, the same file", *check[:2], games)
    build = run([ALLFIVES, "index", str(source), "-o", str(path), "-j", str(jobs)])
    say(f"index -j {jobs} (a new database)", *build[:2], games)
    print(f"index against validate, wall, both -j {jobs}: {build[0] / check[0]:.1f}x the time", flush=True)
    print(f"database: {path.stat().st_size / (1 << 20):,.1f} MB", flush=True)
    again = run([ALLFIVES, "index", str(source), "-o", str(path)])
    say("index again, the file unchanged (skipped)", *again[:2])
    for name, question in (
        ("--player Ann", ["--player", "Ann"]),
        ("--biggest 10", ["--biggest", "10"]),
        ("--ends 6,4 (--limit 100)", ["--ends", "6,4"]),
        ("SQL: games by rules and result", ["SELECT rules, result, count(*) FROM games GROUP BY 1, 2"]),
    ):
        wall, cpu, _ = run([ALLFIVES, "query", str(path), *question, "-f", "csv"])
        say(f"query {name}", wall, cpu)


def one_gigabyte(folder: Path, source: Path, jobs: int) -> None:
    """select and dedupe over about 1 GiB, peak memory beside validate's."""
    big = big_file(folder, source)
    print(f"big file: {big}, {big.stat().st_size / GIB:.2f} GiB", flush=True)
    wall, cpu, peak = run([ALLFIVES, "validate", str(big), "--quiet", "-j", str(jobs)], memory=True)
    say(f"anchor: validate -j {jobs} over the big file", wall, cpu, peak=peak)
    chosen = str(folder / "chosen.afn")
    wall, cpu, peak = run([ALLFIVES, "select", str(big), "--tag", "Seed=77777", "-o", chosen], memory=True)
    say("select --tag Seed=77777 over the big file", wall, cpu, peak=peak)
    wall, cpu, peak = run([ALLFIVES, "select", str(big), "--player", "Ann", "-o", chosen], memory=True)
    say("select --player Ann (every game copied) over the big file", wall, cpu, peak=peak)
    out = folder / "deduped.afn"
    wall, cpu, peak = run([ALLFIVES, "dedupe", str(big), "-q", "-j", str(jobs), "-o", str(out)], memory=True)
    say(f"dedupe -j {jobs} over the big file", wall, cpu, peak=peak)
    print(f"deduped: {_count(out):,} games kept of {_count(big):,}", flush=True)


if __name__ == "__main__":
    main()
