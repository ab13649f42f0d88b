"""The questions a hand puts to the rules, each answered in one place (engine/rules.py's Table).

Who must lead (R5, R6), what may be drawn (R10), when a placement wins (R19) and what the
end of a hand scores (R17), each asked of the table; and, for the last, a table that
answers otherwise, which the engine and the search then score by.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.board import OpenHand, Rules, play_out
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.rules import FirstLead, HandEndRule, HandScores, WinCheck
from allfives_notation.engine.tiles import Tile, mask_of


@pytest.mark.parametrize(
    ("first_lead", "hand_number", "after_block", "forced"),
    [
        (FirstLead.RANDOM, 1, False, False),
        (FirstLead.RANDOM, 3, True, False),
        (FirstLead.HIGHEST_DOUBLE, 1, False, True),
        (FirstLead.HIGHEST_DOUBLE, 2, False, False),  # the seat that went out leads (R5)
        (FirstLead.HIGHEST_DOUBLE, 4, True, True),
    ],
)
def test_R5_R6_the_lead_is_forced_in_the_first_hand_and_after_a_block_only_under_highest_double(
    first_lead: FirstLead, hand_number: int, after_block: bool, forced: bool
) -> None:
    table = Table(2, rules=RuleSet(first_lead=first_lead))
    assert table.lead_is_forced(hand_number, after_block) is forced


def test_R6_the_highest_double_dealt_leads_else_the_heaviest_tile() -> None:
    table = Table(2, rules=RuleSet(first_lead=FirstLead.HIGHEST_DOUBLE))
    hands = [[Tile.parse(t) for t in held.split()] for held in ("6-5 2-2 1-0", "4-4 6-4 3-0")]
    assert table.required_lead(hands) == (1, Tile.parse("4-4"))
    hands = [[Tile.parse(t) for t in held.split()] for held in ("6-3 2-1", "5-4 6-2")]
    assert table.required_lead(hands) == (0, Tile.parse("6-3"))  # 9 pips each: the higher half


@pytest.mark.parametrize(("reserve", "boneyard", "drawable"), [(0, 10, 10), (2, 10, 8), (2, 1, 0), (1, 0, 0)])
def test_R10_all_but_the_reserve_may_be_drawn(reserve: int, boneyard: int, drawable: int) -> None:
    assert Table(2, rules=RuleSet(boneyard_reserve=reserve)).drawable(boneyard) == drawable


def test_R19_a_placement_wins_at_once_only_where_the_target_is_checked_at_every_placement() -> None:
    assert Table(2).wins_at_once
    assert not Table(2, rules=RuleSet(win_check=WinCheck.HAND_END)).wins_at_once


def test_R17_a_hand_ends_with_each_seat_losing_its_rounded_pips_or_the_winner_taking_them() -> None:
    deduct = Table(3)
    assert deduct.hand_end(HandOutcome.OUT, 0, [0, 13, 2]) == HandScores((0, 15, 0), (0, 0, 0))
    assert deduct.hand_end(HandOutcome.TARGET, 0, [0, 13, 2]) == HandScores((0, 0, 0), (0, 0, 0))  # R19
    award = Table(3, rules=RuleSet(hand_end=HandEndRule.AWARD))
    assert award.hand_end(HandOutcome.OUT, 0, [0, 13, 2]) == HandScores((0, 0, 0), (15, 0, 0))
    assert award.hand_end(HandOutcome.BLOCKED, None, [4, 13, 2]) == HandScores((0, 0, 0), (0, 0, 15))


class _PointForTheGo(Table):
    """A table whose hands end as R21 says (one point for going out, pips count nothing): to see that
    the engine and the search score a hand's end by the table's answer, not by a rule of their own."""

    def hand_end(self, outcome: HandOutcome, seat: int | None, pips: Sequence[int]) -> HandScores:
        won = [0] * self.sides
        if outcome is HandOutcome.OUT and seat is not None:
            won[self.seat_sides[seat]] = 1
        return HandScores((0,) * self.players, tuple(won))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
def test_R17_the_engine_and_the_search_score_a_hands_end_as_the_table_answers(
    seed: int, players: int
) -> None:
    table = _PointForTheGo(players)
    game = play_game(table, seed, "greedy", max_hands=3)
    scores = [0] * table.sides
    for played in game.hands:
        result = played.result
        assert result.deductions == (0,) * table.sides
        went_out = result.outcome is HandOutcome.OUT and result.seat is not None
        assert sum(result.awards) == (1 if went_out else 0)
        deal = OpenHand(
            Rules.of(table),
            Layout(table.rules),
            [mask_of(tiles) for tiles in played.dealt],
            [t.id for t in played.boneyard],
            table.drawable(len(played.boneyard)),
            played.leader,
            0,
            scores[:],
        )
        lead = played.moves[0]
        assert lead.tile is not None
        ended = deal.play(lead.tile.id, -1)
        winner = deal.finish(ended, lead.seat) if ended is not None else play_out(deal)
        assert tuple(deal.scores) == result.scores
        assert winner == result.winner
        scores = list(result.scores)
