"""The sampler of unseen tiles: no deal the record contradicts; frequencies as exact enumeration gives."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.knowledge import KnownPosition, position_in
from allfives_notation.analysis.sampler import Sampler
from allfives_notation.engine import RuleSet, Table
from allfives_notation.engine.deal import deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.players import GreedyPlayer, RandomPlayer
from allfives_notation.engine.tiles import TILE_COUNT


def positions(table: Table, seed: int, stop: int) -> list[tuple[Hand, KnownPosition]]:
    """Play the first hand of a game with ``seed`` (random players); each decision's hand and position.

    The hand is copied at each decision (by replaying), so it shows the truth at that moment.
    """
    game = Game(table)
    dealt = deal(table, seed, 1)
    hand = game.new_hand(dealt.hands, dealt.boneyard, dealt.random_leader)
    players = [RandomPlayer(seed + s) if s % 2 else GreedyPlayer() for s in range(table.players)]
    out: list[tuple[Hand, KnownPosition]] = []
    while hand.result is None and len(out) < stop:
        options = hand.legal_placements()
        if options:
            if hand.layout.lead >= 0:
                out.append((_copy(hand), position_in(hand)))
            choice = players[hand.seat].choose(hand, options)
            hand.play(choice.tile, choice.arm)
        elif hand.drawable:
            hand.draw()
        else:
            hand.pass_turn()
    return out


def _copy(hand: Hand) -> Hand:
    from allfives_notation.engine.selfplay import compact_moves

    copy = Hand(hand.table, hand.dealt, hand.boneyard, hand.leader, scores=[0] * hand.table.sides)
    copy.apply(compact_moves(hand.moves))
    return copy


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 5000), players=st.sampled_from([2, 3, 4]), reserve=st.sampled_from([0, 1]))
def test_R8_R9_a_sampled_deal_never_contradicts_the_record(seed: int, players: int, reserve: int) -> None:
    table = Table(players, rules=RuleSet(boneyard_reserve=reserve))
    rng = random.Random(seed)
    for truth, position in positions(table, seed, 40):
        sampler = Sampler(position)
        for _ in range(5):
            held, boneyard = sampler.draw(rng)
            me = position.seat
            assert held[me] == truth.held[me]
            seen = position.placed | held[me]
            everything = 0
            for seat, mask in enumerate(held):
                assert bin(mask).count("1") == position.counts[seat] == len(truth.hand_of(seat))
                assert not mask & everything
                everything |= mask
            for tile in boneyard:
                assert not everything >> tile & 1
                everything |= 1 << tile
            assert everything | position.placed == (1 << TILE_COUNT) - 1
            assert not (everything & ~held[me]) & seen
            assert len(boneyard) == len(truth.boneyard_left())
        # every tile the truth puts somewhere, the record allows there
        for seat in range(players):
            for tile in range(TILE_COUNT):
                if seat != position.seat and truth.held[seat] >> tile & 1:
                    assert any(slot.holder == seat and slot.allowed >> tile & 1 for slot in position.slots)
        for tile in truth.boneyard_left():
            assert any(slot.holder < 0 and slot.allowed >> tile.id & 1 for slot in position.slots)


def _exact(position: KnownPosition) -> Counter[tuple[int, ...]]:
    """Every way of filling the slot groups (check/hidden.py's, unmerged), counted by who holds what now."""
    counts: Counter[tuple[int, ...]] = Counter()
    tiles = list(range(TILE_COUNT))
    groups = [(slot.holder, slot.size, slot.allowed) for slot in position.groups]
    room = [size for _, size, _ in groups]
    holders = [holder for holder, _, _ in groups]

    def fill(i: int, held: list[int]) -> None:
        if i == len(tiles):
            if not any(room):
                counts[tuple(mask & ~position.placed for mask in held)] += 1
            return
        tile = tiles[i]
        for g, (_, _, allowed) in enumerate(groups):
            if room[g] and allowed >> tile & 1:
                room[g] -= 1
                holder = holders[g]
                if holder >= 0:
                    held[holder] |= 1 << tile
                fill(i + 1, held)
                if holder >= 0:
                    held[holder] &= ~(1 << tile)
                room[g] += 1

    fill(0, [0] * position.table.players)
    return counts


def late_positions(count: int) -> list[tuple[Hand, KnownPosition]]:
    """Late two-player decisions with few unseen tiles (5 to 9), more than one deal fitting them."""
    found: list[tuple[Hand, KnownPosition]] = []
    seed = 0
    while len(found) < count:
        late = [
            (truth, position)
            for truth, position in positions(Table(2), seed, 60)
            if 5 <= TILE_COUNT - bin(position.placed | position.held).count("1") <= 9
            and position.counts[1 - position.seat] >= 2
            and len(_exact(position)) >= 2
        ]
        found.extend(late[-1:])
        seed += 1
    return found


@pytest.mark.parametrize("which", [0, 1, 2])
def test_the_sampler_draws_each_consistent_deal_as_often_as_exact_enumeration_says(which: int) -> None:
    # Late in a two-player hand the unseen tiles are few enough to count every deal that fits.
    truth, position = late_positions(3)[which]
    exact = _exact(position)
    total = sum(exact.values())
    assert len(exact) >= 2  # a real choice among deals
    sampler = Sampler(position)
    rng = random.Random(which)
    draws = 4000
    seen: Counter[tuple[int, ...]] = Counter(tuple(sampler.draw(rng)[0]) for _ in range(draws))
    assert set(seen) <= set(exact)
    assert truth.held[1 - position.seat] in {deal_[1 - position.seat] for deal_ in exact}
    for deal_, ways in exact.items():
        p = ways / total
        sigma = (p * (1 - p) / draws) ** 0.5
        assert abs(seen[deal_] / draws - p) <= 4.5 * sigma + 1e-9, (deal_, seen[deal_], p)
