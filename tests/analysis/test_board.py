"""The search's own layout and hand (analysis/board.py) held equal to the engine's over self-played games."""

from __future__ import annotations

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
from allfives_notation.engine.moves import MoveKind
from allfives_notation.engine.tiles import mask_of

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
