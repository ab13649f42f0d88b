"""Benchmark: the least the reference can take, beside python-chess: how near 2x it can come.

The reference (``ALLFIVES_FAST=0``: what every invalid or unusual record pays) reads a
record into the record model's objects, then the validator replays it. Over the corpus of
bench/corpus.py (``--games``), in one run, the median of ``--runs`` timings each, with the
garbage collector paused:

- **lines**: the text cut into lines, each stripped and its kind looked up by its text in a
  table made beforehand: the least any reader of the text form does;
- **decode**: each JSON line loaded by the quickest loader the package knows (``orjson``
  where it is installed): the least any reader of JSON Lines does;
- **records**: the corpus's records made again from their values by the record model's
  constructors (``Turn``, ``HandRecord``, ``GameRecord``, with the checks they make of
  their values): the least any reader builds, with nothing read;
- **check**: the validator over the records, already made (``check_game``);
- **reference alone**: the whole of it, read and checked (``stream.check_files``);
- **python-chess**: ``chess.pgn.read_game`` over as many plies, before and after ours.

It prints each, the floor of each form (lines or decode, records, check) and what 2x
python-chess allows (half of python-chess's time): while the floor is above it, no reader
of the text or of the JSON, however quick, brings the reference to 2x; only cheaper record
objects or a quicker validator can.

    python bench/reference_floor.py [--games 700] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

from corpus import chess_pgn, corpus, read_pgn
from notation import median_rate

from allfives_notation.check import check_game
from allfives_notation.fast import compiled
from allfives_notation.fast.jsonl import LOAD, LOADER
from allfives_notation.notation import write_games, write_jsonl
from allfives_notation.record import GameRecord, HandRecord, Turn
from allfives_notation.stream import check_files


def cut_lines(text: str) -> Callable[[], object]:
    """The text cut into lines, each stripped and its kind looked up by its text."""
    kinds = dict.fromkeys((raw.strip(" \t") for raw in text.split("\n")), "line")

    def run() -> int:
        found = 0
        for raw in text.split("\n"):
            if kinds.get(raw.strip(" \t")) is not None:
                found += 1
        return found

    return run


def decode(lines: str) -> Callable[[], object]:
    """Each JSON line loaded by the quickest loader the package knows."""

    def run() -> int:
        return sum(1 for line in lines.split("\n") if line and LOAD(line))

    return run


def make_again(records: list[GameRecord]) -> Callable[[], object]:
    """The records made again from their values by the record model's constructors."""
    turn_names = [f.name for f in fields(Turn)]
    hand_names = [f.name for f in fields(HandRecord) if f.name != "turns"]
    game_names = [f.name for f in fields(GameRecord) if f.init and f.name != "hands"]
    values: list[tuple[dict[str, Any], list[tuple[dict[str, Any], list[tuple[Any, ...]]]]]] = [
        (
            {name: getattr(game, name) for name in game_names},
            [
                (
                    {name: getattr(hand, name) for name in hand_names},
                    [tuple(getattr(turn, name) for name in turn_names) for turn in hand.turns],
                )
                for hand in game.hands
            ],
        )
        for game in records
    ]

    def run() -> list[GameRecord]:
        return [
            GameRecord(
                **game,
                hands=tuple(
                    HandRecord(**hand, turns=tuple([Turn(*turn) for turn in turns])) for hand, turns in hands
                ),
            )
            for game, hands in values
        ]

    return run


def reference(path: Path) -> Callable[[], object]:
    """Every game of a file read and checked by the reference alone."""

    def run() -> None:
        os.environ["ALLFIVES_FAST"] = "0"
        try:
            reports = [report for _, report in check_files([str(path)], keep_records=False)]
        finally:
            del os.environ["ALLFIVES_FAST"]
        assert all(report.valid for report in reports)

    return run


def main() -> None:
    """Build the corpus, time each step in one run, print the floors beside what 2x allows."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=700)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    records = corpus(args.games)
    turns = sum(len(hand.turns) for game in records for hand in game.hands)
    text, lines = write_games(records), write_jsonl(records)
    pgn, _, plies = chess_pgn(turns, seed=1)
    build = "compiled (mypyc)" if compiled() else "pure Python"
    print(f"corpus: {len(records):,} games, {turns:,} turns; python-chess {plies:,} plies; {build}")
    with tempfile.TemporaryDirectory() as folder:
        afn, jsonl = Path(folder, "corpus.afn"), Path(folder, "corpus.jsonl")
        afn.write_text(text, encoding="utf-8")
        jsonl.write_text(lines, encoding="utf-8")
        chess_before = plies / median_rate(lambda: read_pgn(pgn), plies, args.runs)
        decoding = f"decode (JSON Lines, {LOADER})"
        steps = {
            "lines (text)": cut_lines(text),
            decoding: decode(lines),
            "records": make_again(records),
            "check": lambda: [check_game(record) for record in records],
            "reference alone, text": reference(afn),
            "reference alone, JSON Lines": reference(jsonl),
        }
        took = {name: turns / median_rate(work, turns, args.runs) for name, work in steps.items()}
        chess_after = plies / median_rate(lambda: read_pgn(pgn), plies, args.runs)
    chess = (chess_before + chess_after) / 2 * turns / plies  # python-chess's time for as many plies
    around = f"before {chess_before:.3f}, after {chess_after:.3f}"
    print(f"{'python-chess read_game':<40} {chess:7.3f} s  ({around})")
    for name, seconds in took.items():
        print(f"{name:<40} {seconds:7.3f} s  {chess / seconds:5.2f}x python-chess")
    allowed = chess / 2
    kept = took["records"] + took["check"]
    for form, reading in (("text", took["lines (text)"]), ("JSON Lines", took[decoding])):
        floor = reading + kept
        print(
            f"floor, {form}: {floor:.3f} s (reading {reading:.3f} + records {took['records']:.3f}"
            f" + check {took['check']:.3f}) against {allowed:.3f} s for 2x: at most {chess / floor:.2f}x"
        )


if __name__ == "__main__":
    main()
