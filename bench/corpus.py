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

The machine may be shared, so python-chess is timed before and after every step, and each
step's ratio is taken against the python-chess figure nearest in time to it (the mean of
the two around it), each a median of ``--runs``. It prints turns (or plies) per second,
those ratios, which build of the fast path ran (compiled by mypyc, or pure Python: run it
once from each install to set them side by side), the share of games the fast path took,
and the reference alone (``ALLFIVES_FAST=0``) for comparison; with ``--jobs N`` also the full
validation in N processes, as ``allfives validate -j N``, and N processes against one timed
in turn (one, then N, ``--pairs`` times over, 5 by default: the median of the ratios, each
from two runs a few seconds apart, says more of what N processes gain than two steps
minutes apart do), and, timed the same way, N independent one-process runs at once
against one alone: what the machine itself allows N processes, with nothing shared.
With ``--rule-sets mixed`` the games are played under the rule sets in turn (the defaults,
the house rules of other rule books, the named rule set ``fives-and-threes``: see
``MIXED``), for the fast path's share and speed on a collection of every rule book.
Needs the bench extra: ``pip install -e '.[bench]'``.

    python bench/corpus.py [--games 2100] [--runs 3] [--jobs 2] [--pairs 5] [--rule-sets mixed]
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from unittest import mock

import chess
import chess.pgn
from notation import median_rate

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.engine.rules import PRESET_TABLES, Muggins
from allfives_notation.fast import compiled
from allfives_notation.notation import read_games, read_json_games, write_games, write_jsonl
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.stream import check_files
from allfives_notation.testing.boundary import fast_path_counted

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))
KINDS = ("greedy", "random")
#: The rule sets of ``--rule-sets mixed``, in turn: (named rule set, variants).
MIXED: tuple[tuple[str, dict[str, str]], ...] = (
    ("allfives", {}),
    ("allfives", {"hand-end": "award"}),
    ("allfives", {"count": "fifths", "hand-end": "award"}),
    ("fives-and-threes", {}),
    ("allfives", {"first-lead": "lowest-tile"}),
    ("allfives", {"first-lead": "highest-double", "no-double": "redeal"}),
    ("allfives", {"target": "exact", "hand-end": "award"}),
    ("muggins", {}),
    ("fiveup", {}),
    ("allfives", {"spinner": "every"}),
)


