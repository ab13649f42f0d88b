"""Where hidden tiles may be: the bitmask matching and the pip search, one for every checker of a hand.

A hand with hidden tiles is consistent when each place a tile can start (a seat's hand, a
boneyard position, the rest of the boneyard) gets its own tile from those allowed there: a
perfect matching (the design note on hidden information). Both the reference
(:class:`allfives_notation.check.hidden.HiddenHand`) and the fast path
(:mod:`allfives_notation.fast.matching`) ask it here, with the allowed tiles as masks, and
pick the tiles a hidden hand may end with (:func:`hands_of`) the same way. ``setup.py``
compiles it with mypyc; the same source runs as pure Python.
"""

from __future__ import annotations

from collections.abc import Iterator

from allfives_notation.engine.tiles import PIPS


def hands_of(could: int, count: int, wanted: frozenset[int] | None) -> Iterator[tuple[int, int]]:
    """Each ``count`` tiles of ``could`` (mask, pip total) with a total in ``wanted`` (None: any)."""
    if wanted is not None and not wanted:
        return
    tiles = sorted((t for t in range(28) if could >> t & 1), key=PIPS.__getitem__)
    weights = [PIPS[t] for t in tiles]
    low = min(wanted) if wanted is not None else 0
    high = max(wanted) if wanted is not None else 12 * count
    yield from _pick(tiles, weights, 0, count, 0, 0, low, high, wanted)


def _pick(
    tiles: list[int],
    weights: list[int],
    start: int,
    count: int,
    mask: int,
    made: int,
    low: int,
    high: int,
    wanted: frozenset[int] | None,
) -> Iterator[tuple[int, int]]:
    """``count`` more of ``tiles`` from ``start`` on (``weights`` their pips, rising), added to ``mask``."""
    if count == 0:
        if wanted is None or made in wanted:
            yield mask, made
        return
    n = len(tiles)
    for i in range(start, n - count + 1):
        lightest = made + sum(weights[i : i + count])
        if lightest > high:
            return  # the tiles go in pip order: every later choice is heavier
        if made + weights[i] + sum(weights[n - count + 1 :]) < low:
            continue
        chosen = mask | 1 << tiles[i]
        yield from _pick(tiles, weights, i + 1, count - 1, chosen, made + weights[i], low, high, wanted)


def perfect_matching(slots: list[int]) -> bool:
    """Whether each slot (a mask of the tiles it may take) gets its own tile: Kuhn's augmenting paths."""
    owner = [-1] * 28  # tile -> slot
    taken = 0
    left_over = []
    for slot, mask in enumerate(slots):
        free = mask & ~taken
        if free:
            low = free & -free
            owner[low.bit_length() - 1] = slot
            taken |= low
        else:
            left_over.append(slot)
    return all(_augment(slot, slots, owner, [0]) for slot in left_over)


def _augment(slot: int, slots: list[int], owner: list[int], seen: list[int]) -> bool:
    mask = slots[slot] & ~seen[0]
    while mask:
        low = mask & -mask
        seen[0] |= low
        tile = low.bit_length() - 1
        if owner[tile] < 0 or _augment(owner[tile], slots, owner, seen):
            owner[tile] = slot
            return True
        mask &= ~seen[0]
    return False
