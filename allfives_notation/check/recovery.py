"""After a placement the record gets wrong, the placement the rest of its hand calls for.

Nothing here reports: it only looks ahead on a copy of the layout, so that the replay can
go on from the placement the record's own evidence (the claim, the later turns, the arms
later tiles need) settles, instead of giving up on the rest of the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import OTHER_HALF, TILES
from allfives_notation.record.model import Turn


@dataclass(frozen=True, slots=True)
class Placement:
    """A tile on an arm, and how many steps of the hand (this turn's claim, then each later turn) fit it."""

    tile: int
    arm: int
    reach: int


def reach(
    layout: Layout, placed: int, held: Sequence[int], turns: Sequence[Turn], t: int, tile: int, arm: int
) -> int:
    """How far the hand replays cleanly if turn ``t`` put ``tile`` on ``arm``.

    One step for this turn's claim, then one for each later turn, up to the first that
    could not be so: a tile already on the table, an arm that is closed or does not take
    the tile, an arm left out where two fit, a claim that is off, a draw or pass by a seat
    known to hold a tile that fits. ``held`` is each seat's tiles known to be held.
    """
    lay = layout.copy()
    points = lay.put(tile, arm)
    turn = turns[t]
    if turn.points is not None and turn.points != points:
        return 0
    steps = 1
    placed |= 1 << tile
    hands = list(held)
    hands[turn.seat] &= ~(1 << tile)
    for later in turns[t + 1 :]:
        if (later.draws or later.passed) and hands[later.seat] & lay.playable_mask():
            return steps
        if later.tile is not None:
            other = later.tile.id
            if placed >> other & 1:
                return steps
            if later.arm is None:
                arms = lay.arms_for(other)
                if len(arms) != 1:
                    return steps
                on = arms[0]
            else:
                on = int(later.arm)
                end = lay.ends[on]
                if end < 0 or OTHER_HALF[other][end] < 0:
                    return steps
            scored = lay.put(other, on)
            if later.points is not None and later.points != scored:
                return steps
            placed |= 1 << other
            hands[later.seat] &= ~(1 << other)
        steps += 1
    return steps


def best(
    layout: Layout,
    placed: int,
    held: Sequence[int],
    turns: Sequence[Turn],
    t: int,
    tiles: Sequence[int],
) -> Placement | None:
    """Of each arm each of ``tiles`` fits, the placement the rest of the hand fits furthest (None: none fits).

    Ties go to the earlier tile of ``tiles``, then to the arm in the order W, E, N, S.
    """
    found: Placement | None = None
    for tile in tiles:
        for arm in layout.arms_for(tile):
            steps = reach(layout, placed, held, turns, t, tile, arm)
            if found is None or steps > found.reach:
                found = Placement(tile, arm, steps)
    return found


def like(recorded: int, tiles: Sequence[int]) -> list[int]:
    """``tiles``, those sharing a half with ``recorded`` first: a slip of the pen keeps one number."""
    halves = {TILES[recorded].low, TILES[recorded].high}
    return sorted(tiles, key=lambda tile: not halves & {TILES[tile].low, TILES[tile].high})
