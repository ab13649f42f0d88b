"""Benchmark: how strong the self-play players are against each other, and how fast they look ahead.

Plays seeded games of one kind of player against another at one table, each deal with
the seats swapped (two players: A-B and B-A; partnerships: A-B-A-B and B-A-B-A; three
players: A against two Bs, A in each seat in turn), and reports

- A's share of the games won, with its 95% Wilson interval;
- the average points per hand of each side (A's seats, B's seats), end-of-hand scoring included;
- seconds per game of one process, and placements searched per second (analysis players).

    python bench/strength.py --a analyst --b greedy --games 1000 --jobs 2
    python bench/strength.py --a analyst --b rollout:40 --games 1000 --jobs 2
    python bench/strength.py --a analyst --b greedy --players 4 --partners --games 200
    python bench/strength.py --a analyst --b greedy --players 3 --games 150

``--games`` counts games, not deals (a deal is played once per seating). ``--out FILE``
also writes one JSON line per game; ``--summarize FILE`` prints the figures of the games
such a file holds (the match is read from the file).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

from allfives_notation.analysis.players import ANALYSIS_PLAYERS
from allfives_notation.engine.players import PlayerMaker
from allfives_notation.testing.matches import match_of, one_game, seatings


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share."""
    if games == 0:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def main(makers: Mapping[str, PlayerMaker] = ANALYSIS_PLAYERS) -> None:
    """The match the command line asks for; ``makers`` names the kinds of player beyond the engine's."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--a", default="analyst", help="the player measured")
    parser.add_argument("--b", default="greedy", help="its opponent")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--partners", action="store_true")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="a JSON Lines file for every game, written as each ends")
    parser.add_argument("--summarize", metavar="FILE", help="only print the figures of the games FILE holds")
    args = parser.parse_args()
    if args.summarize:
        with open(args.summarize, encoding="utf-8") as held:
            done = [json.loads(line) for line in held if line.strip()]
        if not done:
            parser.error(f"{args.summarize} holds no game yet")
        given = [
            f"--{name}"
            for name in ("a", "b", "players", "partners", "seed")
            if getattr(args, name) != parser.get_default(name)
        ]
        if given:
            print(f"(the match is read from {args.summarize}; {', '.join(given)} not used)")
        summarize(done, *match_of(done), None)
        return
    if args.a == args.b:
        parser.error("--a and --b must be different kinds of player")
    kinds = seatings(args.a, args.b, args.players, args.partners)
    jobs = [
        (args.seed + number // len(kinds), kinds[number % len(kinds)], args.players, args.partners, args.a)
        for number in range(args.games)
    ]
    started = time.perf_counter()
    results = []
    out = open(args.out, "w", encoding="utf-8") if args.out else None  # noqa: SIM115 (written as games end)
    try:
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                for result in pool.map(partial(one_game, makers=makers), jobs, chunksize=2):
                    results.append(result)
                    if out is not None:
                        out.write(json.dumps(result) + "\n")
                        out.flush()
        else:
            for job in jobs:
                result = one_game(job, makers)
                results.append(result)
                if out is not None:
                    out.write(json.dumps(result) + "\n")
                    out.flush()
    finally:
        if out is not None:
            out.close()
    wall = time.perf_counter() - started
    summarize(results, args.a, args.b, args.players, args.partners, args.seed, wall)


def summarize(
    results: list[dict[str, Any]], a: str, b: str, players: int, partners: bool, seed: int, wall: float | None
) -> None:
    """Print the figures of the games played (all of them, or those a --out file holds so far)."""
    games = len(results)
    wins = sum(r["a_won"] for r in results)
    low, high = wilson(wins, games)
    hands = sum(r["hands"] for r in results)
    a_points = sum(sum(r["points"][s] for s in r["a_sides"]) / len(r["a_sides"]) for r in results)
    b_points = sum(
        sum(p for s, p in enumerate(r["points"]) if s not in r["a_sides"])
        / (len(r["points"]) - len(r["a_sides"]))
        for r in results
    )
    seconds = sum(r["seconds"] for r in results)
    placements = sum(r["placements"] for r in results)
    table = f"{players} players" + (" in partnerships" if partners else "")
    print(f"{a} against {b}, {table}, default rules, {games} games (seeds from {seed}, seats swapped)")
    share = f"{100 * wins / games:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f})"
    print(f"  {a} won {wins} of {games}: {share}")
    print(f"  points per hand per side: {a} {a_points / hands:.1f}, {b} {b_points / hands:.1f}")
    clock = "" if wall is None else f"; {wall:.0f} s on the clock"
    print(f"  {seconds / games:.2f} s per game of one process (CPU time){clock}")
    if placements:
        print(f"  {placements / seconds:,.0f} placements searched per second of CPU")


if __name__ == "__main__":
    main()
