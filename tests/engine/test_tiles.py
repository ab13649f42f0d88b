"""R1: the double-six set, tiles either way round, compact ids and masks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from allfives_notation.engine.tiles import (
    DOUBLES,
    PIPS,
    SUIT_MASK,
    TILES,
    Tile,
    mask_of,
    pips_of,
    tiles_of,
)
from allfives_notation.errors import AllFivesError, TileError

halves = st.integers(min_value=0, max_value=6)


def test_R1_the_set_has_28_distinct_tiles_and_7_doubles() -> None:
    assert len(TILES) == 28
    assert len(set(TILES)) == 28
    assert {(t.low, t.high) for t in TILES} == {(a, b) for a in range(7) for b in range(a, 7)}
    assert [str(d) for d in DOUBLES] == ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]


@given(halves, halves)
def test_R1_a_tile_is_the_same_either_way_round(a: int, b: int) -> None:
    assert Tile(a, b) == Tile(b, a)
    assert hash(Tile(a, b)) == hash(Tile(b, a))
    assert Tile.parse(f"{a}-{b}") == Tile.parse(f"{b}-{a}") == Tile(a, b)
    assert Tile(a, b).is_double == (a == b)


@given(halves, halves)
def test_R1_text_round_trip_and_repr_pastes_back(a: int, b: int) -> None:
    tile = Tile(a, b)
    assert Tile.parse(str(tile)) == tile
    assert eval(repr(tile), {"Tile": Tile}) == tile


@pytest.mark.parametrize("text", ["5|3", " 5 - 3 ", "3:5"])
def test_R1_parse_accepts_common_separators(text: str) -> None:
    assert Tile.parse(text) == Tile(5, 3)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("7-2", "7-2 is not a tile of the double-six set"),
        ("5", "expected a tile such as 5-3"),
        ("a-b", "such as 5-3"),
    ],
)
def test_R1_not_a_tile(text: str, words: str) -> None:
    with pytest.raises(TileError, match=words) as caught:
        Tile.parse(text)
    assert isinstance(caught.value, AllFivesError)
    assert caught.value.rule == "R1"


@pytest.mark.parametrize(("low", "high"), [(7, 2), (-1, 3), (0, 10)])
def test_R1_constructor_refuses_halves_outside_0_to_6(low: int, high: int) -> None:
    with pytest.raises(TileError):
        Tile(low, high)


def test_R1_ids_run_in_order_and_match_the_table() -> None:
    assert [t.id for t in TILES] == list(range(28))
    assert Tile(0, 0).id == 0 and Tile(6, 6).id == 27
    assert tuple(sorted(TILES)) == TILES
    assert Tile.from_id(20) == Tile(3, 5)
    with pytest.raises(TileError):
        Tile.from_id(28)


def test_R1_suits_and_pips() -> None:
    for pip in range(7):
        assert tiles_of(SUIT_MASK[pip]) == tuple(t for t in TILES if t.has(pip))
        assert len(tiles_of(SUIT_MASK[pip])) == 7
    assert [PIPS[t.id] for t in TILES] == [t.pips for t in TILES]
    assert Tile(5, 3).other_half(5) == 3
    with pytest.raises(TileError, match="no half with 4"):
        Tile(5, 3).other_half(4)


@given(st.sets(st.sampled_from(TILES)))
def test_masks_round_trip_and_count_pips(tiles: set[Tile]) -> None:
    mask = mask_of(tiles)
    assert set(tiles_of(mask)) == tiles
    assert pips_of(mask) == sum(t.pips for t in tiles)


def test_R1_only_plain_digits_and_whole_numbers_make_tiles() -> None:
    with pytest.raises(TileError):
        Tile(3, True)
    with pytest.raises(TileError, match="expected a tile such as 5-3"):
        Tile.parse("٣-٤")  # Arabic-Indic digits are not pips
