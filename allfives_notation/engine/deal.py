"""Reproducible deals from an integer seed, by an algorithm fixed here for good.

The contract (the same seed and rules give the same deal on any machine, in any later
version):

1. A hand's random stream is SplitMix64 (Steele, Lea and Flood 2014) started from
   ``state = (seed + hand_number * 0x9E3779B97F4A7C15) mod 2**64``. Each step adds
   ``0x9E3779B97F4A7C15`` to the state and returns
   ``z = state; z = (z ^ z>>30) * 0xBF58476D1CE4E5B9; z = (z ^ z>>27) * 0x94D049BB133111EB;
   z ^ z>>31``, all modulo 2**64.
2. A number below ``n`` is drawn without bias: take steps until one is below
   ``2**64 - 2**64 % n``, and return it modulo ``n``.
3. The 28 tiles start in id order (0-0, 1-0, ..., 6-0, 1-1, ..., 6-6). Fisher-Yates from
   the top: for ``i`` from 27 down to 1, swap position ``i`` with position ``below(i + 1)``.
4. Seat 1 takes the first hand-size tiles of the shuffled row, seat 2 the next, and so
   on; the tiles left are the boneyard, drawn in the order they lie.
5. The next number, ``below(players)``, names the leader whenever the rules leave the
   lead to chance (R5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from allfives_notation.engine.rules import Table
from allfives_notation.engine.tiles import TILE_COUNT, TILES, Tile
from allfives_notation.errors import DealError

MASK64: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15


class SplitMix64:
    """The SplitMix64 generator: small, fast, and the same in every language."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        """The next 64-bit number."""
        self.state = z = (self.state + _GOLDEN) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number from 0 to ``n - 1``, every one equally likely."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next()
            if x < limit:
                return x % n


def check_seed(seed: int) -> int:
    """Accept a seed from 0 to 2**64 - 1."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MASK64:
        raise DealError(f"a deal seed is a whole number from 0 to {MASK64}, not {seed!r}")
    return seed


def hand_stream(seed: int, hand_number: int) -> SplitMix64:
    """The random stream of hand ``hand_number`` of the game with this seed."""
    return SplitMix64(check_seed(seed) + hand_number * _GOLDEN)


@dataclass(frozen=True, slots=True)
class Deal:
    """Each seat's hand, the boneyard in draw order, and the leader chance would pick."""

    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    random_leader: int


def deal(table: Table, seed: int, hand_number: int = 1, thrown_in: int = 0) -> Deal:
    """Shuffle and deal hand ``hand_number`` of the game with ``seed`` (see the module text).

    ``thrown_in``: how many deals of this hand were thrown in before it (R24); each deal
    again shuffles the tiles, in order, from the same stream.
    """
    stream = hand_stream(seed, hand_number)
    row = list(range(TILE_COUNT))
    for _ in range(thrown_in + 1):
        for i in range(TILE_COUNT - 1, 0, -1):
            j = stream.below(i + 1)
            row[i], row[j] = row[j], row[i]
    size = table.hand_size
    hands = tuple(
        tuple(TILES[t] for t in row[seat * size : (seat + 1) * size]) for seat in range(table.players)
    )
    boneyard = tuple(TILES[t] for t in row[table.players * size :])
    return Deal(hands, boneyard, stream.below(table.players))
