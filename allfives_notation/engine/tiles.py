"""Tiles of the double-six set (R1), as values and as compact ids 0-27 with bitmasks."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Final

from allfives_notation.errors import TileError

HIGHEST_PIP: Final = 6
TILE_COUNT: Final = 28
ALL_TILES_MASK: Final = (1 << TILE_COUNT) - 1

_TILE_TEXT = re.compile(r"\s*(\d+)\s*[-|:]\s*(\d+)\s*", re.ASCII)


def _tile_id(low: int, high: int) -> int:
    """Ids run 0-0, 0-1, ..., 0-6, 1-1, ..., 6-6: low half first, then high half."""
    return 7 * low - low * (low - 1) // 2 + (high - low)


#: ``HALVES[id]`` is ``(low, high)``.
HALVES: Final[tuple[tuple[int, int], ...]] = tuple((low, high) for low in range(7) for high in range(low, 7))
#: ``PIPS[id]`` is the tile's pip total.
PIPS: Final[tuple[int, ...]] = tuple(low + high for low, high in HALVES)
#: ``IS_DOUBLE[id]``.
IS_DOUBLE: Final[tuple[bool, ...]] = tuple(low == high for low, high in HALVES)
#: ``SUIT_MASK[n]`` has a bit for every tile with a half of ``n`` pips.
SUIT_MASK: Final[tuple[int, ...]] = tuple(
    sum(1 << i for i, (low, high) in enumerate(HALVES) if n in (low, high)) for n in range(7)
)
#: ``OTHER_HALF[id][n]`` is the half left exposed when the tile is matched on ``n``, else -1.
OTHER_HALF: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple((high if n == low else low) if n in (low, high) else -1 for n in range(7)) for low, high in HALVES
)


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One tile of the double-six set; ``Tile(5, 3) == Tile(3, 5)`` (R1)."""

    low: int
    high: int
    id: int = field(init=False, repr=False, compare=False)  # compact id 0-27: 0-0 is 0, 6-6 is 27

    def __post_init__(self) -> None:
        low, high = self.low, self.high
        if (
            not (isinstance(low, int) and isinstance(high, int))
            or isinstance(low, bool)
            or isinstance(high, bool)
        ):
            raise TileError(f"a tile has two whole numbers of pips, not {low!r} and {high!r}")
        if not (0 <= low <= HIGHEST_PIP and 0 <= high <= HIGHEST_PIP):
            raise TileError(
                f"{max(low, high)}-{min(low, high)} is not a tile of the double-six set:"
                f" each half has 0 to {HIGHEST_PIP} pips"
            )
        if low > high:
            low, high = high, low
            object.__setattr__(self, "low", low)
            object.__setattr__(self, "high", high)
        object.__setattr__(self, "id", _tile_id(low, high))

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read a tile written as ``5-3`` (also ``5|3`` or ``5:3``), either way round."""
        found = _TILE_TEXT.fullmatch(text)
        if found is None:
            raise TileError(f"expected a tile such as 5-3, found {text!r}")
        return cls(int(found[1]), int(found[2]))

    @classmethod
    def from_id(cls, tile_id: int) -> Tile:
        """The tile with compact id ``tile_id`` (0-27)."""
        if not 0 <= tile_id < TILE_COUNT:
            raise TileError(f"tile ids run from 0 to 27, not {tile_id}")
        return TILES[tile_id]

    @property
    def pips(self) -> int:
        """Total pips on the tile."""
        return self.low + self.high

    @property
    def is_double(self) -> bool:
        """Both halves the same (R13)."""
        return self.low == self.high

    def has(self, pips: int) -> bool:
        """Whether one half shows ``pips``."""
        return pips in (self.low, self.high)

    def other_half(self, pips: int) -> int:
        """The half left exposed when this tile is matched on ``pips``."""
        other = OTHER_HALF[self.id][pips] if 0 <= pips <= HIGHEST_PIP else -1
        if other < 0:
            raise TileError(f"{self} has no half with {pips} pips")
        return other

    def __hash__(self) -> int:
        return self.id

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile.parse({str(self)!r})"


#: Every tile, indexed by id.
TILES: Final[tuple[Tile, ...]] = tuple(Tile(low, high) for low, high in HALVES)
#: Every double, lightest first.
DOUBLES: Final[tuple[Tile, ...]] = tuple(t for t in TILES if t.is_double)


def tiles_of(mask: int) -> tuple[Tile, ...]:
    """The tiles whose bits are set in ``mask``, in id order."""
    return tuple(TILES[i] for i in range(TILE_COUNT) if mask >> i & 1)


#: The id of a tile, as a function (for ``map``).
tile_id: Final = attrgetter("id")


def mask_of(tiles: Iterable[Tile]) -> int:
    """The bitmask of an iterable of tiles."""
    mask = 0
    for tile in tiles:
        mask |= 1 << tile.id
    return mask


#: ``_PIPS_BY_SEVEN[k][bits]``: pips of the tiles with ids 7k to 7k+6 whose bits are set.
_PIPS_BY_SEVEN: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sum(PIPS[7 * k + i] for i in range(7) if bits >> i & 1) for bits in range(128)) for k in range(4)
)


def pips_of(mask: int) -> int:
    """Total pips of the tiles in ``mask``."""
    a, b, c, d = _PIPS_BY_SEVEN
    return a[mask & 127] + b[mask >> 7 & 127] + c[mask >> 14 & 127] + d[mask >> 21 & 127]
