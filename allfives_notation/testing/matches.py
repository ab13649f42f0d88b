"""Matches of one kind of player against another: the seatings of a deal, one game, a match read back."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from allfives_notation.analysis.board import PLACED
from allfives_notation.analysis.players import ANALYSIS_PLAYERS
from allfives_notation.engine import Table, play_game
from allfives_notation.engine.players import PlayerMaker


def seatings(a: str, b: str, players: int, partners: bool) -> list[tuple[str, ...]]:
    """The seatings every deal is played with: A in each place in turn."""
    if partners:
        return [(a, b, a, b), (b, a, b, a)]
    return [tuple(a if seat == place else b for seat in range(players)) for place in range(players)]


def one_game(
    job: tuple[int, tuple[str, ...], int, bool, str], makers: Mapping[str, PlayerMaker] = ANALYSIS_PLAYERS
) -> dict[str, Any]:
    """Play one game; what a match needs of it, as a JSON object."""
    seed, kinds, players, partners, a = job
    table = Table(players, partners)
    PLACED[0] = 0
    started = time.process_time()
    game = play_game(table, seed, kinds, makers=makers)
    spent = time.process_time() - started
    a_sides = sorted({table.side_of(s) for s, kind in enumerate(kinds) if kind == a})
    points = [0] * table.sides
    previous = [0] * table.sides
    for hand in game.hands:
        for side, score in enumerate(hand.result.scores):
            points[side] += score - previous[side]
        previous = list(hand.result.scores)
    return {
        "seed": seed,
        "kinds": list(kinds),
        "winner": game.winner,
        "a_won": game.winner in a_sides,
        "a_sides": a_sides,
        "hands": len(game.hands),
        "points": points,
        "seconds": spent,
        "placements": PLACED[0],
    }


def match_of(results: list[dict[str, Any]]) -> tuple[str, str, int, bool, int]:
    """(A, B, players, partnerships, first seed) of the games a --out file holds, as they were played."""
    first = results[0]["kinds"]  # the first game seats A first (seatings)
    a = first[0]
    b = next(kind for kind in first if kind != a)
    partners = len(first) == 4 and first == [a, b, a, b]
    return a, b, len(first), partners, min(r["seed"] for r in results)
