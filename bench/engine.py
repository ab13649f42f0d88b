"""Benchmark: how fast the engine applies recorded moves (legality, layout, points).

Plays N seeded random games (a mix of 2, 3 and 4 players and partnerships), turns their
moves into the compact form a reader hands over (tile ids, arm numbers), then measures:

- apply: recorded moves applied to hands already set up from their deals, as
  ``Hand.apply`` does it: every placement checked (hand not over, turn, tile held, the
  drawn tile played at once, the lead, arm open, tile fits), placed and scored; draws
  and passes checked too; end-of-hand scoring and the game's end worked out.
- replay: the whole game replay a validator does: each hand's deal checked and the hand
  set up through ``Game.new_hand`` (leader checked), then the moves applied as above.

Both are reported as recorded placements per second, median of the runs.

    python bench/engine.py [--games 400] [--runs 5]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections.abc import Callable

from allfives_notation.engine import Game, Hand, MoveKind, PlayedGame, Table, play_game
from allfives_notation.engine.hand import CompactMove
from allfives_notation.engine.selfplay import compact_moves
from allfives_notation.engine.tiles import Tile

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))

Deals = list[tuple[tuple[tuple[Tile, ...], ...], tuple[Tile, ...], int, list[CompactMove]]]
Records = list[tuple[Table, Deals]]


def corpus(games: int) -> list[PlayedGame]:
    """``games`` self-played games, spread over the tables above."""
    return [play_game(TABLES[seed % len(TABLES)], seed=seed) for seed in range(games)]


def replay(records: Records) -> None:
    """Replay every game: deal checks, leaders, every move, hand ends, the game's end."""
    for table, hands in records:
        game = Game(table)
        for dealt, boneyard, leader, moves in hands:
            game.new_hand(dealt, boneyard, leader).apply(moves)
        assert game.over


def apply_only(games: list[PlayedGame], records: Records) -> Callable[[], None]:
    """Set up every hand now; return the timed part: applying each hand's moves."""
    work: list[tuple[Hand, list[CompactMove]]] = []
    for game, (table, hands) in zip(games, records, strict=True):
        scores: tuple[int, ...] = (0,) * table.sides
        for played, (dealt, boneyard, leader, moves) in zip(game.hands, hands, strict=True):
            work.append((Hand(table, dealt, boneyard, leader, scores=scores, number=played.number), moves))
            scores = played.result.scores

    def run() -> None:
        for hand, moves in work:
            hand.apply(moves)

    return run


def measure(runs: int, prepare: Callable[[], Callable[[], None]], placements: int) -> list[float]:
    """Placements per second over ``runs`` timed runs, each freshly prepared.

    The garbage collector is paused while a run is timed, as ``timeit`` does, so that a
    collection of the corpus itself does not land in one run and not another.
    """
    rates = []
    for _ in range(runs):
        timed = prepare()
        gc.collect()
        gc.disable()
        try:
            started = time.perf_counter()
            timed()
            rates.append(placements / (time.perf_counter() - started))
        finally:
            gc.enable()
    return rates


def report(name: str, rates: list[float]) -> None:
    """One line: the median and every run."""
    runs = ", ".join(f"{r:,.0f}" for r in rates)
    print(f"{name}: {statistics.median(rates):,.0f} placements/s (median of {len(rates)}; runs: {runs})")


def main() -> None:
    """Run the benchmark and print placements per second."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    started = time.perf_counter()
    games = corpus(args.games)
    selfplay_seconds = time.perf_counter() - started
    records: Records = [
        (g.table, [(h.dealt, h.boneyard, h.leader, compact_moves(h.moves)) for h in g.hands]) for g in games
    ]
    placements = sum(m.kind is MoveKind.PLAY for g in games for h in g.hands for m in h.moves)
    moves = sum(len(h.moves) for g in games for h in g.hands)
    hands = sum(len(g.hands) for g in games)
    print(f"corpus: {args.games} games, {hands} hands, {moves} moves of which {placements} placements")
    print(f"self-play: {placements / selfplay_seconds:,.0f} placements/s (random players, one run)")
    replay(records)  # warm up
    report("apply recorded moves", measure(args.runs, lambda: apply_only(games, records), placements))
    report("replay whole games", measure(args.runs, lambda: lambda: replay(records), placements))
    print("target: 1,000,000 placements/s on one core for applying a recorded move")


if __name__ == "__main__":
    main()
