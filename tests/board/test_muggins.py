"""The pictures under muggins=on (R23): scores with the claims and calls, a call shown after its turn."""

from __future__ import annotations

import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.board.html import game_data
from allfives_notation.board.position import game_positions
from allfives_notation.board.terminal import draw
from allfives_notation.check import check_game
from allfives_notation.engine import PlayedGame, RuleSet, Table, play_game
from allfives_notation.engine.moves import MoveKind
from allfives_notation.record import record_of
from allfives_notation.summary.played import render_game


def muggins_game(seed: int, players: int = 2, partnerships: bool = False) -> PlayedGame:
    """Careless players under the named rule set muggins: claims missed and struck, calls made and let go."""
    table = Table(players, partnerships, RuleSet.from_variants({}, "muggins"))
    return play_game(table, seed, ("careless:40",) * players, max_hands=3)


def _running(game: PlayedGame) -> list[list[tuple[int, ...]]]:
    """Each side's score after each turn of each hand, calls after it counted, as the engine scored them."""
    table = game.table
    scores = [0] * table.sides
    out = []
    for hand in game.hands:
        after: list[tuple[int, ...]] = []
        for move in hand.moves:
            scores[table.side_of(move.seat)] += move.points
            if move.kind is MoveKind.CALL:
                after[-1] = tuple(scores)
            elif move.kind is not MoveKind.DRAW:
                after.append(tuple(scores))
        out.append(after)
        scores = list(hand.result.scores)
    return out


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), seating=st.sampled_from([(2, False), (3, False), (4, False), (4, True)]))
def test_R23_each_moment_scores_the_claims_and_calls_as_the_engine_did(
    seed: int, seating: tuple[int, bool]
) -> None:
    game = muggins_game(seed, *seating)
    positions = game_positions(record_of(game))
    for moments, running, hand in zip(positions, _running(game), game.hands, strict=True):
        steps = [m for m in moments[1:] if not m.ended]
        assert [m.scores for m in steps] == running
        assert moments[-1].scores == hand.result.scores


def _slipping_game() -> PlayedGame:
    for seed in range(100):
        game = muggins_game(seed)
        moves = [m for h in game.hands for m in h.moves]
        if any(m.kind is MoveKind.CALL and m.points for m in moves) and any(
            m.kind is MoveKind.PLAY and m.claim is not None and m.claim > m.points for m in moves
        ):
            return game
    raise AssertionError("no careless game with a right call and a struck claim")


def test_R23_show_tells_the_claim_against_the_count_and_the_call_after_the_turn() -> None:
    record = record_of(_slipping_game())
    titles = [draw(record, p).splitlines()[0] for hand in game_positions(record) for p in hand]
    calls = [t for t in titles if re.search(r" \u00b7 (Ann|Ben) muggins \+\d+$", t)]
    assert calls and all("(claimed " in t for t in calls)  # a call answers a claim that was not the count
    assert any(re.search(r"\(claimed \d+, the count gave \d+, struck\)", t) for t in titles)


def test_R23_the_page_data_carries_each_call_after_its_turn_and_scores_it() -> None:
    game = _slipping_game()
    record = record_of(game)
    data = game_data(check_game(record), record)
    rows = [row for hand in data["hands"] for row in hand["turns"]]
    calls = [call for row in rows if len(row) > 9 for call in row[9]]
    made = [(m.seat, m.points) for h in game.hands for m in h.moves if m.kind is MoveKind.CALL]
    assert [tuple(call) for call in calls] == made
    json.dumps(data)


def test_R23_a_self_played_game_told_move_by_move_shows_claims_and_calls() -> None:
    text = render_game(_slipping_game())
    assert re.search(r"seat \d calls muggins  \+\d+  \(seat 1 \d+, seat 2 \d+\)", text)
    assert re.search(r"claims \d+ of \d+, struck", text)
