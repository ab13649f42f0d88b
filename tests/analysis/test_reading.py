"""Reading the other side as greedy players: a seat held no tile the greedy player would have placed first.

The reading narrows the deals the analysis samples (``Position.read``); it must never
rule out where a greedy player's tiles truly are, must only narrow, and gives way to
what the table showed wherever no deal fits it.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.board import board_of
from allfives_notation.analysis.knowledge import NotJudgedError, Position, greedy_first
from allfives_notation.analysis.sampler import Sampler, sampler_for
from allfives_notation.analysis.search import Settings, evaluate
from allfives_notation.engine import RuleSet, Table
from allfives_notation.engine.deal import deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.players import GreedyPlayer
from allfives_notation.engine.tiles import TILE_COUNT, TILES
from tests.analysis.test_search import decisions


def _tables() -> st.SearchStrategy[Table]:
    spinner = st.sampled_from(["standard", "open", "none"])
    return st.builds(
        lambda players, partners, spin: Table(
            players, partners and players == 4, rules=RuleSet.from_variants({"spinner": spin})
        ),
        st.sampled_from([2, 3, 4]),
        st.booleans(),
        spinner,
    )


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), table=_tables())
def test_greedy_first_names_every_tile_the_engines_greedy_player_would_have_placed_first(
    seed: int, table: Table
) -> None:
    game = Game(table)
    dealt = deal(table, seed, 1)
    hand = game.new_hand(dealt.hands, dealt.boneyard, dealt.random_leader)
    rng = random.Random(seed)

    def wanted(layout: Layout, tile: int, arm: int) -> tuple[int, int, int, int]:
        """The engine's greedy order (engine/players.py): points, pips, the higher half, then W, E, N, S."""
        return layout.copy().place(tile, arm), TILES[tile].pips, TILES[tile].high, -arm

    while hand.result is None:
        options = hand.legal_placements()
        if not options:
            hand.draw() if hand.drawable else hand.pass_turn()
            continue
        choice = rng.choice(options)
        layout = hand.layout
        if layout.lead >= 0:
            arm = int(choice.arm) if choice.arm is not None else layout.arms_for(choice.tile.id)[0]
            chosen = wanted(layout, choice.tile.id, arm)
            expected = 0
            for tile in range(TILE_COUNT):
                if (
                    tile != choice.tile.id
                    and not layout.placed >> tile & 1
                    and any(wanted(layout, tile, a) > chosen for a in layout.arms_for(tile))
                ):
                    expected |= 1 << tile
            assert greedy_first(board_of(layout), layout.placed, choice.tile.id, arm) == expected
            # the greedy player's own choice has nothing before it among the tiles it holds
            own = GreedyPlayer().choose(hand, options)
            own_arm = int(own.arm) if own.arm is not None else layout.arms_for(own.tile.id)[0]
            first = greedy_first(board_of(layout), layout.placed, own.tile.id, own_arm)
            assert not first & hand.held[hand.seat]
        hand.play(choice.tile, choice.arm)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), table=_tables())
def test_R15_greedy_players_are_read_right_the_reading_never_rules_out_where_their_tiles_are(
    seed: int, table: Table
) -> None:
    rng = random.Random(seed)
    for hand, position in decisions(table, seed, "gggg"):
        read = Sampler(position, reading=True)
        plain = Sampler(position)
        assert 0 < read.ways <= plain.ways
        slots = read.slots
        for seat in range(table.players):
            for tile in range(TILE_COUNT):
                if seat != position.seat and hand.held[seat] >> tile & 1:
                    assert any(s.holder == seat and s.allowed >> tile & 1 for s in slots), (seat, tile)
        for tile in hand.boneyard_left():
            assert any(s.holder < 0 and s.allowed >> tile.id & 1 for s in slots)
        held, boneyard = read.draw(rng)
        assert held[position.seat] == position.held
        assert [bin(mask).count("1") for mask in held] == list(position.counts)
        assert len(boneyard) == len(hand.boneyard_left())


def test_reading_narrows_the_deals_in_many_decisions_of_greedy_hands() -> None:
    narrower = everything = 0
    for seed in range(12):
        for _, position in decisions(Table(2), seed, "gg"):
            everything += 1
            narrower += Sampler(position, reading=True).ways < Sampler(position).ways
    assert everything > 100 and narrower > everything // 3


def _contradicted() -> tuple[Hand, Position]:
    """A decision after a random seat chose a tile greedy play would not have: no deal fits the reading."""
    for seed in range(200):
        for hand, position in decisions(Table(2), seed, "rg"):
            if position.seat == 1:
                try:
                    Sampler(position, reading=True)
                except NotJudgedError:
                    return hand, position
    raise AssertionError("no contradicted reading in 200 hands")


def test_a_reading_no_deal_fits_gives_way_to_what_the_table_showed() -> None:
    _, position = _contradicted()
    assert position.read is not None
    assert sampler_for(position, reading=True).slots == position.slots
    verdict = evaluate(position, Settings(samples=8, reading=True))
    assert verdict == evaluate(position, Settings(samples=8, reading=False))


@pytest.mark.parametrize("reading", [True, False])
def test_the_same_seed_gives_the_same_verdict_read_or_plain(reading: bool) -> None:
    _, position = decisions(Table(2), 3, "gg")[4]
    first = evaluate(position, Settings(samples=12, seed=5, reading=reading))
    assert evaluate(position, Settings(samples=12, seed=5, reading=reading)) == first
