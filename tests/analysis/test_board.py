"""The search's own layout and hand (analysis/board.py) held equal to the engine's over self-played games."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.board import (
    OpenHand,
    Rules,
    arms_for,
    best_reply,
    board_of,
    empty_board,
    only_its_arm_changes,
    peek,
    place,
    play_out,
    playable,
    reply_on_one_end,
    total,
)
from allfives_notation.engine import PlayedHand, RuleSet, Table, play_game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome, MoveKind, Placement
from allfives_notation.engine.rules import FIVES, Spinner, WinCheck
from allfives_notation.engine.tiles import TILES, mask_of, pips_of

SPINNERS = ("standard", "open", "none")
D = TypeVar("D", bound=OpenHand)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), spinner=st.sampled_from(SPINNERS))
def test_R13_R16_every_placement_scores_and_leaves_the_layout_as_the_engine_does(
    seed: int, players: int, spinner: str
) -> None:
    table = Table(players, rules=RuleSet(spinner=spinner))
    game = play_game(table, seed, "random", max_hands=3)
    for hand in game.hands:
        layout = Layout(table.rules)
        board = empty_board(table.rules.spinner)
        for move in hand.moves:
            if move.kind is not MoveKind.PLAY:
                continue
            assert move.tile is not None
            tile, arm = move.tile.id, -1 if move.arm is None else int(move.arm)
            assert playable(board) == layout.playable_mask()
            assert arms_for(board, tile) == (layout.arms_for(tile) if layout.lead >= 0 else [-1])
            scoring = table.rules.count_table()
            assert peek(board, tile, arm, scoring) == move.points
            assert place(board, tile, arm, scoring) == layout.place(tile, arm) == move.points
            assert board == board_of(layout)
            assert total(board) == layout.total


def _start_of(played: PlayedHand, table: Table, scores: list[int], kind: type[D]) -> D:
    """The hand ``played`` as the search deals it, before the lead, from ``scores``."""
    return kind(
        Rules.of(table),
        empty_board(table.rules.spinner),
        [mask_of(tiles) for tiles in played.dealt],
        [t.id for t in played.boneyard],
        len(played.boneyard) - table.rules.boneyard_reserve,
        played.leader,
        0,
        scores[:],
    )


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), award=st.booleans())
def test_R9_R12_R17_a_greedy_hand_played_out_ends_and_scores_as_the_engine_plays_it(
    seed: int, players: int, award: bool
) -> None:
    rules = RuleSet(hand_end="award") if award else RuleSet()
    table = Table(players, rules=rules)
    game = play_game(table, seed, "greedy", max_hands=1)
    played = game.hands[0]
    deal = _start_of(played, table, [0] * table.sides, OpenHand)
    live = Hand(table, played.dealt, played.boneyard, played.leader)
    lead = max(live.legal_placements(), key=lambda o: (live.points_for(o), o.tile.pips, o.tile.high))
    assert deal.play(lead.tile.id, -1) is None
    winner = play_out(deal)
    assert winner == played.result.winner
    assert tuple(deal.scores) == played.result.scores


class _WaryReference:
    """The wary play-out on the engine's layout: points now less ``wary`` times the next seat's best reply.

    It looks at the next seat's tiles, as a play-out over a known deal does. The lead is
    greedy; a placement that goes out, or reaches the target where that wins at once, has
    no reply.
    """

    def __init__(self, wary: float) -> None:
        self.wary = wary

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        table = hand.table
        following = hand.held[(hand.seat + 1) % table.players]
        wins_at = table.target - hand.scores[table.side_of(hand.seat)]
        immediate = table.rules.win_check is WinCheck.IMMEDIATE

        def value(option: Placement) -> tuple[float, int, int, int]:
            arm = -1 if option.arm is None else int(option.arm)
            made = hand.points_for(option)
            ties = (option.tile.pips, option.tile.high, -arm)
            goes_out = hand.held[hand.seat] == 1 << option.tile.id
            if hand.layout.lead < 0 or goes_out or (immediate and made >= wins_at):
                return (made, *ties)
            after = hand.layout.copy()
            after.place(option.tile.id, arm)
            replies = [
                after.copy().place(tile, reply)
                for tile in range(28)
                if following >> tile & 1
                for reply in after.arms_for(tile)
            ]
            return (made - self.wary * max(replies, default=0), *ties)

        return max(options, key=value)


class _Watched(OpenHand):
    """A deal that notes each placement made on it, as (seat, tile, arm)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.placed: list[tuple[int, int, int]] = []

    def play(self, tile: int, arm: int) -> HandOutcome | None:
        self.placed.append((self.seat, tile, arm))
        return super().play(tile, arm)


