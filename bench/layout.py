"""Benchmark: the layout kernel alone, under a spinner rule: placing, and copying to look ahead.

Self-plays N seeded games (a mix of 2, 3 and 4 players and partnerships) under the rules
given, keeps each hand's placements as (tile id, arm) pairs, then measures:

- put: every hand's placements made on a fresh ``Layout``, as the replays do;
- look-ahead: the same, with a ``copy()`` and a ``peek`` before each placement, as the
  search does;
- self-play: the games played again from their seeds (legal placements, points, choices).

The machine may be shared: each figure is the least process time of the runs (the run
least disturbed), not the median. Whether the kernel runs compiled is said.

    python bench/layout.py [--games 2000] [--runs 9] [--spinner standard|every]
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable

import allfives_notation.engine.layout as kernel
from allfives_notation.engine import Layout, MoveKind, RuleSet, Table, play_game

Hands = list[list[tuple[int, int]]]


def tables(rules: RuleSet) -> tuple[Table, ...]:
    """The seatings the games are spread over."""
    return (Table(2, rules=rules), Table(3, rules=rules), Table(4, rules=rules), Table(4, True, rules))


def placements(games: int, rules: RuleSet) -> Hands:
    """Each hand's placements, as the kernel takes them, over ``games`` self-played games."""
    seatings = tables(rules)
    out: Hands = []
    for seed in range(games):
        for hand in play_game(seatings[seed % len(seatings)], seed=seed).hands:
            played = [m for m in hand.moves if m.kind is MoveKind.PLAY and m.tile is not None]
            out.append(
                [(m.tile.id, -1 if m.arm is None else int(m.arm)) for m in played if m.tile is not None]
            )
    return out


def least(runs: int, timed: Callable[[], None]) -> float:
    """The least process time of ``runs`` runs, the collector paused as ``timeit`` does."""
    best = float("inf")
    for _ in range(runs):
        gc.collect()
        gc.disable()
        try:
            started = time.process_time()
            timed()
            best = min(best, time.process_time() - started)
        finally:
            gc.enable()
    return best


def main() -> None:
    """Run the benchmark and print placements per second."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--spinner", default="standard", help="standard, open, none or every (R14, R25)")
    args = parser.parse_args()
    rules = RuleSet(spinner=args.spinner)
    hands = placements(args.games, rules)
    count = sum(map(len, hands))

    def put() -> None:
        for hand in hands:
            layout = Layout(rules)
            for tile, arm in hand:
                layout.put(tile, arm)

    def look_ahead() -> None:
        for hand in hands:
            layout = Layout(rules)
            for tile, arm in hand:
                if arm >= 0:
                    layout.copy().peek(tile, arm)
                layout.put(tile, arm)

    seatings = tables(rules)

    def self_play() -> None:
        for seed in range(args.games):
            play_game(seatings[seed % len(seatings)], seed=seed)

    compiled = "compiled" if kernel.__file__.endswith((".so", ".pyd")) else "pure Python"
    print(f"kernel: {compiled}; rules: {rules}; {args.games} games, {len(hands)} hands, {count} placements")
    print(f"put: {count / least(args.runs, put):,.0f} placements/s (least of {args.runs})")
    print(f"look-ahead (copy, peek, put): {count / least(args.runs, look_ahead):,.0f} placements/s")
    print(f"self-play: {count / least(max(1, args.runs // 3), self_play):,.0f} placements/s")


if __name__ == "__main__":
    main()
