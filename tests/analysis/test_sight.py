"""One walk of a hand gives each decision the position a walk from the hand's start gives it."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from hypothesis import HealthCheck, given, settings

from allfives_notation.analysis.knowledge import (
    KnownPosition,
    NotJudgedError,
    Seen,
    Sight,
    position_of,
)
from allfives_notation.engine import PlayedGame
from allfives_notation.engine.tiles import mask_of
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.testing.strategies import played_games


def _or_not_judged(find: Callable[[], KnownPosition]) -> KnownPosition | str:
    try:
        return find()
    except NotJudgedError as error:
        return str(error)


@given(played_games())
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_one_sight_of_a_hand_gives_each_decision_what_a_walk_from_the_start_gives(played: PlayedGame) -> None:
    record = record_of(played, View(Knowledge.OPEN), implied_arms=False)
    table, hand = record.table, record.hands[0]
    start = [0] * table.sides
    dealt = {seat: mask_of(tiles) for seat, tiles in hand.dealt}
    forced = table.lead_is_forced(record.first_hand, False)
    sights = {seat: Sight(table, seat, dealt[seat], start, lead_forced=forced) for seat in dealt}
    seen: dict[int, list[Seen]] = {seat: [] for seat in dealt}
    boneyard = [tile.id for tile in hand.boneyard or ()]
    drawn = 0
    judged = 0
    for turn in hand.turns:
        tiles = [tile.id for tile in turn.drawn] or boneyard[drawn : drawn + turn.draws]
        drawn += turn.draws
        tile = -1 if turn.tile is None else turn.tile.id
        arm = -1 if turn.arm is None else int(turn.arm)
        if tile >= 0:
            mover = turn.seat
            drawing = Seen(mover, turn.draws, tuple(tiles)) if turn.draws else None
            one_walk = _or_not_judged(partial(sights[mover].position, drawing))
            walked_again = partial(position_of, table, mover, dealt[mover], seen[mover], start)
            assert one_walk == _or_not_judged(partial(walked_again, drawing=drawing, lead_forced=forced))
            assert (
                _or_not_judged(partial(sights[mover].position, drawing)) == one_walk
            )  # asking changes nothing
            judged += isinstance(one_walk, KnownPosition)
        for seat in dealt:
            known = tuple(tiles) if seat == turn.seat else ()
            told = Seen(turn.seat, turn.draws, known, tile, arm, turn.passed)
            seen[seat].append(told)
            sights[seat].see(told)
    assert judged > 0
