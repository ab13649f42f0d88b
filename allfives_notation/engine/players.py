"""Players for self-play: ``random`` picks any legal placement, ``greedy`` the one scoring most."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from allfives_notation.engine.deal import SplitMix64
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.moves import Placement


class Player(Protocol):
    """Chooses one of the legal placements; draws and passes are forced, so need no choice."""

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """Pick one of ``options`` (never empty) for the seat to move in ``hand``."""
        ...


class RandomPlayer:
    """Every legal placement equally likely, from its own SplitMix64 stream."""

    def __init__(self, seed: int) -> None:
        self._stream = SplitMix64(seed)

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """A uniformly random option."""
        return options[self._stream.below(len(options))]


class GreedyPlayer:
    """The placement that scores most now.

    Ties go to the heaviest tile (fewest pips left to be counted against us, R17), then
    to the tile with the higher half, then to the arm first in W, E, N, S order.
    """

    def __init__(self, seed: int = 0) -> None:
        del seed  # greedy play needs no chance; the argument keeps one signature for all players

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """The best option by points, then the tie-breaks above."""

        def value(option: Placement) -> tuple[int, int, int, int]:
            arm = -1 if option.arm is None else int(option.arm)
            return (hand.points_for(option), option.tile.pips, option.tile.high, -arm)

        return max(options, key=value)


PLAYERS: dict[str, type[RandomPlayer] | type[GreedyPlayer]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
}
