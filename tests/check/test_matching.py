"""The one hidden-tile matching (check/matching.py) against brute force, on sets small enough to try them all.

The validator and the fast path both ask it, so this is the check of it that does not go
through either: whether each slot can have its own tile, and which hands of a given size
and pip total a set of tiles holds.
"""

from __future__ import annotations

from itertools import combinations, permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.check.matching import hands_of, perfect_matching
from allfives_notation.engine.tiles import PIPS, TILE_COUNT


def _brute_matching(slots: list[int], tiles: int) -> bool:
    """Whether some choice of distinct tiles among the first ``tiles`` gives each slot one it allows."""
    return any(
        all(slot >> tile & 1 for slot, tile in zip(slots, chosen, strict=True))
        for chosen in permutations(range(tiles), len(slots))
    )


@settings(max_examples=400, deadline=None)
@given(data=st.data(), tiles=st.integers(1, 6))
def test_a_perfect_matching_is_found_exactly_when_one_exists(data: st.DataObject, tiles: int) -> None:
    count = data.draw(st.integers(1, tiles))
    slots = data.draw(st.lists(st.integers(0, (1 << tiles) - 1), min_size=count, max_size=count))
    assert perfect_matching(slots) == _brute_matching(slots, tiles)


def test_a_perfect_matching_of_all_28_tiles_to_28_slots() -> None:
    every = (1 << TILE_COUNT) - 1
    assert perfect_matching([every] * TILE_COUNT)
    assert perfect_matching([1 << t for t in reversed(range(TILE_COUNT))])
    assert not perfect_matching([1 << 0, 1 << 0] + [every] * (TILE_COUNT - 2))  # two slots want one tile
    assert perfect_matching([0b11, 0b01] + [1 << t for t in range(2, TILE_COUNT)])  # only by moving the first


@settings(max_examples=300, deadline=None)
@given(
    could=st.integers(0, (1 << TILE_COUNT) - 1),
    count=st.integers(0, 4),
    wanted=st.none() | st.frozensets(st.integers(0, 48), max_size=4),
)
def test_the_hands_of_a_size_and_pip_total_are_every_such_hand_once(
    could: int, count: int, wanted: frozenset[int] | None
) -> None:
    tiles = [t for t in range(TILE_COUNT) if could >> t & 1][:12]  # few enough to list every hand
    mask = sum(1 << t for t in tiles)
    expected = {
        (sum(1 << t for t in hand), sum(PIPS[t] for t in hand))
        for hand in combinations(tiles, count)
        if wanted is None or sum(PIPS[t] for t in hand) in wanted
    }
    found = list(hands_of(mask, count, wanted))
    assert len(found) == len(set(found))  # each hand once
    assert set(found) == expected
