"""Players that see what they should not, to bound what the analyst could reach: ``oracle`` and ``seer``.

- ``oracle`` sees every hand and the boneyard's order, and its margin mixes seeing the
  tiles with its exact search. Each option is searched exactly where the rest of the hand
  fits in 20,000 positions (two sides), else played out on the true deal as the analyst's
  play-outs play (wary, weight 0.5, or ``oracle:WEIGHT``).
- ``seer`` is the ``analyst`` itself, with the same search and settings, seeing every
  other hand but not the boneyard's order: what a perfect reading of the hidden hands
  would give the analyst (``seer:SETTING``, as for ``analyst``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from allfives_notation.analysis.board import OpenHand, Rules, played_out
from allfives_notation.analysis.knowledge import KnownPosition, Slot, position_in
from allfives_notation.analysis.players import ANALYSIS_PLAYERS, AnalystPlayer, _compact
from allfives_notation.analysis.search import WARY, _TooBigError, exact_values, gain
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.moves import Placement
from allfives_notation.engine.players import PlayerMaker
from allfives_notation.engine.tiles import ALL_TILES_MASK, mask_of, tile_id

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
        root = OpenHand(rules, hand.layout.copy(), list(hand.held), boneyard, hand.drawable, me, 0, start[:])
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


class SeerPlayer(AnalystPlayer):
    """The ``analyst`` as it is, but seeing every other hand: only the boneyard's order is sampled.

    What the best reading of the hidden hands could give the analyst's search, and no more:
    the deals it searches hold each other seat's true tiles, with the boneyard still to draw
    in a uniformly random order (``seer:SETTING``, the analyst's settings; reading is moot).
    """

    def position(self, hand: Hand) -> KnownPosition:
        """The seat to move's position, with every other hand known: only the boneyard's order is not."""
        others = [
            Slot(s, bin(mask).count("1"), mask) for s, mask in enumerate(hand.held) if s != hand.seat and mask
        ]
        boneyard = mask_of(hand.boneyard_left())
        rest = [Slot(-1, bin(boneyard).count("1"), boneyard)] if boneyard else []
        mine = (
            ALL_TILES_MASK & ~boneyard & ~sum(slot.allowed for slot in others)
        )  # its own, every tile placed
        slots = (Slot(hand.seat, bin(mine).count("1"), mine), *others, *rest)
        return replace(position_in(hand), slots=slots, groups=slots, read=None)


#: The players a match here may name: the analysis's, and these two that see what they should not.
MAKERS: dict[str, PlayerMaker] = {**ANALYSIS_PLAYERS, "oracle": OraclePlayer, "seer": SeerPlayer}
