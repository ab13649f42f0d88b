"""The search's own layout and hand (analysis/board.py) held equal to the engine's over self-played games."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.board import (
    Deal,
    Rules,
    arms_for,
    board_of,
    empty_board,
    peek,
    place,
    play_out,
    playable,
    total,
)
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import MoveKind, Placement
from allfives_notation.engine.players import SET_PLAYERS
from allfives_notation.engine.tiles import mask_of, pips_of

SPINNERS = ("standard", "open", "none")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), spinner=st.sampled_from(SPINNERS))
def test_R13_R16_every_placement_scores_and_leaves_the_layout_as_the_engine_does(
    seed: int, players: int, spinner: str
) -> None:
    table = Table(players, rules=RuleSet(spinner=spinner))
    game = play_game(table, seed, "random", max_hands=3)
    for hand in game.hands:
        layout = Layout(table.rules.spinner)
        board = empty_board(table.rules.spinner)
        for move in hand.moves:
            if move.kind is not MoveKind.PLAY:
                continue
            assert move.tile is not None
            tile, arm = move.tile.id, -1 if move.arm is None else int(move.arm)
            assert playable(board) == layout.playable_mask()
            assert arms_for(board, tile) == (layout.arms_for(tile) if layout.lead >= 0 else [-1])
            assert peek(board, tile, arm) == move.points
            assert place(board, tile, arm) == layout.place(tile, arm) == move.points
            assert board == board_of(layout)
            assert total(board) == layout.total


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), award=st.booleans())
def test_R9_R12_R17_a_greedy_hand_played_out_ends_and_scores_as_the_engine_plays_it(
    seed: int, players: int, award: bool
) -> None:
    rules = RuleSet(hand_end="award") if award else RuleSet()
    table = Table(players, rules=rules)
    game = play_game(table, seed, "greedy", max_hands=1)
    played = game.hands[0]
    deal = Deal(
        Rules.of(table),
        empty_board(table.rules.spinner),
        [mask_of(tiles) for tiles in played.dealt],
        [t.id for t in played.boneyard],
        len(played.boneyard) - table.rules.boneyard_reserve,
        played.leader,
        0,
        [0] * table.sides,
    )
    live = Hand(table, played.dealt, played.boneyard, played.leader)
    lead = max(live.legal_placements(), key=lambda o: (live.points_for(o), o.tile.pips, o.tile.high))
    assert deal.play(lead.tile.id, -1) is None
    winner = play_out(deal)
    assert winner == played.result.winner
    assert tuple(deal.scores) == played.result.scores


class _WaryReference:
    """The wary play-out on the engine's layout: points now less ``wary`` times the next seat's best reply.

    It looks at the next seat's tiles, as a play-out over a known deal does; the lead is greedy.
    """

    def __init__(self, wary: float) -> None:
        self.wary = wary

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        following = hand.held[(hand.seat + 1) % hand.table.players]

        def value(option: Placement) -> tuple[float, int, int, int]:
            arm = -1 if option.arm is None else int(option.arm)
            made = hand.points_for(option)
            if hand.layout.lead < 0 or hand.held[hand.seat] == 1 << option.tile.id:
                return (made, option.tile.pips, option.tile.high, -arm)
            after = hand.layout.copy()
            after.place(option.tile.id, arm)
            replies = [
                after.copy().place(tile, reply)
                for tile in range(28)
                if following >> tile & 1
                for reply in after.arms_for(tile)
            ]
            return (made - self.wary * max(replies, default=0), option.tile.pips, option.tile.high, -arm)

        return max(options, key=value)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.sampled_from([2, 3, 4]),
    spinner=st.sampled_from(SPINNERS),
    wary=st.sampled_from([0.25, 0.5, 1.0, 2.0]),
)
def test_R9_R17_a_wary_play_out_plays_the_hand_as_its_rule_does_on_the_engine(
    seed: int, players: int, spinner: str, wary: float
) -> None:
    table = Table(players, rules=RuleSet(spinner=spinner))
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(SET_PLAYERS, "wary-reference", lambda _seed, _setting: _WaryReference(wary))
        game = play_game(table, seed, "wary-reference", max_hands=1)
    played = game.hands[0]
    deal = Deal(
        Rules.of(table),
        empty_board(table.rules.spinner),
        [mask_of(tiles) for tiles in played.dealt],
        [t.id for t in played.boneyard],
        len(played.boneyard) - table.rules.boneyard_reserve,
        played.leader,
        0,
        [0] * table.sides,
    )
    lead = played.moves[0]
    assert lead.tile is not None
    assert deal.play(lead.tile.id, -1) is None
    winner = play_out(deal, wary)
    assert winner == played.result.winner
    assert tuple(deal.scores) == played.result.scores
    assert tuple(pips_of(mask) for mask in deal.held) == played.result.pips_left


def test_a_wary_play_out_of_weight_0_is_greedy_play() -> None:
    for seed in range(20):
        table = Table(2 + seed % 3)
        played = play_game(table, seed, "greedy", max_hands=1).hands[0]
        deals = [
            Deal(
                Rules.of(table),
                empty_board(table.rules.spinner),
                [mask_of(tiles) for tiles in played.dealt],
                [t.id for t in played.boneyard],
                len(played.boneyard) - table.rules.boneyard_reserve,
                played.leader,
                0,
                [0] * table.sides,
            )
            for _ in range(2)
        ]
        lead = played.moves[0]
        assert lead.tile is not None
        for deal in deals:
            deal.play(lead.tile.id, -1)
        play_out(deals[0])
        play_out(deals[1], 0.0)
        assert deals[0].scores == deals[1].scores == list(played.result.scores)