class _OnePointAPip(RuleSet):
    """A rule set whose count scores one point per pip: only to see that the search asks the rules."""

    def count_scores(self, count: int) -> int:
        return count


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.sampled_from([2, 3, 4]),
    spinner=st.sampled_from(SPINNERS),
    wary=st.sampled_from([0.25, 0.5, 1.0, 2.0]),
    per_pip=st.booleans(),
)
def test_R9_R19_a_wary_play_out_places_every_tile_as_its_rule_does_on_the_engine(
    seed: int, players: int, spinner: str, wary: float, per_pip: bool
) -> None:
    """Whole games, so that the last hands start near the target (no reply to a winning placement).

    Under R15 and under a rule set that scores the count otherwise (the search's shortcut for
    a reply, which assumes R15, must then give way to placing and asking).
    """
    rules = (_OnePointAPip if per_pip else RuleSet)(spinner=Spinner(spinner))
    table = Table(players, rules=rules)
    assert Rules.of(table).by_fives is not per_pip
    reference = {"wary-reference": lambda _seed, _setting: _WaryReference(wary)}
    game = play_game(table, seed, "wary-reference", max_hands=12, makers=reference)
    scores = [0] * table.sides
    for played in game.hands:
        deal = _start_of(played, table, scores, _Watched)
        lead = played.moves[0]
        assert lead.tile is not None
        ended = deal.play(lead.tile.id, -1)
        winner = deal.finish(ended, lead.seat) if ended is not None else play_out(deal, wary)
        plays = [
            (m.seat, m.tile.id, -1 if m.arm is None else int(m.arm))
            for m in played.moves
            if m.tile and m.kind is MoveKind.PLAY
        ]
        assert deal.placed == plays
        assert winner == played.result.winner
        assert tuple(deal.scores) == played.result.scores
        assert tuple(pips_of(mask) for mask in deal.held) == played.result.pips_left
        scores = list(played.result.scores)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), spinner=st.sampled_from(SPINNERS))
def test_R14_R16_where_only_its_arm_changes_the_reply_worked_out_in_place_is_the_reply_on_the_board(
    seed: int, players: int, spinner: str
) -> None:
    table = Table(players, rules=RuleSet(spinner=Spinner(spinner)))
    game = play_game(table, seed, "random", max_hands=2)
    checked = 0
    for played in game.hands:
        board = empty_board(table.rules.spinner)
        held = [mask_of(tiles) for tiles in played.dealt]
        for move in played.moves:
            if move.kind is MoveKind.DRAW and move.tile is not None:
                held[move.seat] |= 1 << move.tile.id
            if move.kind is not MoveKind.PLAY or move.tile is None:
                continue
            if board[14] >= 0:  # after the lead: every option of every tile, every other seat's reply
                for tile in range(28):
                    for arm in arms_for(board, tile):
                        if not only_its_arm_changes(board, tile):
                            continue
                        after = board[:]
                        place(after, tile, arm, FIVES)
                        changed = {i for i in range(15) if after[i] != board[i]}
                        assert changed <= {
                            arm,
                            4 + arm,
                            12,
                        }  # the arm's end and count, which arms hold a tile
                        for hand in held:
                            found = reply_on_one_end(
                                board, arm, after[arm], after[4 + arm], total(after), hand
                            )
                            assert found == best_reply(after, hand, FIVES)
                            checked += 1
            place(board, move.tile.id, -1 if move.arm is None else int(move.arm), FIVES)
            held[move.seat] &= ~(1 << move.tile.id)
    assert checked > 0


def test_a_double_that_becomes_the_spinner_or_a_centre_still_counting_is_not_one_arm_only() -> None:
    tile = {str(t): t.id for t in TILES}
    for spinner in (Spinner.STANDARD, Spinner.OPEN, Spinner.NONE):
        board = empty_board(spinner)
        place(board, tile["6-6"], -1, FIVES)  # its centre counts until both sides hold a tile
        assert not only_its_arm_changes(board, tile["6-3"])
    board = empty_board(Spinner.STANDARD)
    place(board, tile["6-0"], -1, FIVES)  # no spinner yet
    assert not only_its_arm_changes(board, tile["0-0"])  # it would become the spinner
    assert only_its_arm_changes(board, tile["1-0"])
