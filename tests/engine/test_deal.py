"""R3, R4: dealing from a seed, pinned for good by golden values."""

from __future__ import annotations

import pytest

from allfives_notation.engine import RuleSet, Table, deal
from allfives_notation.engine.deal import SplitMix64, hand_stream
from allfives_notation.engine.hand import check_deal
from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.errors import DealError


def text(tiles: tuple[Tile, ...]) -> str:
    return " ".join(str(t) for t in tiles)


def test_splitmix64_matches_the_published_reference_outputs() -> None:
    stream = SplitMix64(0)
    assert [stream.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_below_is_in_range_and_refuses_nonsense() -> None:
    stream = SplitMix64(5)
    assert {stream.below(3) for _ in range(200)} == {0, 1, 2}
    with pytest.raises(ValueError):
        stream.below(0)


# Golden deals: these strings are the contract of deal(); changing them breaks every seed.
GOLDEN = {
    2: (
        ["4-4 2-0 6-6 6-2 2-2 4-0 4-3 0-0 2-1", "6-1 1-1 5-4 4-1 1-0 3-3 5-3 6-3 6-4"],
        "5-1 5-5 5-0 4-2 6-0 3-0 5-2 3-2 6-5 3-1",
    ),
    3: (
        ["4-4 2-0 6-6 6-2 2-2 4-0 4-3", "0-0 2-1 6-1 1-1 5-4 4-1 1-0", "3-3 5-3 6-3 6-4 5-1 5-5 5-0"],
        "4-2 6-0 3-0 5-2 3-2 6-5 3-1",
    ),
    4: (
        ["4-4 2-0 6-6 6-2 2-2", "4-0 4-3 0-0 2-1 6-1", "1-1 5-4 4-1 1-0 3-3", "5-3 6-3 6-4 5-1 5-5"],
        "5-0 4-2 6-0 3-0 5-2 3-2 6-5 3-1",
    ),
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_R3_R4_seed_2026_deals_the_golden_hands(players: int) -> None:
    dealt = deal(Table(players), seed=2026, hand_number=1)
    hands, boneyard = GOLDEN[players]
    assert [text(h) for h in dealt.hands] == hands
    assert text(dealt.boneyard) == boneyard
    assert dealt.random_leader == 0


def test_R3_hand_sizes_follow_the_rules_and_all_28_tiles_are_dealt() -> None:
    for table, size in [
        (Table(2), 9),
        (Table(3), 7),
        (Table(4), 5),
        (Table(2, rules=RuleSet.from_variants({"hand-size": "5"})), 5),
        (Table(2, rules=RuleSet.from_variants({"hand-size": "7-5"})), 7),
        (Table(3, rules=RuleSet.from_variants({"hand-size": "7-5"})), 5),
    ]:
        dealt = deal(table, seed=11)
        assert {len(h) for h in dealt.hands} == {size}
        assert len(dealt.boneyard) == 28 - size * table.players
        assert sorted([*dealt.boneyard, *(t for h in dealt.hands for t in h)]) == list(TILES)
        check_deal(table, dealt.hands, dealt.boneyard)


def test_deals_differ_by_seed_and_by_hand_but_not_by_run() -> None:
    table = Table(4)
    assert deal(table, 1, 1) == deal(table, 1, 1)
    assert deal(table, 1, 1).hands != deal(table, 2, 1).hands
    assert deal(table, 1, 1).hands != deal(table, 1, 2).hands
    assert hand_stream(1, 2).next() == hand_stream(1, 2).next()


@pytest.mark.parametrize("seed", [-1, 2**64, "7", True])
def test_seed_must_be_a_whole_number_from_0_to_2_64(seed: object) -> None:
    with pytest.raises(DealError, match="seed"):
        deal(Table(2), seed=seed)  # type: ignore[arg-type]


def test_R1_R3_check_deal_names_what_is_wrong() -> None:
    table = Table(4)
    good = deal(table, 3)
    hands = [list(h) for h in good.hands]
    with pytest.raises(DealError, match="seat 2 was dealt 4 tiles; each hand has 5"):
        check_deal(table, [hands[0], hands[1][:4], hands[2], hands[3]], [*good.boneyard, hands[1][4]])
    twice = [hands[0], [hands[0][0], *hands[1][1:]], hands[2], hands[3]]
    with pytest.raises(DealError, match=f"{hands[0][0]} is in seat 1's hand and in seat 2's hand"):
        check_deal(table, twice, [*good.boneyard, hands[1][0]])
    with pytest.raises(DealError, match="missing"):
        check_deal(table, hands, good.boneyard[:-1])
    with pytest.raises(DealError, match="needs 4 hands"):
        check_deal(table, hands[:3], good.boneyard)
