"""Reading the other side as greedy players: a seat held no tile the greedy player would have placed first.

The reading narrows the deals the analysis samples (``KnownPosition.read``); it must never
rule out where a greedy player's tiles truly are, must only narrow, and gives way to
what the table showed wherever no deal fits it.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.knowledge import (
    KnownPosition,
    NotJudgedError,
    greedy_first,
    greedy_would_put,
    position_in,
)
from allfives_notation.analysis.players import AnalystPlayer
from allfives_notation.analysis.sampler import Sampler, sampler_for
from allfives_notation.analysis.search import Settings, evaluate
from allfives_notation.analysis.study import decisions as study_decisions
from allfives_notation.check import check_game
from allfives_notation.engine import RuleSet, Table
from allfives_notation.engine.deal import deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import Move, MoveKind
from allfives_notation.engine.players import GreedyPlayer, RandomPlayer
from allfives_notation.engine.rules import Spinner
from allfives_notation.engine.selfplay import play_game
from allfives_notation.engine.tiles import TILE_COUNT, TILES
from allfives_notation.record.played import record_of
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
            assert greedy_first(layout, layout.placed, choice.tile.id, arm) == expected
            # the greedy player's own choice has nothing before it among the tiles it holds
            own = GreedyPlayer().choose(hand, options)
            own_arm = int(own.arm) if own.arm is not None else layout.arms_for(own.tile.id)[0]
            assert greedy_would_put(layout, own.tile.id, own_arm)
            first = greedy_first(layout, layout.placed, own.tile.id, own_arm)
            assert not first & hand.held[hand.seat]
        hand.play(choice.tile, choice.arm)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), table=_tables())
def test_R15_greedy_players_are_read_right_the_reading_never_rules_out_where_their_tiles_are(
    seed: int, table: Table
) -> None:
    rng = random.Random(seed)
    for hand, position in decisions(table, seed, "gggg"):
        assert not position.not_greedy  # greedy players never show they play otherwise
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


def _contradicted() -> tuple[Hand, KnownPosition]:
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


def _off_greedy_arms(moves: Sequence[Move], spinner: Spinner) -> list[int]:
    """Per placement of a hand, in order: its seat if it put its tile on an arm greedy play would not, or -1.

    The greedy player's arm for a tile: the most points, then W, E, N, S (engine/players.py).
    """
    layout = Layout(RuleSet(spinner=spinner))
    out = []
    for move in moves:
        if move.kind is not MoveKind.PLAY or move.tile is None:
            continue
        tile, arm = move.tile.id, -1 if move.arm is None else int(move.arm)
        off = False
        if layout.lead >= 0:
            arm = arm if arm >= 0 else layout.arms_for(tile)[0]
            wanted = {a: (layout.copy().place(tile, a), -a) for a in layout.arms_for(tile)}
            off = wanted[arm] < max(wanted.values())
        out.append(move.seat if off else -1)
        layout.place(tile, arm)
    return out


def test_a_seat_that_put_a_tile_on_an_arm_greedy_play_would_not_have_is_not_read() -> None:
    shown = kept = 0
    for seed in range(40):
        for hand, position in decisions(Table(2), seed, "rg"):
            if position.seat != 1:
                continue
            expected = 0 in _off_greedy_arms(hand.moves, hand.table.rules.spinner)
            assert bool(position.not_greedy & 1) == expected
            if expected:
                shown += 1
                assert position.read is None  # the only seat of the other side is not read
            kept += not expected
    assert shown > 20 and kept > 20


class _Remembering(AnalystPlayer):
    """The analyst player, keeping each position it decided from, with the hand's number."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, "2/1/0/read")
        self.seen: list[tuple[int, KnownPosition, KnownPosition]] = []

    def position(self, hand: Hand) -> KnownPosition:
        position = super().position(hand)
        self.seen.append((hand.number, position, position_in(hand)))
        return position


@functools.cache
def _against_random(game_seed: int) -> tuple[_Remembering, dict[int, bool], list[int]]:
    """Up to six hands of the analyst (seat 1) against a random player (seat 2).

    The analyst, with the positions it decided from; per hand, whether an earlier hand had
    shown that seat 2 does not play greedily; the hands that first showed it only after the
    analyst's last decision in them.
    """
    table = Table(2)
    analyst, other = _Remembering(7), RandomPlayer(7)
    game = Game(table)
    before: dict[int, bool] = {}
    late = []
    shown = False
    while not game.over and game.next_hand_number <= 6:
        dealt = deal(table, game_seed, game.next_hand_number)
        leader = dealt.random_leader if game.lead_is_random() else None
        hand = game.new_hand(dealt.hands, dealt.boneyard, leader)
        before[hand.number] = shown
        while hand.result is None:
            options = hand.legal_placements()
            if options:
                choice = (analyst if hand.seat == 0 else other).choose(hand, options)
                hand.play(choice.tile, choice.arm)
            elif hand.drawable:
                hand.draw()
            else:
                hand.pass_turn()
        showing = 1 in _off_greedy_arms(hand.moves, table.rules.spinner)
        mine = [alone for number, _, alone in analyst.seen if number == hand.number]
        if showing and not shown and not any(alone.not_greedy & 2 for alone in mine):
            late.append(hand.number)
        shown |= showing
    return analyst, before, late


@pytest.mark.parametrize("game_seed", [0, 30])
def test_the_analyst_player_does_not_read_again_a_seat_an_earlier_hand_showed_to_play_otherwise(
    game_seed: int,
) -> None:
    analyst, before, _ = _against_random(game_seed)
    assert any(position.not_greedy & 2 for _, position, _ in analyst.seen)
    for number, position, alone in analyst.seen:
        assert bool(position.not_greedy & 2) == (before[number] or bool(alone.not_greedy & 2))
        if position.not_greedy & 2:
            assert position.read is None  # the only seat of the other side is not read


def test_the_analyst_player_carries_what_a_hand_showed_after_its_last_decision_in_it() -> None:
    analyst, before, late = _against_random(30)
    assert late == [2] and before[3]  # hand 2 showed it only after the analyst's last decision there
    third = [(position, alone) for number, position, alone in analyst.seen if number == 3]
    assert any(not alone.not_greedy & 2 for _, alone in third)  # hand 3 alone would have read seat 2
    assert all(position.not_greedy & 2 and position.read is None for position, _ in third)


def test_annotate_read_does_not_read_again_a_seat_an_earlier_hand_showed_to_play_otherwise() -> None:
    played = play_game(Table(2), 0, ("random", "greedy"))
    record = record_of(played)
    found = study_decisions(record, check_game(record))
    shown = carried = 0
    for number, hand in enumerate(played.hands):
        mine = [d for d in found if d.hand == number]
        off = _off_greedy_arms(hand.moves, record.table.rules.spinner)
        assert len(mine) == len(off)
        for k, decision in enumerate(mine):
            if decision.seat == 1 and decision.position is not None:
                expected = 0 in off[:k]
                carried += bool(shown) and not expected
                assert bool(decision.position.not_greedy & 1) == (bool(shown) or expected)
        shown += 0 in off
    assert carried  # decisions a hand alone would have read, but an earlier hand showed otherwise
