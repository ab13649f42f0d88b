"""Benchmark: how fast the engine applies recorded moves (legality, layout, points).

Plays N seeded random games (a mix of 2, 3 and 4 players and partnerships), then times
replaying them through the engine as a validator would: every hand is set up from its
deal (which is checked), its leader checked, and every recorded move applied — each
placement checked (turn, tile held, must-play-the-drawn-tile, fit, arm open), placed and
scored; draws and passes checked; end-of-hand scoring and the game's end computed. Moves
are given in compact form (tile ids, arm numbers), as a reader hands them over.

The figure is recorded placements divided by the whole replay time, median of the runs.

    python bench/engine.py [--games 400] [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import time

from allfives_notation.engine import Game, MoveKind, PlayedGame, Table, play_game
from allfives_notation.engine.selfplay import CompactMove, compact_moves, replay_moves
from allfives_notation.engine.tiles import Tile

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))

Hands = list[tuple[tuple[tuple[Tile, ...], ...], tuple[Tile, ...], int, list[CompactMove]]]


def corpus(games: int) -> list[PlayedGame]:
    """``games`` self-played games, spread over the tables above."""
    return [play_game(TABLES[seed % len(TABLES)], seed=seed) for seed in range(games)]


def replay(records: list[tuple[Table, Hands]]) -> None:
    """Replay every game: deal checks, leaders, every move, hand ends, the game's end."""
    for table, hands in records:
        game = Game(table)
        for dealt, boneyard, leader, moves in hands:
            replay_moves(game.new_hand(dealt, boneyard, leader), moves)
        assert game.over


def main() -> None:
    """Run the benchmark and print placements per second."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    started = time.perf_counter()
    games = corpus(args.games)
    selfplay_seconds = time.perf_counter() - started
    records = [
        (g.table, [(h.dealt, h.boneyard, h.leader, compact_moves(h.moves)) for h in g.hands]) for g in games
    ]
    count = sum(m.kind is MoveKind.PLAY for g in games for h in g.hands for m in h.moves)
    moves = sum(len(h.moves) for g in games for h in g.hands)
    rates = []
    for _ in range(args.runs):
        started = time.perf_counter()
        replay(records)
        rates.append(count / (time.perf_counter() - started))
    hands = sum(len(g.hands) for g in games)
    print(f"corpus: {args.games} games, {hands} hands, {moves} moves of which {count} placements")
    print(f"self-play: {count / selfplay_seconds:,.0f} placements/s (random players, one run)")
    runs = ", ".join(f"{r:,.0f}" for r in rates)
    print(f"replay: {statistics.median(rates):,.0f} placements/s (median of {args.runs}; runs: {runs})")
    print("target: 1,000,000 placements/s on one core")


if __name__ == "__main__":
    main()
