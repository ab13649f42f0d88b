"""Benchmark: how fast records are read and written, in text and in JSON Lines.

Self-plays N seeded games (2, 3 and 4 players, partnerships; greedy players), writes each
down at every knowledge level (open, player, public), and measures turns per second for:

- text read: ``parse_games`` over the whole file (Lark, one token per line, records built);
- text write: ``write_games``;
- JSON Lines read: ``read_json_games`` (``json.loads``, the quick shape test, records built;
  the schema's validator runs only on a document with a mistake);
- JSON Lines write: ``write_jsonl``.

Median of the runs; the garbage collector is paused while timing.

    python bench/notation.py [--games 120] [--runs 3]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections.abc import Callable

from allfives_notation.engine import Table, play_game
from allfives_notation.notation import parse_games, read_json_games, write_games, write_jsonl
from allfives_notation.record import GameRecord, Knowledge, View, record_of

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))


def corpus(games: int) -> list[GameRecord]:
    """``games`` self-played games, each written down at the three knowledge levels."""
    records = []
    for seed in range(games):
        table = TABLES[seed % len(TABLES)]
        played = play_game(table, seed, "greedy")
        for view in (
            View(Knowledge.OPEN),
            View(Knowledge.PLAYER, seed % table.players),
            View(Knowledge.PUBLIC),
        ):
            records.append(record_of(played, view))
    return records


def median_rate(work: Callable[[], object], turns: int, runs: int) -> float:
    """Turns per second of ``work``, median of ``runs`` timed runs."""
    rates = []
    for _ in range(runs):
        gc.collect()
        gc.disable()
        start = time.perf_counter()
        work()
        elapsed = time.perf_counter() - start
        gc.enable()
        rates.append(turns / elapsed)
    return statistics.median(rates)


def setting_up(about: str) -> tuple[list[GameRecord], int, int, str, str]:
    """Read ``--games`` and ``--runs``; the corpus, its turns, the runs, and the corpus as text and JSONL."""
    parser = argparse.ArgumentParser(description=about)
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    records = corpus(args.games)
    turns = sum(len(hand.turns) for game in records for hand in game.hands)
    return records, turns, args.runs, write_games(records), write_jsonl(records)


def main() -> None:
    """Build the corpus, time each step, print the figures."""
    records, turns, runs, text, lines = setting_up(__doc__.splitlines()[0])
    assert parse_games(text) == records
    assert [read.game for read in read_json_games(lines)] == records
    sizes = f"text {len(text) // 1024:,} KiB, JSONL {len(lines) // 1024:,} KiB"
    print(f"corpus: {len(records)} records, {turns:,} turns; {sizes}")
    steps: dict[str, Callable[[], object]] = {
        "text read (parse_games)": lambda: parse_games(text),
        "text write (write_games)": lambda: write_games(records),
        "JSON Lines read (read_json_games, schema-checked)": lambda: list(read_json_games(lines)),
        "JSON Lines write (write_jsonl)": lambda: write_jsonl(records),
    }
    for name, work in steps.items():
        print(f"{name}: {median_rate(work, turns, runs):,.0f} turns/s")


if __name__ == "__main__":
    main()