def corpus(games: int, mixed: bool = False) -> list[GameRecord]:
    """``games`` self-played games, each written down at one knowledge level, the levels in turn.

    ``mixed``: each played under the rule sets of :data:`MIXED` in turn.
    """
    records = []
    for seed in range(games):
        table = TABLES[seed % len(TABLES)]
        if mixed:
            preset, variants = MIXED[seed // len(TABLES) // len(KINDS) % len(MIXED)]
            rules = RuleSet.from_variants(variants, preset)
            players, partners = PRESET_TABLES.get(preset, (table.players, table.partnerships))
            table = Table(players, partners, rules)  # fiveup: two partnerships of two (R25)
        kind = KINDS[seed // len(TABLES) % len(KINDS)]
        if table.rules.muggins is Muggins.ON and kind == "random":
            kind = "careless"  # a muggins club's records hold claims missed and calls made (R23)
        played = play_game(table, seed, kind)
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


def validate(path: Path, jobs: int, fast: bool = True) -> Callable[[], object]:
    """Every game of a file read and checked, as ``allfives validate`` does (``fast``: the fast path on)."""

    def run() -> None:
        os.environ["ALLFIVES_FAST"] = "1" if fast else "0"
        try:
            reports = [report for _, report in check_files([str(path)], jobs=jobs, keep_records=False)]
        finally:
            os.environ.pop("ALLFIVES_FAST", None)
        assert all(report.valid for report in reports), "the corpus must be valid"

    return run


def in_turn(one: Callable[[], object], many: Callable[[], object], runs: int) -> list[float]:
    """How many times faster ``many`` runs than ``one``, each timed right after the other, ``runs`` times."""
    gains = []
    for _ in range(runs):
        alone = median_rate(one, 1, 1)  # runs per second
        gains.append(median_rate(many, 1, 1) / alone)
    return gains


def _timed(path: Path) -> float:
    """Seconds one process takes to validate ``path`` (run in a process of a pool)."""
    started = time.perf_counter()
    validate(path, 1)()
    return time.perf_counter() - started


def side_by_side(path: Path, jobs: int, runs: int) -> list[float]:
    """How many times one process's turns/s ``jobs`` independent one-process runs make together.

    Each time, one run alone, then ``jobs`` at once, each in a process of its own that shares
    nothing with the others: what the machine itself allows ``jobs`` processes (shared caches,
    memory, other load), whatever ``--jobs`` costs on top.
    """
    gains = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(int, range(jobs)))  # the processes started before anything is timed
        for _ in range(runs):
            alone = _timed(path)
            together = list(pool.map(_timed, [path] * jobs))
            gains.append(jobs * alone / max(together))
    return gains


def fast_share(afn: Path, jsonl: Path, games: int) -> tuple[float, float]:
    """The share of the corpus's games the fast path vouches for, in text and in JSON Lines.

    Counted as ``allfives validate`` meets them: a batch at a time, through the one boundary
    (``stream.checking``), which asks the fast path again after a game it left.
    """
    shares = []
    for path in (afn, jsonl):
        with fast_path_counted() as taken, mock.patch.dict(os.environ, {"ALLFIVES_FAST": "1"}):
            for _ in check_files([str(path)], keep_records=False):
                pass
        shares.append(taken[0] / games)
    return shares[0], shares[1]


def main() -> None:
    """Build both corpora, time each step in one run, print the figures and the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=0, help="also time full validation in N processes")
    parser.add_argument(
        "--rule-sets",
        choices=("default", "mixed"),
        default="default",
        help="the rule book's defaults only, or the rule sets of other rule books in turn too",
    )
    parser.add_argument(
        "--pairs",
        type=int,
        default=5,
        help="with --jobs: N processes against one, timed in turn so many times",
    )
    args = parser.parse_args()
    records = corpus(args.games, mixed=args.rule_sets == "mixed")
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
        if args.rule_sets == "mixed":
            kinds = Counter(str(game.rules) for game in records)
            print(f"  rule sets: {dict(kinds)}")
        print(f"  text {len(text) / 2**20:.1f} MiB, JSON Lines {len(lines) / 2**20:.1f} MiB")
        print(f"python-chess {chess.__version__}: {chess_games:,} random games, {plies:,} plies")
        in_text, in_lines = fast_share(afn, jsonl, len(records))
        build = "compiled (mypyc)" if compiled() else "pure Python"
        print(f"fast path: {build}; it takes {in_text:.1%} of the games in text, {in_lines:.1%} in JSONL")
        steps: dict[str, Callable[[], object]] = {
            "text, parse only": lambda: list(read_games(text)),
            "text, full validation": validate(afn, 1),
            "text, full validation, reference alone": validate(afn, 1, fast=False),
            "JSON Lines, parse only": lambda: list(read_json_games(lines)),
            "JSON Lines, full validation": validate(jsonl, 1),
            "JSON Lines, full validation, reference alone": validate(jsonl, 1, fast=False),
        }
        if args.jobs > 1:
            steps[f"text, full validation, {args.jobs} processes"] = validate(afn, args.jobs)
            steps[f"JSON Lines, full validation, {args.jobs} processes"] = validate(jsonl, args.jobs)
        chess_rate = median_rate(lambda: read_pgn(pgn), plies, args.runs)
        print(f"{'python-chess read_game (legal replay)':<46} {chess_rate:>10,.0f} plies/s   1.00x  (first)")
        for name, work in steps.items():
            rate = median_rate(work, turns, args.runs)
            after = median_rate(lambda: read_pgn(pgn), plies, args.runs)
            anchor = (chess_rate + after) / 2  # python-chess just before and just after this step
            print(f"{name:<46} {rate:>10,.0f} turns/s  {rate / anchor:5.2f}x  (python-chess {anchor:,.0f})")
            chess_rate = after
        if args.jobs > 1:
            for form, path in (("text", afn), ("JSON Lines", jsonl)):
                gains = in_turn(validate(path, 1), validate(path, args.jobs), args.pairs)
                shown = ", ".join(f"{gain:.2f}" for gain in gains)
                print(
                    f"{form}, {args.jobs} processes against one, in turn: "
                    f"{statistics.median(gains):.2f}x one process's turns/s (median of {shown})"
                )
                apart = side_by_side(path, args.jobs, args.pairs)
                shown = ", ".join(f"{gain:.2f}" for gain in apart)
                print(
                    f"{form}, {args.jobs} independent processes at once against one alone: "
                    f"{statistics.median(apart):.2f}x one process's turns/s (median of {shown}): "
                    "what this machine allows"
                )


if __name__ == "__main__":
    main()
