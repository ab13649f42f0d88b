"""R23 muggins=on in the engine: a placement scores its claim, and an opponent may call a miss."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_notation.engine import HandOutcome, MoveKind, RuleSet, Table, play_game
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.players import Careless
from allfives_notation.engine.rules import Muggins
from allfives_notation.engine.selfplay import replay_game
from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import GameOverError, IllegalMoveError, RulesError
from tests.engine.positions import position

MUGGINS = RuleSet.from_variants({"muggins": "on"})


def muggins_table(players: int = 2, partnerships: bool = False, **variants: str) -> Table:
    return Table(players, partnerships, RuleSet.from_variants({"muggins": "on", **variants}))


def led_5_5(table: Table) -> Hand:
    """Seat 1 leads 5-5 (10: the spinner counts its total, R16); seat 2 holds 5-0 (10 again)."""
    return position(table, ["5-5 6-6 4-4", "5-0 3-3 2-2"], leader=0)


def test_R23_the_named_rule_set_muggins_sets_what_the_rule_book_lists() -> None:
    rules = RuleSet.from_variants({}, "muggins")
    assert rules.muggins is Muggins.ON
    assert rules.departures() == {"spinner": "none", "hand-end": "award", "count": "fifths", "muggins": "on"}
    assert Table(2, rules=rules).target == 61
    assert str(rules) == "muggins"


def test_R23_a_claim_in_full_scores_the_count_and_leaves_nothing_to_call() -> None:
    hand = led_5_5(muggins_table())
    assert hand.play(Tile.parse("5-5"), claim=10) == 10
    assert hand.scores == [10, 0]
    assert hand.callable_points == 0


def test_R23_a_placement_claimed_without_a_claim_scores_its_count() -> None:
    hand = led_5_5(muggins_table())
    assert hand.play("5-5") == 10
    assert hand.moves[-1].claim == 10


def test_R23_a_low_claim_scores_the_claim_and_an_opponent_calls_the_difference() -> None:
    hand = led_5_5(muggins_table())
    assert hand.play("5-5", claim=5) == 5
    assert hand.callable_points == 5
    assert hand.call(1) == 5
    assert hand.scores == [5, 5]
    assert hand.callable_points == 0
    assert hand.call(1) == 0  # called once: a second call finds nothing missed
    assert [m.kind for m in hand.moves] == [MoveKind.PLAY, MoveKind.CALL, MoveKind.CALL]
    assert hand.moves[0].claim == 5 and hand.moves[0].points == 5
    assert hand.moves[1].points == 5 and hand.moves[2].points == 0


def test_R23_a_claim_of_nothing_on_a_scoring_placement_can_be_called_in_full() -> None:
    hand = led_5_5(muggins_table())
    assert hand.play("5-5", claim=0) == 0
    assert hand.call(1) == 10
    assert hand.scores == [0, 10]


def test_R23_a_claim_past_the_count_is_struck_and_the_caller_scores_it_as_a_penalty() -> None:
    hand = led_5_5(muggins_table())
    hand.play("5-5", claim=10)
    assert hand.play("5-0", Arm.E, claim=15) == 0  # 5-0 on the spinner counts 0 + 10: 10, not 15
    assert hand.scores == [10, 0]
    assert hand.callable_points == 15
    assert hand.call(0) == 15
    assert hand.scores == [25, 0]


def test_R23_a_call_where_nothing_was_missed_scores_nothing_and_is_no_illegal_move() -> None:
    hand = led_5_5(muggins_table())
    hand.play("5-5")
    assert hand.call(1) == 0
    assert hand.scores == [10, 0]
    assert hand.moves[-1].kind is MoveKind.CALL


def test_R23_a_call_answers_only_the_last_placement() -> None:
    hand = led_5_5(muggins_table())
    hand.play("5-5", claim=0)
    hand.play("5-0", Arm.E)
    assert hand.callable_points == 0  # the miss on 5-5 went uncalled before the next placement
    assert hand.call(0) == 0


def test_R23_the_placements_own_side_may_not_call() -> None:
    table = muggins_table(4, True)
    hand = position(table, ["5-5 6-6", "3-3 2-2", "4-4 1-1", "0-0 6-5"], leader=0)
    hand.play("5-5", claim=0)
    with pytest.raises(IllegalMoveError, match="own side"):
        hand.call(2)  # seat 3 is seat 1's partner
    assert hand.call(3) == 10


def test_R23_no_call_before_the_first_placement_nor_without_muggins() -> None:
    hand = led_5_5(muggins_table())
    with pytest.raises(IllegalMoveError, match="no placement"):
        hand.call(1)
    plain = led_5_5(Table(2))
    plain.play("5-5")
    with pytest.raises(IllegalMoveError, match="only under muggins=on"):
        plain.call(1)


def test_R23_without_muggins_a_claim_is_not_the_players_say() -> None:
    hand = led_5_5(Table(2))
    with pytest.raises(RulesError) as caught:
        hand.play("5-5", claim=5)
    assert caught.value.rule == "R23"
    assert hand.moves == []


def test_R23_a_call_on_the_tile_that_went_out_counts_before_the_hands_end() -> None:
    table = Table(2, rules=RuleSet.from_variants({"muggins": "on", "hand-size": "1", "hand-end": "award"}))
    hand = position(table, ["5-5", "6-6"], leader=0)
    hand.play("5-5", claim=0)
    assert hand.result is not None and hand.result.outcome is HandOutcome.OUT
    assert hand.result.scores == (10, 0)  # seat 2 keeps 6-6: 12 pips, to the nearest five 10 (R17)
    assert hand.call(1) == 10
    assert hand.result.scores == (10, 10)


def test_R23_a_call_that_reaches_the_target_wins_at_once() -> None:
    table = muggins_table(target="20")
    hand = position(table, ["5-5 6-6 4-4", "5-0 3-3 2-2"], leader=0, scores=[0, 15])
    hand.play("5-5", claim=0)
    assert hand.call(1) == 10
    assert hand.result is not None and hand.result.outcome is HandOutcome.TARGET
    assert hand.result.seat == 1 and hand.result.winner == 1
    with pytest.raises(GameOverError):
        hand.call(1)


def test_R23_R22_a_call_past_an_exact_target_is_not_scored() -> None:
    table = Table(
        2, rules=RuleSet.from_variants({"muggins": "on", "target": "exact"}).with_variant("target", "20")
    )
    hand = position(table, ["5-5 6-6 4-4", "5-0 3-3 2-2"], leader=0, scores=[0, 15])
    hand.play("5-5", claim=0)
    assert hand.call(1) == 0
    assert hand.scores == [0, 15]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**64 - 1),
    seating=st.sampled_from([(2, False), (3, False), (4, False), (4, True)]),
    preset=st.sampled_from(["muggins", "allfives"]),
    percent=st.sampled_from([0, 25, 60]),
)
def test_R23_careless_self_play_replays_and_every_point_is_a_claim_a_call_or_the_hands_end(
    seed: int, seating: tuple[int, bool], preset: str, percent: int
) -> None:
    rules = RuleSet.from_variants({"muggins": "on"}, preset)
    table = Table(*seating, rules)
    game = play_game(table, seed, f"careless:{percent}", max_hands=20)
    replay_game(game)
    made = [0] * table.sides
    for played in game.hands:
        placer = -1
        for move in played.moves:
            made[table.side_of(move.seat)] += move.points
            if move.kind is MoveKind.PLAY:
                assert move.claim is not None
                assert move.points in (0, move.claim)
                placer = move.seat
            if move.kind is MoveKind.CALL:
                assert placer >= 0 and table.side_of(move.seat) != table.side_of(placer)
        result = played.result
        for side in range(table.sides):
            made[side] += result.awards[side] - result.deductions[side]
        assert tuple(made) == result.scores
    if percent == 0:
        assert not any(m.kind is MoveKind.CALL for h in game.hands for m in h.moves)


def test_R23_a_careless_player_slips_as_often_as_it_says() -> None:
    with pytest.raises(RulesError, match="0 to 100"):
        Careless(1, 101)
    games = [play_game(muggins_table(), seed, "careless:50") for seed in range(10)]
    calls = sum(m.kind is MoveKind.CALL for g in games for h in g.hands for m in h.moves)
    assert calls > 10
    assert MUGGINS.muggins is Muggins.ON
