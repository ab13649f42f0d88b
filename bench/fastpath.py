"""Sweep: does the fast path vouch for any changed record the reference would not pass as it is?

``allfives validate`` tries the fast path first and gives the reference only the games the
fast path is not sure of; so what the validator catches is what the reference catches,
less any changed record the fast path wrongly vouches for. This makes every change of
``bench/mutations.py`` (the same games, kinds, places and levels for the same arguments),
writes each changed record as text and, where it is still a record, as JSON Lines, and
runs the fast path alone on it. Every record it vouches for is checked again, the whole
batch, with the fast path on and with it off (``ALLFIVES_FAST=0``): the two reports must be
equal. The reference runs only there, so the sweep is quick beside ``bench/mutations.py``.

    python bench/fastpath.py --games 300 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from collections import Counter

from allfives_notation.fast import compiled
from allfives_notation.testing.games import GameSpec, corpus
from allfives_notation.testing.sweep import Tally, sweep_game

FORMS = ("text", "jsonl")


def _sweep(args: tuple[GameSpec, int, list[str] | None]) -> Tally:
    return sweep_game(*args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sites", type=int, default=3, help="places changed per kind and game")
    parser.add_argument("--kind", action="append", help="only this kind of change, by name (may be repeated)")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(), help="processes")
    args = parser.parse_args()
    started = time.process_time(), time.perf_counter()
    total: Counter[tuple[str, str]] = Counter()
    wrong: list[str] = []
    work = [(spec, args.sites, args.kind) for spec in corpus(args.games, args.seed)]
    with multiprocessing.Pool(max(1, args.jobs)) as pool:
        for tally, found in pool.imap_unordered(_sweep, work):
            total.update(tally)
            wrong.extend(found)
    children = os.times().children_user + os.times().children_system
    cpu = time.process_time() - started[0] + children
    build = "compiled (mypyc)" if compiled() else "pure Python"
    print(f"fast path ({build}) over bench/mutations.py's changes: {args.games} games, seed {args.seed}")
    print(f"{'kind':<58} {'text':>13} {'JSON Lines':>13} {'differ':>7}")
    for kind in sorted({kind for kind, _ in total}):
        cells = [f"{total[kind, f'{f} vouched']:,}/{total[kind, f'{f} changes']:,}" for f in FORMS]
        print(f"{kind:<58} {cells[0]:>13} {cells[1]:>13} {total[kind, 'differ']:>7,}")
    changes = sum(n for (_, what), n in total.items() if what.endswith("changes"))
    taken = sum(n for (_, what), n in total.items() if what.endswith("vouched"))
    differ = sum(n for (_, what), n in total.items() if what == "differ")
    print(f"changed records: {changes:,}; the fast path vouched for {taken:,}; reported otherwise than")
    print(f"by the reference: {differ:,} (each cell: vouched for / changed records)")
    print(f"{cpu:,.0f} s of CPU, {time.perf_counter() - started[1]:,.0f} s wall")
    for case in wrong[:5]:
        print("\n" + case)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
