"""Benchmark: a large corpus read and validated, beside python-chess reading a PGN corpus of as many plies.

Builds a fixed-seed corpus of ``--games`` self-played games (2, 3 and 4 players and
partnerships; greedy and random players), each written down at one knowledge level in
turn (open, as one player saw it, as an onlooker saw it), as text and as JSON Lines, in
files. Then, in the same run, median of ``--runs``:

- text, parse only: the records read (``read_games``);
- text, parse and full validation: every game read and checked, as ``allfives validate``
  does it on one core (``stream.check_files``: every rule, score and hidden tile);
- JSON Lines, the same two;
- python-chess: ``chess.pgn.read_game`` over a PGN file of random legal games (generated
  with python-chess from the same seed) with at least as many plies as the corpus has
  turns; ``read_game`` replays every move on a board, checking it is legal.

It prints turns (or plies) per second and each figure as a multiple of python-chess's;
with ``--jobs N`` also the full validation in N processes, as ``allfives validate -j N``.
Needs the bench extra: ``pip install -e '.[bench]'``.

    python bench/corpus.py [--games 2100] [--runs 3] [--jobs 2]
"""

from __future__ import annotations

import argparse
import io
import random
import tempfile
from collections.abc import Callable
from pathlib import Path

import chess
import chess.pgn
from notation import median_rate

from allfives_notation.engine import Table, play_game
from allfives_notation.notation import read_games, read_json_games, write_games, write_jsonl
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.stream import check_files

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))
KINDS = ("greedy", "random")


def corpus(games: int) -> list[GameRecord]:
    """``games`` self-played games, each written down at one knowledge level, the levels in turn."""
    records = []
    for seed in range(games):
        table = TABLES[seed % len(TABLES)]
        played = play_game(table, seed, KINDS[seed // len(TABLES) % len(KINDS)])
        level = (Knowledge.OPEN, Knowledge.PLAYER, Knowledge.PUBLIC)[seed % 3]
        view = View(level, seed % table.players) if level is Knowledge.PLAYER else View(level)
        records.append(record_of(played, view))
    return records


def chess_pgn(plies: int, seed: int) -> tuple[str, int, int]:
    """Random legal chess games until ``plies`` plies, as PGN; with the games and plies written."""
    rng = random.Random(seed)
    out = io.StringIO()
    games = written = 0
    while written < plies:
        board = chess.Board()
        length = rng.randint(40, 120)
        while len(board.move_stack) < length and not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
        game = chess.pgn.Game.from_board(board)
        game.headers["Event"] = f"bench {games + 1}"
        print(game, file=out, end="\n\n")
        games += 1
        written += len(board.move_stack)
    return out.getvalue(), games, written


def read_pgn(text: str) -> int:
    """Every game of a PGN text read with python-chess (each move replayed and checked); the games read."""
    stream = io.StringIO(text)
    games = 0
    while chess.pgn.read_game(stream) is not None:
        games += 1
    return games


def validate(path: Path, jobs: int) -> Callable[[], object]:
    """Every game of a file read and checked, as ``allfives validate`` does it."""

    def run() -> None:
        reports = [report for _, report in check_files([str(path)], jobs=jobs, keep_records=False)]
        assert all(report.valid for report in reports), "the corpus must be valid"

    return run


def main() -> None:
    """Build both corpora, time each step in one run, print the figures and the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=0, help="also time full validation in N processes")
    args = parser.parse_args()
    records = corpus(args.games)
    turns = sum(len(hand.turns) for game in records for hand in game.hands)
    text, lines = write_games(records), write_jsonl(records)
    pgn, chess_games, plies = chess_pgn(turns, seed=1)
    with tempfile.TemporaryDirectory() as folder:
        afn, jsonl = Path(folder, "corpus.afn"), Path(folder, "corpus.jsonl")
        afn.write_text(text, encoding="utf-8")
        jsonl.write_text(lines, encoding="utf-8")
        players = {f"{n} players": sum(len(g.seats) == n for g in records) for n in (2, 3, 4)}
        levels = {k.value: sum(g.view.level is k for g in records) for k in Knowledge}
        print(f"corpus: {len(records):,} games {players} {levels}, {turns:,} turns")
        print(f"  text {len(text) / 2**20:.1f} MiB, JSON Lines {len(lines) / 2**20:.1f} MiB")
        print(f"python-chess {chess.__version__}: {chess_games:,} random games, {plies:,} plies")
        anchor = median_rate(lambda: read_pgn(pgn), plies, args.runs)
        steps: dict[str, Callable[[], object]] = {
            "text, parse only": lambda: list(read_games(text)),
            "text, parse + full validation": validate(afn, 1),
            "JSON Lines, parse only": lambda: list(read_json_games(lines)),
            "JSON Lines, parse + full validation": validate(jsonl, 1),
        }
        if args.jobs > 1:
            steps[f"text, full validation, {args.jobs} processes"] = validate(afn, args.jobs)
            steps[f"JSON Lines, full validation, {args.jobs} processes"] = validate(jsonl, args.jobs)
        print(f"{'python-chess read_game (legal replay)':<46} {anchor:>10,.0f} plies/s   1.00x")
        for name, work in steps.items():
            rate = median_rate(work, turns, args.runs)
            print(f"{name:<46} {rate:>10,.0f} turns/s  {rate / anchor:5.2f}x")


if __name__ == "__main__":
    main()
