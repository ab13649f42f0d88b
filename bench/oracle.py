"""Benchmark: what seeing every tile is worth; an ``oracle`` player for bench/strength.py's matches.

The oracle sees every hand and the boneyard's order. It cheats: it is here only to bound
what the ``analyst`` could reach, and its margin mixes seeing the tiles with its exact
search. Each option is searched exactly where the rest of the hand fits in 20,000
positions (two sides), else played out on the true deal as the analyst's play-outs play
(wary, weight 0.5, or ``oracle:WEIGHT``). Every other argument is bench/strength.py's:

    python bench/oracle.py --a oracle --b greedy --games 20
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package first

import strength  # bench/strength.py, beside this file

from allfives_notation.analysis.board import Deal, Rules, board_of, played_out
from allfives_notation.analysis.players import _compact
from allfives_notation.analysis.search import WARY, _TooBigError, exact_values, gain
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.moves import Placement
from allfives_notation.engine.players import SET_PLAYERS
from allfives_notation.engine.tiles import tile_id

EXACT_NODES = 20_000


class OraclePlayer:
    """Plays the option worth most on the true deal: exact search where small enough, else a play-out."""

    def __init__(self, seed: int, setting: str | None = None) -> None:
        self.wary = WARY if not setting else float(setting)

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """The best option with every tile seen."""
        if len(options) == 1:
            return options[0]
        me = hand.seat
        rules = Rules.of(hand.table)
        start = list(hand.scores)
        boneyard = [tile_id(tile) for tile in hand.boneyard_left()]
        root = Deal(rules, board_of(hand.layout), list(hand.held), boneyard, hand.drawable, me, 0, start[:])
        compact = [_compact(option) for option in options]
        if rules.sides == 2:
            try:
                values, wins = exact_values(root, compact, EXACT_NODES)
            except _TooBigError:
                pass
            else:
                first = wins if wins is not None else values
                return options[max(range(len(options)), key=lambda i: (first[i], values[i], -i))]
        side = hand.table.seat_sides[me]
        gains = [gain(start, played_out(root, tile, arm, self.wary).scores, side) for tile, arm in compact]
        return options[max(range(len(options)), key=lambda i: (gains[i], -i))]


SET_PLAYERS["oracle"] = OraclePlayer

if __name__ == "__main__":
    strength.main()
